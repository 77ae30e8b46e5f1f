import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();

// Looker's lineage: its Snowflake connection read as Datafold's data source 7.
const looker = new datafold.LookerIntegration("looker", {
  name: "Looker prod",
  baseUrl: "https://example.looker.com",
  clientId: "looker-api-client",
  clientSecret: config.requireSecret("lookerClientSecret"),
  repoId: 3,
  bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }],
  syncAfterChange: true,
});

export const lookerIntegrationId = looker.integrationId;
