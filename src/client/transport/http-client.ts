import { createHash, randomUUID } from "node:crypto";
import { setTimeout as timerSleep } from "node:timers/promises";
import type { z } from "zod";
import { USER_AGENT } from "../../core/version";
import { limitFor } from "./concurrency-limit";
import { InvalidArgumentError, NetworkError, TimeoutError, type RequestInfo } from "../../core/errors";
import { errorFromResponse, type CredentialOrigin, type ErrorBodyStyle } from "./error-from-response";
import { ResponseTooLargeError } from "./limit-errors";
import { parseBody, parseJson, type ResponseProblem } from "./response-body";
import { DEFAULT_MAX_RESPONSE_BYTES, limitResponseSize, MAX_MAX_RESPONSE_BYTES, type SizeOverrun } from "./response-size-limit";
import { gateFor } from "./rate-gate";
import { calculateRetryDelay, isRetryable, parseRetryAfter, type AttemptFailure, type RetryEvent, type RetryPolicy } from "./retry-policy";
import { MAX_REQUEST_ID_LENGTH, scrubberFor, type Scrub } from "./server-text";
import type { ResolvedSetting } from "../settings/settings";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";


export interface HttpClientOptions {
  /** Validated base URL without a trailing slash (see `validateServiceUrl`). */
  readonly baseUrl: string;
  /**
   * `Key` for the main service, `Bearer` for the proxy admin API, with the credential and
   * where it came from (for the advice of authentication errors). Absent for endpoints
   * that take no credential (the emulator's controls).
   */
  readonly auth?: { readonly scheme: "Key" | "Bearer"; readonly credential: ResolvedSetting };
  /** How the service shapes error bodies. */
  readonly errorBodyStyle: ErrorBodyStyle;
  /** Per attempt, in milliseconds. */
  readonly timeoutMs: number;
  readonly retry: RetryPolicy;
  /** Most requests in flight at once to this origin, shared by every client of the process with this same limit. */
  readonly maxConcurrentRequests: number;
  /** Largest body read, in bytes (after decompression). Default {@link DEFAULT_MAX_RESPONSE_BYTES}. */
  readonly maxResponseBytes?: number;
  readonly onRetry?: (event: RetryEvent) => void;
  /** Waits the backoff before a retry. Default: a real timer. */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * The longest a request waits in all for an account's rate limit (the sum of the Retry-After
 * waits of its refusals) before the 429 is thrown: pipelines in parallel share the limit.
 */
export const MAX_RATE_LIMITED_WAIT_MS = 600_000;

/** Waits `ms` milliseconds on a real timer: what every wait of the clients uses unless told otherwise. */
export const realSleep = (ms: number): Promise<void> => timerSleep(ms);

/** One request: the endpoint's name (for errors), its method, path and schema. */
export interface RequestSpec<S extends z.ZodType> {
  /** Human name of the operation, used in errors: "list monitors". */
  readonly endpoint: string;
  readonly method: HttpMethod;
  /** Path below the base URL, every caller-given segment made by `pathSegment`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  readonly schema: S;
  /** Turns the decoded body into what the schema parses (e.g. removes an envelope). */
  readonly unwrap?: (body: unknown) => unknown;
  /** Rules between fields that the schema cannot express; any problem is an UnexpectedResponseError. */
  readonly check?: (value: z.output<S>) => readonly ResponseProblem[];
}

type Got = (typeof import("got", { with: { "resolution-mode": "import" } }))["got"];
let gotModule: Promise<Got> | undefined;

/** got is ESM-only: a real `import()` (kept verbatim by `module: node16`) loads it on any Node. */
function loadGot(): Promise<Got> {
  gotModule ??= import("got").then((m) => m.got);
  return gotModule;
}

type Headers = Record<string, string | string[] | undefined>;

type AttemptResult =
  | { readonly ok: true; readonly status: number; readonly headers: Headers; readonly text: string }
  | { readonly ok: false; readonly errorCode: string | undefined; readonly detail: string; readonly timedOut: boolean }
  | { readonly ok: false; readonly overrun: SizeOverrun };

/**
 * The one place this package sends HTTP: authentication, User-Agent, timeouts, the
 * process-wide concurrency limit per origin, retries, error mapping, and body parsing.
 */
export class HttpClient {
  // A private field: util.inspect and JSON.stringify never show it.
  readonly #authorization: string | undefined;
  /** Scrubs the credential (and token-shaped text) from anything the server or got says. */
  readonly #scrub: Scrub;
  private readonly options: Omit<HttpClientOptions, "auth">;
  /** Where the credential came from, without its value: for the advice of auth errors. */
  private readonly credentialOrigin: CredentialOrigin | undefined;
  /** Which rate gate the client's requests pass: a digest of the credential, never the credential. */
  readonly #gateKey: string;
  /** Service clock minus local clock, from the Date header of the latest answer. */
  #serverClockOffsetMs = 0;

