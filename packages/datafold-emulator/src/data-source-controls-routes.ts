import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { EMULATOR_PREFIX, sendProxyError } from "./errors";
import { FastApiValidator } from "./main-service/fastapi-validation";
import { configModel } from "./main-service/data-source-configs";
import { dataSourceToChange, findDataSource, masked, removeDataSource } from "./main-service/data-source-store";
import { parseOptionalObjectBody } from "./request-body";
import type { EmulatorStore } from "./store";

/** How the next connection tests end: of the data sources of `name`, or of any when it is left out. */
export const DataSourceTestOutcomeRequest = z.strictObject({
  name: z.string().min(1).optional(),
  outcome: z.enum(["pass", "fail", "hang"]),
  message: z.string().min(1).optional(),
});
export type DataSourceTestOutcomeRequest = z.infer<typeof DataSourceTestOutcomeRequest>;

/** What an edit in the Datafold app may change: the name, the common fields GET shows, and options (merged, checked as the kind's `*Config`). */
export const DataSourceEdit = z.strictObject({
  name: z.string().min(1).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  temp_schema: z.string().nullable().optional(),
  hidden: z.boolean().optional(),
  is_paused: z.boolean().optional(),
  group_ids: z.array(z.number().int()).nullable().optional(),
  lineage_schedule: z.string().nullable().optional(),
  profile_schedule: z.string().nullable().optional(),
});
export type DataSourceEdit = z.infer<typeof DataSourceEdit>;

const DATA_SOURCE_ID = /^[1-9]\d{0,14}$/;

/**
 * Stand-ins for what the public API cannot do and people do in the app: decide how connection
 * tests end, edit a data source, delete it.
 */
export function registerDataSourceControlRoutes(app: FastifyInstance, store: EmulatorStore): void {
  const path = `${EMULATOR_PREFIX}/data-sources/:id`;
  const idOf = (params: unknown): number | undefined => {
    const text = (params as { id?: string }).id ?? "";
    return DATA_SOURCE_ID.test(text) ? Number(text) : undefined;
  };
  const notFound = "no such data source (never created, or deleted)";

  app.post(`${EMULATOR_PREFIX}/data-source-tests`, async (request, reply) => {
    const change = parseOptionalObjectBody(DataSourceTestOutcomeRequest, request.body);
    if (!change.ok) return sendProxyError(reply, 400, change.message);
    const { name = "*", outcome, message } = change.value;
    (store.state.dataSourceTestOutcomes ??= {})[name] = { outcome, message: message ?? null };
    await store.commit();
    return { data: store.state.dataSourceTestOutcomes };
  });

  app.post(`${path}/edit`, async (request, reply) => {
    const edit = parseOptionalObjectBody(DataSourceEdit, request.body);
    if (!edit.ok) return sendProxyError(reply, 400, edit.message);
    const id = idOf(request.params);
    const found = id === undefined ? undefined : findDataSource(store, id);
    if (id === undefined || found === undefined) return sendProxyError(reply, 404, notFound);
    const { options, ...fields } = edit.value;
    const source = dataSourceToChange(store, id)!;
    if (options !== undefined) {
      // The app checks what it saves as the API does; a credential left out keeps its value.
      const validator = new FastApiValidator();
      const merged = configModel(source.type)(validator, ["options"], { ...(source.options ?? {}), ...options });
      if (merged === undefined) {
        const where = validator.issues.map((issue) => `${issue.loc.join(".")}: ${issue.msg}`).join("; ");
        return sendProxyError(reply, 400, `not a valid edit of a ${source.type} data source: ${where}`);
      }
      source.options = masked(source.type, merged);
    }
    for (const [field, value] of Object.entries(fields)) if (value !== undefined) source[field] = value;
    await store.commit();
    return { data: source };
  });

  app.delete(path, async (request, reply) => {
    const id = idOf(request.params);
    if (id === undefined || !removeDataSource(store, id)) return sendProxyError(reply, 404, notFound);
    await store.commit();
    return { data: null };
  });
}
