import { randomBytes } from "node:crypto";
import type { EmulatorContext } from "./context";
import { tokenIndex } from "./sql-proxy/token-index";
import type { AuthScheme } from "./request-log";
import type { StoredToken } from "./state";
import { hashSecret, sameHash } from "./sql-proxy/token-secrets";
import { tokenStatus } from "./sql-proxy/token-view";

/**
 * The Authorization header split into scheme and credentials (schemes are case-insensitive).
 * A single word is a bare credential (`Authorization: <API_KEY>`: some clients send the key
 * without a scheme), unless it is a scheme name alone: `Key` or `Bearer` without a value is a
 * scheme with nothing after it, never a credential spelled "Key".
 */
export function parseAuthorization(header: string | undefined): { scheme: AuthScheme; credentials: string | null } {
  if (header === undefined || header.trim() === "") return { scheme: "none", credentials: null };
  const match = /^\s*(\S+)(?:\s+(\S+))?\s*$/.exec(header);
  if (match === null) return { scheme: "other", credentials: null };
  const [, first = "", second] = match;
  const name = first.toLowerCase();
  const scheme: AuthScheme | undefined = name === "key" ? "Key" : name === "bearer" ? "Bearer" : undefined;
  if (scheme !== undefined) return { scheme, credentials: second ?? null };
  if (second === undefined) return { scheme: "bare", credentials: first };
  return { scheme: "other", credentials: null };
}

/** Why a request was refused. Messages never repeat what the caller presented. */
export interface AuthFailure {
  readonly status: 401 | 403;
  readonly message: string;
}

/** Compared against when no token has the presented digest: the hash of no secret anyone holds. */
const NO_TOKEN_HASH = hashSecret(`no token has this hash ${randomBytes(32).toString("hex")}`);

export function isAuthFailure(value: StoredToken | AuthFailure): value is AuthFailure {
  return !("secretHash" in value);
}

/**
 * Every credential check of the emulator. Presented secrets are hashed with SHA-256, looked
 * up by hash, and the hashes compared in constant time, so neither timing nor storage
 * exposes a secret.
 */
export class Authenticator {
  private readonly apiKeyHash: Buffer;
  private readonly bootstrapTokenHash: Buffer;

  constructor(private readonly ctx: EmulatorContext) {
    this.apiKeyHash = hashSecret(ctx.options.apiKey);
    this.bootstrapTokenHash = hashSecret(ctx.options.proxyManagerToken);
  }

  /**
   * Main service: `Authorization: Key <apiKey>` or the bare `Authorization: <apiKey>`, with
   * FastAPI's wording on failure. Only this service takes a bare value: the admin API and the
   * proxy login insist on `Bearer`.
   */
  checkApiKey(header: string | undefined): AuthFailure | null {
    const { scheme, credentials } = parseAuthorization(header);
    if ((scheme !== "Key" && scheme !== "bare") || credentials === null) return { status: 401, message: "Not authenticated" };
    const presented = hashSecret(credentials);
    if (sameHash(presented, this.apiKeyHash)) return null;
    // The keys of further users (POST /__emulator/api-keys), whose edits the audit log names.
    const hex = presented.toString("hex");
    const user = (this.ctx.state.apiKeyUsers ?? []).find((candidate) => candidate.keyHash === hex);
    return user !== undefined && sameHash(presented, user.keyHash) ? null : { status: 401, message: "Invalid API key" };
  }

  /**
   * Admin API: the bootstrap token or an active proxy-manager token made through the API.
   * A use of the latter is counted (and persisted) like any token use.
   */
  async checkProxyManager(header: string | undefined): Promise<AuthFailure | null> {
    const { scheme, credentials } = parseAuthorization(header);
    if (scheme !== "Bearer" || credentials === null) {
      return { status: 401, message: "Missing bearer token: send Authorization: Bearer <proxy-manager-token>" };
    }
    const presented = hashSecret(credentials);
    if (sameHash(presented, this.bootstrapTokenHash)) return null;
    const token = this.activeToken(presented);
    if (isAuthFailure(token)) return token;
    if (token.principalType !== "proxy_manager") {
      return { status: 403, message: "Principal tokens cannot call admin endpoints" };
    }
    await this.recordUse(token);
    return null;
  }

  /** What the proxy does on a client login: only an active principal token gets in. */
  async authenticatePrincipal(header: string | undefined): Promise<StoredToken | AuthFailure> {
    const { scheme, credentials } = parseAuthorization(header);
    if (scheme !== "Bearer" || credentials === null) {
      return { status: 401, message: "Missing bearer token: send Authorization: Bearer <principal-token>" };
    }
    const token = this.activeToken(hashSecret(credentials));
    if (isAuthFailure(token)) return token;
    if (token.principalType === "proxy_manager") {
      return { status: 401, message: "Proxy manager tokens cannot authenticate to the proxy" };
    }
    await this.recordUse(token);
    return token;
  }

  /**
   * The active token with this hash; unknown, revoked and expired ones are refused, saying
   * which. The lookup is by SHA-256 digest, so its timing can only tell an attacker about
   * digests, never about a secret; the final comparison is constant-time, and runs (against
   * a digest no token has) even when nothing matched, so every attempt takes the same path.
   */
  private activeToken(presented: Buffer): StoredToken | AuthFailure {
    const hex = presented.toString("hex");
    const token = tokenIndex(this.ctx.state.tokens).withSecretHash(hex);
    const matched = sameHash(presented, token?.secretHash ?? NO_TOKEN_HASH);
    if (token === undefined || !matched) return { status: 401, message: "Invalid token" };
    const status = tokenStatus(token, this.ctx.now());
    if (status === "revoked") return { status: 401, message: "Token has been revoked" };
    if (status === "expired") return { status: 401, message: "Token has expired" };
    return token;
  }

  private async recordUse(token: StoredToken): Promise<void> {
    token.useCount += 1;
    token.lastUsedAt = this.ctx.now().toISOString();
    await this.ctx.commit();
  }
}
