import type { StoredToken } from "../state";

/**
 * Lookups into a state's token list, by principal and by secret digest. Scanning every
 * token on each request would make the emulator slower the longer it ran. A list
 * only ever grows by appending (a reset or a loaded data file makes a new list), so its
 * index catches up with what was appended since it last looked.
 */
class TokenIndex {
  private indexed = 0;
  private readonly byPrincipal = new Map<string, StoredToken[]>();
  private readonly bySecretHash = new Map<string, StoredToken>();

  constructor(private readonly tokens: readonly StoredToken[]) {}

  /** The principal's tokens (a null id: the proxy manager's), in id order. */
  ofPrincipal(type: StoredToken["principalType"], id: string | null): readonly StoredToken[] {
    this.catchUp();
    return this.byPrincipal.get(principalKey(type, id)) ?? [];
  }

  /** The token whose secret has this SHA-256 digest (hex), if any. */
  withSecretHash(secretHash: string): StoredToken | undefined {
    this.catchUp();
    return this.bySecretHash.get(secretHash);
  }

  private catchUp(): void {
    for (; this.indexed < this.tokens.length; this.indexed++) {
      const token = this.tokens[this.indexed]!;
      const key = principalKey(token.principalType, token.principalId);
      const list = this.byPrincipal.get(key);
      if (list === undefined) this.byPrincipal.set(key, [token]);
      else insertById(list, token);
      this.bySecretHash.set(token.secretHash, token);
    }
  }
}

const indexes = new WeakMap<readonly StoredToken[], TokenIndex>();

/** The index of this token list (one per list, built as it grows). */
export function tokenIndex(tokens: readonly StoredToken[]): TokenIndex {
  let index = indexes.get(tokens);
  if (index === undefined) {
    index = new TokenIndex(tokens);
    indexes.set(tokens, index);
  }
  return index;
}

function principalKey(type: StoredToken["principalType"], id: string | null): string {
  return `${type}\u0000${id ?? ""}`;
}

/** Adds in id order: a push, as ids grow, unless a data file listed them otherwise. */
function insertById(list: StoredToken[], token: StoredToken): void {
  let at = list.length;
  while (at > 0 && list[at - 1]!.id > token.id) at--;
  list.splice(at, 0, token);
}
