import type { FastApiValidator, Loc } from "./fastapi-validation";
import { anyValue, bool, dict, enumOf, float, int, list, literal, model, nullable, optional, required, str, tagged, type Field, type ModelReader, type Reader } from "./pydantic-model";

/*
 * The body of POST /api/v1/data_sources as the vendor's FastAPI validates it: `ApiDataSourceForm`,
 * a union tagged by `type` of 27 `ApiDataSource<Kind>` models, each with the fields every kind
 * shares and its kind's `options` (a `*Config` model). The emulator's own table, written from
 * the vendor's OpenAPI (not from the client's table, so that a mistake in one shows as a failing
 * test rather than being mirrored). Each option is written
 *
 *   type ["<" maxLength] ["|null"] ["=" default as JSON]
 *
 * with `secret` for a `SecretStr` (`format: password`); no default means required.
 */

const CONFIGS: Readonly<Record<string, readonly [api: string, config: string, options: Readonly<Record<string, string>>]>> = {
  athena: ["ApiDataSourceAwsAthena", "AwsAthenaConfig", { aws_access_key_id: "str", aws_secret_access_key: "secret", catalog: "str=\"awsdatacatalog\"", database: "str=\"default\"", region: "str", s3_staging_dir: "str" }],
  aws_s3: ["ApiDataSourceS3", "AWSS3Config", { bucket_name: "str", key_id: "str<1024|null", materialize_max_rows: "int|null=null", materialize_path: "str|null=null", region: "str", secret: "secret|null=null" }],
  azure_synapse: ["ApiDataSourceAzureSynapse", "MSSQLConfig", { always_on: "bool=false", dbname: "str|null=null", host: "str<128", password: "secret|null=null", port: "int=1433", require_encryption: "bool=true", session_script: "str|null=null", trust_server_certificate: "bool=true", user: "str=\"DATAFOLD\"" }],
  bigquery: ["ApiDataSourceBigQuery", "BigQueryConfig", { extraProjectsToIndex: "str|null=null", jsonKeyFile: "secret", jsonOAuthKeyFile: "secret|null=null", location: "str=\"US\"", projectId: "str", totalMBytesProcessedLimit: "int|null=null", useStandardSql: "bool=true", userDefinedFunctionResourceUri: "str|null=null" }],
  databricks: ["ApiDataSourceDatabricks", "DatabricksConfig", { auth_method: "enum(pat|m2m_oauth|azure_entra)|null=null", azure_client_id: "str|null=null", azure_client_secret: "secret|null=null", azure_scope: "str|null=null", azure_tenant_id: "str|null=null", database: "str|null=null", host: "str<128", http_password: "secret|null=null", http_path: "str=\"\"", m2m_client_id: "str|null=null", m2m_client_secret: "secret|null=null", oauth_dwh_client_id: "str|null=null", oauth_dwh_client_secret: "secret|null=null" }],
  db2: ["ApiDataSourceDB2", "DB2Config", { connection_timeout: "int=30", current_schema: "str|null=null", dbname: "str", host: "str<128", password: "secret", pool_size: "int=1", port: "int=50000", ssl: "bool=false", ssl_certificate: "secret|null=null", user: "str" }],
  dremio: ["ApiDataSourceDremio", "DremioConfig", { certcheck: "enum(disable|dremio-cloud|customcert)|null=\"dremio-cloud\"", customcert: "secret|null=null", host: "str<128", password: "secret|null=null", port: "int=443", project_id: "str|null=null", role: "str|null=null", tls: "bool=false", token: "secret|null=null", username: "str|null=null", view_temp_schema: "str|null=null" }],
  duckdb: ["ApiDataSourceDuckDB", "DuckDBConfig", {  }],
  files_azure_datalake: ["ApiDataSourceAzureDataLake", "AzureDataLakeConfig", { account_name: "str", client_id: "str<1024|null", client_secret: "secret|null=null", materialize_max_rows: "int|null=null", materialize_path: "str|null=null", tenant_id: "str<1024|null" }],
  google_cloud_storage: ["ApiDataSourceGCS", "GCSConfig", { bucket_name: "str", bucket_region: "str", jsonKeyFile: "secret", materialize_max_rows: "int|null=null", materialize_path: "str|null=null" }],
  mariadb: ["ApiDataSourceMariaDB", "MariaDBConfig", { db: "str", host: "str<128", password: "secret", port: "int=3306", user: "str" }],
  microsoft_fabric: ["ApiDataSourceMicrosoftFabric", "MicrosoftFabricConfig", { client_id: "str", client_secret: "secret", dbname: "str", host: "str<128", session_script: "str|null=null", tenant_id: "str" }],
  mongodb: ["ApiDataSourceMongoDB", "MongoDBConfig", { auth_source: "str|null=\"admin\"", connect_timeout_ms: "int=60000", database: "str", host: "str<128", password: "secret", port: "int=27017", server_selection_timeout_ms: "int=60000", socket_timeout_ms: "int=300000", username: "str" }],
  mssql: ["ApiDataSourceMSSQL", "MSSQLConfig", { always_on: "bool=false", dbname: "str|null=null", host: "str<128", password: "secret|null=null", port: "int=1433", require_encryption: "bool=true", session_script: "str|null=null", trust_server_certificate: "bool=true", user: "str=\"DATAFOLD\"" }],
  mysql: ["ApiDataSourceMySQL", "MySQLConfig", { db: "str", host: "str<128", password: "secret", port: "int=3306", user: "str" }],
  netezza: ["ApiDataSourceNetezza", "NetezzaConfig", { database: "str<128", host: "str<128", password: "secret|null=null", port: "int=5480", tls: "bool=true", username: "str|null=null" }],
  oracle: ["ApiDataSourceOracle", "OracleConfig", { database: "str|null=null", database_type: "enum(service|sid)|null=null", ewallet_password: "secret|null=null", ewallet_pem_file: "secret|null=null", ewallet_pkcs12_file: "secret|null=null", ewallet_type: "enum(x509|pkcs12)|null=null", host: "str<128", password: "secret|null=null", port: "int|null=null", session_script: "str|null=null", ssl: "bool=false", ssl_server_dn: "str|null=null", user: "str=\"DATAFOLD\"" }],
  pg: ["ApiDataSourcePostgres", "PostgreSQLConfig", { dbname: "str", host: "str<128", password: "secret|null=null", port: "int=5432", role: "str|null=null", rootcert: "secret|null=null", sslmode: "enum(prefer|require|verify-ca|verify-full)=\"prefer\"", user: "str" }],
  postgres_aurora: ["ApiDataSourcePostgresAurora", "PostgreSQLAuroraConfig", { aws_access_key_id: "str|null=null", aws_cloudwatch_log_group: "str|null=null", aws_region: "str|null=null", aws_secret_access_key: "secret|null=null", dbname: "str", host: "str<128", keep_alive: "int|null=null", password: "secret|null=null", port: "int=5432", role: "str|null=null", rootcert: "secret|null=null", sslmode: "enum(prefer|require|verify-ca|verify-full)=\"prefer\"", user: "str" }],
  postgres_aws_rds: ["ApiDataSourcePostgresRds", "PostgreSQLAuroraConfig", { aws_access_key_id: "str|null=null", aws_cloudwatch_log_group: "str|null=null", aws_region: "str|null=null", aws_secret_access_key: "secret|null=null", dbname: "str", host: "str<128", keep_alive: "int|null=null", password: "secret|null=null", port: "int=5432", role: "str|null=null", rootcert: "secret|null=null", sslmode: "enum(prefer|require|verify-ca|verify-full)=\"prefer\"", user: "str" }],
  redshift: ["ApiDataSourceRedshift", "RedshiftConfig", { adhoc_query_group: "str=\"default\"", dbname: "str", host: "str<128", password: "secret|null=null", port: "int=5432", role: "str|null=null", rootcert: "secret|null=null", scheduled_query_group: "str=\"default\"", sslmode: "enum(prefer|require|verify-ca|verify-full)=\"prefer\"", user: "str" }],
  sap_hana: ["ApiDataSourceSapHana", "SapHanaConfig", { host: "str<128", password: "secret", port: "int=443", user: "str=\"DATAFOLD\"" }],
  snowflake: ["ApiDataSourceSnowflake", "SnowflakeConfig", { account: "str<128", authMethod: "enum(password|keypair|azure_entra)|null=null", azure_client_id: "str|null=null", azure_client_secret: "secret|null=null", azure_scope: "str|null=null", azure_tenant_id: "str|null=null", data_source_id: "int|null=null", default_db: "str=\"\"", default_schema: "str=\"PUBLIC\"", keyPairFile: "secret|null=null", metadata_database: "str=\"SNOWFLAKE\"", oauth_dwh_client_id: "str|null=null", oauth_dwh_client_secret: "secret|null=null", password: "secret|null=null", port: "int|null=443", quoted_identifiers_ignore_case: "bool=false", region: "str|null=null", role: "str=\"\"", sql_variables: "str|null=null", user: "str=\"DATAFOLD\"", user_id: "int|null=null", warehouse: "str=\"\"" }],
  starburst: ["ApiDataSourceStarburst", "StarburstConfig", { host: "str<128", password: "secret|null=null", port: "int=443", tls: "bool=true", token: "secret|null=null", username: "str|null=null" }],
  teradata: ["ApiDataSourceTeradata", "TeradataConfig", { database: "str", host: "str<128", password: "secret", port: "int|null=null", user: "str=\"DATAFOLD\"" }],
  trino: ["ApiDataSourceTrino", "TrinoConfig", { dbname: "str", hive_timestamp_precision: "intenum(3|6|9)|null=null", host: "str<128", password: "secret|null=null", port: "int=8080", ssl_verification: "enum(full|none|ca)=\"full\"", tls: "bool=true", user: "str" }],
  vertica: ["ApiDataSourceVertica", "VerticaConfig", { dbname: "str", host: "str<128", password: "secret|null=null", port: "int=5433", role: "str|null=null", sslmode: "enum(prefer|require|verify-ca|verify-full)=\"prefer\"", user: "str" }],
};

