import type * as pulumi from "@pulumi/pulumi";
import { getBiIntegrationsDefinition } from "./bi-integrations-definition";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { GetBiIntegrationsArgs, GetBiIntegrationsResult } from "./generated/get-bi-integrations";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";

/**
 * Lists the account's BI integrations (Looker, Tableau, Power BI, Mode, Hightouch, dbt),
 * optionally of one kind or one name: their settings as the service shows them, never a
 * credential (the service keeps credentials write-only, and only the listed fields are copied).
 *
 * Connection: stack config `datafold:apiKey` (secret) and `datafold:host`, else the environment
 * variables DATAFOLD_API_KEY and DATAFOLD_HOST.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const lookers = await datafold.getBiIntegrations({ kind: "looker" });
 * export const lookerUrls = lookers.integrations.map((i) => i.baseUrl);
 *
 * // The id of an integration made in the app, to adopt it.
 * const [prod] = (await datafold.getBiIntegrations({ kind: "tableau", name: "Tableau prod" })).integrations;
 * ```
 */
export async function getBiIntegrations(args: GetBiIntegrationsArgs = {}, opts?: DataFunctionInvokeOptions): Promise<GetBiIntegrationsResult> {
  return callDataFunction(getBiIntegrationsDefinition, args, programFunctionClients(opts));
}

/**
 * {@link getBiIntegrations} for Pulumi Inputs: the arguments may be Outputs or Promises.
 *
 * ## Example usage
 *
 * ```typescript
 * const dbt = datafold.getBiIntegrationsOutput({ kind: "dbt" });
 * export const dbtIntegrationIds = dbt.integrations.apply((all) => all.map((i) => i.id));
 * ```
 */
export function getBiIntegrationsOutput(args: OutputArgs<GetBiIntegrationsArgs> = {}, opts?: DataFunctionOutputOptions): pulumi.Output<GetBiIntegrationsResult> {
  return outputForm(getBiIntegrations, args, opts);
}
