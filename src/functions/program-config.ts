import * as pulumi from "@pulumi/pulumi";
import type { CommonClientOptions } from "../client/common-client-options";
import { DatafoldClient } from "../client/datafold-client";
import { ProxyAdminClient } from "../client/proxy-admin-client";
import type { SettingSources } from "../client/settings";

/**
 * How a data function talks to the service: timeouts, retries, concurrency. Connection
 * settings and credentials are not among them on purpose: they come from the stack config,
 * then the environment, so that no credential sits in program source or in arguments.
 */
export type DataFunctionOptions = Omit<CommonClientOptions, keyof SettingSources>;

/**
 * Where data functions find their settings: the running program's stack config
 * (`datafold:apiKey`, `datafold:host`, `datafold:proxyUrl`, `datafold:proxyManagerToken`),
 * then the environment.
 *
 * The config is read with `pulumi.runtime.getConfig(fullKey)`, the raw lookup under
 * `pulumi.Config`: `new pulumi.Config("datafold").get("apiKey")` returns the same string but
 * is the path wired to warn "value is a secret; use getSecret" (the SDK has that warning
 * switched off for now, and may switch it back on), and `getSecret` returns an Output a
 * client cannot use. The value only ever reaches the client's
 * Authorization header; results never carry it.
 *
 * Both are read at each call, not once: the Automation API may run several programs, with
 * different config, in one process.
 */
export function programSettingSources(): SettingSources {
  return { config: (configKey) => pulumi.runtime.getConfig(configKey), env: process.env };
}

/** A main-service client configured from the running program (see {@link programSettingSources}). */
export function programDatafoldClient(options: DataFunctionOptions = {}): DatafoldClient {
  return new DatafoldClient({ ...options, ...programSettingSources() });
}

/** A proxy admin client configured from the running program (see {@link programSettingSources}). */
export function programProxyAdminClient(options: DataFunctionOptions = {}): ProxyAdminClient {
  return new ProxyAdminClient({ ...options, ...programSettingSources() });
}
