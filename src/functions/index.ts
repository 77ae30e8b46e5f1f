export { getMonitors, getMonitorsOutput } from "./monitors";
export { getMonitor, getMonitorOutput } from "./monitor";
export { getMonitorRuns, getMonitorRunsOutput } from "./monitor-runs";
export { getTransformSummaries, getTransformSummariesOutput } from "./transform-summaries";
export { getQueryLineage, getQueryLineageOutput, getTopQueries, getTopQueriesOutput } from "./lineage";
export { getProxyTokens, getProxyTokensOutput } from "./proxy-tokens";
export { getDataSources, getDataSourcesOutput, getDataSource, getDataSourceOutput } from "./data-sources";
export { getBiIntegrations, getBiIntegrationsOutput } from "./bi-integrations";
export { getAuditLogs, getAuditLogsOutput } from "./audit-logs";
// Each function's Args and Result and their named shapes, generated from its definition
// (src/functions/generated/, `npm run generate`).
export * from "./generated";
// The views of API objects the results hold, generated from their declarations (src/types/).
export type { MonitorInfo } from "../types/monitor";
export type { MonitorRunInfo } from "../types/monitor-spec";
export type {
  TransformSummaryInfo,
  TransformChainInfo,
  ChainLinkInfo,
  TransformGroupInfo,
  TransformInfo,
  ValidationResultInfo,
  DiffResultInfo,
  FailureSummaryInfo,
} from "../types/transform";
export type { LineageQuery, LineageTable } from "../types/lineage";
export type { ProxyTokenInfo } from "../types/token";
export type { DataSourceInfo } from "../types/data-source";
export type { BiIntegrationInfo, BiIntegrationBindingInfo, BiIntegrationKind } from "../types/bi-integration";
export type { AuditLogInfo } from "../types/audit-log";
export type { DataFunctionOptions } from "./program-config";
export type { OutputArgs } from "./output-args";
export type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
