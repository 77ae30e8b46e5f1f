import { isDeepStrictEqual } from "node:util";
import { createTokenReconciled } from "../client/proxy-admin/reconciled-create";
import type { ProxyAdminClient } from "../client/proxy-admin/proxy-admin-client";
import type { CreateTokenParams } from "../types/client-params";
import { KeyedLocks } from "../client/proxy-admin/shared-exclusive-lock";
import { tokenBasePath, type Principal } from "../core/principal";
import { DEFAULT_TOKEN_LABEL, type CreatedToken, type Token } from "../schemas/token";
import { isDue, pendingRevocationsOf, principalOfPending, type PendingRevocation } from "./pending-revocations";
import { PRINCIPAL_INPUTS, TOKEN_SHAPING_INPUTS } from "./proxy-token-inputs";
import { unlessGone } from "./unless-gone";
import { isUnknown } from "./unknown-value";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The `Date` header has whole seconds, and the service's clock may tick between calls. */
const CLOCK_SLACK_MS = 2_000;

type Props = Readonly<Record<string, unknown>>;

/** Recorded on the token when no `revokeReason` is given, so an audit can tell who revoked it. */
export const DEFAULT_REVOKE_REASON = "Revoked by Pulumi (pulumi-datafold): the ProxyToken resource was replaced or deleted";

/** The reason a revocation records: the resource's `revokeReason`, else the default. */
export function revokeReasonOf(props: Props): string {
  return typeof props.revokeReason === "string" ? props.revokeReason : DEFAULT_REVOKE_REASON;
}

/** Equal inputs, with null and absent meaning the same ("not set"). */
export function sameInput(old: unknown, next: unknown): boolean {
  if (isUnknown(next)) return false;
  return isDeepStrictEqual(old ?? null, next ?? null);
}

/**
 * "Now" for the rotation window: the later of this machine's clock and the service's clock as
 * the recorded offset gives it. The service decides expiry, so a refresh against it is what a
 * scheduled rotation relies on; a lagging CI clock cannot delay it. Diff makes no request (a
 * preview must not), hence the offset recorded in state.
 */
function rotationNow(olds: Props): number {
  const offset = typeof olds.serviceClockOffsetSeconds === "number" ? olds.serviceClockOffsetSeconds : 0;
  return Date.now() + Math.max(0, offset) * 1000;
}

/** Why the current token must be replaced even though no token-shaping input changed. */
function replacementForLifetime(olds: Props, news: Props): string | undefined {
  if (olds.status === "revoked" || olds.status === "expired") return "status";
  const expiresAt = typeof olds.expiresAt === "string" ? Date.parse(olds.expiresAt) : NaN;
  if (Number.isNaN(expiresAt)) return undefined;
  const now = rotationNow(olds);
  if (expiresAt <= now) return "status";
  const window = news.rotateBeforeDays;
  if (typeof window === "number" && expiresAt - now <= window * DAY_MS) return "expiresAt";
  return undefined;
}

/**
 * Why the resource needs a new token: the token-shaping inputs that changed, else the
 * lifetime reason (`status` for a revoked or expired token, `expiresAt` inside the
 * rotation window). Empty when the current token stays.
 */
export function newTokenReasons(olds: Props, news: Props): string[] {
  const changed: string[] = TOKEN_SHAPING_INPUTS.filter((key) => !sameInput(olds[key], news[key]));
  if (changed.length > 0) return changed;
  const lifetime = replacementForLifetime(olds, news);
  return lifetime === undefined ? [] : [lifetime];
}

/**
 * Whether a new token comes by an update in place (the old one kept for its grace period)
 * rather than by a replacement: the grace period is set, and the owner stays the same.
 */
export function rotatesInPlace(reasons: readonly string[], news: Props): boolean {
  return typeof news.revokeReplacedAfterHours === "number" && !reasons.some((reason) => PRINCIPAL_INPUTS.includes(reason));
}

/**
 * Token ids this provider host has seen held by a ProxyToken's state (current or pending) or
 * has created: the sweep of interrupted rotations never takes them for orphans. It protects
 * another ProxyToken of the same principal and label in the same stack once the engine has
 * handed this host that resource's state (its diff or read); see the architecture document.
 */
const heldTokenIds = new Set<string>();
/** By service, id and prefix: a service whose ids start again (an emulator reset) cannot make a new token look held. */
const heldKey = (admin: ProxyAdminClient, token: { readonly id: number; readonly prefix: unknown }) =>
  `${admin.proxyUrl}#${token.id}#${String(token.prefix)}`;

