// Generated from src/provider/data-sources/data-source-inputs.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";

/** The options of a `athena` data source (the vendor's `AwsAthenaConfig`), in camelCase. */
export interface DataSourceAthenaOptions {
  /** Aws Access Key Id: the vendor's `aws_access_key_id`. Required. */
  readonly awsAccessKeyId: string;
  /**
   * Aws Secret Access Key: the vendor's `aws_secret_access_key`. A credential: secret in state,
   * never shown by GET, so never compared on refresh. Required.
   */
  readonly awsSecretAccessKey: string;
  /** Catalog: the vendor's `catalog`. Default "awsdatacatalog". */
  readonly catalog?: string;
  /** Database: the vendor's `database`. Default "default". */
  readonly database?: string;
  /** Region: the vendor's `region`. Required. */
  readonly region: string;
  /** S3 Staging Dir: the vendor's `s3_staging_dir`. Required. */
  readonly s3StagingDir: string;
}

/** The options of a `aws_s3` data source (the vendor's `AWSS3Config`), in camelCase. */
export interface DataSourceAwsS3Options {
  /** Bucket Name: the vendor's `bucket_name`. Required. */
  readonly bucketName: string;
  /** Key Id: the vendor's `key_id`. Required. */
  readonly keyId: string;
  /** Materialize Max Rows: the vendor's `materialize_max_rows`. */
  readonly materializeMaxRows?: number;
  /** Materialize Path: the vendor's `materialize_path`. */
  readonly materializePath?: string;
  /** Region: the vendor's `region`. Required. */
  readonly region: string;
  /**
   * Secret: the vendor's `secret`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly secret?: string;
}

/**
 * The options of a `files_azure_datalake` data source (the vendor's `AzureDataLakeConfig`), in
 * camelCase.
 */
export interface DataSourceAzureDataLakeOptions {
  /** Account Name: the vendor's `account_name`. Required. */
  readonly accountName: string;
  /** Client Id: the vendor's `client_id`. Required. */
  readonly clientId: string;
  /**
   * Client Secret: the vendor's `client_secret`. A credential: secret in state, never shown by GET,
   * so never compared on refresh.
   */
  readonly clientSecret?: string;
  /** Materialize Max Rows: the vendor's `materialize_max_rows`. */
  readonly materializeMaxRows?: number;
  /** Materialize Path: the vendor's `materialize_path`. */
  readonly materializePath?: string;
  /** Tenant Id: the vendor's `tenant_id`. Required. */
  readonly tenantId: string;
}

/** The options of a `azure_synapse` data source (the vendor's `MSSQLConfig`), in camelCase. */
export interface DataSourceAzureSynapseOptions {
  /** Always On: the vendor's `always_on`. Default false. */
  readonly alwaysOn?: boolean;
  /** Dbname: the vendor's `dbname`. */
  readonly dbname?: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 1433. */
  readonly port?: number;
  /** Require Encryption: the vendor's `require_encryption`. Default true. */
  readonly requireEncryption?: boolean;
  /** Init script: the vendor's `session_script`. */
  readonly sessionScript?: string;
  /** Trust Server Certificate: the vendor's `trust_server_certificate`. Default true. */
  readonly trustServerCertificate?: boolean;
  /** User: the vendor's `user`. Default "DATAFOLD". */
  readonly user?: string;
}

/** The options of a `bigquery` data source (the vendor's `BigQueryConfig`), in camelCase. */
export interface DataSourceBigQueryOptions {
  /** List of extra projects to index (one per line): the vendor's `extraProjectsToIndex`. */
  readonly extraProjectsToIndex?: string;
  /**
   * JSON Key File: the vendor's `jsonKeyFile`. A credential: secret in state, never shown by GET,
   * so never compared on refresh. Required.
   */
  readonly jsonKeyFile: string;
  /**
   * JSON OAuth Key File: the vendor's `jsonOAuthKeyFile`. A credential: secret in state, never
   * shown by GET, so never compared on refresh.
   */
  readonly jsonOAuthKeyFile?: string;
  /** Processing Location: the vendor's `location`. Default "US". */
  readonly location?: string;
  /** Project ID: the vendor's `projectId`. Required. */
  readonly projectId: string;
  /** Scanned Data Limit (MB): the vendor's `totalMBytesProcessedLimit`. */
  readonly totalMBytesProcessedLimit?: number;
  /** Use Standard SQL: the vendor's `useStandardSql`. Default true. */
  readonly useStandardSql?: boolean;
  /** UDF Source URIs: the vendor's `userDefinedFunctionResourceUri`. */
  readonly userDefinedFunctionResourceUri?: string;
}

/** The options of a `databricks` data source (the vendor's `DatabricksConfig`), in camelCase. */
export interface DataSourceDatabricksOptions {
  /** Auth Method: the vendor's `auth_method`. */
  readonly authMethod?: "pat" | "m2m_oauth" | "azure_entra";
  /** Azure Client Id: the vendor's `azure_client_id`. */
  readonly azureClientId?: string;
  /**
   * Azure Client Secret: the vendor's `azure_client_secret`. A credential: secret in state, never
   * shown by GET, so never compared on refresh.
   */
  readonly azureClientSecret?: string;
  /** Azure Scope: the vendor's `azure_scope`. */
  readonly azureScope?: string;
  /** Azure Tenant Id: the vendor's `azure_tenant_id`. */
  readonly azureTenantId?: string;
  /** Database: the vendor's `database`. */
  readonly database?: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Access Token: the vendor's `http_password`. A credential: secret in state, never shown by GET,
   * so never compared on refresh.
   */
  readonly httpPassword?: string;
  /** HTTP Path: the vendor's `http_path`. Default "". */
  readonly httpPath?: string;
  /** M2M Client Id: the vendor's `m2m_client_id`. */
  readonly m2mClientId?: string;
  /**
   * Client Secret: the vendor's `m2m_client_secret`. A credential: secret in state, never shown by
   * GET, so never compared on refresh.
   */
  readonly m2mClientSecret?: string;
  /** Oauth Dwh Client Id: the vendor's `oauth_dwh_client_id`. */
  readonly oauthDwhClientId?: string;
  /**
   * Oauth Dwh Client Secret: the vendor's `oauth_dwh_client_secret`. A credential: secret in state,
   * never shown by GET, so never compared on refresh.
   */
  readonly oauthDwhClientSecret?: string;
}

/** The options of a `db2` data source (the vendor's `DB2Config`), in camelCase. */
export interface DataSourceDb2Options {
  /** Connection Timeout: the vendor's `connection_timeout`. Default 30. */
  readonly connectionTimeout?: number;
  /** Current Schema: the vendor's `current_schema`. */
  readonly currentSchema?: string;
  /** Dbname: the vendor's `dbname`. Required. */
  readonly dbname: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh. Required.
   */
  readonly password: string;
  /** Pool Size: the vendor's `pool_size`. Default 1. */
  readonly poolSize?: number;
  /** Port: the vendor's `port`. Default 50000. */
  readonly port?: number;
  /** Ssl: the vendor's `ssl`. Default false. */
  readonly ssl?: boolean;
  /**
   * Ssl Certificate: the vendor's `ssl_certificate`. A credential: secret in state, never shown by
   * GET, so never compared on refresh.
   */
  readonly sslCertificate?: string;
  /** User: the vendor's `user`. Required. */
  readonly user: string;
}

/** The options of a `dremio` data source (the vendor's `DremioConfig`), in camelCase. */
export interface DataSourceDremioOptions {
  /** Certificate check: the vendor's `certcheck`. Default "dremio-cloud". */
  readonly certcheck?: "disable" | "dremio-cloud" | "customcert";
  /**
   * Custom certificate: the vendor's `customcert`. A credential: secret in state, never shown by
   * GET, so never compared on refresh.
   */
  readonly customcert?: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 443. */
  readonly port?: number;
  /** Project id: the vendor's `project_id`. */
  readonly projectId?: string;
  /** Role (case sensitive): the vendor's `role`. */
  readonly role?: string;
  /** Encryption: the vendor's `tls`. Default false. */
  readonly tls?: boolean;
  /**
   * Token: the vendor's `token`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly token?: string;
  /** User ID (optional): the vendor's `username`. */
  readonly username?: string;
  /** Temporary schema for views: the vendor's `view_temp_schema`. */
  readonly viewTempSchema?: string;
}

/** The options of a `duckdb` data source (the vendor's `DuckDBConfig`), in camelCase. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DataSourceDuckDbOptions {
}

/** The options of a `google_cloud_storage` data source (the vendor's `GCSConfig`), in camelCase. */
export interface DataSourceGoogleCloudStorageOptions {
  /** Bucket Name: the vendor's `bucket_name`. Required. */
  readonly bucketName: string;
  /** Bucket Region: the vendor's `bucket_region`. Required. */
  readonly bucketRegion: string;
  /**
   * JSON Key File: the vendor's `jsonKeyFile`. A credential: secret in state, never shown by GET,
   * so never compared on refresh. Required.
   */
  readonly jsonKeyFile: string;
  /** Materialize Max Rows: the vendor's `materialize_max_rows`. */
  readonly materializeMaxRows?: number;
  /** Materialize Path: the vendor's `materialize_path`. */
  readonly materializePath?: string;
}

/** The options of a `mariadb` data source (the vendor's `MariaDBConfig`), in camelCase. */
export interface DataSourceMariaDbOptions {
  /** Database name: the vendor's `db`. Required. */
  readonly db: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh. Required.
   */
  readonly password: string;
  /** Port: the vendor's `port`. Default 3306. */
  readonly port?: number;
  /** User: the vendor's `user`. Required. */
  readonly user: string;
}

/**
 * The options of a `microsoft_fabric` data source (the vendor's `MicrosoftFabricConfig`), in
 * camelCase.
 */
export interface DataSourceMicrosoftFabricOptions {
  /** Application (Client) ID: the vendor's `client_id`. Required. */
  readonly clientId: string;
  /**
   * Client Secret: the vendor's `client_secret`. A credential: secret in state, never shown by GET,
   * so never compared on refresh. Required.
   */
  readonly clientSecret: string;
  /** Dbname: the vendor's `dbname`. Required. */
  readonly dbname: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /** Init script: the vendor's `session_script`. */
  readonly sessionScript?: string;
  /** Tenant ID: the vendor's `tenant_id`. Required. */
  readonly tenantId: string;
}

/** The options of a `mongodb` data source (the vendor's `MongoDBConfig`), in camelCase. */
export interface DataSourceMongoDbOptions {
  /** Auth Source: the vendor's `auth_source`. Default "admin". */
  readonly authSource?: string;
  /** Connect Timeout Ms: the vendor's `connect_timeout_ms`. Default 60000. */
  readonly connectTimeoutMs?: number;
  /** Database: the vendor's `database`. Required. */
  readonly database: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh. Required.
   */
  readonly password: string;
  /** Port: the vendor's `port`. Default 27017. */
  readonly port?: number;
  /** Server Selection Timeout Ms: the vendor's `server_selection_timeout_ms`. Default 60000. */
  readonly serverSelectionTimeoutMs?: number;
  /** Socket Timeout Ms: the vendor's `socket_timeout_ms`. Default 300000. */
  readonly socketTimeoutMs?: number;
  /** Username: the vendor's `username`. Required. */
  readonly username: string;
}

/** The options of a `mssql` data source (the vendor's `MSSQLConfig`), in camelCase. */
export interface DataSourceMssqlOptions {
  /** Always On: the vendor's `always_on`. Default false. */
  readonly alwaysOn?: boolean;
  /** Dbname: the vendor's `dbname`. */
  readonly dbname?: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 1433. */
  readonly port?: number;
  /** Require Encryption: the vendor's `require_encryption`. Default true. */
  readonly requireEncryption?: boolean;
  /** Init script: the vendor's `session_script`. */
  readonly sessionScript?: string;
  /** Trust Server Certificate: the vendor's `trust_server_certificate`. Default true. */
  readonly trustServerCertificate?: boolean;
  /** User: the vendor's `user`. Default "DATAFOLD". */
  readonly user?: string;
}

/** The options of a `mysql` data source (the vendor's `MySQLConfig`), in camelCase. */
export interface DataSourceMySqlOptions {
  /** Database name: the vendor's `db`. Required. */
  readonly db: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh. Required.
   */
  readonly password: string;
  /** Port: the vendor's `port`. Default 3306. */
  readonly port?: number;
  /** User: the vendor's `user`. Required. */
  readonly user: string;
}

/** The options of a `netezza` data source (the vendor's `NetezzaConfig`), in camelCase. */
export interface DataSourceNetezzaOptions {
  /** Database: the vendor's `database`. Required. */
  readonly database: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 5480. */
  readonly port?: number;
  /** Encryption: the vendor's `tls`. Default true. */
  readonly tls?: boolean;
  /** User ID (optional): the vendor's `username`. */
  readonly username?: string;
}

/** The options of a `oracle` data source (the vendor's `OracleConfig`), in camelCase. */
export interface DataSourceOracleOptions {
  /** Database: the vendor's `database`. */
  readonly database?: string;
  /** Database Type: the vendor's `database_type`. */
  readonly databaseType?: "service" | "sid";
  /**
   * EWallet password: the vendor's `ewallet_password`. A credential: secret in state, never shown
   * by GET, so never compared on refresh.
   */
  readonly ewalletPassword?: string;
  /**
   * EWallet PEM: the vendor's `ewallet_pem_file`. A credential: secret in state, never shown by
   * GET, so never compared on refresh.
   */
  readonly ewalletPemFile?: string;
  /**
   * EWallet PKCS12: the vendor's `ewallet_pkcs12_file`. A credential: secret in state, never shown
   * by GET, so never compared on refresh.
   */
  readonly ewalletPkcs12File?: string;
  /** Ewallet Type: the vendor's `ewallet_type`. */
  readonly ewalletType?: "x509" | "pkcs12";
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. */
  readonly port?: number;
  /** Init script: the vendor's `session_script`. */
  readonly sessionScript?: string;
  /** Ssl: the vendor's `ssl`. Default false. */
  readonly ssl?: boolean;
  /** Server's SSL DN: the vendor's `ssl_server_dn`. */
  readonly sslServerDn?: string;
  /** User: the vendor's `user`. Default "DATAFOLD". */
  readonly user?: string;
}

/** The options of a `pg` data source (the vendor's `PostgreSQLConfig`), in camelCase. */
export interface DataSourcePostgresOptions {
  /** Database Name: the vendor's `dbname`. Required. */
  readonly dbname: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 5432. */
  readonly port?: number;
  /** Role (case sensitive): the vendor's `role`. */
  readonly role?: string;
  /**
   * Root certificate: the vendor's `rootcert`. A credential: secret in state, never shown by GET,
   * so never compared on refresh.
   */
  readonly rootcert?: string;
  /** SSL Mode: the vendor's `sslmode`. Default "prefer". */
  readonly sslmode?: "prefer" | "require" | "verify-ca" | "verify-full";
  /** User: the vendor's `user`. Required. */
  readonly user: string;
}

/**
 * The options of a `postgres_aurora` data source (the vendor's `PostgreSQLAuroraConfig`), in
 * camelCase.
 */
export interface DataSourcePostgresAuroraOptions {
  /** AWS Access Key: the vendor's `aws_access_key_id`. */
  readonly awsAccessKeyId?: string;
  /** Cloudwatch Postgres Log Group: the vendor's `aws_cloudwatch_log_group`. */
  readonly awsCloudwatchLogGroup?: string;
  /** AWS Region: the vendor's `aws_region`. */
  readonly awsRegion?: string;
  /**
   * AWS Secret: the vendor's `aws_secret_access_key`. A credential: secret in state, never shown by
   * GET, so never compared on refresh.
   */
  readonly awsSecretAccessKey?: string;
  /** Database Name: the vendor's `dbname`. Required. */
  readonly dbname: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /** Keep Alive timeout in seconds, leave empty to disable: the vendor's `keep_alive`. */
  readonly keepAlive?: number;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 5432. */
  readonly port?: number;
  /** Role (case sensitive): the vendor's `role`. */
  readonly role?: string;
  /**
   * Root certificate: the vendor's `rootcert`. A credential: secret in state, never shown by GET,
   * so never compared on refresh.
   */
  readonly rootcert?: string;
  /** SSL Mode: the vendor's `sslmode`. Default "prefer". */
  readonly sslmode?: "prefer" | "require" | "verify-ca" | "verify-full";
  /** User: the vendor's `user`. Required. */
  readonly user: string;
}

/**
 * The options of a `postgres_aws_rds` data source (the vendor's `PostgreSQLAuroraConfig`), in
 * camelCase.
 */
export interface DataSourcePostgresRdsOptions {
  /** AWS Access Key: the vendor's `aws_access_key_id`. */
  readonly awsAccessKeyId?: string;
  /** Cloudwatch Postgres Log Group: the vendor's `aws_cloudwatch_log_group`. */
  readonly awsCloudwatchLogGroup?: string;
  /** AWS Region: the vendor's `aws_region`. */
  readonly awsRegion?: string;
  /**
   * AWS Secret: the vendor's `aws_secret_access_key`. A credential: secret in state, never shown by
   * GET, so never compared on refresh.
   */
  readonly awsSecretAccessKey?: string;
  /** Database Name: the vendor's `dbname`. Required. */
  readonly dbname: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /** Keep Alive timeout in seconds, leave empty to disable: the vendor's `keep_alive`. */
  readonly keepAlive?: number;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 5432. */
  readonly port?: number;
  /** Role (case sensitive): the vendor's `role`. */
  readonly role?: string;
  /**
   * Root certificate: the vendor's `rootcert`. A credential: secret in state, never shown by GET,
   * so never compared on refresh.
   */
  readonly rootcert?: string;
  /** SSL Mode: the vendor's `sslmode`. Default "prefer". */
  readonly sslmode?: "prefer" | "require" | "verify-ca" | "verify-full";
  /** User: the vendor's `user`. Required. */
  readonly user: string;
}

/** The options of a `redshift` data source (the vendor's `RedshiftConfig`), in camelCase. */
export interface DataSourceRedshiftOptions {
  /** Query Group for Adhoc Queries: the vendor's `adhoc_query_group`. Default "default". */
  readonly adhocQueryGroup?: string;
  /** Database Name: the vendor's `dbname`. Required. */
  readonly dbname: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 5432. */
  readonly port?: number;
  /** Role (case sensitive): the vendor's `role`. */
  readonly role?: string;
  /**
   * Root certificate: the vendor's `rootcert`. A credential: secret in state, never shown by GET,
   * so never compared on refresh.
   */
  readonly rootcert?: string;
  /** Query Group for Scheduled Queries: the vendor's `scheduled_query_group`. Default "default". */
  readonly scheduledQueryGroup?: string;
  /** SSL Mode: the vendor's `sslmode`. Default "prefer". */
  readonly sslmode?: "prefer" | "require" | "verify-ca" | "verify-full";
  /** User: the vendor's `user`. Required. */
  readonly user: string;
}

/** The options of a `sap_hana` data source (the vendor's `SapHanaConfig`), in camelCase. */
export interface DataSourceSapHanaOptions {
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh. Required.
   */
  readonly password: string;
  /** Port: the vendor's `port`. Default 443. */
  readonly port?: number;
  /** User: the vendor's `user`. Default "DATAFOLD". */
  readonly user?: string;
}

/** The options of a `snowflake` data source (the vendor's `SnowflakeConfig`), in camelCase. */
export interface DataSourceSnowflakeOptions {
  /** Account: the vendor's `account`. Required. */
  readonly account: string;
  /** Authmethod: the vendor's `authMethod`. */
  readonly authMethod?: "password" | "keypair" | "azure_entra";
  /** Azure Client Id: the vendor's `azure_client_id`. */
  readonly azureClientId?: string;
  /**
   * Azure Client Secret: the vendor's `azure_client_secret`. A credential: secret in state, never
   * shown by GET, so never compared on refresh.
   */
  readonly azureClientSecret?: string;
  /** Azure Scope: the vendor's `azure_scope`. */
  readonly azureScope?: string;
  /** Azure Tenant Id: the vendor's `azure_tenant_id`. */
  readonly azureTenantId?: string;
  /** Default DB (case sensitive): the vendor's `default_db`. Default "". */
  readonly defaultDb?: string;
  /** Default schema (case sensitive): the vendor's `default_schema`. Default "PUBLIC". */
  readonly defaultSchema?: string;
  /**
   * Key Pair file (private-key): the vendor's `keyPairFile`. A credential: secret in state, never
   * shown by GET, so never compared on refresh.
   */
  readonly keyPairFile?: string;
  /**
   * Database containing metadata (usually SNOWFLAKE): the vendor's `metadata_database`. Default
   * "SNOWFLAKE".
   */
  readonly metadataDatabase?: string;
  /** Oauth Dwh Client Id: the vendor's `oauth_dwh_client_id`. */
  readonly oauthDwhClientId?: string;
  /**
   * Oauth Dwh Client Secret: the vendor's `oauth_dwh_client_secret`. A credential: secret in state,
   * never shown by GET, so never compared on refresh.
   */
  readonly oauthDwhClientSecret?: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 443. */
  readonly port?: number;
  /**
   * Set QUOTED_IDENTIFIERS_IGNORE_CASE session parameter: the vendor's
   * `quoted_identifiers_ignore_case`. Default false.
   */
  readonly quotedIdentifiersIgnoreCase?: boolean;
  /** Region: the vendor's `region`. */
  readonly region?: string;
  /** Role (case sensitive): the vendor's `role`. Default "". */
  readonly role?: string;
  /** Session variables applied at every connection.: the vendor's `sql_variables`. */
  readonly sqlVariables?: string;
  /** User: the vendor's `user`. Default "DATAFOLD". */
  readonly user?: string;
  /** Warehouse (case sensitive): the vendor's `warehouse`. Default "". */
  readonly warehouse?: string;
}

/** The options of a `starburst` data source (the vendor's `StarburstConfig`), in camelCase. */
export interface DataSourceStarburstOptions {
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 443. */
  readonly port?: number;
  /** Encryption: the vendor's `tls`. Default true. */
  readonly tls?: boolean;
  /**
   * Token: the vendor's `token`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly token?: string;
  /** User ID (optional): the vendor's `username`. */
  readonly username?: string;
}

/** The options of a `teradata` data source (the vendor's `TeradataConfig`), in camelCase. */
export interface DataSourceTeradataOptions {
  /** Database: the vendor's `database`. Required. */
  readonly database: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh. Required.
   */
  readonly password: string;
  /** Port: the vendor's `port`. */
  readonly port?: number;
  /** User: the vendor's `user`. Default "DATAFOLD". */
  readonly user?: string;
}

/** The options of a `trino` data source (the vendor's `TrinoConfig`), in camelCase. */
export interface DataSourceTrinoOptions {
  /** Catalog Name: the vendor's `dbname`. Required. */
  readonly dbname: string;
  /** Hive Timestamp Precision: the vendor's `hive_timestamp_precision`. */
  readonly hiveTimestampPrecision?: 3 | 6 | 9;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 8080. */
  readonly port?: number;
  /** SSL Verification: the vendor's `ssl_verification`. Default "full". */
  readonly sslVerification?: "full" | "none" | "ca";
  /** Encryption: the vendor's `tls`. Default true. */
  readonly tls?: boolean;
  /** User: the vendor's `user`. Required. */
  readonly user: string;
}

/** The options of a `vertica` data source (the vendor's `VerticaConfig`), in camelCase. */
export interface DataSourceVerticaOptions {
  /** Database Name: the vendor's `dbname`. Required. */
  readonly dbname: string;
  /** Host: the vendor's `host`. Required. */
  readonly host: string;
  /**
   * Password: the vendor's `password`. A credential: secret in state, never shown by GET, so never
   * compared on refresh.
   */
  readonly password?: string;
  /** Port: the vendor's `port`. Default 5433. */
  readonly port?: number;
  /** Role (case sensitive): the vendor's `role`. */
  readonly role?: string;
  /** SSL Mode: the vendor's `sslmode`. Default "prefer". */
  readonly sslmode?: "prefer" | "require" | "verify-ca" | "verify-full";
  /** User: the vendor's `user`. Required. */
  readonly user: string;
}

/** The inputs of a {@link DataSource}, each as a program may give it. */
export interface DataSourceInputFields {
  /**
   * The data source's name, as the app shows it and as `getDataSource({ name })` finds it.
   * Required. Datafold cannot rename it through its API (see `replaceOnChange`).
   */
  readonly name: pulumi.Input<string>;
  /**
   * A `athena` data source's options (the vendor's `AwsAthenaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly athena?: pulumi.Input<{ readonly [K in keyof DataSourceAthenaOptions]: pulumi.Input<DataSourceAthenaOptions[K]> }>;
  /**
   * A `aws_s3` data source's options (the vendor's `AWSS3Config`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly awsS3?: pulumi.Input<{ readonly [K in keyof DataSourceAwsS3Options]: pulumi.Input<DataSourceAwsS3Options[K]> }>;
  /**
   * A `files_azure_datalake` data source's options (the vendor's `AzureDataLakeConfig`). Set
   * exactly one kind block. What GET shows is compared on refresh; credentials are not (GET masks
   * them).
   */
  readonly azureDataLake?: pulumi.Input<{ readonly [K in keyof DataSourceAzureDataLakeOptions]: pulumi.Input<DataSourceAzureDataLakeOptions[K]> }>;
  /**
   * A `azure_synapse` data source's options (the vendor's `MSSQLConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly azureSynapse?: pulumi.Input<{ readonly [K in keyof DataSourceAzureSynapseOptions]: pulumi.Input<DataSourceAzureSynapseOptions[K]> }>;
  /**
   * A `bigquery` data source's options (the vendor's `BigQueryConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly bigQuery?: pulumi.Input<{ readonly [K in keyof DataSourceBigQueryOptions]: pulumi.Input<DataSourceBigQueryOptions[K]> }>;
  /**
   * A `databricks` data source's options (the vendor's `DatabricksConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly databricks?: pulumi.Input<{ readonly [K in keyof DataSourceDatabricksOptions]: pulumi.Input<DataSourceDatabricksOptions[K]> }>;
  /**
   * A `db2` data source's options (the vendor's `DB2Config`). Set exactly one kind block. What GET
   * shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly db2?: pulumi.Input<{ readonly [K in keyof DataSourceDb2Options]: pulumi.Input<DataSourceDb2Options[K]> }>;
  /**
   * A `dremio` data source's options (the vendor's `DremioConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly dremio?: pulumi.Input<{ readonly [K in keyof DataSourceDremioOptions]: pulumi.Input<DataSourceDremioOptions[K]> }>;
  /**
   * A `duckdb` data source's options (the vendor's `DuckDBConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly duckDb?: pulumi.Input<{ readonly [K in keyof DataSourceDuckDbOptions]: pulumi.Input<DataSourceDuckDbOptions[K]> }>;
  /**
   * A `google_cloud_storage` data source's options (the vendor's `GCSConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly googleCloudStorage?: pulumi.Input<{ readonly [K in keyof DataSourceGoogleCloudStorageOptions]: pulumi.Input<DataSourceGoogleCloudStorageOptions[K]> }>;
  /**
   * A `mariadb` data source's options (the vendor's `MariaDBConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mariaDb?: pulumi.Input<{ readonly [K in keyof DataSourceMariaDbOptions]: pulumi.Input<DataSourceMariaDbOptions[K]> }>;
  /**
   * A `microsoft_fabric` data source's options (the vendor's `MicrosoftFabricConfig`). Set exactly
   * one kind block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly microsoftFabric?: pulumi.Input<{ readonly [K in keyof DataSourceMicrosoftFabricOptions]: pulumi.Input<DataSourceMicrosoftFabricOptions[K]> }>;
  /**
   * A `mongodb` data source's options (the vendor's `MongoDBConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mongoDb?: pulumi.Input<{ readonly [K in keyof DataSourceMongoDbOptions]: pulumi.Input<DataSourceMongoDbOptions[K]> }>;
  /**
   * A `mssql` data source's options (the vendor's `MSSQLConfig`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mssql?: pulumi.Input<{ readonly [K in keyof DataSourceMssqlOptions]: pulumi.Input<DataSourceMssqlOptions[K]> }>;
  /**
   * A `mysql` data source's options (the vendor's `MySQLConfig`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mySql?: pulumi.Input<{ readonly [K in keyof DataSourceMySqlOptions]: pulumi.Input<DataSourceMySqlOptions[K]> }>;
  /**
   * A `netezza` data source's options (the vendor's `NetezzaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly netezza?: pulumi.Input<{ readonly [K in keyof DataSourceNetezzaOptions]: pulumi.Input<DataSourceNetezzaOptions[K]> }>;
  /**
   * A `oracle` data source's options (the vendor's `OracleConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly oracle?: pulumi.Input<{ readonly [K in keyof DataSourceOracleOptions]: pulumi.Input<DataSourceOracleOptions[K]> }>;
  /**
   * A `pg` data source's options (the vendor's `PostgreSQLConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly postgres?: pulumi.Input<{ readonly [K in keyof DataSourcePostgresOptions]: pulumi.Input<DataSourcePostgresOptions[K]> }>;
  /**
   * A `postgres_aurora` data source's options (the vendor's `PostgreSQLAuroraConfig`). Set exactly
   * one kind block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly postgresAurora?: pulumi.Input<{ readonly [K in keyof DataSourcePostgresAuroraOptions]: pulumi.Input<DataSourcePostgresAuroraOptions[K]> }>;
  /**
   * A `postgres_aws_rds` data source's options (the vendor's `PostgreSQLAuroraConfig`). Set exactly
   * one kind block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly postgresRds?: pulumi.Input<{ readonly [K in keyof DataSourcePostgresRdsOptions]: pulumi.Input<DataSourcePostgresRdsOptions[K]> }>;
  /**
   * A `redshift` data source's options (the vendor's `RedshiftConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly redshift?: pulumi.Input<{ readonly [K in keyof DataSourceRedshiftOptions]: pulumi.Input<DataSourceRedshiftOptions[K]> }>;
  /**
   * A `sap_hana` data source's options (the vendor's `SapHanaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly sapHana?: pulumi.Input<{ readonly [K in keyof DataSourceSapHanaOptions]: pulumi.Input<DataSourceSapHanaOptions[K]> }>;
  /**
   * A `snowflake` data source's options (the vendor's `SnowflakeConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly snowflake?: pulumi.Input<{ readonly [K in keyof DataSourceSnowflakeOptions]: pulumi.Input<DataSourceSnowflakeOptions[K]> }>;
  /**
   * A `starburst` data source's options (the vendor's `StarburstConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly starburst?: pulumi.Input<{ readonly [K in keyof DataSourceStarburstOptions]: pulumi.Input<DataSourceStarburstOptions[K]> }>;
  /**
   * A `teradata` data source's options (the vendor's `TeradataConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly teradata?: pulumi.Input<{ readonly [K in keyof DataSourceTeradataOptions]: pulumi.Input<DataSourceTeradataOptions[K]> }>;
  /**
   * A `trino` data source's options (the vendor's `TrinoConfig`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly trino?: pulumi.Input<{ readonly [K in keyof DataSourceTrinoOptions]: pulumi.Input<DataSourceTrinoOptions[K]> }>;
  /**
   * A `vertica` data source's options (the vendor's `VerticaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly vertica?: pulumi.Input<{ readonly [K in keyof DataSourceVerticaOptions]: pulumi.Input<DataSourceVerticaOptions[K]> }>;
  /**
   * The schema Datafold writes temporary tables to (`database.schema` where the kind needs it).
   * Left out: the service's default.
   */
  readonly tempSchema?: pulumi.Input<string>;
  /** The ids of the groups whose members may use the data source. */
  readonly groupIds?: pulumi.Input<number[]>;
  /** Hide the data source from the app's lists. */
  readonly hidden?: pulumi.Input<boolean>;
  /** Pause the data source's scheduled work (profiling, indexing, lineage). */
  readonly isPaused?: pulumi.Input<boolean>;
  /** Users may see the data source but run no queries through it. */
  readonly viewOnly?: pulumi.Input<boolean>;
  /** When lineage is collected: a cron expression. */
  readonly lineageSchedule?: pulumi.Input<string>;
  /** When tables are profiled: a cron expression. */
  readonly profileSchedule?: pulumi.Input<string>;
  /** When the schema is indexed: a cron expression. */
  readonly schemaIndexingSchedule?: pulumi.Input<string>;
  /** What the catalog includes: patterns, one a line. */
  readonly catalogIncludeList?: pulumi.Input<string>;
  /** What the catalog leaves out: patterns, one a line. */
  readonly catalogExcludeList?: pulumi.Input<string>;
  /** What the profiler includes: patterns, one a line. */
  readonly profileIncludeList?: pulumi.Input<string>;
  /** What the profiler leaves out: patterns, one a line. */
  readonly profileExcludeList?: pulumi.Input<string>;
  /** How many days results are kept. */
  readonly dataRetentionDays?: pulumi.Input<number>;
  /** Turn profiling off. */
  readonly disableProfiling?: pulumi.Input<boolean>;
  /** Turn schema indexing off. */
  readonly disableSchemaIndexing?: pulumi.Input<boolean>;
  /** The tolerance of float comparisons in data diffs. */
  readonly floatTolerance?: pulumi.Input<number>;
  /** The most connections Datafold opens to it at once. */
  readonly maxAllowedConnections?: pulumi.Input<number>;
  /** How old the indexed schema may be, in seconds. */
  readonly schemaMaxAgeS?: pulumi.Input<number>;
  /**
   * Run the vendor's connection test after create and wait for it (default true). A failed test
   * fails the create with the vendor's message; the data source, which the API cannot delete, is
   * kept in the stack as created with an error, and the next `up` tests it again.
   */
  readonly testConnection?: pulumi.Input<boolean>;
  /**
   * Datafold's API cannot change a data source. Default false: a change of any of its inputs fails
   * at preview, naming it. True: a change creates a new data source instead, and the old one stays
   * in Datafold (delete it in the app: Settings → Data connections).
   */
  readonly replaceOnChange?: pulumi.Input<boolean>;
  /**
   * Adopt a live data source by its id instead of creating one: it must be of the kind set and
   * match the inputs GET can show (credentials cannot be compared). Only read at create.
   */
  readonly adoptDataSourceId?: pulumi.Input<number>;
}

/**
 * The inputs of a {@link DataSource} as its provider's `check` returns them: defaults applied,
 * values resolved.
 */
export interface DataSourceCheckedInputs {
  /**
   * The data source's name, as the app shows it and as `getDataSource({ name })` finds it.
   * Required. Datafold cannot rename it through its API (see `replaceOnChange`).
   */
  readonly name: string;
  /**
   * A `athena` data source's options (the vendor's `AwsAthenaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly athena?: DataSourceAthenaOptions;
  /**
   * A `aws_s3` data source's options (the vendor's `AWSS3Config`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly awsS3?: DataSourceAwsS3Options;
  /**
   * A `files_azure_datalake` data source's options (the vendor's `AzureDataLakeConfig`). Set
   * exactly one kind block. What GET shows is compared on refresh; credentials are not (GET masks
   * them).
   */
  readonly azureDataLake?: DataSourceAzureDataLakeOptions;
  /**
   * A `azure_synapse` data source's options (the vendor's `MSSQLConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly azureSynapse?: DataSourceAzureSynapseOptions;
  /**
   * A `bigquery` data source's options (the vendor's `BigQueryConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly bigQuery?: DataSourceBigQueryOptions;
  /**
   * A `databricks` data source's options (the vendor's `DatabricksConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly databricks?: DataSourceDatabricksOptions;
  /**
   * A `db2` data source's options (the vendor's `DB2Config`). Set exactly one kind block. What GET
   * shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly db2?: DataSourceDb2Options;
  /**
   * A `dremio` data source's options (the vendor's `DremioConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly dremio?: DataSourceDremioOptions;
  /**
   * A `duckdb` data source's options (the vendor's `DuckDBConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly duckDb?: DataSourceDuckDbOptions;
  /**
   * A `google_cloud_storage` data source's options (the vendor's `GCSConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly googleCloudStorage?: DataSourceGoogleCloudStorageOptions;
  /**
   * A `mariadb` data source's options (the vendor's `MariaDBConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mariaDb?: DataSourceMariaDbOptions;
  /**
   * A `microsoft_fabric` data source's options (the vendor's `MicrosoftFabricConfig`). Set exactly
   * one kind block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly microsoftFabric?: DataSourceMicrosoftFabricOptions;
  /**
   * A `mongodb` data source's options (the vendor's `MongoDBConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mongoDb?: DataSourceMongoDbOptions;
  /**
   * A `mssql` data source's options (the vendor's `MSSQLConfig`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mssql?: DataSourceMssqlOptions;
  /**
   * A `mysql` data source's options (the vendor's `MySQLConfig`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mySql?: DataSourceMySqlOptions;
  /**
   * A `netezza` data source's options (the vendor's `NetezzaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly netezza?: DataSourceNetezzaOptions;
  /**
   * A `oracle` data source's options (the vendor's `OracleConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly oracle?: DataSourceOracleOptions;
  /**
   * A `pg` data source's options (the vendor's `PostgreSQLConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly postgres?: DataSourcePostgresOptions;
  /**
   * A `postgres_aurora` data source's options (the vendor's `PostgreSQLAuroraConfig`). Set exactly
   * one kind block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly postgresAurora?: DataSourcePostgresAuroraOptions;
  /**
   * A `postgres_aws_rds` data source's options (the vendor's `PostgreSQLAuroraConfig`). Set exactly
   * one kind block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly postgresRds?: DataSourcePostgresRdsOptions;
  /**
   * A `redshift` data source's options (the vendor's `RedshiftConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly redshift?: DataSourceRedshiftOptions;
  /**
   * A `sap_hana` data source's options (the vendor's `SapHanaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly sapHana?: DataSourceSapHanaOptions;
  /**
   * A `snowflake` data source's options (the vendor's `SnowflakeConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly snowflake?: DataSourceSnowflakeOptions;
  /**
   * A `starburst` data source's options (the vendor's `StarburstConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly starburst?: DataSourceStarburstOptions;
  /**
   * A `teradata` data source's options (the vendor's `TeradataConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly teradata?: DataSourceTeradataOptions;
  /**
   * A `trino` data source's options (the vendor's `TrinoConfig`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly trino?: DataSourceTrinoOptions;
  /**
   * A `vertica` data source's options (the vendor's `VerticaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly vertica?: DataSourceVerticaOptions;
  /**
   * The schema Datafold writes temporary tables to (`database.schema` where the kind needs it).
   * Left out: the service's default.
   */
  readonly tempSchema?: string;
  /** The ids of the groups whose members may use the data source. */
  readonly groupIds?: number[];
  /** Hide the data source from the app's lists. */
  readonly hidden?: boolean;
  /** Pause the data source's scheduled work (profiling, indexing, lineage). */
  readonly isPaused?: boolean;
  /** Users may see the data source but run no queries through it. */
  readonly viewOnly?: boolean;
  /** When lineage is collected: a cron expression. */
  readonly lineageSchedule?: string;
  /** When tables are profiled: a cron expression. */
  readonly profileSchedule?: string;
  /** When the schema is indexed: a cron expression. */
  readonly schemaIndexingSchedule?: string;
  /** What the catalog includes: patterns, one a line. */
  readonly catalogIncludeList?: string;
  /** What the catalog leaves out: patterns, one a line. */
  readonly catalogExcludeList?: string;
  /** What the profiler includes: patterns, one a line. */
  readonly profileIncludeList?: string;
  /** What the profiler leaves out: patterns, one a line. */
  readonly profileExcludeList?: string;
  /** How many days results are kept. */
  readonly dataRetentionDays?: number;
  /** Turn profiling off. */
  readonly disableProfiling?: boolean;
  /** Turn schema indexing off. */
  readonly disableSchemaIndexing?: boolean;
  /** The tolerance of float comparisons in data diffs. */
  readonly floatTolerance?: number;
  /** The most connections Datafold opens to it at once. */
  readonly maxAllowedConnections?: number;
  /** How old the indexed schema may be, in seconds. */
  readonly schemaMaxAgeS?: number;
  /**
   * Run the vendor's connection test after create and wait for it (default true). A failed test
   * fails the create with the vendor's message; the data source, which the API cannot delete, is
   * kept in the stack as created with an error, and the next `up` tests it again.
   */
  readonly testConnection: boolean;
  /**
   * Datafold's API cannot change a data source. Default false: a change of any of its inputs fails
   * at preview, naming it. True: a change creates a new data source instead, and the old one stays
   * in Datafold (delete it in the app: Settings → Data connections).
   */
  readonly replaceOnChange: boolean;
  /**
   * Adopt a live data source by its id instead of creating one: it must be of the kind set and
   * match the inputs GET can show (credentials cannot be compared). Only read at create.
   */
  readonly adoptDataSourceId?: number;
}

/** What a {@link DataSource} reports: its inputs as state holds them, then its outputs. */
export interface DataSourceOutputFields {
  /**
   * The data source's name, as the app shows it and as `getDataSource({ name })` finds it.
   * Required. Datafold cannot rename it through its API (see `replaceOnChange`).
   */
  readonly name: pulumi.Output<string>;
  /**
   * A `athena` data source's options (the vendor's `AwsAthenaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly athena: pulumi.Output<DataSourceAthenaOptions>;
  /**
   * A `aws_s3` data source's options (the vendor's `AWSS3Config`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly awsS3: pulumi.Output<DataSourceAwsS3Options>;
  /**
   * A `files_azure_datalake` data source's options (the vendor's `AzureDataLakeConfig`). Set
   * exactly one kind block. What GET shows is compared on refresh; credentials are not (GET masks
   * them).
   */
  readonly azureDataLake: pulumi.Output<DataSourceAzureDataLakeOptions>;
  /**
   * A `azure_synapse` data source's options (the vendor's `MSSQLConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly azureSynapse: pulumi.Output<DataSourceAzureSynapseOptions>;
  /**
   * A `bigquery` data source's options (the vendor's `BigQueryConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly bigQuery: pulumi.Output<DataSourceBigQueryOptions>;
  /**
   * A `databricks` data source's options (the vendor's `DatabricksConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly databricks: pulumi.Output<DataSourceDatabricksOptions>;
  /**
   * A `db2` data source's options (the vendor's `DB2Config`). Set exactly one kind block. What GET
   * shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly db2: pulumi.Output<DataSourceDb2Options>;
  /**
   * A `dremio` data source's options (the vendor's `DremioConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly dremio: pulumi.Output<DataSourceDremioOptions>;
  /**
   * A `duckdb` data source's options (the vendor's `DuckDBConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly duckDb: pulumi.Output<DataSourceDuckDbOptions>;
  /**
   * A `google_cloud_storage` data source's options (the vendor's `GCSConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly googleCloudStorage: pulumi.Output<DataSourceGoogleCloudStorageOptions>;
  /**
   * A `mariadb` data source's options (the vendor's `MariaDBConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mariaDb: pulumi.Output<DataSourceMariaDbOptions>;
  /**
   * A `microsoft_fabric` data source's options (the vendor's `MicrosoftFabricConfig`). Set exactly
   * one kind block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly microsoftFabric: pulumi.Output<DataSourceMicrosoftFabricOptions>;
  /**
   * A `mongodb` data source's options (the vendor's `MongoDBConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mongoDb: pulumi.Output<DataSourceMongoDbOptions>;
  /**
   * A `mssql` data source's options (the vendor's `MSSQLConfig`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mssql: pulumi.Output<DataSourceMssqlOptions>;
  /**
   * A `mysql` data source's options (the vendor's `MySQLConfig`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly mySql: pulumi.Output<DataSourceMySqlOptions>;
  /**
   * A `netezza` data source's options (the vendor's `NetezzaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly netezza: pulumi.Output<DataSourceNetezzaOptions>;
  /**
   * A `oracle` data source's options (the vendor's `OracleConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly oracle: pulumi.Output<DataSourceOracleOptions>;
  /**
   * A `pg` data source's options (the vendor's `PostgreSQLConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly postgres: pulumi.Output<DataSourcePostgresOptions>;
  /**
   * A `postgres_aurora` data source's options (the vendor's `PostgreSQLAuroraConfig`). Set exactly
   * one kind block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly postgresAurora: pulumi.Output<DataSourcePostgresAuroraOptions>;
  /**
   * A `postgres_aws_rds` data source's options (the vendor's `PostgreSQLAuroraConfig`). Set exactly
   * one kind block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly postgresRds: pulumi.Output<DataSourcePostgresRdsOptions>;
  /**
   * A `redshift` data source's options (the vendor's `RedshiftConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly redshift: pulumi.Output<DataSourceRedshiftOptions>;
  /**
   * A `sap_hana` data source's options (the vendor's `SapHanaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly sapHana: pulumi.Output<DataSourceSapHanaOptions>;
  /**
   * A `snowflake` data source's options (the vendor's `SnowflakeConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly snowflake: pulumi.Output<DataSourceSnowflakeOptions>;
  /**
   * A `starburst` data source's options (the vendor's `StarburstConfig`). Set exactly one kind
   * block. What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly starburst: pulumi.Output<DataSourceStarburstOptions>;
  /**
   * A `teradata` data source's options (the vendor's `TeradataConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly teradata: pulumi.Output<DataSourceTeradataOptions>;
  /**
   * A `trino` data source's options (the vendor's `TrinoConfig`). Set exactly one kind block. What
   * GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly trino: pulumi.Output<DataSourceTrinoOptions>;
  /**
   * A `vertica` data source's options (the vendor's `VerticaConfig`). Set exactly one kind block.
   * What GET shows is compared on refresh; credentials are not (GET masks them).
   */
  readonly vertica: pulumi.Output<DataSourceVerticaOptions>;
  /**
   * The schema Datafold writes temporary tables to (`database.schema` where the kind needs it).
   * Left out: the service's default.
   */
  readonly tempSchema: pulumi.Output<string>;
  /** The ids of the groups whose members may use the data source. */
  readonly groupIds: pulumi.Output<number[]>;
  /** Hide the data source from the app's lists. */
  readonly hidden: pulumi.Output<boolean>;
  /** Pause the data source's scheduled work (profiling, indexing, lineage). */
  readonly isPaused: pulumi.Output<boolean>;
  /** Users may see the data source but run no queries through it. */
  readonly viewOnly: pulumi.Output<boolean>;
  /** When lineage is collected: a cron expression. */
  readonly lineageSchedule: pulumi.Output<string>;
  /** When tables are profiled: a cron expression. */
  readonly profileSchedule: pulumi.Output<string>;
  /** When the schema is indexed: a cron expression. */
  readonly schemaIndexingSchedule: pulumi.Output<string>;
  /** What the catalog includes: patterns, one a line. */
  readonly catalogIncludeList: pulumi.Output<string>;
  /** What the catalog leaves out: patterns, one a line. */
  readonly catalogExcludeList: pulumi.Output<string>;
  /** What the profiler includes: patterns, one a line. */
  readonly profileIncludeList: pulumi.Output<string>;
  /** What the profiler leaves out: patterns, one a line. */
  readonly profileExcludeList: pulumi.Output<string>;
  /** How many days results are kept. */
  readonly dataRetentionDays: pulumi.Output<number>;
  /** Turn profiling off. */
  readonly disableProfiling: pulumi.Output<boolean>;
  /** Turn schema indexing off. */
  readonly disableSchemaIndexing: pulumi.Output<boolean>;
  /** The tolerance of float comparisons in data diffs. */
  readonly floatTolerance: pulumi.Output<number>;
  /** The most connections Datafold opens to it at once. */
  readonly maxAllowedConnections: pulumi.Output<number>;
  /** How old the indexed schema may be, in seconds. */
  readonly schemaMaxAgeS: pulumi.Output<number>;
  /** The `testConnection` input, or true when it was left out. A change updates it in place. */
  readonly testConnection: pulumi.Output<boolean>;
  /** The `replaceOnChange` input, or false when it was left out. A change updates it in place. */
  readonly replaceOnChange: pulumi.Output<boolean>;
  /** The `adoptDataSourceId` input; absent when it was left out. A change updates it in place. */
  readonly adoptDataSourceId: pulumi.Output<number | undefined>;
  /** The data source's id in Datafold: what a monitor's `connectionId` takes. */
  readonly dataSourceId: pulumi.Output<number>;
  /** The kind on the wire: `snowflake`, `pg`, `bigquery`, ... (the vendor's tag). */
  readonly type: pulumi.Output<string>;
  /**
   * `passed` or `failed`: the last connection test this resource ran; `not run` when
   * `testConnection` is false.
   */
  readonly connectionTest: pulumi.Output<"passed" | "failed" | "not run">;
}
