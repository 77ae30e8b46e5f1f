/**
 * Kit values of every resource and data function from the schema's examples: the properties and
 * arguments of examples/schema/<Name>/Pulumi.yaml, the programs the Registry shows. An
 * interpolation (`${warehouse.id}`) is a value not known at plan: the kit's UNKNOWN_VALUE. The
 * Terraform shapes' tests convert them (test/terraform/shapes/samples.ts), and the Terraform
 * provider's executable is trained on them (scripts/plugin-executable/train-code-cache.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { UNKNOWN_VALUE } from "../../src/kit/unknown-value";
import { RESOURCES, typeToken } from "../../src/registry";

const ROOT = resolve(__dirname, "../..");

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
