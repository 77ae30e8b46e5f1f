import * as pulumi from "@pulumi/pulumi";
import { secretFields } from "../kit/fields";
import { RESOURCE_NAME_KEY } from "../kit/check-inputs";
import { warnAboutProgramConfig } from "../program-config-warnings";
import { PROXY_TOKEN_OUTPUTS } from "../provider/proxy-token-state";
import type { PrincipalType } from "../types/principal";
import type { ProxyTokenInputFields, ProxyTokenOutputFields } from "./generated/proxy-token";

/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/proxy-token";


/**
 * The inputs of a {@link ProxyToken}, by owner, so that the compiler catches a `principalId`
 * missing for a user or a service principal, or given for the proxy manager, before `check`
 * does:
 *
 * - `principalType: "user"` or `"service_principal"` with `principalId`;
 * - `principalType: "proxy_manager"` without it;
 * - `principalType` computed (an `Output` or a `Promise`, such as `pulumi.output(value)`):
 *   the compiler cannot know which, so `principalId` is optional here and the provider's
 *   `check` enforces the rule at preview, with the same message. A plain value whose type is
 *   the whole {@link PrincipalType} union (read from config, say) either is narrowed first or
 *   is passed as `pulumi.output(value)`.
 *
 * `principalType` is the discriminant: a literal there picks the owner, so that the compiler's
 * message names what is wrong ("Property 'principalId' is missing ...").
 */
export type ProxyTokenArgs = PrincipalTokenArgs | ProxyManagerTokenArgs | ComputedPrincipalTokenArgs;

/** A user's or a service principal's token, the owner written as a literal: `principalId` is required. */
interface PrincipalTokenArgs extends ProxyTokenSettings {
  /**
   * Who the token belongs to: `"user"` or `"service_principal"` (with `principalId`), or
   * `"proxy_manager"` (without it). Required. Changing it replaces the token: the service
   * cannot move a token to another owner.
   */
  readonly principalType: "user" | "service_principal";
  /**
   * The user id, or the service principal's OAuth client id: one non-empty path segment (no
   * `/`). Required for a user or a service principal; leave it out for the proxy manager.
   * Changing it replaces the token.
   */
  readonly principalId: pulumi.Input<string>;
}

/** The proxy manager's own token, the owner written as a literal: it has no `principalId`. */
interface ProxyManagerTokenArgs extends ProxyTokenSettings {
  /**
   * Who the token belongs to: `"user"` or `"service_principal"` (with `principalId`), or
   * `"proxy_manager"` (without it). Required. Changing it replaces the token: the service
   * cannot move a token to another owner.
   */
  readonly principalType: "proxy_manager";
  /** The proxy manager has no id: leave `principalId` out. */
  readonly principalId?: never;
}

/** An owner known only when the program runs: `check` enforces the `principalId` rule. */
interface ComputedPrincipalTokenArgs extends ProxyTokenSettings {
  /**
   * Who the token belongs to, computed: an Output or a Promise of `"user"`,
   * `"service_principal"` or `"proxy_manager"`. Changing it replaces the token.
   */
  readonly principalType: pulumi.Output<PrincipalType> | Promise<PrincipalType>;
  /**
   * The user id or the service principal's OAuth client id, one non-empty path segment;
   * required unless the owner turns out to be the proxy manager, which must have none
   * (`check` says which at preview). Changing it replaces the token.
   */
  readonly principalId?: pulumi.Input<string>;
}

/** The inputs every ProxyToken takes, whoever owns it (described where they are defined, src/provider/proxy-token-inputs.ts). */
type ProxyTokenSettings = Omit<ProxyTokenInputFields, "principalType" | "principalId">;

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
    const outputs = Object.fromEntries(Object.keys(PROXY_TOKEN_OUTPUTS).map((output) => [output, undefined]));
    // The engine keeps an output secret only when it is told which one: `token` is always secret,
    // whatever the program passes in `additionalSecretOutputs`.
    const secretOutputs = [...new Set([...(opts?.additionalSecretOutputs ?? []), ...secretFields(PROXY_TOKEN_OUTPUTS)])];
    // A dynamic provider is not told the URN: the name its own labels carry comes this way.
    const resourceName = { [RESOURCE_NAME_KEY]: `${pulumi.getProject()}/${pulumi.getStack()}/${name}` };
    super(PROVIDER, name, { ...outputs, ...args, ...resourceName }, { ...opts, additionalSecretOutputs: secretOutputs }, "datafold", "ProxyToken");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
