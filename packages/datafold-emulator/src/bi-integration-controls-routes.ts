import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { EMULATOR_PREFIX, sendProxyError } from "./errors";
import { FastApiValidator } from "./main-service/fastapi-validation";
import { BI_CONFIGS, BI_CREDENTIALS } from "./main-service/bi-integration-spec";
import { biIntegrationView, deleteBiIntegration, editBiIntegration, findBiIntegration } from "./main-service/bi-integration-store";
import { parseOptionalObjectBody } from "./request-body";
import type { EmulatorStore } from "./store";

/** An edit in the app: any settings of the integration's kind (snake_case, as its body names them), never a credential. */
export const BiIntegrationEdit = z.record(z.string(), z.unknown());
export type BiIntegrationEdit = z.infer<typeof BiIntegrationEdit>;

const INTEGRATION_ID = /^[1-9]\d{0,14}$/;

/**
 * Controls that stand in for what people do in the Datafold app to a BI integration, which the
 * public API does not show being done: edit its settings, delete it. GET answers it as stored:
 * settings, credential hashes (never a credential) and sync fields.
 */
export function registerBiIntegrationControlRoutes(app: FastifyInstance, store: EmulatorStore): void {
  const path = `${EMULATOR_PREFIX}/bi-integrations/:id`;
  const idOf = (params: unknown): number | undefined => {
    const text = (params as { id?: string }).id ?? "";
    return INTEGRATION_ID.test(text) ? Number(text) : undefined;
  };
  const notFound = "no such BI integration (never created, or deleted)";

  app.get(path, async (request, reply) => {
    const id = idOf(request.params);
    const stored = id === undefined ? undefined : findBiIntegration(store, id);
    if (stored === undefined) return sendProxyError(reply, 404, notFound);
    return { data: stored };
  });

  app.post(`${path}/edit`, async (request, reply) => {
    const edit = parseOptionalObjectBody(BiIntegrationEdit, request.body);
    if (!edit.ok) return sendProxyError(reply, 400, edit.message);
    const id = idOf(request.params);
    const stored = id === undefined ? undefined : findBiIntegration(store, id);
    if (stored === undefined) return sendProxyError(reply, 404, notFound);
    // The app checks what it saves as the API does: each field by the kind's own model.
    const fields = BI_CONFIGS[stored.type].fields;
    const validator = new FastApiValidator();
    const change: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(edit.value)) {
      if (BI_CREDENTIALS[stored.type].includes(field)) return sendProxyError(reply, 400, `${field} is a credential: rotate it through the API's PUT, not an edit`);
      const spec = fields[field];
      if (spec === undefined) return sendProxyError(reply, 400, `a ${stored.type} integration has no setting ${field}; it has: ${Object.keys(fields).join(", ")}`);
      change[field] = value === null && spec.required !== true ? null : spec.read(validator, ["body", field], value);
    }
    if (validator.failed) {
      const where = validator.issues.map((issue) => `${issue.loc.slice(1).join(".")}: ${issue.msg}`).join("; ");
      return sendProxyError(reply, 400, `not a valid edit of a ${stored.type} integration: ${where}`);
    }
    editBiIntegration(store, stored, change);
    await store.commit();
    return { data: biIntegrationView(stored) };
  });

  app.delete(path, async (request, reply) => {
    const id = idOf(request.params);
    if (id === undefined || !deleteBiIntegration(store, id)) return sendProxyError(reply, 404, notFound);
    await store.commit();
    return { data: null };
  });
}
