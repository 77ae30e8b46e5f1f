/**
 * `pulumi-datafold/provider`: what the provider host loads at run time. The serialized
 * provider stored in Pulumi state is a thin shell that `import()`s this entry by package
 * name, so the implementation is never captured in state (DESIGN.md §2.1).
 */
import type { ConfigLookup } from "./client/settings";

/**
 * Reads the stack config that the engine hands to a provider's `configure` (keys such as
 * `datafold:apiKey`). Values stay in memory; they are never written to state.
 */
export function configLookupFrom(config: Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown>): ConfigLookup {
  return (configKey) => {
    const value = config instanceof Map ? config.get(configKey) : (config as Record<string, unknown>)[configKey];
    return typeof value === "string" ? value : undefined;
  };
}
