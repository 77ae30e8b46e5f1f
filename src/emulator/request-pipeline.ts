import { setImmediate as yieldToLoop, setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseAuthorization, type Authenticator } from "./auth";
import type { EmulatorContext } from "./context";
import { errorBody, pathOf, PROXY_USE_PREFIX, surfaceOf } from "./errors";
import type { FaultRule, FaultTable } from "./faults";
import { RateLimiter } from "./rate-limit";
import type { RequestLog, RequestLogEntry, RequestOutcome } from "./request-log";

export interface PipelineParts {
  readonly ctx: EmulatorContext;
  readonly auth: Authenticator;
  readonly log: RequestLog;
  readonly faults: FaultTable;
}

/** What the pipeline tracks for one API request between its hooks. */
interface Exchange {
  readonly entry: RequestLogEntry;
  fault: FaultRule | null;
  /** performance.now() before which the answer must not leave (the configured latency). */
  answerNotBefore: number;
}

/**
 * The hooks every request passes through, in the order a real deployment would apply
 * them: request id, then (API requests only, never the /__emulator controls) log entry,
 * the rate limit, latency, authentication, and the fault rules. Faults are taken after the body is parsed
 * so the log shows what was sent, and `commit-then-*` faults act once the handler answered.
 */
export function registerRequestPipeline(app: FastifyInstance, parts: PipelineParts): void {
  const { ctx, auth, log, faults } = parts;
  const exchanges = new WeakMap<FastifyRequest, Exchange>();
  const rateLimiter = new RateLimiter(() => ctx.options.rateLimit);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // The Date header tells clients the service's time: the emulator's own, movable clock.
    reply.header("date", ctx.now().toUTCString());
    const path = pathOf(request.url);
    const surface = surfaceOf(path);
    if (surface === "control") return;
    const entry = log.begin({
      requestId: request.id,
      time: ctx.now().toISOString(),
      method: request.method,
      path,
      query: { ...(request.query as Record<string, unknown>) },
      authScheme: parseAuthorization(request.headers.authorization).scheme,
    });
    const exchange: Exchange = { entry, fault: null, answerNotBefore: 0 };
    exchanges.set(request, exchange);
    // 'close' fires whether the answer was sent or the connection was cut by a fault.
    reply.raw.once("close", log.enter());
    const admission = rateLimiter.take();
    if (!admission.admitted) {
      log.countRateLimited();
      return reply
        .code(429)
        .header("retry-after", String(admission.retryAfterSeconds))
        .send(errorBody(surface, 429, `Rate limit of ${ctx.options.rateLimit} requests per second exceeded; retry after ${admission.retryAfterSeconds} s`));
    }
    // Latency is how long an answer takes as the client sees it: the request is handled at
    // once and its answer held until `latencyMs` after arrival. The handler's work thus runs
    // while the answer waits, as a real service works while other requests travel; sleeping
    // before handling instead queued every request of a concurrent burst behind the others
    // on this one thread, which added milliseconds no real service adds (BENCHMARKS.md).
    if (ctx.options.latencyMs > 0) exchange.answerNotBefore = performance.now() + ctx.options.latencyMs;

    const header = request.headers.authorization;
    const failure = path.startsWith("/api/")
      ? auth.checkApiKey(header)
      : surface === "proxy" && !path.startsWith(PROXY_USE_PREFIX)
        ? await auth.checkProxyManager(header)
        : null;
    if (failure !== null) return reply.code(failure.status).send(errorBody(surface, failure.status, failure.message));
  });

  app.addHook("preHandler", async (request, reply) => {
    const exchange = exchanges.get(request);
    if (exchange === undefined) return;
    const rule = faults.take(request.method, exchange.entry.path);
    if (rule === null) return;
    exchange.fault = rule;
    exchange.entry.fault = rule.action;
    switch (rule.action) {
      case "delay":
        await sleep(rule.delayMs ?? 0);
        return;
      case "status":
        return reply.code(rule.status ?? 500).headers(rule.headers ?? {}).send(faultBody(rule, exchange.entry.path));
      case "reset":
        // An RST before any answer, as a crashed proxy or a broken network would give.
        cut(request, exchange.entry, "reset");
        reply.hijack();
        request.raw.socket.resetAndDestroy();
        return reply;
      default:
        return; // the commit-then-* actions act in onSend, once the handler has run
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const exchange = exchanges.get(request);
    if (exchange === undefined) return payload;
    if (exchange.answerNotBefore > 0) await holdUntil(exchange.answerNotBefore);
    const rule = exchange.fault;
    if (rule === null) return payload;
    switch (rule.action) {
      case "commit-then-delay":
        await sleep(rule.delayMs ?? 0);
        return payload;
      case "commit-then-drop":
        // The change is saved; the answer never leaves.
        cut(request, exchange.entry, "dropped");
        reply.raw.destroy();
        return payload;
      case "commit-then-status":
        return replaceAnswer(reply, rule, exchange.entry.path, payload);
      default:
        return payload;
    }
  });

  app.addHook("onResponse", async (request, reply) => {
    const entry = exchanges.get(request)?.entry;
    if (entry === undefined || entry.outcome !== "answered") return;
    entry.status = reply.statusCode;
    entry.body = jsonBodyOf(request);
  });
}

/**
 * Resolves once performance.now() reaches `deadline`, a fraction of a millisecond after it.
 * setTimeout counts whole milliseconds and fires late rather than early: with the wait rounded
 * up, round trips at 25 ms took 27.3-27.9 ms where those at 0 ms take 0.8-1.3 ms. So the
 * whole milliseconds are slept and the rest, when the timer came back early, is waited out a
 * turn of the event loop at a time: round trips at 25 ms now take 26.5-26.8 ms.
 */
async function holdUntil(deadline: number): Promise<void> {
  const wholeMs = Math.floor(deadline - performance.now());
  if (wholeMs > 0) await sleep(wholeMs);
  while (performance.now() < deadline) await yieldToLoop();
}

function cut(request: FastifyRequest, entry: RequestLogEntry, outcome: Exclude<RequestOutcome, "answered">): void {
  entry.outcome = outcome;
  entry.status = null;
  entry.body = jsonBodyOf(request);
}

/** Only JSON bodies are logged; anything else (or a body that failed to parse) shows as null. */
function jsonBodyOf(request: FastifyRequest): unknown {
  const type = request.headers["content-type"] ?? "";
  return type.includes("json") && request.body !== undefined ? request.body : null;
}

/**
 * The body a status fault answers with: the one given, else for an error status the
 * envelope of the path's API; undefined (no body, or the handler's) for a success status.
 */
function faultBody(rule: FaultRule, path: string): unknown {
  if (rule.body !== undefined) return rule.body;
  const status = rule.status ?? 500;
  return status >= 400 ? errorBody(surfaceOf(path), status) : undefined;
}

function replaceAnswer(reply: FastifyReply, rule: FaultRule, path: string, payload: unknown): unknown {
  reply.code(rule.status ?? 500).headers(rule.headers ?? {});
  const body = faultBody(rule, path);
  if (body === undefined) return payload;
  if (typeof body === "string") {
    reply.header("content-type", "text/plain; charset=utf-8");
    return body;
  }
  reply.header("content-type", "application/json; charset=utf-8");
  return JSON.stringify(body);
}
