/**
 * The Pulumi package schema, sdk/schema.json (tools/codegen/pulumi-schema.ts): valid for
 * Pulumi's own metaschema, every reference resolved and every part documented, and saying what
 * the kit's fields and the settings table say (secrets, replacements, types). Its staleness is
 * test/api/generated-files.test.ts's.
 */
import { readFileSync } from "node:fs";
import { KIND_NAMES } from "../../src/provider/data-sources/data-source-kinds";
import { KIND_OPTIONS } from "../../src/provider/data-sources/data-source-options";
import { kindShapeName } from "../../src/provider/data-sources/data-source-inputs";
import { join, resolve } from "node:path";
import { SETTINGS } from "../../src/client/settings/known-settings";
import { COMPONENTS, DATA_FUNCTIONS, RESOURCES as PACKAGE_RESOURCES } from "../../src/registry";
import { DEFAULT_MAX_CONCURRENT_REQUESTS, DEFAULT_TIMEOUT_MS } from "../../src/client/transport/client-options";
import { DEFAULT_MAX_RESPONSE_BYTES } from "../../src/client/transport/response-size-limit";
import { DEFAULT_RETRY_POLICY } from "../../src/client/transport/retry-policy";
import { packageSchema } from "../../tools/codegen/pulumi-schema";
import { PulumiSchemaError, PulumiTypes } from "../../tools/codegen/pulumi-types";
import { jsonSchemaProblems } from "../support/json-schema-check";

const ROOT = resolve(__dirname, "../..");
type Spec = Record<string, unknown>;
type ObjectSpec = { description?: string; properties: Record<string, Spec>; required?: string[] };
interface PackageSchema {
  name: string;
  version: string;
  config: { variables: Record<string, Spec> };
  provider: { inputProperties: Record<string, Spec> };
  types: Record<string, ObjectSpec & { type: string }>;
  resources: Record<string, ObjectSpec & { inputProperties: Record<string, Spec>; requiredInputs: string[] }>;
  functions: Record<string, { description: string; inputs: ObjectSpec; outputs: ObjectSpec }>;
  [key: string]: unknown;
}

const schema = JSON.parse(readFileSync(join(ROOT, "sdk/schema.json"), "utf8")) as PackageSchema;
const RESOURCES = PACKAGE_RESOURCES.map((resource) => resource.definition);

/** Every property map of the schema, with where it is. */
function propertyMaps(): [string, Record<string, Spec>][] {
  return [
    ["config", schema.config.variables],
    ["provider", schema.provider.inputProperties],
    // An object type without properties (DuckDB's options) has none in the schema, as the CLI serves it: read as {}.
    ...Object.entries(schema.types).map(([token, type]): [string, Record<string, Spec>] => [token, type.properties ?? {}]),
    ...Object.entries(schema.resources).flatMap(([token, resource]): [string, Record<string, Spec>][] => [
      [`${token} inputs`, resource.inputProperties],
      [`${token} outputs`, resource.properties],
    ]),
    ...Object.entries(schema.functions).flatMap(([token, fn]): [string, Record<string, Spec>][] => [
      [`${token} inputs`, fn.inputs.properties],
      [`${token} outputs`, fn.outputs.properties],
    ]),
  ];
}

/** Every type reference in a property's type, nested ones included. */
function refsOf(spec: Spec): string[] {
  return [
    ...(typeof spec.$ref === "string" ? [spec.$ref] : []),
    ...(spec.items === undefined ? [] : refsOf(spec.items as Spec)),
    ...(typeof spec.additionalProperties === "object" ? refsOf(spec.additionalProperties as Spec) : []),
  ];
}

