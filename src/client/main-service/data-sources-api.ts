import { checkArgument, checkArguments, PositiveId } from "../../core/arguments";
import { ConnectionTestError } from "../../core/errors";
import { pathSegment } from "../../core/path-segment";
import * as wire from "../../schemas/data-source";
import type { TestDataSourceOptions } from "../../types/main-service-params";
import { TestDataSourceOptions as WaitForTestOptions } from "./params";
import type { DataSource, DataSourceCreate, DataSourceTestJob, DataSourceTestResults, DataSourceTestStep } from "../../types/data-source";
import type { HttpClient } from "../transport/http-client";

/*
 * The data sources of the main service: create, read one, list, and the connection test, which
 * the service runs as a job (POST .../{id}/test, then GET .../test/{job_id} until it ends).
 * The API has no update and no delete of a data source.
 */

export const DEFAULT_TEST_TIMEOUT_MS = 120_000;
export const DEFAULT_TEST_POLL_INTERVAL_MS = 1_000;

/** Statuses after which a job does not move again (the vendor's `JobStatus`). */
const ENDED = new Set(["done", "failed", "cancelled", "needs_confirmation", "needs_authentication"]);

function dataSourcePath(id: number, method: string): string {
  return `/api/v1/data_sources/${pathSegment(checkArgument(PositiveId, id, method, "dataSourceId"), method, "dataSourceId")}`;
}

/** POST /api/v1/data_sources. Not retried (POST never is): a lost answer may have made one. */
export function createDataSource(http: HttpClient, body: DataSourceCreate): Promise<DataSource> {
  const checked = checkArguments(wire.DataSourceCreate, body, "createDataSource", "body");
  return http.request({ endpoint: `create ${checked.type} data source`, method: "POST", path: "/api/v1/data_sources", body: checked, schema: wire.DataSource });
}

/** GET /api/v1/data_sources/{id}: a NotFoundError when there is none. */
export function getDataSource(http: HttpClient, dataSourceId: number): Promise<DataSource> {
  return http.request({ endpoint: "get data source", method: "GET", path: dataSourcePath(dataSourceId, "getDataSource"), schema: wire.DataSource });
}

/** GET /api/v1/data_sources: every data source, one answer (the API does not page it). */
export function listDataSources(http: HttpClient): Promise<DataSource[]> {
  return http.request({ endpoint: "list data sources", method: "GET", path: "/api/v1/data_sources", schema: wire.DataSourceList });
}

/** POST /api/v1/data_sources/{id}/test: starts a connection test, and answers its job. */
export function startDataSourceTest(http: HttpClient, dataSourceId: number): Promise<DataSourceTestJob> {
  return http.request({ endpoint: "test data source", method: "POST", path: `${dataSourcePath(dataSourceId, "startDataSourceTest")}/test`, schema: wire.DataSourceTestJob });
}

/** GET /api/v1/data_sources/test/{job_id}: the job as it stands. */
export function getDataSourceTest(http: HttpClient, jobId: number): Promise<DataSourceTestResults> {
  const id = checkArgument(PositiveId, jobId, "getDataSourceTest", "jobId");
  return http.request({
    endpoint: "get data source test",
    method: "GET",
    path: `/api/v1/data_sources/test/${pathSegment(id, "getDataSourceTest", "jobId")}`,
    schema: wire.DataSourceTestResults,
  });
}

/**
 * Looks at a test job until it ends, at most `timeoutMs`: resolves with it when it is `done`
 * with no failed step; throws ConnectionTestError when it ended otherwise (the failed steps'
 * own messages in the error's), or when the wait ran out (saying how long, and that the test
 * may still end: look at the data source in the app, or run the test again).
 */
export async function waitForDataSourceTest(
  http: HttpClient,
  dataSourceId: number,
  jobId: number,
  options: TestDataSourceOptions,
  sleep: (ms: number) => Promise<void>,
): Promise<DataSourceTestResults> {
  const { timeoutMs = DEFAULT_TEST_TIMEOUT_MS, pollIntervalMs = DEFAULT_TEST_POLL_INTERVAL_MS } = checkArguments(WaitForTestOptions, options, "testDataSource", "options");
  // The wait is counted in the pauses between looks, so that a test's own `sleep` (which returns
  // at once) sees the same number of looks as a real timer would.
  let waited = 0;
  for (;;) {
    const job = await getDataSourceTest(http, jobId);
    if (ENDED.has(job.status)) {
      const failed = job.results.filter((step) => step.status !== "done");
      if (job.status === "done" && failed.length === 0) return job;
      throw new ConnectionTestError(
        `The connection test of data source ${dataSourceId} ${job.status === "done" ? "found failures" : `ended ${job.status}`} (job ${jobId}): ${describeSteps(failed, job.status)}`,
        dataSourceId,
        jobId,
        job.status,
        false,
      );
    }
    if (waited + pollIntervalMs > timeoutMs) {
      throw new ConnectionTestError(
        `The connection test of data source ${dataSourceId} (job ${jobId}) had not ended after ${Math.round(timeoutMs / 1000)} s (status ${job.status}). ` +
          "It may still end: see the data source in the Datafold app (Settings → Data connections), or run the test again with a longer wait.",
        dataSourceId,
        jobId,
        job.status,
        true,
      );
    }
    await sleep(pollIntervalMs);
    waited += pollIntervalMs;
  }
}

/** The failed steps in the vendor's words: `connection: password authentication failed`. */
function describeSteps(steps: readonly DataSourceTestStep[], status: string): string {
  if (steps.length === 0) return `the service gave no reason (status ${status}).`;
  return `${steps.map((step) => `${step.step} ${step.status}${step.result === undefined || step.result === null ? "" : `: ${resultText(step.result)}`}`).join("; ")}.`;
}

function resultText(result: unknown): string {
  if (typeof result === "string") return result;
  if (typeof result === "object" && result !== null && typeof (result as { message?: unknown }).message === "string") return (result as { message: string }).message;
  return JSON.stringify(result);
}
