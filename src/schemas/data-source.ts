import { z } from "zod";
import type * as api from "../types/data-source";
import { view } from "./view";

// The source of the data-source types: src/types/data-source.ts is generated from this file by
// `npm run generate`. The shapes are the vendor's `ApiDataSource<Kind>` (GET one, GET the list,
// the answer of create), `ApiDataSourceForm` (the body of create), `TestDataSourceAsyncResponse`
// and `AsyncDataSourceTestResults` (the connection test).

export const DataSourceTestStep = z
  .looseObject({
    step: z.string().describe("`connection`, `temp_schema`, `schema_download` or `lineage_download`, read as text."),
    status: z.string().describe("The step's job status: `done`, `failed`, `processing`, ... (the vendor's `JobStatus`), read as text."),
    result: z.unknown().optional().describe("What the step found: on a failure, the vendor's message; any JSON."),
  })
  .meta({ description: "One step of a data source's connection test (the vendor's `TestResultStep`)." });
export type DataSourceTestStep = api.DataSourceTestStep;

export const DataSource = z
  .looseObject({
    id: z.number().int().describe("The data source's id: the `connection_id` monitors and data diffs name."),
    name: z.string().describe("The name shown in the app; not unique as far as the API says."),
    type: z.string().describe("The kind: `snowflake`, `pg`, `bigquery`, ... (the tag of the vendor's union), read as text."),
    options: z
      .record(z.string(), z.unknown())
      .nullish()
      .describe("The kind's options (the vendor's `*Config`); credentials are shown masked, never as given."),
    temp_schema: z.string().nullish().describe("The schema Datafold writes temporary tables to."),
    group_ids: z.array(z.number().int()).nullish().describe("The ids of the groups that may use it."),
    hidden: z.boolean().nullish().describe("Hidden from the app's lists."),
    is_paused: z.boolean().nullish().describe("Its scheduled work is paused."),
    view_only: z.boolean().nullish().describe("Users may see it but not run queries through it."),
    lineage_schedule: z.string().nullish().describe("When lineage is collected: a cron expression."),
    profile_schedule: z.string().nullish().describe("When tables are profiled: a cron expression."),
    schema_indexing_schedule: z.string().nullish().describe("When the schema is indexed: a cron expression."),
    catalog_include_list: z.string().nullish().describe("The catalog's include list: one pattern a line."),
    catalog_exclude_list: z.string().nullish().describe("The catalog's exclude list: one pattern a line."),
    profile_include_list: z.string().nullish().describe("The profiler's include list: one pattern a line."),
    profile_exclude_list: z.string().nullish().describe("The profiler's exclude list: one pattern a line."),
    data_retention_days: z.number().int().nullish().describe("How many days results are kept."),
    disable_profiling: z.boolean().nullish().describe("Profiling is off."),
    disable_schema_indexing: z.boolean().nullish().describe("Schema indexing is off."),
    float_tolerance: z.number().nullish().describe("The tolerance of float comparisons in data diffs."),
    max_allowed_connections: z.number().int().nullish().describe("The most connections Datafold opens at once."),
    schema_max_age_s: z.number().int().nullish().describe("How old, in seconds, the indexed schema may be."),
    last_test: z
      .looseObject({
        tested_at: z.string().describe("When the last connection test ran: an ISO 8601 timestamp."),
        results: z.array(DataSourceTestStep).describe("Its steps."),
      })
      .nullish()
      .describe("The last connection test; null before the first."),
  })
  .meta({ description: "A data source (a connection to a warehouse, a database or a bucket) as GET /api/v1/data_sources shows it." });
export type DataSource = api.DataSource;

export const DataSourceList = z.array(DataSource).meta({ description: "Every data source of the organization: GET /api/v1/data_sources answers a bare array." });
export type DataSourceList = api.DataSourceList;

export const DataSourceCreate = z
  .strictObject({
    type: z.string().describe("The kind: the tag of the vendor's `ApiDataSourceForm`."),
    name: z.string().describe("The data source's name."),
    options: z.record(z.string(), z.unknown()).describe("The kind's options, by their wire names (the vendor's `*Config`)."),
    temp_schema: z.string().optional().describe("The schema for temporary tables."),
    group_ids: z.array(z.number().int()).optional().describe("The ids of the groups that may use it."),
    hidden: z.boolean().optional().describe("Hidden from the app's lists."),
    is_paused: z.boolean().optional().describe("Its scheduled work paused."),
    view_only: z.boolean().optional().describe("Visible but no queries through it."),
    lineage_schedule: z.string().optional().describe("When lineage is collected: a cron expression."),
    profile_schedule: z.string().optional().describe("When tables are profiled: a cron expression."),
    schema_indexing_schedule: z.string().optional().describe("When the schema is indexed: a cron expression."),
    catalog_include_list: z.string().optional().describe("The catalog's include list."),
    catalog_exclude_list: z.string().optional().describe("The catalog's exclude list."),
    profile_include_list: z.string().optional().describe("The profiler's include list."),
    profile_exclude_list: z.string().optional().describe("The profiler's exclude list."),
    data_retention_days: z.number().int().optional().describe("How many days results are kept."),
    disable_profiling: z.boolean().optional().describe("Profiling off."),
    disable_schema_indexing: z.boolean().optional().describe("Schema indexing off."),
    float_tolerance: z.number().optional().describe("The tolerance of float comparisons."),
    max_allowed_connections: z.number().int().optional().describe("The most connections at once."),
    schema_max_age_s: z.number().int().optional().describe("How old the indexed schema may be, in seconds."),
  })
  .meta({ description: "The body of POST /api/v1/data_sources: one member of the vendor's `ApiDataSourceForm`, tagged by `type`." });
export type DataSourceCreate = api.DataSourceCreate;

export const DataSourceTestJob = z
  .looseObject({ job_id: z.number().int().describe("The test's job id, for GET /api/v1/data_sources/test/{job_id}.") })
  .meta({ description: "The answer of POST /api/v1/data_sources/{id}/test: the job that runs the connection test." });
export type DataSourceTestJob = api.DataSourceTestJob;

export const DataSourceTestResults = z
  .looseObject({
    id: z.number().int().describe("The job's id."),
    status: z.string().describe("The job's status: `done`, `failed`, `processing`, `queued`, ... (the vendor's `JobStatus`), read as text."),
    results: z.array(DataSourceTestStep).describe("The steps run so far."),
  })
  .meta({ description: "A connection test job, as GET /api/v1/data_sources/test/{job_id} shows it (the vendor's `AsyncDataSourceTestResults`)." });
export type DataSourceTestResults = api.DataSourceTestResults;

/** What the data functions return of a data source: its identity, never its options (they may hold what a program should not print). */
export const DataSourceInfo = view(DataSource).as<api.DataSourceInfo>({
  description: "A data source, as {@link getDataSources} and {@link getDataSource} return it: its id, name and kind. Its options are left out.",
  fields: {
    id: { description: "The data source's id: what a monitor's `connectionId` takes." },
    name: { description: "Its name in the app." },
    type: { description: "Its kind on the wire: `snowflake`, `pg`, `bigquery`, ..." },
    temp_schema: { description: "The schema for temporary tables; null when none is set." },
    hidden: { description: "Hidden from the app's lists; null when the service does not say." },
  },
});
export type DataSourceInfo = api.DataSourceInfo;
