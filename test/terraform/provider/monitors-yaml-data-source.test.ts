/**
 * The data source datafold_monitors_yaml in process (src/terraform/provider/monitors-yaml-data-source.ts),
 * as OpenTofu calls the provider: the files read, merged and checked as MonitorsFromYaml reads
 * them, each kind's monitors by slug as that resource's input attributes (so the module can
 * assign them), every problem an error of its own in the YAML's words, warnings as warnings, and
 * the arguments' own rules at validation. No request is made: nothing here needs Datafold. The
 * same through the real OpenTofu and the module: test/terraform/monitors-yaml.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { MONITOR_RESOURCES } from "../../../src/monitors-yaml/to-inputs";
import { decodeCtyValue, encodeCtyValue } from "../../../src/terraform/protocol/cty-msgpack";
import { impliedType } from "../../../src/terraform/protocol/cty-types";
import { UNKNOWN, type TfValue } from "../../../src/terraform/protocol/terraform-provider-interface";
import { datafoldTerraformProvider as provider } from "../../../src/terraform/provider/terraform-provider";
import { inputAttributes, resourceSchema, servedSchema } from "../../../src/terraform/provider/terraform-schema";
import { MONITORS_YAML_DATA_SOURCE, monitorsAttributeName, resourceTypeName } from "../../../src/terraform/shapes/naming";
import { ALIAS_BOMB, monitorsFile, ORDER_IDS, ORDERS_DIFF, ORDERS_ROWS, ORDERS_ROWS_INVALID, ORDERS_SCHEMA, writeMonitorsFiles } from "../../e2e/support/monitors-yaml-files";

type TfObject = { readonly [name: string]: TfValue };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "monitors-yaml-data-source-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The data source's configuration as OpenTofu sends it: every argument, null where unset, no result yet. */
function config(args: Partial<Record<"files" | "base_dir" | "ignore_non_monitors_files" | "owner" | "on_removed" | "tags", TfValue>>): TfObject {
  return {
    files: null,
    base_dir: dir,
    ignore_non_monitors_files: null,
    owner: null,
    on_removed: null,
    tags: null,
    metric_monitors: null,
    schema_change_monitors: null,
    data_test_monitors: null,
    data_diff_monitors: null,
    ...args,
  };
}

const KINDS = Object.values(MONITOR_RESOURCES);

