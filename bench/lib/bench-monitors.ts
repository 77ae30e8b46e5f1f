/**
 * The monitors the engine benchmarks create (bench/monitor-engine.ts, bench/plugin-engine.ts):
 * monitor `i` of a stack, each kind in turn, with a schedule, a notification and tags as teams
 * write them; as Datafold's monitors YAML gives it and as the resource's inputs.
 */
export const KINDS = ["metric", "schema", "test", "diff"] as const;
export type Kind = (typeof KINDS)[number];
export const TYPE_NAMES: Record<Kind, string> = { metric: "MetricMonitor", schema: "SchemaChangeMonitor", test: "DataTestMonitor", diff: "DataDiffMonitor" };

export interface BenchMonitor {
  readonly slug: string;
  readonly kind: Kind;
  /** Datafold's monitors YAML (snake_case). */
  readonly yaml: Record<string, unknown>;
  /** The same monitor as the resource's inputs (camelCase), defaults left to the check. */
  readonly inputs: Record<string, unknown>;
}

/** Monitor `i`: the kinds in turn, each with a schedule, a notification and tags as teams write them. */
export function benchMonitor(i: number): BenchMonitor {
  const kind = KINDS[i % KINDS.length]!;
  const slug = `${kind}_${String(i).padStart(3, "0")}`;
  const table = `analytics.table_${i}`;
  const name = `Bench ${kind} monitor ${i}`;
  const shared = {
    yaml: { name, schedule: { interval: { every: "day", hour: i % 24 } }, notifications: [{ type: "email", recipients: ["data@example.com"] }], tags: ["bench", kind] },
    inputs: { name, schedule: { interval: { every: "day", hour: i % 24 } }, notifications: [{ type: "email", recipients: ["data@example.com"] }], tags: ["bench", kind] },
  };
  switch (kind) {
    case "metric":
      return {
        slug,
        kind,
        yaml: { type: "metric", ...shared.yaml, connection_id: 7, metric: { type: "column", table, column: "amount", metric: "average" }, alert: { type: "automatic", sensitivity: 50 } },
        inputs: { ...shared.inputs, connectionId: 7, metric: { type: "column", table, column: "amount", metric: "average" }, alert: { type: "automatic", sensitivity: 50 } },
      };
    case "schema":
      return { slug, kind, yaml: { type: "schema", ...shared.yaml, connection_id: 7, table }, inputs: { ...shared.inputs, connectionId: 7, table } };
    case "test":
      return {
        slug,
        kind,
        yaml: { type: "test", ...shared.yaml, connection_id: 7, query: `SELECT id FROM ${table} WHERE amount < 0` },
        inputs: { ...shared.inputs, connectionId: 7, query: `SELECT id FROM ${table} WHERE amount < 0` },
      };
    case "diff":
      return {
        slug,
        kind,
        yaml: {
          type: "diff",
          ...shared.yaml,
          datadiff: { diff_type: "inmem", dataset_a: { connection_id: 7, table }, dataset_b: { connection_id: 3, table: `replica.table_${i}` }, primary_key: ["id"] },
          alert: { different_rows_count: 0 },
        },
        inputs: {
          ...shared.inputs,
          datadiff: { diffType: "inmem", datasetA: { connectionId: 7, table }, datasetB: { connectionId: 3, table: `replica.table_${i}` }, primaryKey: ["id"] },
          alert: { differentRowsCount: 0 },
        },
      };
  }
}

