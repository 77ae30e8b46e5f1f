// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { withSecretInputs } from "./secret-inputs";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { ModeIntegrationInputFields, ModeIntegrationOutputFields } from "./generated/mode-integration";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/mode-integration";

/** The inputs of a {@link ModeIntegration} (each described where it is defined, src/provider/bi-integrations/mode-integration.ts). */
export type ModeIntegrationArgs = ModeIntegrationInputFields;

/**
 * A Datafold Mode integration: lineage from Mode's reports and queries.
 *
 * - create: POST `/api/v1/lineage/bi/mode/` (after a lost answer, never two integrations, nor
 *   another stack's), then GET; or, with `adoptIntegrationId`, PUTs the inputs to that existing
 *   integration.
 * - read (refresh): GET `/api/v1/lineage/bi/{id}/`; `name`, `workspace` and `indexingCron` changed
 *   in the app show as drift; an integration deleted in the app is dropped, and the next up
 *   creates it again.
 * - update: PUT `/api/v1/lineage/bi/mode/{id}/` with the whole body, in place, for any change.
 * - delete: DELETE `/api/v1/lineage/bi/{id}/`.
 * - `token` and `password`: secret and write-only (GET never shows them, so refresh cannot compare
 *   them); change the input to rotate them, an update in place.
 * - `syncAfterChange: true` starts a sync (GET `.../sync/`) after a create, an adoption or a
 *   change.
 *
 * Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` /
 * `DATAFOLD_HOST`. The resource id is the integration's id.
 *
 * @example
 * const config = new pulumi.Config();
 * new datafold.ModeIntegration("mode", {
 *   token: config.requireSecret("modeToken"),
 *   password: config.requireSecret("modePassword"),
 *   workspace: "analytics",
 * });
 */
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface ModeIntegration extends ModeIntegrationOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ModeIntegration extends pulumi.dynamic.Resource {
  constructor(name: string, args: ModeIntegrationArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { integrationId: undefined, unheldSettings: undefined, name: undefined, workspace: undefined, indexingCron: undefined };
    // The engine keeps an output secret only when it is told which one, whatever the program passes.
    const secretOutputs = [...new Set([...(opts?.additionalSecretOutputs ?? []), "token", "password"])];
    // Credentials are secrets in state whatever the program passed (src/kit/secret.ts).
    const given = withSecretInputs("ModeIntegration", name, args, [["token"],["password"]]);
    super(PROVIDER, name, { ...outputs, ...given }, { ...opts, additionalSecretOutputs: secretOutputs }, "datafold", "ModeIntegration");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