test("reads every kind's monitors by slug, each exactly its resource's input attributes, the shared arguments added, in a state OpenTofu can decode", async () => {
  writeMonitorsFiles(dir, { "a.yaml": monitorsFile(ORDERS_ROWS, ORDERS_SCHEMA), "b.yaml": monitorsFile(ORDER_IDS, ORDERS_DIFF) });
  const given = config({ files: ["monitors/*.yaml"], owner: "owner@example.com", on_removed: "pause", tags: ["tofu"] });
  const answer = await provider.readDataSource(MONITORS_YAML_DATA_SOURCE, given);
  expect(answer.diagnostics).toEqual([]);
  const state = answer.state!;
  // The arguments as given.
  expect(state).toMatchObject({ files: ["monitors/*.yaml"], base_dir: dir, ignore_non_monitors_files: null, owner: "owner@example.com", on_removed: "pause", tags: ["tofu"] });

  const bySlug = (kitName: string) => state[monitorsAttributeName(kitName)] as Record<string, Record<string, TfValue>>;
  expect(Object.fromEntries(KINDS.map((kitName) => [kitName, Object.keys(bySlug(kitName))]))).toEqual({
    MetricMonitor: ["orders_rows"],
    SchemaChangeMonitor: ["orders_schema"],
    DataTestMonitor: ["order_ids"],
    DataDiffMonitor: ["orders_diff"],
  });
  for (const kitName of KINDS) {
    const names = inputAttributes(resourceSchema(resourceTypeName(kitName))).map((attribute) => attribute.name);
    for (const value of Object.values(bySlug(kitName))) expect(Object.keys(value)).toEqual(names);
  }
  expect(bySlug("MetricMonitor").orders_rows).toEqual({
    name: "Orders rows (yaml)",
    connection_id: 7,
    metric: { table: { table: "analytics.orders", metric: "row_count", filter: null, include_tables: null, exclude_tables: null }, column: null, custom: null },
    schedule: { interval: { hour: {}, day: null }, cron: null, type: null },
    alert: { automatic: { sensitivity: 50 }, absolute: null, percentage: null },
    notifications: [{ email: { recipients: ["data@example.com"], features: null }, pagerduty: null, webhook: null, slack: null, teams: null }],
    tags: ["yaml", "tofu"],
    enabled: null,
    owner: "owner@example.com",
    description: null,
    on_delete: "pause",
    adopt_monitor_id: null,
  });
  // A name left out is the slug; a schedule with only `type: none` is none.
  expect(bySlug("SchemaChangeMonitor").orders_schema).toMatchObject({ name: "orders_schema", table: "analytics.orders", tags: ["tofu"], schedule: { interval: { hour: null, day: { hour: 6, utc_at: null } } } });
  expect(bySlug("DataTestMonitor").order_ids).toMatchObject({ test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }], variables: null }, schedule: { cron: "0 6 * * *" } });
  expect(bySlug("DataDiffMonitor").orders_diff).toMatchObject({ datadiff: { indb: { dataset_a: { connection_id: 7, table: "prod.orders" }, primary_key: ["id"] }, inmem: null }, schedule: { type: "none" }, alert: { different_rows_percent: 1 } });

  // The served schema's type holds it: what OpenTofu decodes is what was read.
  const type = impliedType(servedSchema().dataSources[MONITORS_YAML_DATA_SOURCE]!);
  expect(decodeCtyValue(encodeCtyValue(state, type), type)).toEqual(state);
});

test("a file with no monitor of a kind gives that kind an empty map; base_dir left out is the provider's working directory", async () => {
  writeMonitorsFiles(dir, { "a.yaml": monitorsFile(ORDERS_SCHEMA) });
  const answer = await provider.readDataSource(MONITORS_YAML_DATA_SOURCE, config({ files: [join(relative(process.cwd(), dir), "monitors", "a.yaml")], base_dir: null }));
  expect(answer.diagnostics).toEqual([]);
  expect(answer.state).toMatchObject({ metric_monitors: {}, schema_change_monitors: { orders_schema: expect.any(Object) }, data_test_monitors: {}, data_diff_monitors: {} });
});

