import { checkInputs, type CheckRules } from "../../kit/check-inputs";
import { isInitFailure } from "../../kit/init-failure";
import { ImportRefusedError, UNSHOWN_KEY, filledUnshown, type UnshownInput } from "../../kit/import";
import type { KitProvider, ResourceContext } from "../../kit/kit-provider";
import type { Fields } from "../../kit/fields";
import type { AttributePath, Diagnostic, TfValue } from "../protocol/terraform-provider-interface";
import type { TfAttribute, TfResourceSchema } from "../shapes/terraform-schema-file";
import { containsUnknown, kitFromTerraform, terraformFromKit, TerraformShapeError } from "../shapes/kit-values";
import { keptData, readKept, type Kept } from "./kept-data";
import { errorDiagnostic, failureDiagnostics, shapeDiagnostics } from "./diagnostics";
import { conformed, plannedObject, replacementPaths, unknownWhereUnset, withOutputsUnknown } from "./planned-values";
import { registeredResource } from "./registered";
import { inputAttributes, resourceSchema } from "./terraform-schema";
import { inTerraformTerms } from "./terraform-terms";
import { unshownDiagnostic } from "./unshown-diagnostic";

/*
 * The resources' lifecycle in OpenTofu's terms, each step handed to the kit provider the
 * Pulumi routes run (src/kit/define-resource.ts), so the three routes check, compare, create,
 * read and delete alike. What differs is OpenTofu's: it plans every attribute itself (see
 * planned-values.ts), keeps no inputs apart from the state, and its private data carries
 * what the kit keeps beside the state that Terraform's shape has no place for (./kept-data.ts).
 */

type TfObject = { readonly [name: string]: TfValue };
type Bag = Record<string, unknown>;

interface Served {
  readonly typeName: string;
  readonly schema: TfResourceSchema;
  readonly provider: KitProvider;
  readonly definition: Definition;
  readonly inputs: readonly TfAttribute[];
  /** Every attribute but `id`: the kit's state. */
  readonly state: readonly TfAttribute[];
  readonly context: ResourceContext;
}

/** What validation reads of a definition: its inputs and the rules across them. */
interface Definition {
  readonly name: string;
  readonly inputs: Fields;
  readonly checkRules?: CheckRules<Fields>;
}

function served(typeName: string): Served {
  const schema = resourceSchema(typeName);
  const registered = registeredResource(schema.kit, typeName);
  return {
    typeName,
    schema,
    provider: registered.provider,
    definition: registered.definition as unknown as Definition,
    inputs: inputAttributes(schema),
    state: schema.attributes.filter((attribute) => attribute.name !== "id"),
    // OpenTofu tells a provider no resource address: what the resource makes is labelled by its type.
    context: { labelBase: `terraform ${typeName}` },
  };
}

function marksIn(bag: Readonly<Bag>): string[][] {
  const marks = bag[UNSHOWN_KEY];
  return Array.isArray(marks) ? (marks as string[][]) : [];
}

/** A stored object as the kit's state bag: what its private data keeps put back beside it (./kept-data.ts). */
function kitState(resource: Served, object: TfObject, kept: Kept): Bag {
  const bag: Bag = { ...kitFromTerraform(resource.state, object).bag };
  for (const [key, value] of Object.entries(kept.held)) if (bag[key] === undefined) bag[key] = value;
  return kept.unshown.length === 0 ? bag : { ...bag, [UNSHOWN_KEY]: kept.unshown };
}

/** The kit's inputs of a state bag (with its import marks): what `check` takes as the old inputs. */
function inputsOfState(resource: Served, state: Readonly<Bag>): Bag {
  const keys = new Set([...resource.inputs.map((attribute) => attribute.key), UNSHOWN_KEY]);
  return Object.fromEntries(Object.entries(state).filter(([key]) => keys.has(key)));
}

/**
 * A kit state bag as the object OpenTofu stores, with its id, and what its private data must
 * keep: the import marks, and any value Terraform's shape cannot hold (its attribute null).
 */
function terraformState(resource: Served, id: string, state: Readonly<Bag>): { readonly object: TfObject; readonly kept: Kept } {
  const { [UNSHOWN_KEY]: _marks, ...fields } = state;
  const object: Record<string, TfValue> = {};
  const held: Bag = {};
  for (const attribute of resource.state) {
    try {
      Object.assign(object, terraformFromKit([attribute], fields));
    } catch (error) {
      if (!(error instanceof TerraformShapeError)) throw error;
      object[attribute.name] = null;
      held[attribute.key] = fields[attribute.key];
    }
  }
  return { object: { ...object, id }, kept: { unshown: marksIn(state), held } };
}

