import { z } from "zod";
import { InvalidArgumentError } from "../../core/errors";
import { PRINCIPAL_PATH_SEGMENT } from "../../core/principal";
import type { Principal } from "../../types/principal";
import type { CreatedToken, Token } from "../../types/token";
import { toProxyTokenInfo } from "../../token-info";
import { output, type StateOf } from "../../kit/fields";
import { PendingRevocation } from "./pending-revocations";
import { PROXY_TOKEN_INPUTS, type ProxyTokenInputs } from "./proxy-token-inputs";

const isoTime = z.string();

/**
 * What a ProxyToken reports besides its inputs: what the API says about the token (the
 * metadata getProxyTokens shows, less usage; the label, an input too, is in state as the token
 * has it). Every field changes
 * only when the token itself does, so a refresh of an untouched stack reports nothing. Usage
 * (`use_count`, `last_used_at`) is left out on purpose: a use moves it, and the engine stores
 * every output a refresh reads, so it would rewrite state on every scheduled run. Usage is
 * read with getProxyTokens.
 */
export const PROXY_TOKEN_OUTPUTS = {
  tokenId: output(z.number().int().positive(), {
    description:
      "The token's id in the proxy admin API: a positive whole number. Set at create; a replacement brings the new token's id. " +
      "The resource id ends with it, except after a rotation in place (`revokeReplacedAfterHours`), which keeps the id.",
  }),
  token: output(z.string().nullable(), {
    description:
      "The token itself: the credential a consumer presents to the SQL proxy, such as `sqlp_pcp_…`. Always a Pulumi secret. " +
      "The API returns it once, at create, so state is the only place it is kept: refresh carries it forward unchanged, and " +
      "only a replacement brings a new one. Null when state no longer holds it (state edited or restored without it); change " +
      "`rotationTriggers` to get a new token then.",
    secret: true,
  }),
  prefix: output(z.string(), {
    description:
      "The start of the token that the service shows, such as `sqlp_pcp_1a2b3c4d`: not a secret, safe to log, and enough to " +
      "recognise the token in the Datafold app. Set at create; changes only with a replacement.",
  }),
  tokenType: output(z.string(), {
    description:
      "The kind of token as the service reports it: `principal` (a user's or a service principal's) or `proxy_manager`. Set at " +
      "create; follows `principalType`. A kind the service added since this version is passed on as text rather than failing " +
      "the read, hence `string & {}` (editors still suggest the known kinds).",
    tsType: "TokenType | (string & {})",
  }),
  status: output(z.string(), {
    description:
      "`active`, `expired` or `revoked`, as the service reported it at the last create or refresh. Only `pulumi refresh` updates " +
      "it: a token revoked outside Pulumi or past its expiry shows its new status then, and the next `pulumi up` replaces it. A " +
      "status the service added since this version is passed on as text rather than failing the read, hence `string & {}`.",
    tsType: "TokenStatus | (string & {})",
  }),
  createdAt: output(isoTime, {
    description: "When the service created the token: an ISO 8601 timestamp in UTC as the service wrote it. Set at create.",
  }),
  expiresAt: output(isoTime.nullable(), {
    description:
      "When the token stops working: an ISO 8601 timestamp in UTC, `expiresInDays` after `createdAt` on the service's clock; " +
      "null for a token that never expires.",
  }),
  revokedAt: output(isoTime.nullable(), {
    description: "When the token was revoked: an ISO 8601 timestamp in UTC; null while it is not.",
  }),
  revokedReason: output(z.string().nullable(), {
    description: "The reason recorded with the revocation, as the service returns it; null while the token is not revoked, or when none was given.",
  }),
  // A cache of a measurement: state without a readable one (an earlier release's, or edited) measures afresh.
  serviceClockOffsetSeconds: output(
    z
      .unknown()
      .transform((value) => (typeof value === "number" && Number.isFinite(value) ? value : undefined))
      .meta({ jsonSchema: { type: "number" } }),
    {
    description:
      "The service's clock minus this machine's, in whole seconds (positive when the service is ahead), read from the `Date` " +
      "header of the service's answers. Recorded at create; refresh records it again only when it moved by more than five " +
      "minutes, so it never shows as drift on its own.",
      tsType: "number",
    },
  ),
  pendingRevocations: output(z.array(PendingRevocation), {
    description:
      "Replaced tokens still in their grace period (`revokeReplacedAfterHours`), oldest first, each with its id, prefix, owner, " +
      "when it was replaced and when it is to be revoked; never a secret. Absent for a resource that never had a grace period.",
    ifUnreadable: "or revoke the listed tokens by hand and remove the list",
  }),
};

/** What a ProxyToken holds in state: its inputs, then its outputs (absent in state an older release wrote). */
export type ProxyTokenState = StateOf<typeof PROXY_TOKEN_INPUTS, typeof PROXY_TOKEN_OUTPUTS>;

/** How far the measured clock offset may move before a refresh records it again. */
export const CLOCK_OFFSET_TOLERANCE_SECONDS = 300;

/**
 * The offset to keep in state: the recorded one while the new measurement stays within the
 * tolerance of it, else the new measurement.
 */
