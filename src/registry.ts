/**
 * The package's one list of what it offers: its resources, its components and its data
 * functions. Nothing else names them. `npm run generate` derives from it the provider shells
 * (src/shells/), the provider entry (src/provider.ts), the resource classes and their types
 * (src/resources/), the data functions' argument and result types (src/functions/generated/),
 * the package schema (sdk/schema.json) and so the Python and Go SDKs; the
 * plugin serves what it lists; the types of the shells' kinds are derived from it. Adding a
 * resource: its definition file, one line here, `npm run generate` (docs/architecture.md, 2b).
 *
 * Nothing here loads `@pulumi/pulumi`: the plugin and the generator read it.
 */
import { dataSourceResource } from "./provider/data-sources/data-source-resource";
import { dataDiffFlagsResource } from "./provider/data-diff-flags/data-diff-flags-provider";
import { dataDiffMonitorResource } from "./provider/monitors/data-diff-monitor";
import { dataTestMonitorResource } from "./provider/monitors/data-test-monitor";
import { metricMonitorResource } from "./provider/monitors/metric-monitor";
import { proxyTokenResource } from "./provider/tokens/proxy-token-provider";
import { proxyTokenRevocationResource } from "./provider/tokens/proxy-token-revocation-provider";
import { schemaChangeMonitorResource } from "./provider/monitors/schema-change-monitor";
import { dbtIntegrationResource } from "./provider/bi-integrations/dbt-integration";
import { hightouchIntegrationResource } from "./provider/bi-integrations/hightouch-integration";
import { lookerIntegrationResource } from "./provider/bi-integrations/looker-integration";
import { modeIntegrationResource } from "./provider/bi-integrations/mode-integration";
import { powerBiIntegrationResource } from "./provider/bi-integrations/power-bi-integration";
import { tableauIntegrationResource } from "./provider/bi-integrations/tableau-integration";
import type { DataFunctionDefinition } from "./functions/data-function";
import { MONITORS_FROM_YAML, MONITORS_FROM_YAML_SPEC } from "./monitors-yaml/component-spec";
import { getQueryLineageDefinition, getTopQueriesDefinition } from "./functions/lineage-definitions";
import { getAuditLogsDefinition } from "./functions/audit-logs-definition";
import { getMonitorDefinition } from "./functions/monitor-definition";
import { getMonitorRunsDefinition } from "./functions/monitor-runs-definition";
import { getMonitorsDefinition } from "./functions/monitors-definition";
import { getDataSourceDefinition, getDataSourcesDefinition } from "./functions/data-sources-definition";
import { getProxyTokensDefinition } from "./functions/proxy-tokens-definition";
import { getTransformSummariesDefinition } from "./functions/transform-summaries-definition";
import { getBiIntegrationsDefinition } from "./functions/bi-integrations-definition";

/** The Pulumi package of the provider plugin and its schema: `datafold`, every type in its `index` module. */
export const PACKAGE_NAME = "datafold";

/**
 * Where a release's plugin tarball is downloaded from (the project's GitHub releases): the
 * schema's `pluginDownloadURL`, which the SDKs send with each resource, and so part of which
 * default provider the engine gives it.
 */
export const PLUGIN_DOWNLOAD_URL = "github://api.github.com/pulumi-datafold";

/** The token of a resource, type or function of the package: `datafold:index:ProxyToken`, `datafold:index:getMonitors`. */
export function typeToken(name: string): string {
  return `${PACKAGE_NAME}:index:${name}`;
}

/** Every resource, in the order the package documents them (and the schema lists them). */
export const RESOURCES = [
  proxyTokenResource,
  proxyTokenRevocationResource,
  dataDiffFlagsResource,
  metricMonitorResource,
  schemaChangeMonitorResource,
  dataTestMonitorResource,
  dataDiffMonitorResource,
  dataSourceResource,
  lookerIntegrationResource,
  tableauIntegrationResource,
  powerBiIntegrationResource,
  modeIntegrationResource,
  hightouchIntegrationResource,
  dbtIntegrationResource,
] as const;

/**
 * The components: in TypeScript, classes of their own, each named with its module under
 * src/resources/ and the types that module exports with it; for the plugin (`construct`,
 * src/plugin/plugin-components.ts), the schema's entry (`isComponent`) of each.
 */
export const COMPONENTS = [
  { name: MONITORS_FROM_YAML, module: "monitors-from-yaml", types: ["MonitorsFromYamlArgs", "YamlMonitor"], schema: MONITORS_FROM_YAML_SPEC },
] as const;

/** The data functions, in the order the package documents them. */
export const DATA_FUNCTIONS: readonly DataFunctionDefinition[] = [
  getMonitorsDefinition,
  getMonitorDefinition,
  getMonitorRunsDefinition,
  getTransformSummariesDefinition,
  getQueryLineageDefinition,
  getTopQueriesDefinition,
  getProxyTokensDefinition,
  getDataSourcesDefinition,
  getDataSourceDefinition,
  getBiIntegrationsDefinition,
  getAuditLogsDefinition,
];

/** A resource's name: `ProxyToken`. */
export type ResourceName = (typeof RESOURCES)[number]["definition"]["name"];

/**
 * The kind of a resource's provider, as the provider entry exports it and its shell names it:
 * the name with a small first letter (`proxyToken`). In the state of every stack: never renamed.
 */
export type ProviderKind = Uncapitalize<ResourceName>;

/** The provider kind of a resource's name. */
export function providerKind<N extends string>(name: N): Uncapitalize<N> {
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}` as Uncapitalize<N>;
}

/** The file name of a resource's modules (its shell, its class, its types): `proxy-token`. */
export function moduleName(name: string): string {
  return name.replace(/(?<=[a-z0-9])([A-Z])/g, "-$1").toLowerCase();
}
