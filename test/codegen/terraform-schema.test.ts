/**
 * The Terraform schema, src/terraform/generated/terraform-schema.json (tools/codegen/terraform-schema.ts):
 * every resource and data function there under its Terraform name, saying what the kit's fields
 * say (required, defaults, observed, replacements, credentials), tagged unions as one attribute
 * per variant, every part documented; and the file is what `npm run generate` writes.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { SETTINGS } from "../../src/client/settings/known-settings";
import type { DataFunctionDefinition } from "../../src/functions/data-function";
import type { ResourceDefinition } from "../../src/kit/define-resource";
import { input, output, type Fields } from "../../src/kit/fields";
import { secret, secretInputPaths, type SecretPath } from "../../src/kit/secret";
import { DATA_FUNCTIONS, RESOURCES as PACKAGE_RESOURCES } from "../../src/registry";
import { dataSourceTypeName, MONITORS_YAML_DATA_SOURCE, resourceTypeName } from "../../src/terraform/shapes/naming";
import { terraformNames, terraformText } from "../../src/terraform/shapes/terraform-text";
import type { TerraformSchemaFile, TfAttribute } from "../../src/terraform/shapes/terraform-schema-file";
import { generatedFiles } from "../../tools/codegen/generated-files";
import {
  dataSourceSchema,
  resourceSchema,
  TerraformAttributes,
  TerraformSchemaError,
  terraformSchemaFile,
  TERRAFORM_SCHEMA_PATH,
} from "../../tools/codegen/terraform-schema";
import { modelOf, type FieldNode } from "../../tools/codegen/type-model";

const ROOT = resolve(__dirname, "../..");
const schema = JSON.parse(readFileSync(join(ROOT, TERRAFORM_SCHEMA_PATH), "utf8")) as TerraformSchemaFile;
const RESOURCES = PACKAGE_RESOURCES.map((resource) => resource.definition) as unknown as readonly ResourceDefinition<Fields, Fields>[];

/** Every attribute of a block with its place (`metric.table.filter`), variants and nested ones included. */
function everyAttribute(attributes: readonly TfAttribute[], prefix = ""): [string, TfAttribute][] {
  return attributes.flatMap((attribute): [string, TfAttribute][] => {
    const place = `${prefix}${attribute.name}`;
    return [[place, attribute], ...everyAttribute(attribute.nested?.attributes ?? [], `${place}.`)];
  });
}

function attributeOf(attributes: readonly TfAttribute[], name: string): TfAttribute {
  const found = attributes.find((attribute) => attribute.name === name);
  if (found === undefined) throw new Error(`no attribute ${name} among ${attributes.map((attribute) => attribute.name).join(", ")}`);
  return found;
}

function resource(name: string) {
  const found = schema.resources[name];
  if (found === undefined) throw new Error(`no resource ${name}`);
  return found;
}

/**
 * The attributes a secret path of the kit (keys, `*` for a list's elements) reaches: through a
 * tagged union, in every variant that has the key.
 */
function attributesAt(attributes: readonly TfAttribute[], path: SecretPath): TfAttribute[] {
  const [key, ...rest] = path;
  if (key === undefined) return [];
  const candidates = attributes.flatMap((attribute) =>
    attribute.key === key ? [attribute] : [],
  );
  return candidates.flatMap((attribute) => {
    if (rest.length === 0) return [attribute];
    const next = rest[0] === "*" ? rest.slice(1) : rest;
    const inner = attribute.nested?.attributes ?? [];
    const fields = attribute.union === undefined ? inner : inner.flatMap((variant) => variant.nested?.attributes ?? []);
    return next.length === 0 ? [attribute] : attributesAt(fields, next);
  });
}

