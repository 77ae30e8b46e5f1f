import { tokenBasePath } from "../../core/principal";
import type { Principal } from "../../types/principal";
import type { Token } from "../../types/token";
import { DAY_MS } from "../../core/durations";
import { CLOCK_SLACK_MS } from "../transport/lost-answer";
import { KeyedLocks } from "./shared-exclusive-lock";

/** What a token is told apart by: the service it lives on, and its id and prefix there. */
interface TokenOnService {
  readonly proxyUrl: string;
}

/**
 * What a search after a lost answer looks for: tokens of one label and lifetime, created from
 * a moment on, that a create or a rotation of this process may have left behind. Whether such
 * a token is provably this process's own is the label's business, not the ledger's: only a
 * label no other writer uses (`uniqueLabel`) proves it.
 */
export interface LostCreateSearch {
  readonly label: string;
  /** The lifetime the lost create asked for; null for a token that never expires. */
  readonly expiresInDays: number | null;
  /** Only tokens created at or after this time (the service's clock, ms) can be the lost one. */
  readonly createdFromMs: number;
  /** Tokens seen before the lost create was sent: they were there already. */
  readonly seenBefore?: ReadonlySet<number>;
}

/**
 * The one record of the SQL-proxy tokens this process made or holds, shared by the create
 * that settles a lost answer (`createTokenReconciled`) and the sweep that follows an
 * interrupted rotation (the ProxyToken provider). It holds:
 *
 * - the **locks** per service, principal and label: creates run under the shared lock, and a
 *   search after a lost answer under the exclusive one, so that no create of this process is in
 *   flight (its token not yet recorded) while the principal's tokens are examined;
 * - the **tokens made** by this process, recorded inside the create's lock. A record is kept
 *   only while an attempt that listed the principal's tokens before it was made is still in
 *   flight: only such an attempt could take it for its lost one. So a long-lived process holds
 *   only the records made since its oldest attempt still running began;
 * - the **tokens held** by the states this process has seen (a provider host sees every
 *   ProxyToken of its deployment), kept for the life of the process;
 * - the **rule** that says which tokens a lost create may have made ({@link TokenLedger.mayBeLost}).
 *
 * Tokens are keyed by service, id and prefix, so that a service whose ids start again (an
 * emulator reset) cannot make a new token look made or held.
 */
export class TokenLedger {
  readonly #locks = new KeyedLocks();
  readonly #made = new Map<string, number>();
  #madeCount = 0;
  readonly #attempts = new Set<{ madeBefore: number }>();
  readonly #held = new Set<string>();

  /** Runs a create of `principal`'s token with `label` under the shared lock of that kind of token. */
  creating<T>(admin: TokenOnService, principal: Principal, label: string, task: () => Promise<T>): Promise<T> {
    return this.#locks.shared(lockKey(admin, principal, label), task);
  }

  /** Runs a search after a lost answer alone: no create of the same kind runs meanwhile. */
  searching<T>(admin: TokenOnService, principal: Principal, label: string, task: () => Promise<T>): Promise<T> {
    return this.#locks.exclusive(lockKey(admin, principal, label), task);
  }

  /**
   * Starts an attempt that is about to list the principal's tokens before it creates: tokens
   * made from now on stay recorded until {@link endAttempt}, for its search.
   */
  beginAttempt(): object {
    const attempt = { madeBefore: this.#madeCount };
    this.#attempts.add(attempt);
    return attempt;
  }

  /** Ends an attempt; records no attempt in flight could mistake for its lost one are dropped. */
  endAttempt(attempt: object): void {
    this.#attempts.delete(attempt as { madeBefore: number });
    let oldest = Infinity;
    for (const { madeBefore } of this.#attempts) oldest = Math.min(oldest, madeBefore);
    // A Map iterates in insertion order, which is the order the tokens were made in.
    for (const [key, count] of this.#made) {
      if (count > oldest) break;
      this.#made.delete(key);
    }
  }

  /** Records a token this process made: call it inside {@link creating}, before the lock is released. */
  made(admin: TokenOnService, token: Pick<Token, "id" | "prefix">): void {
    this.#made.set(tokenKey(admin, token), ++this.#madeCount);
  }

  /** Records a token a state holds (current or pending): never taken for a lost one while this process lives. */
  held(admin: TokenOnService, token: Pick<Token, "id" | "prefix">): void {
    this.#held.add(tokenKey(admin, token));
  }

  /** How many tokens made are recorded: internal, for the test of the bound. */
  get madeRecords(): number {
    return this.#made.size;
  }

  /**
   * The one rule of which tokens a lost create may have made: an active token of the label and
   * lifetime searched for, created from the moment the search starts at, not seen before, and
   * neither made by this process nor held by a state it has seen. Across processes this cannot
   * tell a lost token from another writer's made at the same moment with the same label: only a
   * label no other writer uses makes a match provably this process's own.
   */
  mayBeLost(admin: TokenOnService, token: Token, search: LostCreateSearch): boolean {
    if (token.status !== "active" || token.label !== search.label || search.seenBefore?.has(token.id)) return false;
    const key = tokenKey(admin, token);
    if (this.#made.has(key) || this.#held.has(key)) return false;
    const createdAt = Date.parse(token.created_at);
    if (Number.isNaN(createdAt) || createdAt < search.createdFromMs) return false;
    if (search.expiresInDays === null) return token.expires_at === null;
    const lifetime = Date.parse(token.expires_at ?? "") - createdAt;
    return Math.abs(lifetime - search.expiresInDays * DAY_MS) <= CLOCK_SLACK_MS;
  }
}

/** The ledger of this process: one per provider host, or per script that uses the clients. */
export const tokenLedger = new TokenLedger();

const lockKey = (admin: TokenOnService, principal: Principal, label: string) =>
  `${admin.proxyUrl} ${tokenBasePath(principal, "createTokenReconciled")} ${label}`;
const tokenKey = (admin: TokenOnService, token: Pick<Token, "id" | "prefix">) => `${admin.proxyUrl}#${token.id}#${token.prefix}`;
