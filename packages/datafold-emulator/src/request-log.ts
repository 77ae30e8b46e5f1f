import { z } from "zod";
import { FaultAction } from "./faults";

/** How an exchange ended: answered, or cut by a fault before (`reset`) or after (`dropped`) the handler. */
export const RequestOutcome = z.enum(["answered", "reset", "dropped"]);
export type RequestOutcome = z.infer<typeof RequestOutcome>;

/**
 * The form of a request's Authorization header, never the credential itself: `Key <value>`,
 * `Bearer <value>`, a bare `<value>` (one word, no scheme), no header, or anything else.
 */
export const AuthScheme = z.enum(["Key", "Bearer", "bare", "none", "other"]);
export type AuthScheme = z.infer<typeof AuthScheme>;

/** What GET /__emulator/requests reports per API request. No header is kept, so no secret is. */
export const RequestLogEntry = z.object({
  seq: z.number().int(),
  requestId: z.string(),
  /** Arrival time on the emulator clock. */
  time: z.string(),
  method: z.string(),
  /** As sent (percent-escapes kept); a long path is cut, saying so (log-bounds). */
  path: z.string(),
  /** The parsed query; `{omittedQuery, characters}` for a query string too long to keep (log-bounds). */
  query: z.record(z.string(), z.unknown()),
  /** null until answered, and for ever when the connection was cut. */
  status: z.number().int().nullable(),
  outcome: RequestOutcome,
  fault: FaultAction.nullable(),
  authScheme: AuthScheme,
  /**
   * The client's id of the logical request (`X-Client-Request-Id`, which pulumi-datafold's
   * clients send, the same on every attempt of one request): how a retry is told from a new
   * request, in a load test's log. Null when the client sent none, or one longer than 128 characters.
   */
  clientRequestId: z.string().nullable(),
  /**
   * The parsed JSON request body; `{omittedBody, bytes}` for one too large or too deeply
   * nested to keep (log-bounds); null for no JSON body, and for every request that did not pass its
   * route's credential check or matched no route (their bodies are never read).
   */
  body: z.unknown(),
});
export type RequestLogEntry = z.infer<typeof RequestLogEntry>;

/** Oldest entries go first once this many are kept, so a long-running emulator stays small. */
const MAX_ENTRIES = 10_000;

/** What GET /__emulator/stats reports: load figures since the log was last cleared. */
export const RequestStats = z.object({
  /** API requests arrived and not yet answered or cut. */
  inFlight: z.number().int(),
  /** The most API requests in flight at once: what a client's concurrency limit is checked by. */
  peakInFlight: z.number().int(),
  /** Requests answered 429 by the rate limit (not by a fault rule). */
  rateLimited: z.number().int(),
});
export type RequestStats = z.infer<typeof RequestStats>;

/** API requests in arrival order, for tests that check what a client actually sent. */
export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private nextSeq = 1;
  private inFlight = 0;
  private peakInFlight = 0;
  private rateLimited = 0;

  /** A request arrived; call the returned function once when its exchange ends, however it ends. */
  enter(): () => void {
    this.inFlight += 1;
    this.peakInFlight = Math.max(this.peakInFlight, this.inFlight);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inFlight -= 1;
    };
  }

  countRateLimited(): void {
    this.rateLimited += 1;
  }

  stats(): RequestStats {
    return { inFlight: this.inFlight, peakInFlight: this.peakInFlight, rateLimited: this.rateLimited };
  }

  /** Records an arriving request; the caller fills in status, outcome and body as they become known. */
  begin(fields: Omit<RequestLogEntry, "seq" | "status" | "outcome" | "fault" | "body">): RequestLogEntry {
    const entry: RequestLogEntry = { seq: this.nextSeq++, ...fields, status: null, outcome: "answered", fault: null, body: null };
    this.entries.push(entry);
    // Trimmed in halves, not one entry per request: dropping the oldest entry on every push
    // would move all the others each time, a cost paid on every request of a busy emulator.
    if (this.entries.length >= 2 * MAX_ENTRIES) this.entries = this.entries.slice(-MAX_ENTRIES);
    return entry;
  }

  /** The newest MAX_ENTRIES entries, oldest first. */
  list(): readonly RequestLogEntry[] {
    return this.entries.length > MAX_ENTRIES ? this.entries.slice(-MAX_ENTRIES) : this.entries;
  }

  /** Empties the log and restarts the figures (the peak starts again from what is in flight). */
  clear(): void {
    this.entries = [];
    this.peakInFlight = this.inFlight;
    this.rateLimited = 0;
  }
}
