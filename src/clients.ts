/**
 * `pulumi-datafold/client`: typed clients of the Datafold API and the SQL-proxy admin API,
 * the create that settles a lost answer (and the unique labels that let it), and the errors
 * they throw. This entry does
 * not load `@pulumi/pulumi`, so scripts and services can use it without Pulumi installed.
 *
 * The list is deliberate and pinned by test/api/public-api.test.ts: values are the clients,
 * `createTokenReconciled`, `uniqueLabel`, the error classes and the default retry policy (to extend its
 * lists in a `retry` override); everything else is a type. Schemas and the settings
 * resolver stay internal, so that how answers are checked can change without a major version.
 */
export { DatafoldClient } from "./client/main-service/datafold-client";
export type { DatafoldClientOptions } from "./client/main-service/datafold-client";
export { ProxyAdminClient } from "./client/proxy-admin/proxy-admin-client";
export type { ProxyAdminClientOptions } from "./client/proxy-admin/proxy-admin-client";
export { createTokenReconciled } from "./client/proxy-admin/reconciled-create";
export type { ReconciledCreateOptions } from "./client/proxy-admin/reconciled-create";
export { uniqueLabel } from "./client/proxy-admin/unique-label";
export type { CommonClientOptions } from "./client/transport/common-client-options";
export type { ConfigLookup, SettingSources } from "./client/settings/settings";
export { DEFAULT_RETRY_POLICY } from "./client/transport/retry-policy";
export type { RetryPolicy } from "./client/transport/retry-policy";
export type { RetryEvent } from "./client/transport/retry-policy";
export type { Principal, PrincipalType } from "./types/principal";
// The errors, the same classes as `pulumi-datafold` exports (src/public-errors.ts).
export * from "./public-errors";
// What the clients return and take: types generated (src/types, `npm run generate`) from the
// internal schemas that check them, written out so that these declarations never import zod.
export type { MonitorQuery, ListMonitorsParams, ListAllMonitorsParams, IterateMonitorsParams, TopQueriesParams, MonitorRunTimes, ListAllMonitorRunsParams, TestDataSourceOptions, AuditLogWindow, ListAllAuditLogsParams } from "./types/main-service-params";
export type { CreateTokenParams, RevokeParams, ListTokensParams } from "./types/proxy-admin-params";
export type { Monitor, MonitorList, MonitorRunState, MonitorType, MonitorSortField, SortOrder } from "./types/monitor";
export type {
  CreatedMonitor,
  MonitorCreateSpec,
  MonitorDatasetEntry,
  MonitorDetail,
  MonitorRun,
  MonitorRunList,
  MonitorRunStarted,
  MonitorUpdateSpec,
} from "./types/monitor-spec";
/** The four kinds of monitor, as the create endpoints name them: the values of {@link MonitorType}. */
export type { MonitorType as MonitorCreateKind } from "./types/monitor";
export type { ReconciledMonitorCreateOptions } from "./client/main-service/reconciled-monitor-create";
export type { ReconciledBiIntegrationCreateOptions } from "./client/main-service/reconciled-bi-integration-create";
export type { ReconciledDataSourceCreateOptions } from "./client/main-service/reconciled-data-source-create";
export type { BiIntegrationConfigs } from "./client/main-service/bi-integration-configs";
export type {
  BiIntegration,
  BiIntegrationBinding,
  BiIntegrationKind,
  CreatedBiIntegration,
  DataSourceBinding,
  DbtDataSourceConfig,
  HighTouchDataSourceConfig,
  LookerDataSourceConfig,
  ModeDataSourceConfig,
  PowerBIAuthType,
  PowerBIDataSourceConfig,
  TableauDataSourceConfig,
} from "./types/bi-integration";
export type { DataDiff, DataDiffUpdate } from "./types/data-diff";
export type { DataSource, DataSourceCreate, DataSourceList, DataSourceTestJob, DataSourceTestResults, DataSourceTestStep } from "./types/data-source";
export type { AuditLog } from "./types/audit-log";
export type {
  TransformSummary,
  TransformChain,
  ChainLink,
  Transform,
  TransformGroup,
  ValidationResult,
  DiffResult,
  FailureSummary,
} from "./types/transform";
export type { QueryLineage, QueryInfo, TableRead } from "./types/lineage";
export type { Token, CreatedToken, TokenStatus, TokenType, RevokeAllResult } from "./types/token";
export type { ValidationErrorItem } from "./types/validation-error";
