import { z } from "zod";
import { DEFAULT_RETRY_POLICY } from "../client/retry-policy";
import { HttpClient } from "../client/http-client";
import { validateServiceUrl, type SettingDefinition } from "../client/settings";
import type { ClockChange } from "./clock";
import type { FaultRequest } from "./faults";
import { RequestLogEntry, RequestStats } from "./request-log";

/** Who a principal token belongs to, as the emulated proxy sees it after authenticating it. */
export const AuthenticatedPrincipal = z.looseObject({
  token_id: z.number().int(),
  principal_type: z.string(),
  principal_id: z.string().nullable(),
});
export type AuthenticatedPrincipal = z.infer<typeof AuthenticatedPrincipal>;

export type { ClockChange, RequestLogEntry, RequestStats };

/** The controls answer `{data: ...}`, like the proxy admin API. */
function Data<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>> {
  return z.looseObject({ data: schema }).transform((body) => body.data as z.output<S>);
}
const ClockBody = Data(z.looseObject({ now: z.string() }));

const URL_SETTING: SettingDefinition = {
  label: "emulator URL",
  configKey: "(none)",
  envVar: "(none)",
  secret: false,
};

/**
 * Drives a running `datafold-emulator` through its `/__emulator/` controls: the clock,
 * faults, the request log, latency, reset, and authenticating principal tokens as the
 * proxy would. For tests and CI; the real service has none of this.
 */
export class EmulatorControlClient {
  private readonly http: HttpClient;

  constructor(private readonly url: string) {
    this.http = new HttpClient({
      baseUrl: checkedUrl(url),
      errorBodyStyle: "proxy",
      timeoutMs: 30_000,
      // Control calls are not retried: a test wants to see its own faults, not hide them.
      retry: { ...DEFAULT_RETRY_POLICY, limit: 0 },
      maxConcurrentRequests: 64,
    });
  }

  /** The emulator's current time. */
  async now(): Promise<Date> {
    const { now } = await this.http.request({ endpoint: "read emulator clock", method: "GET", path: "/__emulator/clock", schema: ClockBody });
    return new Date(now);
  }

  /** Sets, advances or freezes the emulator clock; resolves with the new time. */
  async moveClock(change: ClockChange): Promise<Date> {
    const { now } = await this.http.request({
      endpoint: "move emulator clock",
      method: "POST",
      path: "/__emulator/clock",
      body: change,
      schema: ClockBody,
    });
    return new Date(now);
  }

  /** Adds a fault rule (see the emulator's README section); resolves with its id. */
  async addFault(rule: z.input<typeof FaultRequest>): Promise<string> {
    const { id } = await this.http.request({
      endpoint: "add emulator fault",
      method: "POST",
      path: "/__emulator/faults",
      body: rule,
      schema: Data(z.looseObject({ id: z.string() })),
    });
    return id;
  }

  async clearFaults(): Promise<void> {
    await this.http.request({ endpoint: "clear emulator faults", method: "DELETE", path: "/__emulator/faults", schema: z.unknown() });
  }

  /** Every API request the emulator received since the last clear, oldest first. */
  async requests(): Promise<RequestLogEntry[]> {
    return this.http.request({
      endpoint: "read emulator request log",
      method: "GET",
      path: "/__emulator/requests",
      schema: Data(z.array(RequestLogEntry)),
    });
  }

  async clearRequests(): Promise<void> {
    await this.http.request({ endpoint: "clear emulator request log", method: "DELETE", path: "/__emulator/requests", schema: z.unknown() });
  }

  /** Load figures since the request log was last cleared: in flight now, peak in flight, 429s of the rate limit. */
  async stats(): Promise<RequestStats> {
    return this.http.request({ endpoint: "read emulator stats", method: "GET", path: "/__emulator/stats", schema: Data(RequestStats) });
  }

  /** Changes the latency of every API request: its answer leaves this long after it arrived. */
  async setLatency(latencyMs: number): Promise<void> {
    await this.configure({ latencyMs });
  }

  /** Answers 429 with Retry-After above this many API requests per second; 0 lifts the limit. */
  async setRateLimit(requestsPerSecond: number): Promise<void> {
    await this.configure({ rateLimit: requestsPerSecond });
  }

  private async configure(change: { latencyMs?: number; rateLimit?: number }): Promise<void> {
    await this.http.request({ endpoint: "configure emulator", method: "POST", path: "/__emulator/config", body: change, schema: z.unknown() });
  }

  /**
   * Back to the seeded state: tokens gone, data diffs restored, clock, faults and log cleared.
   * Run-time config (latency, rate limit) is kept.
   */
  async reset(): Promise<void> {
    await this.http.request({ endpoint: "reset emulator", method: "POST", path: "/__emulator/reset", schema: z.unknown() });
  }

  /**
   * Authenticates a principal token the way the SQL proxy would, which counts a use of it
   * (`use_count`, `last_used_at`). Rejected tokens throw an AuthenticationError.
   */
  async authenticateProxyToken(token: string): Promise<AuthenticatedPrincipal> {
    const http = new HttpClient({
      baseUrl: checkedUrl(this.url),
      auth: {
        scheme: "Bearer",
        credential: {
          value: token,
          source: "the argument token",
          definition: { label: "SQL proxy principal token", configKey: "(none)", envVar: "(none)", secret: true },
        },
      },
      errorBodyStyle: "proxy",
      timeoutMs: 30_000,
      retry: { ...DEFAULT_RETRY_POLICY, limit: 0 },
      maxConcurrentRequests: 64,
    });
    return http.request({
      endpoint: "authenticate proxy token",
      method: "POST",
      path: "/__emulator/proxy/authenticate",
      schema: Data(AuthenticatedPrincipal),
    });
  }
}

function checkedUrl(url: string): string {
  return validateServiceUrl({ value: url, source: "the argument url", definition: URL_SETTING }, false);
}