/** The tags, in the vendor's order. */
export const DATA_SOURCE_TYPES = Object.keys(CONFIGS);

/** The options of a type that are credentials: stored and shown masked, as pydantic shows a `SecretStr`. */
export function secretOptions(type: string): string[] {
  return Object.entries(CONFIGS[type]?.[2] ?? {})
    .filter(([, spec]) => spec.startsWith("secret"))
    .map(([name]) => name);
}

/** A `str` with `max_length`. */
function maxString(maxLength: number): Reader<string> {
  return (validator: FastApiValidator, loc: Loc, input: unknown) => {
    const value = str(validator, loc, input);
    if (value === undefined || value.length <= maxLength) return value;
    return void validator.add({ type: "string_too_long", loc: [...loc], msg: `String should have at most ${maxLength} characters`, input, ctx: { max_length: maxLength } });
  };
}

/** A `Literal[3, 6, 9]` of integers. */
function intLiteral(values: readonly number[]): Reader<number> {
  const expected = values.length <= 1 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;
  return (validator, loc, input) => {
    if (typeof input === "number" && values.includes(input)) return input;
    return void validator.add({ type: "literal_error", loc: [...loc], msg: `Input should be ${expected}`, input, ctx: { expected } });
  };
}

const SPEC = /^(str|int|bool|secret|enum\(([^)]*)\)|intenum\(([^)]*)\))(?:<(\d+))?(\|null)?(?:=(.*))?$/;

