import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { EMULATOR_PREFIX, sendProxyError } from "./errors";
import { FastApiValidator } from "./main-service/fastapi-validation";
import { UPDATE_SPEC } from "./main-service/monitor-spec";
import { applySpecChange, deleteMonitor, findMonitor, monitorToChange, runMonitor } from "./main-service/monitor-store";
import { fullMonitor } from "./main-service/monitor-view";
import { parseOptionalObjectBody } from "./request-body";
import type { EmulatorStore } from "./store";

/**
 * What an edit in the Datafold app may change: the spec fields GET shows. Each is checked
 * as the vendor's update checks it (the `*UpdateMonitorSpecPublic` of the monitor's kind),
 * `enabled` as its toggle does.
 */
export const MonitorEdit = z.strictObject({
  name: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  owner: z.string().nullable().optional(),
  enabled: z.boolean().optional(),
  schedule: z.record(z.string(), z.unknown()).optional(),
  notifications: z.array(z.unknown()).optional(),
  tags: z.array(z.string()).optional(),
  /** A metric monitor's threshold, or a diff monitor's alert condition; null removes it. */
  alert: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type MonitorEdit = z.infer<typeof MonitorEdit>;

const RunRequest = z.strictObject({ alert: z.boolean().optional() });

const MONITOR_ID = /^[1-9]\d{0,14}$/;

/**
 * Controls that stand in for what people do in the Datafold app, which the public API does
 * not show being done: edit a monitor's spec, delete it, and run it with a chosen outcome.
 * GET answers the whole stored spec, which the vendor's GET shows only part of.
 */
export function registerMonitorControlRoutes(app: FastifyInstance, store: EmulatorStore): void {
  const path = `${EMULATOR_PREFIX}/monitors/:id`;
  const idOf = (params: unknown): number | undefined => {
    const text = (params as { id?: string }).id ?? "";
    return MONITOR_ID.test(text) ? Number(text) : undefined;
  };
  const notFound = "no such monitor (never created, or deleted)";

  app.get(path, async (request, reply) => {
    const id = idOf(request.params);
    const monitor = id === undefined ? undefined : findMonitor(store, id);
    if (monitor === undefined) return sendProxyError(reply, 404, notFound);
    return { data: monitor };
  });

  app.post(`${path}/edit`, async (request, reply) => {
    const edit = parseOptionalObjectBody(MonitorEdit, request.body);
    if (!edit.ok) return sendProxyError(reply, 400, edit.message);
    const id = idOf(request.params);
    const found = id === undefined ? undefined : findMonitor(store, id);
    if (id === undefined || found === undefined) return sendProxyError(reply, 404, notFound);
    const { enabled, ...specFields } = edit.value;
    // The app checks what it saves as the API does: read through the update body of this kind.
    const validator = new FastApiValidator();
    const change = UPDATE_SPEC(validator, ["body"], { ...specFields, type: found.type }) ?? {};
    if (validator.failed) {
      const where = validator.issues.map((issue) => `${issue.loc.slice(1).join(".")}: ${issue.msg}`).join("; ");
      return sendProxyError(reply, 400, `not a valid edit of a ${found.type} monitor: ${where}`);
    }
    const { type: _type, ...fields } = change;
    const monitor = monitorToChange(store, id) ?? found;
    applySpecChange(store, monitor, { ...fields, enabled });
    await store.commit();
    return { data: fullMonitor(monitor) };
  });

  app.delete(path, async (request, reply) => {
    const id = idOf(request.params);
    if (id === undefined || !deleteMonitor(store, id)) return sendProxyError(reply, 404, notFound);
    await store.commit();
    return { data: null };
  });

  app.post(`${path}/runs`, async (request, reply) => {
    const run = parseOptionalObjectBody(RunRequest, request.body);
    if (!run.ok) return sendProxyError(reply, 400, run.message);
    const id = idOf(request.params);
    const monitor = id === undefined ? undefined : monitorToChange(store, id);
    if (monitor === undefined) return sendProxyError(reply, 404, notFound);
    const done = runMonitor(store, monitor, run.value.alert ?? false);
    await store.commit();
    return { data: { run_id: done.runId, state: done.state, started_at: done.startedAt } };
  });
}
