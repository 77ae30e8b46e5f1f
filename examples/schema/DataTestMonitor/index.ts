import * as datafold from "pulumi-datafold";

// Orders with a negative amount: the test fails when the query returns a row.
const negativeAmounts = new datafold.DataTestMonitor("negative-amounts", {
  name: "No negative order amounts",
  connectionId: 7,
  query: "SELECT id FROM analytics.orders WHERE amount < 0",
  schedule: { cron: "0 6 * * *" },
  notifications: [{ type: "email", recipients: ["data@example.com"] }],
  tags: ["orders"],
});

export const negativeAmountsMonitorId = negativeAmounts.monitorId;
