import * as datafold from "pulumi-datafold";

// The account's critical monitors, and how many of them are alerting.
const critical = datafold.getMonitorsOutput({ tags: ["critical"] });

export const criticalMonitorCount = critical.total;
export const criticalAlerting = critical.countsByState.alert;
