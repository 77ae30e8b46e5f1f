/**
 * The emulator's monitor answers checked against the response schemas of the vendor's
 * OpenAPI, copied into fixtures/monitor-response-schemas.json (the tests read nothing outside
 * the repository). The checker below covers what those schemas use: types, enums, consts,
 * required and unknown properties, anyOf, oneOf by discriminator, and date-time formats.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useResetEmulator } from "../../tools/harness/emulator";

type Schema = Record<string, unknown>;
const SCHEMAS = (JSON.parse(readFileSync(join(__dirname, "fixtures", "monitor-response-schemas.json"), "utf8")) as { schemas: Record<string, Schema> }).schemas;

const resolve = (schema: Schema): Schema => (typeof schema.$ref === "string" ? SCHEMAS[schema.$ref.split("/").pop()!]! : schema);

/** What is wrong with `value` against `schema`, as `path: problem` lines; none when it fits. */
function problems(value: unknown, schema: Schema, path = "$"): string[] {
  const s = resolve(schema);
  if (Array.isArray(s.anyOf)) {
    const each = (s.anyOf as Schema[]).map((member) => problems(value, member, path));
    return each.some((list) => list.length === 0) ? [] : [`${path}: fits no member of anyOf (${each.map((list) => list[0]).join(" | ")})`];
  }
  if (Array.isArray(s.oneOf)) {
    const discriminator = s.discriminator as { propertyName: string; mapping: Record<string, string> };
    const tag = (value as Record<string, unknown> | null)?.[discriminator.propertyName];
    const ref = typeof tag === "string" ? discriminator.mapping[tag] : undefined;
    return ref === undefined ? [`${path}: no member for ${discriminator.propertyName} ${String(tag)}`] : problems(value, { $ref: ref }, path);
  }
  if (s.const !== undefined && value !== s.const) return [`${path}: not ${String(s.const)}`];
  if (Array.isArray(s.enum) && !s.enum.includes(value)) return [`${path}: ${String(value)} not in the enum`];
  switch (s.type) {
    case "null":
      return value === null ? [] : [`${path}: not null`];
    case "string":
      if (typeof value !== "string") return [`${path}: not a string`];
      return s.format === "date-time" && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? [`${path}: not a date-time`] : [];
    case "integer":
      return Number.isInteger(value) ? [] : [`${path}: not an integer`];
    case "number":
      return typeof value === "number" ? [] : [`${path}: not a number`];
    case "boolean":
      return typeof value === "boolean" ? [] : [`${path}: not a boolean`];
    case "array":
      if (!Array.isArray(value)) return [`${path}: not an array`];
      return value.flatMap((item, index) => problems(item, s.items as Schema, `${path}[${index}]`));
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return [`${path}: not an object`];
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const fields = value as Record<string, unknown>;
      return [
        ...((s.required ?? []) as string[]).filter((name) => !(name in fields)).map((name) => `${path}.${name}: missing`),
        ...Object.keys(fields).filter((name) => !(name in properties)).map((name) => `${path}.${name}: not in the schema`),
        ...Object.entries(fields).flatMap(([name, item]) => (name in properties ? problems(item, properties[name]!, `${path}.${name}`) : [])),
      ];
    }
    default:
      return [];
  }
}

const live = useResetEmulator({ monitors: 8 });
const main = (method: string, path: string, json?: unknown) => live.client.main(method, path, json === undefined ? {} : { json });

