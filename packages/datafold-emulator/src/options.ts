import { resolveConnectionLimits, type ConnectionLimits } from "./connection-limits";
import type { EmulatorOptions } from "./context";

/** Defaults a newcomer can use as they are (the CLI prints them when it falls back to them). */
export const DEFAULT_EMULATOR_OPTIONS = {
  apiKey: "df_emulator_api_key",
  proxyManagerToken: "sqlp_pm_emulator_bootstrap_token",
  monitors: 60,
  latencyMs: 0,
  rateLimit: 0,
  maxPageSize: 0,
} as const satisfies EmulatorOptions;

/**
 * Options with `latencyMs`, `rateLimit` and `maxPageSize` writable (POST /__emulator/config
 * changes them at run time) and every connection limit filled in.
 */
export type RuntimeOptions = Omit<EmulatorOptions, "latencyMs" | "rateLimit" | "maxPageSize" | "connectionLimits"> & {
  latencyMs: number;
  rateLimit: number;
  maxPageSize: number;
  readonly connectionLimits: ConnectionLimits;
};

/** Fills in defaults and rejects values the emulator cannot run with. */
export function resolveEmulatorOptions(options: Partial<EmulatorOptions>): RuntimeOptions {
  const resolved: RuntimeOptions = {
    apiKey: options.apiKey ?? DEFAULT_EMULATOR_OPTIONS.apiKey,
    proxyManagerToken: options.proxyManagerToken ?? DEFAULT_EMULATOR_OPTIONS.proxyManagerToken,
    monitors: options.monitors ?? DEFAULT_EMULATOR_OPTIONS.monitors,
    latencyMs: options.latencyMs ?? DEFAULT_EMULATOR_OPTIONS.latencyMs,
    rateLimit: options.rateLimit ?? DEFAULT_EMULATOR_OPTIONS.rateLimit,
    maxPageSize: options.maxPageSize ?? DEFAULT_EMULATOR_OPTIONS.maxPageSize,
    connectionLimits: resolveConnectionLimits(options.connectionLimits),
    ...(options.dataFile !== undefined ? { dataFile: options.dataFile } : {}),
  };
  // Messages name the option but never echo a credential value.
  if (resolved.apiKey.trim() === "" || /\s/.test(resolved.apiKey)) {
    throw new TypeError("apiKey must be a non-empty string without spaces");
  }
  if (resolved.proxyManagerToken.trim() === "" || /\s/.test(resolved.proxyManagerToken)) {
    throw new TypeError("proxyManagerToken must be a non-empty string without spaces");
  }
  if (!Number.isSafeInteger(resolved.monitors) || resolved.monitors < 0) {
    throw new TypeError(`monitors must be a whole number >= 0, got ${resolved.monitors}`);
  }
  if (!isValidLatency(resolved.latencyMs)) {
    throw new TypeError(`latencyMs must be a whole number >= 0, got ${resolved.latencyMs}`);
  }
  if (!Number.isSafeInteger(resolved.rateLimit) || resolved.rateLimit < 0) {
    throw new TypeError(`rateLimit must be a whole number of requests per second >= 0 (0: no limit), got ${resolved.rateLimit}`);
  }
  if (!isValidMaxPageSize(resolved.maxPageSize)) {
    throw new TypeError(`maxPageSize must be a whole number of items from 0 to ${MAX_PAGE_SIZE_LIMIT} (0: no cap), got ${resolved.maxPageSize}`);
  }
  if (resolved.dataFile !== undefined && resolved.dataFile.trim() === "") {
    throw new TypeError("dataFile must not be empty");
  }
  return resolved;
}

/** The largest cap that can be set: far above any page a client asks for. */
export const MAX_PAGE_SIZE_LIMIT = 1_000_000;

export function isValidMaxPageSize(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_PAGE_SIZE_LIMIT;
}

export function isValidLatency(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}
