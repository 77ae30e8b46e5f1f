import { InvalidArgumentError } from "../../core/errors";
import { callDataFunction, type DataFunctionDefinition } from "../../functions/data-function";
import { checkFunctionArguments } from "../../functions/argument-checks";
import { providerClients } from "../../provider/shared/provider-config";
import { UNKNOWN_VALUE } from "../../kit/unknown-value";
import type { Diagnostic, TfValue } from "../protocol/terraform-provider-interface";
import type { TfAttribute } from "../shapes/terraform-schema-file";
import { kitFromTerraform, terraformFromKit } from "../shapes/kit-values";
import { registeredDataFunction } from "./registered";
import { dataSourceSchema } from "./terraform-schema";
import { plannedObject } from "./planned-values";
import { shapeDiagnostics } from "./diagnostics";
import { inTerraformTerms } from "./terraform-terms";

/*
 * The data functions as data sources: the definitions the TypeScript functions and the Pulumi
 * plugin's invokes run, checked with the same argument schema, with the provider's clients.
 */

type TfObject = { readonly [name: string]: TfValue };

function served(typeName: string): { definition: DataFunctionDefinition; attributes: readonly TfAttribute[]; args: readonly TfAttribute[] } {
  const schema = dataSourceSchema(typeName);
  const definition: DataFunctionDefinition = registeredDataFunction(schema.kit, typeName);
  return { definition, attributes: schema.attributes, args: schema.attributes.filter((attribute) => attribute.required === true || attribute.optional === true) };
}

/** The arguments the configuration sets, as the function takes them; those not known yet left out. */
function argumentsOf(typeName: string, args: readonly TfAttribute[], config: TfObject): { values: Record<string, unknown>; diagnostics: Diagnostic[] } {
  const converted = kitFromTerraform(args, config);
  const diagnostics: Diagnostic[] = shapeDiagnostics(typeName, converted.failures);
  const values = Object.fromEntries(Object.entries(converted.bag).filter(([, value]) => value !== UNKNOWN_VALUE));
  return { values, diagnostics };
}

function argumentDiagnostic(typeName: string, args: readonly TfAttribute[], error: InvalidArgumentError): Diagnostic {
  const root = error.argument.split(/[.[]/)[0]!;
  const attribute = args.find((candidate) => candidate.key === root);
  return { severity: "error", summary: `Invalid ${typeName} argument`, detail: inTerraformTerms(error.message), ...(attribute === undefined ? {} : { attribute: [attribute.name] }) };
}

/** ValidateDataResourceConfig: the arguments checked as the function checks them (values not known yet skipped). */
export function validateDataSource(typeName: string, config: TfObject): Diagnostic[] {
  const { definition, args } = served(typeName);
  const { values, diagnostics } = argumentsOf(typeName, args, config);
  if (diagnostics.length > 0) return diagnostics;
  try {
    checkFunctionArguments(definition.args, values, definition.name);
    return [];
  } catch (error) {
    // A required argument not known yet is not missing.
    if (error instanceof InvalidArgumentError) {
      const root = error.argument.split(/[.[]/)[0]!;
      const attribute = args.find((candidate) => candidate.key === root);
      if (attribute !== undefined && config[attribute.name] !== null && values[attribute.key] === undefined) return [];
      return [argumentDiagnostic(typeName, args, error)];
    }
    throw error;
  }
}

/** ReadDataSource: the function's result, its fields as the computed attributes. */
export async function readDataSource(typeName: string, config: TfObject): Promise<{ state?: TfObject; diagnostics?: Diagnostic[] }> {
  const { definition, attributes, args } = served(typeName);
  const { values, diagnostics } = argumentsOf(typeName, args, config);
  if (diagnostics.length > 0) return { diagnostics };
  let result: unknown;
  try {
    result = await callDataFunction(definition, values, providerClients);
  } catch (error) {
    if (error instanceof InvalidArgumentError) return { diagnostics: [argumentDiagnostic(typeName, args, error)] };
    throw error;
  }
  // Plain JSON (a field the result leaves undefined is absent); a result that is no object is the attribute `result`.
  const plain = JSON.parse(JSON.stringify(result ?? null)) as unknown;
  const fields = isPlainObject(plain) ? plain : { result: plain };
  return { state: plannedObject(attributes, config, terraformFromKit(attributes, { ...values, ...fields })) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
