/**
 * Where the provider's Registry tree is (terraform/, laid out as a terraform-provider-datafold
 * repository's root: docs/ and examples/ as tfplugindocs writes and reads them), the Registry's
 * sections, and what every page shares: its file name and its front matter.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { RESOURCES } from "../../src/registry";
import { PROVIDER_NAME } from "../../src/terraform/shapes/naming";
import type { TerraformSchemaFile } from "../../src/terraform/shapes/terraform-schema-file";

/** Where the provider's Registry tree is, relative to the repository. */
export const TERRAFORM_DIR = "terraform";
export const TERRAFORM_EXAMPLES_DIR = `${TERRAFORM_DIR}/examples`;
export const TERRAFORM_DOCS_DIR = `${TERRAFORM_DIR}/docs`;

/**
 * The Registry's section of each family of resources, by its folder under src/provider/: a new
 * resource of a family (a definition file and a registry line, docs/architecture.md §2b) is in
 * its family's section with nothing more written.
 */
const FAMILY_SECTIONS: Readonly<Record<string, string>> = {
  tokens: "SQL Proxy Tokens",
  "data-diff-flags": "Data Diffs",
  monitors: "Monitors",
  "data-sources": "Connections",
  "bi-integrations": "BI Integrations",
};

/** The family folder of each resource, from where its definition says it is declared. */
const RESOURCE_FAMILIES: ReadonlyMap<string, string | undefined> = new Map(
  RESOURCES.map((resource) => [resource.definition.name as string, /^src\/provider\/([^/]+)\//.exec(resource.definition.presentation.source)?.[1]]),
);

/**
 * The Registry's sections (front matter `subcategory`) of the data functions and the component,
 * by kit name. One that is not listed (nor a resource of a listed family) fails the generation:
 * its section is a choice someone must make.
 */
const SUBCATEGORIES: Readonly<Record<string, string>> = {
  getProxyTokens: "SQL Proxy Tokens",
  getMonitors: "Monitors",
  getMonitor: "Monitors",
  getMonitorRuns: "Monitors",
  MonitorsFromYaml: "Monitors",
  getDataSources: "Connections",
  getDataSource: "Connections",
  getBiIntegrations: "BI Integrations",
  getTransformSummaries: "Migrations",
  getQueryLineage: "Lineage",
  getTopQueries: "Lineage",
  getAuditLogs: "Audit",
};

/** The page's file name: the type without `datafold_`. */
export function pageName(type: string): string {
  return type.slice(PROVIDER_NAME.length + 1);
}

/** Markdown as plain text, for front matter: code spans, emphasis and links lose their marks. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .trim();
}

/** YAML front matter of a page, tfplugindocs' keys; the description a block scalar, so any text is safe. */
export function frontMatter(pageTitle: string, subcategory: string, description: string): string {
  const indented = plainText(description)
    .split("\n")
    .map((line) => `  ${line}`.trimEnd())
    .join("\n");
  return ["---", `page_title: ${JSON.stringify(pageTitle)}`, `subcategory: ${JSON.stringify(subcategory)}`, "description: |-", indented, "---"].join("\n");
}

/** An example file, read whole; missing, the generation fails naming it. */
export function readExampleFile(root: string, path: string, what: string): string {
  const file = join(root, path);
  if (!existsSync(file)) throw new Error(`terraform docs: ${what} has no example: write ${path} (run against the emulator by test/terraform/e2e/examples.test.ts)`);
  return readFileSync(file, "utf8").trim();
}

/** Where each type's example is. */
export function resourceExamplePath(type: string): string {
  return `${TERRAFORM_EXAMPLES_DIR}/resources/${type}/resource.tf`;
}
export function importExamplePath(type: string): string {
  return `${TERRAFORM_EXAMPLES_DIR}/resources/${type}/import.sh`;
}
export function dataSourceExamplePath(type: string): string {
  return `${TERRAFORM_EXAMPLES_DIR}/data-sources/${type}/data-source.tf`;
}
export const PROVIDER_EXAMPLE_PATH = `${TERRAFORM_EXAMPLES_DIR}/provider/provider.tf`;
export const STATE_ENCRYPTION_EXAMPLE_PATH = `${TERRAFORM_EXAMPLES_DIR}/provider/state-encryption.tf`;

export function subcategoryOf(kit: string): string {
  const family = RESOURCE_FAMILIES.get(kit);
  const subcategory = SUBCATEGORIES[kit] ?? (family === undefined ? undefined : FAMILY_SECTIONS[family]);
  if (subcategory === undefined) {
    throw new Error(`terraform docs: ${kit} has no Registry section: add its family to FAMILY_SECTIONS, or it to SUBCATEGORIES, in tools/codegen/terraform-docs-layout.ts`);
  }
  return subcategory;
}

/** The sections of the Registry in the order the provider's page lists them, each with its types. */
export function typesBySubcategory(schema: TerraformSchemaFile): Map<string, { resources: string[]; dataSources: string[] }> {
  const sections = new Map<string, { resources: string[]; dataSources: string[] }>();
  const section = (kit: string) => {
    const name = subcategoryOf(kit);
    if (!sections.has(name)) sections.set(name, { resources: [], dataSources: [] });
    return sections.get(name)!;
  };
  for (const [type, { kit }] of Object.entries(schema.resources)) section(kit).resources.push(type);
  for (const [type, { kit }] of Object.entries(schema.dataSources)) section(kit).dataSources.push(type);
  return sections;
}
