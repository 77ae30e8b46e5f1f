import type { EmulatorContext } from "../context";
import { parseAuthorization } from "../auth";
import { hashSecret, sameHash } from "../sql-proxy/token-secrets";

/** Who an API key belongs to, as the audit log names them (`user_id`, `user_email`). */
export interface ApiKeyUser {
  readonly id: number;
  readonly email: string;
}

/**
 * The user of the emulator's own API key (the one given by option): a guess, since the
 * vendor's keys belong to whoever made them in the app. Pipelines use it.
 */
export const DEFAULT_KEY_USER: ApiKeyUser = { id: 1, email: "owner@emulator.datafold.local" };

/** The API keys of further users (POST /__emulator/api-keys), in the state: only their SHA-256. */
export interface StoredApiKeyUser extends ApiKeyUser {
  /** Hex SHA-256 of the key. */
  readonly keyHash: string;
}

/** The further users' keys: absent in states written before there were any. */
function storedUsers(ctx: EmulatorContext): StoredApiKeyUser[] {
  ctx.state.apiKeyUsers ??= [];
  return ctx.state.apiKeyUsers;
}

/** Adds a key of another user (say, a person editing in the app); a key already known is refused. */
export function addApiKeyUser(ctx: EmulatorContext, apiKey: string, user: ApiKeyUser): boolean {
  const hash = hashSecret(apiKey);
  if (sameHash(hash, hashSecret(ctx.options.apiKey))) return false;
  if (storedUsers(ctx).some((stored) => stored.keyHash === hash.toString("hex"))) return false;
  storedUsers(ctx).push({ keyHash: hash.toString("hex"), id: user.id, email: user.email });
  return true;
}

/**
 * The user whose key the Authorization header carries (`Key <key>` or the bare key), or null
 * when it is no API key the emulator knows. Looked up by digest, as every credential here.
 */
export function userOfAuthorization(ctx: EmulatorContext, header: string | undefined): ApiKeyUser | null {
  const { scheme, credentials } = parseAuthorization(header);
  if ((scheme !== "Key" && scheme !== "bare") || credentials === null) return null;
  const presented = hashSecret(credentials);
  if (sameHash(presented, hashSecret(ctx.options.apiKey))) return DEFAULT_KEY_USER;
  const hex = presented.toString("hex");
  const stored = (ctx.state.apiKeyUsers ?? []).find((user) => user.keyHash === hex);
  return stored === undefined ? null : { id: stored.id, email: stored.email };
}