  constructor({ auth, ...options }: HttpClientOptions) {
    this.options = options;
    this.#scrub = scrubberFor(auth ? [auth.credential.value] : []);
    this.#authorization = auth && `${auth.scheme} ${auth.credential.value}`;
    this.#gateKey = this.#authorization === undefined ? "" : createHash("sha256").update(this.#authorization).digest("hex");
    this.credentialOrigin = auth && { source: auth.credential.source, origin: auth.credential.origin, definition: auth.credential.definition };
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /**
   * The service's current time as its latest `Date` header told it (to the second), or
   * the local time before any answer. Expiry is the service's business: rotation windows
   * are measured on its clock, not on a CI runner's.
   */
  serverNow(): Date {
    return new Date(Date.now() + this.#serverClockOffsetMs);
  }

  async request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>> {
    const url = this.buildUrl(spec.path, spec.query);
    const { retry: policy, maxConcurrentRequests } = this.options;
    const limit = limitFor(new URL(url).origin, maxConcurrentRequests);
    // One id for every attempt of this request, so that a service's log (or a load test) can
    // tell a retry from a new request. Random: it says nothing about the caller.
    const clientRequestId = randomUUID();
    const gate = gateFor(`${new URL(url).origin} ${this.#gateKey}`);
    let refused = false;
    let rateLimitedWaitMs = 0;
    for (let retry = 0; ; ) {
      // The account's rate limit is the process's: wait at the gate (never holding a slot).
      // Real time always: pacing is between processes, which share no clock but the real one.
      const gateDelay = gate.delayFor(refused);
      if (gateDelay > 0) await realSleep(gateDelay);
      // The slot is held for one attempt only, never during a backoff wait.
      const result = await limit.run(() => this.attempt(spec, url, clientRequestId));
      if (result.ok && result.status >= 200 && result.status < 300) return this.parseSuccess(spec, url, result);
      const failure = toFailure(result);
      refused = failure?.kind === "status" && failure.status === 429;
      // A 429 asking for a wait (Retry-After of a second or more) is the service pacing its
      // account: the request was refused before anything was done, so it is not counted against
      // the retry limit (pipelines in parallel may be refused several times), only against the
      // longest wait, MAX_RATE_LIMITED_WAIT_MS. A 429 without one (or "0") is counted like any
      // other failure.
      const paced = refused && failure?.kind === "status" && (parseRetryAfter(failure.retryAfter) ?? 0) > 0;
      if (failure && (paced || retry < policy.limit) && isRetryable(policy, spec.method, failure)) {
        const retryAfter = failure.kind === "status" ? failure.retryAfter : undefined;
        const delayMs = calculateRetryDelay(policy, retry + 1, retryAfter);
        if (delayMs !== undefined && paced && rateLimitedWaitMs + delayMs <= MAX_RATE_LIMITED_WAIT_MS) {
          rateLimitedWaitMs += delayMs;
          // The gate slows the whole process; this request waits the Retry-After, then a spread.
          const spreadMs = Math.round(gate.refused(delayMs) - delayMs);
          this.options.onRetry?.({ method: spec.method, url, retry: retry + 1, limit: policy.limit, delayMs, reason: "status 429" });
          await (this.options.sleep ?? realSleep)(delayMs);
          if (spreadMs > 0) await realSleep(spreadMs);
          continue;
        }
        if (delayMs !== undefined && !paced && retry < policy.limit) {
          // A 429 without Retry-After slows the process too.
          if (refused) gate.refused(0);
          retry += 1;
          this.options.onRetry?.({
            method: spec.method,
            url,
            retry,
            limit: policy.limit,
            delayMs,
            reason: failure.kind === "status" ? `status ${failure.status}` : (failure.errorCode ?? "network error"),
          });
          await (this.options.sleep ?? realSleep)(delayMs);
          continue;
        }
      }
      throw this.toError(spec, url, result);
    }
  }

  /**
   * The URL exactly as got will send it: got parses it with `new URL`, which may rewrite
   * it, so the request and every error use this one normalised string.
   */
  private buildUrl(path: string, query: RequestSpec<z.ZodType>["query"]): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    const url = new URL(`${this.options.baseUrl}${path}${search ? `?${search}` : ""}`);
    // Every caller value reaches a path through pathSegment; this catches a path built without it.
    if (!url.pathname.endsWith(path)) {
      throw new InvalidArgumentError(
        "path",
        `pulumi-datafold built the request path ${path}, which URLs rewrite to ${url.pathname}: this is a bug in ` +
          "pulumi-datafold, please report it with the arguments of the call. Nothing was sent.",
      );
    }
    return url.href;
  }

  /**
   * got, extended once per client with everything that is the same for each request: got
   * merges a call's options into its defaults on every request, and merging the headers,
   * timeout and retry settings again each time costs CPU on every page of a long listing.
   */
  #got: Promise<Got> | undefined;

  private client(): Promise<Got> {
    this.#got ??= loadGot().then((got) =>
      got.extend({
        headers: {
          ...(this.#authorization === undefined ? {} : { authorization: this.#authorization }),
          "user-agent": USER_AGENT,
          accept: "application/json",
        },
        timeout: { request: this.options.timeoutMs },
        // Retries, redirects and error statuses are handled here, not by got.
        retry: { limit: 0 },
        followRedirect: false,
        throwHttpErrors: false,
        responseType: "text",
        // The audit log's window is the JSON body of a GET (GET /api/v1/audit_logs), as the API defines it.
        allowGetBody: true,
      }),
    );
    return this.#got;
  }

  private async attempt(spec: RequestSpec<z.ZodType>, url: string, clientRequestId: string): Promise<AttemptResult> {
    const got = await this.client();
    const headers = { "x-client-request-id": clientRequestId };
    const request = got(url, spec.body === undefined ? { method: spec.method, headers } : { method: spec.method, headers, json: spec.body });
    const overrun = limitResponseSize(request, this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES);
    try {
      const response = await request;
      const over = overrun();
      if (over) return { ok: false, overrun: over };
      const serverDate = Date.parse(header(response.headers, "date") ?? "");
      if (!Number.isNaN(serverDate)) this.#serverClockOffsetMs = serverDate - Date.now();
      return { ok: true, status: response.statusCode, headers: response.headers, text: response.body };
    } catch (error) {
      const over = overrun();
      if (over) return { ok: false, overrun: over };
      // Never keep got's error: its `options` hold the request headers, credential included.
      const e = error as { code?: string; name?: string; message?: string };
      const timedOut = e.name === "TimeoutError";
      return { ok: false, errorCode: timedOut ? "ETIMEDOUT" : e.code, detail: this.#scrub(e.message ?? "request failed"), timedOut };
    }
  }

  private parseSuccess<S extends z.ZodType>(
    spec: RequestSpec<S>,
    url: string,
    result: Extract<AttemptResult, { ok: true }>,
  ): z.output<S> {
    const info = this.requestInfo(spec.method, url, result.headers);
    const body = parseJson(result.text, spec.endpoint, info);
    return parseBody(spec.schema, spec.unwrap ? spec.unwrap(body) : body, spec.endpoint, info, this.#scrub, spec.check);
  }

  /** Where the request went, with the server's request id scrubbed and bounded like any server text. */
  private requestInfo(method: string, url: string, headers: Headers): RequestInfo {
    const requestId = header(headers, "x-request-id");
    return { method, url, requestId: requestId === undefined ? undefined : this.#scrub(requestId, MAX_REQUEST_ID_LENGTH) };
  }

  private toError(spec: RequestSpec<z.ZodType>, url: string, result: AttemptResult): Error {
    // A POST that reached the server may have been acted on (even if its answer was too large
    // to read, or lost): say so, for reconciliation.
    const ambiguous = !this.options.retry.methods.includes(spec.method);
    if ("overrun" in result) {
      const limit = this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
      const { declaredBytes, receivedBytes } = result.overrun;
      const request = { endpoint: spec.endpoint, method: spec.method, url, ambiguous };
      return new ResponseTooLargeError(request, limit, declaredBytes, receivedBytes, MAX_MAX_RESPONSE_BYTES);
    }
    if (result.ok) {
      return errorFromResponse({
        style: this.options.errorBodyStyle,
        info: this.requestInfo(spec.method, url, result.headers),
        status: result.status,
        text: result.text,
        retryAfter: header(result.headers, "retry-after"),
        credential: this.credentialOrigin,
        scrub: this.#scrub,
      });
    }
    const reached = !this.options.retry.unprocessedErrorCodes.includes(result.errorCode ?? "");
    const info = { method: spec.method, url, ambiguous: ambiguous && reached };
    return result.timedOut
      ? new TimeoutError(info, this.options.timeoutMs)
      : new NetworkError({ ...info, errorCode: result.errorCode }, result.detail);
  }
}

/** What the retry policy judges; undefined for an answer too large, which is never retried. */
function toFailure(result: AttemptResult): AttemptFailure | undefined {
  if ("overrun" in result) return undefined;
  if (!result.ok) return { kind: "network", errorCode: result.errorCode };
  return { kind: "status", status: result.status, retryAfter: header(result.headers, "retry-after") };
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
