import { HttpClient, type RetryEvent } from "./http-client";
import type { ErrorBodyStyle } from "./error-from-response";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retry-policy";
import { requireSetting, validateServiceUrl, type SettingDefinition, type SettingSources } from "./settings";

/** Options both clients share. */
export interface CommonClientOptions extends SettingSources {
  /** Per attempt, in milliseconds. Default 30 000. */
  readonly timeoutMs?: number;
  /** Overrides of the retry policy (see `DEFAULT_RETRY_POLICY`). */
  readonly retry?: Partial<RetryPolicy>;
  /**
   * Most requests in flight at once to one origin, across every client of this process.
   * Default 8, or the environment variable DATAFOLD_MAX_CONCURRENT_REQUESTS.
   */
  readonly maxConcurrentRequests?: number;
  /** Allow plain http:// to a host that is not this machine. Default false. */
  readonly allowInsecureHttp?: boolean;
  /** Told before each retry (safe to log: no headers, no credential). */
  readonly onRetry?: (event: RetryEvent) => void;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_CONCURRENT_REQUESTS = 8;

interface ServiceSettings {
  readonly url: { definition: SettingDefinition; option: string; value: string | undefined };
  readonly credential: { definition: SettingDefinition; option: string; value: string | undefined };
  readonly scheme: "Key" | "Bearer";
  readonly errorBodyStyle: ErrorBodyStyle;
}

/** Resolves address and credential (option, then config, then environment) into an HttpClient. */
export function createHttpClient(service: ServiceSettings, options: CommonClientOptions): HttpClient {
  const sources: SettingSources = { config: options.config, env: options.env };
  const credential = requireSetting(service.credential.definition, service.credential.option, service.credential.value, sources);
  const url = requireSetting(service.url.definition, service.url.option, service.url.value, sources);
  return new HttpClient({
    baseUrl: validateServiceUrl(url, options.allowInsecureHttp ?? false),
    auth: { scheme: service.scheme, credential },
    errorBodyStyle: service.errorBodyStyle,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    maxConcurrentRequests: options.maxConcurrentRequests ?? envConcurrency(options.env ?? process.env),
    onRetry: options.onRetry,
  });
}

function envConcurrency(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.DATAFOLD_MAX_CONCURRENT_REQUESTS;
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_CONCURRENT_REQUESTS;
}
