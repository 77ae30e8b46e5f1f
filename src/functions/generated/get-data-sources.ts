// Generated from src/functions/data-sources-definition.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.
import type { DataSourceInfo } from "../../types/data-source";

/** The arguments of {@link getDataSources}. */
export interface GetDataSourcesArgs {
  /** Only the data sources of exactly this name (case and spaces included). */
  readonly name?: string;
  /**
   * Only the data sources of this kind: as the API names it (`snowflake`, `pg`, `bigquery`) or as a
   * DataSource's block does (`postgres`, `bigQuery`).
   */
  readonly type?: string;
}

/**
 * What {@link getDataSources} returns: the account's data sources (their identity, never their
 * options).
 */
export interface GetDataSourcesResult {
  /** The data sources that pass the filters, by id. */
  readonly dataSources: readonly DataSourceInfo[];
}
