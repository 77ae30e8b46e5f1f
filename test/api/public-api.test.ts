/**
 * The public API, pinned: what each entry of the package exports, values and types, as a
 * user's project gets it from an installed copy. A change here is a decision about the API;
 * update the lists on purpose. Also the paths that state written by earlier versions holds:
 * `require("pulumi-datafold/dist/shells/<kind>.js")` must resolve and load for good.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { makeInstalledProject, type InstalledProject } from "../../tools/harness/installed-project";

/** Runtime exports of each entry; every other export must be a type. */
const VALUES: Readonly<Record<string, readonly string[]>> = {
  "pulumi-datafold": [
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "ConnectionTestError",
    "DataDiffFlags",
    "DataDiffMonitor",
    "DataSource",
    "DataTestMonitor",
    "DatafoldError",
    "HttpError",
    "InvalidArgumentError",
    "InvalidConfigurationError",
    "MetricMonitor",
    "MissingConfigurationError",
    "MonitorsFromYaml",
    "NetworkError",
    "NotFoundError",
    "ProxyToken",
    "ProxyTokenRevocation",
    "RateLimitError",
    "ResponseTooLargeError",
    "SchemaChangeMonitor",
    "ServerError",
    "TimeoutError",
    "TooManyPagesError",
    "UnexpectedResponseError",
    "UnresolvedCreateError",
    "ValidationError",
    "getDataSource",
    "getDataSourceOutput",
    "getDataSources",
    "getDataSourcesOutput",
    "getAuditLogs",
    "getAuditLogsOutput",
    "getMonitor",
    "getMonitorOutput",
    "getMonitorRuns",
    "getMonitorRunsOutput",
    "getMonitors",
    "getMonitorsOutput",
    "getProxyTokens",
    "getProxyTokensOutput",
    "getQueryLineage",
    "getQueryLineageOutput",
    "getTopQueries",
    "getTopQueriesOutput",
    "getTransformSummaries",
    "getTransformSummariesOutput",
    // The BI integrations and getBiIntegrations.
    "LookerIntegration",
    "TableauIntegration",
    "PowerBiIntegration",
    "ModeIntegration",
    "HightouchIntegration",
    "DbtIntegration",
    "getBiIntegrations",
    "getBiIntegrationsOutput",
  ],
  "pulumi-datafold/client": [
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "ConnectionTestError",
    "DEFAULT_RETRY_POLICY",
    "DatafoldClient",
    "DatafoldError",
    "HttpError",
    "InvalidArgumentError",
    "InvalidConfigurationError",
    "MissingConfigurationError",
    "NetworkError",
    "NotFoundError",
    "ProxyAdminClient",
    "RateLimitError",
    "ResponseTooLargeError",
    "ServerError",
    "TimeoutError",
    "TooManyPagesError",
    "UnexpectedResponseError",
    "UnresolvedCreateError",
    "ValidationError",
    "createTokenReconciled",
    "uniqueLabel",
  ],
  "pulumi-datafold/policy": ["MONITOR_TYPES", "PLUGIN_MONITOR_TYPES", "PLUGIN_PROXY_TOKEN_TYPE", "PROXY_TOKEN_TYPE", "isMonitor", "isProxyToken", "monitorPolicies", "proxyTokenPolicies"],
  // What every provider shell ever stored in state calls: never remove or rename one.
  "pulumi-datafold/provider": [
    "configure",
    "dataDiffFlags",
    "dataSource",
    "dataDiffMonitor",
    "dataTestMonitor",
    "metricMonitor",
    "proxyToken",
    "proxyTokenRevocation",
    "schemaChangeMonitor",
    // The BI integrations.
    "lookerIntegration",
    "tableauIntegration",
    "powerBiIntegration",
    "modeIntegration",
    "hightouchIntegration",
    "dbtIntegration",
  ],
};

