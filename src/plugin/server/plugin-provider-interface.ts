import type * as provider from "@pulumi/pulumi/provider";
import type { KitDiff } from "../../kit/kit-provider";
import type { ConfigCheck } from "../provider-configuration";

type Bag = Record<string, unknown>;

/**
 * What the plugin's gRPC server serves: the provider's own methods, in plain values (secrets
 * still wrapped as the engine sends them; the methods unwrap and wrap them, secret-values.ts).
 * Each RPC of the ResourceProvider service is one of these, turned to and from protobuf by the
 * server (resource-provider-service.ts). `construct` is `provider.Provider`'s own, so a component
 * written for the SDK's server is served here unchanged.
 */
export interface PluginProvider {
  readonly version: string;
  getSchema(): Promise<string>;
  checkConfig(urn: string, olds: Bag, news: Bag): Promise<ConfigCheck>;
  configure(urn: string | undefined, args: Bag): void;
  /** The settings whose values differ (DiffConfig): none of them replaces the provider. */
  changedSettings(olds: Bag, news: Bag): string[];
  check(urn: string, olds: Bag, news: Bag): Promise<provider.CheckResult>;
  /** `oldInputs`: the last deployment's inputs, which the marks of an import need (src/kit/import.ts). */
  diff(id: string, urn: string, olds: Bag, news: Bag, oldInputs?: Bag): Promise<KitDiff>;
  create(urn: string, inputs: Bag): Promise<provider.CreateResult>;
  read(id: string, urn: string, props: Bag): Promise<provider.ReadResult>;
  update(id: string, urn: string, olds: Bag, news: Bag): Promise<provider.UpdateResult>;
  delete(id: string, urn: string, props: Bag): Promise<void>;
  invoke(token: string, args: Bag): Promise<provider.InvokeResult>;
  readonly construct?: provider.Provider["construct"];
}
