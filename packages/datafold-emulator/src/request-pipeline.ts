import { setImmediate as yieldToLoop, setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { accessPolicyOf, checkAccess, surfaceOfRequest } from "./access-policy";
import { parseAuthorization, type Authenticator } from "./auth";
import type { EmulatorContext } from "./context";
import { sendNotFound } from "./error-handlers";
import { errorBody, pathOf, type Surface } from "./errors";
import type { FaultRule, FaultTable } from "./faults";
import { loggableBody, loggablePath, loggableQuery } from "./log-bounds";
import { withheldCredentials } from "./main-service/bi-integration-spec";
import { RateLimiters } from "./rate-limit";
import { crossSiteRefusal, targetFormRefusal } from "./request-guard";
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
  /** The error dialect of the matched route's API. */
  readonly surface: Surface;
  /** Set once the route's credential check passed: only then is the body read and logged. */
  authenticated: boolean;
  fault: FaultRule | null;
  /** performance.now() before which the answer must not leave (the configured latency). */
  answerNotBefore: number;
}

/**
 * The hooks every request passes through. First, for every request (controls included):
 * a request id, then the refusal of web pages of other sites and of targets that are not a
 * path. Then, for API requests only (never the /__emulator controls): log entry, the rate
 * limit, latency, authentication by the matched route's access policy, and the fault rules.
 * All of it runs before the body is read, so a request that is refused, or matches no route
 * (answered 404 here), never has its body read or kept. Faults are taken after the body is
 * parsed so the log shows what was sent, and `commit-then-*` faults act once the handler
 * answered.
 */
export function registerRequestPipeline(app: FastifyInstance, parts: PipelineParts): void {
  const { ctx, auth, log, faults } = parts;
  const exchanges = new WeakMap<FastifyRequest, Exchange>();
  const rateLimiters = new RateLimiters(() => ctx.options.rateLimit);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // The Date header tells clients the service's time: the emulator's own, movable clock.
    reply.header("date", ctx.now().toUTCString());
    const surface = surfaceOfRequest(request);
    const refusal = crossSiteRefusal(request, app.server) ?? targetFormRefusal(request.url);
    if (refusal !== null) return reply.code(refusal.status).send(errorBody(surface, refusal.status, refusal.message));
    const policy = accessPolicyOf(request);
    if (policy === "control") return;
    const entry = log.begin({
      requestId: request.id,
      time: ctx.now().toISOString(),
      method: request.method,
      path: loggablePath(pathOf(request.url)),
      query: loggableQuery(request.url, request.query),
      authScheme: parseAuthorization(request.headers.authorization).scheme,
      clientRequestId: clientRequestIdOf(request.headers["x-client-request-id"]),
    });
    const exchange: Exchange = { entry, surface, authenticated: false, fault: null, answerNotBefore: 0 };
    exchanges.set(request, exchange);
    // 'close' fires whether the answer was sent or the connection was cut by a fault.
    reply.raw.once("close", log.enter());
    // No route, no API: no rate limit, latency, credential or fault applies.
    if (policy === null) return sendNotFound(request, reply);
    // The limit is per key, as the vendor's gateway would count it: pipelines sharing one key share one bucket.
    const admission = rateLimiters.take(request.headers.authorization, entry.clientRequestId);
    if (!admission.admitted) {
      log.countRateLimited();
      return reply
        .code(429)
        .header("retry-after", String(admission.retryAfterSeconds))
        .send(errorBody(surface, 429, `Rate limit of ${ctx.options.rateLimit} requests per second for this key exceeded; retry after ${admission.retryAfterSeconds} s`));
    }
    // Latency is how long an answer takes as the client sees it: the request is handled at
    // once and its answer held until `latencyMs` after arrival. The handler's work thus runs
    // while the answer waits, as a real service works while other requests travel. Sleeping
    // before handling would queue every request of a concurrent burst behind the others on
    // this one thread, adding time no real service adds.
    if (ctx.options.latencyMs > 0) exchange.answerNotBefore = performance.now() + ctx.options.latencyMs;

    const failure = await checkAccess(auth, policy, request);
    if (failure !== null) return reply.code(failure.status).send(errorBody(surface, failure.status, failure.message));
    exchange.authenticated = true;
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
        return reply.code(rule.status ?? 500).headers(rule.headers ?? {}).send(faultBody(rule, exchange.surface));
      case "reset":
        // An RST before any answer, as a crashed proxy or a broken network would give.
        cut(request, exchange, "reset");
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
        cut(request, exchange, "dropped");
        reply.raw.destroy();
        return payload;
      case "commit-then-status":
        return replaceAnswer(reply, rule, exchange.surface, payload);
      default:
        return payload;
    }
  });

  app.addHook("onResponse", async (request, reply) => {
    const exchange = exchanges.get(request);
    if (exchange === undefined || exchange.entry.outcome !== "answered") return;
    exchange.entry.status = reply.statusCode;
    exchange.entry.body = loggedBodyOf(request, exchange);
  });
}

/**
 * Resolves once performance.now() reaches `deadline`, a fraction of a millisecond after it.
 * setTimeout counts whole milliseconds and fires late rather than early, so rounding the wait
 * up would add up to two milliseconds to every delayed answer. Instead the whole
 * milliseconds are slept and the rest, when the timer came back early, is waited out a turn
 * of the event loop at a time.
 */
async function holdUntil(deadline: number): Promise<void> {
  const wholeMs = Math.floor(deadline - performance.now());
  if (wholeMs > 0) await sleep(wholeMs);
  while (performance.now() < deadline) await yieldToLoop();
}

function cut(request: FastifyRequest, exchange: Exchange, outcome: Exclude<RequestOutcome, "answered">): void {
  exchange.entry.outcome = outcome;
  exchange.entry.status = null;
  exchange.entry.body = loggedBodyOf(request, exchange);
}

/**
 * The body as logged: null for a request that was not authenticated (its body was never
 * read), and for anything but JSON (or a body that failed to parse); else bounded in depth
 * and size (log-bounds).
 */
function loggedBodyOf(request: FastifyRequest, exchange: Exchange): unknown {
  const type = request.headers["content-type"] ?? "";
  if (!exchange.authenticated || !type.includes("json") || request.body === undefined) return null;
  const contentLength = Number(request.headers["content-length"] ?? Number.NaN);
  const body = loggableBody(request.body, Number.isSafeInteger(contentLength) ? contentLength : null);
  // A BI integration's credentials never reach the log (the store keeps only their hashes).
  return withheldCredentials(pathOf(request.url), body);
}

/**
 * The body a status fault answers with: the one given, else for an error status the
 * envelope of the route's API; undefined (no body, or the handler's) for a success status.
 */
function faultBody(rule: FaultRule, surface: Surface): unknown {
  if (rule.body !== undefined) return rule.body;
  const status = rule.status ?? 500;
  return status >= 400 ? errorBody(surface, status) : undefined;
}

function replaceAnswer(reply: FastifyReply, rule: FaultRule, surface: Surface, payload: unknown): unknown {
  reply.code(rule.status ?? 500).headers(rule.headers ?? {});
  const body = faultBody(rule, surface);
  if (body === undefined) return payload;
  if (typeof body === "string") {
    reply.header("content-type", "text/plain; charset=utf-8");
    return body;
  }
  reply.header("content-type", "application/json; charset=utf-8");
  return JSON.stringify(body);
}

/** The client's id of a logical request, kept when it is one short header value (never a credential: a random id). */
function clientRequestIdOf(header: string | string[] | undefined): string | null {
  return typeof header === "string" && header.length > 0 && header.length <= 128 ? header : null;
}
