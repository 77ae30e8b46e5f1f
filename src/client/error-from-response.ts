import { MainServiceErrorBody } from "../schemas/validation-error";
import { ProxyErrorBody } from "../schemas/token";
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
} from "./errors";
import { redact } from "./redact";
import { parseRetryAfter } from "./retry-policy";
import type { ResolvedSetting } from "./settings";
import type { ValidationErrorItem } from "../schemas/validation-error";
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
  /** Values to scrub from anything the server said. */
  readonly secrets: readonly string[];
}

/** Picks the error class from the status, with the server's own words (redacted). */
export function errorFromResponse(response: ErrorResponse): HttpError {
  const { serverCode, serverMessage, issues } = readErrorBody(response);
  const scrub = (text: string) => redact(text, response.secrets);
  const details: HttpErrorDetails = {
    ...response.info,
    status: response.status,
    statusText: STATUS_CODES[response.status] ?? "Unknown",
    serverCode: serverCode === undefined ? undefined : scrub(serverCode),
    serverMessage: serverMessage === undefined ? undefined : scrub(serverMessage),
  };
  const { status } = response;
  if (status === 401 || status === 403) return new AuthenticationError(details, authAdvice(response));
  if (status === 404) return new NotFoundError(details);
  if (status === 422) {
    // A 422's `msg` and `loc` are the server's words too: a careless server may repeat what it was sent.
    const scrubbed = issues.map((i) => ({ ...i, msg: scrub(i.msg), loc: i.loc.map((key) => (typeof key === "string" ? scrub(key) : key)) }));
    return new ValidationError(details, scrubbed);
  }
  if (status === 400) return new BadRequestError(details);
  if (status === 409) return new ConflictError(details);
  if (status === 429) return new RateLimitError(details, parseRetryAfter(response.retryAfter));
  if (status >= 500) return new ServerError(details);
  return new HttpError(details);
}

function readErrorBody(response: ErrorResponse): {
  serverCode: string | undefined;
  serverMessage: string | undefined;
  issues: ValidationErrorItem[];
} {
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    // Not JSON (a proxy's HTML error page, say): show its start, it may say what went wrong.
    const text = response.text.trim().slice(0, 200);
    return { serverCode: undefined, serverMessage: text || undefined, issues: [] };
  }
  const proxy = ProxyErrorBody.safeParse(body);
  if (proxy.success) return { serverCode: proxy.data.error_code, serverMessage: proxy.data.message, issues: [] };
  const fastapi = MainServiceErrorBody.safeParse(body);
  if (fastapi.success) {
    const { detail } = fastapi.data;
    return typeof detail === "string"
      ? { serverCode: undefined, serverMessage: detail, issues: [] }
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
