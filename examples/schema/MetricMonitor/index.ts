import * as datafold from "pulumi-datafold";

// The average order amount, checked every hour; an anomaly emails the data team.
const amount = new datafold.MetricMonitor("orders-amount", {
  name: "Orders: average amount",
  connectionId: 7,
  metric: { type: "column", table: "analytics.orders", column: "amount", metric: "average", filter: "amount > 0" },
  schedule: { interval: { every: "hour" } },
  alert: { type: "automatic", sensitivity: 50 },
  notifications: [{ type: "email", recipients: ["data@example.com"] }],
  tags: ["orders"],
  onDelete: "pause",
});

export const ordersAmountMonitorId = amount.monitorId;
