import { z } from "zod";
import type { ClockChange } from "./clock";
import type { FaultRequest } from "./faults";
import type { BiIntegrationEdit } from "./bi-integration-controls-routes";
import type { MonitorEdit } from "./monitor-controls-routes";
import type { DataSourceEdit, DataSourceTestOutcomeRequest } from "./data-source-controls-routes";
import { RequestLogEntry, RequestStats } from "./request-log";

/** Who a principal token belongs to, as the emulated proxy sees it after authenticating it. */
export const AuthenticatedPrincipal = z.looseObject({
  token_id: z.number().int(),
  principal_type: z.string(),
  principal_id: z.string().nullable(),
});
export type AuthenticatedPrincipal = z.infer<typeof AuthenticatedPrincipal>;

export type { ClockChange, RequestLogEntry, RequestStats };

/** A fault rule as {@link EmulatorControlClient.addFault} takes it: `times` and `skip` may be left out. */
export type FaultRule = z.input<typeof FaultRequest>;

/** What {@link EmulatorControlClient.editDataSource} may change, and how {@link EmulatorControlClient.setDataSourceTestOutcome} decides tests (see the package README, "Data sources"). */
export type { DataSourceEdit, DataSourceTestOutcomeRequest };
/** What {@link EmulatorControlClient.editBiIntegration} may change: settings of the kind, snake_case, never a credential. */
export type { BiIntegrationEdit };

/** A BI integration as the emulator stores it: settings, credential hashes (never a credential), sync fields. */
export const StoredBiIntegrationJson = z.looseObject({
  id: z.number().int(),
  type: z.string(),
  settings: z.record(z.string(), z.unknown()),
  credentialHashes: z.record(z.string(), z.string().nullable()),
  createdAt: z.string(),
  modifiedAt: z.string(),
  lastSyncedAt: z.string().nullable(),
  syncCount: z.number().int(),
});
export type StoredBiIntegrationJson = z.infer<typeof StoredBiIntegrationJson>;

/** What {@link EmulatorControlClient.editMonitor} may change (see the package README, "Monitors"). */
export type { MonitorEdit };

/** A monitor as an API answer shows it. */
export type MonitorJson = Record<string, unknown>;

/** The run {@link EmulatorControlClient.runMonitor} made. */
export interface MonitorRunOutcome {
  readonly runId: number;
  readonly state: string;
  readonly startedAt: string;
}

/** A monitor as the emulator stores it (`GET /__emulator/monitors/{id}`). */
export const StoredMonitorJson = z.looseObject({
  id: z.number().int(),
  type: z.enum(["diff", "metric", "schema", "test"]),
  spec: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  modifiedAt: z.string(),
  state: z.string().nullable(),
  lastRun: z.string().nullable(),
  lastAlert: z.string().nullable(),
  runs: z.array(z.looseObject({ runId: z.number().int(), startedAt: z.string(), state: z.string() })),
});
export type StoredMonitorJson = z.infer<typeof StoredMonitorJson>;

/** The controls answer `{data: ...}`, like the proxy admin API. */
function Data<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>> {
  return z.looseObject({ data: schema }).transform((body) => body.data as z.output<S>);
}
const ClockBody = Data(z.looseObject({ now: z.string() }));

/** How long one control call may take before it is abandoned. */
const CONTROL_TIMEOUT_MS = 30_000;

/**
 * A control call the emulator refused or answered with something unexpected: the status (0
 * when no answer came) and the emulator's own message. It never contains a token.
 */
