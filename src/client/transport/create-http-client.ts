/**
 * A client's HTTP layer from its options (client-options.ts resolves them). Apart from
 * client-options.ts, so that checking the settings (a provider's configuration step) does not
 * load the HTTP client, which a process that makes no request never needs.
 */
import type { CommonClientOptions } from "./common-client-options";
import { HttpClient } from "./http-client";
import { DEFAULT_RETRY_POLICY } from "./retry-policy";
import { tuningSetting, type ServiceSettings } from "./client-options";
import { booleanSetting, requireSetting, SETTINGS, validateServiceUrl, type SettingSources } from "../settings/settings";

/** Resolves address and credential (option, then config, then environment) into an HttpClient. */
export function createHttpClient(service: ServiceSettings, options: CommonClientOptions): HttpClient {
  const sources: SettingSources = { config: options.config, env: options.env, configKeys: options.configKeys, describeConfig: options.describeConfig };
  const credential = requireSetting(service.credential.definition, service.credential.option, service.credential.value, sources);
  const url = requireSetting(service.url.definition, service.url.option, service.url.value, sources);
  const allowInsecureHttp = booleanSetting(SETTINGS.allowInsecureHttp, "allowInsecureHttp", options.allowInsecureHttp, sources);
  return new HttpClient({
    baseUrl: validateServiceUrl(url, allowInsecureHttp ?? false),
    auth: { scheme: service.scheme, credential },
    errorBodyStyle: service.errorBodyStyle,
    timeoutMs: tuningSetting("timeoutMs", options, sources),
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry, limit: tuningSetting("maxRetries", options, sources) },
    maxConcurrentRequests: tuningSetting("maxConcurrentRequests", options, sources),
    maxResponseBytes: tuningSetting("maxResponseBytes", options, sources),
    onRetry: options.onRetry,
    sleep: options.sleep,
  });
}
