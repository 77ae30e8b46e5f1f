import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();

// Power BI's lineage, read as an Azure application (a service principal) of the tenant.
const powerBi = new datafold.PowerBiIntegration("power-bi", {
  name: "Power BI prod",
  authType: "service_principal",
  tenantId: "00000000-0000-0000-0000-000000000001",
  clientId: "00000000-0000-0000-0000-000000000002",
  clientSecret: config.requireSecret("powerBiClientSecret"),
});

export const powerBiIntegrationId = powerBi.integrationId;
