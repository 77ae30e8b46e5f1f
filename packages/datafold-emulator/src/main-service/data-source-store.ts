import type { EmulatorContext } from "../context";
import type { DataSourceTestOutcome, StoredDataSource, StoredDataSourceTest } from "../state";
import { secretOptions } from "./data-source-configs";
import { formatTimestamp } from "./format-timestamp";
import { SEEDED_DATA_SOURCES } from "./seed-data-sources";

/*
 * The data sources: the seeded ones (read-only until the "app" changes them), and those created
 * through the API, in the state. The API has no update and no delete: only the control API's
 * stand-ins for the app change or remove one.
 */

/** Ids of created data sources start here, far above the seeded ones. */
export const FIRST_CREATED_DATA_SOURCE_ID = 101;

/** How pydantic shows a `SecretStr` that is set. */
export const MASKED = "**********";

/** The steps of a connection test, in the vendor's order (`ConfigurationCheckStep`). */
const TEST_STEPS = ["connection", "temp_schema", "schema_download", "lineage_download"];

/** A data source as GET shows it, or undefined. */
export function findDataSource(ctx: EmulatorContext, id: number): StoredDataSource | undefined {
  const changed = ctx.state.dataSources ?? {};
  const key = String(id);
  if (Object.hasOwn(changed, key)) return changed[key] ?? undefined;
  const seeded = SEEDED_DATA_SOURCES.get(id);
  return seeded === undefined ? undefined : (structuredClone(seeded) as StoredDataSource);
}

/** Every data source, by id. */
export function listDataSources(ctx: EmulatorContext): StoredDataSource[] {
  const ids = new Set([...SEEDED_DATA_SOURCES.keys(), ...Object.keys(ctx.state.dataSources ?? {}).map(Number)]);
  return [...ids]
    .sort((a, b) => a - b)
    .map((id) => findDataSource(ctx, id))
    .filter((source): source is StoredDataSource => source !== undefined);
}

/** The data source, copied into the state first when it is a pristine seeded one, ready to change. */
export function dataSourceToChange(ctx: EmulatorContext, id: number): StoredDataSource | undefined {
  const source = findDataSource(ctx, id);
  if (source === undefined) return undefined;
  (ctx.state.dataSources ??= {})[String(id)] = source;
  return source;
}

/** Removes a data source, as someone would in the app. */
export function removeDataSource(ctx: EmulatorContext, id: number): boolean {
  if (findDataSource(ctx, id) === undefined) return false;
  (ctx.state.dataSources ??= {})[String(id)] = null;
  return true;
}

/** Credentials replaced by the mask: the emulator never keeps one. */
export function masked(type: string, options: Record<string, unknown> | null): Record<string, unknown> | null {
  if (options === null) return null;
  const shown = { ...options };
  for (const name of secretOptions(type)) if (shown[name] !== null && shown[name] !== undefined) shown[name] = MASKED;
  return shown;
}

/** Stores a data source read from a create body (every field pydantic filled in), and answers it as GET will. */
export function createDataSource(ctx: EmulatorContext, form: Record<string, unknown>): StoredDataSource {
  const state = ctx.state;
  const id = state.nextDataSourceId ?? FIRST_CREATED_DATA_SOURCE_ID;
  state.nextDataSourceId = id + 1;
  const type = form.type as string;
  const source: StoredDataSource = {
    ...form,
    id,
    type,
    name: form.name as string,
    options: masked(type, (form.options as Record<string, unknown> | null) ?? null),
    // What the client cannot set: the service's own.
    accessible: true,
    created_from: null,
    last_test: null,
    secret_id: null,
    source: null,
  };
  (state.dataSources ??= {})[String(id)] = source;
  return source;
}

/** How a test of this data source ends: its name's outcome, else `*`'s, else it passes. */
function outcomeFor(ctx: EmulatorContext, name: string): DataSourceTestOutcome {
  const outcomes = ctx.state.dataSourceTestOutcomes ?? {};
  return outcomes[name] ?? outcomes["*"] ?? { outcome: "pass", message: null };
}

/**
 * Starts a connection test. It ends at once (pass or fail), or never (`hang`), as the control
 * API set; a test that ends becomes the data source's `last_test`.
 */
export function startDataSourceTest(ctx: EmulatorContext, source: StoredDataSource): StoredDataSourceTest {
  const tests = (ctx.state.dataSourceTests ??= {});
  const id = Object.keys(tests).length + 1;
  const { outcome, message } = outcomeFor(ctx, source.name);
  const test: StoredDataSourceTest =
    outcome === "hang"
      ? { id, dataSourceId: source.id, status: "processing", results: [] }
      : outcome === "fail"
        ? { id, dataSourceId: source.id, status: "failed", results: [{ step: "connection", status: "failed", result: message ?? "Connection refused" }] }
        : { id, dataSourceId: source.id, status: "done", results: TEST_STEPS.map((step) => ({ step, status: "done", result: null })) };
  tests[String(id)] = test;
  if (outcome !== "hang") {
    const changed = dataSourceToChange(ctx, source.id);
    if (changed !== undefined) changed.last_test = { tested_at: formatTimestamp(ctx.now()), results: test.results };
  }
  return test;
}

/** A test's job as GET answers it. */
export function testView(test: StoredDataSourceTest): Record<string, unknown> {
  return { id: test.id, status: test.status, results: test.results };
}
