/**
 * Datafold's monitors YAML for OpenTofu, as `npm run generate` writes it: the data source
 * datafold_monitors_yaml in the Terraform schema (tools/codegen/terraform-schema.ts), generated
 * from the component MonitorsFromYaml's spec and the four monitor resources' inputs; and the
 * module terraform/modules/monitors-from-yaml (tools/codegen/terraform-monitors-module.ts),
 * generated from that schema. Both are what is committed (the staleness test covers them too).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { MONITORS_FROM_YAML_SPEC } from "../../src/monitors-yaml/component-spec";
import { MONITOR_RESOURCES } from "../../src/monitors-yaml/to-inputs";
import { COMPONENTS } from "../../src/registry";
import { MONITORS_YAML_DATA_SOURCE, monitorsAttributeName, resourceTypeName } from "../../src/terraform/shapes/naming";
import type { TerraformSchemaFile, TfAttribute } from "../../src/terraform/shapes/terraform-schema-file";
import { generatedFiles } from "../../tools/codegen/generated-files";
import { MONITORS_MODULE_DIR, monitorsModuleFiles } from "../../tools/codegen/terraform-monitors-module";
import { COMPONENT_DATA_SOURCES, componentDataSourceSchema, TERRAFORM_SCHEMA_PATH, TerraformSchemaError } from "../../tools/codegen/terraform-schema";

const ROOT = resolve(__dirname, "../..");
const schema = JSON.parse(readFileSync(join(ROOT, TERRAFORM_SCHEMA_PATH), "utf8")) as TerraformSchemaFile;
const dataSource = schema.dataSources[MONITORS_YAML_DATA_SOURCE]!;
const KINDS = Object.values(MONITOR_RESOURCES);

function attributeOf(attributes: readonly TfAttribute[], name: string): TfAttribute {
  const found = attributes.find((attribute) => attribute.name === name);
  if (found === undefined) throw new Error(`no attribute ${name} among ${attributes.map((attribute) => attribute.name).join(", ")}`);
  return found;
}

/** A resource's input attributes, as the data source reports them: the same names, types and nesting, computed only. */
function asComputed(attribute: TfAttribute): unknown {
  return {
    name: attribute.name,
    key: attribute.key,
    description: attribute.description,
    computed: true,
    ...(attribute.type === undefined ? {} : { type: attribute.type }),
    ...(attribute.nested === undefined ? {} : { nested: { nesting: attribute.nested.nesting, attributes: attribute.nested.attributes.map(asComputed) } }),
    ...(attribute.union === undefined ? {} : { union: attribute.union }),
  };
}

const inputsOf = (kitName: string) => schema.resources[resourceTypeName(kitName)]!.attributes.filter((attribute) => attribute.name !== "id" && (attribute.required === true || attribute.optional === true));

