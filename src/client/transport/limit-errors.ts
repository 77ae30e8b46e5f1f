import { DatafoldError } from "../../core/errors";
import { SETTINGS } from "../settings/settings";

/** Where a request went, as the limit errors name it. */
interface LimitedRequest {
  /** Human name of the operation: "list monitors". */
  readonly endpoint: string;
  readonly method: string;
  readonly url: string;
  /** True for a request the server may have acted on (a POST): callers that create things must reconcile. */
  readonly ambiguous: boolean;
}

/**
 * An answer's body was larger than `maxResponseBytes`: reading stopped as soon as that was
 * known and the connection was closed. Not retried: the same request would get the same answer.
 */
export class ResponseTooLargeError extends DatafoldError {
  override readonly name = "ResponseTooLargeError";
  /** The operation's name, such as "list monitors". */
  readonly endpoint: string;
  /** The HTTP method: GET, POST, PATCH or DELETE. */
  readonly method: string;
  /** The full URL requested, query included; it never holds a credential. */
  readonly url: string;
  /** True when the request may have been acted on (a POST): callers that create things must reconcile. */
  readonly ambiguous: boolean;

  constructor(
    request: LimitedRequest,
    /** The limit that was passed, in bytes. */
    readonly limitBytes: number,
    /** What the answer's Content-Length announced, when it announced more than the limit. */
    readonly declaredBytes: number | undefined,
    /** Body bytes read (after decompression) before reading stopped. */
    readonly receivedBytes: number,
    /** The highest limit that can be set. */
    maxLimitBytes: number,
  ) {
    const { configKey, envVar } = SETTINGS.maxResponseBytes;
    super(
      "DATAFOLD_RESPONSE_TOO_LARGE",
      `The answer to ${request.endpoint} (${request.method} ${request.url}) is larger than the response size limit of ` +
        `${limitBytes} bytes: ` +
        (declaredBytes === undefined
          ? `more than that arrived, so reading stopped after ${receivedBytes} bytes`
          : `its Content-Length announced ${declaredBytes} bytes, so the body was not read`) +
        `. The connection was closed and the request not retried${request.ambiguous ? "; the server may have acted on it" : ""}. ` +
        "If answers this large are expected, raise the limit " +
        `(up to ${maxLimitBytes}) with the client option maxResponseBytes, \`pulumi config set ${configKey} <bytes>\` ` +
        `or the environment variable ${envVar}.`,
    );
    this.endpoint = request.endpoint;
    this.method = request.method;
    this.url = request.url;
    this.ambiguous = request.ambiguous;
  }
}

/**
 * A paged listing announced more pages than `maxPages`, in a first page that was otherwise
 * consistent: only that page was read. Either the account is really that large, or the
 * service's paging is wrong; fetching millions of pages would be wrong in both cases.
 */
export class TooManyPagesError extends DatafoldError {
  override readonly name = "TooManyPagesError";
  constructor(
    /** The listing's name, such as "list monitors". */
    readonly endpoint: string,
    /** What page 1 announced. */
    readonly totalPages: number,
    /** How many items page 1 said there are in all. */
    readonly count: number,
    /** Items per page, as page 1 gave it. */
    readonly pageSize: number,
    /** The most pages the call was allowed to read. */
    readonly maxPages: number,
    /** The page size the call asked for, when it gave one; the service may have served fewer per page (`pageSize`). */
    readonly askedPageSize?: number,
    /** The message, for a listing that announces no page count (the audit log, walked back by time). */
    message?: string,
  ) {
    // A service that caps its page size below the one asked for makes a larger pageSize useless.
    const capped = askedPageSize !== undefined && askedPageSize > pageSize;
    super(
      "DATAFOLD_TOO_MANY_PAGES",
      message ??
        `Page 1 of ${endpoint} announced ${totalPages} pages (count ${count}, page_size ${pageSize}), more than maxPages ` +
          `${maxPages}: no other page was requested. If there really are that many, raise maxPages` +
          (capped ? ` (the service serves at most ${pageSize} items per page, fewer than the ${askedPageSize} asked for)` : " or pageSize") +
          "; otherwise the service's paging is wrong.",
    );
  }
}