describe("sdk/schema.json", () => {
  it("is valid for Pulumi's package metaschema (pkg/v3 v3.259's pulumi.json)", () => {
    const metaschema = JSON.parse(readFileSync(join(ROOT, "test/fixtures/vendor/pulumi-package-metaschema.json"), "utf8")) as Spec;
    expect(jsonSchemaProblems(metaschema, schema)).toEqual([]);
  });

  it("is what the generator writes from the sources (the staleness test compares the text)", () => {
    expect(packageSchema()).toEqual(schema);
  });

  it("names the package, its version, its plugin's download URL and the SDKs' packages", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
    expect(schema).toMatchObject({
      name: "datafold",
      version: manifest.version,
      pluginDownloadURL: "github://api.github.com/pulumi-datafold",
      meta: { moduleFormat: "(.*)" },
      language: {
        python: { packageName: "pulumi_datafold", pyproject: { enabled: true }, respectSchemaVersion: true, requires: { pulumi: ">=3.142.0,<4.0.0" } },
        go: { importBasePath: "github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold", generateResourceContainerTypes: false, respectSchemaVersion: true },
      },
    });
    for (const key of ["displayName", "description", "homepage", "repository", "license", "publisher"]) expect(typeof schema[key]).toBe("string");
  });

  it("has every resource of the kit, every component and every data function, as datafold:index tokens", () => {
    expect(Object.keys(schema.resources)).toEqual([...RESOURCES.map((definition) => definition.name), ...COMPONENTS.map((component) => component.name)].map((name) => `datafold:index:${name}`));
    // A component is marked so, for the SDKs to register it as a remote component the plugin constructs.
    expect(Object.entries(schema.resources).filter(([, spec]) => (spec as { isComponent?: boolean }).isComponent === true).map(([token]) => token)).toEqual(["datafold:index:MonitorsFromYaml"]);
    expect(Object.keys(schema.functions)).toEqual(DATA_FUNCTIONS.map((fn) => `datafold:index:${fn.name}`));
    expect(Object.keys(schema.types).every((token) => token.startsWith("datafold:index:"))).toBe(true);
  });

  it("documents every property, type, resource and function", () => {
    const undocumented = propertyMaps().flatMap(([where, properties]) =>
      Object.entries(properties)
        .filter(([, spec]) => typeof spec.description !== "string" || spec.description.trim() === "")
        .map(([name]) => `${where}.${name}`),
    );
    expect(undocumented).toEqual([]);
    for (const part of [...Object.values(schema.types), ...Object.values(schema.resources), ...Object.values(schema.functions)]) {
      expect(part.description?.trim()).toBeTruthy();
    }
  });

  it("resolves every reference, to Any or to a type it declares, and declares no type nobody uses", () => {
    const refs = propertyMaps().flatMap(([, properties]) => Object.values(properties).flatMap(refsOf));
    const declared = Object.keys(schema.types).map((token) => `#/types/${token}`);
    expect(refs.filter((ref) => ref !== "pulumi.json#/Any" && !declared.includes(ref))).toEqual([]);
    expect(declared.filter((ref) => !refs.includes(ref))).toEqual([]);
  });

  it("lists as required only properties it has, and uses no oneOf (a union is one object type, or its common primitive)", () => {
    for (const [where, spec] of [
      ...Object.entries(schema.types),
      ...Object.entries(schema.resources),
      ...Object.entries(schema.functions).flatMap(([token, fn]) => [[`${token} inputs`, fn.inputs] as const, [`${token} outputs`, fn.outputs] as const]),
    ] as [string, ObjectSpec][]) {
      expect({ where, missing: (spec.required ?? []).filter((name) => !(name in spec.properties)) }).toEqual({ where, missing: [] });
    }
    expect(JSON.stringify(schema)).not.toMatch(/"oneOf"/);
  });

  it("marks secret the token output and the credentials, a data source's among them", () => {
    const secrets = propertyMaps().flatMap(([where, properties]) =>
      Object.entries(properties)
        .filter(([, spec]) => spec.secret === true)
        .map(([name]) => `${where}.${name}`),
    );
    // Every `format: password` option of the 27 kinds (test/resources/data-source-kinds.test.ts holds the table to the vendor's schemas).
    const dataSourceCredentials = KIND_NAMES.flatMap((kind) =>
      KIND_OPTIONS[kind].filter((option) => option.type === "secret").map((option) => `datafold:index:${kindShapeName(kind)}.${option.name}`),
    );
    expect(dataSourceCredentials).toContain("datafold:index:DataSourceSnowflakeOptions.password");
    expect(secrets.sort()).toEqual(
      [
        "config.apiKey",
        "config.proxyManagerToken",
        "provider.apiKey",
        "provider.proxyManagerToken",
        "datafold:index:ProxyToken outputs.token",
        ...dataSourceCredentials,
        // The BI integrations' credentials, inputs and the state that repeats them.
        ...[
          ["LookerIntegration", "clientSecret"],
          ["TableauIntegration", "tokenValue"],
          ["PowerBiIntegration", "clientSecret"],
          ["ModeIntegration", "token"],
          ["ModeIntegration", "password"],
          ["HightouchIntegration", "token"],
        ].flatMap(([resource, field]) => [`datafold:index:${resource} inputs.${field}`, `datafold:index:${resource} outputs.${field}`]),
      ].sort(),
    );
  });

  it("marks replaceOnChanges every field whose change always replaces, and says when one replaces only under a condition", () => {
    for (const definition of RESOURCES) {
      const resource = schema.resources[`datafold:index:${definition.name}`]!;
      const always = Object.entries(definition.inputs).filter(([, field]) => field.replaces === true && field.replacesUnless === undefined).map(([name]) => name);
      const marked = (properties: Record<string, Spec>) => Object.keys(properties).filter((name) => properties[name]!.replaceOnChanges === true);
      expect({ resource: definition.name, marked: marked(resource.inputProperties) }).toEqual({ resource: definition.name, marked: always });
      expect(marked(resource.properties)).toEqual(always);
      for (const [name, field] of Object.entries(definition.inputs)) {
        if (field.replacesUnless !== undefined) expect(resource.inputProperties[name]!.description).toContain(field.replacesUnless);
      }
    }
    expect(Object.keys(schema.resources["datafold:index:ProxyToken"]!.inputProperties).filter((name) => schema.resources["datafold:index:ProxyToken"]!.inputProperties[name]!.replaceOnChanges === true)).toEqual([
      "principalType",
      "principalId",
    ]);
  });

  it("has the settings as the provider's configuration: typed, each saying its stack config key, variable and default", () => {
    expect(schema.provider.inputProperties).toEqual(schema.config.variables);
    expect(Object.fromEntries(Object.entries(schema.config.variables).map(([key, spec]) => [key, spec.type]))).toEqual({
      apiKey: "string",
      host: "string",
      proxyUrl: "string",
      proxyManagerToken: "string",
      timeoutMs: "integer",
      maxRetries: "integer",
      maxConcurrentRequests: "integer",
      maxResponseBytes: "integer",
      allowInsecureHttp: "boolean",
    });
    for (const setting of Object.values(SETTINGS)) {
      const description = schema.config.variables[setting.configKey.replace("datafold:", "")]!.description as string;
      expect(description).toContain(`\`${setting.configKey}\``);
      expect(description).toContain(`\`${setting.envVar}\``);
    }
    // The defaults said are the clients' own.
    expect(SETTINGS.timeoutMs.description).toContain(`Default ${DEFAULT_TIMEOUT_MS}.`);
    expect(SETTINGS.maxRetries.description).toContain(`Default ${DEFAULT_RETRY_POLICY.limit}.`);
    expect(SETTINGS.maxConcurrentRequests.description).toContain(`Default ${DEFAULT_MAX_CONCURRENT_REQUESTS}.`);
    expect(SETTINGS.maxResponseBytes.description).toContain(`Default ${DEFAULT_MAX_RESPONSE_BYTES} `);
    expect(SETTINGS.host.description).toContain(`\`${SETTINGS.host.defaultValue}\` (the default)`);
  });

  it("types a whole number as an integer, where the check's transform hides it from TypeScript's walk", () => {
    const proxyToken = schema.resources["datafold:index:ProxyToken"]!;
    expect(proxyToken.inputProperties.expiresInDays!.type).toBe("integer");
    expect(schema.resources["datafold:index:MetricMonitor"]!.inputProperties.connectionId!.type).toBe("integer");
    expect(schema.functions["datafold:index:getMonitor"]!.inputs.properties.monitorId!.type).toBe("integer");
  });
});

