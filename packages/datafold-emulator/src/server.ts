import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { requireAccessPolicies } from "./access-policy";
import { Authenticator } from "./auth";
import { createLimitedServer } from "./connection-limits";
import type { EmulatorContext, EmulatorOptions } from "./context";
import { registerControlRoutes } from "./controls-routes";
import { registerMonitorControlRoutes } from "./monitor-controls-routes";
import { registerDataSourceControlRoutes } from "./data-source-controls-routes";
import { registerBiIntegrationControlRoutes } from "./bi-integration-controls-routes";
import { registerErrorHandlers } from "./error-handlers";
import { FaultTable } from "./faults";
import { registerJsonBodyParser } from "./json-body-parser";
import { registerMainServiceRoutes } from "./main-service";
import { resolveEmulatorOptions } from "./options";
import { RequestLog } from "./request-log";
import { registerRequestPipeline } from "./request-pipeline";
import { registerProxyTokenRoutes } from "./sql-proxy/proxy-tokens-routes";
import { registerProxyUseRoutes } from "./sql-proxy/proxy-use-routes";
import { EmulatorStore } from "./store";

/** An emulator built but not listening: use `app.inject()` or `startEmulator`. */
export interface Emulator {
  readonly app: FastifyInstance;
  readonly context: EmulatorContext;
  readonly options: EmulatorOptions;
  /** Resolves once routes are ready and a new data file has been written. */
  ready(): Promise<void>;
  /** Stops the server and waits for pending writes to the data file. */
  close(): Promise<void>;
}

/** A listening emulator. */
export interface RunningEmulator {
  /** e.g. `http://127.0.0.1:40123`; both the main service and the proxy admin API live here. */
  readonly url: string;
  readonly port: number;
  readonly options: EmulatorOptions;
  close(): Promise<void>;
}

/**
 * Request ids: 24 hex digits, unique per emulator, like the service's. A random prefix per
 * start and a counter, rather than 12 random bytes per request, which cost a syscall each.
 */
function requestIdSequence(): () => string {
  const prefix = randomBytes(6).toString("hex");
  let counter = 0;
  return () => `req_${prefix}${(counter++).toString(16).padStart(12, "0")}`;
}

/**
 * Builds the emulator of both Datafold services on one Fastify app. Throws when the options
 * are invalid or the data file exists but cannot be loaded.
 */
export function createEmulator(options: Partial<EmulatorOptions> = {}): Emulator {
  const store = new EmulatorStore(resolveEmulatorOptions(options));
  const auth = new Authenticator(store);
  const log = new RequestLog();
  const faults = new FaultTable();

  const nextRequestId = requestIdSequence();
  const app = Fastify({
    logger: false,
    genReqId: nextRequestId,
    // User and client ids are opaque strings and may be long (e.g. e-mail addresses).
    routerOptions: { maxParamLength: 1000 },
    serverFactory: (handler) => createLimitedServer(store.options.connectionLimits, handler),
  });
  // Before any route: each route registered from here on must get a policy, or this throws.
  requireAccessPolicies(app);
  registerJsonBodyParser(app);
  registerErrorHandlers(app);
  registerRequestPipeline(app, { ctx: store, auth, log, faults });
  registerMainServiceRoutes(app, store);
  registerProxyTokenRoutes(app, store);
  registerProxyUseRoutes(app);
  registerControlRoutes(app, { store, log, faults });
  registerMonitorControlRoutes(app, store);
  registerDataSourceControlRoutes(app, store);
  registerBiIntegrationControlRoutes(app, store);

  return {
    app,
    context: store,
    options: store.options,
    async ready() {
      await store.startupWrite;
      await app.ready();
    },
    async close() {
      await app.close();
      await store.flush();
    },
  };
}

/** Starts the emulator on `host` (default 127.0.0.1) and `port` (default 0: any free port). */
export async function startEmulator(
  options: Partial<EmulatorOptions> & { port?: number; host?: string } = {},
): Promise<RunningEmulator> {
  const { port = 0, host = "127.0.0.1", ...emulatorOptions } = options;
  const emulator = createEmulator(emulatorOptions);
  try {
    await emulator.ready();
    await emulator.app.listen({ port, host });
  } catch (error) {
    await emulator.close().catch(() => undefined);
    throw error;
  }
  const address = emulator.app.server.address() as AddressInfo;
  const urlHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    options: emulator.options,
    close: () => emulator.close(),
  };
}
