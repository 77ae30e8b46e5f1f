export { ProxyToken } from "./proxy-token";
export type { ProxyTokenArgs } from "./proxy-token";
export type { ProxyTokenPendingRevocation } from "./generated/proxy-token";
export { DataDiffFlags } from "./data-diff-flags";
export type { DataDiffFlagsArgs } from "./data-diff-flags";
export { ProxyTokenRevocation } from "./proxy-token-revocation";
export type { ProxyTokenRevocationArgs } from "./proxy-token-revocation";
export type { RevocationActiveToken } from "./generated/proxy-token-revocation";
export { MetricMonitor } from "./metric-monitor";
export type { MetricMonitorArgs } from "./metric-monitor";
export type { MetricMonitorTableMetric, MetricMonitorColumnMetric, MetricMonitorCustomMetric } from "./generated/metric-monitor";
export type {
  MonitorHourInterval,
  MonitorDayInterval,
  MonitorIntervalSchedule,
  MonitorCronSchedule,
  MonitorNoneSchedule,
  MonitorEmailNotification,
  MonitorPagerDutyNotification,
  MonitorWebhookNotification,
  MonitorSlackNotification,
  MonitorTeamsNotification,
  MonitorAutomaticThreshold,
  MonitorAbsoluteThreshold,
  MonitorPercentageThreshold,
} from "./generated/monitor-shapes";
export { SchemaChangeMonitor } from "./schema-change-monitor";
export type { SchemaChangeMonitorArgs } from "./schema-change-monitor";
export { DataTestMonitor } from "./data-test-monitor";
export type { DataTestMonitorArgs } from "./data-test-monitor";
export type { DataTestMonitorStandardTest, DataTestMonitorTable, DataTestMonitorVariable } from "./generated/data-test-monitor";
export { DataDiffMonitor } from "./data-diff-monitor";
export type { DataDiffMonitorArgs } from "./data-diff-monitor";
export type { DataDiffMonitorInDb, DataDiffMonitorInMem, DataDiffMonitorTableDataset, DataDiffMonitorQueryDataset, DataDiffMonitorToleranceSampling, DataDiffMonitorPercentageSampling, DataDiffMonitorMaxRowsSampling, DataDiffMonitorTolerance, DataDiffMonitorDatetimeTolerance, DataDiffMonitorFloatTolerance, DataDiffMonitorRelativeTolerance, DataDiffMonitorAbsoluteTolerance, DataDiffMonitorColumnRule, DataDiffMonitorAlert } from "./generated/data-diff-monitor";
export { MonitorsFromYaml } from "./monitors-from-yaml";
export type { MonitorsFromYamlArgs, YamlMonitor } from "./monitors-from-yaml";
