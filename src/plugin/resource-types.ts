import type { KitProvider } from "../kit/kit-provider";
import { PACKAGE_RESOURCES, typeToken } from "../provider/package-resources";

/** What the plugin needs of a kit-defined resource: the same provider the dynamic resources run. */
export interface PluginResource {
  readonly definition: { readonly name: string };
  readonly provider: KitProvider;
  readonly secretOutputs: readonly string[];
}

/** Every resource the plugin serves, by type token. */
export const PLUGIN_RESOURCES: ReadonlyMap<string, PluginResource> = new Map(
  PACKAGE_RESOURCES.map((resource): [string, PluginResource] => [typeToken(resource.definition.name), resource]),
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
