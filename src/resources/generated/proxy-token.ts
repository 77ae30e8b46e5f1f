// Generated from src/provider/tokens/proxy-token-inputs.ts and proxy-token-state.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { TokenStatus, TokenType } from "../../types/token";

/**
 * A token a ProxyToken replaced and keeps working for its grace period
 * (`revokeReplacedAfterHours`), as state shows it: never its secret.
 */
export interface ProxyTokenPendingRevocation {
  /** The replaced token's id in the proxy admin API. */
  readonly tokenId: number;
  /**
   * The start of the replaced token, such as `sqlp_pcp_1a2b3c4d`: not a secret, enough to recognise
   * it in the Datafold app.
   */
  readonly prefix: string;
  /** The owner's type: `user`, `service_principal` or `proxy_manager` (the resource's own). */
  readonly principalType: "user" | "service_principal" | "proxy_manager";
  /** The user id or client id of the owner; null for the proxy manager. */
  readonly principalId: string | null;
  /** The replaced token's label. */
  readonly label: string;
  /** When the rotation created its successor: ISO 8601 in UTC, on the service's clock. */
  readonly replacedAt: string;
  /**
   * When its grace period ends: ISO 8601 in UTC, on the service's clock. The first `pulumi up` from
   * then on revokes it with `revokeReason` (run `pulumi refresh` first, so that the service's clock
   * is read).
   */
  readonly revokeAfter: string;
}

/** The inputs of a {@link ProxyToken}, each as a program may give it. */
export interface ProxyTokenInputFields {
  /**
   * Who the token belongs to: `"user"` or `"service_principal"` (with `principalId`), or
   * `"proxy_manager"` (without it). Required. Changing it replaces the token: the service cannot
   * move a token to another owner.
   */
  readonly principalType: pulumi.Input<"user" | "service_principal" | "proxy_manager">;
  /**
   * The user id, or the service principal's OAuth client id: one non-empty path segment (no `/`).
   * Required for a user or a service principal; leave it out for the proxy manager. Changing it
   * replaces the token.
   */
  readonly principalId?: pulumi.Input<string>;
  /**
   * A label shown in the Datafold app, 1 to 255 characters. Left out, each new token gets one of
   * its own that names the resource, `pulumi <project>/<stack>/<name> #<10 random characters>`: an
   * auditor sees which stack holds it, and no other writer can have made a token of that label, so
   * a create whose answer was lost can tell its own token from anyone else's and settle it by
   * itself. A label you give is used as given; if another stack or script creates tokens of the
   * same principal with it too, a lost answer cannot be settled and the create fails
   * (`UnresolvedCreateError`), leaving the token it may have made for you to check. Changing it
   * replaces the token: the API cannot relabel one. Leaving it out keeps the token's label (a token
   * created before this default keeps its own).
   */
  readonly label?: pulumi.Input<string>;
  /**
   * Lifetime in whole days (1 to 36500), counted by the service from the moment it creates the
   * token; leave it out or set null for a token that never expires. Changing it replaces the token:
   * the API cannot change an expiry.
   */
  readonly expiresInDays?: pulumi.Input<number | null>;
  /**
   * Early rotation window in whole days: once the token expires within this many days, the next
   * `pulumi up` replaces it (new token first, then the old one is revoked). Needs `expiresInDays`,
   * and must be smaller than it. Run `pulumi refresh` before `pulumi up` so the window is measured
   * on the service's clock. Changing it updates state only; no request is made.
   */
  readonly rotateBeforeDays?: pulumi.Input<number>;
  /**
   * A map of string keys to string values, never sent to the service: any change to a key or value
   * replaces the token (like `keepers`), for rotation on demand. Values are compared as text, so
   * convert numbers with `String()`.
   */
  readonly rotationTriggers?: pulumi.Input<Record<string, pulumi.Input<string>>>;
  /**
   * Recorded on the token as its revocation reason when Pulumi revokes it (delete or replacement),
   * at most 1000 characters. Left out, a default reason naming pulumi-datafold is recorded.
   * Changing it updates state only; the value in state when the token is revoked is the one used.
   */
  readonly revokeReason?: pulumi.Input<string>;
  /**
   * Revoke the token when the resource is deleted or replaced (default true). False leaves it
   * working until it expires, for consumers that need an overlap. Changing it updates state only;
   * the value in state when the token is deleted or replaced is the one used.
   */
  readonly revokeOnDelete?: pulumi.Input<boolean>;
  /**
   * Grace period of a replaced token, in whole hours (1 to 8760). Set, a new token (early rotation
   * window, expiry, revocation, a change of `label`, `expiresInDays` or `rotationTriggers`) comes
   * by an update in place: the old token keeps working, is listed in `pendingRevocations`, and the
   * first `pulumi up` after this many hours (on the service's clock) revokes it with
   * `revokeReason`; `pulumi destroy` revokes it at once. A change of principal still replaces the
   * resource and revokes every token. Left out, a replaced token is revoked as soon as its
   * successor exists. Needs `revokeOnDelete` true. Changing it updates state only; a token already
   * pending keeps the time it was given.
   */
  readonly revokeReplacedAfterHours?: pulumi.Input<number>;
}