/** Type-only exports of each entry. */
const TYPES: Readonly<Record<string, readonly string[]>> = {
  "pulumi-datafold": [
    "AuditLogInfo",
    "ChainLinkInfo",
    "DataDiffFlagsArgs",
    "DataDiffMonitorAbsoluteTolerance",
    "DataDiffMonitorAlert",
    "DataDiffMonitorArgs",
    "DataDiffMonitorColumnRule",
    "DataDiffMonitorDatetimeTolerance",
    "DataDiffMonitorFloatTolerance",
    "DataDiffMonitorInDb",
    "DataDiffMonitorInMem",
    "DataDiffMonitorMaxRowsSampling",
    "DataDiffMonitorPercentageSampling",
    "DataDiffMonitorQueryDataset",
    "DataDiffMonitorRelativeTolerance",
    "DataDiffMonitorShownDefinition",
    "DataDiffMonitorSpec",
    "DataDiffMonitorTableDataset",
    "DataDiffMonitorTolerance",
    "DataDiffMonitorToleranceSampling",
    "DataFunctionInvokeOptions",
    "DataFunctionOptions",
    "DataFunctionOutputOptions",
    "DataSourceArgs",
    "DataSourceAthenaOptions",
    "DataSourceAwsS3Options",
    "DataSourceAzureDataLakeOptions",
    "DataSourceAzureSynapseOptions",
    "DataSourceBigQueryOptions",
    "DataSourceDatabricksOptions",
    "DataSourceDb2Options",
    "DataSourceDremioOptions",
    "DataSourceDuckDbOptions",
    "DataSourceGoogleCloudStorageOptions",
    "DataSourceInfo",
    "DataSourceMariaDbOptions",
    "DataSourceMicrosoftFabricOptions",
    "DataSourceMongoDbOptions",
    "DataSourceMssqlOptions",
    "DataSourceMySqlOptions",
    "DataSourceNetezzaOptions",
    "DataSourceOracleOptions",
    "DataSourcePostgresAuroraOptions",
    "DataSourcePostgresOptions",
    "DataSourcePostgresRdsOptions",
    "DataSourceRedshiftOptions",
    "DataSourceSapHanaOptions",
    "DataSourceSnowflakeOptions",
    "DataSourceStarburstOptions",
    "DataSourceTeradataOptions",
    "DataSourceTrinoOptions",
    "DataSourceVerticaOptions",
    "DataTestMonitorArgs",
    "DataTestMonitorShownTable",
    "DataTestMonitorShownTest",
    "DataTestMonitorSpec",
    "DataTestMonitorStandardTest",
    "DataTestMonitorTable",
    "DataTestMonitorVariable",
    "DatafoldErrorCode",
    "DiffResultInfo",
    "FailedTransform",
    "FailureSummaryInfo",
    "GetDataSourceArgs",
    "GetDataSourceResult",
    "GetDataSourcesArgs",
    "GetDataSourcesResult",
    "GetAuditLogsArgs",
    "GetAuditLogsResult",
    "GetMonitorArgs",
    "GetMonitorFacts",
    "GetMonitorResult",
    "GetMonitorRunsArgs",
    "GetMonitorRunsResult",
    "GetMonitorsArgs",
    "GetMonitorsResult",
    "GetProxyTokensArgs",
    "GetProxyTokensResult",
    "GetQueryLineageArgs",
    "GetQueryLineageResult",
    "GetTopQueriesArgs",
    "GetTopQueriesResult",
    "GetTransformSummariesArgs",
    "GetTransformSummariesResult",
    "LineageQuery",
    "LineageTable",
    "MetricMonitorArgs",
    "MetricMonitorColumnMetric",
    "MetricMonitorCustomMetric",
    "MetricMonitorSpec",
    "MetricMonitorTableMetric",
    "MonitorAbsoluteThreshold",
    "MonitorAutomaticThreshold",
    "MonitorCronSchedule",
    "MonitorDayInterval",
    "MonitorEmailNotification",
    "MonitorHourInterval",
    "MonitorInfo",
    "MonitorIntervalSchedule",
    "MonitorNoneSchedule",
    "MonitorPagerDutyNotification",
    "MonitorPercentageThreshold",
    "MonitorRunInfo",
    "MonitorRunState",
    "MonitorSlackNotification",
    "MonitorSortField",
    "MonitorStateCounts",
    "MonitorStateName",
    "MonitorTeamsNotification",
    "MonitorType",
    "MonitorTypeCounts",
    "MonitorWebhookNotification",
    "MonitorsFromYamlArgs",
    "OutputArgs",
    "PrincipalType",
    "ProxyTokenArgs",
    "ProxyTokenInfo",
    "ProxyTokenPendingRevocation",
    "ProxyTokenRevocationArgs",
    "RequestInfo",
    "RetryEvent",
    "RetryPolicy",
    "RevocationActiveToken",
    "SchemaChangeMonitorArgs",
    "SchemaChangeMonitorSpec",
    "SortOrder",
    "TokenStatus",
    "TokenType",
    "TransformChainInfo",
    "TransformGroupInfo",
    "TransformInfo",
    "TransformProgress",
    "TransformStatus",
    "TransformStatusCounts",
    "TransformSummaryInfo",
    "ValidationResultInfo",
    "YamlMonitor",
    // The BI integrations and getBiIntegrations.
    "LookerIntegrationArgs",
    "TableauIntegrationArgs",
    "PowerBiIntegrationArgs",
    "ModeIntegrationArgs",
    "HightouchIntegrationArgs",
    "DbtIntegrationArgs",
    "IntegrationBinding",
    "BiIntegrationInfo",
    "BiIntegrationBindingInfo",
    "BiIntegrationKind",
    "GetBiIntegrationsArgs",
    "GetBiIntegrationsResult",
  ],
  "pulumi-datafold/client": [
    "AuditLog",
    "AuditLogWindow",
    "ChainLink",
    "CommonClientOptions",
    "ConfigLookup",
    "CreateTokenParams",
    "CreatedToken",
    "DataDiff",
    "DataDiffUpdate",
    "DataSource",
    "DataSourceCreate",
    "DataSourceList",
    "DataSourceTestJob",
    "DataSourceTestResults",
    "DataSourceTestStep",
    "DatafoldClientOptions",
    "DatafoldErrorCode",
    "DiffResult",
    "FailureSummary",
    "IterateMonitorsParams",
    "ListAllAuditLogsParams",
    "ListAllMonitorRunsParams",
    "ListAllMonitorsParams",
    "ListMonitorsParams",
    "ListTokensParams",
    "CreatedMonitor",
    "Monitor",
    "MonitorCreateKind",
    "MonitorCreateSpec",
    "MonitorDatasetEntry",
    "MonitorDetail",
    "MonitorList",
    "MonitorQuery",
    "MonitorRun",
    "MonitorRunList",
    "MonitorRunStarted",
    "MonitorRunTimes",
    "MonitorUpdateSpec",
    "MonitorRunState",
    "MonitorSortField",
    "MonitorType",
    "Principal",
    "PrincipalType",
    "ProxyAdminClientOptions",
    "QueryInfo",
    "QueryLineage",
    "ReconciledCreateOptions",
    "ReconciledDataSourceCreateOptions",
    "ReconciledMonitorCreateOptions",
    "RequestInfo",
    "RetryEvent",
    "RetryPolicy",
    "RevokeAllResult",
    "RevokeParams",
    "SettingSources",
    "SortOrder",
    "TableRead",
    "TestDataSourceOptions",
    "Token",
    "TokenStatus",
    "TokenType",
    "TopQueriesParams",
    "Transform",
    "TransformChain",
    "TransformGroup",
    "TransformSummary",
    "ValidationErrorItem",
    "ValidationResult",
    // The BI integrations' API objects.
    "BiIntegration",
    "BiIntegrationBinding",
    "BiIntegrationConfigs",
    "BiIntegrationKind",
    "CreatedBiIntegration",
    "DataSourceBinding",
    "DbtDataSourceConfig",
    "HighTouchDataSourceConfig",
    "LookerDataSourceConfig",
    "ModeDataSourceConfig",
    "PowerBIAuthType",
    "PowerBIDataSourceConfig",
    "ReconciledBiIntegrationCreateOptions",
    "TableauDataSourceConfig",
  ],
  "pulumi-datafold/policy": ["MonitorPolicyName", "MonitorPolicyOptions", "ProxyTokenPolicyName", "ProxyTokenPolicyOptions"],
  "pulumi-datafold/provider": ["StackConfig"],
};

