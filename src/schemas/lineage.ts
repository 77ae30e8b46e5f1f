import { z } from "zod";
import type * as api from "../types/lineage";
import type { Assert, Equals } from "../types/type-equality";

// Each public object's fields are documented on its type in src/types (what editors show);
// the `_…Matches` checks keep that type and the schema exactly equal.

/** A query seen by lineage v2 (QueryInfo in the API's own schema names). */
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
export type QueryInfo = api.QueryInfo;
// tsc fails here if the public type and what this schema checks ever differ.
type _QueryInfoMatches = Assert<Equals<z.output<typeof QueryInfo>, api.QueryInfo>>;

/** A table a query reads (TableReference in the API's own schema names). */
export const TableRead = z.looseObject({
  assetType: z.string(),
  id: z.string(),
  name: z.string(),
  rowCount: z.number().int().nullish(),
});
export type TableRead = api.TableRead;
// tsc fails here if the public type and what this schema checks ever differ.
type _TableReadMatches = Assert<Equals<z.output<typeof TableRead>, api.TableRead>>;

/** Body of GET /api/v1/lineagev2/query/{fingerprint}/lineage. */
export const QueryLineage = z.looseObject({
  columnLineage: z.array(z.record(z.string(), z.unknown())),
  outputColumns: z.array(z.record(z.string(), z.unknown())),
  query: QueryInfo,
  tablesRead: z.array(TableRead),
});
export type QueryLineage = api.QueryLineage;
// tsc fails here if the public type and what this schema checks ever differ.
type _QueryLineageMatches = Assert<Equals<z.output<typeof QueryLineage>, api.QueryLineage>>;

/** Body of GET /api/internal/lineagev2/queries. */
export const TopQueries = z.looseObject({
  /** The most executed queries first. */
  queries: z.array(QueryInfo),
});
export type TopQueries = z.infer<typeof TopQueries>;
