import type { StoredDataDiff } from "../state";
import { SEEDED_COMPARED_COLUMNS } from "./seed-data-diffs";
import { SEEDED_DATA_SOURCES } from "./seed-data-sources";

/*
 * The two summaries of a data diff, both computed from what the diff holds (its statistics
 * and columns), so that they always agree with GET /api/v1/datadiffs/{id}:
 *
 * - GET .../summary: `ApiDataDiffSummary`, for people (and datafold-sdk's MCP server), with
 *   a `feedback` sentence in the emulator's own words;
 * - GET .../summary_results: one of the schema's shapes by the diff's state: running or
 *   pending, done (in-db or cross-db) with primary-key, value and schema statistics, or
 *   failed. datafold-sdk's `datafold diff dbt` polls it until `status` is `success`.
 *
 * Each row that differs is counted as differing in one column, the changed values shared out
 * among the diff's affected columns.
 */

/** The statistics of a finished diff, as seeded or as a created diff's run left them. */
interface Counts {
  readonly rowsA: number;
  readonly rowsB: number;
  /** Rows only in table 2. */
  readonly added: number;
  /** Rows only in table 1. */
  readonly removed: number;
  readonly changedValues: number;
}

function numberField(stats: Record<string, unknown>, field: string): number {
  const value = stats[field];
  return typeof value === "number" ? value : 0;
}

function countsOf(dataDiff: StoredDataDiff): Counts | undefined {
  const stats = dataDiff.diff_stats;
  if (typeof stats !== "object" || stats === null) return undefined;
  const s = stats as Record<string, unknown>;
  return {
    rowsA: numberField(s, "table_a_row_count"),
    rowsB: numberField(s, "table_b_row_count"),
    added: numberField(s, "rows_added"),
    removed: numberField(s, "rows_removed"),
    changedValues: numberField(s, "diff_values"),
  };
}

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/**
 * The columns compared besides the primary key: a seeded diff's own; for a created one, the
 * columns the request named (the emulator cannot read the tables' columns).
 */
function comparedColumns(dataDiff: StoredDataDiff): string[] {
  const seeded = SEEDED_COMPARED_COLUMNS[dataDiff.id];
  const named = seeded ?? (Array.isArray(dataDiff.columns_to_compare) ? dataDiff.columns_to_compare : dataDiff.include_columns);
  const keys = new Set(stringList(dataDiff.pk_columns));
  const excluded = new Set(stringList(dataDiff.exclude_columns));
  return stringList(named).filter((column) => !keys.has(column) && !excluded.has(column));
}

/** Values that differ in each compared column: the changed values shared out among the affected columns. */
function differencesByColumn(dataDiff: StoredDataDiff, columns: readonly string[], changedValues: number): Map<string, number> {
  const affected = stringList(dataDiff.affected_columns).filter((column) => columns.includes(column));
  const shares = new Map(columns.map((column) => [column, 0]));
  affected.forEach((column, i) => {
    shares.set(column, Math.floor(changedValues / affected.length) + (i < changedValues % affected.length ? 1 : 0));
  });
  return shares;
}

/** How a dataset of a side is named in sentences: its table path, or what it is. */
function datasetName(dataDiff: StoredDataDiff, side: 1 | 2): string {
  const table = stringList(dataDiff[`table${side}`]);
  if (table.length > 0) return table.join(".");
  return dataDiff[`query${side}`] !== null && dataDiff[`query${side}`] !== undefined ? `query ${side}` : `file ${side}`;
}

const formatCount = (n: number) => n.toLocaleString("en-US");

function feedbackOf(dataDiff: StoredDataDiff, counts: Counts | undefined, columns: readonly string[]): string {
  if (dataDiff.status !== "done" || counts === undefined) {
    const progress = dataDiff.diff_progress as { completed_steps?: number; total_steps?: number } | null | undefined;
    const step = progress?.completed_steps !== undefined && progress.total_steps !== undefined ? ` (step ${progress.completed_steps} of ${progress.total_steps})` : "";
    return `The data diff is ${String(dataDiff.status)}${step}: its results come once its status is done.`;
  }
  const keys = stringList(dataDiff.pk_columns).join(", ");
  const matched = counts.rowsA - counts.removed;
  if (counts.added === 0 && counts.removed === 0 && counts.changedValues === 0) {
    return (
      `The datasets are identical: ${formatCount(counts.rowsA)} rows on each side match on ${keys}` +
      (columns.length > 0 ? `, with no value differing in the ${columns.length} columns compared.` : ".")
    );
  }
  const byColumn = [...differencesByColumn(dataDiff, columns, counts.changedValues)].filter(([, n]) => n > 0);
  const detail = byColumn.length > 0 ? ` (${byColumn.map(([column, n]) => `${column}: ${formatCount(n)}`).join(", ")})` : "";
  return (
    `The datasets differ: ${formatCount(counts.removed)} rows only in ${datasetName(dataDiff, 1)}, ` +
    `${formatCount(counts.added)} rows only in ${datasetName(dataDiff, 2)}, and ${formatCount(counts.changedValues)} of the ` +
    `${formatCount(matched)} rows present in both with a different value${detail}.`
  );
}

