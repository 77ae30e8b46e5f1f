/**
 * LookerIntegration: lineage from Looker (the vendor's LookerDataSourceConfig). Every field
 * updates in place with the kind's PUT; the client secret is secret and write-only.
 */
import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { input, type InputsOf } from "../../kit/fields";
import { BI_COMMON_INPUTS, BI_COMMON_WIRE, bindings, credential, positiveId, text, url } from "./bi-integration-inputs";
import { defineBiIntegrationResource } from "./bi-integration-resource";

/** The inputs of a LookerIntegration, in documented order. */
export const LOOKER_INTEGRATION_INPUTS = {
  name: BI_COMMON_INPUTS.name,
  baseUrl: input(url("the Looker instance's URL"), {
    description: "The Looker instance's URL, such as `https://example.looker.com` (the vendor's `base_url`). Required. An edit in the app shows as drift.",
    required: 'give the Looker instance\'s URL, such as "https://example.looker.com".',
    observed: true,
  }),
  clientId: input(text("the Looker API client id"), {
    description: "The Looker API3 client id (the vendor's `client_id`). Required. An edit in the app shows as drift.",
    required: "give the Looker API client id (Looker: Admin, Users, API keys).",
    observed: true,
  }),
  clientSecret: input(credential("the Looker API client secret"), {
    description:
      "The Looker API3 client secret (the vendor's `client_secret`). Required. Secret: state holds it encrypted; read it from " +
      "secret config (`pulumi config set --secret`). Write-only: no answer shows it, so refresh cannot compare it; " +
      "change the input to rotate it (an update in place).",
    required: 'give the Looker API client secret, e.g. config.requireSecret("lookerClientSecret").',
  }),
  repoId: input(positiveId("the Datafold repository's id"), {
    description: "The id of the Datafold repository that holds the LookML project (the vendor's `repo_id`). Required. An edit in the app shows as drift.",
    required: "give the id of the Datafold repository of the LookML project.",
    observed: true,
    tsType: "number",
  }),
  projectIds: input(z.array(text("a Looker project id"), mustBe("an array of Looker project ids")), {
    description: "The Looker projects to index (the vendor's `project_ids`). Optional: left out, not managed (the service's default is none).",
    observed: true,
  }),
  bindings: input(bindings(), {
    description:
      "Which Looker connections read which Datafold data sources: `[{ remoteId, boundIds }]` (the vendor's `bindings`). " +
      "Optional: left out, not managed (the service's default is none). An edit in the app shows as drift.",
    observed: true,
    tsType: "IntegrationBinding[]",
  }),
  indexingCron: BI_COMMON_INPUTS.indexingCron,
  syncAfterChange: BI_COMMON_INPUTS.syncAfterChange,
  adoptIntegrationId: BI_COMMON_INPUTS.adoptIntegrationId,
};

export type LookerIntegrationInputs = InputsOf<typeof LOOKER_INTEGRATION_INPUTS>;

export const lookerIntegrationResource = defineBiIntegrationResource({
  name: "LookerIntegration",
  kind: "looker",
  description: "A Datafold Looker integration: column-level lineage from Looker's explores and dashboards.",
  presentation: {
    source: "src/provider/bi-integrations/looker-integration.ts",
    summary: "A Datafold Looker integration: lineage from Looker's explores, looks and dashboards.",
    example: [
      'const config = new pulumi.Config();',
      'new datafold.LookerIntegration("looker", {',
      '  name: "Looker prod",',
      '  baseUrl: "https://example.looker.com",',
      '  clientId: "looker-api-client",',
      '  clientSecret: config.requireSecret("lookerClientSecret"),',
      "  repoId: 3,",
      '  bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }],',
      "});",
    ].join("\n"),
  },
  inputs: LOOKER_INTEGRATION_INPUTS,
  wire: { ...BI_COMMON_WIRE, baseUrl: "base_url", clientId: "client_id", clientSecret: "client_secret", repoId: "repo_id", projectIds: "project_ids", bindings: "bindings" },
});
