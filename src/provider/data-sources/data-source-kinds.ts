/*
 * The 27 kinds of data source, as a table: each kind's block name (the input that selects it),
 * its wire `type` (the tag of the vendor's `ApiDataSourceForm`), the vendor's `*Config` schema
 * its options are, and each option by its wire name, written `spec · title`:
 *
 *   spec  = type ["<" maxLength] ["?"] ["=" default]
 *   type  = str | int | bool | secret | enum(a|b|...) | intenum(3|6|...)
 *
 * `secret` is a string the vendor marks `format: password` (write-only: GET shows it masked);
 * `?` an option the vendor does not require; `=` the vendor's default, which `check` writes
 * so that state shows what the service holds. The title is the vendor's. The zod schemas of
 * the blocks are built from this table (data-source-options.ts), and
 * test/resources/data-source-kinds.test.ts checks it against the vendor's schemas, a copy of
 * which is in test/fixtures/vendor/data-sources-openapi.json: an option left out, added or
 * typed otherwise fails there. Two options are left out on purpose: Snowflake's
 * `data_source_id` and `user_id`, which the service fills in (see LEFT_OUT).
 */

/** One kind of data source. */
export interface DataSourceKind {
  /** The vendor's tag, `type` on the wire: `"pg"`. */
  readonly type: string;
  /** The vendor's schema of its options: `"PostgreSQLConfig"`. */
  readonly config: string;
  /** Its options by wire name, each `spec · title`. */
  readonly options: Readonly<Record<string, string>>;
}

/** Options of the vendor's `*Config` schemas that no input offers, with why. */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  "SnowflakeConfig.data_source_id": "filled in by the service (the data source's own id)",
  "SnowflakeConfig.user_id": "filled in by the service (the user an OAuth login belongs to)",
};