export class EmulatorControlError extends Error {
  override readonly name = "EmulatorControlError";
  constructor(
    readonly operation: string,
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${operation}: ${message}`, options);
  }
}

/**
 * Drives a running `datafold-emulator` through its `/__emulator/` controls: the clock,
 * faults, the request log, latency, reset, authenticating principal tokens as the proxy
 * would, and editing, deleting and running monitors as the Datafold app would. For tests and CI; the real service has none of this.
 */
export class EmulatorControlClient {
  private readonly baseUrl: string;

  /** `url`: where the emulator listens, as it printed it, e.g. `http://127.0.0.1:8080`. */
  constructor(url: string) {
    this.baseUrl = checkedUrl(url);
  }

  /** The emulator's current time. */
  async now(): Promise<Date> {
    const { now } = await this.call({ endpoint: "read emulator clock", method: "GET", path: "/__emulator/clock", schema: ClockBody });
    return new Date(now);
  }

  /** Sets, advances or freezes the emulator clock; resolves with the new time. */
  async moveClock(change: ClockChange): Promise<Date> {
    const { now } = await this.call({
      endpoint: "move emulator clock",
      method: "POST",
      path: "/__emulator/clock",
      body: change,
      schema: ClockBody,
    });
    return new Date(now);
  }

  /** Adds a fault rule (the package README's "Faults" lists the fields and actions); resolves with its id. */
  async addFault(rule: FaultRule): Promise<string> {
    const { id } = await this.call({
      endpoint: "add emulator fault",
      method: "POST",
      path: "/__emulator/faults",
      body: rule,
      schema: Data(z.looseObject({ id: z.string() })),
    });
    return id;
  }

  async clearFaults(): Promise<void> {
    await this.call({ endpoint: "clear emulator faults", method: "DELETE", path: "/__emulator/faults", schema: z.unknown() });
  }

  /** Every API request the emulator received since the last clear, oldest first. */
  async requests(): Promise<RequestLogEntry[]> {
    return this.call({
      endpoint: "read emulator request log",
      method: "GET",
      path: "/__emulator/requests",
      schema: Data(z.array(RequestLogEntry)),
    });
  }

  async clearRequests(): Promise<void> {
    await this.call({ endpoint: "clear emulator request log", method: "DELETE", path: "/__emulator/requests", schema: z.unknown() });
  }

  /** Load figures since the request log was last cleared: in flight now, peak in flight, 429s of the rate limit. */
  async stats(): Promise<RequestStats> {
    return this.call({ endpoint: "read emulator stats", method: "GET", path: "/__emulator/stats", schema: Data(RequestStats) });
  }

  /** Changes the latency of every API request: its answer leaves this long after it arrived. */
  async setLatency(latencyMs: number): Promise<void> {
    await this.configure({ latencyMs });
  }

  /** Answers 429 with Retry-After above this many API requests per second; 0 lifts the limit. */
  async setRateLimit(requestsPerSecond: number): Promise<void> {
    await this.configure({ rateLimit: requestsPerSecond });
  }

  /**
   * Serves the listings (monitors, data diffs) in pages of at most this many items, whatever
   * `page_size` asks, as a service that caps its page size does; 0 lifts the cap.
   */
  async setMaxPageSize(items: number): Promise<void> {
    await this.configure({ maxPageSize: items });
  }

  private async configure(change: { latencyMs?: number; rateLimit?: number; maxPageSize?: number }): Promise<void> {
    await this.call({ endpoint: "configure emulator", method: "POST", path: "/__emulator/config", body: change, schema: z.unknown() });
  }

  /**
   * Gives another user of the account an API key of their own (a person who edits in the
   * app): requests sent with it are accepted like the emulator's key, and the audit log names
   * that user (`user_id`, `user_email`) on what they change. A key already in use throws (409).
   */
  async addApiKeyUser(apiKey: string, user: { userId: number; email: string }): Promise<void> {
    await this.call({ endpoint: "add API key user", method: "POST", path: "/__emulator/api-keys", body: { apiKey, ...user }, schema: z.unknown() });
  }

  /**
   * Back to the seeded state: tokens gone, data diffs restored, clock, faults and log cleared.
   * Run-time config (latency, rate limit, page-size cap) is kept.
   */
  async reset(): Promise<void> {
    await this.call({ endpoint: "reset emulator", method: "POST", path: "/__emulator/reset", schema: z.unknown() });
  }

  /**
   * Authenticates a principal token the way the SQL proxy would, which counts a use of it
   * (`use_count`, `last_used_at`). A rejected token throws an EmulatorControlError with status 401.
   */
  async authenticateProxyToken(token: string): Promise<AuthenticatedPrincipal> {
    return this.call({
      endpoint: "authenticate proxy token",
      method: "POST",
      path: "/__emulator/proxy/authenticate",
      bearer: token,
      schema: Data(AuthenticatedPrincipal),
    });
  }

  /**
   * Edits a monitor as someone would in the Datafold app: sets the spec fields given (name,
   * description, owner, enabled, schedule, notifications, tags, alert; null clears the
   * nullable ones) and bumps `modified_at`. Fields are checked as the vendor's update checks
   * them; a bad one throws with status 400, an unknown monitor with 404. Resolves with the
   * monitor as `GET /api/v1/monitors/{id}` now answers it.
   */
  async editMonitor(id: number, patch: MonitorEdit): Promise<MonitorJson> {
    return this.call({
      endpoint: "edit monitor",
      method: "POST",
      path: `/__emulator/monitors/${monitorIdPath(id)}/edit`,
      body: patch,
      schema: Data(z.record(z.string(), z.unknown())),
    });
  }

  /** Deletes a monitor as if deleted in the Datafold app; an unknown monitor throws with status 404. */
  async deleteMonitor(id: number): Promise<void> {
    await this.call({ endpoint: "delete monitor", method: "DELETE", path: `/__emulator/monitors/${monitorIdPath(id)}`, schema: z.unknown() });
  }

  /**
   * Runs a monitor with a chosen outcome: `alert: true` makes the run alert (state `alert`,
   * `last_alert` set), else it is `ok`. Only `state`, `last_run` and `last_alert` change.
   */
  async runMonitor(id: number, options: { alert?: boolean } = {}): Promise<MonitorRunOutcome> {
    const run = await this.call({
      endpoint: "run monitor",
      method: "POST",
      path: `/__emulator/monitors/${monitorIdPath(id)}/runs`,
      body: options,
      schema: Data(z.looseObject({ run_id: z.number().int(), state: z.string(), started_at: z.string() })),
    });
    return { runId: run.run_id, state: run.state, startedAt: run.started_at };
  }

  /**
   * Decides how the next connection tests end (POST /api/v1/data_sources/{id}/test): those of
   * the data sources named `name`, or of any when `name` is left out. `pass` (the default of a
   * fresh emulator) ends `done`; `fail` ends `failed` with `message` as the connection step's
   * result; `hang` never ends (`processing`). A name's outcome wins over the default.
   */
  async setDataSourceTestOutcome(request: DataSourceTestOutcomeRequest): Promise<void> {
    await this.call({ endpoint: "set data source test outcome", method: "POST", path: "/__emulator/data-source-tests", body: request, schema: z.unknown() });
  }

  /**
   * Edits a data source as someone would in the Datafold app: its name, its options (merged,
   * checked as its kind's `*Config`; a bad one throws with status 400) and the common fields
   * given. An unknown data source throws with status 404. Resolves with it as GET now answers it.
   */
  async editDataSource(id: number, edit: DataSourceEdit): Promise<Record<string, unknown>> {
    return this.call({
      endpoint: "edit data source",
      method: "POST",
      path: `/__emulator/data-sources/${monitorIdPath(id)}/edit`,
      body: edit,
      schema: Data(z.record(z.string(), z.unknown())),
    });
  }

  /** Deletes a data source as if deleted in the Datafold app; an unknown one throws with status 404. */
  async deleteDataSource(id: number): Promise<void> {
    await this.call({ endpoint: "delete data source", method: "DELETE", path: `/__emulator/data-sources/${monitorIdPath(id)}`, schema: z.unknown() });
  }

  /**
   * The monitor as the emulator stores it: its kind, the whole spec (which the vendor's GET
   * shows only part of), its run fields and its runs.
   */
  async storedMonitor(id: number): Promise<StoredMonitorJson> {
    return this.call({
      endpoint: "read stored monitor",
      method: "GET",
      path: `/__emulator/monitors/${monitorIdPath(id)}`,
      schema: Data(StoredMonitorJson),
    });
  }

  /**
   * Edits a BI integration as someone would in the Datafold app: sets the settings given
   * (snake_case, as the kind's create body names them: `name`, `indexing_cron`, `base_url`,
   * `bindings`, ...; null clears an optional one) and bumps `modified_at`; credentials stay.
   * Each field is checked as the kind's body checks it; a bad one, an unknown one or a
   * credential throws with status 400, an unknown integration with 404. Resolves with the
   * integration as `GET /api/v1/lineage/bi/{id}/` now answers it.
   */
  async editBiIntegration(id: number, edit: BiIntegrationEdit): Promise<Record<string, unknown>> {
    return this.call({
      endpoint: "edit BI integration",
      method: "POST",
      path: `/__emulator/bi-integrations/${integrationIdPath(id)}/edit`,
      body: edit,
      schema: Data(z.record(z.string(), z.unknown())),
    });
  }

  /** Deletes a BI integration as if deleted in the Datafold app; an unknown one throws with status 404. */
  async deleteBiIntegration(id: number): Promise<void> {
    await this.call({ endpoint: "delete BI integration", method: "DELETE", path: `/__emulator/bi-integrations/${integrationIdPath(id)}`, schema: z.unknown() });
  }

  /**
   * The BI integration as the emulator stores it: its settings, the SHA-256 hash of each
   * credential (so a test can tell a rotation arrived; never the credential), its sync fields.
   */
  async storedBiIntegration(id: number): Promise<StoredBiIntegrationJson> {
    return this.call({
      endpoint: "read stored BI integration",
      method: "GET",
      path: `/__emulator/bi-integrations/${integrationIdPath(id)}`,
      schema: Data(StoredBiIntegrationJson),
    });
  }

  /**
   * One control request. Control calls are not retried: a test wants to see its own faults,
   * not hide them.
   */
  private async call<S extends z.ZodType>(request: ControlRequest<S>): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (request.body !== undefined) headers["content-type"] = "application/json";
    if (request.bearer !== undefined) headers.authorization = `Bearer ${request.bearer}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(request.path, this.baseUrl), {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new EmulatorControlError(request.endpoint, 0, `no answer from the emulator at ${this.baseUrl}: ${reason}`, { cause: error });
    }
    const body = parseJson(text);
    if (!response.ok) {
      throw new EmulatorControlError(request.endpoint, response.status, `the emulator answered ${response.status}: ${errorMessageOf(body)}`);
    }
    const parsed = request.schema.safeParse(body);
    if (!parsed.success) {
      throw new EmulatorControlError(request.endpoint, response.status, `unexpected answer: ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
  }
}

