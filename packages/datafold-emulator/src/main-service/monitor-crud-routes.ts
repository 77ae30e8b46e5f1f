import type { FastifyInstance, FastifyReply } from "fastify";
import type { EmulatorContext } from "../context";
import type { StoredMonitor } from "../state";
import { recordAudit } from "./audit-log";
import { sendBodyFailure } from "./fastapi-json-body";
import { FASTAPI_GET } from "./fastapi-route";
import { FastApiValidator, modelAttributesIssue, sendDetail, sendValidationError, valueErrorIssue, type RawParam } from "./fastapi-validation";
import { CREATE_SPECS, MONITOR_KINDS, TOGGLE_BODY, UPDATE_SPEC, type MonitorKind } from "./monitor-spec";
import { applySpecChange, createMonitor, deleteMonitor, findMonitor, monitorToChange } from "./monitor-store";
import { fullMonitor } from "./monitor-view";
import { missingField } from "./pydantic-fields";
import type { Reader } from "./pydantic-model";

export interface MonitorParams {
  id: RawParam;
}

/** How the emulator says a monitor is not there (a guess, in the words of its other 404s). */
export function sendMonitorNotFound(reply: FastifyReply): FastifyReply {
  return sendDetail(reply, 404, "Monitor not found");
}

/**
 * Reads a required JSON body with `spec` at `["body"]`, as FastAPI does: no body is `missing`,
 * a body that is no object `model_attributes_type`, else the model's own items.
 */
export function readBody(validator: FastApiValidator, body: unknown, spec: Reader<Record<string, unknown>>): Record<string, unknown> | undefined {
  if (body === undefined || body === null) return missingField(validator, ["body"], null);
  if (typeof body !== "object" || Array.isArray(body)) return void validator.add(modelAttributesIssue(body));
  return spec(validator, ["body"], body);
}

/**
 * An update's fields as they apply to the stored spec: absent fields are not in it; a null
 * clears what GET can show as null (name, description, owner, alert, query, test) and leaves
 * the schedule (GET always has one) and the data-diff configuration as they are; a data-diff
 * configuration replaces only the fields it gives.
 */
function specChange(monitor: StoredMonitor, update: Record<string, unknown>): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(update)) {
    if (value === undefined || field === "type") continue;
    if ((field === "schedule" || field === "datadiff") && value === null) continue;
    if (field === "datadiff") {
      const stored = (monitor.spec.datadiff ?? {}) as Record<string, unknown>;
      const given = Object.entries(value as Record<string, unknown>).filter(([name, item]) => item !== undefined && name !== "diff_type");
      change.datadiff = { ...stored, ...Object.fromEntries(given) };
      continue;
    }
    change[field] = value;
  }
  return change;
}

/** The body as sent, for the audit log's `payload` (a guess: the vendor does not say what it keeps). */
function auditPayload(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * The monitor endpoints that create, read, edit, toggle and delete, on created and seeded
 * monitors alike (a seeded monitor is copied into the state on its first change).
 */
export function registerMonitorCrudRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  for (const kind of MONITOR_KINDS) {
    app.post(`/api/v1/monitors/create/${kind}`, async (request, reply) => {
      const unread = sendBodyFailure(reply, request.body);
      if (unread !== null) return unread;
      const validator = new FastApiValidator();
      const spec = readBody(validator, request.body, CREATE_SPECS[kind as MonitorKind]);
      if (spec === undefined) return sendValidationError(reply, validator.issues);
      const monitor = createMonitor(ctx, kind, spec);
      recordAudit(ctx, request, { action: "create", objectType: "monitor", objectId: monitor.id, payload: { type: kind, ...auditPayload(request.body) } });
      await ctx.commit();
      return { id: monitor.id };
    });
  }

  app.get<{ Params: MonitorParams }>("/api/v1/monitors/:id", FASTAPI_GET, async (request, reply) => {
    const validator = new FastApiValidator();
    const id = validator.int(["path", "id"], request.params.id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const monitor = findMonitor(ctx, id);
    return monitor === undefined ? sendMonitorNotFound(reply) : fullMonitor(monitor);
  });

  app.patch<{ Params: MonitorParams }>("/api/v1/monitors/:id/update", async (request, reply) => {
    const unread = sendBodyFailure(reply, request.body);
    if (unread !== null) return unread;
    const validator = new FastApiValidator();
    const id = validator.int(["path", "id"], request.params.id);
    const update = readBody(validator, request.body, UPDATE_SPEC);
    if (update === undefined || validator.failed) return sendValidationError(reply, validator.issues);
    const monitor = findMonitor(ctx, id);
    if (monitor === undefined) return sendMonitorNotFound(reply);
    // A guess: the OpenAPI lets any of the four through; the service cannot turn one kind into another.
    if (update.type !== monitor.type) {
      return sendValidationError(reply, [valueErrorIssue(["body", "type"], `monitor ${id} is a ${monitor.type} monitor, not ${String(update.type)}`, update.type)]);
    }
    const changing = monitorToChange(ctx, id) ?? monitor;
    applySpecChange(ctx, changing, specChange(changing, update));
    recordAudit(ctx, request, { action: "update", objectType: "monitor", objectId: id, payload: auditPayload(request.body) });
    await ctx.commit();
    return fullMonitor(changing);
  });

  app.put<{ Params: MonitorParams }>("/api/v1/monitors/:id/toggle", async (request, reply) => {
    const unread = sendBodyFailure(reply, request.body);
    if (unread !== null) return unread;
    const validator = new FastApiValidator();
    const id = validator.int(["path", "id"], request.params.id);
    const body = readBody(validator, request.body, TOGGLE_BODY);
    if (body === undefined || validator.failed) return sendValidationError(reply, validator.issues);
    const monitor = monitorToChange(ctx, id);
    if (monitor === undefined) return sendMonitorNotFound(reply);
    applySpecChange(ctx, monitor, { enabled: body.enabled });
    recordAudit(ctx, request, { action: "toggle", objectType: "monitor", objectId: id, payload: { enabled: body.enabled } });
    await ctx.commit();
    return fullMonitor(monitor);
  });

  app.delete<{ Params: MonitorParams }>("/api/v1/monitors/:id", async (request, reply) => {
    const validator = new FastApiValidator();
    const id = validator.int(["path", "id"], request.params.id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    if (!deleteMonitor(ctx, id)) return sendMonitorNotFound(reply);
    recordAudit(ctx, request, { action: "delete", objectType: "monitor", objectId: id, payload: null });
    await ctx.commit();
    // A guess: the OpenAPI gives the answer no schema.
    return {};
  });
}