test("each problem of the YAML is an error of its own, in the YAML's words, at `files`; a key the schema does not have is a warning", async () => {
  writeMonitorsFiles(dir, { "a.yaml": monitorsFile(ORDERS_SCHEMA), "b.yaml": monitorsFile(ORDERS_ROWS_INVALID, ["    colour: red"]) });
  const answer = await provider.readDataSource(MONITORS_YAML_DATA_SOURCE, config({ files: ["monitors/*.yaml"] }));
  expect(answer.state).toBeUndefined();
  expect(answer.diagnostics).toEqual([
    {
      severity: "warning",
      summary: "Monitors YAML",
      detail: expect.stringMatching(/^monitors\/b\.yaml:11: monitors\.orders_rows\.colour: not a key of Datafold's monitors YAML schema here, so it is ignored/),
      attribute: ["files"],
    },
    { severity: "error", summary: "Invalid monitors YAML", detail: expect.stringMatching(/^monitors\/b\.yaml:6: monitors\.orders_rows\.metric\.metric: must be "row_count", "freshness", /), attribute: ["files"] },
    { severity: "error", summary: "Invalid monitors YAML", detail: "monitors/b.yaml:8: monitors.orders_rows.alert.sensitivity: must be a whole number from 0 to 100; got 500.", attribute: ["files"] },
  ]);
});

test("a problem of a shared argument names that argument; a problem of the files is one error in the data source's names", async () => {
  writeMonitorsFiles(dir, { "a.yaml": monitorsFile(ORDERS_SCHEMA), "notes.yaml": "title: not monitors\n" });
  const owner = await provider.readDataSource(MONITORS_YAML_DATA_SOURCE, config({ files: ["monitors/a.yaml"], owner: "" }));
  expect(owner.diagnostics).toEqual([
    { severity: "error", summary: "Invalid datafold_monitors_yaml argument", detail: expect.stringMatching(/^owner \(set on every monitor, here monitors\.orders_schema\): must not be empty/), attribute: ["owner"] },
  ]);

  const missing = await provider.readDataSource(MONITORS_YAML_DATA_SOURCE, config({ files: ["monitors/nope.yaml"] }));
  expect(missing.diagnostics).toEqual([
    { severity: "error", summary: "Cannot read the monitors YAML", detail: `File 'monitors/nope.yaml' does not exist (in ${dir}). Check the path, or the base_dir it is read against.`, attribute: ["files"] },
  ]);
  const notMonitors = await provider.readDataSource(MONITORS_YAML_DATA_SOURCE, config({ files: ["monitors/*.yaml"] }));
  expect(notMonitors.diagnostics).toEqual([expect.objectContaining({ summary: "Cannot read the monitors YAML", detail: expect.stringContaining("or set ignore_non_monitors_files = true to skip such files") })]);
  const skipped = await provider.readDataSource(MONITORS_YAML_DATA_SOURCE, config({ files: ["monitors/*.yaml"], ignore_non_monitors_files: true }));
  expect(skipped.diagnostics).toEqual([{ severity: "warning", summary: "Monitors YAML", detail: "Skipping monitors/notes.yaml: no 'monitors' mapping", attribute: ["files"] }]);

  writeMonitorsFiles(dir, { "a.yaml": monitorsFile(ORDERS_ROWS), "bomb.yaml": ALIAS_BOMB });
  const bomb = await provider.readDataSource(MONITORS_YAML_DATA_SOURCE, config({ files: ["monitors/*.yaml"] }));
  expect(bomb.diagnostics).toEqual([expect.objectContaining({ detail: expect.stringContaining("Invalid YAML in monitors/bomb.yaml: its aliases (*name) expand to more than 1000 nodes, as an alias bomb does.") })]);
});

test("validation: files and on_removed by their own rules, values not known yet skipped; the files are not read", async () => {
  const wrong = await provider.validateDataResourceConfig(MONITORS_YAML_DATA_SOURCE, config({ files: [], on_removed: "keep" }));
  expect(wrong.diagnostics).toEqual([
    { severity: "error", summary: "Invalid datafold_monitors_yaml argument", detail: 'files must list one or more paths or glob patterns, none empty, such as ["monitors/**/*.yaml"]; got an empty list.', attribute: ["files"] },
    { severity: "error", summary: "Invalid datafold_monitors_yaml argument", detail: 'on_removed must be "delete" or "pause" (or left out: "delete"); got "keep".', attribute: ["on_removed"] },
  ]);
  const empty = await provider.validateDataResourceConfig(MONITORS_YAML_DATA_SOURCE, config({ files: ["monitors/*.yaml", ""] }));
  expect(empty.diagnostics).toEqual([expect.objectContaining({ detail: expect.stringContaining('got ["monitors/*.yaml",""]'), attribute: ["files"] })]);
  // Files that do not exist: read when OpenTofu plans, not validated.
  expect((await provider.validateDataResourceConfig(MONITORS_YAML_DATA_SOURCE, config({ files: ["monitors/nope.yaml"], on_removed: "pause" }))).diagnostics).toEqual([]);
  expect((await provider.validateDataResourceConfig(MONITORS_YAML_DATA_SOURCE, config({ files: UNKNOWN, on_removed: UNKNOWN }))).diagnostics).toEqual([]);

  const later = await provider.readDataSource(MONITORS_YAML_DATA_SOURCE, config({ files: UNKNOWN }));
  expect(later.diagnostics).toEqual([expect.objectContaining({ severity: "error", attribute: ["files"], detail: expect.stringContaining("files is not known when OpenTofu plans") })]);
});
