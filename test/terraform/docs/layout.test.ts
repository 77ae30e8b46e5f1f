/**
 * terraform/ is laid out as the Terraform and OpenTofu Registries read a provider repository:
 * a page and an example for every resource and data source of the schema the provider serves,
 * nothing else, an import example exactly for those that can be imported, and pages with
 * tfplugindocs' front matter. (The pages' content is what `npm run generate` writes:
 * test/api/generated-files.test.ts.)
 */
import { RESOURCES } from "../../../src/registry";
import { terraformNames } from "../../../src/terraform/shapes/terraform-text";
import {
  dataSourceExamplePath,
  importExamplePath,
  pageName,
  PROVIDER_EXAMPLE_PATH,
  resourceExamplePath,
  STATE_ENCRYPTION_EXAMPLE_PATH,
  TERRAFORM_DOCS_DIR,
  TERRAFORM_EXAMPLES_DIR,
} from "../../../tools/codegen/terraform-docs-layout";
import { exists, filesUnder, read, readSchema, splitPage } from "./registry-tree";

const schema = readSchema();
const NAMES = terraformNames(schema);
const resourceTypes = Object.keys(schema.resources);
const dataSourceTypes = Object.keys(schema.dataSources);

/** Whether the kit's definition of a resource can be imported. */
function importable(kit: string): boolean {
  const registered = RESOURCES.find((resource) => resource.definition.name === kit);
  return (registered?.definition as { importFromId?: unknown } | undefined)?.importFromId !== undefined;
}

it("the schema has the resources and data sources of the registry", () => {
  expect(resourceTypes.length).toBe(RESOURCES.length);
  expect(dataSourceTypes.length).toBeGreaterThan(0);
});

it("the docs are the provider's page, one page per resource and data source, and the hand-written guides, nothing else", () => {
  expect(filesUnder(TERRAFORM_DOCS_DIR)).toEqual(
    [
      `${TERRAFORM_DOCS_DIR}/index.md`,
      // Written by hand, not generated: its HCL is validated by test/terraform/token-guide.test.ts.
      `${TERRAFORM_DOCS_DIR}/guides/tokens.md`,
      ...resourceTypes.map((type) => `${TERRAFORM_DOCS_DIR}/resources/${pageName(type)}.md`),
      ...dataSourceTypes.map((type) => `${TERRAFORM_DOCS_DIR}/data-sources/${pageName(type)}.md`),
    ].sort(),
  );
});

it("the examples are the provider's, one per resource and data source, and an import.sh for each resource that can be imported", () => {
  const expected = [
    PROVIDER_EXAMPLE_PATH,
    STATE_ENCRYPTION_EXAMPLE_PATH,
    ...resourceTypes.map(resourceExamplePath),
    ...resourceTypes.filter((type) => importable(schema.resources[type]!.kit)).map(importExamplePath),
    ...dataSourceTypes.map(dataSourceExamplePath),
    // The monitors YAML the datafold_monitors_yaml example reads, beside it.
    `${TERRAFORM_EXAMPLES_DIR}/data-sources/datafold_monitors_yaml/monitors/orders.yaml`,
  ];
  expect(filesUnder(TERRAFORM_EXAMPLES_DIR)).toEqual(expected.sort());
});

it("ProxyToken and ProxyTokenRevocation cannot be imported, and their pages say why", () => {
  for (const type of ["datafold_proxy_token", "datafold_proxy_token_revocation"]) {
    expect(importable(schema.resources[type]!.kit)).toBe(false);
    expect(read(`${TERRAFORM_DOCS_DIR}/resources/${pageName(type)}.md`)).toMatch(/## Import\n\nThis resource cannot be imported\. A `datafold_proxy_token\w*` cannot be imported: \w/);
  }
});

describe.each([
  ...resourceTypes.map((type) => ({ path: `${TERRAFORM_DOCS_DIR}/resources/${pageName(type)}.md`, heading: `# ${type} (Resource)`, title: `${type} Resource - datafold` })),
  ...dataSourceTypes.map((type) => ({ path: `${TERRAFORM_DOCS_DIR}/data-sources/${pageName(type)}.md`, heading: `# ${type} (Data Source)`, title: `${type} Data Source - datafold` })),
  { path: `${TERRAFORM_DOCS_DIR}/index.md`, heading: "# Datafold Provider", title: "Datafold Provider" },
])("$path", ({ path, heading, title }) => {
  const { frontMatter, body } = splitPage(read(path));

  it("has tfplugindocs' front matter: page_title, subcategory and a description of plain text", () => {
    expect(frontMatter).toEqual({ page_title: title, subcategory: expect.any(String), description: expect.any(String) });
    const description = frontMatter!.description as string;
    expect(description.length).toBeGreaterThan(40);
    // Plain text: the Registry shows it as is, in lists and search results.
    expect(description).not.toMatch(/[`*]|\]\(/);
    if (path.endsWith("index.md")) expect(frontMatter!.subcategory).toBe("");
    else expect(frontMatter!.subcategory).not.toBe("");
  });

  it("opens with its heading, then shows its example and its schema", () => {
    expect(body.trimStart().split("\n")[0]).toBe(heading);
    expect(body).toMatch(/\n## Example Usage\n\n```terraform\n[\s\S]+?\n```\n/);
    expect(body).toContain("\n## Schema\n");
  });

  it("speaks of OpenTofu, not of Pulumi: no `pulumi` command, stack config or camelCase argument in code", () => {
    expect(body).not.toMatch(/`pulumi |`up`|stack config|Pulumi secret/);
    // A field named in code by its kit key, where the schema names it otherwise (the vendor's own names aside).
    const kitKeys = [...body.matchAll(/(?<!vendor's )`([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)`/g)].map((match) => match[1]!).filter((key) => NAMES.attributes.has(key));
    expect(kitKeys).toEqual([]);
  });
});

it("the provider's page lists every argument with its environment variable, and says what sensitive does not do", () => {
  const page = read(`${TERRAFORM_DOCS_DIR}/index.md`);
  for (const attribute of schema.provider.attributes) {
    expect(page).toMatch(new RegExp(`^- \`${attribute.name}\` \\(.*\`DATAFOLD_[A-Z_]+\``, "m"));
  }
  expect(page).toContain("plain text");
  expect(page).toMatch(/key_provider "pbkdf2"/);
  expect(page).toMatch(/method "aes_gcm"/);
  expect(page).toContain("create_before_destroy = true");
});

it("a schema page notes a default, a replacing argument and a sensitive one", () => {
  const page = read(`${TERRAFORM_DOCS_DIR}/resources/proxy_token.md`);
  expect(page).toMatch(/^- `principal_type` \(String\) .*[Rr]eplaces/m);
  expect(page).toMatch(/^- `token` \(String, Sensitive\) /m);
  expect(page).toMatch(/^- `revoke_on_delete` \(Boolean\) .*default/im);
  expect(exists(importExamplePath("datafold_metric_monitor"))).toBe(true);
});