const SHELLS = ["proxy-token", "data-diff-flags", "proxy-token-revocation", "metric-monitor", "schema-change-monitor", "data-test-monitor", "data-diff-monitor", "data-source"] as const;
const SHELL_METHODS = ["check", "configure", "create", "delete", "diff", "read", "update"];
const PROVIDER_METHODS = ["check", "create", "delete", "diff", "read", "update"];

/** What a user's program sees of each entry and shell, loaded by a plain node in the project. */
interface Loaded {
  readonly entries: Record<string, { keys: string[]; schemas: string[] }>;
  readonly shells: Record<string, { resolved: string; methods: string[] }>;
  readonly providers: Record<string, string[]>;
}

/** Runs in the installed project: the package as `require` finds it there, not this repository. */
const PROBE = `
const entries = {};
for (const name of ${JSON.stringify(Object.keys(VALUES))}) {
  const module = require(name);
  const keys = Object.keys(module).sort();
  // A zod schema has _zod (zod 4) and safeParse: none may be public.
  const schemas = keys.filter((key) => module[key] && (module[key]._zod !== undefined || typeof module[key].safeParse === "function"));
  entries[name] = { keys, schemas };
}
const shells = {};
for (const shell of ${JSON.stringify(SHELLS)}) {
  const request = "pulumi-datafold/dist/shells/" + shell + ".js";
  const loaded = require(request);
  const methods = Object.keys(loaded).filter((key) => typeof loaded[key] === "function").sort();
  shells[shell] = { resolved: require.resolve(request), methods };
}
const provider = require("pulumi-datafold/provider");
const providers = {};
for (const kind of ["proxyToken", "dataDiffFlags", "proxyTokenRevocation", "metricMonitor", "schemaChangeMonitor", "dataTestMonitor", "dataDiffMonitor"]) {
  providers[kind] = Object.keys(provider[kind]).filter((key) => typeof provider[kind][key] === "function").sort();
}
process.stdout.write(JSON.stringify({ entries, shells, providers }));
`;

