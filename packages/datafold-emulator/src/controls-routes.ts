import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { applyClockChange, ClockChange } from "./clock";
import { EMULATOR_PREFIX, sendProxyError } from "./errors";
import { FaultRequest, type FaultTable } from "./faults";
import { addApiKeyUser } from "./main-service/api-key-users";
import { MAX_PAGE_SIZE_LIMIT } from "./options";
import { parseOptionalObjectBody } from "./request-body";
import type { RequestLog } from "./request-log";
import type { EmulatorStore } from "./store";

export interface ControlParts {
  readonly store: EmulatorStore;
  readonly log: RequestLog;
  readonly faults: FaultTable;
}

const ConfigRequest = z.strictObject({
  latencyMs: z.number().int().nonnegative().max(600_000).optional(),
  rateLimit: z.number().int().nonnegative().max(1_000_000).optional(),
  maxPageSize: z.number().int().nonnegative().max(MAX_PAGE_SIZE_LIMIT).optional(),
});

/** Body of POST /__emulator/api-keys: the API key of another user of the account (a person editing in the app). */
const ApiKeyUserRequest = z.strictObject({
  apiKey: z.string().regex(/^\S+$/, "must be a non-empty string without spaces"),
  userId: z.number().int().positive(),
  email: z.string().min(3).max(254),
});

/**
 * Test controls: clock, faults, request log, run-time config and reset. They take no
 * credentials (the emulator is a local test tool) and are never delayed, faulted or logged,
 * so a test can always reach them; web pages of other sites cannot (request-guard).
 */
export function registerControlRoutes(app: FastifyInstance, parts: ControlParts): void {
  const { store, log, faults } = parts;
  const at = (path: string): string => `${EMULATOR_PREFIX}${path}`;

  const clock = () => ({ now: store.now().toISOString(), frozen: store.state.frozenAt !== null });
  app.get(at("/clock"), async () => ({ data: clock() }));
  app.post(at("/clock"), async (request, reply) => {
    const change = parseOptionalObjectBody(ClockChange, request.body);
    if (!change.ok) return sendProxyError(reply, 400, change.message);
    try {
      applyClockChange(store.state, change.value);
    } catch (error) {
      return sendProxyError(reply, 400, (error as Error).message);
    }
    await store.commit();
    return { data: clock() };
  });

  app.get(at("/faults"), async () => ({ data: faults.list() }));
  app.post(at("/faults"), async (request, reply) => {
    const rule = parseOptionalObjectBody(FaultRequest, request.body);
    if (!rule.ok) return sendProxyError(reply, 400, rule.message);
    return reply.code(201).send({ data: { id: faults.add(rule.value).id } });
  });
  app.delete(at("/faults"), async () => {
    faults.clear();
    return { data: null };
  });

  app.get(at("/requests"), async () => ({ data: log.list() }));
  app.get(at("/stats"), async () => ({ data: log.stats() }));
  app.delete(at("/requests"), async () => {
    log.clear();
    return { data: null };
  });

  // Only run-time settings are shown: never the API key or the bootstrap token.
  const config = () => ({
    latencyMs: store.options.latencyMs,
    rateLimit: store.options.rateLimit,
    maxPageSize: store.options.maxPageSize,
    monitors: store.options.monitors,
    dataFile: store.options.dataFile ?? null,
  });
  app.get(at("/config"), async () => ({ data: config() }));
  app.post(at("/config"), async (request, reply) => {
    const change = parseOptionalObjectBody(ConfigRequest, request.body);
    if (!change.ok) return sendProxyError(reply, 400, change.message);
    if (change.value.latencyMs !== undefined) store.options.latencyMs = change.value.latencyMs;
    if (change.value.rateLimit !== undefined) store.options.rateLimit = change.value.rateLimit;
    if (change.value.maxPageSize !== undefined) store.options.maxPageSize = change.value.maxPageSize;
    return { data: config() };
  });

  // The key is kept as its SHA-256 only, and never shown back.
  app.post(at("/api-keys"), async (request, reply) => {
    const change = parseOptionalObjectBody(ApiKeyUserRequest, request.body);
    if (!change.ok) return sendProxyError(reply, 400, change.message);
    const { apiKey, userId, email } = change.value;
    if (!addApiKeyUser(store, apiKey, { id: userId, email })) return sendProxyError(reply, 409, "That API key is already in use: give another");
    await store.commit();
    return reply.code(201).send({ data: { userId, email } });
  });

  app.post(at("/reset"), async () => {
    faults.clear();
    log.clear();
    await store.reset();
    return { data: { now: store.now().toISOString() } };
  });
}

