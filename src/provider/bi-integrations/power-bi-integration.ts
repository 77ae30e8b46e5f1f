/**
 * PowerBiIntegration: lineage from Power BI (the vendor's PowerBIDataSourceConfig, whose
 * fields are all optional). Every field updates in place with the kind's PUT; the client
 * secret is secret and write-only.
 */
import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { input, type InputsOf } from "../../kit/fields";
import { BI_COMMON_INPUTS, BI_COMMON_WIRE, credential, text } from "./bi-integration-inputs";
import { defineBiIntegrationResource } from "./bi-integration-resource";

/** The inputs of a PowerBiIntegration, in documented order. */
export const POWER_BI_INTEGRATION_INPUTS = {
  name: BI_COMMON_INPUTS.name,
  authType: input(z.enum(["delegated", "service_principal"], mustBe('"delegated" or "service_principal"', "text")), {
    description:
      'How Datafold signs in to Power BI: `"delegated"` (as a user) or `"service_principal"` (as an Azure application; the ' +
      "vendor's `auth_type`). Optional: left out, not managed. An edit in the app shows as drift.",
    observed: true,
  }),
  clientId: input(text("the Azure application's client id"), {
    description: "The Azure application's client id (the vendor's `client_id`). Optional: left out, not managed. An edit in the app shows as drift.",
    observed: true,
  }),
  clientSecret: input(credential("the Azure application's client secret"), {
    description:
      "The Azure application's client secret (the vendor's `client_secret`). Optional. Secret: state holds it encrypted; read " +
      "it from secret config (`pulumi config set --secret`). Write-only: no answer shows it, so refresh cannot compare " +
      "it; change the input to rotate it (an update in place).",
  }),
  tenantId: input(text("the Azure tenant id"), {
    description: "The Azure tenant id (the vendor's `tenant_id`). Optional: left out, not managed. An edit in the app shows as drift.",
    observed: true,
  }),
  indexingCron: BI_COMMON_INPUTS.indexingCron,
  syncAfterChange: BI_COMMON_INPUTS.syncAfterChange,
  adoptIntegrationId: BI_COMMON_INPUTS.adoptIntegrationId,
};

export type PowerBiIntegrationInputs = InputsOf<typeof POWER_BI_INTEGRATION_INPUTS>;

export const powerBiIntegrationResource = defineBiIntegrationResource({
  name: "PowerBiIntegration",
  kind: "powerbi",
  description: "A Datafold Power BI integration: lineage from Power BI's reports and datasets.",
  presentation: {
    source: "src/provider/bi-integrations/power-bi-integration.ts",
    summary: "A Datafold Power BI integration: lineage from Power BI's reports and datasets.",
    example: [
      'const config = new pulumi.Config();',
      'new datafold.PowerBiIntegration("powerbi", {',
      '  authType: "service_principal",',
      '  clientId: "5f1c0e9a-azure-app",',
      '  clientSecret: config.requireSecret("powerBiClientSecret"),',
      '  tenantId: "contoso.onmicrosoft.com",',
      "});",
    ].join("\n"),
  },
  inputs: POWER_BI_INTEGRATION_INPUTS,
  wire: { ...BI_COMMON_WIRE, authType: "auth_type", clientId: "client_id", clientSecret: "client_secret", tenantId: "tenant_id" },
});
