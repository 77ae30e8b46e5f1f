import { HttpClient, type RetryEvent } from "./http-client";
import type { ErrorBodyStyle } from "./error-from-response";
import { DEFAULT_MAX_RESPONSE_BYTES, MAX_MAX_RESPONSE_BYTES, MIN_MAX_RESPONSE_BYTES } from "./response-size-limit";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retry-policy";
import {
  booleanSetting,
  requireSetting,
  SETTINGS,
  validateServiceUrl,
  wholeNumberSetting,
  type SettingDefinition,
  type SettingSources,
} from "./settings";

/** Options both clients share. */
export interface CommonClientOptions extends SettingSources {
  /** Per attempt, in milliseconds; else `datafold:timeoutMs`, else DATAFOLD_TIMEOUT_MS. Default 30 000. */
  readonly timeoutMs?: number;
  /**
   * Overrides of the retry policy (see `DEFAULT_RETRY_POLICY`). Its `limit` (retries after the
   * first attempt) may also come from `datafold:maxRetries`, else DATAFOLD_MAX_RETRIES. Default 5.
   */
  readonly retry?: Partial<RetryPolicy>;
  /**
   * Most requests in flight at once to one origin, across every client of this process that
   * has the same limit (in a stack: across every resource of the provider host). A client
   * given another limit for the same origin keeps its own count. Else
   * `datafold:maxConcurrentRequests`, else DATAFOLD_MAX_CONCURRENT_REQUESTS. Default 8.
   */
  readonly maxConcurrentRequests?: number;
  /**
   * Largest answer body read, in bytes (after decompression): a larger one stops the request
   * with ResponseTooLargeError. Else `datafold:maxResponseBytes`, else DATAFOLD_MAX_RESPONSE_BYTES.
   * Default 67 108 864 (64 MiB), at most 536 870 912 (512 MiB).
   */
  readonly maxResponseBytes?: number;
  /**
   * Allow plain http:// to a host that is not this machine; else `datafold:allowInsecureHttp`,
   * else DATAFOLD_ALLOW_INSECURE_HTTP. Default false.
   */
  readonly allowInsecureHttp?: boolean;
  /** Told before each retry (safe to log: no headers, no credential). */
  readonly onRetry?: (event: RetryEvent) => void;
  /**
   * Waits before each retry: called with the delay the retry policy chose (the same
   * `delayMs` that `onRetry` is told), the retry is sent once the promise resolves. Default: a
   * real timer. Tests pass one that records the delays and resolves at once, so that a
   * sequence of retries with the default policy takes milliseconds; a rejection fails the
   * request with that error.
   */
  readonly sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_CONCURRENT_REQUESTS = 8;
const MAX_TIMEOUT_MS = 600_000;
const MAX_CONCURRENT_REQUESTS = 256;
const MAX_RETRIES = 20;

interface ServiceSettings {
  readonly url: { definition: SettingDefinition; option: string; value: string | undefined };
  readonly credential: { definition: SettingDefinition; option: string; value: string | undefined };
  readonly scheme: "Key" | "Bearer";
  readonly errorBodyStyle: ErrorBodyStyle;
}

/** Resolves address and credential (option, then config, then environment) into an HttpClient. */
export function createHttpClient(service: ServiceSettings, options: CommonClientOptions): HttpClient {
  const sources: SettingSources = { config: options.config, env: options.env, configKeys: options.configKeys };
  const credential = requireSetting(service.credential.definition, service.credential.option, service.credential.value, sources);
  const url = requireSetting(service.url.definition, service.url.option, service.url.value, sources);
  const allowInsecureHttp = booleanSetting(SETTINGS.allowInsecureHttp, "allowInsecureHttp", options.allowInsecureHttp, sources);
  const timeoutMs = wholeNumberSetting(SETTINGS.timeoutMs, "timeoutMs", options.timeoutMs, sources, {
    min: 1,
    max: MAX_TIMEOUT_MS,
    unit: "milliseconds",
    defaultValue: DEFAULT_TIMEOUT_MS,
  });
  const maxConcurrentRequests = wholeNumberSetting(
    SETTINGS.maxConcurrentRequests,
    "maxConcurrentRequests",
    options.maxConcurrentRequests,
    sources,
    { min: 1, max: MAX_CONCURRENT_REQUESTS, unit: "requests", defaultValue: DEFAULT_MAX_CONCURRENT_REQUESTS },
  );
  const maxRetries = wholeNumberSetting(SETTINGS.maxRetries, "retry.limit", options.retry?.limit, sources, {
    min: 0,
    max: MAX_RETRIES,
    unit: "retries",
    defaultValue: DEFAULT_RETRY_POLICY.limit,
  });
  const maxResponseBytes = wholeNumberSetting(SETTINGS.maxResponseBytes, "maxResponseBytes", options.maxResponseBytes, sources, {
    min: MIN_MAX_RESPONSE_BYTES,
    max: MAX_MAX_RESPONSE_BYTES,
    unit: "bytes",
    defaultValue: DEFAULT_MAX_RESPONSE_BYTES,
  });
  return new HttpClient({
    baseUrl: validateServiceUrl(url, allowInsecureHttp ?? false),
    auth: { scheme: service.scheme, credential },
    errorBodyStyle: service.errorBodyStyle,
    timeoutMs: timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry, limit: maxRetries ?? DEFAULT_RETRY_POLICY.limit },
    maxConcurrentRequests: maxConcurrentRequests ?? DEFAULT_MAX_CONCURRENT_REQUESTS,
    maxResponseBytes: maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    onRetry: options.onRetry,
    sleep: options.sleep,
  });
}