function idOf(object: TfObject | null): string {
  const id = object?.id;
  if (typeof id !== "string" || id === "") throw new Error("The state holds no id: this object was never created. Remove it from state (tofu state rm) and apply again.");
  return id;
}

interface Checked {
  readonly inputs: Bag;
  readonly diagnostics: Diagnostic[];
}

/** The configuration's inputs, checked by the kit (`olds`: the prior inputs, for the rules that compare with them). */
async function checked(resource: Served, config: TfObject, olds: Readonly<Bag>): Promise<Checked> {
  const converted = kitFromTerraform(resource.inputs, config);
  if (converted.failures.length > 0) {
    return { inputs: {}, diagnostics: shapeDiagnostics(resource.typeName, converted.failures) };
  }
  const result = await resource.provider.check(olds, converted.bag);
  return { inputs: result.inputs, diagnostics: failureDiagnostics(resource.typeName, resource.inputs, result.failures, converted.bag) };
}

/** ValidateResourceConfig: the kit's check of each input with no settings (OpenTofu validates before it configures), values not known yet skipped. */
export async function validateResource(typeName: string, config: TfObject): Promise<Diagnostic[]> {
  const resource = served(typeName);
  const converted = kitFromTerraform(resource.inputs, config);
  if (converted.failures.length > 0) return shapeDiagnostics(typeName, converted.failures);
  const { definition } = resource;
  const result = checkInputs(definition.name, definition.inputs, definition.checkRules, converted.bag);
  return failureDiagnostics(typeName, resource.inputs, result.failures, converted.bag);
}

export interface Plan {
  readonly plannedState?: TfObject | null;
  readonly requiresReplace?: readonly AttributePath[];
  readonly plannedPrivate?: Buffer;
  readonly diagnostics?: readonly Diagnostic[];
}

/** PlanResourceChange. */
export async function planResource(typeName: string, prior: TfObject | null, proposed: TfObject | null, config: TfObject | null, priorPrivate: Buffer): Promise<Plan> {
  // A destroy: nothing to plan but the object's absence.
  if (proposed === null || config === null) return { plannedState: null };
  const resource = served(typeName);
  const kept = readKept(priorPrivate);
  const priorState = prior === null ? undefined : kitState(resource, prior, kept);
  const news = await checked(resource, config, priorState === undefined ? {} : inputsOfState(resource, priorState));
  if (news.diagnostics.some((diagnostic) => diagnostic.severity === "error")) return { diagnostics: news.diagnostics };

  if (prior === null || priorState === undefined) {
    // A create: the inputs as checked (defaults in), every output and the id known after apply.
    const planned = withOutputsUnknown(resource.schema.attributes, plannedObject(resource.schema.attributes, config, terraformFromKit(resource.state, news.inputs)));
    return { plannedState: unknownWhereUnset(resource.inputs, config, planned), plannedPrivate: Buffer.alloc(0) };
  }

  const id = idOf(prior);
  const diff = await resource.provider.diff(id, priorState, news.inputs);
  if (!diff.changes) {
    // Nothing to do in Datafold. After an import, what GET could not show is what the
    // configuration says (src/kit/import.ts): planned as given, written at apply without a request.
    const basis = terraformState(resource, id, filledUnshown(priorState, news.inputs)).object;
    return { plannedState: plannedObject(resource.schema.attributes, config, basis), plannedPrivate: keptData(kept) };
  }

  const basis = { ...terraformFromKit(resource.state, news.inputs), id };
  const replacing = diff.replaces.length > 0;
  // Outputs may all change (a rotated token, a new updated_at); a replacement's id too.
  const planned = unknownWhereUnset(
    resource.inputs,
    config,
    withOutputsUnknown(resource.schema.attributes, plannedObject(resource.schema.attributes, config, basis), replacing ? new Set() : new Set(["id"])),
  );
  // The prior state's kept data travels to the apply, which reads the prior state with it.
  if (!replacing) return { plannedState: planned, plannedPrivate: keptData(kept) };
  return { plannedState: planned, requiresReplace: replacementPaths(resource.inputs, diff.replaces, prior, planned), plannedPrivate: keptData(kept) };
}

