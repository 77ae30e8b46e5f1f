/**
 * Values between Terraform's shape and the kit's (src/terraform/shapes/kit-values.ts), read from
 * the generated schema: every resource's and data function's example values go to Terraform
 * and back unchanged (the Terraform value of the schema's shape), unknowns become the kit's at
 * the top-level key, and a tagged union with no variant or several set fails naming the place.
 */
import type { CtyType, TfValue } from "../../../src/terraform/protocol/terraform-provider-interface";
import { UNKNOWN } from "../../../src/terraform/protocol/terraform-provider-interface";
import { UNKNOWN_VALUE } from "../../../src/kit/unknown-value";
import { checkInputs, type CheckRules } from "../../../src/kit/check-inputs";
import type { Fields } from "../../../src/kit/fields";
import type { z } from "zod";
import { DATA_FUNCTIONS, RESOURCES } from "../../../src/registry";
import { kitFromTerraform, TerraformShapeError, terraformFromKit } from "../../../src/terraform/shapes/kit-values";
import { dataSourceTypeName, resourceTypeName } from "../../../src/terraform/shapes/naming";
import type { TfAttribute } from "../../../src/terraform/shapes/terraform-schema-file";
import { everyKeyMonitorSamples, exampleSamples, SCHEMA, type Sample } from "./samples";

type TfObject = { readonly [name: string]: TfValue };

function attributesOf(kit: string): readonly TfAttribute[] {
  const block = kit.startsWith("get") ? SCHEMA.dataSources[dataSourceTypeName(kit)] : SCHEMA.resources[resourceTypeName(kit)];
  if (block === undefined) throw new Error(`no Terraform block of ${kit}`);
  return block.attributes;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function holdsUnknown(value: unknown): boolean {
  if (value === UNKNOWN_VALUE) return true;
  if (Array.isArray(value)) return value.some(holdsUnknown);
  return isObject(value) && Object.values(value).some(holdsUnknown);
}

/** What the kit gets back: unset (null) keys left out, an input holding an unknown unknown as a whole. */
function expectedBack(values: Record<string, unknown>): Record<string, unknown> {
  const withoutNulls = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withoutNulls);
    if (!isObject(value)) return value;
    return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => (inner === null || inner === undefined ? [] : [[key, withoutNulls(inner)]])));
  };
  return Object.fromEntries(
    Object.entries(withoutNulls(values) as Record<string, unknown>).map(([key, inner]) => [key, holdsUnknown(inner) ? UNKNOWN_VALUE : inner]),
  );
}

/** Where a Terraform value differs from its attributes' shape: every attribute present, types kept, at most one variant set. */
function shapeProblems(attributes: readonly TfAttribute[], value: TfObject, where = ""): string[] {
  const problems: string[] = [];
  const names = new Set(attributes.map((attribute) => attribute.name));
  for (const key of Object.keys(value)) if (!names.has(key)) problems.push(`${where}${key}: no such attribute`);
  for (const attribute of attributes) {
    const at = `${where}${attribute.name}`;
    if (!(attribute.name in value)) {
      problems.push(`${at}: missing`);
      continue;
    }
    const inner = value[attribute.name]!;
    if (inner === null || inner === UNKNOWN) continue;
    if (attribute.type !== undefined) {
      problems.push(...typeProblems(attribute.type, inner, at));
      continue;
    }
    const objects: [string, TfValue][] =
      attribute.nested!.nesting === "single"
        ? [[at, inner]]
        : attribute.nested!.nesting === "list"
          ? Array.isArray(inner)
            ? inner.map((element, i): [string, TfValue] => [`${at}[${i}]`, element])
            : []
          : isObject(inner)
            ? Object.entries(inner as TfObject).map(([key, element]): [string, TfValue] => [`${at}["${key}"]`, element])
            : [];
    if (attribute.nested!.nesting === "list" && !Array.isArray(inner)) problems.push(`${at}: not a list`);
    for (const [place, object] of objects) {
      if (object === null || object === UNKNOWN) continue;
      if (!isObject(object)) {
        problems.push(`${place}: not an object`);
        continue;
      }
      if (attribute.union !== undefined) {
        const set = attribute.nested!.attributes.filter((variant) => object[variant.name] !== null);
        if (set.length !== 1) problems.push(`${place}: ${set.length} variants set`);
      }
      problems.push(...shapeProblems(attribute.nested!.attributes, object as TfObject, `${place}.`));
    }
  }
  return problems;
}

