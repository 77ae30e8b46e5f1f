import { InvalidArgumentError } from "../core/errors";
import { PRINCIPAL_PATH_SEGMENT } from "../core/principal";
import type { Principal } from "../types/principal";
import type { CreatedToken, Token } from "../types/token";
import { toProxyTokenInfo, type ProxyTokenInfo } from "../token-info";
import { STATE_ONLY_INPUTS, TOKEN_SHAPING_INPUTS, type ProxyTokenInputs } from "./proxy-token-inputs";

/**
 * Token metadata that changes without the token changing: a use moves them. They are left out
 * of state so that a refresh of an untouched token writes nothing: the engine stores every
 * output a refresh reads, so usage would rewrite state on every scheduled run, and an engine
 * that reports refreshed outputs rather than the provider's diff would show each use as drift.
 * Usage is read with getProxyTokens.
 */
type UsageFields = "useCount" | "lastUsedAt";

/**
 * What a ProxyToken holds in state: its inputs, then what the API says about the token (the
 * metadata getProxyTokens shows, less usage; the label being an input). Absent values are
 * null, never undefined (the provider host cannot send undefined). Every field changes only
 * when the token itself does, so a refresh of an untouched stack reports nothing.
 */
export interface ProxyTokenOutputs extends ProxyTokenInputs, Omit<ProxyTokenInfo, "id" | "label" | UsageFields> {
  readonly tokenId: number;
  /** The secret: returned by create only, then carried forward from state (null if state lost it). */
  readonly token: string | null;
  /**
   * The service's clock minus this machine's, in whole seconds, as last recorded: the rotation
   * window is measured on the service's clock. Recorded at create, and on refresh only when it
   * moved by more than {@link CLOCK_OFFSET_TOLERANCE_SECONDS}, so ordinary network jitter and
   * small clock drift never show as a change.
   */
  readonly serviceClockOffsetSeconds: number;
}

/** How far the measured clock offset may move before a refresh records it again. */
export const CLOCK_OFFSET_TOLERANCE_SECONDS = 300;

/**
 * The offset to keep in state: the recorded one while the new measurement stays within the
 * tolerance of it, else the new measurement.
 */
export function recordedClockOffset(previous: unknown, measuredSeconds: number): number {
  if (typeof previous === "number" && Number.isFinite(previous) && Math.abs(measuredSeconds - previous) <= CLOCK_OFFSET_TOLERANCE_SECONDS) {
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

/** The inputs part of a state object (outputs repeat the inputs). */
export function inputsOf(state: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const key of [...TOKEN_SHAPING_INPUTS, ...STATE_ONLY_INPUTS]) {
    if (state[key] !== undefined && state[key] !== null) inputs[key] = state[key];
  }
  return inputs;
}

/** State after create or refresh: the inputs, the API's view of the token, and the secret. */
export function proxyTokenOutputs(
  inputs: Readonly<Record<string, unknown>>,
  token: Token | CreatedToken,
  secret: string | null,
  serviceClockOffsetSeconds: number,
): ProxyTokenOutputs {
  // The label is an input (the API echoes it); the metadata is getProxyTokens' view, less usage.
  const { id: _id, label: _label, useCount: _useCount, lastUsedAt: _lastUsedAt, ...metadata } = toProxyTokenInfo(token);
  return {
    ...(inputsOf(inputs) as unknown as ProxyTokenInputs),
    tokenId: token.id,
    token: secret,
    ...metadata,
    serviceClockOffsetSeconds,
  };
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
export function currentTokenOf(id: string, state: Readonly<Record<string, unknown>>): { principal: Principal; tokenId: number } {
  const parsed = parseProxyTokenId(id);
  const held = state.tokenId;
  const tokenId = typeof held === "number" && Number.isInteger(held) && held > 0 ? held : parsed.tokenId;
  return { principal: parsed.principal, tokenId };
}
