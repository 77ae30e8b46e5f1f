import type { StoredDataDiff } from "../state";

/*
 * The order of GET /api/v1/datadiffs. `order_by` takes any value of the OpenAPI's
 * `ApiSortFilters`; the emulator sorts by the diff's field of that name (or the field the name
 * stands for: `diff_stats_pks` is `diff_stats.diff_pks`, `pr_num` is `ci_pr_num`), and a name
 * whose field it does not keep (`user_name`, `ci_type`, `data_app_*`, ...) sorts every diff
 * alike. Ties go by id ascending; nulls come last ascending and first descending, as
 * PostgreSQL orders them (a guess: the service's database is not documented).
 */

/** `ApiSortFilters` of the OpenAPI, in its order. */
export const DATA_DIFF_SORT_FIELDS = [
  "id", "user_id", "user_name", "data_source1_id", "data_source2_id", "table1", "table2", "query1", "query2",
  "pk_columns", "include_columns", "exclude_columns", "time_column", "time_aggregate", "filter1", "filter2", "done",
  "time_interval_start", "time_interval_end", "created_at", "updated_at", "diff_stats_pks", "diff_stats_rows",
  "diff_stats_values", "stats.match_ratio", "tags", "source", "status", "bisection_factor", "bisection_threshold",
  "ci_type", "ci_run_id", "pr_user_id", "pr_username", "pr_user_email", "pr_user_display_name", "pr_num",
  "pr_branch", "monitor_id", "data_app_type", "data_app_data_source_id", "data_app_model1_id", "data_app_model2_id",
  "data_app_model1_name", "data_app_model2_name", "user_ref", "result", "archived", "purged", "kind",
] as const;
export type DataDiffSortField = (typeof DATA_DIFF_SORT_FIELDS)[number];

const stat = (field: string) => (diff: StoredDataDiff) => (diff.diff_stats as Record<string, unknown> | null | undefined)?.[field];

/** Sort names that stand for another field of the diff. */
const FIELD_OF: Partial<Record<DataDiffSortField, (diff: StoredDataDiff) => unknown>> = {
  diff_stats_pks: stat("diff_pks"),
  diff_stats_rows: stat("diff_rows"),
  diff_stats_values: stat("diff_values"),
  "stats.match_ratio": stat("match_ratio"),
  pr_num: (diff) => diff.ci_pr_num,
  pr_branch: (diff) => diff.ci_pr_branch,
  pr_user_id: (diff) => diff.ci_pr_user_id,
  pr_username: (diff) => diff.ci_pr_username,
  pr_user_email: (diff) => diff.ci_pr_user_email,
  pr_user_display_name: (diff) => diff.ci_pr_user_display_name,
};

/** A value made comparable: null when absent, a list as its parts joined with dots. */
function sortValue(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.join(".");
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}

function compareValues(a: string | number | boolean, b: string | number | boolean): number {
  if (typeof a === typeof b) return a < b ? -1 : a > b ? 1 : 0;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** The data diffs in the order asked for. */
export function sortDataDiffs(diffs: readonly StoredDataDiff[], orderBy: DataDiffSortField, direction: "asc" | "desc"): StoredDataDiff[] {
  const valueOf = FIELD_OF[orderBy] ?? ((diff: StoredDataDiff) => diff[orderBy]);
  const keyed = diffs.map((diff) => ({ diff, key: sortValue(valueOf(diff)) }));
  const sign = direction === "asc" ? 1 : -1;
  keyed.sort((left, right) => {
    if (left.key === right.key) return left.diff.id - right.diff.id;
    // Nulls are larger than any value: last ascending, first descending.
    if (left.key === null) return sign;
    if (right.key === null) return -sign;
    return sign * compareValues(left.key, right.key) || left.diff.id - right.diff.id;
  });
  return keyed.map(({ diff }) => diff);
}

/** A data diff as the list and the create answer it (`ApiDataDiffFull`): without `diff_progress`. */
export function fullDataDiff(diff: StoredDataDiff): Record<string, unknown> {
  const { diff_progress: _progress, ...full } = diff;
  return full;
}
