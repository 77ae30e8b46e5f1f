import { describePrincipal, tokenBasePath } from "../../core/principal";
import type { Principal } from "../../types/principal";
import { DEFAULT_TOKEN_LABEL } from "../../schemas/token";
import type { CreateTokenParams } from "../../types/proxy-admin-params";
import type { CreatedToken, Token } from "../../types/token";
import { UnresolvedCreateError } from "../../core/errors";
import { realSleep } from "../transport/http-client";
import { mayHaveCreated, settleTimeFor, summarizeFailure } from "../transport/lost-answer";
import type { ProxyAdminClient } from "./proxy-admin-client";
import { CLOCK_SLACK_MS } from "../transport/lost-answer";
import { tokenLedger } from "./token-ledger";

export const DEFAULT_CREATE_ATTEMPTS = 3;

/** How many tokens made this process's ledger holds: internal, for the test of the bound. */
export function heldClaims(): number {
  return tokenLedger.madeRecords;
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
export function createTokenReconciled(
  admin: ProxyAdminClient,
  principal: Principal,
  params: CreateTokenParams,
  options: ReconciledCreateOptions = {},
): Promise<CreatedToken> {
  return createReconciled(admin, principal, params, options, false);
}

/**
 * {@link createTokenReconciled} for a token a resource's state is about to hold: it is recorded
 * in the ledger as held before the create's lock is released, so that no later search of this
 * process (a rotation's sweep) can take it for an orphan. Internal: the ProxyToken provider's.
 */
export function createHeldToken(admin: ProxyAdminClient, principal: Principal, params: CreateTokenParams): Promise<CreatedToken> {
  return createReconciled(admin, principal, params, {}, true);
}

async function createReconciled(
  admin: ProxyAdminClient,
  principal: Principal,
  params: CreateTokenParams,
  options: ReconciledCreateOptions,
  hold: boolean,
): Promise<CreatedToken> {
  const attempts = options.attempts ?? DEFAULT_CREATE_ATTEMPTS;
  const label = params.label ?? DEFAULT_TOKEN_LABEL;
  const revoked: number[] = [];
  for (let attempt = 1; ; attempt++) {
    let before: ReadonlySet<number> = new Set();
    let startedAt = 0;
    let inFlight: object | undefined;
    try {
      let cause: Error;
      try {
        return await tokenLedger.creating(admin, principal, label, async () => {
          inFlight = tokenLedger.beginAttempt();
          before = new Set((await admin.listTokens(principal)).map((token) => token.id));
          startedAt = admin.serverNow().getTime();
          const created = await admin.createToken(principal, params);
          // Recorded before the lock is released: a search of this process never sees it unrecorded.
          tokenLedger.made(admin, created);
          if (hold) tokenLedger.held(admin, created);
          return created;
        });
      } catch (error) {
        if (startedAt === 0 || !mayHaveCreated(error)) throw error;
        cause = error as Error;
      }
      // A service still working on the request would commit after a look that came too soon.
      const settleMs = settleTimeFor(cause);
      if (settleMs > 0) await (options.sleep ?? realSleep)(settleMs);
      const reason =
        `Orphan of an interrupted create: the answer was lost (${summarizeFailure(cause)}); ` +
        "revoked by pulumi-datafold before creating the token again";
      let orphans: readonly Token[];
      try {
        orphans = await tokenLedger.searching(admin, principal, label, async () => {
          const search = { label, expiresInDays: params.expiresInDays ?? null, createdFromMs: startedAt - CLOCK_SLACK_MS, seenBefore: before };
          const found = (await admin.listTokens(principal)).filter((token) => tokenLedger.isOrphan(admin, token, search));
          for (const token of found) await admin.revokeToken(principal, token.id, { reason });
          return found;
        });
      } catch (reconcileError) {
        throw new UnresolvedCreateError(
          `Creating a token for ${describePrincipal(principal)} (label ${JSON.stringify(label)}) failed after the request ` +
            `was sent (${summarizeFailure(cause)}), so the service may have made one, and looking for it failed too: ` +
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
            `attempts failed after the request was sent (last: ${summarizeFailure(cause)}). ` +
            (revoked.length > 0
              ? `The tokens they made (ids ${revoked.join(", ")}) were found and revoked, so none is left active. `
              : "The service made no token for them. ") +
            "Run the update again once the service answers reliably.",
          revoked,
          cause,
        );
      }
    } finally {
      if (inFlight !== undefined) tokenLedger.endAttempt(inFlight);
    }
  }
}