describe("the generated schema", () => {
  it("is what npm run generate writes, and the staleness test covers it", () => {
    const [path, text] = terraformSchemaFile();
    expect(path).toBe("src/terraform/generated/terraform-schema.json");
    expect(readFileSync(join(ROOT, path), "utf8")).toBe(text);
    expect(generatedFiles().get(path)).toBe(text);
  });

  it("has every resource as datafold_<snake_case(Name)>, each with a computed id, then its inputs and outputs", () => {
    expect(Object.keys(schema.resources)).toEqual(RESOURCES.map((definition) => resourceTypeName(definition.name)));
    expect(Object.keys(schema.resources)).toEqual(expect.arrayContaining(["datafold_metric_monitor", "datafold_power_bi_integration", "datafold_proxy_token", "datafold_data_source"]));
    for (const definition of RESOURCES) {
      const block = resource(resourceTypeName(definition.name));
      expect(block.kit).toBe(definition.name);
      expect(block.version).toBe(0);
      expect(block.attributes[0]).toEqual({ name: "id", key: "id", description: expect.any(String), computed: true, type: "string" });
      expect(block.attributes.slice(1).map((attribute) => attribute.key)).toEqual([...Object.keys(definition.inputs), ...Object.keys(definition.outputs)]);
    }
  });

  it("has every data function as datafold_<snake_case(name without get)>, then each component's data source", () => {
    expect(Object.keys(schema.dataSources)).toEqual([...DATA_FUNCTIONS.map((definition) => dataSourceTypeName(definition.name)), MONITORS_YAML_DATA_SOURCE]);
    expect(Object.keys(schema.dataSources)).toEqual(expect.arrayContaining(["datafold_monitors", "datafold_monitor", "datafold_bi_integrations", "datafold_audit_logs"]));
    for (const definition of DATA_FUNCTIONS) expect(schema.dataSources[dataSourceTypeName(definition.name)]!.kit).toBe(definition.name);
  });

  it("names every attribute snake_case of its kit key, as HCL takes it", () => {
    const metric = resource("datafold_metric_monitor");
    expect(attributeOf(metric.attributes, "connection_id").key).toBe("connectionId");
    expect(attributeOf(metric.attributes, "adopt_monitor_id").key).toBe("adoptMonitorId");
    const blocks = [schema.provider, ...Object.values(schema.resources), ...Object.values(schema.dataSources)];
    const names = blocks.flatMap((block) => everyAttribute(block.attributes).map(([, attribute]) => attribute.name));
    expect(names.filter((name) => !/^[a-z_][a-z0-9_]*$/.test(name))).toEqual([]);
  });

  it("documents every block and every attribute", () => {
    const blocks: [string, { description: string; attributes: readonly TfAttribute[] }][] = [
      ["provider", schema.provider],
      ...Object.entries(schema.resources),
      ...Object.entries(schema.dataSources),
    ];
    const undocumented = blocks.flatMap(([name, block]) => [
      ...(block.description.trim() === "" ? [name] : []),
      ...everyAttribute(block.attributes)
        .filter(([, attribute]) => attribute.description.trim() === "")
        .map(([place]) => `${name}.${place}`),
    ]);
    expect(undocumented).toEqual([]);
    // The definition's description, in OpenTofu's terms (src/terraform/shapes/terraform-text.ts).
    expect(resource("datafold_metric_monitor").description).toBe(terraformText(RESOURCES.find((definition) => definition.name === "MetricMonitor")!.description.trim(), terraformNames(schema)));
  });

  it("gives every attribute exactly one of a type and nested attributes, and a role", () => {
    const blocks = [schema.provider, ...Object.values(schema.resources), ...Object.values(schema.dataSources)];
    const wrong = blocks.flatMap((block) =>
      everyAttribute(block.attributes)
        .filter(([, attribute]) => (attribute.type === undefined) === (attribute.nested === undefined) || !(attribute.required || attribute.optional || attribute.computed) || (attribute.required && (attribute.optional || attribute.computed)))
        .map(([place]) => place),
    );
    expect(wrong).toEqual([]);
  });
});

