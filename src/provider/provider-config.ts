import { DatafoldClient } from "../client/datafold-client";
import { ProxyAdminClient } from "../client/proxy-admin-client";
import type { ConfigLookup } from "../client/settings";

/** What the provider host hands to `configure`: the stack config, read by full key. */
export interface StackConfig {
  get(key: string): unknown;
}

/**
 * Reads the stack config that the engine hands to a provider's `configure` (keys such as
 * `datafold:apiKey`). Values stay in memory; they are never written to state.
 */
export function configLookupFrom(config: Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown> | StackConfig): ConfigLookup {
  return (configKey) => {
    const value =
      config instanceof Map
        ? config.get(configKey)
        : typeof (config as StackConfig).get === "function"
          ? (config as StackConfig).get(configKey)
          : (config as Record<string, unknown>)[configKey];
    return typeof value === "string" ? value : undefined;
  };
}

/**
 * The clients of one provider host process. Credentials come from the stack config given
 * to `configure`, then the environment; they never pass through inputs or
 * the serialized provider, so they never reach state. Clients are created on first use, so
 * a stack that only manages data diff flags needs no proxy credentials, and vice versa.
 */
class ProviderClients {
  #config: ConfigLookup | undefined;
  #datafold: DatafoldClient | undefined;
  #proxyAdmin: ProxyAdminClient | undefined;

  configure(config: ConfigLookup): void {
    this.#config = config;
    this.#datafold = undefined;
    this.#proxyAdmin = undefined;
  }

  datafold(): DatafoldClient {
    this.#datafold ??= new DatafoldClient({ config: this.#config });
    return this.#datafold;
  }

  proxyAdmin(): ProxyAdminClient {
    this.#proxyAdmin ??= new ProxyAdminClient({ config: this.#config });
    return this.#proxyAdmin;
  }
}

export const providerClients = new ProviderClients();

/** The provider's `configure`: keeps the stack config for the clients. */
export function configureProvider(config: StackConfig): void {
  providerClients.configure(configLookupFrom(config));
}