const BODIES: Record<string, unknown> = {
  metric: {
    name: "Null rate",
    schedule: { interval: { every: "day", utc_at: "06:00:00" } },
    connection_id: 7,
    metric: { type: "column", table: "T", column: "c", metric: "fill_rate" },
    alert: { type: "percentage", increase: 5 },
    notifications: [
      { type: "email", recipients: ["a@example.com"], features: ["attach_csv"] },
      { type: "pagerduty", integration: 1 },
      { type: "webhook", integration: 2 },
      { type: "slack", integration: 3, channel: "#c", mentions: ["@here"] },
      { type: "teams", integration: 4, channel: "c" },
    ],
  },
  diff: {
    name: "Diff",
    schedule: { cron: "0 * * * *" },
    datadiff: {
      diff_type: "inmem",
      primary_key: ["id"],
      dataset_a: { connection_id: 3, query: "SELECT 1" },
      dataset_b: { connection_id: 7, table: "T", filter: "x > 1" },
      sampling: { rate: 0.1 },
      tolerance: { float: { default: { type: "relative", value: 0.01 } } },
    },
    alert: { different_rows_percent: 5, match_ratio_min: 0.9 },
  },
  schema: { name: "Schema", schedule: { type: "none" }, connection_id: 7 },
  test: { name: "Test", schedule: { interval: { every: "hour" } }, connection_id: 7, test: { type: "unique", tables: [{ path: "T", columns: ["id"] }] } },
};

describe("monitor answers fit the vendor's response schemas", () => {
  it.each(Object.keys(BODIES))("create, GET and the runs of a %s monitor", async (kind) => {
    const created = await main("POST", `/api/v1/monitors/create/${kind}`, BODIES[kind]);
    expect(problems(created.body, { $ref: "ApiPublicCreateMonitorOut" })).toEqual([]);
    const id = created.body.id as number;
    expect(problems((await main("GET", `/api/v1/monitors/${id}`)).body, { $ref: "ApiPublicGetMonitorOutFull" })).toEqual([]);
    const run = await main("POST", `/api/v1/monitors/${id}/run`);
    expect(problems(run.body, { $ref: "ApiPublicMonitorTriggerRunResultOut" })).toEqual([]);
    expect(problems((await main("GET", `/api/v1/monitors/${id}`)).body, { $ref: "ApiPublicGetMonitorOutFull" })).toEqual([]);
    expect(problems((await main("GET", `/api/v1/monitors/${id}/runs`)).body, { $ref: "ApiPublicListMonitorRunsOut" })).toEqual([]);
    expect(problems((await main("GET", `/api/v1/monitors/${id}/runs/${run.body.run_id}`)).body, { $ref: "ApiPublicMonitorRunResultOut" })).toEqual([]);
  });

  it("GET of every seeded monitor, and a 422", async () => {
    for (let id = 1; id <= 8; id += 1) {
      expect(problems((await main("GET", `/api/v1/monitors/${id}`)).body, { $ref: "ApiPublicGetMonitorOutFull" })).toEqual([]);
    }
    const invalid = await main("POST", "/api/v1/monitors/create/metric", { name: 1 });
    expect(invalid.status).toBe(422);
    // FastAPI's pydantic v2 items also carry `input` (and `ctx`), which this OpenAPI's
    // `ValidationError` does not list; the emulator answers them as FastAPI does.
    const detail = (invalid.body.detail as Record<string, unknown>[]).map(({ input: _input, ctx: _ctx, ...item }) => item);
    expect(problems({ detail }, { $ref: "HTTPValidationError" })).toEqual([]);
  });

  it("the checker itself finds a missing field, an unknown one and a wrong tag", () => {
    expect(problems({ id: 1, extra: true }, { $ref: "ApiPublicCreateMonitorOut" })).toEqual(["$.extra: not in the schema"]);
    expect(problems({}, { $ref: "ApiPublicCreateMonitorOut" })).toEqual(["$.id: missing"]);
    const monitor = { id: 1, name: null, monitor_type: "diff", created_at: "2025-01-01T00:00:00Z", modified_at: "2025-01-01T00:00:00Z", enabled: true, schedule: {}, alert: { type: "sometimes" } };
    expect(problems(monitor, { $ref: "ApiPublicGetMonitorOutFull" })).toEqual([expect.stringContaining("$.alert: fits no member")]);
  });
});
