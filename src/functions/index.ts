export { getMonitors, getMonitorsOutput } from "./monitors";
export type {
  GetMonitorsArgs,
  GetMonitorsResult,
  MonitorInfo,
  MonitorStateName,
  MonitorStateCounts,
  MonitorTypeCounts,
} from "./monitors";
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
