import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { describePrincipal, PRINCIPAL_PATH_SEGMENT, PrincipalType, type Principal } from "./principals";
import { tokenIndex } from "./token-index";
import type { EmulatorContext } from "../context";
import { sendProxyError } from "../errors";
import { parseOptionalObjectBody } from "../request-body";
import type { StoredToken } from "../state";
import { mintTokenSecret } from "./token-secrets";
import { tokenJson, tokenStatus } from "./token-view";

/** The label the service gives a token created without one. */
const DEFAULT_TOKEN_LABEL = "API created";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Not a documented limit: it keeps expires_at a plain four-digit-year ISO date. */
const MAX_EXPIRES_IN_DAYS = 36_500;

/** Body of POST {base_path}. Unknown fields are ignored, as the real service's model does. */
const CreateTokenBody = z.object({
  label: z
    .string({ error: "must be a string" })
    .min(1, "must not be empty")
    .max(255, "must be at most 255 characters")
    .optional(),
  expires_in_days: z
    .number({ error: "must be a positive integer or null" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(MAX_EXPIRES_IN_DAYS, `must be at most ${MAX_EXPIRES_IN_DAYS}`)
    .nullish(),
});

/** Body of DELETE {base_path}[/{token_id}]: an optional reason. */
const RevokeTokenBody = z.object({ reason: z.string({ error: "must be a string" }).nullish() });

interface TokenRoute {
  Params: { principalId?: string; tokenId?: string };
  Querystring: { include_revoked?: string | string[] };
}

/** The SQL-proxy admin token API for users, service principals and the proxy manager. */
export function registerProxyTokenRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  for (const type of PrincipalType.options) {
    const idSegment = type === "proxy_manager" ? "" : "/:principalId";
    const base = `/admin/${PRINCIPAL_PATH_SEGMENT[type]}${idSegment}/tokens`;

    app.get<TokenRoute>(base, async (request, reply) => {
      const principal = principalOf(type, request.params.principalId);
      if (principal === null) return sendProxyError(reply, 404, "Principal not found");
      const includeRevoked = parseFlag(request.query.include_revoked);
      if (includeRevoked === null) return sendProxyError(reply, 400, "include_revoked must be true or false");
      const now = ctx.now();
      const tokens = tokensOf(ctx, principal).filter((token) => includeRevoked || token.revokedAt === null);
      return { data: tokens.map((token) => tokenJson(token, now)) };
    });

    app.post<TokenRoute>(base, async (request, reply) => {
      const principal = principalOf(type, request.params.principalId);
      if (principal === null) return sendProxyError(reply, 404, "Principal not found");
      const body = parseOptionalObjectBody(CreateTokenBody, request.body);
      if (!body.ok) return sendProxyError(reply, 400, body.message);
      const now = ctx.now();
      const minted = mintTokenSecret(type === "proxy_manager" ? "proxy_manager" : "principal");
      const days = body.value.expires_in_days ?? null;
      const token: StoredToken = {
        id: ctx.state.nextTokenId++,
        principalType: type,
        principalId: principal.type === "proxy_manager" ? null : principal.id,
        secretHash: minted.secretHash,
        prefix: minted.prefix,
        label: body.value.label ?? DEFAULT_TOKEN_LABEL,
        createdAt: now.toISOString(),
        expiresAt: days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString(),
        lastUsedAt: null,
        useCount: 0,
        revokedAt: null,
        revokedReason: null,
      };
      ctx.state.tokens.push(token);
      await ctx.commit();
      // The one answer that carries the secret: keep it out of every cache.
      return reply
        .code(201)
        .header("cache-control", "no-store")
        .send({ data: { ...tokenJson(token, now), token: minted.secret }, message: "Token created" });
    });

    app.delete<TokenRoute>(base, async (request, reply) => {
      if (type === "proxy_manager") {
        reply.header("allow", "GET, POST");
        return sendProxyError(reply, 405, "Revoke all is not available for proxy manager tokens");
      }
      const principal = principalOf(type, request.params.principalId);
      if (principal === null) return sendProxyError(reply, 404, "Principal not found");
      const body = parseOptionalObjectBody(RevokeTokenBody, request.body);
      if (!body.ok) return sendProxyError(reply, 400, body.message);
      const now = ctx.now();
      const revoked = tokensOf(ctx, principal).filter((token) => tokenStatus(token, now) === "active");
      for (const token of revoked) revoke(token, now, body.value.reason);
      await ctx.commit();
      const count = revoked.length;
      return {
        data: { revoked_count: count, token_ids: revoked.map((token) => token.id) },
        message: `Revoked ${count} token${count === 1 ? "" : "s"}`,
      };
    });

    app.get<TokenRoute>(`${base}/:tokenId`, async (request, reply) => {
      const token = findToken(ctx, type, request.params);
      if (typeof token === "string") return sendProxyError(reply, 404, token);
      return { data: tokenJson(token, ctx.now()) };
    });

    app.delete<TokenRoute>(`${base}/:tokenId`, async (request, reply) => {
      const token = findToken(ctx, type, request.params);
      if (typeof token === "string") return sendProxyError(reply, 404, token);
      const body = parseOptionalObjectBody(RevokeTokenBody, request.body);
      if (!body.ok) return sendProxyError(reply, 400, body.message);
      const now = ctx.now();
      if (token.revokedAt !== null) return { data: tokenJson(token, now), message: "Token already revoked" };
      revoke(token, now, body.value.reason);
      await ctx.commit();
      return { data: tokenJson(token, now), message: "Token revoked" };
    });
  }
}

/** Principals are not modelled: any non-empty user or client id exists. */
function principalOf(type: PrincipalType, id: string | undefined): Principal | null {
  if (type === "proxy_manager") return { type };
  return id !== undefined && id !== "" ? { type, id } : null;
}

function tokensOf(ctx: EmulatorContext, principal: Principal): readonly StoredToken[] {
  return tokenIndex(ctx.state.tokens).ofPrincipal(principal.type, principal.type === "proxy_manager" ? null : principal.id);
}

/** The token at {base_path}/{token_id}, or why there is none. Another principal's token is not found. */
function findToken(ctx: EmulatorContext, type: PrincipalType, params: TokenRoute["Params"]): StoredToken | string {
  const principal = principalOf(type, params.principalId);
  if (principal === null) return "Principal not found";
  const id = /^[1-9][0-9]{0,15}$/.test(params.tokenId ?? "") ? Number(params.tokenId) : null;
  const token = id === null ? undefined : tokensOf(ctx, principal).find((candidate) => candidate.id === id);
  return token ?? `Token not found for ${describePrincipal(principal)}`;
}

function revoke(token: StoredToken, now: Date, reason: string | null | undefined): void {
  token.revokedAt = now.toISOString();
  token.revokedReason = reason ?? null;
}

/** Query flags as the real service's framework reads them: true/false/1/0; anything else is null. */
function parseFlag(value: string | string[] | undefined): boolean | null {
  if (value === undefined) return false;
  if (typeof value !== "string") return null;
  const normalized = value.toLowerCase();
  if (normalized === "true" || normalized === "1") return true;
  if (normalized === "false" || normalized === "0") return false;
  return null;
}

