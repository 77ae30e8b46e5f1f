// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { RESOURCE_NAME_KEY } from "../kit/check-inputs";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { ProxyTokenOutputFields } from "./generated/proxy-token";
import type { ProxyTokenArgs } from "./proxy-token-args";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/proxy-token";

export type { ProxyTokenArgs };

/**
 * A SQL-proxy token of a user, a service principal or the proxy manager.
 *
 * - create: GET then POST `{base_path}` of the principal. The secret (`token`) is returned
 *   this once and kept in state as a Pulumi secret from then on; refresh never blanks it.
 *   Without a `label`, the token gets one of its own, `pulumi <project>/<stack>/<name> #<nonce>`,
 *   so that a POST interrupted after it was sent is settled: the token it made is provably this
 *   resource's, and is revoked with a reason before the create is sent again. With a `label`
 *   another stack may share, such a token may be that stack's: the create fails naming it, and
 *   revokes nothing (`UnresolvedCreateError`).
 * - read (refresh): GET `{base_path}/{token_id}`: status, expiry and revocation. A revoked or
 *   expired token is replaced by the next `pulumi up`; a token gone from the service is
 *   dropped from state and created again. Usage (use count, last use) is not kept in state,
 *   so a token merely used is no drift: read it with `getProxyTokens`.
 * - update: `revokeReason`, `revokeOnDelete` and `rotateBeforeDays` change in state only.
 * - replace: any other input, a revoked or expired token, or a token inside its
 *   `rotateBeforeDays` window. The new token is created before the old one is revoked.
 * - with `revokeReplacedAfterHours`, every such replacement but a change of principal is an
 *   update instead: the new token is created under the same resource id, and the old one
 *   stays in `pendingRevocations` until an `up` after its grace revokes it.
 * - delete: DELETE `{base_path}/{token_id}` with `revokeReason` (unless `revokeOnDelete` is
 *   false); a token already revoked or gone counts as deleted.
 *
 * Credentials come from the stack config (`datafold:proxyUrl`, `datafold:proxyManagerToken`)
 * or the environment (`DATAFOLD_PROXY_URL`, `DATAFOLD_PROXY_MANAGER_TOKEN`), never from inputs.
 * The resource id is `users/<user_id>/<token_id>`, `service-principals/<client_id>/<token_id>`
 * or `proxy-manager/<token_id>`. `pulumi import` is not supported for dynamic resources.
 *
 * @example
 * const dbt = new datafold.ProxyToken("dbt", {
 *   principalType: "service_principal",
 *   principalId: "dbt-prod",
 *   expiresInDays: 90,
 *   rotateBeforeDays: 14,
 * });
 * export const dbtToken = dbt.token; // a secret
 */
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface ProxyToken extends ProxyTokenOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ProxyToken extends pulumi.dynamic.Resource {
  constructor(name: string, args: ProxyTokenArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { tokenId: undefined, token: undefined, prefix: undefined, tokenType: undefined, status: undefined, createdAt: undefined, expiresAt: undefined, revokedAt: undefined, revokedReason: undefined, serviceClockOffsetSeconds: undefined, pendingRevocations: undefined, label: undefined };
    // The engine keeps an output secret only when it is told which one, whatever the program passes.
    const secretOutputs = [...new Set([...(opts?.additionalSecretOutputs ?? []), "token"])];
    // A dynamic provider is not told the URN: the resource's name comes this way.
    super(PROVIDER, name, { ...outputs, ...args, [RESOURCE_NAME_KEY]: `${pulumi.getProject()}/${pulumi.getStack()}/${name}` }, { ...opts, additionalSecretOutputs: secretOutputs }, "datafold", "ProxyToken");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
