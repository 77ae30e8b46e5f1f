import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { PrincipalType } from "../types/principal";
import type { TokenStatus, TokenType } from "../types/token";
import type { ProxyTokenPendingRevocation } from "./pending-revocation";

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

/** The inputs every ProxyToken takes, whoever owns it. */
interface ProxyTokenSettings {
  /**
   * A label shown in the Datafold app, 1 to 255 characters. Default `"API created"`, the
   * service's own default, written into state so that it shows there. Changing it replaces
   * the token: the API cannot relabel one. Give tokens that other tools create for the same
   * principal a different label (see `createTokenReconciled`).
   */
  readonly label?: pulumi.Input<string>;
  /**
   * Lifetime in whole days (1 to 36500), counted by the service from the moment it creates
   * the token; leave it out or set null for a token that never expires. Changing it replaces
   * the token: the API cannot change an expiry.
   */
  readonly expiresInDays?: pulumi.Input<number | null>;
  /**
   * Early rotation window in whole days: once the token expires within this many days, the
   * next `pulumi up` replaces it (new token first, then the old one is revoked). Needs
   * `expiresInDays`, and must be smaller than it. Run `pulumi refresh` before `pulumi up` so
   * the window is measured on the service's clock. Changing it updates state only; no
   * request is made.
   */
  readonly rotateBeforeDays?: pulumi.Input<number>;
  /**
   * A map of string keys to string values, never sent to the service: any change to a key or
   * value replaces the token (like `keepers`), for rotation on demand. Values are compared
   * as text, so convert numbers with `String()`.
   */
  readonly rotationTriggers?: pulumi.Input<Record<string, pulumi.Input<string>>>;
  /**
   * Recorded on the token as its revocation reason when Pulumi revokes it (delete or
   * replacement), at most 1000 characters. Left out, a default reason naming pulumi-datafold
   * is recorded. Changing it updates state only; the value in state when the token is
   * revoked is the one used.
   */
  readonly revokeReason?: pulumi.Input<string>;
  /**
   * Revoke the token when the resource is deleted or replaced (default true). False leaves
   * it working until it expires, for consumers that need an overlap. Changing it updates
   * state only; the value in state when the token is deleted or replaced is the one used.
   */
  readonly revokeOnDelete?: pulumi.Input<boolean>;
  /**
   * Grace period of a replaced token, in whole hours (1 to 8760). Set, a new token (early
   * rotation window, expiry, revocation, a change of `label`, `expiresInDays` or
   * `rotationTriggers`) comes by an update in place: the old token keeps working, is listed in
   * `pendingRevocations`, and the first `pulumi up` after this many hours (on the service's
   * clock) revokes it with `revokeReason`; `pulumi destroy` revokes it at once. A change of
   * principal still replaces the resource and revokes every token. Left out, a replaced token
   * is revoked as soon as its successor exists. Needs `revokeOnDelete` true. Changing it
   * updates state only; a token already pending keeps the time it was given.
   */
  readonly revokeReplacedAfterHours?: pulumi.Input<number>;
}

/**
 * A SQL-proxy token of a user, a service principal or the proxy manager.
 *
 * - create: GET then POST `{base_path}` of the principal. The secret (`token`) is returned
 *   this once and kept in state as a Pulumi secret from then on; refresh never blanks it. A
 *   POST interrupted after it was sent is reconciled: the token it may have made is found
 *   and revoked with a reason before the create is sent again, so no orphan is left.
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
 *   label: "dbt production",
 *   expiresInDays: 90,
 *   rotateBeforeDays: 14,
 * });
 * export const dbtToken = dbt.token; // a secret
 */