function typeProblems(type: CtyType, value: TfValue, at: string): string[] {
  if (value === null || value === UNKNOWN || type === "dynamic") return [];
  if (type === "string" || type === "number") return typeof value === type ? [] : [`${at}: not a ${type}`];
  if (type === "bool") return typeof value === "boolean" ? [] : [`${at}: not a bool`];
  if (type[0] === "list" || type[0] === "set") return Array.isArray(value) ? value.flatMap((element, i) => typeProblems(type[1] as CtyType, element, `${at}[${i}]`)) : [`${at}: not a list`];
  if (type[0] === "map") return isObject(value) ? Object.entries(value as TfObject).flatMap(([key, element]) => typeProblems(type[1] as CtyType, element, `${at}["${key}"]`)) : [`${at}: not a map`];
  return [`${at}: a type the schema does not use`];
}

const SAMPLES: Sample[] = [...exampleSamples(), ...everyKeyMonitorSamples()];

describe("round trips of the examples' values, kit → Terraform → kit", () => {
  it("has a sample of every resource and every data function", () => {
    const kits = new Set(SAMPLES.map((sample) => sample.kit));
    const missing = [...RESOURCES.map((resource) => resource.definition.name), ...DATA_FUNCTIONS.map((definition) => definition.name)].filter((name) => !kits.has(name));
    expect(missing).toEqual([]);
  });

  it.each(SAMPLES.map((sample) => [sample.source, sample]))("%s", (_source, sample) => {
    const attributes = attributesOf(sample.kit);
    const terraform = terraformFromKit(attributes, sample.values);
    expect(shapeProblems(attributes, terraform)).toEqual([]);
    const back = kitFromTerraform(attributes, terraform);
    expect(back.failures).toEqual([]);
    expect(back.bag).toEqual(expectedBack(sample.values));
  });

  it.each(everyKeyMonitorSamples().map((sample) => [sample.source, sample]))("%s, as the kit's check returns it (defaults applied)", async (_source, sample) => {
    const resource = RESOURCES.find((candidate) => candidate.definition.name === sample.kit)!;
    const { definition } = resource;
    // The kit's own judgement, with places (the engine's answer carries only the settings' failures here: no API key).
    expect(checkInputs(definition.name, definition.inputs, definition.checkRules as CheckRules<Fields> | undefined, sample.values).failures).toEqual([]);
    const { inputs } = await resource.provider.check({}, sample.values);
    expect(Object.keys(inputs)).toEqual(expect.arrayContaining(["enabled", "tags", "notifications", "onDelete"]));
    const attributes = attributesOf(sample.kit);
    const back = kitFromTerraform(attributes, terraformFromKit(attributes, inputs));
    expect(back).toEqual({ bag: expectedBack(inputs), failures: [] });
  });
});

describe("Terraform's shape of a kit value", () => {
  const metric = attributesOf("MetricMonitor");

  it("writes every attribute, null where the kit has no value, a union as its variant's attribute", () => {
    const terraform = terraformFromKit(metric, {
      name: "orders",
      connectionId: 7,
      metric: { type: "table", table: "analytics.orders", metric: "row_count" },
      schedule: { interval: { every: "hour" } },
      notifications: [{ type: "email", recipients: ["a@example.com"] }],
    });
    expect(terraform.id).toBeNull();
    expect(terraform.owner).toBeNull();
    expect(terraform.metric).toEqual({
      table: { table: "analytics.orders", metric: "row_count", filter: null, include_tables: null, exclude_tables: null },
      column: null,
      custom: null,
    });
    expect(terraform.schedule).toEqual({ interval: { hour: {}, day: null }, cron: null, type: null });
    expect((terraform.notifications as TfObject[])[0]).toMatchObject({ email: { recipients: ["a@example.com"], features: null }, slack: null });
  });

  it("writes the kit's unknown as Terraform's, wherever it is", () => {
    const terraform = terraformFromKit(metric, { connectionId: UNKNOWN_VALUE, metric: { type: "custom", query: UNKNOWN_VALUE }, tags: ["a", UNKNOWN_VALUE] });
    expect(terraform.connection_id).toBe(UNKNOWN);
    expect(terraform.metric).toEqual({ table: null, column: null, custom: { query: UNKNOWN, alert_on_missing_data: null } });
    expect(terraform.tags).toEqual(["a", UNKNOWN]);
    // A union whose tag is not known yet: which variant is unknown, so the whole object is.
    expect(terraformFromKit(metric, { metric: { type: UNKNOWN_VALUE, query: "select 1" } }).metric).toBe(UNKNOWN);
  });

  it("refuses a union value of no variant, naming the place", () => {
    const attempt = () => terraformFromKit(metric, { notifications: [{ type: "email", recipients: [] }, { type: "carrier-pigeon" }] });
    expect(attempt).toThrow(TerraformShapeError);
    expect(attempt).toThrow('notifications[1]: its type is "carrier-pigeon", which is none of "email", "pagerduty", "webhook", "slack", "teams"');
    try {
      attempt();
    } catch (error) {
      expect((error as TerraformShapeError).place.path).toEqual(["notifications", 1]);
    }
  });

  it("leaves out keys the schema does not name", () => {
    expect(Object.keys(terraformFromKit(metric, { __unshown: ["owner"], name: "x" }))).not.toContain("__unshown");
  });
});

