import { z } from "zod";
import type * as api from "../types/lineage";
import { view } from "./view";

// The source of the lineage types: src/types/lineage.ts is generated from this file by
// `npm run generate`, each description below becoming a doc comment. Lineage v2 already names
// its fields in camelCase; the views still pick each field, so that the result types are
// exact and absent values are null.

export const QueryInfo = z
  .looseObject({
    fingerprint: z.string().describe("Identifies the normalized query: the key of getQueryLineage."),
    avgDurationMs: z.number().nullish().describe("Mean run time of the query's executions, in milliseconds."),
    executionCount: z.number().int().nullish().describe("How many times the query ran, as far as the service has seen; grows with use."),
    lastExecuted: z.string().nullish().describe("When the query last ran: an ISO 8601 timestamp in UTC."),
    normalizedSql: z.string().nullish().describe("The query's normalized SQL: the text the fingerprint identifies."),
    popularity: z.number().nullish().describe("The service's popularity score: a number that grows with executions and distinct users."),
    sqlPreview: z.string().nullish().describe("The start of the normalized SQL, for display."),
    statementType: z.string().nullish().describe("The kind of statement, such as SELECT, INSERT or MERGE."),
    uniqueUsers: z.number().int().nullish().describe("How many distinct users ran the query."),
  })
  .meta({ description: "A query seen by lineage v2 (QueryInfo in the API's own schema names)." });
export type QueryInfo = api.QueryInfo;

export const TableRead = z
  .looseObject({
    assetType: z.string().describe("The kind of asset, such as `table` or `view`."),
    id: z.string().describe("The service's id of the table."),
    name: z.string().describe("The fully qualified name, such as `ANALYTICS.PROD.ORDERS`."),
    rowCount: z.number().int().nullish().describe("Rows in the table as the service last recorded them; null when unknown."),
  })
  .meta({ description: "A table a query reads (TableReference in the API's own schema names)." });
export type TableRead = api.TableRead;

export const QueryLineage = z
  .looseObject({
    columnLineage: z
      .array(z.record(z.string(), z.unknown()))
      .describe(
        "Where each output column comes from, as the service describes it (such as outputColumn, sourceTable, sourceColumn, " +
          "transformType).",
      ),
    outputColumns: z
      .array(z.record(z.string(), z.unknown()))
      .describe("The query's output columns, as the service describes them (such as name, dataType, position)."),
    query: QueryInfo.describe("The query itself, with its usage statistics."),
    tablesRead: z.array(TableRead).describe("The tables and views the query reads."),
  })
  .meta({ description: "Body of GET /api/v1/lineagev2/query/{fingerprint}/lineage." });
export type QueryLineage = api.QueryLineage;

export const TopQueries = z
  .looseObject({
    queries: z.array(QueryInfo).describe("The most executed queries first."),
  })
  .meta({ description: "Body of GET /api/internal/lineagev2/queries." });
export type TopQueries = api.TopQueries;

/** What `getQueryLineage` and `getTopQueries` return of each query. */
export const LineageQuery = view(QueryInfo).as<api.LineageQuery>({
  description: "A query seen in the warehouse's history, with its usage statistics as of the call.",
  fields: {
    fingerprint: true,
    statementType: { description: "The kind of statement: SELECT, INSERT, MERGE, ...; null when the service gives none." },
    normalizedSql: true,
    sqlPreview: true,
    executionCount: true,
    uniqueUsers: true,
    avgDurationMs: true,
    lastExecuted: true,
    popularity: true,
  },
});
export type LineageQuery = api.LineageQuery;

/** What `getQueryLineage` returns of each table read. */
export const LineageTable = view(TableRead).as<api.LineageTable>({
  description: "A table or view a query reads.",
  fields: {
    id: true,
    name: { description: "Fully qualified name, such as ANALYTICS.PROD.ORDERS." },
    assetType: { description: "The kind of asset, such as table or view." },
    rowCount: true,
  },
});
export type LineageTable = api.LineageTable;
