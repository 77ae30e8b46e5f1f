import type { ProxyAdminClient } from "../../client/proxy-admin/proxy-admin-client";
import { tokenLedger } from "../../client/proxy-admin/token-ledger";
import type { Principal } from "../../core/principal";
import { isDue, principalOfPending, type PendingRevocation } from "./pending-revocations";
import { PRINCIPAL_INPUTS } from "./proxy-token-inputs";
import type { ProxyTokenState } from "./proxy-token-state";
import { unlessGone } from "../shared/unless-gone";
import { DAY_MS } from "../../core/durations";
import { actingRoute, type ActingRoute } from "../shared/acting-route";

/** Recorded on the token when no `revokeReason` is given, so an audit can tell who revoked it (the Pulumi routes'). */
export const DEFAULT_REVOKE_REASON = "Revoked by Pulumi (pulumi-datafold): the ProxyToken resource was replaced or deleted";

/** The default reason of a route, by default the one this process serves (../shared/acting-route.ts): {@link DEFAULT_REVOKE_REASON} for Pulumi's. */
export function defaultRevokeReason(route: ActingRoute = actingRoute()): string {
  return `Revoked by ${route.name}: the ${route.resource("ProxyToken")} resource was replaced or deleted`;
}

/** The reason a revocation records: the resource's `revokeReason`, else the default. */
export function revokeReasonOf(inputs: { readonly revokeReason?: string }): string {
  return inputs.revokeReason ?? defaultRevokeReason();
}

/**
 * "Now" for the rotation window: the later of this machine's clock and the service's clock as
 * the recorded offset gives it. The service decides expiry, so a refresh against it is what a
 * scheduled rotation relies on; a lagging CI clock cannot delay it. Diff makes no request (a
 * preview must not), hence the offset recorded in state.
 */
function rotationNow(olds: ProxyTokenState): number {
  return Date.now() + Math.max(0, olds.serviceClockOffsetSeconds ?? 0) * 1000;
}

/**
 * Why the current token must be replaced although no input that shapes it changed: `status`
 * for a token revoked, expired or past its expiry, `expiresAt` inside the rotation window.
 */
export function lifetimeReason(olds: ProxyTokenState, rotateBeforeDays: number | undefined): string | undefined {
  if (olds.status === "revoked" || olds.status === "expired") return "status";
  const expiresAt = Date.parse(olds.expiresAt ?? "");
  if (Number.isNaN(expiresAt)) return undefined;
  const now = rotationNow(olds);
  if (expiresAt <= now) return "status";
  if (rotateBeforeDays !== undefined && expiresAt - now <= rotateBeforeDays * DAY_MS) return "expiresAt";
  return undefined;
}

/**
 * Whether a new token comes by an update in place (the old one kept for its grace period)
 * rather than by a replacement: the grace period is set, and the owner stays the same.
 */
export function rotatesInPlace(reasons: readonly string[], news: { readonly revokeReplacedAfterHours?: number }): boolean {
  return news.revokeReplacedAfterHours !== undefined && !reasons.some((reason) => PRINCIPAL_INPUTS.includes(reason));
}

/** Records the tokens a state holds (current and pending) in the ledger: no sweep of this host takes them for orphans. */
export function noteHeldTokens(admin: ProxyAdminClient, state: ProxyTokenState): void {
  if (state.tokenId !== undefined) tokenLedger.held(admin, { id: state.tokenId, prefix: state.prefix ?? "" });
  for (const entry of state.pendingRevocations ?? []) tokenLedger.held(admin, { id: entry.tokenId, prefix: entry.prefix });
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

/**
 * The reason recorded on a token left by a rotation that was interrupted before its state was
 * saved, naming the route that revoked it (by default the one this process serves): the engine
 * that failed to save the state is Pulumi's, or OpenTofu's or Terraform's.
 */
export function interruptedRotationReason(route: ActingRoute = actingRoute()): string {
  return `Orphan of an interrupted rotation: the update that created it ended before its state was saved; revoked by ${route.name}`;
}

/**
 * An update killed after the service made its new token but before the engine saved the
 * state leaves that token active, its secret lost; the state still holds the token before
 * it. The next rotation of the resource finds such tokens and revokes them before it creates
 * its own: by the ledger's rule, of the label and lifetime the rotation asks for, created after
 * the current token. Call it only with the resource's own label (`labelForNewToken` says when):
 * such a token is then provably the resource's, whereas a label another writer may use could
 * match that writer's token, in use elsewhere. Resolves with the ids revoked.
 */
export async function sweepInterruptedRotations(
  admin: ProxyAdminClient,
  principal: Principal,
  olds: ProxyTokenState,
  news: { readonly label: string; readonly expiresInDays?: number },
): Promise<number[]> {
  const since = Date.parse(olds.createdAt ?? "");
  if (Number.isNaN(since)) return [];
  // Created strictly after the current token: the `created_at` times are whole milliseconds.
  const search = { label: news.label, expiresInDays: news.expiresInDays ?? null, createdFromMs: since + 1 };
  return tokenLedger.searching(admin, principal, news.label, async () => {
    const orphans = (await admin.listTokens(principal)).filter((token) => tokenLedger.mayBeLost(admin, token, search));
    for (const token of orphans) await unlessGone(admin.revokeToken(principal, token.id, { reason: interruptedRotationReason() }));
    return orphans.map((token) => token.id);
  });
}
