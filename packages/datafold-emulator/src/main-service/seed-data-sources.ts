/*
 * Seeded data sources, in the shapes GET /api/v1/data_sources returns (`ApiDataSourceSnowflake`,
 * `ApiDataSourcePostgres` of the vendor's OpenAPI): the two warehouses the seeded data diffs
 * compare (7 on both sides, 3 on one side of 103). Read-only, with fixed instants. Secrets
 * show as pydantic renders a SecretStr, never a value.
 */

/** A data source as the API answers it. */
export type DataSource = Readonly<Record<string, unknown>> & { readonly id: number; readonly name: string; readonly type: string };

/** What every data source answers, whatever its type. */
function dataSource(fields: { id: number; name: string; type: string; temp_schema: string; options: Record<string, unknown>; testedAt: string }): DataSource {
  const { testedAt, ...own } = fields;
  return {
    ...own,
    accessible: true,
    catalog_exclude_list: null,
    catalog_include_list: null,
    created_from: null,
    data_retention_days: null,
    disable_profiling: false,
    disable_schema_indexing: false,
    float_tolerance: 0.0,
    group_ids: null,
    groups: null,
    hidden: false,
    is_paused: false,
    last_test: {
      tested_at: testedAt,
      results: ["connection", "temp_schema", "schema_download", "lineage_download"].map((step) => ({ step, status: "done", result: null })),
    },
    lineage_schedule: null,
    max_allowed_connections: null,
    oauth_dwh_active: null,
    profile_exclude_list: null,
    profile_include_list: null,
    profile_schedule: null,
    queue_name: null,
    scheduled_queue_name: null,
    schema_indexing_schedule: null,
    schema_max_age_s: null,
    secret_id: null,
    source: null,
    view_only: false,
  };
}

/** How pydantic shows a `SecretStr` that is set. */
const SECRET = "**********";

/** The data sources of a fresh emulator, by id. */
export const SEEDED_DATA_SOURCES: ReadonlyMap<number, DataSource> = new Map(
  [
    dataSource({
      id: 3,
      name: "Legacy DWH",
      type: "pg",
      temp_schema: "datafold_tmp",
      testedAt: "2025-05-30T08:00:00Z",
      options: { host: "legacy-dwh.internal.example.com", port: 5432, user: "datafold", password: SECRET, dbname: "legacy_dwh", role: null, sslmode: "require", rootcert: null },
    }),
    dataSource({
      id: 7,
      name: "Snowflake production",
      type: "snowflake",
      temp_schema: "ANALYTICS.DATAFOLD_TMP",
      testedAt: "2025-05-31T09:30:00Z",
      options: {
        account: "example-analytics",
        authMethod: "keypair",
        user: "DATAFOLD",
        role: "DATAFOLD_ROLE",
        warehouse: "DATAFOLD_WH",
        default_db: "ANALYTICS",
        default_schema: "PUBLIC",
        metadata_database: "SNOWFLAKE",
        quoted_identifiers_ignore_case: false,
        port: 443,
        region: null,
        password: null,
        keyPairFile: SECRET,
        sql_variables: null,
      },
    }),
  ].map((source) => [source.id, source]),
);

/**
 * What GET /api/v1/organization/meta answers. The endpoint is not in the vendor's OpenAPI:
 * datafold-sdk calls it (its MCP server at start-up, `datafold diff dbt` for the organization),
 * and reads `org_id`, `org_name` and `user_id`, so that is all the emulator answers. `user_id`
 * is the user the seeded and created data diffs belong to.
 */
export const ORGANIZATION_META = { org_id: 1, org_name: "Example Analytics", user_id: 12 } as const;
