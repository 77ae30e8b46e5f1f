import * as datafold from "pulumi-datafold";

// The account's Tableau integrations, those made in the app included.
const tableauList = datafold.getBiIntegrationsOutput({ kind: "tableau" });

export const tableauIntegrations = tableauList.integrations;
