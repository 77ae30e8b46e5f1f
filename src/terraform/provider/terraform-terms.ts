import { RESOURCE_LOADERS } from "../generated/terraform-loaders";
import { terraformNames, terraformText } from "../shapes/terraform-text";
import { TERRAFORM_SCHEMA } from "./terraform-schema";

/*
 * The kit's messages are written once, for every route, in the Pulumi routes' words: inputs by
 * their camelCase names, resources by their class names, commands as `pulumi up`. OpenTofu users
 * read them with the names they write (`connection_id`, `datafold_metric_monitor`) and the
 * commands they run; and where a sentence says something untrue of OpenTofu (a secret kept
 * encrypted in state), it says what is true there.
 */

/** The names of the schema the provider serves, for the translation of every message. */
const NAMES = terraformNames(TERRAFORM_SCHEMA);

/**
 * A kit message in OpenTofu's terms: argument and type names as HCL writes them, commands as
 * OpenTofu runs them (src/terraform/shapes/terraform-text.ts, which the Registry docs use too).
 */
export function inTerraformTerms(message: string): string {
  // OpenTofu prints a diagnostic as plain text: names stay bare, as the message wrote them.
  return terraformText(message, NAMES, { codeSpans: false });
}

/** Every resource the registry lists has a Terraform type (a stale generated schema is a build error); the registry's list is read from its loaders, which load nothing here. */
for (const kitName of Object.keys(RESOURCE_LOADERS)) {
  if (!NAMES.types.has(kitName)) throw new Error(`src/terraform/generated/terraform-schema.json lacks ${kitName}: run npm run generate.`);
}
