import type { StoredDataDiff } from "../state";
import { formatTimestamp } from "./format-timestamp";

/*
 * Seeded data diffs, in the shape GET /api/v1/datadiffs/{id} returns
 * (ApiDataDiffWithProgressState). They are state (PATCH changes their flags), so their
 * times are placed relative to the emulator clock at seeding time.
 */

const HOUR = 3_600_000;

export interface DiffStatsSeed {
  readonly rowsA: number;
  readonly rowsB: number;
  readonly added: number;
  readonly removed: number;
  readonly changedValues: number;
}

/** Diff statistics as the vendor reports them (DiffStats, version 2). */
export function diffStats(seed: DiffStatsSeed): Record<string, unknown> {
  const differing = seed.added + seed.removed + seed.changedValues;
  const total = Math.max(seed.rowsA, seed.rowsB, 1);
  return {
    version: "2",
    table_a_row_count: seed.rowsA,
    table_b_row_count: seed.rowsB,
    rows_added: seed.added,
    rows_removed: seed.removed,
    diff_rows_count: differing,
    diff_rows: differing,
    diff_rows_number: differing,
    diff_pks: seed.added + seed.removed,
    diff_values: seed.changedValues,
    diff_duplicate_pks: 0,
    diff_null_pks: 0,
    diff_schema: 0,
    errors: 0,
    diff_ratio: differing / total,
    match_ratio: 1 - differing / total,
    exclusive_ratio: (seed.added + seed.removed) / total,
    sampled: false,
  };
}

interface DataDiffSeed {
  readonly id: number;
  readonly hoursAgo: number;
  /** How long it ran; null while it is still running. */
  readonly runtimeSeconds: number | null;
  readonly fields: Record<string, unknown>;
}

function dataDiff(now: Date, seed: DataDiffSeed): StoredDataDiff {
  const created = now.getTime() - seed.hoursAgo * HOUR;
  const finished = seed.runtimeSeconds === null ? null : created + seed.runtimeSeconds * 1000;
  return {
    id: seed.id,
    kind: "in_db",
    status: "done",
    result: "identical",
    done: finished !== null,
    archived: false,
    purged: false,
    source: "interactive",
    algorithm: "join",
    data_source1_id: 7,
    data_source2_id: 7,
    pk_columns: ["id"],
    columns_to_compare: null,
    include_columns: null,
    exclude_columns: null,
    filter1: null,
    filter2: null,
    query1: null,
    query2: null,
    diff_tolerance: null,
    tolerance_mode: null,
    sampling_tolerance: null,
    sampling_confidence: null,
    materialize_dataset1: false,
    materialize_dataset2: false,
    affected_columns: [],
    result_revisions: {},
    tags: [],
    user_id: 12,
    monitor_id: null,
    monitor_state: null,
    ci_pr_num: null,
    ci_pr_branch: null,
    ci_base_branch: null,
    created_at: formatTimestamp(created),
    updated_at: formatTimestamp(finished ?? created),
    finished_at: finished === null ? null : formatTimestamp(finished),
    runtime: seed.runtimeSeconds,
    diff_progress: { version: "1", completed_steps: finished === null ? 3 : 8, total_steps: 8 },
    ...seed.fields,
  };
}

/**
 * The columns each seeded data diff compares besides its primary key, which the summaries
 * report (a real diff reads them from the tables; the GET body does not list them).
 */
export const SEEDED_COMPARED_COLUMNS: Readonly<Record<number, readonly string[]>> = {
  101: ["customer_id", "amount", "status", "created_at"],
  102: ["email", "country", "created_at"],
  103: ["product_id", "quantity", "unit_price", "tax_amount"],
  104: ["user_id", "started_at", "duration_s"],
  105: ["order_id", "amount", "reason_code"],
  106: ["order_id", "amount", "method"],
};

/** The data diffs a fresh emulator holds (ids 101 to 106), keyed by id as a string. */
export function seedDataDiffs(now: Date): Record<string, StoredDataDiff> {
  const seeds: DataDiffSeed[] = [
    {
      id: 101, hoursAgo: 50, runtimeSeconds: 42,
      fields: {
        result: "different",
        table1: ["ANALYTICS", "PROD", "ORDERS"],
        table2: ["ANALYTICS", "DEV_ALICE", "ORDERS"],
        pk_columns: ["order_id"],
        affected_columns: ["amount", "status"],
        diff_stats: diffStats({ rowsA: 120_431, rowsB: 120_447, added: 16, removed: 0, changedValues: 212 }),
        tags: ["finance"],
      },
    },
    {
      id: 102, hoursAgo: 30, runtimeSeconds: 17,
      fields: {
        table1: ["ANALYTICS", "PROD", "CUSTOMERS"],
        table2: ["ANALYTICS", "STAGING", "CUSTOMERS"],
        pk_columns: ["customer_id"],
        source: "api",
        diff_stats: diffStats({ rowsA: 48_112, rowsB: 48_112, added: 0, removed: 0, changedValues: 0 }),
      },
    },
    {
      id: 103, hoursAgo: 20, runtimeSeconds: 305,
      fields: {
        kind: "cross_db",
        algorithm: "hash",
        result: "different",
        data_source1_id: 3,
        data_source2_id: 7,
        table1: ["legacy_dwh", "sales", "invoice_lines"],
        table2: ["ANALYTICS", "PROD", "INVOICE_LINES"],
        pk_columns: ["invoice_id", "line_no"],
        affected_columns: ["tax_amount"],
        diff_stats: diffStats({ rowsA: 2_904_117, rowsB: 2_904_101, added: 0, removed: 16, changedValues: 1_204 }),
        tags: ["migration", "finance"],
      },
    },
    {
      id: 104, hoursAgo: 24 * 40, runtimeSeconds: 12,
      fields: {
        archived: true,
        table1: ["ANALYTICS", "PROD", "SESSIONS"],
        table2: ["ANALYTICS", "DEV_BOB", "SESSIONS"],
        pk_columns: ["session_id"],
        diff_stats: diffStats({ rowsA: 9_812, rowsB: 9_812, added: 0, removed: 0, changedValues: 0 }),
      },
    },
    {
      id: 105, hoursAgo: 24 * 90, runtimeSeconds: 64,
      fields: {
        archived: true,
        purged: true,
        result: "different",
        source: "ci",
        ci_pr_num: 481,
        ci_pr_branch: "feature/refund-reasons",
        ci_base_branch: "main",
        table1: ["ANALYTICS", "PROD", "REFUNDS"],
        table2: ["ANALYTICS", "PR_481", "REFUNDS"],
        pk_columns: ["refund_id"],
        affected_columns: ["reason_code"],
        diff_stats: diffStats({ rowsA: 3_301, rowsB: 3_301, added: 0, removed: 0, changedValues: 87 }),
      },
    },
    {
      id: 106, hoursAgo: 0.25, runtimeSeconds: null,
      fields: {
        status: "processing",
        result: null,
        source: "schedule",
        table1: ["ANALYTICS", "PROD", "PAYMENTS"],
        table2: ["ANALYTICS", "SNAPSHOT", "PAYMENTS"],
        pk_columns: ["payment_id"],
        diff_stats: null,
      },
    },
  ];
  return Object.fromEntries(seeds.map((seed) => [String(seed.id), dataDiff(now, seed)]));
}
