// pulumi-datafold: a Datafold account from one program. The warehouse connection Datafold
// diffs and monitors run on, the BI integration that feeds lineage from it, and the monitors,
// each naming its connection rather than a numeric id, so the same program builds the next
// account (staging, a new region) too.
//
// Credentials come from the stack config as secrets, never from this program:
//   pulumi config set --secret warehousePassword ...
//   pulumi config set --secret lookerClientSecret ...
// and the Datafold API's from datafold:apiKey / DATAFOLD_API_KEY, datafold:host / DATAFOLD_HOST.
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();
const env = config.get("environment") ?? "prod";

// The connection. Its connection test runs at create and must pass; the API can neither
// change nor delete a data source, so a change fails at preview, naming it (set
// replaceOnChange: true to create a new one instead).
const warehouse = new datafold.DataSource("warehouse", {
  name: `warehouse-${env}`,
  postgres: {
    host: config.get("warehouseHost") ?? "warehouse.internal.example.com",
    user: "datafold",
    dbname: "analytics",
    password: config.requireSecret("warehousePassword"),
    sslmode: "require",
  },
  tempSchema: "datafold_tmp",
});

// Lineage from Looker, bound to the connection above by its id.
const looker = new datafold.LookerIntegration("looker", {
  name: `Looker ${env}`,
  baseUrl: "https://example.looker.com",
  clientId: "looker-api-client",
  clientSecret: config.requireSecret("lookerClientSecret"),
  repoId: 3,
  bindings: warehouse.dataSourceId.apply((id) => [{ remoteId: "warehouse", boundIds: [id] }]),
});

// Monitors on the new connection: given its own id, which also waits for it to exist.
new datafold.SchemaChangeMonitor("orders-schema", {
  name: "Orders schema",
  connectionId: warehouse.dataSourceId,
  table: "analytics.orders",
  schedule: { interval: { every: "day", hour: 6 } },
});

// A connection made elsewhere (in the app, or by another stack) is found by its name: an
// account that names its connections alike needs no edit here.
const snowflake = datafold.getDataSourceOutput({ name: config.get("snowflakeConnection") ?? "Snowflake production" });
new datafold.MetricMonitor("orders-rows", {
  name: "Orders row count",
  connectionId: snowflake.id,
  metric: { type: "table", table: "ANALYTICS.PROD.ORDERS", metric: "row_count" },
  schedule: { interval: { every: "hour" } },
  alert: { type: "automatic", sensitivity: 50 },
});

export const warehouseId = warehouse.dataSourceId;
export const lookerId = looker.integrationId;
export const snowflakeId = snowflake.id;
