import { z } from "zod";
import { PRINCIPAL_TYPES, type Principal } from "../core/principal";

const HOUR_MS = 60 * 60 * 1000;

/**
 * A replaced token still in its grace period, as state holds it: enough to revoke it later
 * and to recognise it in the Datafold app, never its secret. Times are ISO 8601 in UTC on
 * the service's clock, which decides when tokens expire, so the grace is measured on it too.
 */
export const PendingRevocation = z.strictObject({
  tokenId: z.number().int().positive(),
  prefix: z.string(),
  principalType: z.enum(PRINCIPAL_TYPES),
  /** Null for the proxy manager, which has no id. */
  principalId: z.string().nullable(),
  label: z.string(),
  replacedAt: z.string(),
  revokeAfter: z.string(),
});
export type PendingRevocation = z.infer<typeof PendingRevocation>;

/** The output that holds the list; absent from the state of resources that never had a grace period. */
export const PENDING_REVOCATIONS_KEY = "pendingRevocations";

/**
 * The pending revocations held in state. A state without the list (written before this
 * feature, or by a resource without a grace period) has none. An entry that is not one (state
 * edited by hand) is an error naming it: dropping it silently would leave its token active.
 */
export function pendingRevocationsOf(state: Readonly<Record<string, unknown>>): PendingRevocation[] {
  const held = state[PENDING_REVOCATIONS_KEY];
  if (held === undefined || held === null) return [];
  const parsed = z.array(PendingRevocation).safeParse(held);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `The ProxyToken's state holds a pendingRevocations list that is not one (at ${issue.path.join(".") || "the list"}: ${issue.message}). ` +
        "Restore the state this version wrote, or revoke the listed tokens by hand and remove the list. Nothing was sent.",
    );
  }
  return parsed.data;
}

/** The owner of a pending token, as the client takes it. */
export function principalOfPending(entry: PendingRevocation): Principal {
  return entry.principalType === "proxy_manager" ? { type: "proxy_manager" } : { type: entry.principalType, id: entry.principalId ?? "" };
}

/** A new entry for the token just replaced at `replacedAt` (the service's clock). */
export function pendingRevocationFor(
  old: { readonly tokenId: number; readonly prefix: string; readonly label: string },
  principal: Principal,
  replacedAt: Date,
  graceHours: number,
): PendingRevocation {
  return {
    tokenId: old.tokenId,
    prefix: old.prefix,
    principalType: principal.type,
    principalId: principal.type === "proxy_manager" ? null : principal.id,
    label: old.label,
    replacedAt: replacedAt.toISOString(),
    revokeAfter: new Date(replacedAt.getTime() + graceHours * HOUR_MS).toISOString(),
  };
}

/** Whether an entry's grace has passed at `serviceNowMs`. An unreadable time counts as passed: revoking is the safe side. */
export function isDue(entry: PendingRevocation, serviceNowMs: number): boolean {
  const revokeAfter = Date.parse(entry.revokeAfter);
  return Number.isNaN(revokeAfter) || revokeAfter <= serviceNowMs;
}

/**
 * "Now" on the service's clock as state last recorded it (`serviceClockOffsetSeconds`).
 * Unlike the rotation window's "now", a service that lags counts too: the grace promised is
 * grace on the service's clock, and revoking early would cut it short.
 */
export function serviceNowFromState(state: Readonly<Record<string, unknown>>, localNowMs = Date.now()): number {
  const offset = state.serviceClockOffsetSeconds;
  return localNowMs + (typeof offset === "number" && Number.isFinite(offset) ? offset * 1000 : 0);
}
