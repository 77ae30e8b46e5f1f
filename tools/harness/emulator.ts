import type { EmulatorOptions } from "../../packages/datafold-emulator/src/context";
import { startEmulator, type RunningEmulator } from "../../packages/datafold-emulator/src/server";

/** A running emulator plus the credentials it accepts. */
export interface TestEmulator extends RunningEmulator {
  readonly apiKey: string;
  readonly proxyManagerToken: string;
}

/**
 * Starts an in-process emulator on 127.0.0.1, on a free port, with credentials of its own.
 * Close it in afterAll/afterEach.
 */
export async function startTestEmulator(options: Partial<EmulatorOptions> = {}): Promise<TestEmulator> {
  const apiKey = options.apiKey ?? "test_api_key";
  const proxyManagerToken = options.proxyManagerToken ?? "sqlp_pm_test_bootstrap";
  const running = await startEmulator({ ...options, apiKey, proxyManagerToken, host: "127.0.0.1", port: 0 });
  return Object.assign(running, { apiKey, proxyManagerToken });
}

/** What {@link send} returns: the status, headers and the body (parsed when it is JSON). */
export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  // Tests look into bodies freely; the assertions are the type check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

export interface SendOptions {
  /** The whole Authorization header value; omitted when absent. */
  readonly authorization?: string;
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Sent as is (with `Content-Type: application/json` unless headers say otherwise). */
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
  readonly signal?: AbortSignal;
}

/** One request with global fetch. */
export async function send(baseUrl: string, method: string, path: string, options: SendOptions = {}): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  let body: string | undefined;
  if (options.json !== undefined || options.rawBody !== undefined) {
    body = options.rawBody ?? JSON.stringify(options.json);
    headers["content-type"] ??= "application/json";
  }
  const response = await fetch(baseUrl + path, { method, headers, body, signal: options.signal });
  const text = await response.text();
  const isJson = (response.headers.get("content-type") ?? "").includes("json") && text !== "";
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
}

/** Shorthands bound to one emulator and its credentials. */
export function clientFor(emulator: Pick<TestEmulator, "url" | "apiKey" | "proxyManagerToken">) {
  return {
    /** Main service with the right API key. */
    main: (method: string, path: string, options: SendOptions = {}) =>
      send(emulator.url, method, path, { authorization: `Key ${emulator.apiKey}`, ...options }),
    /** Proxy admin API with the bootstrap proxy-manager token (or `authorization` given). */
    admin: (method: string, path: string, options: SendOptions = {}) =>
      send(emulator.url, method, path, { authorization: `Bearer ${emulator.proxyManagerToken}`, ...options }),
    /** The /__emulator controls (path relative to it). */
    control: (method: string, path: string, json?: unknown) =>
      send(emulator.url, method, `/__emulator${path}`, json === undefined ? {} : { json }),
    /** What the proxy would do when a client logs in with this token. */
    useToken: (token: string) =>
      send(emulator.url, "POST", "/__emulator/proxy/authenticate", { authorization: `Bearer ${token}` }),
  };
}

export type TestClient = ReturnType<typeof clientFor>;

/** The emulator of a describe block and its raw client, filled in by the hooks of {@link useResetEmulator}. */
export interface LiveEmulator {
  readonly emulator: TestEmulator;
  readonly client: TestClient;
}

/**
 * Registers the hooks most emulator tests want: one emulator for the enclosing block
 * (started before all its tests, always closed after), reset before each test. Read the
 * returned object's fields inside tests, once the hooks have run.
 */
export function useResetEmulator(options: Partial<EmulatorOptions> = {}): LiveEmulator {
  const live = {} as { emulator: TestEmulator; client: TestClient };
  beforeAll(async () => {
    live.emulator = await startTestEmulator(options);
    live.client = clientFor(live.emulator);
  });
  afterAll(() => live.emulator?.close());
  beforeEach(() => live.client.control("POST", "/reset"));
  return live;
}
