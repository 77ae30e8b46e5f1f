import { describePrincipal, tokenBasePath } from "../../core/principal";
import type { Principal } from "../../types/principal";
import { DEFAULT_TOKEN_LABEL } from "../../schemas/token";
import type { CreateTokenParams } from "../../types/proxy-admin-params";
import type { CreatedToken, Token } from "../../types/token";
import { UnresolvedCreateError } from "../../core/errors";
import { realSleep } from "../transport/http-client";
import { CLOCK_SLACK_MS, mayHaveCreated, settleTimeFor, summarizeFailure } from "../transport/lost-answer";
import type { ProxyAdminClient } from "./proxy-admin-client";
import { tokenLedger } from "./token-ledger";

export const DEFAULT_CREATE_ATTEMPTS = 3;

/** How many tokens made this process's ledger holds: internal, for the test of the bound. */
export function heldClaims(): number {
  return tokenLedger.madeRecords;
}

/** How {@link createTokenReconciled} retries a create, and whether it may revoke what a lost answer made. */
export interface ReconciledCreateOptions {
  /** Creates tried in all. Default 3. */
  readonly attempts?: number;
  /**
   * The caller promises that no other writer (another stack, script or process) ever creates a
   * token of this principal with this label, as with a label made by `uniqueLabel`. Then a token
   * of the label that appeared after a lost answer is provably this create's: its secret was
   * never delivered, so it is revoked before the create is sent again. Default false: such a
   * token may be another writer's, whose consumers use it, so it is left untouched and the create
   * fails with UnresolvedCreateError naming it.
   */
  readonly uniqueLabel?: boolean;
  /**
   * Told of each token a lost answer made that was revoked (only with `uniqueLabel`), with its
   * token id, its label and the revocation reason recorded on it: no secret, safe to log.
   */
  readonly onOrphanRevoked?: (event: { readonly tokenId: number; readonly label: string; readonly reason: string }) => void;
  /**
   * Waits before the look for what a lost answer made, after a timeout (as long as the timeout,
   * at most 30 s) or a gateway's 504 (5 s), for a service that may still be working on the
   * create: called with that many milliseconds, the look starts once the promise resolves.
   * Default: a real timer. Tests pass one that records the delay and resolves at once; a
   * service that commits during the wait needs the real one.
   */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * Creates a token, settling a lost answer without ever touching a token that may be someone
 * else's. A POST that fails after it was sent (connection dropped, timeout, 5xx) may have made a
 * token whose secret nobody will ever see. Before trying again, the principal's tokens are listed
 * and those the failed attempt may have made are found: not among the tokens seen before the
 * attempt, the same label and expiry, created since the attempt began, and not made by a create
 * of this process that was answered. Then:
 *
 * - none: the service made nothing (or has not yet: after a timeout the look first waits as long
 *   again), and the create is sent once more;
 * - some, and the label is the caller's alone (`uniqueLabel`): they are provably this create's,
 *   and are revoked with a reason saying why before the create is sent again;
 * - some, and the label may be shared: they may be another writer's fresh tokens, in use by its
 *   consumers. Revoking one would be an outage, so nothing is touched and the create fails with
 *   UnresolvedCreateError, which names them (`candidateIds`) and says what to do.
 *
 * A token left so is harmless if it is this create's: nobody holds its secret. It shows in
 * `getProxyTokens` with `neverUsed: true`, and a `ProxyTokenRevocation` with `tokenIds` revokes it.
 *
 * Resolves with the created token, secret included. Throws UnresolvedCreateError as above, when
 * every attempt failed after it was sent, or when looking failed. Any other failure (a refusal
 * such as a 4xx) is thrown as it is: the service made nothing.
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
 * process (a rotation's sweep) can take it for a lost one. Internal: the ProxyToken provider's.
 */
export function createHeldToken(
  admin: ProxyAdminClient,
  principal: Principal,
  { label, unique }: { readonly label: string; readonly unique: boolean },
  expiresInDays: number | undefined,
): Promise<CreatedToken> {
  const params = { label, ...(expiresInDays === undefined ? {} : { expiresInDays }) };
  return createReconciled(admin, principal, params, { uniqueLabel: unique }, true);
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
  const who = `${describePrincipal(principal)} (label ${JSON.stringify(label)})`;
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
      const since = new Date(startedAt).toISOString();
      const reason =
        `Orphan of an interrupted create: the answer was lost (${summarizeFailure(cause)}); ` +
        "revoked by pulumi-datafold before creating the token again";
      let found: readonly Token[];
      try {
        found = await tokenLedger.searching(admin, principal, label, async () => {
          const search = { label, expiresInDays: params.expiresInDays ?? null, createdFromMs: startedAt - CLOCK_SLACK_MS, seenBefore: before };
          const lost = (await admin.listTokens(principal)).filter((token) => tokenLedger.mayBeLost(admin, token, search));
          // Revoked only when provably this create's: a shared label's match may be another writer's token.
          if (options.uniqueLabel === true) for (const token of lost) await admin.revokeToken(principal, token.id, { reason });
          return lost;
        });
      } catch (reconcileError) {
        throw new UnresolvedCreateError(
          `Creating a token for ${who} failed after the request was sent (${summarizeFailure(cause)}), so the service may ` +
            `have made one, and looking for it failed too: ${(reconcileError as Error).message}. A token may be left active ` +
            `that nobody holds: list the tokens of ${describePrincipal(principal)} (getProxyTokens with neverUsed: true, or GET ` +
            `${tokenBasePath(principal)}) and revoke one labelled ${JSON.stringify(label)} created since ${since} ` +
            `${options.uniqueLabel === true ? "(the label is this create's alone, so any such token is its own)" : "that no stack or consumer holds"}.`,
          revoked,
          cause,
        );
      }
      if (found.length > 0 && options.uniqueLabel !== true) throw unprovable(who, principal, cause, found, revoked);
      for (const token of found) {
        revoked.push(token.id);
        options.onOrphanRevoked?.({ tokenId: token.id, label: token.label, reason });
      }
      if (attempt >= attempts) {
        throw new UnresolvedCreateError(
          `Could not create a token for ${who}: ${attempts} attempts failed after the request was sent (last: ` +
            `${summarizeFailure(cause)}). ` +
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

/**
 * The failure of a create whose lost answer may have made one of `found`, which carry a label
 * another writer may use too: what they are, why nothing was done to them, and what to do.
 */
function unprovable(who: string, principal: Principal, cause: Error, found: readonly Token[], revoked: readonly number[]): UnresolvedCreateError {
  const ids = found.map((token) => token.id);
  const listed = found.map((token) => `id ${token.id} (prefix ${token.prefix}, created ${token.created_at})`).join(", ");
  return new UnresolvedCreateError(
    `Creating a token for ${who} failed after the request was sent (${summarizeFailure(cause)}), and since then ` +
      `${found.length === 1 ? "1 active token" : `${found.length} active tokens`} of that label appeared: ${listed}. ` +
      `${found.length === 1 ? "It" : "One of them"} may be the token this create made, or another writer's (another stack or script creating tokens of ` +
      `${describePrincipal(principal)} with the same label), in use by its consumers, so nothing was revoked. ` +
      `If no stack or consumer holds ${found.length === 1 ? "it" : "one of them"} (a token this create made was never ` +
      "delivered to anyone: getProxyTokens with neverUsed: true lists it while it is unused), revoke it with a " +
      `ProxyTokenRevocation with tokenIds: [${ids.join(", ")}], or ProxyAdminClient.revokeToken; then run the update ` +
      "again. To have a lost answer settled without you, give each writer a label of its own: a ProxyToken whose label is " +
      "left out gets one that names its stack and resource.",
    revoked,
    cause,
    ids,
  );
}