export interface Applied {
  readonly newState?: TfObject | null;
  readonly privateData?: Buffer;
  readonly diagnostics?: readonly Diagnostic[];
}

/** ApplyResourceChange: a create, an update, or (no planned state) a delete. */
export async function applyResource(typeName: string, prior: TfObject | null, planned: TfObject | null, config: TfObject | null, plannedPrivate: Buffer): Promise<Applied> {
  const resource = served(typeName);
  const kept = readKept(plannedPrivate);
  if (planned === null) {
    await resource.provider.delete(idOf(prior), kitState(resource, prior!, kept));
    return { newState: null };
  }
  if (config === null) throw new Error(`OpenTofu planned ${typeName} with no configuration.`);
  const priorState = prior === null ? undefined : kitState(resource, prior, kept);
  const news = await checked(resource, config, priorState === undefined ? {} : inputsOfState(resource, priorState));
  if (news.diagnostics.length > 0) return { newState: prior, privateData: plannedPrivate, diagnostics: news.diagnostics };

  // Created or updated from the configuration: what it says is in the state, and no mark or held value stays.
  const answered = (id: string, state: Readonly<Bag>) => plannedObject(resource.schema.attributes, config, terraformState(resource, id, state).object);
  try {
    if (prior === null || priorState === undefined) {
      const created = await resource.provider.create(news.inputs, resource.context);
      return { newState: answered(created.id, created.outs), privateData: Buffer.alloc(0) };
    }
    const id = idOf(prior);
    const diff = await resource.provider.diff(id, priorState, news.inputs);
    // Planned without a change in Datafold (what an import could not show, now given): written as planned.
    if (!diff.changes && !containsUnknown(planned)) return { newState: planned, privateData: Buffer.alloc(0) };
    const updated = await resource.provider.update(id, priorState, news.inputs, resource.context);
    return { newState: answered(id, updated.outs), privateData: Buffer.alloc(0) };
  } catch (error) {
    // The object exists but failed (src/kit/init-failure.ts): kept in state, which OpenTofu marks tainted.
    if (isInitFailure(error)) return { newState: answered(error.id, error.properties), privateData: Buffer.alloc(0), diagnostics: [errorDiagnostic(`${typeName} was created but failed`, error)] };
    throw error;
  }
}

export interface Read {
  readonly newState?: TfObject | null;
  readonly privateData?: Buffer;
  readonly diagnostics?: readonly Diagnostic[];
}

/** ReadResource: the object as Datafold holds it now; null when it is gone (OpenTofu plans to create it again). */
export async function readResource(typeName: string, current: TfObject, privateData: Buffer): Promise<Read> {
  const resource = served(typeName);
  const result = await resource.provider.read(idOf(current), kitState(resource, current, readKept(privateData)));
  if (result.id === undefined || result.props === undefined) return { newState: null };
  const read = terraformState(resource, result.id, result.props);
  return { newState: read.object, privateData: keptData(read.kept) };
}

/** ImportResourceState: the object from its id alone, with a warning naming what GET could not show. */
export async function importResource(typeName: string, id: string): Promise<{ imported?: { typeName: string; state: TfObject; privateData: Buffer }[]; diagnostics?: Diagnostic[] }> {
  const resource = served(typeName);
  let result: Awaited<ReturnType<KitProvider["read"]>>;
  try {
    result = await resource.provider.read(id, {});
  } catch (error) {
    if (error instanceof ImportRefusedError) return { diagnostics: [{ severity: "error", summary: `${typeName} cannot be imported`, detail: inTerraformTerms(error.message) }] };
    throw error;
  }
  if (result.id === undefined || result.props === undefined) {
    return { diagnostics: [{ severity: "error", summary: `Cannot import ${typeName} ${id}`, detail: `Datafold has nothing of the kind ${typeName} manages with id ${id} (GET answered 404). Check the id (the Datafold app shows it) and the provider's host.` }] };
  }
  const unshown: readonly UnshownInput[] = result.unshown ?? [];
  const read = terraformState(resource, result.id, result.props);
  return {
    imported: [{ typeName, state: read.object, privateData: keptData(read.kept) }],
    diagnostics: unshown.length === 0 ? [] : [unshownDiagnostic(typeName, result.id, resource.inputs, unshown, result.props)],
  };
}

/** UpgradeResourceState: a state of any version of this schema (so far, 0) as an object of the current one. */
export function upgradeResource(typeName: string, rawState: unknown): TfObject {
  return conformed(served(typeName).schema.attributes, rawState);
}
