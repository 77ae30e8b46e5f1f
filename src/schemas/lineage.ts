import { z } from "zod";

/** A query seen by lineage v2 (QueryInfo in the API's own schema names). */
export const QueryInfo = z.looseObject({
  /** Identifies the normalized query: the key of getQueryLineage. */
  fingerprint: z.string(),
  /** Mean run time of the query's executions, in milliseconds. */
  avgDurationMs: z.number().nullish(),
  /** How many times the query ran, as far as the service has seen; grows with use. */
  executionCount: z.number().int().nullish(),
  /** When the query last ran: an ISO 8601 timestamp in UTC. */
  lastExecuted: z.string().nullish(),
  /** The query's normalized SQL: the text the fingerprint identifies. */
  normalizedSql: z.string().nullish(),
  /** The service's popularity score: a number that grows with executions and distinct users. */
  popularity: z.number().nullish(),
  /** The start of the normalized SQL, for display. */
  sqlPreview: z.string().nullish(),
  /** The kind of statement, such as SELECT, INSERT or MERGE. */
  statementType: z.string().nullish(),
  /** How many distinct users ran the query. */
  uniqueUsers: z.number().int().nullish(),
});
export type QueryInfo = z.infer<typeof QueryInfo>;

/** A table a query reads (TableReference in the API's own schema names). */
export const TableRead = z.looseObject({
  /** The kind of asset, such as `table` or `view`. */
  assetType: z.string(),
  /** The service's id of the table. */
  id: z.string(),
  /** The fully qualified name, such as `ANALYTICS.PROD.ORDERS`. */
  name: z.string(),
  /** Rows in the table as the service last recorded them; null when unknown. */
  rowCount: z.number().int().nullish(),
});
export type TableRead = z.infer<typeof TableRead>;

/** Body of GET /api/v1/lineagev2/query/{fingerprint}/lineage. */
export const QueryLineage = z.looseObject({
  /**
   * Where each output column comes from, as the service describes it (such as outputColumn,
   * sourceTable, sourceColumn, transformType).
   */
  columnLineage: z.array(z.record(z.string(), z.unknown())),
  /**
   * The query's output columns, as the service describes them (such as name, dataType, position).
   */
  outputColumns: z.array(z.record(z.string(), z.unknown())),
  /** The query itself, with its usage statistics. */
  query: QueryInfo,
  /** The tables and views the query reads. */
  tablesRead: z.array(TableRead),
});
export type QueryLineage = z.infer<typeof QueryLineage>;

/** Body of GET /api/internal/lineagev2/queries. */
export const TopQueries = z.looseObject({
  /** The most executed queries first. */
  queries: z.array(QueryInfo),
});
export type TopQueries = z.infer<typeof TopQueries>;
