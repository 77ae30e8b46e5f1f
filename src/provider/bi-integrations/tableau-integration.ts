/**
 * TableauIntegration: lineage from Tableau (the vendor's TableauDataSourceConfig). Every field
 * updates in place with the kind's PUT; the token's value is secret and write-only.
 */
import { input, type InputsOf } from "../../kit/fields";
import { BI_COMMON_INPUTS, BI_COMMON_WIRE, credential, text, url } from "./bi-integration-inputs";
import { defineBiIntegrationResource } from "./bi-integration-resource";

/** The inputs of a TableauIntegration, in documented order. */
export const TABLEAU_INTEGRATION_INPUTS = {
  name: BI_COMMON_INPUTS.name,
  serverUrl: input(url("the Tableau server's URL"), {
    description: "The Tableau server's URL, such as `https://10ax.online.tableau.com` (the vendor's `server_url`). Required. An edit in the app shows as drift.",
    required: 'give the Tableau server\'s URL, such as "https://10ax.online.tableau.com".',
    observed: true,
  }),
  siteId: input(text("the Tableau site id"), {
    description: "The Tableau site id, as in the site's URL (the vendor's `site_id`). Required. An edit in the app shows as drift.",
    required: "give the Tableau site id, as in the site's URL.",
    observed: true,
  }),
  tokenName: input(text("the personal access token's name"), {
    description: "The name of the Tableau personal access token (the vendor's `token_name`). Required. An edit in the app shows as drift.",
    required: "give the name of the Tableau personal access token.",
    observed: true,
  }),
  tokenValue: input(credential("the personal access token's value"), {
    description:
      "The Tableau personal access token's value (the vendor's `token_value`). Required. Secret: state holds it encrypted; read " +
      "it from secret config (`pulumi config set --secret`). Write-only: no answer shows it, so refresh cannot compare " +
      "it; change the input to rotate it (an update in place).",
    required: 'give the personal access token\'s value, e.g. config.requireSecret("tableauToken").',
  }),
  indexingCron: BI_COMMON_INPUTS.indexingCron,
  syncAfterChange: BI_COMMON_INPUTS.syncAfterChange,
  adoptIntegrationId: BI_COMMON_INPUTS.adoptIntegrationId,
};

export type TableauIntegrationInputs = InputsOf<typeof TABLEAU_INTEGRATION_INPUTS>;

export const tableauIntegrationResource = defineBiIntegrationResource({
  name: "TableauIntegration",
  kind: "tableau",
  description: "A Datafold Tableau integration: lineage from Tableau's workbooks and data sources.",
  presentation: {
    source: "src/provider/bi-integrations/tableau-integration.ts",
    summary: "A Datafold Tableau integration: lineage from Tableau's workbooks and published data sources.",
    example: [
      'const config = new pulumi.Config();',
      'new datafold.TableauIntegration("tableau", {',
      '  serverUrl: "https://10ax.online.tableau.com",',
      '  siteId: "analytics",',
      '  tokenName: "datafold",',
      '  tokenValue: config.requireSecret("tableauToken"),',
      "});",
    ].join("\n"),
  },
  inputs: TABLEAU_INTEGRATION_INPUTS,
  wire: { ...BI_COMMON_WIRE, serverUrl: "server_url", siteId: "site_id", tokenName: "token_name", tokenValue: "token_value" },
});
