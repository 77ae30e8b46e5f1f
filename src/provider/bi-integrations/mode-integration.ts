/**
 * ModeIntegration: lineage from Mode (the vendor's ModeDataSourceConfig). Every field updates
 * in place with the kind's PUT; the API token and its password are secret and write-only.
 */
import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { input, type InputsOf } from "../../kit/fields";
import { BI_COMMON_INPUTS, BI_COMMON_WIRE, credential } from "./bi-integration-inputs";
import { defineBiIntegrationResource } from "./bi-integration-resource";

/** The inputs of a ModeIntegration, in documented order. */
export const MODE_INTEGRATION_INPUTS = {
  name: BI_COMMON_INPUTS.name,
  token: input(credential("the Mode API token"), {
    description:
      "The Mode API token (the vendor's `token`). Required. Secret: state holds it encrypted; read it from " +
      "secret config (`pulumi config set --secret`). Write-only: no answer shows it, so refresh cannot compare it; " +
      "change the input to rotate it (an update in place).",
    required: 'give the Mode API token, e.g. config.requireSecret("modeToken").',
  }),
  password: input(credential("the Mode API token's password"), {
    description:
      "The Mode API token's password (the vendor's `password`). Required. Secret and write-only, as `token` is; change it to rotate.",
    required: 'give the Mode API token\'s password, e.g. config.requireSecret("modePassword").',
  }),
  workspace: input(z.string(mustBe("a string (the Mode workspace)", "text")), {
    description: "The Mode workspace (the vendor's `workspace`). Optional: left out, not managed (the service's default is the empty string). An edit in the app shows as drift.",
    observed: true,
  }),
  indexingCron: BI_COMMON_INPUTS.indexingCron,
  syncAfterChange: BI_COMMON_INPUTS.syncAfterChange,
  adoptIntegrationId: BI_COMMON_INPUTS.adoptIntegrationId,
};

export type ModeIntegrationInputs = InputsOf<typeof MODE_INTEGRATION_INPUTS>;

export const modeIntegrationResource = defineBiIntegrationResource({
  name: "ModeIntegration",
  kind: "mode",
  description: "A Datafold Mode integration: lineage from Mode's reports.",
  presentation: {
    source: "src/provider/bi-integrations/mode-integration.ts",
    summary: "A Datafold Mode integration: lineage from Mode's reports and queries.",
    example: [
      'const config = new pulumi.Config();',
      'new datafold.ModeIntegration("mode", {',
      '  token: config.requireSecret("modeToken"),',
      '  password: config.requireSecret("modePassword"),',
      '  workspace: "analytics",',
      "});",
    ].join("\n"),
  },
  inputs: MODE_INTEGRATION_INPUTS,
  wire: { ...BI_COMMON_WIRE, token: "token", password: "password", workspace: "workspace" },
});
