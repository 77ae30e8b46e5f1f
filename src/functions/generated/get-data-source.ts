// Generated from src/functions/data-sources-definition.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.

/** The arguments of {@link getDataSource}: `{ id }` or `{ name }`. */
export interface GetDataSourceArgs {
  /** The data source's id. Give `id` or `name`, not both. */
  readonly id?: number;
  /**
   * The data source's name, exactly as the app shows it: exactly one must have it. Give `id` or
   * `name`, not both.
   */
  readonly name?: string;
}

/**
 * What {@link getDataSource} returns: one data source's id (what a monitor's `connectionId` takes),
 * name and kind, never its options.
 */
export interface GetDataSourceResult {
  /** The data source's id: what a monitor's `connectionId` takes. */
  readonly id: number;
  /** Its name in the app. */
  readonly name: string;
  /** Its kind on the wire: `snowflake`, `pg`, `bigquery`, ... */
  readonly type: string;
  /** The schema for temporary tables; null when none is set. */
  readonly tempSchema: string | null;
  /** Hidden from the app's lists; null when the service does not say. */
  readonly hidden: boolean | null;
}
