import { formatIssuePath } from "./format-issue-path";
import type { ValidationErrorItem } from "../types/validation-error";

/** Stable codes, one per error class, for callers that branch on the kind of failure. */
export type DatafoldErrorCode =
  | "DATAFOLD_AUTHENTICATION"
  | "DATAFOLD_NOT_FOUND"
  | "DATAFOLD_VALIDATION"
  | "DATAFOLD_BAD_REQUEST"
  | "DATAFOLD_CONFLICT"
  | "DATAFOLD_RATE_LIMITED"
  | "DATAFOLD_SERVER_ERROR"
  | "DATAFOLD_HTTP_ERROR"
  | "DATAFOLD_NETWORK"
  | "DATAFOLD_TIMEOUT"
  | "DATAFOLD_UNEXPECTED_RESPONSE"
  | "DATAFOLD_RESPONSE_TOO_LARGE"
  | "DATAFOLD_TOO_MANY_PAGES"
  | "DATAFOLD_MISSING_CONFIGURATION"
  | "DATAFOLD_INVALID_CONFIGURATION"
  | "DATAFOLD_INVALID_ARGUMENT"
  | "DATAFOLD_UNRESOLVED_CREATE"
  | "DATAFOLD_PROVIDER_UNAVAILABLE"
  | "DATAFOLD_CONNECTION_TEST_FAILED";

