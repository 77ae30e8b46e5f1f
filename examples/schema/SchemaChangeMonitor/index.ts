import * as datafold from "pulumi-datafold";

// The connection is found by its name, not by an account's numeric id.
const warehouse = datafold.getDataSourceOutput({ name: "Snowflake production" });

// A column added, dropped or retyped in the orders table, checked every morning.
const ordersSchema = new datafold.SchemaChangeMonitor("orders-schema", {
  name: "Schema of orders",
  connectionId: warehouse.id,
  table: "ANALYTICS.PROD.ORDERS",
  schedule: { interval: { every: "day", hour: 6 } },
  notifications: [{ type: "email", recipients: ["data@example.com"] }],
});

export const ordersSchemaMonitorId = ordersSchema.monitorId;
