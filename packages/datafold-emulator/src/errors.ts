import { STATUS_CODES } from "node:http";
import type { FastifyReply } from "fastify";
import type { z } from "zod";

/**
 * Which API a path belongs to. Each speaks its own error dialect: the main service is
 * FastAPI (`{"detail": ...}`), the SQL-proxy admin API and its emulated token check use the
 * vendor's `{"error_code", "message"}` envelope, and the emulator's own controls reuse it.
 */
export type Surface = "main" | "proxy" | "control";

/** Prefix of the emulator's own endpoints (test controls and the emulated proxy login). */
export const EMULATOR_PREFIX = "/__emulator";
/** Emulator endpoints that stand in for the proxy itself, so they behave like API calls. */
export const PROXY_USE_PREFIX = `${EMULATOR_PREFIX}/proxy/`;

/**
 * The API a path looks like. It decides only the shape of the 404 of a request no route
 * matched: a routed request speaks its route's dialect, and is authenticated by its route's
 * policy, never by the text of its path (access-policy).
 */
export function surfaceOf(path: string): Surface {
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith(PROXY_USE_PREFIX)) return "proxy";
  if (path === EMULATOR_PREFIX || path.startsWith(`${EMULATOR_PREFIX}/`)) return "control";
  return "main";
}

/** The path of a request URL, without its query string (kept percent-encoded, as sent). */
export function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** `{"error_code": "NOT_FOUND", "message": ...}`, the vendor's SQL-proxy error envelope. */
export interface ProxyErrorEnvelope {
  error_code: string;
  message: string;
}

/** The vendor's codes where it names one; other statuses get their reason phrase in SNAKE_CASE. */
const PROXY_ERROR_CODES: Readonly<Record<number, string>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  500: "INTERNAL_ERROR",
};

export function proxyErrorCode(status: number): string {
  return (
    PROXY_ERROR_CODES[status] ??
    (STATUS_CODES[status] ?? `HTTP_${status}`).toUpperCase().replace(/[^A-Z0-9]+/g, "_")
  );
}

export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? `HTTP ${status}`;
}

export function proxyError(status: number, message = reasonPhrase(status)): ProxyErrorEnvelope {
  return { error_code: proxyErrorCode(status), message };
}

/** The error body a surface answers with for a status, e.g. `{"detail": "Not Found"}`. */
export function errorBody(surface: Surface, status: number, message = reasonPhrase(status)): object {
  return surface === "main" ? { detail: message } : proxyError(status, message);
}

/**
 * One line naming every invalid field, e.g. `expires_in_days: must be at least 1`, so a
 * 400 tells the caller exactly what to fix.
 */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${formatIssuePath(issue.path)}: ${issue.message}` : issue.message))
    .join("; ");
}

/** A place inside a request body as the messages name it: `["tokens", 3, "label"]` → `tokens[3].label`. */
function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

/** Answers with the proxy envelope; returns the reply so a handler can `return sendProxyError(...)`. */
export function sendProxyError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send(proxyError(status, message));
}
