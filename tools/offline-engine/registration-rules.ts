/**
 * What the runner decides from a registration alone, before any provider call: whether it can
 * run it at all, and the `ignoreChanges` rewrite of its inputs.
 */
import type { Registration } from "./monitor-service";
import { containsUnknowns, type PropertyMap } from "./property-values";
import { isDynamicType, PROVIDER_TYPE_PREFIX } from "./urn";

/** Why the offline runner cannot run this registration; undefined when it can. */
export function unsupportedReason(registration: Registration, dryRun: boolean): string | undefined {
  const { type } = registration;
  if (registration.remote) return "remote (multi-language) components are not supported by the offline runner";
  if (type.startsWith(PROVIDER_TYPE_PREFIX)) {
    return "provider resources are not supported by the offline runner; dynamic resources need none";
  }
  if (registration.custom && !isDynamicType(type)) {
    return "not supported by the offline runner, which runs dynamic resources (pulumi-nodejs:dynamic) only";
  }
  if (registration.provider) return "explicit providers are not supported by the offline runner";
  if (registration.importId) return "import is not supported by the offline runner";
  const badPath = registration.ignoreChanges.find((path) => /[.[]/.test(path));
  if (badPath) return `ignoreChanges "${badPath}": the offline runner supports top-level property names only`;
  // Outside a preview, an unknown input can only come from a resource that failed in this run.
  if (!dryRun && containsUnknowns(registration.inputs)) {
    return "skipped: some of its inputs are unknown, because a resource they come from failed";
  }
  return undefined;
}

/** `ignoreChanges`: the engine keeps the old input of each ignored property before Check. */
export function applyIgnoreChanges(registration: Registration, oldInputs: PropertyMap): PropertyMap {
  const news: PropertyMap = { ...registration.inputs };
  for (const key of registration.ignoreChanges) {
    if (key in oldInputs) news[key] = oldInputs[key];
    else delete news[key];
  }
  return news;
}
