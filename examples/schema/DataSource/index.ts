import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();

// A PostgreSQL warehouse; its password is secret config (`pulumi config set --secret pgPassword ...`).
const analytics = new datafold.DataSource("postgres-analytics", {
  name: "postgres-analytics",
  postgres: {
    host: "pg.internal.example.com",
    user: "datafold",
    dbname: "analytics",
    password: config.requireSecret("pgPassword"),
  },
  tempSchema: "datafold_tmp",
});

// A monitor on this connection takes its id, and waits for it to exist.
export const analyticsDataSourceId = analytics.dataSourceId;
