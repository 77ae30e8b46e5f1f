// Its own module, which settings.ts and config-keys.ts both import: config-keys.ts lists the
// keys of this table, and settings.ts names the near miss of a missing key.

/**
 * The settings this package reads, where each comes from, and in which order: an explicit
 * option, then the Pulumi stack config, then the environment. Config outranks the
 * environment so that a stack's own settings win over whatever the shell happens to export.
 */
export interface SettingDefinition {
  /** How error messages name it: "Datafold API key". */
  readonly label: string;
  /** Full stack config key: "datafold:apiKey". */
  readonly configKey: string;
  readonly envVar: string;
  readonly secret: boolean;
  readonly defaultValue?: string;
  /** For an address: a well-formed value, suggested when the one given cannot be repaired. */
  readonly example?: string;
  /**
   * What the setting is, with its range and default, in sentences: the package schema's
   * description of the provider's configuration key (where it comes from is added there).
   */
  readonly description: string;
  /** The type the package schema gives the key; every source is text, read as this type. */
  readonly valueType: "string" | "integer" | "boolean";
}

export const SETTINGS = {
  apiKey: {
    label: "Datafold API key",
    configKey: "datafold:apiKey",
    envVar: "DATAFOLD_API_KEY",
    secret: true,
    description: "The Datafold API key, sent with every request to the Datafold API (monitors, data diffs, lineage, transforms). Required by DataDiffFlags, the monitors and every data function but getProxyTokens; no default.",
    valueType: "string",
  },
  host: {
    label: "Datafold host",
    configKey: "datafold:host",
    envVar: "DATAFOLD_HOST",
    secret: false,
    defaultValue: "https://app.datafold.com",
    example: "https://app.datafold.com",
    description: "The address of the Datafold app whose API is called, such as `https://app.datafold.com` (the default) or a dedicated deployment's. An absolute https:// URL; plain http:// only to this machine, unless `allowInsecureHttp`.",
    valueType: "string",
  },
  proxyUrl: {
    label: "SQL proxy URL",
    configKey: "datafold:proxyUrl",
    envVar: "DATAFOLD_PROXY_URL",
    secret: false,
    example: "https://sqlproxy.example.datafold.com",
    description: "The base address of the Datafold SQL proxy's admin API, such as `https://sqlproxy.example.datafold.com`. Required by ProxyToken, ProxyTokenRevocation and getProxyTokens; no default.",
    valueType: "string",
  },
  proxyManagerToken: {
    label: "SQL proxy manager token",
    configKey: "datafold:proxyManagerToken",
    envVar: "DATAFOLD_PROXY_MANAGER_TOKEN",
    secret: true,
    description: "The SQL proxy manager token, which the proxy's admin API takes to create, list and revoke tokens. Required by ProxyToken, ProxyTokenRevocation and getProxyTokens; no default.",
    valueType: "string",
  },
  timeoutMs: {
    label: "request timeout",
    configKey: "datafold:timeoutMs",
    envVar: "DATAFOLD_TIMEOUT_MS",
    secret: false,
    description: "How long one attempt of a request may take, in milliseconds: a whole number from 1 to 600000. Default 30000.",
    valueType: "integer",
  },
  maxRetries: {
    label: "most retries",
    configKey: "datafold:maxRetries",
    envVar: "DATAFOLD_MAX_RETRIES",
    secret: false,
    description: "How many times a request that may be retried (a timeout, a rate limit, a 5xx answer) is tried again: a whole number from 0 to 20. Default 5.",
    valueType: "integer",
  },
  maxConcurrentRequests: {
    label: "most concurrent requests",
    configKey: "datafold:maxConcurrentRequests",
    envVar: "DATAFOLD_MAX_CONCURRENT_REQUESTS",
    secret: false,
    description: "The most requests in flight at once to each service, across every resource of the provider: a whole number from 1 to 256. Default 8.",
    valueType: "integer",
  },
  maxResponseBytes: {
    label: "response size limit",
    configKey: "datafold:maxResponseBytes",
    envVar: "DATAFOLD_MAX_RESPONSE_BYTES",
    secret: false,
    description: "The largest answer read, in bytes (a larger one is refused, naming the endpoint): a whole number from 1024 to 536870912. Default 67108864 (64 MiB).",
    valueType: "integer",
  },
  allowInsecureHttp: {
    label: "insecure http permission",
    configKey: "datafold:allowInsecureHttp",
    envVar: "DATAFOLD_ALLOW_INSECURE_HTTP",
    secret: false,
    description: "Allow plain http:// to a host other than this machine, which sends credentials unencrypted: `true` or `false`. Default false.",
    valueType: "boolean",
  },
} as const satisfies Record<string, SettingDefinition>;
