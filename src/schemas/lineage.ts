import { z } from "zod";

/** A query seen by lineage v2 (contract §2.6; the vendor calls it QueryInfo). */
export const QueryInfo = z.looseObject({
  fingerprint: z.string(),
  avgDurationMs: z.number().nullish(),
  executionCount: z.number().int().nullish(),
  lastExecuted: z.string().nullish(),
  normalizedSql: z.string().nullish(),
  popularity: z.number().nullish(),
  sqlPreview: z.string().nullish(),
  statementType: z.string().nullish(),
  uniqueUsers: z.number().int().nullish(),
});
export type QueryInfo = z.infer<typeof QueryInfo>;

/** A table a query reads (the vendor calls it TableReference). */
export const TableRead = z.looseObject({
  assetType: z.string(),
  id: z.string(),
  name: z.string(),
  rowCount: z.number().int().nullish(),
});
export type TableRead = z.infer<typeof TableRead>;

/** Body of GET /api/v1/lineagev2/query/{fingerprint}/lineage. */
export const QueryLineage = z.looseObject({
  columnLineage: z.array(z.record(z.string(), z.unknown())),
  outputColumns: z.array(z.record(z.string(), z.unknown())),
  query: QueryInfo,
  tablesRead: z.array(TableRead),
});
export type QueryLineage = z.infer<typeof QueryLineage>;

/** Body of GET /api/internal/lineagev2/queries. */
export const TopQueries = z.looseObject({
  queries: z.array(QueryInfo),
});
export type TopQueries = z.infer<typeof TopQueries>;
