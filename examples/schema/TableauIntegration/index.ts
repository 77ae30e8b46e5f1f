import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();

// Tableau Cloud's lineage, read with a personal access token kept as secret config.
const tableau = new datafold.TableauIntegration("tableau", {
  name: "Tableau prod",
  serverUrl: "https://10ax.online.tableau.com",
  siteId: "analytics",
  tokenName: "datafold",
  tokenValue: config.requireSecret("tableauToken"),
  indexingCron: "0 3 * * *",
});

export const tableauIntegrationId = tableau.integrationId;
