import type { DatafoldClient } from "../../client/main-service/datafold-client";
import type { ProxyAdminClient } from "../../client/proxy-admin/proxy-admin-client";
import { DatafoldError } from "../../core/errors";
import type { ConfigLookup, SettingSources } from "../../client/settings/settings";
import type { CheckFailure } from "../../kit/check-failure";

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
 * The keys of the stack config, for "did you mean" hints. `pulumi.dynamic.Config` offers only
 * `get`, so the keys are read from its `rawConfig` (the object the provider host builds from
 * the engine's Configure request, which for a dynamic provider holds the whole stack config);
 * where that is absent, there are no hints, and nothing else changes.
 */
export function configKeysFrom(
  config: Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown> | StackConfig,
): (() => string[]) | undefined {
  if (config instanceof Map) return () => [...config.keys()];
  if (typeof (config as StackConfig).get !== "function") return () => Object.keys(config);
  const raw = (config as { rawConfig?: unknown }).rawConfig;
  return raw !== null && typeof raw === "object" ? () => Object.keys(raw) : undefined;
}

/** The client of each resource kind, by the name of its method on {@link ProviderClients}. */
export type ProviderClientKind = "datafold" | "proxyAdmin";

/**
 * The clients of one provider host process. Credentials come from the stack config given
 * to `configure`, then the environment; they never pass through inputs or
 * the serialized provider, so they never reach state. Clients are created on first use, so
 * a stack that only manages data diff flags needs no proxy credentials, and vice versa.
 */
class ProviderClients {
  #sources: SettingSources = {};
  #datafold: DatafoldClient | undefined;
  #proxyAdmin: ProxyAdminClient | undefined;

  configure(sources: SettingSources): void {
    this.#sources = sources;
    this.#datafold = undefined;
    this.#proxyAdmin = undefined;
  }

  // Each client's module is loaded with its first client: a process that plans a few types (an
  // OpenTofu start, say) never builds the schemas of every API object the clients answer with.
  datafold(): DatafoldClient {
    if (this.#datafold === undefined) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use (above)
      const { DatafoldClient: Client } = require("../../client/main-service/datafold-client") as typeof import("../../client/main-service/datafold-client");
      this.#datafold = new Client({ ...this.#sources, config: this.#sources.config ?? (() => undefined) });
    }
    return this.#datafold;
  }

  proxyAdmin(): ProxyAdminClient {
    if (this.#proxyAdmin === undefined) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at first use (above)
      const { ProxyAdminClient: Client } = require("../../client/proxy-admin/proxy-admin-client") as typeof import("../../client/proxy-admin/proxy-admin-client");
      this.#proxyAdmin = new Client({ ...this.#sources, config: this.#sources.config ?? (() => undefined) });
    }
    return this.#proxyAdmin;
  }

  /**
   * The settings problems of a client, as check failures: check calls it so that a missing or
   * malformed setting fails `pulumi preview`, with the message create would give, rather than
   * a half-applied `up`. Making a client checks every setting and sends nothing.
   */
  settingsFailures(kind: ProviderClientKind): CheckFailure[] {
    try {
      this[kind]();
      return [];
    } catch (error) {
      // Only our own errors: their messages name the setting and never its value if secret.
      if (error instanceof DatafoldError) return [{ property: "", reason: error.message }];
      throw error;
    }
  }
}

export const providerClients = new ProviderClients();

/** The provider's `configure`: keeps the stack config for the clients. */
export function configureProvider(config: StackConfig): void {
  providerClients.configure({ config: configLookupFrom(config), configKeys: configKeysFrom(config) });
}