/** Whether `value` is one the schema's type accepts: the check an SDK's types make of a program's value. */
function conforms(value: unknown, spec: Spec, where: string, problems: string[]): void {
  if (spec.$ref === "pulumi.json#/Any") return;
  if (typeof spec.$ref === "string") {
    const type = schema.types[spec.$ref.replace("#/types/", "")]!;
    conformsToObject(value, type, where, problems);
    return;
  }
  switch (spec.type) {
    case "array":
      if (!Array.isArray(value)) problems.push(`${where}: not an array`);
      else value.forEach((item, i) => conforms(item, spec.items as Spec, `${where}[${i}]`, problems));
      return;
    case "object":
      if (typeof value !== "object" || value === null) problems.push(`${where}: not a map`);
      else for (const [key, item] of Object.entries(value)) conforms(item, spec.additionalProperties as Spec, `${where}.${key}`, problems);
      return;
    case "integer":
      if (!Number.isInteger(value)) problems.push(`${where}: not an integer`);
      return;
    default:
      if (typeof value !== spec.type) problems.push(`${where}: not a ${String(spec.type)}`);
  }
}

function conformsToObject(value: unknown, type: ObjectSpec, where: string, problems: string[]): void {
  if (typeof value !== "object" || value === null) {
    problems.push(`${where}: not an object`);
    return;
  }
  for (const name of type.required ?? []) if (!(name in value)) problems.push(`${where}.${name}: required`);
  for (const [name, item] of Object.entries(value)) {
    const property = type.properties[name];
    if (property === undefined) problems.push(`${where}.${name}: no such property`);
    else conforms(item, property, `${where}.${name}`, problems);
  }
}

