/**
 * Kit values of every resource and data function, for the Terraform shapes' tests: the
 * properties and arguments of the schema's examples (examples/schema/<Name>/Pulumi.yaml, the
 * programs the Registry shows), and one monitor of each kind and shape from the monitors YAML
 * fixture that uses every key (converted by MonitorsFromYaml's own conversion). An interpolation
 * (`${warehouse.id}`) is a value not known at plan: the kit's UNKNOWN_VALUE.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { UNKNOWN_VALUE } from "../../../src/kit/unknown-value";
import { expandFileArgs } from "../../../src/monitors-yaml/files";
import { loadAndMerge } from "../../../src/monitors-yaml/load";
import { convertMonitor } from "../../../src/monitors-yaml/to-inputs";
import { RESOURCES, typeToken } from "../../../src/registry";
import { TERRAFORM_SCHEMA_PATH } from "../../../tools/codegen/terraform-schema";
import type { TerraformSchemaFile } from "../../../src/terraform/shapes/terraform-schema-file";

export const ROOT = join(__dirname, "../../..");

export const SCHEMA = JSON.parse(readFileSync(join(ROOT, TERRAFORM_SCHEMA_PATH), "utf8")) as TerraformSchemaFile;

export interface Sample {
  /** Where it comes from, for the test's name. */
  readonly source: string;
  /** The kit's name of the resource or function: `MetricMonitor`, `getMonitors`. */
  readonly kit: string;
  readonly values: Record<string, unknown>;
}

const RESOURCE_NAMES = new Set<string>(RESOURCES.map((resource) => resource.definition.name));

/** Interpolations as the kit's unknown, everywhere in a value. */
function withUnknowns(value: unknown): unknown {
  if (typeof value === "string" && /^\$\{[^}]+\}$/.test(value)) return UNKNOWN_VALUE;
  if (Array.isArray(value)) return value.map(withUnknowns);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withUnknowns(inner)]));
  return value;
}

/** The resources' properties and the functions' arguments of every example program. */
export function exampleSamples(): Sample[] {
  const dir = join(ROOT, "examples/schema");
  const kitOf = (token: unknown) => (typeof token === "string" && token.startsWith(typeToken("")) ? token.slice(typeToken("").length) : undefined);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "node_modules")
    .flatMap((entry) => {
      const program = parse(readFileSync(join(dir, entry.name, "Pulumi.yaml"), "utf8")) as {
        resources?: Record<string, { type: string; properties?: Record<string, unknown> }>;
        variables?: Record<string, { "fn::invoke"?: { function: string; arguments?: Record<string, unknown> } }>;
      };
      const resources = Object.entries(program.resources ?? {}).flatMap(([name, resource]): Sample[] => {
        const kit = kitOf(resource.type);
        // A component (MonitorsFromYaml) is no resource of the Terraform provider.
        return kit === undefined || !RESOURCE_NAMES.has(kit) ? [] : [{ source: `examples/schema/${entry.name} ${name}`, kit, values: withUnknowns(resource.properties ?? {}) as Record<string, unknown> }];
      });
      const invokes = Object.entries(program.variables ?? {}).flatMap(([name, variable]): Sample[] => {
        const invoke = variable["fn::invoke"];
        const kit = kitOf(invoke?.function);
        return kit === undefined ? [] : [{ source: `examples/schema/${entry.name} ${name}`, kit, values: withUnknowns(invoke!.arguments ?? {}) as Record<string, unknown> }];
      });
      return [...resources, ...invokes];
    });
}

const MONITOR_RESOURCES = { metric: "MetricMonitor", schema: "SchemaChangeMonitor", test: "DataTestMonitor", diff: "DataDiffMonitor" } as const;

/** One monitor of each kind and shape, as MonitorsFromYaml converts the fixture that uses every key of Datafold's schema. */
export function everyKeyMonitorSamples(): Sample[] {
  const sources = loadAndMerge(expandFileArgs(["every-key.yaml"], join(ROOT, "test/fixtures/monitors-yaml")), { warn: () => undefined });
  return sources.map((source) => {
    const converted = convertMonitor(source);
    if (converted.kind === undefined || converted.failures.length > 0) throw new Error(`${source.slug} does not convert: ${converted.failures.join("; ")}`);
    return { source: `every-key.yaml ${source.slug}`, kit: MONITOR_RESOURCES[converted.kind], values: converted.inputs };
  });
}
