import * as datafold from "pulumi-datafold";

// What was done to monitors since the start of the year, and by whom: a drift report's source.
const changes = datafold.getAuditLogsOutput({ objectType: "monitor", startTime: "2025-01-01" });

export const monitorChangeCount = changes.total;
export const monitorChanges = changes.entries;
