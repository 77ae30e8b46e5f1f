import { z } from "zod";
import { ListAllMonitorRunsParams } from "../client/main-service/params";
import { PositiveId } from "../core/arguments";
import * as wire from "../schemas/monitor-spec";
import { viewResult } from "../schemas/view";
import { requiredArgument } from "./argument-checks";
import { defineDataFunction } from "./data-function";
import type { GetMonitorRunsResult } from "./generated/get-monitor-runs";

/** The id of an existing monitor, as getMonitor and getMonitorRuns take it. */
export const monitorIdArgument = () =>
  z
    .number(requiredArgument("a positive whole number", "the monitor's id", "number"))
    .pipe(PositiveId)
    .describe("The monitor's id in Datafold: a positive whole number (a monitor resource's `monitorId`, or an id from {@link getMonitors}).");

const { startTime, endTime, pageSize, maxPages } = ListAllMonitorRunsParams.shape;

// monitorId first: the list of arguments in messages starts with the one that is required.
const GetMonitorRunsArgs = z
  .strictObject({
    monitorId: monitorIdArgument(),
    startTime: startTime.describe(
      'Only runs that started at or after this time: an ISO 8601 date-time such as `"2025-05-31T09:30:00Z"` (or a date: ' +
        "midnight UTC). Applied by the service.",
    ),
    endTime: endTime.describe("Only runs that started at or before this time: an ISO 8601 date-time (or a date: midnight UTC). Applied by the service."),
    pageSize: pageSize.describe(
      "Runs per request while walking the pages: a whole number, 1 or more. Default 100. Changes only how many requests are " +
        "made, not the result.",
    ),
    maxPages: maxPages.describe(
      "Most pages read. A service whose first page announces more fails the call (TooManyPagesError) instead of being " +
        "walked: narrow the window with `startTime`. Default 10 000.",
    ),
  })
  .describe("The arguments of {@link getMonitorRuns}: the monitor, and optionally a time window.");

const GetMonitorRunsResultSchema = z
  .strictObject({
    monitorId: z.number().int().describe("The monitor asked about."),
    runs: z.array(viewResult(wire.MonitorRunInfo)).describe("Its runs in the window, from all pages, newest first."),
    total: z.number().int().describe("How many runs: the length of `runs`."),
  })
  .describe("What {@link getMonitorRuns} returns: read afresh at every run of the program.");

export const getMonitorRunsDefinition = defineDataFunction({
  name: "getMonitorRuns",
  description:
    "Reads the runs of one monitor, newest first, every page (a few at a time), optionally only those that started between " +
    "`startTime` and `endTime`. A monitor that does not exist is a NotFoundError. Connection: the `apiKey` (secret) and `host` " +
    "settings.",
  args: GetMonitorRunsArgs,
  result: GetMonitorRunsResultSchema,
  presentation: { source: "src/functions/monitor-runs-definition.ts" },
  async run({ monitorId, ...params }, clients): Promise<GetMonitorRunsResult> {
    const runs = (await clients.datafold().listAllMonitorRuns(monitorId, params)).map((run) => wire.MonitorRunInfo.from(run));
    return { monitorId, runs, total: runs.length };
  },
});