/**
 * The inputs of a {@link ProxyToken} as its provider's `check` returns them: defaults applied,
 * values resolved.
 */
export interface ProxyTokenCheckedInputs {
  /**
   * Who the token belongs to: `"user"` or `"service_principal"` (with `principalId`), or
   * `"proxy_manager"` (without it). Required. Changing it replaces the token: the service cannot
   * move a token to another owner.
   */
  readonly principalType: "user" | "service_principal" | "proxy_manager";
  /**
   * The user id, or the service principal's OAuth client id: one non-empty path segment (no `/`).
   * Required for a user or a service principal; leave it out for the proxy manager. Changing it
   * replaces the token.
   */
  readonly principalId?: string;
  /**
   * A label shown in the Datafold app, 1 to 255 characters. Left out, each new token gets one of
   * its own that names the resource, `pulumi <project>/<stack>/<name> #<10 random characters>`: an
   * auditor sees which stack holds it, and no other writer can have made a token of that label, so
   * a create whose answer was lost can tell its own token from anyone else's and settle it by
   * itself. A label you give is used as given; if another stack or script creates tokens of the
   * same principal with it too, a lost answer cannot be settled and the create fails
   * (`UnresolvedCreateError`), leaving the token it may have made for you to check. Changing it
   * replaces the token: the API cannot relabel one. Leaving it out keeps the token's label (a token
   * created before this default keeps its own).
   */
  readonly label?: string;
  /**
   * Lifetime in whole days (1 to 36500), counted by the service from the moment it creates the
   * token; leave it out or set null for a token that never expires. Changing it replaces the token:
   * the API cannot change an expiry.
   */
  readonly expiresInDays?: number;
  /**
   * Early rotation window in whole days: once the token expires within this many days, the next
   * `pulumi up` replaces it (new token first, then the old one is revoked). Needs `expiresInDays`,
   * and must be smaller than it. Run `pulumi refresh` before `pulumi up` so the window is measured
   * on the service's clock. Changing it updates state only; no request is made.
   */
  readonly rotateBeforeDays?: number;
  /**
   * A map of string keys to string values, never sent to the service: any change to a key or value
   * replaces the token (like `keepers`), for rotation on demand. Values are compared as text, so
   * convert numbers with `String()`.
   */
  readonly rotationTriggers?: Record<string, string>;
  /**
   * Recorded on the token as its revocation reason when Pulumi revokes it (delete or replacement),
   * at most 1000 characters. Left out, a default reason naming pulumi-datafold is recorded.
   * Changing it updates state only; the value in state when the token is revoked is the one used.
   */
  readonly revokeReason?: string;
  /**
   * Revoke the token when the resource is deleted or replaced (default true). False leaves it
   * working until it expires, for consumers that need an overlap. Changing it updates state only;
   * the value in state when the token is deleted or replaced is the one used.
   */
  readonly revokeOnDelete: boolean;
  /**
   * Grace period of a replaced token, in whole hours (1 to 8760). Set, a new token (early rotation
   * window, expiry, revocation, a change of `label`, `expiresInDays` or `rotationTriggers`) comes
   * by an update in place: the old token keeps working, is listed in `pendingRevocations`, and the
   * first `pulumi up` after this many hours (on the service's clock) revokes it with
   * `revokeReason`; `pulumi destroy` revokes it at once. A change of principal still replaces the
   * resource and revokes every token. Left out, a replaced token is revoked as soon as its
   * successor exists. Needs `revokeOnDelete` true. Changing it updates state only; a token already
   * pending keeps the time it was given.
   */
  readonly revokeReplacedAfterHours?: number;
}

