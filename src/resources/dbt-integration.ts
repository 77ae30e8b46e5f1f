// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { DbtIntegrationInputFields, DbtIntegrationOutputFields } from "./generated/dbt-integration";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/dbt-integration";

/** The inputs of a {@link DbtIntegration} (each described where it is defined, src/provider/bi-integrations/dbt-integration.ts). */
export type DbtIntegrationArgs = DbtIntegrationInputFields;

/**
 * A Datafold dbt integration: lineage from the dbt project of a Datafold CI configuration.
 *
 * - create: POST `/api/v1/lineage/bi/dbt/` (after a lost answer, never two integrations, nor
 *   another stack's), then GET; or, with `adoptIntegrationId`, PUTs the inputs to that existing
 *   integration.
 * - read (refresh): GET `/api/v1/lineage/bi/{id}/`; `name`, `ciConfigId` and `indexingCron`
 *   changed in the app show as drift; an integration deleted in the app is dropped, and the next
 *   up creates it again.
 * - update: PUT `/api/v1/lineage/bi/dbt/{id}/` with the whole body, in place, for any change.
 * - delete: DELETE `/api/v1/lineage/bi/{id}/`.
 * - `syncAfterChange: true` starts a sync (GET `.../sync/`) after a create, an adoption or a
 *   change.
 *
 * Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` /
 * `DATAFOLD_HOST`. The resource id is the integration's id.
 *
 * @example
 * new datafold.DbtIntegration("dbt", { name: "dbt prod", ciConfigId: 4 });
 */
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface DbtIntegration extends DbtIntegrationOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class DbtIntegration extends pulumi.dynamic.Resource {
  constructor(name: string, args: DbtIntegrationArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { integrationId: undefined, unheldSettings: undefined, name: undefined, ciConfigId: undefined, indexingCron: undefined };
    super(PROVIDER, name, { ...outputs, ...args }, opts, "datafold", "DbtIntegration");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
