export { getMonitors, getMonitorsOutput } from "./monitors";
export type {
  GetMonitorsArgs,
  GetMonitorsResult,
  MonitorInfo,
  MonitorStateName,
  MonitorStateCounts,
  MonitorTypeCounts,
} from "./monitors";
export { getMonitor, getMonitorOutput } from "./monitor";
export type {
  GetMonitorArgs,
  GetMonitorResult,
  GetMonitorFacts,
  MetricMonitorSpec,
  SchemaChangeMonitorSpec,
  DataTestMonitorSpec,
  DataTestMonitorShownTest,
  DataTestMonitorShownTable,
  DataDiffMonitorSpec,
  DataDiffMonitorShownDefinition,
} from "./monitor";
export { getMonitorRuns, getMonitorRunsOutput } from "./monitor-runs";
export type { GetMonitorRunsArgs, GetMonitorRunsResult, MonitorRunInfo } from "./monitor-runs";
export { getTransformSummaries, getTransformSummariesOutput } from "./transform-summaries";
export type { GetTransformSummariesArgs, GetTransformSummariesResult } from "./transform-summaries";
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
export type { TransformProgress, TransformStatus, TransformStatusCounts, FailedTransform } from "./transform-progress";
export { getQueryLineage, getQueryLineageOutput, getTopQueries, getTopQueriesOutput } from "./lineage";
export type {
  GetQueryLineageArgs,
  GetQueryLineageResult,
  GetTopQueriesArgs,
  GetTopQueriesResult,
  LineageQuery,
  LineageTable,
} from "./lineage";
export { getProxyTokens, getProxyTokensOutput } from "./proxy-tokens";
export type { GetProxyTokensArgs, GetProxyTokensResult, ProxyTokenInfo } from "./proxy-tokens";
export type { DataFunctionOptions } from "./program-config";
export type { OutputArgs } from "./output-args";
export type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