let project: InstalledProject;
let loaded: Loaded;

beforeAll(() => {
  project = makeInstalledProject();
  loaded = JSON.parse(execFileSync(process.execPath, ["-e", PROBE], { cwd: project.dir, encoding: "utf8" })) as Loaded;
}, 60_000);
afterAll(() => project?.remove());

/** Every export of each entry's declarations (values and types), read with the compiler as an editor would. */
function declaredExports(): Record<string, string[]> {
  const manifest = JSON.parse(readFileSync(join(project.packageDir, "package.json"), "utf8")) as {
    exports: Record<string, string | { types: string }>;
  };
  const files = Object.fromEntries(
    Object.keys(VALUES).map((name) => {
      const key = name === "pulumi-datafold" ? "." : `.${name.slice("pulumi-datafold".length)}`;
      const target = manifest.exports[key];
      if (typeof target !== "object") throw new Error(`package.json exports ${key} has no "types"`);
      return [name, join(project.packageDir, target.types)];
    }),
  );
  const program = ts.createProgram(Object.values(files), {
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    Object.entries(files).map(([name, file]) => {
      const source = program.getSourceFile(file);
      const symbol = source && checker.getSymbolAtLocation(source);
      if (!symbol) throw new Error(`no declarations at ${file}`);
      return [name, checker.getExportsOfModule(symbol).map((exported) => exported.name).sort()];
    }),
  );
}

describe.each(Object.keys(VALUES))("%s", (name) => {
  test("exports exactly the pinned values, and no zod schema", () => {
    expect(loaded.entries[name]!.keys).toEqual([...VALUES[name]!].sort());
    expect(loaded.entries[name]!.schemas).toEqual([]);
  });
});

test("each entry's declarations export exactly the pinned values and types", () => {
  const declared = declaredExports();
  for (const name of Object.keys(VALUES)) {
    expect({ name, exports: declared[name] }).toEqual({ name, exports: [...VALUES[name]!, ...TYPES[name]!].sort() });
  }
}, 60_000);

/** Which of the optional peers each entry loads, in a plain node of the installed project. */
test.each([
  ["pulumi-datafold", ["@pulumi/pulumi"]],
  ["pulumi-datafold/client", []],
  // The policies take only types of @pulumi/policy: the pack that uses them loads it.
  ["pulumi-datafold/policy", []],
])("require(%j) loads of @pulumi/pulumi and @pulumi/policy only %j", (entry, peers) => {
  const probe = `require(${JSON.stringify(entry)});
const loaded = new Set();
for (const file of Object.keys(require.cache)) {
  const parts = file.split(require("node:path").sep);
  parts.forEach((part, i) => {
    if (part === "node_modules" && parts[i + 1] === "@pulumi" && ["pulumi", "policy"].includes(parts[i + 2])) loaded.add("@pulumi/" + parts[i + 2]);
  });
}
process.stdout.write(JSON.stringify([...loaded].sort()));`;
  expect(JSON.parse(execFileSync(process.execPath, ["-e", probe], { cwd: project.dir, encoding: "utf8" }))).toEqual(peers);
});

test("pulumi-datafold/provider gives each resource kind every method a stored shell calls", () => {
  expect(loaded.providers).toEqual({
    proxyToken: PROVIDER_METHODS,
    dataDiffFlags: PROVIDER_METHODS,
    proxyTokenRevocation: PROVIDER_METHODS,
    metricMonitor: PROVIDER_METHODS,
    schemaChangeMonitor: PROVIDER_METHODS,
    dataDiffMonitor: PROVIDER_METHODS,
    dataTestMonitor: PROVIDER_METHODS,
  });
});

test.each(SHELLS)("require(\"pulumi-datafold/dist/shells/%s.js\"), as state of every earlier version holds, resolves in the installed package and loads a provider", (shell) => {
  expect(loaded.shells[shell]!.resolved).toBe(join(realpathSync(project.packageDir), "dist", "shells", `${shell}.js`));
  expect(loaded.shells[shell]!.methods).toEqual(SHELL_METHODS);
});