describe("a union is one object type with every variant's properties, so that Python and Go write the vendor's shapes", () => {
  const inputsOf = (resource: string) => {
    const spec = schema.resources[`datafold:index:${resource}`]!;
    return { properties: spec.inputProperties, required: spec.requiredInputs };
  };
  const problemsOf = (resource: string, inputs: object) => {
    const problems: string[] = [];
    conformsToObject(inputs, inputsOf(resource), resource, problems);
    return problems;
  };

  it.each([
    ["MetricMonitor", { name: "Orders rows", connectionId: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" }, schedule: { interval: { every: "hour" } }, alert: { type: "automatic", sensitivity: 50 } }],
    ["MetricMonitor", { name: "Amount", connectionId: 7, metric: { type: "custom", query: "select 1", alertOnMissingData: true }, schedule: { cron: "0 6 * * *" } }],
    ["SchemaChangeMonitor", { name: "Orders schema", connectionId: 7, table: "analytics.orders", schedule: { type: "none" }, notifications: [{ type: "slack", integration: 3, channel: "#data" }, { type: "email", recipients: ["a@example.com"] }] }],
    ["DataTestMonitor", { name: "Unique ids", connectionId: 7, test: { type: "accepted_values", tables: [{ path: "a.b", columns: ["c"] }], variables: { values: { value: ["x", 1] } } }, schedule: { interval: { every: "day", hour: 6 } } }],
    [
      "DataDiffMonitor",
      {
        name: "Prod vs dev",
        datadiff: { diffType: "inmem", datasetA: { connectionId: 7, table: "prod.orders" }, datasetB: { connectionId: 8, query: "select * from orders" }, primaryKey: ["id"], sampling: { maxRows: 1000 }, tolerance: { float: { default: { type: "relative", value: 0.01 } } } },
        schedule: { interval: { every: "day", utcAt: "06:30" } },
        alert: { differentRowsPercent: 1 },
      },
    ],
    ["ProxyToken", { principalType: "user", principalId: "alice", expiresInDays: 30, rotationTriggers: { quarter: "2025Q2" } }],
  ])("%s takes %j", (resource, inputs) => {
    expect(problemsOf(resource, inputs)).toEqual([]);
  });

  it("and a value no variant has is refused by the type: an unknown property, a missing required one", () => {
    expect(problemsOf("MetricMonitor", { name: "x", connectionId: 7, metric: { type: "table", metric: "row_count" }, schedule: { interval: { hour: 6 } } })).toEqual([
      "MetricMonitor.schedule.interval.every: required",
    ]);
    expect(problemsOf("MetricMonitor", { name: "x", connectionId: 7, metric: { kind: "table" }, schedule: { cron: "* * * * *" } })).toEqual([
      "MetricMonitor.metric.type: required",
      "MetricMonitor.metric.kind: no such property",
    ]);
  });

  it("the merged type's properties say which variants use them, and its description lists the variants", () => {
    const schedule = schema.types["datafold:index:MonitorSchedule"]!;
    expect(Object.keys(schedule.properties)).toEqual(["interval", "cron", "type"]);
    expect(schedule.required).toBeUndefined();
    expect(schedule.properties.cron!.description).toMatch(/Used by the variant with `cron`\.$/);
    const metric = schema.types["datafold:index:MetricMonitorMetric"]!;
    // `metric` is required by the table and column variants, not by the custom one.
    expect(metric.required).toEqual(["type"]);
    expect(metric.properties.type!.description).toMatch(/`"table"`.*`"column"`.*`"custom"`/);
    expect(metric.properties.query!.description).toMatch(/Used by the variant `type` "custom"\.$/);
    expect(metric.description).toMatch(/One of 3 variants \(`type` tells which\)/);
  });
});

describe("PulumiTypes", () => {
  const types = () => new PulumiTypes(() => undefined);

  it("fails on a property without a description, naming it", () => {
    expect(() => types().property({ kind: "primitive", name: "string" }, undefined, "Widget.color", "WidgetColor")).toThrow(
      new PulumiSchemaError("Widget.color has no description: every property of the package schema is documented"),
    );
    const object = { kind: "object" as const, rest: undefined, fields: [{ name: "size", type: { kind: "primitive" as const, name: "number" as const }, optional: false, readonly: true, description: undefined }] };
    expect(() => types().property(object, "A widget.", "Widget", "Widget")).toThrow(/Widget.size has no description/);
  });

  it("merges a union of objects: a property is required only where every variant requires it", () => {
    const field = (name: string, optional: boolean, description = `The ${name}.`) => ({ name, type: { kind: "primitive" as const, name: "string" as const }, optional, readonly: true, description });
    const tag = (value: string) => ({ name: "kind", type: { kind: "literal" as const, values: [value] }, optional: false, readonly: true, description: `\`"${value}"\`.` });
    const union = {
      kind: "union" as const,
      members: [
        { kind: "object" as const, rest: undefined, fields: [tag("a"), field("shared", false), field("onlyA", false)] },
        { kind: "object" as const, rest: undefined, fields: [tag("b"), field("shared", true), field("onlyB", false)] },
      ],
    };
    const made = types();
    made.property(union, "A or B.", "Thing.ab", "ThingAb");
    expect(made.types()["datafold:index:ThingAb"]).toEqual({
      type: "object",
      description: 'A or B. One of 2 variants (`kind` tells which): `kind` "a"; `kind` "b".',
      properties: {
        kind: { type: "string", description: 'Which variant this is: `"a"`. `"b"`.' },
        shared: { type: "string", description: "The shared." },
        onlyA: { type: "string", description: 'The onlyA. Used by the variant `kind` "a".' },
        onlyB: { type: "string", description: 'The onlyB. Used by the variant `kind` "b".' },
      },
      required: ["kind"],
    });
  });

  it("widens an enumeration to its primitive, naming the allowed values the description does not", () => {
    const made = types().property({ kind: "literal", values: ["delete", "pause"] }, "What deleting does.", "X.onDelete", "XOnDelete");
    expect(made.spec).toEqual({ type: "string", description: 'What deleting does. Allowed values: "delete", "pause".' });
  });
});
