import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();

// Hightouch's syncs: its source "warehouse" reads Datafold's data source 7.
const hightouch = new datafold.HightouchIntegration("hightouch", {
  name: "Hightouch prod",
  workspace: "acme",
  token: config.requireSecret("hightouchToken"),
  bindings: [{ remoteId: "warehouse", boundIds: [7] }],
});

export const hightouchIntegrationId = hightouch.integrationId;
