import { describePrincipal, tokenBasePath } from "../../core/principal";
import type { Principal } from "../../types/principal";
import { DEFAULT_TOKEN_LABEL } from "../../schemas/token";
import type { CreateTokenParams } from "../../types/client-params";
import type { CreatedToken, Token } from "../../types/token";
import { HttpError, NetworkError, TimeoutError, UnresolvedCreateError } from "../../core/errors";
import { realSleep } from "../transport/http-client";
import { ResponseTooLargeError } from "../transport/limit-errors";
import type { ProxyAdminClient } from "./proxy-admin-client";
import { KeyedLocks } from "./shared-exclusive-lock";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The `Date` header has whole seconds, and the service's clock may tick between calls. */
const CLOCK_SLACK_MS = 2_000;
export const DEFAULT_CREATE_ATTEMPTS = 3;
/** The longest wait for a service that may still be working on a create the client gave up on. */
const MAX_SETTLE_MS = 30_000;
/** After a gateway's 504, the service behind it may still be working; no timeout tells how long. */
const GATEWAY_TIMEOUT_SETTLE_MS = 5_000;

/**
 * Creates of one principal and label run under a shared lock; finding the orphans of a
 * failed create takes it exclusively, so that no create of the same kind is in flight
 * (whose token could look like an orphan) while the principal's tokens are examined.
 */
const locks = new KeyedLocks();
/**
 * Tokens this process created and was told about: never orphans, whatever else matches.
 * Keyed by service, id and creation time, so that a service whose ids start again (an
 * emulator reset) cannot make a new token look claimed.
 *
 * Only the look of an attempt that listed its `before` tokens before a token was made can
 * mistake that token for an orphan: any later attempt has it among its `before`. Such an
 * attempt was in flight when the token was claimed. So each claim keeps the count of claims
 * made until it, each attempt in flight the count when it listed, and a claim is dropped once
 * no attempt that listed before it is in flight. A long-lived process (a provider host, a
 * service using the client) then holds only the claims made while its oldest attempt still
 * running began, and none while no create is in flight, however many tokens it creates.
 */
const claimed = new Map<string, number>();
const claimKey = (admin: ProxyAdminClient, token: Token): string => `${admin.proxyUrl}#${token.id}#${token.created_at}`;
/** Claims made by this process so far. */
let claimsMade = 0;
/** Attempts from their `before` listing to the end of their look, each with `claimsMade` when it listed. */
const attemptsInFlight = new Set<{ claimsBefore: number }>();

/** Drops every claim that no attempt in flight could mistake for an orphan. */
function dropUnneededClaims(): void {
  let oldest = Infinity;
  for (const attempt of attemptsInFlight) oldest = Math.min(oldest, attempt.claimsBefore);
  // A Map iterates in insertion order, which is the order the claims were made in.
  for (const [key, made] of claimed) {
    if (made > oldest) break;
    claimed.delete(key);
  }
}

/** How many claims this process holds: internal, for the test of the bound. */
export function heldClaims(): number {
  return claimed.size;
}

