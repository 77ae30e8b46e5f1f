import * as datafold from "pulumi-datafold";

// Production orders against their staging copy, in the same warehouse, every night.
const ordersDiff = new datafold.DataDiffMonitor("orders-vs-staging", {
  name: "Orders: production vs staging",
  datadiff: {
    diffType: "indb",
    datasetA: { connectionId: 7, table: "ANALYTICS.PROD.ORDERS" },
    datasetB: { connectionId: 7, table: "ANALYTICS.STAGING.ORDERS" },
    primaryKey: ["ID"],
  },
  alert: { differentRowsPercent: 1 },
  schedule: { interval: { every: "day", hour: 2 } },
  notifications: [{ type: "email", recipients: ["data@example.com"] }],
});

export const ordersDiffMonitorId = ordersDiff.monitorId;
