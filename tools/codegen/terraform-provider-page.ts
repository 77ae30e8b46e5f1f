/**
 * The provider's Registry page, terraform/docs/index.md: what the provider manages, its example
 * (terraform/examples/provider/provider.tf), its arguments with their environment variables
 * (src/client/settings/known-settings.ts), and the two things OpenTofu does differently from
 * what a user of the Pulumi provider expects: `sensitive` hides a value in output and nothing
 * more (the state holds tokens and credentials in plain text unless state encryption is on), and
 * a replacement destroys before it creates (a token's users then go without one in between).
 */
import { SETTINGS } from "../../src/client/settings/known-settings";
import type { TerraformSchemaFile, TfAttribute } from "../../src/terraform/shapes/terraform-schema-file";
import { terraformText, type TerraformNames } from "../../src/terraform/shapes/terraform-text";
import { frontMatter, PROVIDER_EXAMPLE_PATH, readExampleFile, STATE_ENCRYPTION_EXAMPLE_PATH, typesBySubcategory } from "./terraform-docs-layout";
import { schemaMarkdown } from "./terraform-schema-markdown";

const DESCRIPTION =
  "The Datafold provider manages the Datafold data-quality platform with OpenTofu (or Terraform): SQL-proxy tokens and their " +
  "revocation, monitors (metric, schema change, data test and data diff), data diffs' flags, data sources (the warehouses Datafold " +
  "connects to) and BI integrations; its data sources read monitors and their runs, tokens, connections, integrations, lineage, " +
  "migrations and the audit log.";

/** The environment variable of a provider argument, from the settings table the clients read. */
function environmentVariable(attribute: TfAttribute): string {
  const setting = (SETTINGS as Readonly<Record<string, { readonly envVar: string }>>)[attribute.key];
  if (setting === undefined) throw new Error(`terraform docs: the provider's argument ${attribute.name} (${attribute.key}) is no setting of src/client/settings/known-settings.ts`);
  return setting.envVar;
}

/** The provider's arguments, each description ending with its environment variable (unless it names it already). */
function withEnvironmentVariables(attributes: readonly TfAttribute[]): TfAttribute[] {
  return attributes.map((attribute) => {
    const variable = environmentVariable(attribute);
    if (attribute.description.includes(variable)) return attribute;
    const description = attribute.description.trim();
    const separator = description === "" || /[.!?]$/.test(description) ? " " : ". ";
    return { ...attribute, description: `${description}${separator}Environment variable: \`${variable}\`.`.trim() };
  });
}

function typeList(schema: TerraformSchemaFile): string[] {
  const lines: string[] = [];
  for (const [section, { resources, dataSources }] of typesBySubcategory(schema)) {
    const parts = [
      ...(resources.length === 0 ? [] : [`resources ${resources.map((type) => `\`${type}\``).join(", ")}`]),
      ...(dataSources.length === 0 ? [] : [`data sources ${dataSources.map((type) => `\`${type}\``).join(", ")}`]),
    ];
    lines.push(`- ${section}: ${parts.join("; ")}.`);
  }
  return lines;
}

export function providerPage(root: string, schema: TerraformSchemaFile, names: TerraformNames): string {
  const example = readExampleFile(root, PROVIDER_EXAMPLE_PATH, "the provider");
  const encryption = readExampleFile(root, STATE_ENCRYPTION_EXAMPLE_PATH, "the provider's state encryption");
  const describe = (text: string) => terraformText(text, names);
  return [
    frontMatter("Datafold Provider", "", DESCRIPTION),
    "",
    "# Datafold Provider",
    "",
    DESCRIPTION,
    "",
    ...typeList(schema),
    "",
    "Every argument can be left out of the provider block and given by its environment variable instead, which keeps credentials",
    "out of the configuration. A missing or malformed one fails the plan before any request, naming the argument and the variable.",
    "",
    "## Example Usage",
    "",
    "```terraform",
    example,
    "```",
    "",
    schemaMarkdown(withEnvironmentVariables(schema.provider.attributes), describe),
    "## Secrets in the state",
    "",
    "`sensitive` hides a value in OpenTofu's output (plan, apply, `tofu output`) and does nothing else: the state holds every",
    "attribute in plain text, a `datafold_proxy_token`'s `token` and every credential of a data source or BI integration",
    "included. Whoever can read the state can use them. Keep the state in a backend whose access you control, and turn on",
    "OpenTofu's [state encryption](https://opentofu.org/docs/language/state/encryption/) (OpenTofu 1.7 and later), which",
    "encrypts the state and the plan files before they are written. A minimal configuration, with a key derived from a",
    "passphrase (at least 16 characters) by PBKDF2 and AES-GCM:",
    "",
    "```terraform",
    encryption,
    "```",
    "",
    "Terraform has no state encryption: with Terraform, protect the state with the backend's own encryption and access rules.",
    "",
    "## Replacing tokens: `create_before_destroy`",
    "",
    "When a change replaces an object, OpenTofu destroys the old one before it creates the new one, unless the resource says",
    "`lifecycle { create_before_destroy = true }`. For a `datafold_proxy_token` the destroy is a revocation: without that rule,",
    "every replacement (a change of `label`, `expires_in_days`, `rotation_triggers` or of the owner, and the rotation of a token",
    "revoked, expired or inside its `rotate_before_days` window) revokes the token its users hold before the new one exists, and",
    "they have no working token until the new one reaches them. With the rule, the new token is created first and the old one",
    "revoked after it. A token with `revoke_replaced_after_hours` rotates by an update in place, whatever the lifecycle says: the",
    "new token comes first and the replaced one keeps working for that many hours; only a change of `principal_type` or",
    "`principal_id` still replaces it. Set the rule on every token whose users must never be without one.",
    "",
  ].join("\n");
}
