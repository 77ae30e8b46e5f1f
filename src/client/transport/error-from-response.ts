import { MainServiceErrorBody } from "../../schemas/validation-error";
import { ProxyErrorBody } from "../../schemas/token";
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  HttpError,
  NotFoundError,
  RateLimitError,
  ServerError,
  ValidationError,
  type HttpErrorDetails,
  type RequestInfo,
} from "../../core/errors";
import { parseRetryAfter } from "./retry-policy";
import { MAX_SERVER_PAGE_LENGTH, MAX_SERVER_WORD_LENGTH, type Scrub } from "./server-text";
import type { ResolvedSetting } from "../settings/settings";
import type { ValidationErrorItem } from "../../types/validation-error";
import { STATUS_CODES } from "node:http";

/** A credential's description and source, never its value. */
export type CredentialOrigin = Pick<ResolvedSetting, "source" | "origin" | "definition">;

/** The main service speaks FastAPI (`{detail}`); the proxy admin API `{error_code, message}`. */
export type ErrorBodyStyle = "fastapi" | "proxy";

export interface ErrorResponse {
  readonly style: ErrorBodyStyle;
  readonly info: RequestInfo;
  readonly status: number;
  readonly text: string;
  readonly retryAfter: string | undefined;
  /** Where the credential sent came from, if any, for the advice of authentication errors. */
  readonly credential: CredentialOrigin | undefined;
  /** Scrubs the credential from anything the server said (see server-text.ts). */
  readonly scrub: Scrub;
}

/** Issues of a 422 kept: enough to act on, and a message that still fits on a screen. */
const MAX_ISSUES = 20;

/**
 * Picks the error class from the status, with the server's own words, each scrubbed and
 * bounded (see server-text.ts). The request id in `info` is already scrubbed.
 */
export function errorFromResponse(response: ErrorResponse): HttpError {
  const { scrub } = response;
  const { serverCode, serverMessage, issues } = readErrorBody(response, scrub);
  const details: HttpErrorDetails = {
    ...response.info,
    status: response.status,
    statusText: STATUS_CODES[response.status] ?? "Unknown",
    serverCode: serverCode === undefined ? undefined : scrub(serverCode, MAX_SERVER_WORD_LENGTH),
    serverMessage,
  };
  const { status } = response;
  if (status === 401 || status === 403) return new AuthenticationError(details, authAdvice(response));
  if (status === 404) return new NotFoundError(details);
  if (status === 422) {
    // Every part of an issue is the server's words: a careless server may repeat what it was sent.
    const scrubbed: ValidationErrorItem[] = issues.slice(0, MAX_ISSUES).map((i) => ({
      msg: scrub(i.msg),
      type: scrub(i.type, MAX_SERVER_WORD_LENGTH),
      loc: i.loc.map((key) => (typeof key === "string" ? scrub(key, MAX_SERVER_WORD_LENGTH) : key)),
    }));
    if (issues.length > MAX_ISSUES) scrubbed.push({ loc: [], msg: `(${issues.length - MAX_ISSUES} more issues not shown)`, type: "truncated" });
    return new ValidationError(details, scrubbed);
  }
  if (status === 400) return new BadRequestError(details);
  if (status === 409) return new ConflictError(details);
  if (status === 429) return new RateLimitError(details, parseRetryAfter(response.retryAfter));
  if (status >= 500) return new ServerError(details);
  return new HttpError(details);
}

/** The server's code and issues as sent; its message already scrubbed and bounded. */
function readErrorBody(
  response: ErrorResponse,
  scrub: Scrub,
): {
  serverCode: string | undefined;
  serverMessage: string | undefined;
  issues: ValidationErrorItem[];
} {
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    // Not JSON (a proxy's HTML error page, say): show its start, it may say what went wrong.
    const text = scrub(response.text.trim(), MAX_SERVER_PAGE_LENGTH);
    return { serverCode: undefined, serverMessage: text || undefined, issues: [] };
  }
  const proxy = ProxyErrorBody.safeParse(body);
  if (proxy.success) {
    const { error_code: serverCode, message } = proxy.data;
    return { serverCode, serverMessage: message === undefined ? undefined : scrub(message), issues: [] };
  }
  const fastapi = MainServiceErrorBody.safeParse(body);
  if (fastapi.success) {
    const { detail } = fastapi.data;
    return typeof detail === "string"
      ? { serverCode: undefined, serverMessage: scrub(detail), issues: [] }
      : { serverCode: undefined, serverMessage: undefined, issues: detail };
  }
  return { serverCode: undefined, serverMessage: undefined, issues: [] };
}

function authAdvice(response: ErrorResponse): string {
  const { credential } = response;
  if (!credential) return "The request carried no credential.";
  const { label } = credential.definition;
  const origin = `The ${label} (from ${credential.source})`;
  if (response.status === 401) {
    return `${origin} was rejected as missing, invalid, expired or revoked: check it, or ${replaceCredential(credential)}.`;
  }
  const why =
    response.style === "proxy"
      ? "admin endpoints need an active proxy manager token, not a principal token"
      : "the API key lacks the permission for this operation";
  return `${origin} is not allowed to do this (${why}): ${replaceCredential(credential)}.`;
}

/**
 * How to put another credential in place, where the one sent came from: an option or
 * the stack config outranks what is set after it, so advice to set it elsewhere would not help.
 */
function replaceCredential({ origin, source, definition }: CredentialOrigin): string {
  const command = `\`pulumi config set --secret ${definition.configKey} <value>\``;
  if (origin === "config") return `set another with ${command}`;
  if (origin === "env" || origin === "default") return `set another in the environment variable ${definition.envVar} or with ${command}`;
  return `pass another as ${source} (it takes precedence over ${definition.configKey} and ${definition.envVar})`;
}