/** A monitor id in a control path: a positive whole number, or the call is refused before it is sent. */
function monitorIdPath(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new EmulatorControlError("monitor control", 0, `monitor id must be a positive whole number, got ${String(id)}`);
  return String(id);
}

/** A BI integration id in a control path: a positive whole number, or the call is refused before it is sent. */
function integrationIdPath(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new EmulatorControlError("BI integration control", 0, `integration id must be a positive whole number, got ${String(id)}`);
  return String(id);
}

interface ControlRequest<S extends z.ZodType> {
  /** What the call does, for error messages. */
  readonly endpoint: string;
  readonly method: "GET" | "POST" | "DELETE";
  readonly path: string;
  readonly body?: unknown;
  /** A principal token to authenticate, sent as `Authorization: Bearer`. */
  readonly bearer?: string;
  readonly schema: S;
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The message of the emulator's error envelopes: `{error_code, message}` or `{detail}`. */
function errorMessageOf(body: unknown): string {
  if (typeof body === "object" && body !== null) {
    const { message, detail } = body as { message?: unknown; detail?: unknown };
    if (typeof message === "string") return message;
    if (typeof detail === "string") return detail;
  }
  return typeof body === "string" && body.length > 0 ? body.slice(0, 200) : "no error message";
}

/** The emulator's base URL: an http(s) URL without credentials, path, query or fragment. */
function checkedUrl(url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
    throw new EmulatorControlError("EmulatorControlClient", 0, "url must be the emulator's http:// or https:// address, e.g. http://127.0.0.1:8080 as the emulator printed it");
  }
  if (parsed.username !== "" || parsed.password !== "") {
    throw new EmulatorControlError("EmulatorControlClient", 0, "url must not contain a user name or password: the controls need no credentials");
  }
  return parsed.origin;
}