/** Base of every error this package throws. Never carries a credential, in any property. */
export class DatafoldError extends Error {
  override readonly name: string = "DatafoldError";
  constructor(
    /** The kind of failure, one stable code per class: branch on it rather than on the message. */
    readonly code: DatafoldErrorCode,
    message: string,
    /**
     * `cause`: the error this one explains (kept as `error.cause`); it must hold no credential
     * either. Spelled out rather than `ErrorOptions`, which a project whose `lib` is older than
     * ES2022 (`pulumi new typescript` targets ES2020) does not have.
     */
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Where a request went; enough to find it in the server's logs. */
export interface RequestInfo {
  /** The HTTP method: GET, POST, PATCH or DELETE. */
  readonly method: string;
  /** The full URL requested, query included; it never holds a credential (those go in headers). */
  readonly url: string;
  /** The server's request id (`x-request-id`), when it sent one. */
  readonly requestId: string | undefined;
}

/** Details of an HTTP error answer, as the error factory hands them to a class. */
export interface HttpErrorDetails extends RequestInfo {
  /** The HTTP status of the answer, such as 404. */
  readonly status: number;
  /** The status's standard phrase, such as "Not Found". */
  readonly statusText: string;
  /** The server's own error code (`error_code` of the proxy admin API), if any. */
  readonly serverCode: string | undefined;
  /** The server's message (already redacted). */
  readonly serverMessage: string | undefined;
}

/** The server answered with an error status. */
export class HttpError extends DatafoldError {
  override readonly name: string = "HttpError";
  /** The HTTP status of the answer, such as 404 or 503: the last one, after any retries. */
  readonly status: number;
  /** The HTTP method: GET, POST, PATCH or DELETE. */
  readonly method: string;
  /** The full URL requested, query included; it never holds a credential. */
  readonly url: string;
  /** The server's request id (`x-request-id`), to find the request in its logs; undefined when it sent none. */
  readonly requestId: string | undefined;
  /** The server's own error code (`error_code` of the proxy admin API), if it gave one. */
  readonly serverCode: string | undefined;
  /** The server's message, scrubbed of credentials and cut to a bounded length; undefined when it gave none. */
  readonly serverMessage: string | undefined;

  constructor(details: HttpErrorDetails, code: DatafoldErrorCode = "DATAFOLD_HTTP_ERROR", advice?: string) {
    super(code, formatHttpMessage(details, advice));
    this.status = details.status;
    this.method = details.method;
    this.url = details.url;
    this.requestId = details.requestId;
    this.serverCode = details.serverCode;
    this.serverMessage = details.serverMessage;
  }
}

/** 401 or 403: the credential was missing, wrong, expired or not allowed to do this. */
export class AuthenticationError extends HttpError {
  override readonly name = "AuthenticationError";
  constructor(details: HttpErrorDetails, advice: string) {
    super(details, "DATAFOLD_AUTHENTICATION", advice);
  }
}

/** 404: the object (or the endpoint) does not exist. */
export class NotFoundError extends HttpError {
  override readonly name = "NotFoundError";
  constructor(details: HttpErrorDetails) {
    super(details, "DATAFOLD_NOT_FOUND");
  }
}

/** 422: the server rejected the request's parameters or body; `issues` has each `loc` and `msg`. */
export class ValidationError extends HttpError {
  override readonly name = "ValidationError";
  /** Each value the server refused: where (`loc`), why (`msg`) and the kind of failure (`type`). */
  readonly issues: readonly Pick<ValidationErrorItem, "loc" | "msg" | "type">[];
  constructor(details: HttpErrorDetails, issues: readonly ValidationErrorItem[]) {
    super(details, "DATAFOLD_VALIDATION", formatIssues(issues));
    // Keep only loc/msg/type: `input` echoes what was sent and is not needed to act.
    this.issues = issues.map(({ loc, msg, type }) => ({ loc, msg, type }));
  }
}

/** 400: the proxy admin API rejected the request body. */
export class BadRequestError extends HttpError {
  override readonly name = "BadRequestError";
  constructor(details: HttpErrorDetails) {
    super(details, "DATAFOLD_BAD_REQUEST");
  }
}

/** 409: the object already exists or is in a conflicting state. */
export class ConflictError extends HttpError {
  override readonly name = "ConflictError";
  constructor(details: HttpErrorDetails) {
    super(details, "DATAFOLD_CONFLICT");
  }
}

/** 429: too many requests, still refused after the retries allowed. */
export class RateLimitError extends HttpError {
  override readonly name = "RateLimitError";
  /** What the server asked to wait (from `Retry-After`), in milliseconds. */
  readonly retryAfterMs: number | undefined;
  constructor(details: HttpErrorDetails, retryAfterMs: number | undefined) {
    super(
      details,
      "DATAFOLD_RATE_LIMITED",
      retryAfterMs === undefined ? undefined : `The server asked to wait ${Math.ceil(retryAfterMs / 1000)} s.`,
    );
    this.retryAfterMs = retryAfterMs;
  }
}

/** 5xx: the server failed, still failing after the retries allowed. */
export class ServerError extends HttpError {
  override readonly name = "ServerError";
  constructor(details: HttpErrorDetails) {
    super(details, "DATAFOLD_SERVER_ERROR");
  }
}

/** No answer: connection refused or reset, DNS failure, TLS failure. */
export class NetworkError extends DatafoldError {
  override readonly name: string = "NetworkError";
  /** The HTTP method: GET, POST, PATCH or DELETE. */
  readonly method: string;
  /** The full URL requested, query included; it never holds a credential. */
  readonly url: string;
  /** The system error code (`ECONNRESET`, `ECONNREFUSED`, `ETIMEDOUT`, ...). */
  readonly errorCode: string | undefined;
  /**
   * True when the request may have reached the server and been acted on (a POST whose
   * connection broke after it was sent). Callers that create things must reconcile.
   */
  readonly ambiguous: boolean;

  constructor(
    info: { method: string; url: string; errorCode: string | undefined; ambiguous: boolean },
    detail: string,
    code: DatafoldErrorCode = "DATAFOLD_NETWORK",
  ) {
    super(
      code,
      `Request failed without an answer (${info.errorCode ?? "network error"}): ${info.method} ${info.url}: ${detail}` +
        (info.ambiguous ? ". The server may have acted on it; it was not retried." : ""),
    );
    this.method = info.method;
    this.url = info.url;
    this.errorCode = info.errorCode;
    this.ambiguous = info.ambiguous;
  }
}

/** No answer within the timeout. */
export class TimeoutError extends NetworkError {
  override readonly name = "TimeoutError";
  constructor(
    info: { method: string; url: string; ambiguous: boolean },
    /** The per-attempt timeout that ran out. */
    readonly timeoutMs: number,
  ) {
    super(
      { ...info, errorCode: "ETIMEDOUT" },
      `no answer within ${timeoutMs} ms (raise timeoutMs if the server is slow)`,
      "DATAFOLD_TIMEOUT",
    );
  }
}

/** The server answered 2xx with a body that does not match what the endpoint returns. */
export class UnexpectedResponseError extends DatafoldError {
  override readonly name = "UnexpectedResponseError";
  constructor(
    /** The operation's name, such as "list monitors". */
    readonly endpoint: string,
    /** Where the request went. */
    readonly request: RequestInfo,
    /** Each mismatch: where in the body, and what was expected there. */
    readonly problems: readonly { path: string; expected: string }[],
  ) {
    super(
      "DATAFOLD_UNEXPECTED_RESPONSE",
      `Unexpected response from ${endpoint} (${request.method} ${request.url}): ` +
        problems.map((p) => `at ${p.path}: ${p.expected}`).join("; ") +
        requestIdSuffix(request.requestId),
    );
  }
}

/** A required setting is absent from the options, the stack config and the environment. */
export class MissingConfigurationError extends DatafoldError {
  override readonly name = "MissingConfigurationError";
  constructor(
    /** The setting's name in messages, such as "Datafold API key". */
    readonly setting: string,
    /** The stack config key that sets it, such as `datafold:apiKey`. */
    readonly configKey: string,
    /** The environment variable that sets it, such as `DATAFOLD_API_KEY`. */
    readonly envVar: string,
    secret: boolean,
    /**
     * `option`: the client constructor option that sets it, named first when the client was
     * made without a stack config (a plain script). `nearMiss`: a stack config key set with a
     * typo of `configKey`, such as `datafold:proxyURL`. Neither is ever a value.
     */
    hints: { readonly option?: string; readonly nearMiss?: string } = {},
  ) {
    const configCommand = `\`pulumi config set ${secret ? "--secret " : ""}${configKey} <value>\``;
    super(
      "DATAFOLD_MISSING_CONFIGURATION",
      (hints.option !== undefined
        ? `Missing ${setting}: give the client option ${hints.option}, or set the environment variable ${envVar}, ` +
          `or in a Pulumi stack ${configCommand}.`
        : `Missing ${setting}: set it with ${configCommand} or the environment variable ${envVar}.`) +
        (hints.nearMiss !== undefined
          ? ` The stack config has \`${hints.nearMiss}\`, which is not a setting of pulumi-datafold: did you mean \`${configKey}\`?`
          : ""),
    );
  }
}

/** A setting is present but unusable (a host without a scheme, plain http to a remote host). */
export class InvalidConfigurationError extends DatafoldError {
  override readonly name = "InvalidConfigurationError";
  constructor(
    /** The setting's name in messages, such as "Datafold host". */
    readonly setting: string,
    message: string,
  ) {
    super("DATAFOLD_INVALID_CONFIGURATION", message);
  }
}

/** A method was called with an argument it cannot use; nothing was sent. */
export class InvalidArgumentError extends DatafoldError {
  override readonly name = "InvalidArgumentError";
  constructor(
    /** The refused argument as the caller wrote it, such as `pageSize`, `principal.id` or `args`. */
    readonly argument: string,
    message: string,
  ) {
    super("DATAFOLD_INVALID_ARGUMENT", message);
  }
}

function formatHttpMessage(details: HttpErrorDetails, advice: string | undefined): string {
  const server = [details.serverMessage, details.serverCode && `(${details.serverCode})`].filter(Boolean).join(" ");
  return (
    `Request failed with status code ${details.status} (${details.statusText}): ${details.method} ${details.url}` +
    (server ? `: ${server}` : "") +
    (advice ? `. ${withFullStop(advice)}` : "") +
    requestIdSuffix(details.requestId)
  );
}

/** Each issue as `query.tags[0]: Unknown tag`, places written as everywhere else in this package. */
function formatIssues(issues: readonly ValidationErrorItem[]): string {
  if (issues.length === 0) return "The server gave no details.";
  return `The server rejected: ${issues.map((i) => (i.loc.length === 0 ? i.msg : `${formatIssuePath(i.loc)}: ${i.msg}`)).join("; ")}`;
}

/** Advice is one or more sentences: it ends before the request id does. */
function withFullStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function requestIdSuffix(requestId: string | undefined): string {
  return requestId ? ` [request id ${requestId}]` : "";
}

/**
 * A create failed after the request was sent and it could not be settled whether, or which,
 * object (a token, a monitor) the server made: the message says what to look for and what to do.
 * Nothing secret is carried.
 */
export class UnresolvedCreateError extends DatafoldError {
  override readonly name = "UnresolvedCreateError";
  constructor(
    message: string,
    /** Tokens provably made by failed attempts (their label was the create's alone), found and revoked. */
    readonly revokedOrphanIds: readonly number[],
    /** What made the last attempt fail. */
    cause: Error,
    /**
     * The ids of the objects (tokens or monitors) that may be the one a lost answer made, but may
     * as well be another writer's: left untouched, for the user to judge.
     */
    readonly candidateIds: readonly number[] = [],
  ) {
    super("DATAFOLD_UNRESOLVED_CREATE", message, { cause });
  }

  /** What made the last attempt fail. */
  declare readonly cause: Error;
}

/**
 * A data source's connection test failed, or did not finish within the wait: the message gives
 * the vendor's own words for each failed step (never a credential: the service shows none), or
 * how long it waited. The data source exists either way: its id is here.
 */
export class ConnectionTestError extends DatafoldError {
  override readonly name = "ConnectionTestError";
  constructor(
    message: string,
    /** The data source tested. */
    readonly dataSourceId: number,
    /** The test's job id. */
    readonly jobId: number,
    /** The job's last status: `failed`, `cancelled`, or the unfinished one (`processing`) when `timedOut`. */
    readonly status: string,
    /** True when the wait ran out before the test finished. */
    readonly timedOut: boolean,
  ) {
    super("DATAFOLD_CONNECTION_TEST_FAILED", message);
  }
}
