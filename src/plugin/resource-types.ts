import type { KitProvider } from "../kit/kit-provider";
import type { SecretPath } from "../kit/secret";
import { RESOURCES, typeToken } from "../registry";

/** What the plugin needs of a kit-defined resource: the same provider the dynamic resources run. */
export interface PluginResource {
  readonly definition: { readonly name: string };
  readonly provider: KitProvider;
  readonly secretOutputs: readonly string[];
  readonly secretInputs: readonly SecretPath[];
}

/** Every resource the plugin serves, by type token. */
export const PLUGIN_RESOURCES: ReadonlyMap<string, PluginResource> = new Map(
  RESOURCES.map((resource): [string, PluginResource] => [typeToken(resource.definition.name), resource]),
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

/**
 * `<project>/<stack>/<name>` of the resource a URN names (`urn:pulumi:<stack>::<project>::<type>::<name>`),
 * as the dynamic resource classes pass it; undefined for a URN not of that form.
 */
export function resourceNameOfUrn(urn: string): string | undefined {
  const [head, project, _type, ...name] = urn.split("::");
  const stack = head?.startsWith("urn:pulumi:") ? head.slice("urn:pulumi:".length) : undefined;
  // A resource's name may itself hold "::": everything after the type is the name.
  return stack === undefined || project === undefined || name.length === 0 ? undefined : `${project}/${stack}/${name.join("::")}`;
}
