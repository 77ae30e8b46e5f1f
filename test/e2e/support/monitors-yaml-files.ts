/**
 * The monitors YAML files of the MonitorsFromYaml e2e tests, in every language: four monitors
 * of the four kinds, as `datafold monitors provision` reads them, and the bad files (a value
 * the schema refuses, an alias bomb).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { E2EContext } from "./e2e";

export const ORDERS_ROWS = [
  "  orders_rows:",
  "    type: metric",
  "    name: Orders rows (yaml)",
  "    connection_id: 7",
  "    metric: { type: table, table: analytics.orders, metric: row_count, include_tables: null }",
  "    schedule: { interval: { every: hour, type: hourly } }",
  "    alert: { type: automatic, sensitivity: 50 }",
  "    notifications: [{ type: email, recipients: [data@example.com] }]",
  "    tags: [yaml]",
];
export const ORDERS_SCHEMA = ["  orders_schema:", "    type: schema", "    connection_id: 7", "    table: analytics.orders", "    schedule: { interval: { every: day, hour: 6, type: daily } }"];
export const ORDER_IDS = [
  "  order_ids:",
  "    type: test",
  "    name: Order ids unique (yaml)",
  "    connection_id: 7",
  "    test: { type: unique, tables: [{ path: analytics.orders, columns: [id] }] }",
  '    schedule: { cron: "0 6 * * *", type: crontab }',
];
export const ORDERS_DIFF = [
  "  orders_diff:",
  "    type: diff",
  "    name: Orders prod vs dev (yaml)",
  "    datadiff:",
  "      diff_type: indb",
  "      dataset_a: { connection_id: 7, table: prod.orders }",
  "      dataset_b: { connection_id: 7, table: dev.orders }",
  "      primary_key: [id]",
  "    schedule: { type: none }",
  "    alert: { different_rows_percent: 1 }",
];

/** ORDERS_ROWS with a metric and a sensitivity the schema refuses (lines 6 and 8 of a file that starts with it). */
export const ORDERS_ROWS_INVALID = ORDERS_ROWS.map((line) => line.replace("metric: row_count", "metric: rows").replace("sensitivity: 50", "sensitivity: 500"));

/** A monitors file of the given monitors. */
export const monitorsFile = (...monitors: string[][]) => ["monitors:", ...monitors.flat(), ""].join("\n");

/** The "billion laughs": nine levels of nine aliases each, a few lines that would expand to 9^9 nodes. */
export const ALIAS_BOMB = [
  "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]",
  ..."bcdefghi".split("").map((name, i) => `${name}: &${name} [${Array(9).fill(`*${"abcdefghi"[i]}`).join(", ")}]`),
  "monitors: { bomb: *i }",
  "",
].join("\n");

/** Replaces the program's `monitors/` directory with these files. */
export function writeMonitorsFiles(programDir: string, files: Record<string, string>): void {
  rmSync(join(programDir, "monitors"), { recursive: true, force: true });
  mkdirSync(join(programDir, "monitors"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(programDir, "monitors", name), text);
}

/**
 * Output that shows a stack trace: a JavaScript frame (`    at f (file:1:2)`), a Python
 * traceback, or a path into node_modules. A component's error must print as its message alone.
 */
export const STACK_TRACE = /^\s+at .+:\d+:\d+\)?$|Traceback \(most recent call last\)|node_modules/m;

/**
 * The four monitors of these files as Datafold holds them once created, whichever language's
 * component (or the Terraform module) made them: `ids` by slug; `sharedTag` the one tag given to
 * every monitor (the Pulumi programs give "pulumi").
 */
export async function expectMonitorsOfFiles(datafold: E2EContext["clients"]["datafold"], ids: Readonly<Record<string, number>>, sharedTag = "pulumi"): Promise<void> {
  await expect(datafold.getMonitor(ids.orders_rows!)).resolves.toMatchObject({
    monitor_type: "metric",
    name: "Orders rows (yaml)",
    owner: "owner@example.com",
    tags: ["yaml", sharedTag],
    schedule: { interval: { every: "hour" } },
    alert: { type: "automatic", sensitivity: 50 },
    notifications: [expect.objectContaining({ type: "email", recipients: ["data@example.com"] })],
  });
  // name left out: the slug.
  await expect(datafold.getMonitor(ids.orders_schema!)).resolves.toMatchObject({ monitor_type: "schema", name: "orders_schema", owner: "owner@example.com", tags: [sharedTag] });
  await expect(datafold.getMonitor(ids.order_ids!)).resolves.toMatchObject({ monitor_type: "test", schedule: { cron: "0 6 * * *" } });
  await expect(datafold.getMonitor(ids.orders_diff!)).resolves.toMatchObject({ monitor_type: "diff", schedule: { type: "none" }, alert: { different_rows_percent: 1 } });
}
