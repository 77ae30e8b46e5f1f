import { z } from "zod";
import { oneOf } from "../core/arguments";
import { mustBe } from "../core/describe-value";
import * as wire from "../schemas/bi-integration";
import { viewResult } from "../schemas/view";
import { defineDataFunction } from "./data-function";
import type { GetBiIntegrationsResult } from "./generated/get-bi-integrations";

const GetBiIntegrationsArgs = z
  .strictObject({
    kind: oneOf(wire.BiIntegrationKind.options)
      .optional()
      .describe('Only integrations of this kind: `"looker"`, `"tableau"`, `"powerbi"`, `"mode"`, `"hightouch"` or `"dbt"`. Default every kind.'),
    name: z
      .string(mustBe("a string: the integration's name, exactly as it is", "text"))
      .min(1, "must not be empty: give the name, or leave name out")
      .optional()
      .describe("Only integrations with exactly this name (case and spaces included)."),
  })
  .describe("The arguments of {@link getBiIntegrations}.");

const GetBiIntegrationsResultSchema = z
  .strictObject({
    integrations: z
      .array(viewResult(wire.BiIntegrationInfo))
      .describe("The integrations, in the service's order: their settings as GET shows them, never a credential."),
  })
  .describe("What {@link getBiIntegrations} returns: read afresh at every run of the program.");

export const getBiIntegrationsDefinition = defineDataFunction({
  name: "getBiIntegrations",
  description:
    "Lists the account's BI integrations (Looker, Tableau, Power BI, Mode, Hightouch, dbt), optionally of one kind or one " +
    "name: their settings as the service shows them and never a credential, since the service keeps credentials write-only and " +
    "only the fields listed are copied. For an integration's id to adopt (`adoptIntegrationId`) or to check what exists. " +
    "Connection: the `apiKey` (secret) and `host` settings.",
  args: GetBiIntegrationsArgs,
  result: GetBiIntegrationsResultSchema,
  presentation: { source: "src/functions/bi-integrations-definition.ts" },
  async run({ kind, name }, clients): Promise<GetBiIntegrationsResult> {
    const all = await clients.datafold().listBiIntegrations();
    const kept = all.filter((integration) => (kind === undefined || integration.type === kind) && (name === undefined || integration.name === name));
    return { integrations: kept.map((integration) => wire.BiIntegrationInfo.from(integration)) };
  },
});
