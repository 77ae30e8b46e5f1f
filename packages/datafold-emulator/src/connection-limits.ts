import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * How long the server waits for what clients send, and how many connections it holds.
 * Without them, a client sending headers or a body a byte at a time holds its connection
 * for ever, and enough such clients exhaust the process. They bound what clients SEND:
 * an answer may take as long as a fault or the latency setting makes it.
 */
export interface ConnectionLimits {
  /** A request's headers and body must have arrived this long after it began (else 408 and close). */
  readonly requestTimeoutMs: number;
  /** A request's headers must have arrived this long after it began; at most requestTimeoutMs. */
  readonly headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  readonly keepAliveTimeoutMs: number;
  /** How often the two request timeouts are checked, so a cut comes at most this late. */
  readonly timeoutCheckIntervalMs: number;
  /** Connections beyond this many are closed as they arrive. */
  readonly maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 10_000,
  // Node's default interval is tens of seconds: a slow client could outlive its timeout by that much.
  timeoutCheckIntervalMs: 1_000,
  maxConnections: 1024,
} as const satisfies ConnectionLimits;

/**
 * Fills in defaults and rejects values the server cannot run with. Unless given, the headers
 * timeout shrinks with a shorter request timeout, as Node requires it not to be longer.
 */
export function resolveConnectionLimits(limits: Partial<ConnectionLimits> = {}): ConnectionLimits {
  const requestTimeoutMs = limits.requestTimeoutMs ?? DEFAULT_CONNECTION_LIMITS.requestTimeoutMs;
  const resolved: ConnectionLimits = {
    requestTimeoutMs,
    headersTimeoutMs: limits.headersTimeoutMs ?? Math.min(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs, requestTimeoutMs),
    keepAliveTimeoutMs: limits.keepAliveTimeoutMs ?? DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs,
    timeoutCheckIntervalMs: limits.timeoutCheckIntervalMs ?? DEFAULT_CONNECTION_LIMITS.timeoutCheckIntervalMs,
    maxConnections: limits.maxConnections ?? DEFAULT_CONNECTION_LIMITS.maxConnections,
  };
  for (const [name, value] of Object.entries(resolved)) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new TypeError(`connectionLimits.${name} must be a whole number >= 1, got ${value}`);
    }
  }
  if (resolved.headersTimeoutMs > resolved.requestTimeoutMs) {
    throw new TypeError(
      `connectionLimits.headersTimeoutMs (${resolved.headersTimeoutMs}) must not exceed requestTimeoutMs (${resolved.requestTimeoutMs})`,
    );
  }
  return resolved;
}

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The HTTP server with the limits applied, for Fastify's `serverFactory`: Fastify calls it
 * for every address it listens on, so each gets the same limits.
 */
export function createLimitedServer(limits: ConnectionLimits, handler: RequestHandler): Server {
  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    handler,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  return server;
}