describe("the kit's value of a Terraform object", () => {
  const metric = attributesOf("MetricMonitor");
  const empty = () => Object.fromEntries(metric.map((attribute) => [attribute.name, null])) as Record<string, TfValue>;

  it("leaves nulls out, and gives a union's variant its tag", () => {
    const value = { ...empty(), name: "orders", metric: { table: null, column: { table: "t", column: "c", metric: "sum", filter: null }, custom: null } };
    expect(kitFromTerraform(metric, value)).toEqual({ bag: { name: "orders", metric: { type: "column", table: "t", column: "c", metric: "sum" } }, failures: [] });
  });

  it("makes an attribute that is or holds an unknown the kit's unknown at its top-level key", () => {
    const value: TfObject = {
      ...empty(),
      name: UNKNOWN,
      notifications: [{ email: { recipients: ["a@example.com", UNKNOWN], features: null }, pagerduty: null, webhook: null, slack: null, teams: null }],
      tags: ["x"],
    };
    expect(kitFromTerraform(metric, value)).toEqual({ bag: { name: UNKNOWN_VALUE, notifications: UNKNOWN_VALUE, tags: ["x"] }, failures: [] });
  });

  it("fails a union with several variants set, naming the Terraform place and what to do", () => {
    const value = { ...empty(), metric: { table: { table: "t", metric: "row_count", filter: null, include_tables: null, exclude_tables: null }, column: null, custom: { query: "q", alert_on_missing_data: null } } };
    const { bag, failures } = kitFromTerraform(metric, value);
    expect(bag).toEqual({});
    expect(failures).toEqual([
      {
        message: "metric must set exactly one of `table`, `column`, `custom`: it sets `table` and `custom`. Keep one of them and remove the others.",
        place: { path: ["metric"], mapKeys: [], text: "metric" },
      },
    ]);
  });

  it("fails a union with none set where one must be (a required attribute, a list's element); an optional one is unset", () => {
    const none = { email: null, pagerduty: null, webhook: null, slack: null, teams: null };
    const value = { ...empty(), metric: { table: null, column: null, custom: null }, notifications: [{ ...none, email: { recipients: ["a@example.com"], features: null } }, none], alert: { automatic: null, absolute: null, percentage: null } };
    const { bag, failures } = kitFromTerraform(metric, value);
    expect(failures.map((failure) => [failure.place.text, failure.place.path, failure.message])).toEqual([
      ["metric", ["metric"], "metric must set exactly one of `table`, `column`, `custom`: it sets none. Set the one that says what it is, e.g. `metric = { table = { … } }`."],
      ["notifications[1]", ["notifications", 1], expect.stringMatching(/^notifications\[1\] must set exactly one of `email`, `pagerduty`, `webhook`, `slack`, `teams`: it sets none\./)],
    ]);
    // The optional alert set to an empty object is no alert.
    expect(bag).toEqual({ notifications: [{ type: "email", recipients: ["a@example.com"] }, null] });
  });

  it("names a map's key in the place of a union inside it", () => {
    const diff = attributesOf("DataDiffMonitor");
    const datadiff = diff.find((attribute) => attribute.name === "datadiff")!;
    const terraform = terraformFromKit(diff, {
      datadiff: {
        diffType: "indb",
        datasetA: { connectionId: 1, table: "a" },
        datasetB: { connectionId: 1, table: "b" },
        primaryKey: ["id"],
        tolerance: { float: { columnTolerance: { amount: { type: "relative", value: 0.1 } } } },
      },
    });
    const indb = (terraform.datadiff as TfObject).indb as TfObject;
    const float = (indb.tolerance as TfObject).float as TfObject;
    const tolerance = (float.column_tolerance as TfObject).amount as TfObject;
    expect(tolerance).toEqual({ relative: { value: 0.1 }, absolute: null });
    const broken = { ...terraform, datadiff: { ...(terraform.datadiff as TfObject), indb: { ...indb, tolerance: { ...(indb.tolerance as TfObject), float: { ...float, column_tolerance: { amount: { relative: { value: 0.1 }, absolute: { value: 1 } } } } } } } };
    const { failures } = kitFromTerraform(diff, broken);
    expect(failures.map((failure) => failure.place)).toEqual([
      { path: ["datadiff", "indb", "tolerance", "float", "column_tolerance", "amount"], mapKeys: [5], text: 'datadiff.indb.tolerance.float.column_tolerance["amount"]' },
    ]);
    expect(datadiff.union).toEqual({ tag: "diffType" });
  });
});