/** One option's field, read from its spec. */
function optionField(spec: string): Field {
  const match = SPEC.exec(spec);
  if (match === null) throw new Error(`data-source-configs.ts: unreadable spec "${spec}"`);
  const [, head = "", enumValues, intValues, max, orNull, fallback] = match;
  let read: Reader =
    enumValues !== undefined
      ? enumOf(enumValues.split("|"))
      : intValues !== undefined
        ? intLiteral(intValues.split("|").map(Number))
        : head === "int"
          ? int
          : head === "bool"
            ? bool
            : max !== undefined
              ? maxString(Number(max))
              : str;
  if (orNull !== undefined) read = nullable(read);
  return fallback === undefined ? required(read) : optional(read, JSON.parse(fallback) as unknown);
}

/** The fields every `ApiDataSource<Kind>` has besides `type`, `name` and `options`, as the vendor declares them. */
const COMMON: Readonly<Record<string, Field>> = {
  accessible: optional(bool, true),
  catalog_exclude_list: optional(nullable(str)),
  catalog_include_list: optional(nullable(str)),
  created_from: optional(nullable(str)),
  data_retention_days: optional(nullable(int)),
  disable_profiling: optional(nullable(bool), false),
  disable_schema_indexing: optional(nullable(bool), false),
  float_tolerance: optional(nullable(float), 0.0),
  group_ids: optional(nullable(list(int))),
  groups: optional(nullable(dict(bool))),
  hidden: optional(nullable(bool), false),
  id: optional(nullable(int)),
  is_paused: optional(nullable(bool), false),
  last_test: optional(anyValue),
  lineage_schedule: optional(nullable(str)),
  max_allowed_connections: optional(nullable(int)),
  oauth_dwh_active: optional(nullable(bool)),
  profile_exclude_list: optional(nullable(str)),
  profile_include_list: optional(nullable(str)),
  profile_schedule: optional(nullable(str)),
  queue_name: optional(nullable(str)),
  scheduled_queue_name: optional(nullable(str)),
  schema_indexing_schedule: optional(nullable(str)),
  schema_max_age_s: optional(nullable(int)),
  secret_id: optional(nullable(int)),
  source: optional(nullable(str)),
  temp_schema: optional(nullable(str)),
  view_only: optional(nullable(bool), false),
};

/** The `*Config` model of a type. */
export function configModel(type: string): ModelReader {
  const [, config, options] = CONFIGS[type]!;
  return model(config, Object.fromEntries(Object.entries(options).map(([name, spec]) => [name, optionField(spec)])));
}

/** `ApiDataSourceForm`: the member of the body's `type`, errors under `[..., type, ...]`. */
export const DATA_SOURCE_FORM: Reader<Record<string, unknown>> = tagged(
  "type",
  Object.fromEntries(
    DATA_SOURCE_TYPES.map((type) => [
      type,
      model(CONFIGS[type]![0], { ...COMMON, type: required(literal(type)), name: required(str), options: optional(nullable(configModel(type))) }),
    ]),
  ),
);
