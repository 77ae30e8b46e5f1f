import { z } from "zod";
import { PRINCIPAL_TYPES, type Principal } from "../../core/principal";

const HOUR_MS = 60 * 60 * 1000;

/**
 * A replaced token still in its grace period, as state holds it: enough to revoke it later
 * and to recognise it in the Datafold app, never its secret. Times are ISO 8601 in UTC on
 * the service's clock, which decides when tokens expire, so the grace is measured on it too.
 */
export const PendingRevocation = z
  .strictObject({
    tokenId: z.number().int().positive().describe("The replaced token's id in the proxy admin API."),
    prefix: z
      .string()
      .describe("The start of the replaced token, such as `sqlp_pcp_1a2b3c4d`: not a secret, enough to recognise it in the Datafold app."),
    principalType: z.enum(PRINCIPAL_TYPES).describe("The owner's type: `user`, `service_principal` or `proxy_manager` (the resource's own)."),
    principalId: z.string().nullable().describe("The user id or client id of the owner; null for the proxy manager."),
    label: z.string().describe("The replaced token's label."),
    replacedAt: z.string().describe("When the rotation created its successor: ISO 8601 in UTC, on the service's clock."),
    revokeAfter: z
      .string()
      .describe(
        "When its grace period ends: ISO 8601 in UTC, on the service's clock. The first `pulumi up` from then on revokes it with " +
          "`revokeReason` (run `pulumi refresh` first, so that the service's clock is read).",
      ),
  })
  .describe(
    "A token a ProxyToken replaced and keeps working for its grace period (`revokeReplacedAfterHours`), as state shows it: never its secret.",
  );
export type PendingRevocation = z.infer<typeof PendingRevocation>;

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
export function serviceNowFromState(state: { readonly serviceClockOffsetSeconds?: number }, localNowMs = Date.now()): number {
  return localNowMs + (state.serviceClockOffsetSeconds ?? 0) * 1000;
}
