// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { withSecretInputs } from "./secret-inputs";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { DataSourceInputFields, DataSourceOutputFields } from "./generated/data-source";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/data-source";

/** The inputs of a {@link DataSource} (each described where it is defined, src/provider/data-sources/data-source-inputs.ts). */
export type DataSourceArgs = DataSourceInputFields;

/**
 * A Datafold data source: a connection to a warehouse, a database or a bucket, of one of 27
 * kinds. Set exactly one kind block (`snowflake`, `postgres`, `bigQuery`, ...) with its options;
 * credentials (`password`, `jsonKeyFile`, `keyPairFile`, ...) are secrets.
 *
 * - create: POST `/api/v1/data_sources`, then (`testConnection`, default true) the vendor's
 *   connection test, waited for. A failed test fails the `up` with the vendor's message; the data
 *   source, which the API cannot delete, stays in the stack and the next `up` tests it again.
 * - read (refresh): GET `/api/v1/data_sources/{id}`; an edit made in the app shows as drift;
 *   credentials are never compared (GET masks them); gone (404) is dropped from state.
 * - update: the API has none. A change fails at preview naming the input, unless
 *   `replaceOnChange: true` (a new data source is created; the old one stays in Datafold).
 * - delete: the API has none. The data source stays in Datafold, and a warning says where to
 *   delete it (Settings → Data connections).
 *
 * The resource id is the data source's id; `getDataSourceOutput({ name }).id` finds it by name.
 *
 * @example
 * const config = new pulumi.Config();
 * const warehouse = new datafold.DataSource("snowflake-prod", {
 *   name: "snowflake-prod",
 *   snowflake: { account: "acme-eu1", user: "DATAFOLD", password: config.requireSecret("snowflakePassword"), warehouse: "COMPUTE_WH" },
 *   tempSchema: "ANALYTICS.DATAFOLD_TMP",
 * });
 */
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface DataSource extends DataSourceOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class DataSource extends pulumi.dynamic.Resource {
  constructor(name: string, args: DataSourceArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { dataSourceId: undefined, type: undefined, connectionTest: undefined, name: undefined, athena: undefined, awsS3: undefined, azureDataLake: undefined, azureSynapse: undefined, bigQuery: undefined, databricks: undefined, db2: undefined, dremio: undefined, duckDb: undefined, googleCloudStorage: undefined, mariaDb: undefined, microsoftFabric: undefined, mongoDb: undefined, mssql: undefined, mySql: undefined, netezza: undefined, oracle: undefined, postgres: undefined, postgresAurora: undefined, postgresRds: undefined, redshift: undefined, sapHana: undefined, snowflake: undefined, starburst: undefined, teradata: undefined, trino: undefined, vertica: undefined, tempSchema: undefined, groupIds: undefined, hidden: undefined, isPaused: undefined, viewOnly: undefined, lineageSchedule: undefined, profileSchedule: undefined, schemaIndexingSchedule: undefined, catalogIncludeList: undefined, catalogExcludeList: undefined, profileIncludeList: undefined, profileExcludeList: undefined, dataRetentionDays: undefined, disableProfiling: undefined, disableSchemaIndexing: undefined, floatTolerance: undefined, maxAllowedConnections: undefined, schemaMaxAgeS: undefined };
    // Credentials are secrets in state whatever the program passed (src/kit/secret.ts).
    const given = withSecretInputs("DataSource", name, args, [["athena","awsSecretAccessKey"],["awsS3","secret"],["azureDataLake","clientSecret"],["azureSynapse","password"],["bigQuery","jsonKeyFile"],["bigQuery","jsonOAuthKeyFile"],["databricks","azureClientSecret"],["databricks","httpPassword"],["databricks","m2mClientSecret"],["databricks","oauthDwhClientSecret"],["db2","password"],["db2","sslCertificate"],["dremio","customcert"],["dremio","password"],["dremio","token"],["googleCloudStorage","jsonKeyFile"],["mariaDb","password"],["microsoftFabric","clientSecret"],["mongoDb","password"],["mssql","password"],["mySql","password"],["netezza","password"],["oracle","ewalletPassword"],["oracle","ewalletPemFile"],["oracle","ewalletPkcs12File"],["oracle","password"],["postgres","password"],["postgres","rootcert"],["postgresAurora","awsSecretAccessKey"],["postgresAurora","password"],["postgresAurora","rootcert"],["postgresRds","awsSecretAccessKey"],["postgresRds","password"],["postgresRds","rootcert"],["redshift","password"],["redshift","rootcert"],["sapHana","password"],["snowflake","azureClientSecret"],["snowflake","keyPairFile"],["snowflake","oauthDwhClientSecret"],["snowflake","password"],["starburst","password"],["starburst","token"],["teradata","password"],["trino","password"],["vertica","password"]]);
    super(PROVIDER, name, { ...outputs, ...given }, opts, "datafold", "DataSource");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
