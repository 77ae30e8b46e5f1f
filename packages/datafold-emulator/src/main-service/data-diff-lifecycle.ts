import type { EmulatorContext } from "../context";
import type { StoredDataDiff } from "../state";
import type { DataDiffRequest } from "./data-diff-request";
import { formatTimestamp } from "./format-timestamp";
import { diffStats } from "./seed-data-diffs";
import { ORGANIZATION_META } from "./seed-data-sources";
import { SeededRandom } from "./seeded-random";

/*
 * Data diffs created through the API. The emulator reads no warehouse, so it runs no diff:
 * a created diff is `processing` for DATA_DIFF_RUN_MS on the emulator clock, then `done`,
 * `identical`, with row counts drawn from its id (the same on every run). Moving the clock
 * (/__emulator/clock) finishes it sooner. The run is kept in `state.runningDataDiffs`, and
 * finished lazily: every data-diff route settles the runs whose time has come before it reads.
 */

/** How long a created data diff runs, on the emulator clock. */
export const DATA_DIFF_RUN_MS = 2_000;

/** Steps a run reports in `diff_progress`. */
const TOTAL_STEPS = 8;

/** The stored data diff with this id; undefined for an unknown id. Reads the state of the moment (a reset replaces it). */
export function findDataDiff(ctx: EmulatorContext, id: number): StoredDataDiff | undefined {
  const dataDiffs = ctx.state.dataDiffs;
  const key = String(id);
  return Object.hasOwn(dataDiffs, key) ? dataDiffs[key] : undefined;
}

/** The next id: above every data diff held, seeded or created. */
function nextDataDiffId(ctx: EmulatorContext): number {
  return Math.max(0, ...Object.keys(ctx.state.dataDiffs).map(Number)) + 1;
}

/**
 * Stores a new data diff for a request already validated, running: in the shape GET
 * /api/v1/datadiffs/{id} answers (`ApiDataDiffWithProgressState`), every field of the request
 * kept. The caller commits.
 */
export function createDataDiff(ctx: EmulatorContext, request: DataDiffRequest): StoredDataDiff {
  const now = ctx.now();
  const id = nextDataDiffId(ctx);
  const inDb = request.data_source1_id === request.data_source2_id;
  const dataDiff: StoredDataDiff = {
    ...request,
    id,
    kind: inDb ? "in_db" : "cross_db",
    // The seeded diffs' choice: the service picks the algorithm (the request has no such field).
    algorithm: inDb ? "join" : "hash",
    status: "processing",
    result: null,
    done: false,
    source: "api",
    user_id: ORGANIZATION_META.user_id,
    affected_columns: [],
    result_revisions: {},
    result_statuses: null,
    monitor_id: null,
    monitor_state: null,
    monitor_error: null,
    ci_pr_num: null,
    ci_pr_branch: null,
    ci_base_branch: null,
    share_token: null,
    share_url: null,
    created_at: formatTimestamp(now),
    updated_at: formatTimestamp(now),
    finished_at: null,
    runtime: null,
    diff_stats: null,
    diff_progress: { version: "1", completed_steps: 0, total_steps: TOTAL_STEPS },
  };
  ctx.state.dataDiffs[String(id)] = dataDiff;
  (ctx.state.runningDataDiffs ??= {})[String(id)] = new Date(now.getTime() + DATA_DIFF_RUN_MS).toISOString();
  return dataDiff;
}

/** What a finished run found: the same rows on both sides, nothing different. */
function finish(dataDiff: StoredDataDiff, finishedAt: Date): void {
  const rows = new SeededRandom(dataDiff.id).int(1_000, 250_000);
  const created = Date.parse(String(dataDiff.created_at));
  Object.assign(dataDiff, {
    status: "done",
    result: "identical",
    done: true,
    finished_at: formatTimestamp(finishedAt),
    updated_at: formatTimestamp(finishedAt),
    runtime: Number.isNaN(created) ? null : (finishedAt.getTime() - created) / 1000,
    diff_stats: diffStats({ rowsA: rows, rowsB: rows, added: 0, removed: 0, changedValues: 0 }),
    diff_progress: { version: "1", completed_steps: TOTAL_STEPS, total_steps: TOTAL_STEPS },
    // infer_pk: "the inferred PK is stored back on the diff"; the emulator infers `id`.
    ...(Array.isArray(dataDiff.pk_columns) && dataDiff.pk_columns.length === 0 ? { pk_columns: ["id"] } : {}),
  });
}

/**
 * Finishes every run whose time has come on the emulator clock, and commits when one did.
 * Every data-diff route awaits it before reading, so what it answers is current.
 */
export async function settleDataDiffRuns(ctx: EmulatorContext): Promise<void> {
  const runs = ctx.state.runningDataDiffs;
  if (runs === undefined) return;
  const now = ctx.now().getTime();
  let changed = false;
  for (const [id, finishesAt] of Object.entries(runs)) {
    const finishAt = Date.parse(finishesAt);
    if (finishAt > now) continue;
    const dataDiff = ctx.state.dataDiffs[id];
    if (dataDiff !== undefined) finish(dataDiff, new Date(finishAt));
    delete runs[id];
    changed = true;
  }
  if (changed) await ctx.commit();
}
