// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { withSecretInputs } from "./secret-inputs";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { TableauIntegrationInputFields, TableauIntegrationOutputFields } from "./generated/tableau-integration";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/tableau-integration";

/** The inputs of a {@link TableauIntegration} (each described where it is defined, src/provider/bi-integrations/tableau-integration.ts). */
export type TableauIntegrationArgs = TableauIntegrationInputFields;

/**
 * A Datafold Tableau integration: lineage from Tableau's workbooks and published data sources.
 *
 * - create: POST `/api/v1/lineage/bi/tableau/` (after a lost answer, never two integrations, nor
 *   another stack's), then GET; or, with `adoptIntegrationId`, PUTs the inputs to that existing
 *   integration.
 * - read (refresh): GET `/api/v1/lineage/bi/{id}/`; `name`, `serverUrl`, `siteId`, `tokenName` and
 *   `indexingCron` changed in the app show as drift; an integration deleted in the app is dropped,
 *   and the next up creates it again.
 * - update: PUT `/api/v1/lineage/bi/tableau/{id}/` with the whole body, in place, for any change.
 * - delete: DELETE `/api/v1/lineage/bi/{id}/`.
 * - `tokenValue`: secret and write-only (GET never shows it, so refresh cannot compare it); change
 *   the input to rotate it, an update in place.
 * - `syncAfterChange: true` starts a sync (GET `.../sync/`) after a create, an adoption or a
 *   change.
 *
 * Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` /
 * `DATAFOLD_HOST`. The resource id is the integration's id.
 *
 * @example
 * const config = new pulumi.Config();
 * new datafold.TableauIntegration("tableau", {
 *   serverUrl: "https://10ax.online.tableau.com",
 *   siteId: "analytics",
 *   tokenName: "datafold",
 *   tokenValue: config.requireSecret("tableauToken"),
 * });
 */
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface TableauIntegration extends TableauIntegrationOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class TableauIntegration extends pulumi.dynamic.Resource {
  constructor(name: string, args: TableauIntegrationArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { integrationId: undefined, unheldSettings: undefined, name: undefined, serverUrl: undefined, siteId: undefined, tokenName: undefined, indexingCron: undefined };
    // The engine keeps an output secret only when it is told which one, whatever the program passes.
    const secretOutputs = [...new Set([...(opts?.additionalSecretOutputs ?? []), "tokenValue"])];
    // Credentials are secrets in state whatever the program passed (src/kit/secret.ts).
    const given = withSecretInputs("TableauIntegration", name, args, [["tokenValue"]]);
    super(PROVIDER, name, { ...outputs, ...given }, { ...opts, additionalSecretOutputs: secretOutputs }, "datafold", "TableauIntegration");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
