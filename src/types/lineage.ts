/** A query seen by lineage v2 (QueryInfo in the API's own schema names). */
export interface QueryInfo {
  /** Identifies the normalized query: the key of getQueryLineage. */
  fingerprint: string;
  /** Mean run time of the query's executions, in milliseconds. */
  avgDurationMs?: number | null;
  /** How many times the query ran, as far as the service has seen; grows with use. */
  executionCount?: number | null;
  /** When the query last ran: an ISO 8601 timestamp in UTC. */
  lastExecuted?: string | null;
  /** The query's normalized SQL: the text the fingerprint identifies. */
  normalizedSql?: string | null;
  /** The service's popularity score: a number that grows with executions and distinct users. */
  popularity?: number | null;
  /** The start of the normalized SQL, for display. */
  sqlPreview?: string | null;
  /** The kind of statement, such as SELECT, INSERT or MERGE. */
  statementType?: string | null;
  /** How many distinct users ran the query. */
  uniqueUsers?: number | null;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** A table a query reads (TableReference in the API's own schema names). */
export interface TableRead {
  /** The kind of asset, such as `table` or `view`. */
  assetType: string;
  /** The service's id of the table. */
  id: string;
  /** The fully qualified name, such as `ANALYTICS.PROD.ORDERS`. */
  name: string;
  /** Rows in the table as the service last recorded them; null when unknown. */
  rowCount?: number | null;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** Body of GET /api/v1/lineagev2/query/{fingerprint}/lineage. */
export interface QueryLineage {
  /**
   * Where each output column comes from, as the service describes it (such as outputColumn,
   * sourceTable, sourceColumn, transformType).
   */
  columnLineage: Record<string, unknown>[];
  /** The query's output columns, as the service describes them (such as name, dataType, position). */
  outputColumns: Record<string, unknown>[];
  /** The query itself, with its usage statistics. */
  query: QueryInfo;
  /** The tables and views the query reads. */
  tablesRead: TableRead[];
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}