export function recordedClockOffset(previous: number | undefined, measuredSeconds: number): number {
  if (previous !== undefined && Math.abs(measuredSeconds - previous) <= CLOCK_OFFSET_TOLERANCE_SECONDS) {
    return previous;
  }
  return measuredSeconds;
}

/**
 * Seconds between the service's time (from its latest `Date` header) and this machine's. The
 * header is cut to the whole second, so the service's clock was on average half a second
 * past what it says: without that half second, two clocks in step would read as -1 about
 * half the time.
 */
export function measuredClockOffset(serviceNow: Date, localNowMs = Date.now()): number {
  // `+ 0` turns Math.round's -0 into 0: state and the CLI would otherwise show "-0".
  return Math.round((serviceNow.getTime() + 500 - localNowMs) / 1000) + 0;
}

/** `users/<user_id>/<token_id>`, `service-principals/<client_id>/<token_id>`, `proxy-manager/<token_id>`. */
export function proxyTokenId(principal: Principal, tokenId: number): string {
  const segment = PRINCIPAL_PATH_SEGMENT[principal.type];
  return principal.type === "proxy_manager" ? `${segment}/${tokenId}` : `${segment}/${principal.id}/${tokenId}`;
}

/**
 * State after create, refresh or rotation: the inputs, the API's view of the token, and the
 * secret. `token` carries the secret forward (the API returns it only at create).
 */
export function proxyTokenState(
  inputs: ProxyTokenInputs,
  token: Token | CreatedToken,
  secret: string | null,
  serviceClockOffsetSeconds: number,
): ProxyTokenState {
  // The label is the token's (an observed input: the program's, or the one the resource chose);
  // usage moves with each use and is left out.
  const { id: _id, useCount: _useCount, lastUsedAt: _lastUsedAt, ...metadata } = toProxyTokenInfo(token);
  return { ...inputs, tokenId: token.id, token: secret, ...metadata, serviceClockOffsetSeconds };
}

/** The segment before the token id in the id of a resource that rotates in place. */
const ROTATING_SEGMENT = "rotating";

/**
 * The id of a resource created with `revokeReplacedAfterHours`: `users/<user_id>/rotating/<token_id>`,
 * `service-principals/<client_id>/rotating/<token_id>` or `proxy-manager/rotating/<token_id>`.
 * It names the first token and stays when a rotation brings a new one (an update cannot
 * change an id): the current token is `tokenId` in state.
 */
export function rotatingProxyTokenId(principal: Principal, firstTokenId: number): string {
  const segment = PRINCIPAL_PATH_SEGMENT[principal.type];
  const owner = principal.type === "proxy_manager" ? segment : `${segment}/${principal.id}`;
  return `${owner}/${ROTATING_SEGMENT}/${firstTokenId}`;
}

/**
 * Reads a ProxyToken id back into the principal and the token id it names. `rotating` is
 * true for the id of a resource that rotates in place, whose token id is its first token's,
 * not necessarily the current one (see {@link currentTokenOf}).
 */
export function parseProxyTokenId(id: string): { principal: Principal; tokenId: number; rotating: boolean } {
  const parts = id.split("/");
  const tokenId = Number(parts[parts.length - 1]);
  if (Number.isInteger(tokenId) && tokenId > 0) {
    // The rotating form first: `users/rotating/7` is then still user "rotating"'s token 7.
    if (parts[parts.length - 2] === ROTATING_SEGMENT) {
      const principal = principalOfSegments(parts.slice(0, -2));
      if (principal !== undefined) return { principal, tokenId, rotating: true };
    }
    const principal = principalOfSegments(parts.slice(0, -1));
    if (principal !== undefined) return { principal, tokenId, rotating: false };
  }
  throw new InvalidArgumentError(
    "id",
    `${JSON.stringify(id)} is not a ProxyToken id: expected users/<user_id>/<token_id>, ` +
      "service-principals/<client_id>/<token_id> or proxy-manager/<token_id> (or the same with rotating/ before the token id), " +
      "with a positive whole token id. If the state was edited by hand, restore the id the resource was created with. Nothing was sent.",
  );
}

/** `["users", "alice"]`, `["service-principals", "dbt"]` or `["proxy-manager"]` as a principal. */
function principalOfSegments(owner: readonly string[]): Principal | undefined {
  if (owner.length === 1 && owner[0] === PRINCIPAL_PATH_SEGMENT.proxy_manager) return { type: "proxy_manager" };
  if (owner.length !== 2 || owner[1] === "") return undefined;
  if (owner[0] === PRINCIPAL_PATH_SEGMENT.user) return { type: "user", id: owner[1]! };
  if (owner[0] === PRINCIPAL_PATH_SEGMENT.service_principal) return { type: "service_principal", id: owner[1]! };
  return undefined;
}

/**
 * The token a ProxyToken holds now, and its owner. A rotation in place keeps the resource id
 * and brings a new token, so `tokenId` in state is the authority; state written before this
 * existed has an id that ends with the token id, which is read when state has none. The
 * principal in the id always agrees with state's (a change of principal replaces the resource).
 */
export function currentTokenOf(id: string, state: { readonly tokenId?: number }): { principal: Principal; tokenId: number } {
  const parsed = parseProxyTokenId(id);
  return { principal: parsed.principal, tokenId: state.tokenId ?? parsed.tokenId };
}
