import type { ProxyTokenInfo } from "../token-info";
import { DAY_MS } from "../core/durations";

/** The audit filters of getProxyTokens; each one given narrows the result further. */
export interface TokenAuditFilters {
  readonly expiringWithinDays?: number;
  readonly unusedForDays?: number;
  readonly neverUsed?: boolean;
  readonly label?: string;
}

/**
 * The test a token must pass to be kept, measured against `serviceNowMs`, the service's time.
 * The service decides when a token expires and stamps its uses, so its clock is the one that
 * counts; a machine whose clock is off would otherwise miss a token about to expire.
 *
 * - expiringWithinDays: active tokens whose expiry is at most that many days away (a token
 *   that never expires, or no longer works, expires within no window).
 * - unusedForDays: tokens whose last use, or creation when never used, is at least that many
 *   days ago, whatever their status.
 * - neverUsed (true): tokens the service has never seen used, whatever their status. Such a
 *   token's secret may never have reached anyone (a create whose answer was lost), which is
 *   what an audit for strays looks for. False filters nothing, as if it were left out.
 * - label: tokens with exactly this label (the label is how a tool marks the tokens it makes).
 */
export function auditFilter(filters: TokenAuditFilters, serviceNowMs: number): (token: ProxyTokenInfo) => boolean {
  const { expiringWithinDays, unusedForDays, neverUsed, label } = filters;
  return (token) => {
    if (expiringWithinDays !== undefined) {
      const expiresAt = token.expiresAt === null ? NaN : Date.parse(token.expiresAt);
      if (token.status !== "active" || !(expiresAt - serviceNowMs <= expiringWithinDays * DAY_MS)) return false;
    }
    if (unusedForDays !== undefined) {
      // The service's time is known to the second (its Date header), so a use within the last
      // second can look a little in the future: that is no idle time, never negative idle time.
      const idleMs = Math.max(0, serviceNowMs - Date.parse(token.lastUsedAt ?? token.createdAt));
      if (!(idleMs >= unusedForDays * DAY_MS)) return false;
    }
    // Both signs are asked for: a count of 0 with a last use (or the reverse) is a service
    // that saw some use, and a token someone used is not one whose secret nobody holds.
    if (neverUsed === true && !(token.useCount === 0 && token.lastUsedAt === null)) return false;
    if (label !== undefined && token.label !== label) return false;
    return true;
  };
}
