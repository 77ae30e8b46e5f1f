import { RESOURCES } from "../../registry";
import type { TfAttribute } from "../shapes/terraform-schema-file";
import { TERRAFORM_SCHEMA } from "./terraform-schema";

/*
 * The kit's messages are written once, for every route, in the Pulumi routes' words: inputs by
 * their camelCase names, resources by their class names, commands as `pulumi up`. OpenTofu users
 * read them with the names they write (`connection_id`, `datafold_metric_monitor`) and the
 * commands they run. The sentences themselves are the same.
 */

function keysOf(attributes: readonly TfAttribute[], into: Map<string, string>): void {
  for (const attribute of attributes) {
    // A variant's key is the tag's value (`table`), not an attribute name to rename.
    if (attribute.key !== attribute.name && /[A-Z]/.test(attribute.key)) into.set(attribute.key, attribute.name);
    if (attribute.nested !== undefined) keysOf(attribute.nested.attributes, into);
  }
}

/** camelCase kit key → snake_case argument, from every attribute the schema has. */
const ARGUMENT_NAMES: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  for (const block of [...Object.values(TERRAFORM_SCHEMA.resources), ...Object.values(TERRAFORM_SCHEMA.dataSources)]) keysOf(block.attributes, names);
  return names;
})();

/** Resource class name → Terraform type: `ProxyToken` → `datafold_proxy_token`. */
const TYPE_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(TERRAFORM_SCHEMA.resources).map(([typeName, schema]) => [schema.kit, typeName]),
);

/** Commands and words of the Pulumi routes, and what an OpenTofu user runs instead. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/`pulumi up`/g, "`tofu apply`"],
  [/`pulumi refresh`/g, "`tofu apply -refresh-only`"],
  [/`pulumi import`/g, "`tofu import`"],
  [/`pulumi preview`/g, "`tofu plan`"],
  [/the next `up`/g, "the next `tofu apply`"],
  [/the next up\b/g, "the next `tofu apply`"],
  [/\bthe program\b/g, "the configuration"],
];

/** The Pulumi routes' type tokens (`datafold:index:MetricMonitor`), named by their class name for the renaming below. */
const TYPE_TOKEN = /\bdatafold:index:([A-Z][A-Za-z0-9]*)\b/g;

const IDENTIFIER = /\b[A-Za-z][A-Za-z0-9]*\b/g;

/** A kit message in OpenTofu's terms: argument and type names as HCL writes them, commands as OpenTofu runs them. */
export function inTerraformTerms(message: string): string {
  let text = message;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  text = text.replace(TYPE_TOKEN, "$1");
  return text.replace(IDENTIFIER, (word) => ARGUMENT_NAMES.get(word) ?? TYPE_NAMES.get(word) ?? word);
}

/** Every resource the registry lists has a Terraform type (a stale generated schema is a build error). */
for (const resource of RESOURCES) {
  if (!TYPE_NAMES.has(resource.definition.name)) throw new Error(`src/terraform/generated/terraform-schema.json lacks ${resource.definition.name}: run npm run generate.`);
}
