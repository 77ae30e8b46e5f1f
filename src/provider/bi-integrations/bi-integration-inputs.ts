/**
 * What the six BI integration resources share: the inputs every kind has (name, indexing
 * schedule, the resync option, adoption), the schemas of their values (a URL, a credential, a
 * connection binding), the outputs, and the family their generated types extend. A kind's own
 * fields are in its file; the wire's snake_case names sit beside each field (`wire`), so that
 * the lifecycle converts both ways in one place (./bi-integration-resource.ts).
 */
import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { input, output } from "../../kit/fields";
import type { ResourceFamily } from "../../kit/presentation";
import { secret } from "../../kit/secret";
import { wholeNumber } from "../../kit/whole-number";
import { strictShape, text } from "../monitors/monitor-inputs";

export { text };

/** An absolute http(s) URL: the address of a BI tool's server. */
export const url = (what: string) =>
  z
    .string(mustBe(`${what}, a string`))
    .min(1, `must not be empty: give ${what}`)
    .refine((value) => {
      try {
        const parsed = new URL(value);
        return parsed.protocol === "https:" || parsed.protocol === "http:";
      } catch {
        return false;
      }
    }, `must be an absolute http:// or https:// URL (${what}), such as "https://example.looker.com"`);

/**
 * A credential: a non-empty string, marked secret (state holds it encrypted, the class warns
 * when it is given in plain text). Its messages never show the value: a credential in the wrong
 * place must not be printed.
 */
export const credential = (what: string) =>
  secret(
    z
      .string({ error: `must be a string (${what}); the value given is not shown, since it may be a credential` })
      .min(1, `must not be empty: give ${what}`),
  );

/** A positive whole number (an id), typed `number` in the public types (the check's transform hides it). */
export const positiveId = (what: string) => wholeNumber(1, Number.MAX_SAFE_INTEGER, `${what}, a positive whole number`).meta({ tsType: "number" });

/** A connection binding (the vendor's DataSourceBinding, camelCase on the wire too). */
export const IntegrationBinding = strictShape({
  remoteId: text("the connection's id in the BI tool").describe("The id of the connection in the BI tool (a Looker connection's name, a Hightouch source's id)."),
  boundIds: z
    .array(positiveId("a Datafold data source id").describe("A Datafold data source id."), mustBe("an array of Datafold data source ids"))
    .describe("The ids of the Datafold data sources that connection reads."),
}).describe("Binds a connection of the BI tool to the Datafold data sources it reads (the vendor's DataSourceBinding).");

export const bindings = () => z.array(IntegrationBinding, mustBe("an array of bindings, each { remoteId, boundIds }"));

/**
 * The inputs every kind has, after its own: the name and the indexing schedule (settings GET
 * shows, so observed: an edit in the app is drift), then the two only the provider reads.
 */
export const BI_COMMON_INPUTS = {
  name: input(z.string(mustBe("a string")).min(1, "must not be empty: give the integration's name, or leave name out"), {
    description:
      "The integration's name in Datafold. Optional (the service names it otherwise). A change updates it in place; a name " +
      "changed in the app shows as drift on refresh, and the next `up` sets it back. Unique names per stack let a lost create " +
      "answer be settled without doubt.",
    observed: true,
  }),
  indexingCron: input(text("a cron expression, such as \"0 3 * * *\""), {
    description:
      "When Datafold indexes the integration: a cron expression, such as `\"0 3 * * *\"` (the vendor's `indexing_cron`). " +
      "Optional: left out, the service's schedule applies and is not managed. A change updates it in place; an edit in the app " +
      "shows as drift.",
    observed: true,
  }),
  syncAfterChange: input(z.boolean(mustBe("true or false", "boolean")), {
    description:
      "Start a sync (GET `/api/v1/lineage/bi/{id}/sync/`) after the integration is created, adopted or changed, so that " +
      "lineage reflects the new settings at once rather than at the next indexing. Default false. A sync that fails after a " +
      "create deletes the new integration again (nothing is left that the stack does not track). Changing this input alone " +
      "sends nothing.",
    default: false,
  }),
  adoptIntegrationId: input(positiveId("the integration's id"), {
    description:
      "Adopt the existing integration of this id instead of creating one: it must be of this resource's kind; create PUTs the " +
      "inputs to it (credentials included: the API cannot show whether they already match). Use it for an integration made in " +
      "the app, or the one a lost create answer named. Changing it later changes nothing: the resource keeps the integration it has.",
    tsType: "number",
  }),
};

/** Which inputs GET never shows, and refresh so cannot compare: the provider's own options. */
export const PROVIDER_ONLY_INPUTS: readonly string[] = ["syncAfterChange", "adoptIntegrationId"];

/** The wire names of the common settings. */
export const BI_COMMON_WIRE = { name: "name", indexingCron: "indexing_cron" } as const;

export const BI_INTEGRATION_OUTPUTS = {
  integrationId: output(z.number().int(), { description: "The integration's id in Datafold (the resource's id, as text, is the same number)." }),
  unheldSettings: output(z.array(z.string()), {
    description:
      "Settings the service holds with a value the inputs cannot hold (a URL emptied in the app), found by the last refresh: " +
      "their drift cannot show as a changed input, so the next plan is an update that sets them back. Absent when there are none.",
  }),
};

/** What every kind has, for the generated public types: the common inputs, the outputs and the binding shape. */
export const BI_INTEGRATION_FAMILY: ResourceFamily = {
  name: "BiIntegration",
  subject: "every BI integration kind",
  inputs: BI_COMMON_INPUTS,
  outputs: BI_INTEGRATION_OUTPUTS,
  shapes: [[IntegrationBinding, "IntegrationBinding"]],
  unions: [],
  source: "src/provider/bi-integrations/bi-integration-inputs.ts",
};
