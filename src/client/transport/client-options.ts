import type { CommonClientOptions } from "./common-client-options";
import { DEFAULT_RETRY_POLICY } from "./retry-policy";
import type { ErrorBodyStyle } from "./error-from-response";
import { DEFAULT_MAX_RESPONSE_BYTES, MAX_MAX_RESPONSE_BYTES, MIN_MAX_RESPONSE_BYTES } from "./response-size-limit";
import { InvalidConfigurationError } from "../../core/errors";
import {
  booleanSetting,
  resolveSetting,
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

/** Where a client of one service reads its address and credential, and how it authenticates. */
export interface ServiceSettings {
  readonly url: { definition: SettingDefinition; option: string; value: string | undefined };
  readonly credential: { definition: SettingDefinition; option: string; value: string | undefined };
  readonly scheme: "Key" | "Bearer";
  readonly errorBodyStyle: ErrorBodyStyle;
}

/** A whole-number setting of every client: its option name and the values it may take. */
interface TuningSetting {
  readonly definition: SettingDefinition;
  readonly option: string;
  readonly explicit: (options: CommonClientOptions) => number | undefined;
  readonly range: { readonly min: number; readonly max: number; readonly unit: string; readonly defaultValue: number };
}

const TUNING = {
  timeoutMs: {
    definition: SETTINGS.timeoutMs,
    option: "timeoutMs",
    explicit: (options) => options.timeoutMs,
    range: { min: 1, max: MAX_TIMEOUT_MS, unit: "milliseconds", defaultValue: DEFAULT_TIMEOUT_MS },
  },
  maxConcurrentRequests: {
    definition: SETTINGS.maxConcurrentRequests,
    option: "maxConcurrentRequests",
    explicit: (options) => options.maxConcurrentRequests,
    range: { min: 1, max: MAX_CONCURRENT_REQUESTS, unit: "requests", defaultValue: DEFAULT_MAX_CONCURRENT_REQUESTS },
  },
  maxRetries: {
    definition: SETTINGS.maxRetries,
    option: "retry.limit",
    explicit: (options) => options.retry?.limit,
    range: { min: 0, max: MAX_RETRIES, unit: "retries", defaultValue: DEFAULT_RETRY_POLICY.limit },
  },
  maxResponseBytes: {
    definition: SETTINGS.maxResponseBytes,
    option: "maxResponseBytes",
    explicit: (options) => options.maxResponseBytes,
    range: { min: MIN_MAX_RESPONSE_BYTES, max: MAX_MAX_RESPONSE_BYTES, unit: "bytes", defaultValue: DEFAULT_MAX_RESPONSE_BYTES },
  },
} as const satisfies Record<string, TuningSetting>;

/** A whole-number setting of every client: the option, else config, else the environment, else its default. */
export function tuningSetting(name: keyof typeof TUNING, options: CommonClientOptions, sources: SettingSources): number {
  const { definition, option, explicit, range } = TUNING[name];
  return wholeNumberSetting(definition, option, explicit(options), sources, range) ?? range.defaultValue;
}

/**
 * The problems of the settings that are set (stack config, then environment), each checked as a
 * client would check it, without making a client: a credential or address that is missing is not
 * a problem here, since only the resources that need it fail without it. A Pulumi provider
 * plugin's CheckConfig reports these, one per setting, so that a preview fails on a malformed value.
 */
export function invalidSettings(sources: SettingSources): InvalidConfigurationError[] {
  const problems: InvalidConfigurationError[] = [];
  const attempt = <T>(resolve: () => T): T | undefined => {
    try {
      return resolve();
    } catch (error) {
      if (!(error instanceof InvalidConfigurationError)) throw error;
      problems.push(error);
      return undefined;
    }
  };
  const allowInsecureHttp = attempt(() => booleanSetting(SETTINGS.allowInsecureHttp, "allowInsecureHttp", undefined, sources)) ?? false;
  for (const name of Object.keys(TUNING) as (keyof typeof TUNING)[]) attempt(() => tuningSetting(name, {}, sources));
  for (const definition of [SETTINGS.host, SETTINGS.proxyUrl]) {
    attempt(() => {
      const resolved = resolveSetting(definition, definition.configKey, undefined, sources);
      if (resolved !== undefined) validateServiceUrl(resolved, allowInsecureHttp);
    });
  }
  return problems;
}