/** The kinds, by the name of the input block that selects each, in alphabetical order. */
export const DATA_SOURCE_KINDS = {
  athena: {
    type: "athena",
    config: "AwsAthenaConfig",
    options: {
      aws_access_key_id: "str · Aws Access Key Id",
      aws_secret_access_key: "secret · Aws Secret Access Key",
      catalog: "str?=awsdatacatalog · Catalog",
      database: "str?=default · Database",
      region: "str · Region",
      s3_staging_dir: "str · S3 Staging Dir",
    },
  },
  awsS3: {
    type: "aws_s3",
    config: "AWSS3Config",
    options: {
      bucket_name: "str · Bucket Name",
      key_id: "str<1024 · Key Id",
      materialize_max_rows: "int? · Materialize Max Rows",
      materialize_path: "str? · Materialize Path",
      region: "str · Region",
      secret: "secret? · Secret",
    },
  },
  azureDataLake: {
    type: "files_azure_datalake",
    config: "AzureDataLakeConfig",
    options: {
      account_name: "str · Account Name",
      client_id: "str<1024 · Client Id",
      client_secret: "secret? · Client Secret",
      materialize_max_rows: "int? · Materialize Max Rows",
      materialize_path: "str? · Materialize Path",
      tenant_id: "str<1024 · Tenant Id",
    },
  },
  azureSynapse: {
    type: "azure_synapse",
    config: "MSSQLConfig",
    options: {
      always_on: "bool?=false · Always On",
      dbname: "str? · Dbname",
      host: "str<128 · Host",
      password: "secret? · Password",
      port: "int?=1433 · Port",
      require_encryption: "bool?=true · Require Encryption",
      session_script: "str? · Init script",
      trust_server_certificate: "bool?=true · Trust Server Certificate",
      user: "str?=DATAFOLD · User",
    },
  },
  bigQuery: {
    type: "bigquery",
    config: "BigQueryConfig",
    options: {
      extraProjectsToIndex: "str? · List of extra projects to index (one per line)",
      jsonKeyFile: "secret · JSON Key File",
      jsonOAuthKeyFile: "secret? · JSON OAuth Key File",
      location: "str?=US · Processing Location",
      projectId: "str · Project ID",
      totalMBytesProcessedLimit: "int? · Scanned Data Limit (MB)",
      useStandardSql: "bool?=true · Use Standard SQL",
      userDefinedFunctionResourceUri: "str? · UDF Source URIs",
    },
  },
  databricks: {
    type: "databricks",
    config: "DatabricksConfig",
    options: {
      auth_method: "enum(pat|m2m_oauth|azure_entra)? · Auth Method",
      azure_client_id: "str? · Azure Client Id",
      azure_client_secret: "secret? · Azure Client Secret",
      azure_scope: "str? · Azure Scope",
      azure_tenant_id: "str? · Azure Tenant Id",
      database: "str? · Database",
      host: "str<128 · Host",
      http_password: "secret? · Access Token",
      http_path: "str?= · HTTP Path",
      m2m_client_id: "str? · M2M Client Id",
      m2m_client_secret: "secret? · Client Secret",
      oauth_dwh_client_id: "str? · Oauth Dwh Client Id",
      oauth_dwh_client_secret: "secret? · Oauth Dwh Client Secret",
    },
  },
  db2: {
    type: "db2",
    config: "DB2Config",
    options: {
      connection_timeout: "int?=30 · Connection Timeout",
      current_schema: "str? · Current Schema",
      dbname: "str · Dbname",
      host: "str<128 · Host",
      password: "secret · Password",
      pool_size: "int?=1 · Pool Size",
      port: "int?=50000 · Port",
      ssl: "bool?=false · Ssl",
      ssl_certificate: "secret? · Ssl Certificate",
      user: "str · User",
    },
  },
  dremio: {
    type: "dremio",
    config: "DremioConfig",
    options: {
      certcheck: "enum(disable|dremio-cloud|customcert)?=dremio-cloud · Certificate check",
      customcert: "secret? · Custom certificate",
      host: "str<128 · Host",
      password: "secret? · Password",
      port: "int?=443 · Port",
      project_id: "str? · Project id",
      role: "str? · Role (case sensitive)",
      tls: "bool?=false · Encryption",
      token: "secret? · Token",
      username: "str? · User ID (optional)",
      view_temp_schema: "str? · Temporary schema for views",
    },
  },
  duckDb: { type: "duckdb", config: "DuckDBConfig", options: {} },
  googleCloudStorage: {
    type: "google_cloud_storage",
    config: "GCSConfig",
    options: {
      bucket_name: "str · Bucket Name",
      bucket_region: "str · Bucket Region",
      jsonKeyFile: "secret · JSON Key File",
      materialize_max_rows: "int? · Materialize Max Rows",
      materialize_path: "str? · Materialize Path",
    },
  },
  mariaDb: {
    type: "mariadb",
    config: "MariaDBConfig",
    options: {
      db: "str · Database name",
      host: "str<128 · Host",
      password: "secret · Password",
      port: "int?=3306 · Port",
      user: "str · User",
    },
  },
  microsoftFabric: {
    type: "microsoft_fabric",
    config: "MicrosoftFabricConfig",
    options: {
      client_id: "str · Application (Client) ID",
      client_secret: "secret · Client Secret",
      dbname: "str · Dbname",
      host: "str<128 · Host",
      session_script: "str? · Init script",
      tenant_id: "str · Tenant ID",
    },
  },
  mongoDb: {
    type: "mongodb",
    config: "MongoDBConfig",
    options: {
      auth_source: "str?=admin · Auth Source",
      connect_timeout_ms: "int?=60000 · Connect Timeout Ms",
      database: "str · Database",
      host: "str<128 · Host",
      password: "secret · Password",
      port: "int?=27017 · Port",
      server_selection_timeout_ms: "int?=60000 · Server Selection Timeout Ms",
      socket_timeout_ms: "int?=300000 · Socket Timeout Ms",
      username: "str · Username",
    },
  },
  mssql: {
    type: "mssql",
    config: "MSSQLConfig",
    options: {
      always_on: "bool?=false · Always On",
      dbname: "str? · Dbname",
      host: "str<128 · Host",
      password: "secret? · Password",
      port: "int?=1433 · Port",
      require_encryption: "bool?=true · Require Encryption",
      session_script: "str? · Init script",
      trust_server_certificate: "bool?=true · Trust Server Certificate",
      user: "str?=DATAFOLD · User",
    },
  },
  mySql: {
    type: "mysql",
    config: "MySQLConfig",
    options: {
      db: "str · Database name",
      host: "str<128 · Host",
      password: "secret · Password",
      port: "int?=3306 · Port",
      user: "str · User",
    },
  },
  netezza: {
    type: "netezza",
    config: "NetezzaConfig",
    options: {
      database: "str<128 · Database",
      host: "str<128 · Host",
      password: "secret? · Password",
      port: "int?=5480 · Port",
      tls: "bool?=true · Encryption",
      username: "str? · User ID (optional)",
    },
  },
  oracle: {
    type: "oracle",
    config: "OracleConfig",
    options: {
      database: "str? · Database",
      database_type: "enum(service|sid)? · Database Type",
      ewallet_password: "secret? · EWallet password",
      ewallet_pem_file: "secret? · EWallet PEM",
      ewallet_pkcs12_file: "secret? · EWallet PKCS12",
      ewallet_type: "enum(x509|pkcs12)? · Ewallet Type",
      host: "str<128 · Host",
      password: "secret? · Password",
      port: "int? · Port",
      session_script: "str? · Init script",
      ssl: "bool?=false · Ssl",
      ssl_server_dn: "str? · Server's SSL DN",
      user: "str?=DATAFOLD · User",
    },
  },
  postgres: {
    type: "pg",
    config: "PostgreSQLConfig",
    options: {
      dbname: "str · Database Name",
      host: "str<128 · Host",
      password: "secret? · Password",
      port: "int?=5432 · Port",
      role: "str? · Role (case sensitive)",
      rootcert: "secret? · Root certificate",
      sslmode: "enum(prefer|require|verify-ca|verify-full)?=prefer · SSL Mode",
      user: "str · User",
    },
  },
  postgresAurora: {
    type: "postgres_aurora",
    config: "PostgreSQLAuroraConfig",
    options: {
      aws_access_key_id: "str? · AWS Access Key",
      aws_cloudwatch_log_group: "str? · Cloudwatch Postgres Log Group",
      aws_region: "str? · AWS Region",
      aws_secret_access_key: "secret? · AWS Secret",
      dbname: "str · Database Name",
      host: "str<128 · Host",
      keep_alive: "int? · Keep Alive timeout in seconds, leave empty to disable",
      password: "secret? · Password",
      port: "int?=5432 · Port",
      role: "str? · Role (case sensitive)",
      rootcert: "secret? · Root certificate",
      sslmode: "enum(prefer|require|verify-ca|verify-full)?=prefer · SSL Mode",
      user: "str · User",
    },
  },
  postgresRds: {
    type: "postgres_aws_rds",
    config: "PostgreSQLAuroraConfig",
    options: {
      aws_access_key_id: "str? · AWS Access Key",
      aws_cloudwatch_log_group: "str? · Cloudwatch Postgres Log Group",
      aws_region: "str? · AWS Region",
      aws_secret_access_key: "secret? · AWS Secret",
      dbname: "str · Database Name",
      host: "str<128 · Host",
      keep_alive: "int? · Keep Alive timeout in seconds, leave empty to disable",
      password: "secret? · Password",
      port: "int?=5432 · Port",
      role: "str? · Role (case sensitive)",
      rootcert: "secret? · Root certificate",
      sslmode: "enum(prefer|require|verify-ca|verify-full)?=prefer · SSL Mode",
      user: "str · User",
    },
  },
  redshift: {
    type: "redshift",
    config: "RedshiftConfig",
    options: {
      adhoc_query_group: "str?=default · Query Group for Adhoc Queries",
      dbname: "str · Database Name",
      host: "str<128 · Host",
      password: "secret? · Password",
      port: "int?=5432 · Port",
      role: "str? · Role (case sensitive)",
      rootcert: "secret? · Root certificate",
      scheduled_query_group: "str?=default · Query Group for Scheduled Queries",
      sslmode: "enum(prefer|require|verify-ca|verify-full)?=prefer · SSL Mode",
      user: "str · User",
    },
  },
  sapHana: {
    type: "sap_hana",
    config: "SapHanaConfig",
    options: {
      host: "str<128 · Host",
      password: "secret · Password",
      port: "int?=443 · Port",
      user: "str?=DATAFOLD · User",
    },
  },
  snowflake: {
    type: "snowflake",
    config: "SnowflakeConfig",
    options: {
      account: "str<128 · Account",
      authMethod: "enum(password|keypair|azure_entra)? · Authmethod",
      azure_client_id: "str? · Azure Client Id",
      azure_client_secret: "secret? · Azure Client Secret",
      azure_scope: "str? · Azure Scope",
      azure_tenant_id: "str? · Azure Tenant Id",
      default_db: "str?= · Default DB (case sensitive)",
      default_schema: "str?=PUBLIC · Default schema (case sensitive)",
      keyPairFile: "secret? · Key Pair file (private-key)",
      metadata_database: "str?=SNOWFLAKE · Database containing metadata (usually SNOWFLAKE)",
      oauth_dwh_client_id: "str? · Oauth Dwh Client Id",
      oauth_dwh_client_secret: "secret? · Oauth Dwh Client Secret",
      password: "secret? · Password",
      port: "int?=443 · Port",
      quoted_identifiers_ignore_case: "bool?=false · Set QUOTED_IDENTIFIERS_IGNORE_CASE session parameter",
      region: "str? · Region",
      role: "str?= · Role (case sensitive)",
      sql_variables: "str? · Session variables applied at every connection.",
      user: "str?=DATAFOLD · User",
      warehouse: "str?= · Warehouse (case sensitive)",
    },
  },
  starburst: {
    type: "starburst",
    config: "StarburstConfig",
    options: {
      host: "str<128 · Host",
      password: "secret? · Password",
      port: "int?=443 · Port",
      tls: "bool?=true · Encryption",
      token: "secret? · Token",
      username: "str? · User ID (optional)",
    },
  },
  teradata: {
    type: "teradata",
    config: "TeradataConfig",
    options: {
      database: "str · Database",
      host: "str<128 · Host",
      password: "secret · Password",
      port: "int? · Port",
      user: "str?=DATAFOLD · User",
    },
  },
  trino: {
    type: "trino",
    config: "TrinoConfig",
    options: {
      dbname: "str · Catalog Name",
      hive_timestamp_precision: "intenum(3|6|9)? · Hive Timestamp Precision",
      host: "str<128 · Host",
      password: "secret? · Password",
      port: "int?=8080 · Port",
      ssl_verification: "enum(full|none|ca)?=full · SSL Verification",
      tls: "bool?=true · Encryption",
      user: "str · User",
    },
  },
  vertica: {
    type: "vertica",
    config: "VerticaConfig",
    options: {
      dbname: "str · Database Name",
      host: "str<128 · Host",
      password: "secret? · Password",
      port: "int?=5433 · Port",
      role: "str? · Role (case sensitive)",
      sslmode: "enum(prefer|require|verify-ca|verify-full)?=prefer · SSL Mode",
      user: "str · User",
    },
  },
} as const satisfies Readonly<Record<string, DataSourceKind>>;

/** The name of a kind's input block: `postgres`. */
export type DataSourceKindName = keyof typeof DATA_SOURCE_KINDS;

/** The block names, in the order the table lists them. */
export const KIND_NAMES = Object.keys(DATA_SOURCE_KINDS) as DataSourceKindName[];

/** The block name of a wire `type`, or undefined for a type this version does not know. */
export function kindOfType(type: string): DataSourceKindName | undefined {
  return KIND_NAMES.find((name) => DATA_SOURCE_KINDS[name].type === type);
}