describe("inputs and outputs", () => {
  it("says what each kit field says: required, default, observed, replaces, outputs computed", () => {
    for (const definition of RESOURCES) {
      const block = resource(resourceTypeName(definition.name));
      for (const [key, field] of Object.entries(definition.inputs)) {
        const attribute = block.attributes.find((candidate) => candidate.key === key)!;
        const where = `${definition.name}.${key}`;
        if (field.required !== undefined) expect([where, attribute.required, attribute.optional, attribute.computed]).toEqual([where, true, undefined, undefined]);
        else if (field.default !== undefined) expect([where, attribute.optional, attribute.computed, attribute.default]).toEqual([where, true, true, field.default]);
        else if (field.observed === true) expect([where, attribute.optional, attribute.computed]).toEqual([where, true, true]);
        else expect([where, attribute.optional, attribute.computed]).toEqual([where, true, undefined]);
        expect([where, attribute.requiresReplace === true]).toEqual([where, field.replaces === true && field.replacesUnless === undefined]);
      }
      for (const [key, field] of Object.entries(definition.outputs)) {
        const attribute = block.attributes.find((candidate) => candidate.key === key)!;
        expect([key, attribute.computed, attribute.required, attribute.optional, attribute.sensitive]).toEqual([key, true, undefined, undefined, field.secret === true ? true : undefined]);
      }
    }
    const token = resource("datafold_proxy_token");
    expect(attributeOf(token.attributes, "revoke_on_delete")).toMatchObject({ optional: true, computed: true, default: true, type: "bool" });
    expect(attributeOf(token.attributes, "principal_type")).toMatchObject({ required: true, requiresReplace: true, type: "string" });
    expect(attributeOf(token.attributes, "principal_type").description).toMatch(/"proxy_manager"/);
    // Replaced unless the definition's own rule says otherwise: no requiresReplace, and the docs say when.
    expect(attributeOf(token.attributes, "expires_in_days").requiresReplace).toBeUndefined();
    expect(attributeOf(token.attributes, "expires_in_days").description).toMatch(/Changing this replaces the object, unless `revoke_replaced_after_hours` is set/);
    expect(attributeOf(token.attributes, "token")).toMatchObject({ computed: true, sensitive: true });
  });

  it("marks every credential sensitive, wherever it sits in an input", () => {
    let checked = 0;
    for (const { definition, secretInputs } of PACKAGE_RESOURCES) {
      const block = resource(resourceTypeName(definition.name));
      for (const path of secretInputs) {
        const reached = attributesAt(block.attributes, path);
        expect([definition.name, path.join("."), reached.length > 0]).toEqual([definition.name, path.join("."), true]);
        for (const attribute of reached) expect([definition.name, path.join("."), attribute.sensitive]).toEqual([definition.name, path.join("."), true]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(attributeOf(attributeOf(resource("datafold_data_source").attributes, "snowflake").nested!.attributes, "password").sensitive).toBe(true);
    expect(attributeOf(resource("datafold_looker_integration").attributes, "client_secret")).toMatchObject({ required: true, sensitive: true });
    expect(secretInputPaths({ x: input(z.object({ y: secret(z.string()) }), { description: "X." }) })).toEqual([["x", "y"]]);
  });

  it("writes a tagged union as one attribute per variant, named by the tag's value, the tag left out", () => {
    const metric = attributeOf(resource("datafold_metric_monitor").attributes, "metric");
    expect(metric).toMatchObject({ required: true, requiresReplace: true, union: { tag: "type" }, nested: { nesting: "single" } });
    expect(metric.description).toMatch(/Exactly one of `table`, `column`, `custom`\.$/);
    expect(metric.nested!.attributes.map((variant) => [variant.name, variant.key, variant.optional, variant.nested?.nesting])).toEqual([
      ["table", "table", true, "single"],
      ["column", "column", true, "single"],
      ["custom", "custom", true, "single"],
    ]);
    const column = attributeOf(metric.nested!.attributes, "column");
    expect(column.nested!.attributes.map((field) => field.name)).toEqual(["table", "column", "metric", "filter"]);
    expect(attributeOf(column.nested!.attributes, "table").required).toBe(true);
    expect(column.description).toMatch(/^The variant of `type` "column"/);
    const notifications = attributeOf(resource("datafold_metric_monitor").attributes, "notifications");
    expect(notifications).toMatchObject({ optional: true, computed: true, default: [], union: { tag: "type" }, nested: { nesting: "list" } });
    expect(notifications.nested!.attributes.map((variant) => variant.name)).toEqual(["email", "pagerduty", "webhook", "slack", "teams"]);
  });

  it("finds every tagged union of the resources", () => {
    const unions = Object.entries(schema.resources).flatMap(([name, block]) =>
      everyAttribute(block.attributes)
        .filter(([, attribute]) => attribute.union !== undefined)
        .map(([place, attribute]) => `${name}.${place} (${attribute.union!.tag})`),
    );
    const monitor = (name: string, alert: boolean) => [
      ...(alert ? [`${name}.alert (type)`] : []),
      `${name}.notifications (type)`,
      `${name}.schedule.interval (every)`,
    ];
    const tolerance = (variant: string) => [`datafold_data_diff_monitor.datadiff.${variant}.tolerance.float.default (type)`, `datafold_data_diff_monitor.datadiff.${variant}.tolerance.float.column_tolerance (type)`];
    expect(unions.sort()).toEqual(
      [
        "datafold_metric_monitor.metric (type)",
        ...monitor("datafold_metric_monitor", true),
        ...monitor("datafold_schema_change_monitor", false),
        ...monitor("datafold_data_test_monitor", false),
        "datafold_data_diff_monitor.datadiff (diffType)",
        ...tolerance("indb"),
        ...tolerance("inmem"),
        ...monitor("datafold_data_diff_monitor", false),
      ].sort(),
    );
  });

  it("merges an untagged union as the Pulumi schema does: each field optional unless every member requires it", () => {
    const schedule = attributeOf(resource("datafold_metric_monitor").attributes, "schedule");
    expect(schedule.union).toBeUndefined();
    expect(schedule.nested!.attributes.map((field) => [field.name, field.optional])).toEqual([
      ["interval", true],
      ["cron", true],
      ["type", true],
    ]);
    const interval = attributeOf(schedule.nested!.attributes, "interval");
    expect(interval.nested!.attributes.map((variant) => variant.name)).toEqual(["hour", "day"]);
  });

  it("types values as Terraform does: numbers, lists and maps of scalars, enumerations as their primitive, any value dynamic", () => {
    const token = resource("datafold_proxy_token");
    expect(attributeOf(token.attributes, "rotation_triggers").type).toEqual(["map", "string"]);
    expect(attributeOf(token.attributes, "expires_in_days").type).toBe("number");
    expect(attributeOf(resource("datafold_proxy_token_revocation").attributes, "token_ids").type).toEqual(["list", "number"]);
    const onDelete = attributeOf(resource("datafold_metric_monitor").attributes, "on_delete");
    expect(onDelete.type).toBe("string");
    expect(onDelete.description).toMatch(/"pause"/);
    const datadiff = attributeOf(resource("datafold_data_diff_monitor").attributes, "datadiff");
    const dataset = attributeOf(attributeOf(datadiff.nested!.attributes, "indb").nested!.attributes, "dataset_a");
    // A record of any values: dynamic as a whole, so that each keeps its own type.
    expect(attributeOf(dataset.nested!.attributes, "session_parameters").type).toBe("dynamic");
    // A map of objects whose `value` is of any type: dynamic as a whole, since a cty map's elements are of one type.
    const variables = attributeOf(attributeOf(resource("datafold_data_test_monitor").attributes, "test").nested!.attributes, "variables");
    expect(variables).toMatchObject({ optional: true, type: "dynamic" });
    expect(attributeOf(schema.dataSources.datafold_audit_logs!.attributes, "entries").type).toBe("dynamic");
  });

  it("has no list or map whose elements hold a dynamic value (OpenTofu cannot decode elements of different types)", () => {
    const holdsDynamic = (type: unknown): boolean => type === "dynamic" || (Array.isArray(type) && type.slice(1).some((inner) => holdsDynamic(inner) || (typeof inner === "object" && inner !== null && Object.values(inner).some(holdsDynamic))));
    const nestedHoldsDynamic = (attribute: TfAttribute): boolean => holdsDynamic(attribute.type) || (attribute.nested?.attributes.some(nestedHoldsDynamic) ?? false);
    const blocks = [...Object.entries(schema.resources), ...Object.entries(schema.dataSources)];
    const wrong = blocks.flatMap(([name, block]) =>
      everyAttribute(block.attributes)
        .filter(([, attribute]) => (Array.isArray(attribute.type) && holdsDynamic(attribute.type)) || (attribute.nested !== undefined && attribute.nested.nesting !== "single" && attribute.nested.attributes.some(nestedHoldsDynamic)))
        .map(([place]) => `${name}.${place}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe("data sources", () => {
  it("has the function's arguments as given and its result's fields computed", () => {
    const monitors = schema.dataSources.datafold_monitors!;
    expect(attributeOf(monitors.attributes, "page_size")).toMatchObject({ optional: true, type: "number" });
    expect(attributeOf(monitors.attributes, "monitors")).toMatchObject({ computed: true, nested: { nesting: "list" } });
    expect(attributeOf(monitors.attributes, "monitors").nested!.attributes.every((attribute) => attribute.computed === true && attribute.required === undefined)).toBe(true);
    expect(attributeOf(schema.dataSources.datafold_monitor!.attributes, "monitor_id")).toMatchObject({ required: true, type: "number" });
    // An argument the result repeats, of the same type: one attribute, given or computed.
    expect(attributeOf(schema.dataSources.datafold_data_source!.attributes, "id")).toMatchObject({ optional: true, computed: true, type: "number" });
    expect(attributeOf(schema.dataSources.datafold_proxy_tokens!.attributes, "principal_id")).toMatchObject({ optional: true, computed: true });
  });
});

describe("the provider block", () => {
  it("has one optional attribute per setting, typed as the setting is read, credentials sensitive, naming the environment variable", () => {
    expect(schema.provider.attributes.map((attribute) => attribute.name)).toEqual([
      "api_key",
      "host",
      "proxy_url",
      "proxy_manager_token",
      "timeout_ms",
      "max_retries",
      "max_concurrent_requests",
      "max_response_bytes",
      "allow_insecure_http",
    ]);
    for (const [key, setting] of Object.entries(SETTINGS)) {
      const attribute = schema.provider.attributes.find((candidate) => candidate.key === key)!;
      expect(attribute).toMatchObject({ optional: true, type: { string: "string", integer: "number", boolean: "bool" }[setting.valueType] });
      expect(attribute.sensitive).toBe(setting.secret ? true : undefined);
      expect(attribute.description).toContain(setting.envVar);
      expect(attribute.description).toContain(terraformText(setting.description, terraformNames(schema)));
    }
  });
});

describe("what Terraform cannot express fails the generation, naming the place", () => {
  const types = () => new TerraformAttributes(() => undefined);
  const field = (type: FieldNode["type"], extra: Partial<FieldNode> = {}): FieldNode => ({ name: "thing", type, optional: false, readonly: true, description: "A thing.", ...extra });
  const model = (schema: z.ZodType) => modelOf(schema, { mode: "output", ignoreTsType: true }, "Widget.thing", true);

  it("a tuple", () => {
    expect(() => types().fieldAttribute(field(model(z.tuple([z.string(), z.number()]).describe("A pair."))), "Widget.thing", "input")).toThrow(
      new TerraformSchemaError("Widget.thing is a tuple: Terraform's schema has none here; use an array or an object"),
    );
  });

  it("a list of lists of objects", () => {
    const node = model(z.array(z.array(z.object({ a: z.string().describe("A.") }))));
    expect(() => types().fieldAttribute(field(node), "Widget.thing", "input")).toThrow(/Widget\.thing\[\] is a list of lists of objects/);
  });

  it("an attribute without a description", () => {
    expect(() => types().fieldAttribute(field({ kind: "primitive", name: "string" }, { description: undefined }), "Widget.thing", "input")).toThrow(/Widget.thing has no description/);
  });

  it("a kit field called id, and an argument the result repeats with another type", () => {
    const definition = {
      name: "Widget",
      description: "A widget.",
      inputs: { id: input(z.string(), { description: "Its id." }) },
      outputs: {},
    } as unknown as ResourceDefinition<Fields, Fields>;
    expect(() => resourceSchema(types(), definition, () => undefined)).toThrow(/Widget\.id: a kit field is called id/);
    const withOutput = { ...definition, inputs: {}, outputs: { id: output(z.string(), { description: "Its id." }) } } as unknown as ResourceDefinition<Fields, Fields>;
    expect(() => resourceSchema(types(), withOutput, () => undefined)).toThrow(/Widget\.id: a kit field is called id/);
    const fn = {
      name: "getWidget",
      description: "A widget.",
      args: z.object({ size: z.string().describe("Its size.") }).describe("Arguments."),
      result: z.object({ size: z.number().describe("Its size.") }).describe("A widget."),
    } as unknown as DataFunctionDefinition;
    expect(() => dataSourceSchema(types(), fn, () => undefined, () => undefined)).toThrow(/datafold_widget\.size: getWidget's argument size and its result's field size differ in type/);
  });

  it("writes a result that is no object as one computed `result`", () => {
    const fn = {
      name: "getWidgetNames",
      description: "The widgets' names.",
      args: z.object({}).describe("No arguments."),
      result: z.array(z.string()).describe("The names."),
    } as unknown as DataFunctionDefinition;
    expect(dataSourceSchema(types(), fn, () => undefined, () => undefined).attributes).toEqual([
      { name: "result", key: "result", description: "The names.", computed: true, type: ["list", "string"] },
    ]);
  });
});

describe("nested defaults", () => {
  it("make the nested attribute optional + computed with its default", () => {
    const node = modelOf(
      z.object({ retries: z.number().int().default(3).describe("How many times."), name: z.string().describe("Its name.") }).describe("A policy."),
      { mode: "output", ignoreTsType: true },
      "Widget.policy",
      true,
    );
    const attribute = new TerraformAttributes(() => undefined).fieldAttribute({ name: "policy", type: node, optional: true, readonly: true, description: "A policy." }, "Widget.policy", "input");
    expect(attribute.nested!.attributes).toEqual([
      { name: "retries", key: "retries", description: "How many times.", optional: true, computed: true, default: 3, type: "number" },
      { name: "name", key: "name", description: "Its name.", required: true, type: "string" },
    ]);
  });
});
