import * as datafold from "pulumi-datafold";

// The runs of monitor 42 since the start of the year, newest first.
const runs = datafold.getMonitorRunsOutput({ monitorId: 42, startTime: "2025-01-01T00:00:00Z" });

export const paymentsRunCount = runs.total;
export const paymentsRuns = runs.runs;
