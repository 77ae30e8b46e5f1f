import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../context";
import type { StoredDataDiff } from "../state";
import { findDataDiff, settleDataDiffRuns } from "./data-diff-lifecycle";
import { summaryOf, summaryResultsOf } from "./data-diff-summaries";
import { FASTAPI_GET } from "./fastapi-route";
import { FastApiValidator, sendDetail, sendValidationError } from "./fastapi-validation";

/**
 * GET /api/v1/datadiffs/{datadiff_id}, .../summary and .../summary_results: each reads the id
 * from the path, settles the diffs' runs on the emulator clock, and answers 404 for a diff it
 * does not hold.
 */
export function registerDataDiffReadRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const routes = [
    ["/api/v1/datadiffs/:datadiff_id", (dataDiff: StoredDataDiff): StoredDataDiff => dataDiff],
    ["/api/v1/datadiffs/:datadiff_id/summary", summaryOf],
    ["/api/v1/datadiffs/:datadiff_id/summary_results", summaryResultsOf],
  ] as const;
  for (const [path, answer] of routes) {
    app.get<{ Params: { datadiff_id: string } }>(path, FASTAPI_GET, async (request, reply) => {
      const validator = new FastApiValidator();
      const id = validator.int(["path", "datadiff_id"], request.params.datadiff_id);
      if (validator.failed) return sendValidationError(reply, validator.issues);
      await settleDataDiffRuns(ctx);
      const dataDiff = findDataDiff(ctx, id);
      if (dataDiff === undefined) return sendDetail(reply, 404, "Data diff not found");
      return answer(dataDiff);
    });
  }
}
