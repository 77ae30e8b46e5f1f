// Generated from src/registry.ts by `npm run generate`: do not edit.
/**
 * `pulumi-datafold/provider`: what the provider host loads at run time. The serialized provider stored in
 * Pulumi state is a thin shell that `import()`s this entry by package name (src/shells/provider-shell.ts),
 * so the implementation is never captured in state and an upgrade of the package fixes refresh and destroy
 * of existing resources too (docs/architecture.md). Nothing here loads `@pulumi/pulumi`: its types only
 * check that each provider is one the dynamic-provider host can call.
 */
// The contract of every shell ever stored in state: `configure`, then one object per resource kind
// with check, diff, create, read, update and delete. Pinned by test/api/public-api.test.ts; removing or
// renaming any of these breaks existing stacks. Each resource's module is imported itself, not the
// registry, so that the host loads no data function.
import type * as pulumi from "@pulumi/pulumi";
import type { KitProvider } from "./kit/kit-provider";
import { proxyTokenResource } from "./provider/tokens/proxy-token-provider";
import { proxyTokenRevocationResource } from "./provider/tokens/proxy-token-revocation-provider";
import { dataDiffFlagsResource } from "./provider/data-diff-flags/data-diff-flags-provider";
import { metricMonitorResource } from "./provider/monitors/metric-monitor";
import { schemaChangeMonitorResource } from "./provider/monitors/schema-change-monitor";
import { dataTestMonitorResource } from "./provider/monitors/data-test-monitor";
import { dataDiffMonitorResource } from "./provider/monitors/data-diff-monitor";
import { dataSourceResource } from "./provider/data-sources/data-source-resource";
import { lookerIntegrationResource } from "./provider/bi-integrations/looker-integration";
import { tableauIntegrationResource } from "./provider/bi-integrations/tableau-integration";
import { powerBiIntegrationResource } from "./provider/bi-integrations/power-bi-integration";
import { modeIntegrationResource } from "./provider/bi-integrations/mode-integration";
import { hightouchIntegrationResource } from "./provider/bi-integrations/hightouch-integration";
import { dbtIntegrationResource } from "./provider/bi-integrations/dbt-integration";

export { configureProvider as configure } from "./provider/shared/provider-config";
export type { StackConfig } from "./provider/shared/provider-config";

export const proxyToken: KitProvider = proxyTokenResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const proxyTokenRevocation: KitProvider = proxyTokenRevocationResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const dataDiffFlags: KitProvider = dataDiffFlagsResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const metricMonitor: KitProvider = metricMonitorResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const schemaChangeMonitor: KitProvider = schemaChangeMonitorResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const dataTestMonitor: KitProvider = dataTestMonitorResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const dataDiffMonitor: KitProvider = dataDiffMonitorResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const dataSource: KitProvider = dataSourceResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const lookerIntegration: KitProvider = lookerIntegrationResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const tableauIntegration: KitProvider = tableauIntegrationResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const powerBiIntegration: KitProvider = powerBiIntegrationResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const modeIntegration: KitProvider = modeIntegrationResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const hightouchIntegration: KitProvider = hightouchIntegrationResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const dbtIntegration: KitProvider = dbtIntegrationResource.provider satisfies pulumi.dynamic.ResourceProvider;
