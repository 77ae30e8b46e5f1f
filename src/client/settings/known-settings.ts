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
}

export const SETTINGS = {
  apiKey: { label: "Datafold API key", configKey: "datafold:apiKey", envVar: "DATAFOLD_API_KEY", secret: true },
  host: {
    label: "Datafold host",
    configKey: "datafold:host",
    envVar: "DATAFOLD_HOST",
    secret: false,
    defaultValue: "https://app.datafold.com",
    example: "https://app.datafold.com",
  },
  proxyUrl: {
    label: "SQL proxy URL",
    configKey: "datafold:proxyUrl",
    envVar: "DATAFOLD_PROXY_URL",
    secret: false,
    example: "https://sqlproxy.example.datafold.com",
  },
  proxyManagerToken: {
    label: "SQL proxy manager token",
    configKey: "datafold:proxyManagerToken",
    envVar: "DATAFOLD_PROXY_MANAGER_TOKEN",
    secret: true,
  },
  timeoutMs: { label: "request timeout", configKey: "datafold:timeoutMs", envVar: "DATAFOLD_TIMEOUT_MS", secret: false },
  maxRetries: {
    label: "most retries",
    configKey: "datafold:maxRetries",
    envVar: "DATAFOLD_MAX_RETRIES",
    secret: false,
  },
  maxConcurrentRequests: {
    label: "most concurrent requests",
    configKey: "datafold:maxConcurrentRequests",
    envVar: "DATAFOLD_MAX_CONCURRENT_REQUESTS",
    secret: false,
  },
  maxResponseBytes: {
    label: "response size limit",
    configKey: "datafold:maxResponseBytes",
    envVar: "DATAFOLD_MAX_RESPONSE_BYTES",
    secret: false,
  },
  allowInsecureHttp: {
    label: "insecure http permission",
    configKey: "datafold:allowInsecureHttp",
    envVar: "DATAFOLD_ALLOW_INSECURE_HTTP",
    secret: false,
  },
} as const satisfies Record<string, SettingDefinition>;