describe("the kit's value of an output's objects", () => {
  const token = attributesOf("ProxyToken");
  const revocation = attributesOf("ProxyTokenRevocation");
  const outputsOf = (kit: string) => RESOURCES.find((resource) => resource.definition.name === kit)!.definition.outputs as Fields;

  it("keeps null inside them, as the kit wrote it: a proxy manager's pending revocation, an active token that never expires", () => {
    const pending = {
      tokenId: 3,
      prefix: "sqlp_pm_a1b2c3d4",
      principalType: "proxy_manager",
      principalId: null,
      label: "automation",
      replacedAt: "2026-01-01T00:00:00.000Z",
      revokeAfter: "2026-01-02T00:00:00.000Z",
    };
    const tokenBack = kitFromTerraform(token, terraformFromKit(token, { principalType: "proxy_manager", pendingRevocations: [pending], revokedAt: null }));
    expect(tokenBack).toEqual({ bag: { principalType: "proxy_manager", pendingRevocations: [pending] }, failures: [] });
    expect(outputsOf("ProxyToken").pendingRevocations!.schema.safeParse(tokenBack.bag.pendingRevocations).success).toBe(true);

    const active = { id: 9, prefix: "sqlp_pcp_a1b2c3d4", label: "made by hand", createdAt: "2026-01-01T00:00:00.000Z", expiresAt: null };
    const revocationBack = kitFromTerraform(revocation, terraformFromKit(revocation, { principalType: "user", principalId: "alice", activeTokens: [active] }));
    expect(revocationBack.bag.activeTokens).toEqual([active]);
    expect(outputsOf("ProxyTokenRevocation").activeTokens!.schema.safeParse(revocationBack.bag.activeTokens).success).toBe(true);
  });

  it("is read back by every resource's schemas: no field inside an output's objects may be left out without taking null", () => {
    // Terraform writes a field the kit left out as null, and it comes back as null (above): a
    // field that may be missing but not null would then be refused as unreadable state.
    const refused: string[] = [];
    const walk = (schema: z.ZodType, path: string, inside: boolean): void => {
      const def = schema.def as unknown as { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; valueType?: z.ZodType; shape?: Record<string, z.ZodType>; options?: z.ZodType[] };
      if (def.type === "optional" && inside && !schema.safeParse(null).success) refused.push(path);
      if (def.innerType !== undefined) return walk(def.innerType, path, inside);
      if (def.type === "pipe") return walk(def.in!, path, inside);
      if (def.type === "array") return walk(def.element!, `${path}[]`, true);
      if (def.type === "record") return walk(def.valueType!, `${path}{}`, true);
      if (def.type === "object") for (const [key, inner] of Object.entries(def.shape!)) walk(inner, `${path}.${key}`, true);
      if (def.type === "union") for (const option of def.options!) walk(option, path, inside);
    };
    for (const resource of RESOURCES) {
      for (const [key, field] of Object.entries(resource.definition.outputs as Fields)) walk(field.schema, `${resource.definition.name}.${key}`, false);
    }
    expect(refused).toEqual([]);
  });
});
