import { z } from "zod";
import { ListAllMonitorRunsParams } from "../client/main-service/params";
import { PositiveId } from "../core/arguments";
import * as wire from "../schemas/monitor-spec";
import { viewResult } from "../schemas/view";
import { requiredArgument } from "./argument-checks";
import { defineDataFunction } from "./data-function";
import type { GetMonitorRunsArgs, GetMonitorRunsResult } from "./monitor-runs";

/** The id of an existing monitor, as getMonitor and getMonitorRuns take it. */
export const monitorIdArgument = () =>
  z
    .number(requiredArgument("a positive whole number", "the monitor's id", "number"))
    .pipe(PositiveId)
    .describe("The monitor's id in Datafold: a positive whole number (a monitor resource's `monitorId`, or an id from getMonitors).");

// monitorId first: the list of arguments in messages starts with the one that is required.
const GetMonitorRunsArgsSchema = z.strictObject({
  monitorId: monitorIdArgument(),
  ...ListAllMonitorRunsParams.omit({ concurrency: true }).shape,
}) satisfies z.ZodType<GetMonitorRunsArgs>;

const GetMonitorRunsResultSchema = z
  .strictObject({
    monitorId: z.number().int().describe("The monitor asked about."),
    runs: z.array(viewResult(wire.MonitorRunInfo)).describe("Its runs in the window, from all pages, newest first."),
    total: z.number().int().describe("How many runs: the length of `runs`."),
  })
  .describe("What getMonitorRuns returns: read afresh at every run of the program.") satisfies z.ZodType<GetMonitorRunsResult>;

export const getMonitorRunsDefinition = defineDataFunction({
  name: "getMonitorRuns",
  description:
    "Reads the runs of one monitor, newest first, every page (a few at a time), optionally only those that started between " +
    "`startTime` and `endTime`. A monitor that does not exist is a NotFoundError. Connection: the `apiKey` (secret) and `host` " +
    "settings.",
  args: GetMonitorRunsArgsSchema,
  result: GetMonitorRunsResultSchema,
  async run({ monitorId, ...params }, clients): Promise<GetMonitorRunsResult> {
    const runs = (await clients.datafold().listAllMonitorRuns(monitorId, params)).map((run) => wire.MonitorRunInfo.from(run));
    return { monitorId, runs, total: runs.length };
  },
});