export class ProxyToken extends pulumi.dynamic.Resource {
  /**
   * The token's id in the proxy admin API: a positive whole number. Set at create; a
   * replacement brings the new token's id. The resource id ends with it, except after a
   * rotation in place (`revokeReplacedAfterHours`), which keeps the id.
   */
  declare public readonly tokenId: pulumi.Output<number>;
  /**
   * The token itself: the credential a consumer presents to the SQL proxy, such as
   * `sqlp_pcp_…`. Always a Pulumi secret. The API returns it once, at create, so state is the
   * only place it is kept: refresh carries it forward unchanged, and only a replacement
   * brings a new one. Null when state no longer holds it (state edited or restored without
   * it); change `rotationTriggers` to get a new token then.
   */
  declare public readonly token: pulumi.Output<string | null>;
  /**
   * The start of the token that the service shows, such as `sqlp_pcp_1a2b3c4d`: not a secret,
   * safe to log, and enough to recognise the token in the Datafold app. Set at create;
   * changes only with a replacement.
   */
  declare public readonly prefix: pulumi.Output<string>;
  /**
   * The kind of token as the service reports it: `principal` (a user's or a service
   * principal's) or `proxy_manager` (see {@link TokenType}). Set at create; follows
   * `principalType`. A kind the service added since this version is passed on as text rather
   * than failing the read, hence `string & {}` (editors still suggest the known kinds).
   */
  declare public readonly tokenType: pulumi.Output<TokenType | (string & {})>;
  /**
   * `active`, `expired` or `revoked` (see {@link TokenStatus}), as the service reported it at
   * the last create or refresh. Only `pulumi refresh` updates it: a token revoked outside
   * Pulumi or past its expiry shows its new status then, and the next `pulumi up` replaces
   * it. A status the service added since this version is passed on as text rather than
   * failing the read, hence `string & {}` (editors still suggest the known statuses).
   */
  declare public readonly status: pulumi.Output<TokenStatus | (string & {})>;
  /**
   * When the service created the token: an ISO 8601 timestamp in UTC as the service wrote it,
   * such as `2026-11-23T18:40:33Z`. Set at create; a replacement brings the new token's.
   */
  declare public readonly createdAt: pulumi.Output<string>;
  /**
   * When the token stops working: an ISO 8601 timestamp in UTC, `expiresInDays` after
   * `createdAt` on the service's clock; null for a token that never expires. Set at create;
   * refresh picks up a change made on the service.
   */
  declare public readonly expiresAt: pulumi.Output<string | null>;
  /**
   * When the token was revoked: an ISO 8601 timestamp in UTC; null while it is not. Only a
   * revocation outside Pulumi is ever seen here, after `pulumi refresh` (the next
   * `pulumi up` then replaces the token); a token Pulumi revokes leaves state at that moment.
   */
  declare public readonly revokedAt: pulumi.Output<string | null>;
  /**
   * The reason recorded with the revocation, as the service returns it; null while the token
   * is not revoked, or when it was revoked without a reason. Changes with `revokedAt`.
   */
  declare public readonly revokedReason: pulumi.Output<string | null>;
  /**
   * The service's clock minus this machine's, in whole seconds (positive when the service is
   * ahead), read from the `Date` header of the service's answers. The service decides when a
   * token expires, so the `rotateBeforeDays` window is measured on its clock: a machine whose
   * clock lags cannot delay a rotation. Recorded at create; refresh records it again only when
   * it moved by more than five minutes, so it never shows as drift on its own.
   */
  declare public readonly serviceClockOffsetSeconds: pulumi.Output<number>;
  /** The `principalType` input: `user`, `service_principal` or `proxy_manager`. A change replaces the token. */
  declare public readonly principalType: pulumi.Output<PrincipalType>;
  /** The `principalId` input: the user id or client id; absent for the proxy manager. A change replaces the token. */
  declare public readonly principalId: pulumi.Output<string | undefined>;
  /** The `label` input, or `"API created"` when it was left out. A change replaces the token. */
  declare public readonly label: pulumi.Output<string>;
  /** The `expiresInDays` input, in whole days; absent for a token that never expires. A change replaces the token. */
  declare public readonly expiresInDays: pulumi.Output<number | undefined>;
  /** The `rotateBeforeDays` input, in whole days; absent when no early rotation is set. Changes in place. */
  declare public readonly rotateBeforeDays: pulumi.Output<number | undefined>;
  /** The `rotationTriggers` input; absent when none is set. A change replaces the token. */
  declare public readonly rotationTriggers: pulumi.Output<Record<string, string> | undefined>;
  /** The `revokeReason` input; absent when the default reason applies. Changes in place. */
  declare public readonly revokeReason: pulumi.Output<string | undefined>;
  /** The `revokeOnDelete` input: true unless it was set false. Changes in place. */
  declare public readonly revokeOnDelete: pulumi.Output<boolean>;
  /** The `revokeReplacedAfterHours` input, in whole hours; absent when a replaced token is revoked at once. Changes in place. */
  declare public readonly revokeReplacedAfterHours: pulumi.Output<number | undefined>;
  /**
   * Replaced tokens still in their grace period (`revokeReplacedAfterHours`), oldest first,
   * each with its id, prefix, owner, when it was replaced and when it is to be revoked; never
   * a secret. `pulumi up` revokes and removes each entry once its time has come, `pulumi
   * refresh` removes those the service shows revoked, expired or gone. Absent for a resource
   * that never had a grace period.
   */
  declare public readonly pendingRevocations: pulumi.Output<ProxyTokenPendingRevocation[] | undefined>;

  constructor(name: string, args: ProxyTokenArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = {
      tokenId: undefined,
      token: undefined,
      prefix: undefined,
      tokenType: undefined,
      status: undefined,
      createdAt: undefined,
      expiresAt: undefined,
      revokedAt: undefined,
      revokedReason: undefined,
      serviceClockOffsetSeconds: undefined,
      pendingRevocations: undefined,
    };
    // The engine keeps an output secret only when it is told which one: `token` is always secret,
    // whatever the program passes in `additionalSecretOutputs`.
    const secretOutputs = [...new Set([...(opts?.additionalSecretOutputs ?? []), "token"])];
    super(PROVIDER, name, { ...outputs, ...args }, { ...opts, additionalSecretOutputs: secretOutputs }, "datafold", "ProxyToken");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
