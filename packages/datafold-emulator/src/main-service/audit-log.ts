import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { EmulatorContext } from "../context";
import { userOfAuthorization } from "./api-key-users";
import { decodeFastApiBody, sendBodyFailure } from "./fastapi-json-body";
import { FASTAPI_GET } from "./fastapi-route";
import { FastApiValidator, modelAttributesIssue, sendDetail, sendValidationError, type Loc } from "./fastapi-validation";
import { formatTimestamp } from "./format-timestamp";

/**
 * One entry as GET /api/v1/audit_logs serves it (the vendor's `AuditLogs` schema), kept in
 * the state as served. Which actions the vendor records, and in which words, is not
 * documented: the emulator's words are guesses (README, "Guesses").
 */
export interface StoredAuditLog {
  timestamp: string;
  event_uuid: string;
  client_ip: string;
  url: string;
  action: string;
  object_type: string;
  object_id: number;
  payload: Record<string, unknown> | null;
  user_id: number | null;
  user_email: string | null;
  user_agent: string | null;
  request_type: string;
  source: string;
  status: string;
  is_support_user: boolean;
  referer: string | null;
  log_entry: string;
}

/** The objects whose changes the emulator logs: the ones the package's resources manage through the main service. */
export type AuditedObject = "monitor" | "datadiff" | "bi_integration" | "data_source";
/** What was done to it (a guess: the vendor does not list its actions). */
export type AuditAction = "create" | "update" | "toggle" | "delete";

/**
 * Most entries one answer serves, newest first (a guess: the vendor documents no paging and
 * no cap). A lower `maxPageSize` option caps it further, so tests can make the log span pages.
 */
export const AUDIT_LOG_ANSWER_CAP = 1000;

/**
 * Appends what a request changed, naming the user of the key that sent it. Called by the
 * handlers after the change succeeded, before the commit that persists both.
 */
export function recordAudit(
  ctx: EmulatorContext,
  request: FastifyRequest,
  change: { action: AuditAction; objectType: AuditedObject; objectId: number; payload: Record<string, unknown> | null },
): void {
  const user = userOfAuthorization(ctx, request.headers.authorization);
  const agent = request.headers["user-agent"];
  const referer = request.headers.referer;
  ctx.state.auditLogs ??= [];
  ctx.state.auditLogs.push({
    timestamp: formatTimestamp(ctx.now()),
    event_uuid: randomUUID(),
    client_ip: request.ip,
    url: request.url,
    action: change.action,
    object_type: change.objectType,
    object_id: change.objectId,
    payload: change.payload,
    user_id: user?.id ?? null,
    user_email: user?.email ?? null,
    user_agent: typeof agent === "string" ? agent : null,
    request_type: request.method,
    source: "api",
    status: "success",
    is_support_user: false,
    referer: typeof referer === "string" ? referer : null,
    // Every action's past tense is the action with a "d": created, updated, toggled, deleted.
    log_entry: `${user?.email ?? "unknown user"} ${change.action}d ${change.objectType} ${change.objectId}`,
  });
}

/** `datetime | None` of a JSON body, as pydantic reads it: null or absent is none, a string must be an ISO 8601 date-time or date. */
function readInstant(validator: FastApiValidator, loc: Loc, input: unknown): number | undefined {
  if (input === undefined || input === null) return undefined;
  if (typeof input !== "string") {
    validator.add({ type: "datetime_type", loc: [...loc], msg: "Input should be a valid datetime", input });
    return undefined;
  }
  const parsed = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(input) ? Date.parse(input.replace(" ", "T")) : Number.NaN;
  if (Number.isFinite(parsed)) return parsed;
  validator.add({ type: "datetime_from_date_parsing", loc: [...loc], msg: "Input should be a valid datetime or date, invalid character in year", input });
  return undefined;
}

/** The most bytes a GET body may have: the window is two dates. */
const MAX_GET_BODY_BYTES = 64 * 1024;

/**
 * The body of a GET, which Fastify never parses (FastAPI reads it like any other): read from
 * the request stream here; null when it is longer than {@link MAX_GET_BODY_BYTES}.
 */
async function readGetBody(request: FastifyRequest): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > MAX_GET_BODY_BYTES) return null;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * GET /api/v1/audit_logs, whose optional JSON body (`ApiDownloadAuditLogs`) bounds the window:
 * `start_date` and `end_date`, both inclusive. Entries come newest first, at most
 * {@link AUDIT_LOG_ANSWER_CAP} (or `maxPageSize`) of them: older ones are read by asking again
 * with `end_date` at the oldest entry served.
 */
export function registerAuditLogRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get("/api/v1/audit_logs", FASTAPI_GET, async (request, reply) => {
    const raw = await readGetBody(request);
    if (raw === null) return sendDetail(reply, 413, "Request body too large");
    const body = decodeFastApiBody(request.headers["content-type"], raw);
    const unread = sendBodyFailure(reply, body);
    if (unread !== null) return unread;
    const validator = new FastApiValidator();
    let start: number | undefined;
    let end: number | undefined;
    if (body !== undefined && body !== null) {
      if (typeof body !== "object" || Array.isArray(body)) {
        validator.add(modelAttributesIssue(body));
      } else {
        const fields = body as Record<string, unknown>;
        start = readInstant(validator, ["body", "start_date"], fields.start_date);
        end = readInstant(validator, ["body", "end_date"], fields.end_date);
      }
    }
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const cap = ctx.options.maxPageSize > 0 ? Math.min(ctx.options.maxPageSize, AUDIT_LOG_ANSWER_CAP) : AUDIT_LOG_ANSWER_CAP;
    const logs = (ctx.state.auditLogs ?? [])
      .filter((entry) => {
        const at = Date.parse(entry.timestamp);
        return (start === undefined || at >= start) && (end === undefined || at <= end);
      })
      .reverse()
      .slice(0, cap);
    return { logs };
  });
}
