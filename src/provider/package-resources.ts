import { dataDiffFlagsResource } from "./data-diff-flags-provider";
import { dataDiffMonitorResource } from "./data-diff-monitor";
import { dataTestMonitorResource } from "./data-test-monitor";
import { metricMonitorResource } from "./metric-monitor";
import { proxyTokenResource } from "./proxy-token-provider";
import { proxyTokenRevocationResource } from "./proxy-token-revocation-provider";
import { schemaChangeMonitorResource } from "./schema-change-monitor";

/** The Pulumi package of the provider plugin and its schema: `datafold`, every type in its `index` module. */
export const PACKAGE_NAME = "datafold";

/** The token of a resource, type or function of the package: `datafold:index:ProxyToken`, `datafold:index:getMonitors`. */
export function typeToken(name: string): string {
  return `${PACKAGE_NAME}:index:${name}`;
}

/** Every resource of the package, in the order the schema lists them: the plugin serves these, the schema describes them. */
export const PACKAGE_RESOURCES = [
  proxyTokenResource,
  proxyTokenRevocationResource,
  dataDiffFlagsResource,
  metricMonitorResource,
  schemaChangeMonitorResource,
  dataTestMonitorResource,
  dataDiffMonitorResource,
] as const;
