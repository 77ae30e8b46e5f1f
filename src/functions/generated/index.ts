// Generated from src/registry.ts by `npm run generate`: do not edit. The data functions' public types.
export type { GetMonitorsArgs, GetMonitorsResult, MonitorStateName, MonitorStateCounts, MonitorTypeCounts } from "./get-monitors";
export type { GetMonitorArgs, GetMonitorResult, MetricMonitorSpec, SchemaChangeMonitorSpec, DataTestMonitorShownTable, DataTestMonitorShownTest, DataTestMonitorSpec, DataDiffMonitorShownDefinition, DataDiffMonitorSpec, GetMonitorFacts } from "./get-monitor";
export type { GetMonitorRunsArgs, GetMonitorRunsResult } from "./get-monitor-runs";
export type { GetTransformSummariesArgs, GetTransformSummariesResult, TransformStatus, TransformStatusCounts, FailedTransform, TransformProgress } from "./get-transform-summaries";
export type { GetQueryLineageArgs, GetQueryLineageResult } from "./get-query-lineage";
export type { GetTopQueriesArgs, GetTopQueriesResult } from "./get-top-queries";
export type { GetProxyTokensArgs, GetProxyTokensResult } from "./get-proxy-tokens";
export type { GetDataSourcesArgs, GetDataSourcesResult } from "./get-data-sources";
export type { GetDataSourceArgs, GetDataSourceResult } from "./get-data-source";
export type { GetBiIntegrationsArgs, GetBiIntegrationsResult } from "./get-bi-integrations";
export type { GetAuditLogsArgs, GetAuditLogsResult } from "./get-audit-logs";