/** Notes the tokens a state holds, for {@link sweepInterruptedRotations}. */
export function noteHeldTokens(admin: ProxyAdminClient, state: Props): void {
  if (typeof state.tokenId === "number") heldTokenIds.add(heldKey(admin, { id: state.tokenId, prefix: state.prefix }));
  try {
    for (const entry of pendingRevocationsOf(state)) heldTokenIds.add(heldKey(admin, { id: entry.tokenId, prefix: entry.prefix }));
  } catch {
    // A malformed list is reported by the step that acts on it, not by this bookkeeping.
  }
}

/**
 * Creates of one principal and label share a lock; the sweep takes it exclusively, so that
 * it never sees a token of this host whose create is still in flight (not yet noted as held).
 */
const sweepLocks = new KeyedLocks();
const sweepKey = (admin: ProxyAdminClient, principal: Principal, label: string) => `${admin.proxyUrl} ${tokenBasePath(principal)} ${label}`;

/**
 * createTokenReconciled (an interrupted POST leaves no orphan), with the new token noted as
 * held before the lock that keeps the sweep away is released.
 */
export async function createHeldToken(admin: ProxyAdminClient, principal: Principal, params: CreateTokenParams): Promise<CreatedToken> {
  return sweepLocks.shared(sweepKey(admin, principal, params.label ?? DEFAULT_TOKEN_LABEL), async () => {
    const created = await createTokenReconciled(admin, principal, params);
    heldTokenIds.add(heldKey(admin, created));
    return created;
  });
}

/**
 * Revokes the pending tokens whose grace has passed at `serviceNowMs`, each with `reason`;
 * one already revoked (200) or gone (404) counts as done. Resolves with the entries still
 * pending. Any other failure is thrown, before the caller has made anything.
 */
export async function revokeDue(
  admin: ProxyAdminClient,
  pending: readonly PendingRevocation[],
  serviceNowMs: number,
  reason: string,
): Promise<PendingRevocation[]> {
  const remaining: PendingRevocation[] = [];
  for (const entry of pending) {
    if (isDue(entry, serviceNowMs)) await unlessGone(admin.revokeToken(principalOfPending(entry), entry.tokenId, { reason }));
    else remaining.push(entry);
  }
  return remaining;
}

/** Revokes every pending token, whatever its grace (delete). */
export async function revokeAll(admin: ProxyAdminClient, pending: readonly PendingRevocation[], reason: string): Promise<void> {
  for (const entry of pending) await unlessGone(admin.revokeToken(principalOfPending(entry), entry.tokenId, { reason }));
}

/** The reason recorded on a token left by a rotation that was interrupted before its state was saved. */
export const INTERRUPTED_ROTATION_REASON =
  "Orphan of an interrupted rotation: the update that created it ended before Pulumi saved its state; revoked by pulumi-datafold";

/**
 * An update killed after the service made its new token but before the engine saved the
 * state leaves that token active, its secret lost; the state still holds the token before
 * it. The next rotation of the resource finds such tokens and revokes them before it creates
 * its own: same principal, the label and lifetime the rotation asks for, active, created
 * after the current token, and held by no state this host has seen nor created by it.
 * Resolves with the ids revoked.
 */
export async function sweepInterruptedRotations(
  admin: ProxyAdminClient,
  principal: Principal,
  olds: Props,
  news: { readonly label: string; readonly expiresInDays?: number },
): Promise<number[]> {
  const since = typeof olds.createdAt === "string" ? Date.parse(olds.createdAt) : NaN;
  if (Number.isNaN(since)) return [];
  return sweepLocks.exclusive(sweepKey(admin, principal, news.label), async () => {
    const orphans = (await admin.listTokens(principal)).filter(
      (token) => token.status === "active" && !heldTokenIds.has(heldKey(admin, token)) && madeByRotation(token, since, news),
    );
    for (const token of orphans) await unlessGone(admin.revokeToken(principal, token.id, { reason: INTERRUPTED_ROTATION_REASON }));
    return orphans.map((token) => token.id);
  });
}

function madeByRotation(token: Token, sinceMs: number, news: { readonly label: string; readonly expiresInDays?: number }): boolean {
  const createdAt = Date.parse(token.created_at);
  if (token.label !== news.label || Number.isNaN(createdAt) || createdAt <= sinceMs) return false;
  if (news.expiresInDays === undefined) return token.expires_at === null;
  const lifetime = Date.parse(token.expires_at ?? "") - createdAt;
  return Math.abs(lifetime - news.expiresInDays * DAY_MS) <= CLOCK_SLACK_MS;
}
