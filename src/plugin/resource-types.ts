import type { KitProvider } from "../kit/kit-provider";
import { dataDiffFlagsResource } from "../provider/data-diff-flags-provider";
import { dataDiffMonitorResource } from "../provider/data-diff-monitor";
import { dataTestMonitorResource } from "../provider/data-test-monitor";
import { metricMonitorResource } from "../provider/metric-monitor";
import { proxyTokenResource } from "../provider/proxy-token-provider";
import { proxyTokenRevocationResource } from "../provider/proxy-token-revocation-provider";
import { schemaChangeMonitorResource } from "../provider/schema-change-monitor";

/** The Pulumi package this plugin serves: `datafold`, every type in its `index` module. */
export const PACKAGE_NAME = "datafold";

/** The type token of a resource or function: `datafold:index:ProxyToken`, `datafold:index:getMonitors`. */
export function typeToken(name: string): string {
  return `${PACKAGE_NAME}:index:${name}`;
}

/** What the plugin needs of a kit-defined resource: the same provider the dynamic resources run. */
export interface PluginResource {
  readonly definition: { readonly name: string };
  readonly provider: KitProvider;
  readonly secretOutputs: readonly string[];
}

/** Every resource the plugin serves, by type token. */
export const PLUGIN_RESOURCES: ReadonlyMap<string, PluginResource> = new Map(
  [
    proxyTokenResource,
    proxyTokenRevocationResource,
    dataDiffFlagsResource,
    metricMonitorResource,
    schemaChangeMonitorResource,
    dataTestMonitorResource,
    dataDiffMonitorResource,
  ].map((resource): [string, PluginResource] => [typeToken(resource.definition.name), resource]),
);

/** The resource a URN names, by its type (the last of a parent chain `a$b$datafold:index:X`). */
export function resourceOfUrn(urn: string): PluginResource {
  const qualifiedType = urn.split("::")[2] ?? "";
  const type = qualifiedType.slice(qualifiedType.lastIndexOf("$") + 1);
  const resource = PLUGIN_RESOURCES.get(type);
  if (resource === undefined) {
    throw new Error(
      `The datafold provider has no resource type "${type}" (from ${urn}). Its types are: ${[...PLUGIN_RESOURCES.keys()].join(", ")}. ` +
        `Check the SDK and the plugin are the same version.`,
    );
  }
  return resource;
}