/** What a {@link ProxyToken} reports: its inputs as state holds them, then its outputs. */
export interface ProxyTokenOutputFields {
  /** The `principalType` input. A change replaces the resource. */
  readonly principalType: pulumi.Output<"user" | "service_principal" | "proxy_manager">;
  /** The `principalId` input; absent when it was left out. A change replaces the resource. */
  readonly principalId: pulumi.Output<string | undefined>;
  /**
   * A label shown in the Datafold app, 1 to 255 characters. Left out, each new token gets one of
   * its own that names the resource, `pulumi <project>/<stack>/<name> #<10 random characters>`: an
   * auditor sees which stack holds it, and no other writer can have made a token of that label, so
   * a create whose answer was lost can tell its own token from anyone else's and settle it by
   * itself. A label you give is used as given; if another stack or script creates tokens of the
   * same principal with it too, a lost answer cannot be settled and the create fails
   * (`UnresolvedCreateError`), leaving the token it may have made for you to check. Changing it
   * replaces the token: the API cannot relabel one. Leaving it out keeps the token's label (a token
   * created before this default keeps its own).
   */
  readonly label: pulumi.Output<string>;
  /** The `expiresInDays` input; absent when it was left out. A change replaces the resource. */
  readonly expiresInDays: pulumi.Output<number | undefined>;
  /** The `rotateBeforeDays` input; absent when it was left out. A change updates it in place. */
  readonly rotateBeforeDays: pulumi.Output<number | undefined>;
  /** The `rotationTriggers` input; absent when it was left out. A change replaces the resource. */
  readonly rotationTriggers: pulumi.Output<Record<string, string> | undefined>;
  /** The `revokeReason` input; absent when it was left out. A change updates it in place. */
  readonly revokeReason: pulumi.Output<string | undefined>;
  /** The `revokeOnDelete` input, or true when it was left out. A change updates it in place. */
  readonly revokeOnDelete: pulumi.Output<boolean>;
  /**
   * The `revokeReplacedAfterHours` input; absent when it was left out. A change updates it in
   * place.
   */
  readonly revokeReplacedAfterHours: pulumi.Output<number | undefined>;
  /**
   * The token's id in the proxy admin API: a positive whole number. Set at create; a replacement
   * brings the new token's id. The resource id ends with it, except after a rotation in place
   * (`revokeReplacedAfterHours`), which keeps the id.
   */
  readonly tokenId: pulumi.Output<number>;
  /**
   * The token itself: the credential a consumer presents to the SQL proxy, such as `sqlp_pcp_…`.
   * Always a Pulumi secret. The API returns it once, at create, so state is the only place it is
   * kept: refresh carries it forward unchanged, and only a replacement brings a new one. Null when
   * state no longer holds it (state edited or restored without it); change `rotationTriggers` to
   * get a new token then.
   */
  readonly token: pulumi.Output<string | null>;
  /**
   * The start of the token that the service shows, such as `sqlp_pcp_1a2b3c4d`: not a secret, safe
   * to log, and enough to recognise the token in the Datafold app. Set at create; changes only with
   * a replacement.
   */
  readonly prefix: pulumi.Output<string>;
  /**
   * The kind of token as the service reports it: `principal` (a user's or a service principal's) or
   * `proxy_manager`. Set at create; follows `principalType`. A kind the service added since this
   * version is passed on as text rather than failing the read, hence `string & {}` (editors still
   * suggest the known kinds).
   */
  readonly tokenType: pulumi.Output<TokenType | (string & {})>;
  /**
   * `active`, `expired` or `revoked`, as the service reported it at the last create or refresh.
   * Only `pulumi refresh` updates it: a token revoked outside Pulumi or past its expiry shows its
   * new status then, and the next `pulumi up` replaces it. A status the service added since this
   * version is passed on as text rather than failing the read, hence `string & {}`.
   */
  readonly status: pulumi.Output<TokenStatus | (string & {})>;
  /**
   * When the service created the token: an ISO 8601 timestamp in UTC as the service wrote it. Set
   * at create.
   */
  readonly createdAt: pulumi.Output<string>;
  /**
   * When the token stops working: an ISO 8601 timestamp in UTC, `expiresInDays` after `createdAt`
   * on the service's clock; null for a token that never expires.
   */
  readonly expiresAt: pulumi.Output<string | null>;
  /** When the token was revoked: an ISO 8601 timestamp in UTC; null while it is not. */
  readonly revokedAt: pulumi.Output<string | null>;
  /**
   * The reason recorded with the revocation, as the service returns it; null while the token is not
   * revoked, or when none was given.
   */
  readonly revokedReason: pulumi.Output<string | null>;
  /**
   * The service's clock minus this machine's, in whole seconds (positive when the service is
   * ahead), read from the `Date` header of the service's answers. Recorded at create; refresh
   * records it again only when it moved by more than five minutes, so it never shows as drift on
   * its own.
   */
  readonly serviceClockOffsetSeconds: pulumi.Output<number>;
  /**
   * Replaced tokens still in their grace period (`revokeReplacedAfterHours`), oldest first, each
   * with its id, prefix, owner, when it was replaced and when it is to be revoked; never a secret.
   * Absent for a resource that never had a grace period.
   */
  readonly pendingRevocations: pulumi.Output<ProxyTokenPendingRevocation[]>;
}
