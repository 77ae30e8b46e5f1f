// Generated from src/registry.ts by `npm run generate`: do not edit.
/* eslint-disable @typescript-eslint/no-require-imports -- each definition is loaded at its first use (tools/codegen/terraform-loaders.ts) */
import type { DATA_FUNCTIONS, RESOURCES } from "../../registry";

/** A registered resource: its definition and its kit provider. */
export type RegisteredResource = (typeof RESOURCES)[number];
/** A registered data function's definition. */
export type RegisteredDataFunction = (typeof DATA_FUNCTIONS)[number];

/** Each resource by its kit name, loaded from its own module when first asked for. */
export const RESOURCE_LOADERS: Readonly<Record<string, () => RegisteredResource>> = {
  ProxyToken: () => (require("../../provider/tokens/proxy-token-provider") as typeof import("../../provider/tokens/proxy-token-provider")).proxyTokenResource,
  ProxyTokenRevocation: () => (require("../../provider/tokens/proxy-token-revocation-provider") as typeof import("../../provider/tokens/proxy-token-revocation-provider")).proxyTokenRevocationResource,
  DataDiffFlags: () => (require("../../provider/data-diff-flags/data-diff-flags-provider") as typeof import("../../provider/data-diff-flags/data-diff-flags-provider")).dataDiffFlagsResource,
  MetricMonitor: () => (require("../../provider/monitors/metric-monitor") as typeof import("../../provider/monitors/metric-monitor")).metricMonitorResource,
  SchemaChangeMonitor: () => (require("../../provider/monitors/schema-change-monitor") as typeof import("../../provider/monitors/schema-change-monitor")).schemaChangeMonitorResource,
  DataTestMonitor: () => (require("../../provider/monitors/data-test-monitor") as typeof import("../../provider/monitors/data-test-monitor")).dataTestMonitorResource,
  DataDiffMonitor: () => (require("../../provider/monitors/data-diff-monitor") as typeof import("../../provider/monitors/data-diff-monitor")).dataDiffMonitorResource,
  DataSource: () => (require("../../provider/data-sources/data-source-resource") as typeof import("../../provider/data-sources/data-source-resource")).dataSourceResource,
  LookerIntegration: () => (require("../../provider/bi-integrations/looker-integration") as typeof import("../../provider/bi-integrations/looker-integration")).lookerIntegrationResource,
  TableauIntegration: () => (require("../../provider/bi-integrations/tableau-integration") as typeof import("../../provider/bi-integrations/tableau-integration")).tableauIntegrationResource,
  PowerBiIntegration: () => (require("../../provider/bi-integrations/power-bi-integration") as typeof import("../../provider/bi-integrations/power-bi-integration")).powerBiIntegrationResource,
  ModeIntegration: () => (require("../../provider/bi-integrations/mode-integration") as typeof import("../../provider/bi-integrations/mode-integration")).modeIntegrationResource,
  HightouchIntegration: () => (require("../../provider/bi-integrations/hightouch-integration") as typeof import("../../provider/bi-integrations/hightouch-integration")).hightouchIntegrationResource,
  DbtIntegration: () => (require("../../provider/bi-integrations/dbt-integration") as typeof import("../../provider/bi-integrations/dbt-integration")).dbtIntegrationResource,
};

/** Each data function by its name, loaded from its own module when first asked for. */
export const DATA_FUNCTION_LOADERS: Readonly<Record<string, () => RegisteredDataFunction>> = {
  getMonitors: () => (require("../../functions/monitors-definition") as typeof import("../../functions/monitors-definition")).getMonitorsDefinition,
  getMonitor: () => (require("../../functions/monitor-definition") as typeof import("../../functions/monitor-definition")).getMonitorDefinition,
  getMonitorRuns: () => (require("../../functions/monitor-runs-definition") as typeof import("../../functions/monitor-runs-definition")).getMonitorRunsDefinition,
  getTransformSummaries: () => (require("../../functions/transform-summaries-definition") as typeof import("../../functions/transform-summaries-definition")).getTransformSummariesDefinition,
  getQueryLineage: () => (require("../../functions/lineage-definitions") as typeof import("../../functions/lineage-definitions")).getQueryLineageDefinition,
  getTopQueries: () => (require("../../functions/lineage-definitions") as typeof import("../../functions/lineage-definitions")).getTopQueriesDefinition,
  getProxyTokens: () => (require("../../functions/proxy-tokens-definition") as typeof import("../../functions/proxy-tokens-definition")).getProxyTokensDefinition,
  getDataSources: () => (require("../../functions/data-sources-definition") as typeof import("../../functions/data-sources-definition")).getDataSourcesDefinition,
  getDataSource: () => (require("../../functions/data-sources-definition") as typeof import("../../functions/data-sources-definition")).getDataSourceDefinition,
  getBiIntegrations: () => (require("../../functions/bi-integrations-definition") as typeof import("../../functions/bi-integrations-definition")).getBiIntegrationsDefinition,
  getAuditLogs: () => (require("../../functions/audit-logs-definition") as typeof import("../../functions/audit-logs-definition")).getAuditLogsDefinition,
};
