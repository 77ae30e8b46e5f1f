// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { withSecretInputs } from "./secret-inputs";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { LookerIntegrationInputFields, LookerIntegrationOutputFields } from "./generated/looker-integration";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/looker-integration";

/** The inputs of a {@link LookerIntegration} (each described where it is defined, src/provider/bi-integrations/looker-integration.ts). */
export type LookerIntegrationArgs = LookerIntegrationInputFields;

/**
 * A Datafold Looker integration: lineage from Looker's explores, looks and dashboards.
 *
 * - create: POST `/api/v1/lineage/bi/looker/` (after a lost answer, never two integrations, nor
 *   another stack's), then GET; or, with `adoptIntegrationId`, PUTs the inputs to that existing
 *   integration.
 * - read (refresh): GET `/api/v1/lineage/bi/{id}/`; `name`, `baseUrl`, `clientId`, `repoId`,
 *   `projectIds`, `bindings` and `indexingCron` changed in the app show as drift; an integration
 *   deleted in the app is dropped, and the next up creates it again.
 * - update: PUT `/api/v1/lineage/bi/looker/{id}/` with the whole body, in place, for any change.
 * - delete: DELETE `/api/v1/lineage/bi/{id}/`.
 * - `clientSecret`: secret and write-only (GET never shows it, so refresh cannot compare it);
 *   change the input to rotate it, an update in place.
 * - `syncAfterChange: true` starts a sync (GET `.../sync/`) after a create, an adoption or a
 *   change.
 *
 * Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` /
 * `DATAFOLD_HOST`. The resource id is the integration's id.
 *
 * @example
 * const config = new pulumi.Config();
 * new datafold.LookerIntegration("looker", {
 *   name: "Looker prod",
 *   baseUrl: "https://example.looker.com",
 *   clientId: "looker-api-client",
 *   clientSecret: config.requireSecret("lookerClientSecret"),
 *   repoId: 3,
 *   bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }],
 * });
 */
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface LookerIntegration extends LookerIntegrationOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class LookerIntegration extends pulumi.dynamic.Resource {
  constructor(name: string, args: LookerIntegrationArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { integrationId: undefined, unheldSettings: undefined, name: undefined, baseUrl: undefined, clientId: undefined, repoId: undefined, projectIds: undefined, bindings: undefined, indexingCron: undefined };
    // The engine keeps an output secret only when it is told which one, whatever the program passes.
    const secretOutputs = [...new Set([...(opts?.additionalSecretOutputs ?? []), "clientSecret"])];
    // Credentials are secrets in state whatever the program passed (src/kit/secret.ts).
    const given = withSecretInputs("LookerIntegration", name, args, [["clientSecret"]]);
    super(PROVIDER, name, { ...outputs, ...given }, { ...opts, additionalSecretOutputs: secretOutputs }, "datafold", "LookerIntegration");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