/** How {@link createTokenReconciled} retries a create, and is told of the orphans it revokes. */
export interface ReconciledCreateOptions {
  /** Creates tried in all, each after the previous one's orphan (if any) was revoked. Default 3. */
  readonly attempts?: number;
  /**
   * Told of each orphan found and revoked, with its token id, its label and the revocation
   * reason recorded on it: no secret, safe to log.
   */
  readonly onOrphanRevoked?: (event: { readonly tokenId: number; readonly label: string; readonly reason: string }) => void;
  /**
   * Waits before the look for an orphan, after a timeout (as long as the timeout, at most
   * 30 s) or a gateway's 504 (5 s), for a service that may still be working on the create:
   * called with that many milliseconds, the look starts once the promise resolves. Default: a
   * real timer. Tests pass one that records the delay and resolves at once; a service that
   * commits during the wait needs the real one.
   */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * Creates a token without ever leaving an orphan behind. A POST that fails after it was
 * sent (connection dropped, timeout, 5xx) may have made a token whose secret nobody will
 * ever see. Before trying again, the principal's tokens are listed and the one the failed
 * attempt made is found: not among the tokens seen before the attempt, the same label and
 * expiry, created since the attempt began, and not created by a create of this process that
 * was answered. It is revoked with a reason saying why, then the create is sent once more.
 * After a timeout the look waits as long again first, for a service still working on it.
 *
 * What it cannot tell apart: a token with the same label made at the same moment by another
 * process for the same principal (give concurrent writers distinct labels); and it cannot
 * see a create the service commits later than that wait.
 *
 * Resolves with the created token, secret included. Throws UnresolvedCreateError when every
 * attempt failed after it was sent, or when looking for an orphan failed: its message says
 * which tokens to check, and `revokedOrphanIds` lists those already revoked. Any other
 * failure (a refusal such as a 4xx) is thrown as it is: the service made nothing.
 */
export async function createTokenReconciled(
  admin: ProxyAdminClient,
  principal: Principal,
  params: CreateTokenParams,
  options: ReconciledCreateOptions = {},
): Promise<CreatedToken> {
  const attempts = options.attempts ?? DEFAULT_CREATE_ATTEMPTS;
  const label = params.label ?? DEFAULT_TOKEN_LABEL;
  const key = `${admin.proxyUrl} ${tokenBasePath(principal, "createTokenReconciled")} ${label}`;
  const revoked: number[] = [];
  for (let attempt = 1; ; attempt++) {
    let before: ReadonlySet<number> = new Set();
    let startedAt = 0;
    const inFlight = { claimsBefore: 0 };
    try {
      let cause: Error;
      try {
        const created = await locks.shared(key, async () => {
          inFlight.claimsBefore = claimsMade;
          attemptsInFlight.add(inFlight);
          before = new Set((await admin.listTokens(principal)).map((token) => token.id));
          startedAt = admin.serverNow().getTime();
          return admin.createToken(principal, params);
        });
        claimed.set(claimKey(admin, created), ++claimsMade);
        return created;
      } catch (error) {
        if (startedAt === 0 || !mayHaveCreated(error)) throw error;
        cause = error as Error;
      }
      // A service still working on the request would commit after a look that came too soon.
      const settleMs = settleTimeFor(cause);
      if (settleMs > 0) await (options.sleep ?? realSleep)(settleMs);
      const reason =
        `Orphan of an interrupted create: the answer was lost (${summarize(cause)}); ` +
        "revoked by pulumi-datafold before creating the token again";
      let orphans: readonly Token[];
      try {
        orphans = await locks.exclusive(key, async () => {
          const found = (await admin.listTokens(principal)).filter((token) =>
            isOrphan(token, { admin, label, before, startedAt, expiresInDays: params.expiresInDays ?? null }),
          );
          for (const token of found) await admin.revokeToken(principal, token.id, { reason });
          return found;
        });
      } catch (reconcileError) {
        throw new UnresolvedCreateError(
          `Creating a token for ${describePrincipal(principal)} (label ${JSON.stringify(label)}) failed after the request ` +
            `was sent (${summarize(cause)}), so the service may have made one, and looking for it failed too: ` +
            `${(reconcileError as Error).message}. A token may be left active: list the tokens of ` +
            `${describePrincipal(principal)} (getProxyTokens, or GET ${tokenBasePath(principal)}) and revoke any labelled ` +
            `${JSON.stringify(label)} created since ${new Date(startedAt).toISOString()} that no resource holds.`,
          revoked,
          cause,
        );
      }
      for (const token of orphans) {
        revoked.push(token.id);
        options.onOrphanRevoked?.({ tokenId: token.id, label: token.label, reason });
      }
      if (attempt >= attempts) {
        throw new UnresolvedCreateError(
          `Could not create a token for ${describePrincipal(principal)} (label ${JSON.stringify(label)}): ${attempts} ` +
            `attempts failed after the request was sent (last: ${summarize(cause)}). ` +
            (revoked.length > 0
              ? `The tokens they made (ids ${revoked.join(", ")}) were found and revoked, so none is left active. `
              : "The service made no token for them. ") +
            "Run the update again once the service answers reliably.",
          revoked,
          cause,
        );
      }
    } finally {
      attemptsInFlight.delete(inFlight);
      dropUnneededClaims();
    }
  }
}

/**
 * How long to wait before looking for the orphan. After a timeout (ours, or a gateway's 504)
 * the service may still be working on the create: give it as long again as we waited. A
 * dropped connection or another 5xx means the exchange is over on the service's side.
 */
function settleTimeFor(error: Error): number {
  if (error instanceof TimeoutError) return Math.min(error.timeoutMs, MAX_SETTLE_MS);
  if (error instanceof HttpError && error.status === 504) return GATEWAY_TIMEOUT_SETTLE_MS;
  return 0;
}

/** A failure after which the service may have made the token: the POST went out, no clear refusal came back. */
function mayHaveCreated(error: unknown): boolean {
  // An answer too large to read is an answer lost: the token, if made, is unseen.
  if (error instanceof NetworkError || error instanceof ResponseTooLargeError) return error.ambiguous;
  // A 5xx may come from a gateway after the service committed; 4xx are refusals.
  return error instanceof HttpError && error.status >= 500;
}

function isOrphan(
  token: Token,
  attempt: {
    readonly admin: ProxyAdminClient;
    readonly label: string;
    readonly before: ReadonlySet<number>;
    readonly startedAt: number;
    readonly expiresInDays: number | null;
  },
): boolean {
  if (token.label !== attempt.label || attempt.before.has(token.id)) return false;
  if (claimed.has(claimKey(attempt.admin, token))) return false;
  const createdAt = Date.parse(token.created_at);
  if (Number.isNaN(createdAt) || createdAt < attempt.startedAt - CLOCK_SLACK_MS) return false;
  if (attempt.expiresInDays === null) return token.expires_at === null;
  const lifetime = Date.parse(token.expires_at ?? "") - createdAt;
  return Math.abs(lifetime - attempt.expiresInDays * DAY_MS) <= CLOCK_SLACK_MS;
}

/** A few words on why an attempt failed, for the revoke reason and messages. */
function summarize(error: Error): string {
  if (error instanceof HttpError) return `status ${error.status}`;
  if (error instanceof ResponseTooLargeError) return `an answer larger than ${error.limitBytes} bytes`;
  if (error instanceof NetworkError) {
    return error.errorCode === "ETIMEDOUT" ? "no answer before the timeout" : `connection lost: ${error.errorCode ?? "network error"}`;
  }
  return error.message;
}
