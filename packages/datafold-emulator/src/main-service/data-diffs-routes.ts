import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../context";
import { findDataDiff, settleDataDiffRuns } from "./data-diff-lifecycle";
import { recordAudit } from "./audit-log";
import { sendBodyFailure } from "./fastapi-json-body";
import {
  FastApiValidator,
  modelAttributesIssue,
  sendDetail,
  sendValidationError,
  valueErrorIssue,
} from "./fastapi-validation";
import { formatTimestamp } from "./format-timestamp";

interface DataDiffParams {
  datadiff_id: string;
}

/** The flags a PATCH sets; an absent or null flag is left as it is. */
interface FlagsUpdate {
  archived?: boolean;
  purged?: boolean;
  /** `purged` as sent, for the `input` of a refusal. */
  purgedInput?: unknown;
}

/**
 * Reads the PATCH body as FastAPI reads its `archived: bool | None`, `purged: bool | None`
 * body: no body (or JSON null) sets nothing, unknown fields are ignored.
 */
function readFlagsBody(validator: FastApiValidator, body: unknown): FlagsUpdate {
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) {
    validator.add(modelAttributesIssue(body));
    return {};
  }
  const fields = body as Record<string, unknown>;
  const update: FlagsUpdate = {};
  const archived = validator.optionalBool(["body", "archived"], fields.archived);
  const purged = validator.optionalBool(["body", "purged"], fields.purged);
  if (archived !== undefined) update.archived = archived;
  if (purged !== undefined) {
    update.purged = purged;
    update.purgedInput = fields.purged;
  }
  return update;
}

/** PATCH /api/v1/datadiffs/{datadiff_id} (its GET is with the other reads, data-diff-read-routes.ts); a diff created through the API finishes on the emulator clock. */
export function registerDataDiffsRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.patch<{ Params: DataDiffParams }>("/api/v1/datadiffs/:datadiff_id", async (request, reply) => {
    // FastAPI reads the body first: one it cannot read fails the request on its own. Then it
    // validates path and body, and reports all of it in one 422.
    const unread = sendBodyFailure(reply, request.body);
    if (unread !== null) return unread;
    const validator = new FastApiValidator();
    const id = validator.int(["path", "datadiff_id"], request.params.datadiff_id);
    const update = readFlagsBody(validator, request.body);
    if (validator.failed) return sendValidationError(reply, validator.issues);

    await settleDataDiffRuns(ctx);
    const dataDiff = findDataDiff(ctx, id);
    if (dataDiff === undefined) return sendDetail(reply, 404, "Data diff not found");
    // Purging deletes the diff's results: there is nothing left to restore.
    if (dataDiff.purged && update.purged === false) {
      return sendValidationError(reply, [
        valueErrorIssue(["body", "purged"], "a purged data diff cannot be restored", update.purgedInput),
      ]);
    }
    if (update.archived === undefined && update.purged === undefined) return dataDiff;

    if (update.archived !== undefined) dataDiff.archived = update.archived;
    if (update.purged !== undefined) dataDiff.purged = update.purged;
    dataDiff.updated_at = formatTimestamp(ctx.now());
    const flags = { ...(update.archived !== undefined ? { archived: update.archived } : {}), ...(update.purged !== undefined ? { purged: update.purged } : {}) };
    recordAudit(ctx, request, { action: "update", objectType: "datadiff", objectId: id, payload: flags });
    await ctx.commit();
    return dataDiff;
  });
}
