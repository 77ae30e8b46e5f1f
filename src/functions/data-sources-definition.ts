import { z } from "zod";
import { mustBe } from "../core/describe-value";
import { InvalidArgumentError, NotFoundError } from "../core/errors";
import { DATA_SOURCE_KINDS } from "../provider/data-sources/data-source-kinds";
import * as wire from "../schemas/data-source";
import { viewResult } from "../schemas/view";
import type { DataSource } from "../types/data-source";
import { defineDataFunction } from "./data-function";
import type { GetDataSourcesResult } from "./generated/get-data-sources";
import type { GetDataSourceResult } from "./generated/get-data-source";

/*
 * Connections found by name: the data sources of the account, so that a program names a
 * connection (`getDataSourceOutput({ name: "snowflake-prod" }).id`) rather than carrying a
 * numeric id that differs from one account to the next.
 */

const nameArgument = () => z.string(mustBe("a string: the data source's name, exactly as the app shows it", "text")).min(1, "must not be empty");

/** The wire type of a kind given either way: `pg`, or the DataSource block's name `postgres`. */
function wireType(type: string): string {
  return (DATA_SOURCE_KINDS as Readonly<Record<string, { type: string }>>)[type]?.type ?? type;
}

/** What exists, for an error: `"Legacy DWH" (id 3, pg), ...`, at most 50. */
function existing(sources: readonly DataSource[]): string {
  if (sources.length === 0) return "The account has no data source.";
  const shown = sources.slice(0, 50).map((source) => `${JSON.stringify(source.name)} (id ${source.id}, ${source.type})`);
  const more = sources.length > shown.length ? `, and ${sources.length - shown.length} more` : "";
  return `The account's data sources: ${shown.join(", ")}${more}.`;
}

const GetDataSourcesArgs = z
  .strictObject({
    name: nameArgument().optional().describe("Only the data sources of exactly this name (case and spaces included)."),
    type: z
      .string(mustBe("a string: a kind such as \"snowflake\", \"pg\" or \"postgres\"", "text"))
      .min(1, "must not be empty")
      .optional()
      .describe("Only the data sources of this kind: as the API names it (`snowflake`, `pg`, `bigquery`) or as a DataSource's block does (`postgres`, `bigQuery`)."),
  })
  .describe("The arguments of {@link getDataSources}.");

const GetDataSourcesResultSchema = z
  .strictObject({ dataSources: z.array(viewResult(wire.DataSourceInfo)).describe("The data sources that pass the filters, by id.") })
  .describe("What {@link getDataSources} returns: the account's data sources (their identity, never their options).");

export const getDataSourcesDefinition = defineDataFunction({
  name: "getDataSources",
  description:
    "Lists the account's data sources (GET /api/v1/data_sources): id, name and kind, never their options or credentials; " +
    "`name` and `type` filter them. Connection: the `apiKey` (secret) and `host` settings.",
  args: GetDataSourcesArgs,
  result: GetDataSourcesResultSchema,
  presentation: { source: "src/functions/data-sources-definition.ts" },
  async run({ name, type }, clients): Promise<GetDataSourcesResult> {
    const sources = await clients.datafold().listDataSources();
    const kind = type === undefined ? undefined : wireType(type);
    const kept = sources.filter((source) => (name === undefined || source.name === name) && (kind === undefined || source.type === kind));
    return { dataSources: kept.sort((a, b) => a.id - b.id).map((source) => wire.DataSourceInfo.from(source)) };
  },
});

const GetDataSourceArgs = z
  .strictObject({
    id: z
      .number(mustBe("a positive whole number", "number"))
      .int(mustBe("a positive whole number", "number"))
      .positive(mustBe("a positive whole number", "number"))
      .optional()
      .describe("The data source's id. Give `id` or `name`, not both."),
    name: nameArgument().optional().describe("The data source's name, exactly as the app shows it: exactly one must have it. Give `id` or `name`, not both."),
  })
  .superRefine((args, check) => {
    if ((args.id === undefined) === (args.name === undefined)) {
      check.addIssue({ code: "custom", path: args.id === undefined ? ["name"] : ["id"], message: "give either id or name (exactly one of them)" });
    }
  })
  .describe("The arguments of {@link getDataSource}: `{ id }` or `{ name }`.");

const GetDataSourceResultSchema = z
  .strictObject({
    id: z.number().int().describe("The data source's id: what a monitor's `connectionId` takes."),
    name: z.string().describe("Its name in the app."),
    type: z.string().describe("Its kind on the wire: `snowflake`, `pg`, `bigquery`, ..."),
    tempSchema: z.string().nullable().describe("The schema for temporary tables; null when none is set."),
    hidden: z.boolean().nullable().describe("Hidden from the app's lists; null when the service does not say."),
  })
  .describe("What {@link getDataSource} returns: one data source's id (what a monitor's `connectionId` takes), name and kind, never its options.");

export const getDataSourceDefinition = defineDataFunction({
  name: "getDataSource",
  description:
    "One data source, by `id` or by `name` (exactly one data source must have it: none, or several, is an error listing the " +
    "account's data sources), so that `connectionId: getDataSourceOutput({ name: \"snowflake-prod\" }).id` replaces a numeric id. " +
    "Connection: the `apiKey` (secret) and `host` settings.",
  args: GetDataSourceArgs,
  result: GetDataSourceResultSchema,
  presentation: { source: "src/functions/data-sources-definition.ts" },
  async run({ id, name }, clients): Promise<GetDataSourceResult> {
    const client = clients.datafold();
    if (id !== undefined) {
      try {
        return wire.DataSourceInfo.from(await client.getDataSource(id));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        throw new InvalidArgumentError("id", `getDataSource: no data source has id ${id}. ${existing(await client.listDataSources())}`);
      }
    }
    const sources = await client.listDataSources();
    const found = sources.filter((source) => source.name === name);
    if (found.length === 1) return wire.DataSourceInfo.from(found[0]!);
    if (found.length === 0) throw new InvalidArgumentError("name", `getDataSource: no data source is named ${JSON.stringify(name)}. ${existing(sources)}`);
    throw new InvalidArgumentError(
      "name",
      `getDataSource: ${found.length} data sources are named ${JSON.stringify(name)}: ids ${found.map((source) => `${source.id} (${source.type})`).join(", ")}. ` +
        `Look it up by id instead (getDataSource({ id: ${found[0]!.id} })), or rename one of them in the app.`,
    );
  },
});



