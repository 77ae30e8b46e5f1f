import type { CommonClientOptions } from "./common-client-options";
import { HttpClient } from "./http-client";
import type { ErrorBodyStyle } from "./error-from-response";
import { DEFAULT_MAX_RESPONSE_BYTES, MAX_MAX_RESPONSE_BYTES, MIN_MAX_RESPONSE_BYTES } from "./response-size-limit";
import { DEFAULT_RETRY_POLICY } from "./retry-policy";
import {
  booleanSetting,
  requireSetting,
  SETTINGS,
  validateServiceUrl,
  wholeNumberSetting,
  type SettingDefinition,
  type SettingSources,
} from "../settings/settings";


export type { CommonClientOptions };

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
