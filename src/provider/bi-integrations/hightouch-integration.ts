/**
 * HightouchIntegration: lineage to Hightouch syncs (the vendor's HighTouchDataSourceConfig).
 * Every field updates in place with the kind's PUT; the API token is secret and write-only.
 */
import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { input, type InputsOf } from "../../kit/fields";
import { BI_COMMON_INPUTS, BI_COMMON_WIRE, bindings, credential } from "./bi-integration-inputs";
import { defineBiIntegrationResource } from "./bi-integration-resource";

/** The inputs of a HightouchIntegration, in documented order. */
export const HIGHTOUCH_INTEGRATION_INPUTS = {
  name: BI_COMMON_INPUTS.name,
  token: input(credential("the Hightouch API token"), {
    description:
      "The Hightouch API token (the vendor's `token`). Required. Secret: state holds it encrypted; read it from " +
      "secret config (`pulumi config set --secret`). Write-only: no answer shows it, so refresh cannot compare it; " +
      "change the input to rotate it (an update in place).",
    required: 'give the Hightouch API token, e.g. config.requireSecret("hightouchToken").',
  }),
  bindings: input(bindings(), {
    description:
      "Which Hightouch sources read which Datafold data sources: `[{ remoteId, boundIds }]` (the vendor's `bindings`). " +
      "Required by the service (give `[]` for none). An edit in the app shows as drift.",
    required: 'give the bindings, such as [{ remoteId: "snowflake-source", boundIds: [7] }], or [] for none.',
    observed: true,
    tsType: "IntegrationBinding[]",
  }),
  workspace: input(z.string(mustBe("a string (the Hightouch workspace)", "text")), {
    description: "The Hightouch workspace (the vendor's `workspace`). Optional: left out, not managed. An edit in the app shows as drift.",
    observed: true,
  }),
  indexingCron: BI_COMMON_INPUTS.indexingCron,
  syncAfterChange: BI_COMMON_INPUTS.syncAfterChange,
  adoptIntegrationId: BI_COMMON_INPUTS.adoptIntegrationId,
};

export type HightouchIntegrationInputs = InputsOf<typeof HIGHTOUCH_INTEGRATION_INPUTS>;

export const hightouchIntegrationResource = defineBiIntegrationResource({
  name: "HightouchIntegration",
  kind: "hightouch",
  description: "A Datafold Hightouch integration: lineage from warehouse tables to Hightouch syncs.",
  presentation: {
    source: "src/provider/bi-integrations/hightouch-integration.ts",
    summary: "A Datafold Hightouch integration: lineage from warehouse tables to Hightouch models and syncs.",
    example: [
      'const config = new pulumi.Config();',
      'new datafold.HightouchIntegration("hightouch", {',
      '  token: config.requireSecret("hightouchToken"),',
      '  bindings: [{ remoteId: "snowflake-source", boundIds: [7] }],',
      "});",
    ].join("\n"),
  },
  inputs: HIGHTOUCH_INTEGRATION_INPUTS,
  wire: { ...BI_COMMON_WIRE, token: "token", bindings: "bindings", workspace: "workspace" },
});