describe("the data source datafold_monitors_yaml", () => {
  it("is the component MonitorsFromYaml's: its spec's arguments, snake_case, required as the spec requires them", () => {
    expect(COMPONENTS.map((component) => component.name)).toEqual(["MonitorsFromYaml"]);
    expect(dataSource.kit).toBe("MonitorsFromYaml");
    const args = dataSource.attributes.filter((attribute) => attribute.computed !== true);
    expect(args.map(({ name, key, required, optional, type }) => ({ name, key, required, optional, type }))).toEqual([
      { name: "files", key: "files", required: true, optional: undefined, type: ["list", "string"] },
      { name: "base_dir", key: "baseDir", required: undefined, optional: true, type: "string" },
      { name: "ignore_non_monitors_files", key: "ignoreNonMonitorsFiles", required: undefined, optional: true, type: "bool" },
      { name: "owner", key: "owner", required: undefined, optional: true, type: "string" },
      { name: "on_removed", key: "onRemoved", required: undefined, optional: true, type: "string" },
      { name: "tags", key: "tags", required: undefined, optional: true, type: ["list", "string"] },
    ]);
    expect(args.map((attribute) => attribute.key)).toEqual(Object.keys(MONITORS_FROM_YAML_SPEC.inputProperties));
  });

  it("says the spec's descriptions in OpenTofu's words: no camelCase argument, no program; base_dir's default and path.module", () => {
    const { inputProperties } = MONITORS_FROM_YAML_SPEC;
    expect(attributeOf(dataSource.attributes, "owner").description).toBe(inputProperties.owner.description);
    expect(attributeOf(dataSource.attributes, "files").description).toBe(inputProperties.files.description.replace("Known when the program runs", "Known when OpenTofu plans"));
    expect(attributeOf(dataSource.attributes, "on_removed").description).toContain("Each monitor's `on_delete`.");
    expect(attributeOf(dataSource.attributes, "base_dir").description).toMatch(/Default: the directory OpenTofu runs in .*Pass `path\.module`/);
    for (const attribute of dataSource.attributes) {
      expect(attribute.description).not.toMatch(/\bprogram\b|`[a-z]+[A-Z][A-Za-z]*`/);
    }
    expect(dataSource.description).toContain("`file:line: monitors.<slug>.<path>: reason`");
  });

  it("reports each kind's monitors by slug, each exactly its resource's input attributes, computed", () => {
    expect(dataSource.attributes.filter((attribute) => attribute.computed === true).map((attribute) => attribute.name)).toEqual(["metric_monitors", "schema_change_monitors", "data_test_monitors", "data_diff_monitors"]);
    for (const kitName of ["MetricMonitor", "SchemaChangeMonitor"]) {
      const attribute = attributeOf(dataSource.attributes, monitorsAttributeName(kitName));
      expect(attribute).toMatchObject({ computed: true, nested: { nesting: "map" } });
      expect(attribute.required ?? attribute.optional).toBeUndefined();
      expect(attribute.nested!.attributes).toEqual(inputsOf(kitName).map(asComputed));
    }
  });

  it("reports the kinds whose arguments hold a dynamic value as one dynamic object by slug, as a map of them cannot hold monitors of different types there", () => {
    expect(attributeOf(dataSource.attributes, "data_test_monitors")).toMatchObject({ computed: true, type: "dynamic", description: expect.stringContaining("(`variables`)") });
    expect(attributeOf(dataSource.attributes, "data_diff_monitors")).toMatchObject({ computed: true, type: "dynamic", description: expect.stringContaining("(`time_travel_point`, `session_parameters`)") });
  });

  it("fails the generation for a spec description that still speaks of a Pulumi program, or a spec type it does not map", () => {
    const source = COMPONENT_DATA_SOURCES.MonitorsFromYaml;
    const component = (inputProperties: Record<string, { type: string; description: string }>) => ({ name: "MonitorsFromYaml", schema: { inputProperties, requiredInputs: [] } });
    expect(() => componentDataSourceSchema(component({ size: { type: "integer", description: "Read when the stack updates." } }), source, schema.resources)).toThrow(
      new TerraformSchemaError('datafold_monitors_yaml.size: its description says "stack", which OpenTofu users do not write; give its OpenTofu wording in COMPONENT_DATA_SOURCES'),
    );
    expect(() => componentDataSourceSchema(component({ size: { type: "integer", description: "As `maxSize` says." } }), source, schema.resources)).toThrow(/says "`maxSize`"/);
    expect(() => componentDataSourceSchema(component({ size: { type: "object", description: "A size." } }), source, schema.resources)).toThrow(/datafold_monitors_yaml\.size: the spec's type "object" has no Terraform type here/);
  });
});

describe("the module terraform/modules/monitors-from-yaml", () => {
  const files = new Map(monitorsModuleFiles(schema));
  const main = files.get(`${MONITORS_MODULE_DIR}/main.tf`)!;
  const variables = files.get(`${MONITORS_MODULE_DIR}/variables.tf`)!;
  const outputs = files.get(`${MONITORS_MODULE_DIR}/outputs.tf`)!;
  const readme = files.get(`${MONITORS_MODULE_DIR}/README.md`)!;

  /** A block's body of main.tf, by its header. */
  const body = (header: string) => {
    const start = main.indexOf(`${header} {\n`);
    expect(start).toBeGreaterThan(-1);
    return main.slice(start + header.length + 3, main.indexOf("\n}\n", start));
  };

  it("is what npm run generate writes, and is committed", () => {
    expect([...files.keys()]).toEqual(["main.tf", "variables.tf", "outputs.tf", "README.md"].map((name) => `${MONITORS_MODULE_DIR}/${name}`));
    for (const [path, text] of files) {
      expect(generatedFiles().get(path)).toBe(text);
      expect(readFileSync(join(ROOT, path), "utf8")).toBe(text);
    }
  });

  it("passes every argument of the data source from its variable, and declares each as a variable of the same type", () => {
    const args = dataSource.attributes.filter((attribute) => attribute.computed !== true);
    expect(body('data "datafold_monitors_yaml" "this"').split("\n").map((line) => line.trim().split(/\s+=\s+/))).toEqual(args.map((attribute) => [attribute.name, `var.${attribute.name}`]));
    for (const attribute of args) {
      expect(variables).toContain(`variable "${attribute.name}" {\n  description = ${JSON.stringify(attribute.description)}\n`);
    }
    expect(variables).toMatch(/variable "files" \{\n {2}description = .*\n {2}type {8}= list\(string\)\n\}/);
    expect(variables).toMatch(/variable "on_removed" \{\n {2}description = .*\n {2}type {8}= string\n {2}default {5}= null\n\}/);
  });

  it("declares one resource per kind, for_each over that kind's monitors, every input argument of the resource from each.value", () => {
    expect(main).toMatch(/^terraform \{\n {2}required_providers \{\n {4}datafold = \{\n {6}source = "datafold\/datafold"/m);
    for (const kitName of KINDS) {
      const lines = body(`resource "${resourceTypeName(kitName)}" "this"`).split("\n");
      expect(lines[0]).toBe(`  for_each = data.datafold_monitors_yaml.this.${monitorsAttributeName(kitName)}`);
      const set = lines.slice(2).map((line) => line.trim().split(/\s+=\s+/));
      expect(set).toEqual(inputsOf(kitName).map((attribute) => [attribute.name, `each.value.${attribute.name}`]));
    }
  });

  it("outputs every monitor's id by slug, merged, and each kind's resources", () => {
    expect(outputs).toContain('output "monitors" {\n  description = "Each monitor\'s id in Datafold, by slug, every kind."\n  value = merge(\n');
    for (const kitName of KINDS) {
      expect(outputs).toContain(`    { for slug, monitor in ${resourceTypeName(kitName)}.this : slug => monitor.monitor_id },\n`);
      expect(outputs).toContain(`output "${monitorsAttributeName(kitName)}" {`);
      expect(outputs).toContain(`  value       = ${resourceTypeName(kitName)}.this\n`);
    }
  });

  it("documents its variables and outputs in its README, with the data source's descriptions", () => {
    for (const attribute of dataSource.attributes.filter((candidate) => candidate.computed !== true)) {
      expect(readme).toContain(`| \`${attribute.name}\` | `);
      expect(readme).toContain(attribute.description.replace(/\|/g, "\\|"));
    }
    expect(readme).toContain("| `monitors` | Each monitor's id in Datafold, by slug, every kind. |");
    expect(readme).toContain('on_removed = "pause"');
  });
});
