import { z } from "zod";
import { TopQueriesParams } from "../client/main-service/params";
import { asPathSegment } from "../core/path-segment";
import * as wire from "../schemas/lineage";
import { viewResult } from "../schemas/view";
import { requiredArgument } from "./argument-checks";
import { defineDataFunction } from "./data-function";
import type { GetQueryLineageResult } from "./generated/get-query-lineage";
import type { GetTopQueriesResult } from "./generated/get-top-queries";

const GetQueryLineageArgs = z
  .strictObject({
    fingerprint: asPathSegment(
      z
        .string(requiredArgument("a string", "the query's fingerprint (see getTopQueries)"))
        .trim()
        .min(1, "must be a non-empty query fingerprint"),
    ).describe("The query's fingerprint (see {@link getTopQueries}): non-empty text, one path segment."),
  })
  .describe("The arguments of {@link getQueryLineage}.");

const GetTopQueriesArgs = z
  .strictObject({
    limit: TopQueriesParams.shape.limit.describe("Most queries returned: a whole number, 1 or more. The service's default is 100."),
    statementType: TopQueriesParams.shape.statementType,
  })
  .describe("The arguments of {@link getTopQueries}: both optional.");

/** Objects passed on as the service describes them: their fields are the service's. */
const serviceObjects = (description: string) => z.array(z.record(z.string(), z.unknown())).describe(description);

const GetQueryLineageResultSchema = z
  .strictObject({
    fingerprint: z.string().describe("The fingerprint asked for."),
    query: viewResult(wire.LineageQuery).describe("The query itself, with its usage statistics."),
    tablesRead: z.array(viewResult(wire.LineageTable)).describe("The tables and views the query reads."),
    outputColumns: serviceObjects("The query's output columns, as the service describes them (such as name, dataType, position)."),
    columnLineage: serviceObjects("Where each output column comes from (such as outputColumn, sourceTable, sourceColumn, transformType)."),
  })
  .describe("What {@link getQueryLineage} returns: read afresh at every run of the program.");

const GetTopQueriesResultSchema = z
  .strictObject({
    queries: z.array(viewResult(wire.LineageQuery)).describe("The queries, most executed first."),
  })
  .describe("What {@link getTopQueries} returns: read afresh at every run of the program.");

export const getQueryLineageDefinition = defineDataFunction({
  name: "getQueryLineage",
  description:
    "Reads the tables and columns a query uses, with column-level lineage. An unknown fingerprint is a NotFoundError. " +
    "Connection: the `apiKey` (secret) and `host` settings.",
  args: GetQueryLineageArgs,
  result: GetQueryLineageResultSchema,
  presentation: { source: "src/functions/lineage-definitions.ts" },
  async run({ fingerprint }, clients): Promise<GetQueryLineageResult> {
    const lineage = await clients.datafold().getQueryLineage(fingerprint);
    return {
      fingerprint,
      query: wire.LineageQuery.from(lineage.query),
      tablesRead: lineage.tablesRead.map((table) => wire.LineageTable.from(table)),
      outputColumns: lineage.outputColumns.map((column) => ({ ...column })),
      columnLineage: lineage.columnLineage.map((edge) => ({ ...edge })),
    };
  },
});

export const getTopQueriesDefinition = defineDataFunction({
  name: "getTopQueries",
  description:
    "Reads the most executed queries (lineage v2, an internal path of the service), most executed first. Connection: the " +
    "`apiKey` (secret) and `host` settings.",
  args: GetTopQueriesArgs,
  result: GetTopQueriesResultSchema,
  presentation: { source: "src/functions/lineage-definitions.ts" },
  async run(params, clients): Promise<GetTopQueriesResult> {
    const queries = await clients.datafold().getTopQueries(params);
    return { queries: queries.map((query) => wire.LineageQuery.from(query)) };
  },
});