/** GET /api/v1/datadiffs/{id}/summary: `ApiDataDiffSummary`. */
export function summaryOf(dataDiff: StoredDataDiff): Record<string, unknown> {
  const counts = dataDiff.status === "done" ? countsOf(dataDiff) : undefined;
  const columns = comparedColumns(dataDiff);
  const stats = dataDiff.diff_stats as Record<string, unknown> | null | undefined;
  const sourceName = (id: unknown) => (typeof id === "number" ? (SEEDED_DATA_SOURCES.get(id)?.name ?? null) : null);
  return {
    id: dataDiff.id,
    status: dataDiff.status,
    data_source1_id: dataDiff.data_source1_id,
    data_source2_id: dataDiff.data_source2_id,
    data_source1_name: sourceName(dataDiff.data_source1_id),
    data_source2_name: sourceName(dataDiff.data_source2_id),
    table1: dataDiff.table1 ?? null,
    table2: dataDiff.table2 ?? null,
    pk_columns: dataDiff.pk_columns ?? null,
    include_columns: dataDiff.include_columns ?? null,
    algorithm: dataDiff.algorithm ?? null,
    sampling_ratio: dataDiff.sampling_ratio ?? null,
    created_at: dataDiff.created_at ?? null,
    finished_at: dataDiff.finished_at ?? null,
    result: dataDiff.result ?? null,
    result_status: null,
    results_count: typeof stats?.diff_rows_count === "number" ? stats.diff_rows_count : 0,
    diff_stats: stats ?? null,
    error: null,
    feedback: feedbackOf(dataDiff, counts, columns),
  };
}

const pair = (a: number, b: number) => [a, b];

/** The primary-key statistics: rows, keys only on one side, no nulls or duplicates. */
function keyStatistics(counts: Counts): Record<string, unknown> {
  return {
    total_rows: pair(counts.rowsA, counts.rowsB),
    nulls: pair(0, 0),
    dupes: pair(0, 0),
    exclusives: pair(counts.removed, counts.added),
    distincts: pair(counts.rowsA, counts.rowsB),
  };
}

/** The value statistics over the rows present on both sides. */
function valueStatistics(dataDiff: StoredDataDiff, counts: Counts, columns: readonly string[]): Record<string, unknown> {
  const matched = Math.max(0, counts.rowsA - counts.removed);
  const byColumn = differencesByColumn(dataDiff, columns, counts.changedValues);
  return {
    total_rows: matched,
    rows_with_differences: counts.changedValues,
    total_values: matched * columns.length,
    values_with_differences: counts.changedValues,
    compared_columns: columns.length,
    columns_with_differences: [...byColumn.values()].filter((n) => n > 0).length,
    columns_diff_stats: columns.map((column) => {
      const different = byColumn.get(column) ?? 0;
      // `match` is a percentage: datafold-sdk prints 100 - match as the share that changed.
      return { column_name: column, match: matched === 0 ? 100 : 100 * (1 - different / matched), values_different: different };
    }),
  };
}

/** GET /api/v1/datadiffs/{id}/summary_results: the shape of the schema's `anyOf` that fits the diff's state. */
export function summaryResultsOf(dataDiff: StoredDataDiff): Record<string, unknown> {
  switch (dataDiff.status) {
    case "done": {
      const counts = countsOf(dataDiff) ?? { rowsA: 0, rowsB: 0, added: 0, removed: 0, changedValues: 0 };
      const columns = comparedColumns(dataDiff);
      const pks = keyStatistics(counts);
      const values = valueStatistics(dataDiff, counts, columns);
      if (dataDiff.kind === "cross_db") return { status: "success", pks, values };
      const width = stringList(dataDiff.pk_columns).length + columns.length;
      return {
        status: "success",
        pks,
        values,
        schema: {
          columns_mismatched: pair(0, 0),
          column_type_mismatches: 0,
          column_reorders: 0,
          column_counts: pair(width, width),
          column_type_differs: [],
          exclusive_columns: [[], []],
        },
        dependencies: [],
        materialized_results: {},
      };
    }
    case "processing":
      return { status: "running" };
    case "failed":
    case "cancelled":
      return { status: "failed", error: { error_type: "DataDiffFailed", error_value: `The data diff is ${String(dataDiff.status)}` } };
    default:
      return { status: "pending" };
  }
}
