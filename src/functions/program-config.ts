import * as pulumi from "@pulumi/pulumi";
import type { CommonClientOptions } from "../client/client-options";
import { DatafoldClient } from "../client/datafold-client";
import { DatafoldError, type DatafoldErrorCode } from "../client/errors";
import { ProxyAdminClient } from "../client/proxy-admin-client";
import { SETTINGS, type SettingSources } from "../client/settings";
import { warnAboutProgramConfig, warnOnce } from "../program-config-warnings";

/**
 * Client tuning once given to data functions: timeouts, retries, concurrency.
 *
 * @deprecated Set these where clients are configured instead: the stack config
 * (`datafold:timeoutMs`, `datafold:maxRetries`, `datafold:maxConcurrentRequests`,
 * `datafold:maxResponseBytes`, `datafold:allowInsecureHttp`) or the environment
 * (DATAFOLD_TIMEOUT_MS, ...). Still honoured, with a warning.
 */
export type DataFunctionOptions = Omit<CommonClientOptions, keyof SettingSources>;

/** The names of {@link DataFunctionOptions}, to tell them apart from Pulumi's invoke options. */
const TUNING_OPTIONS: readonly (keyof DataFunctionOptions)[] = [
  "timeoutMs",
  "retry",
  "maxConcurrentRequests",
  "maxResponseBytes",
  "allowInsecureHttp",
  "onRetry",
  "sleep",
];

/** Where each deprecated option now lives. */
const REPLACEMENT: Readonly<Record<keyof DataFunctionOptions, string>> = {
  timeoutMs: `the stack config ${SETTINGS.timeoutMs.configKey} or ${SETTINGS.timeoutMs.envVar}`,
  retry: `the stack config ${SETTINGS.maxRetries.configKey} or ${SETTINGS.maxRetries.envVar}`,
  maxConcurrentRequests: `the stack config ${SETTINGS.maxConcurrentRequests.configKey} or ${SETTINGS.maxConcurrentRequests.envVar}`,
  maxResponseBytes: `the stack config ${SETTINGS.maxResponseBytes.configKey} or ${SETTINGS.maxResponseBytes.envVar}`,
  allowInsecureHttp: `the stack config ${SETTINGS.allowInsecureHttp.configKey} or ${SETTINGS.allowInsecureHttp.envVar}`,
  onRetry: "a DatafoldClient of your own (pulumi-datafold/client), which takes onRetry",
  sleep: "a DatafoldClient of your own (pulumi-datafold/client), which takes sleep",
};

/** The client tuning among a data function's options (deprecated there: each one used is warned about once). */
function tuningOf(options: object | undefined): DataFunctionOptions {
  const tuning: Record<string, unknown> = {};
  for (const name of TUNING_OPTIONS) {
    const value = (options as Record<string, unknown> | undefined)?.[name];
    if (value === undefined) continue;
    tuning[name] = value;
    warnOnce(`The data function option ${name} is deprecated and will be removed: use ${REPLACEMENT[name]}.`);
  }
  return tuning as DataFunctionOptions;
}

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
  return {
    config: (configKey) => pulumi.runtime.getConfig(configKey),
    configKeys: () => Object.keys(pulumi.runtime.allConfig()),
    env: process.env,
  };
}

/** The codes of a settings problem: the user's to fix, the same for every data function. */
const SETTINGS_CODES: readonly DatafoldErrorCode[] = ["DATAFOLD_MISSING_CONFIGURATION", "DATAFOLD_INVALID_CONFIGURATION"];

/**
 * One error object per cause, per process. The Pulumi Node runtime reports a rejection once
 * per error object (`isErrorReported` in `@pulumi/pulumi/cmd/run`), so every data function
 * that fails for the same missing setting rejects with the same object, printed once.
 */
const settingsErrors = new Map<string, DatafoldError>();

/**
 * The error of this cause, the first one made, marked so that the runtime prints its message
 * without a stack trace: the cause is the user's config, not a line of code. The mark is the
 * one `pulumi.RunError.isInstance` looks for (a `__pulumiRunError` member that is true, the
 * SDK's way to recognise a RunError across copies of the SDK); the error stays what it was
 * (a MissingConfigurationError or InvalidConfigurationError with its `code`), so a program
 * that catches it by class or code still can.
 */
function settingsErrorOfCause(error: DatafoldError): DatafoldError {
  let reported = settingsErrors.get(error.message);
  if (reported === undefined) {
    reported = error;
    Object.defineProperty(reported, "__pulumiRunError", { value: true, enumerable: false });
    settingsErrors.set(error.message, reported);
  }
  return reported;
}

/** Makes a client; a settings problem is thrown as the one error of its cause. */
function programClient<C>(make: (sources: SettingSources & DataFunctionOptions) => C, options: object | undefined): C {
  warnAboutProgramConfig();
  try {
    return make({ ...tuningOf(options), ...programSettingSources() });
  } catch (error) {
    if (error instanceof DatafoldError && SETTINGS_CODES.includes(error.code)) throw settingsErrorOfCause(error);
    throw error;
  }
}

/** A main-service client configured from the running program (see {@link programSettingSources}). */
export function programDatafoldClient(options?: object): DatafoldClient {
  return programClient((settings) => new DatafoldClient(settings), options);
}

/** A proxy admin client configured from the running program (see {@link programSettingSources}). */
export function programProxyAdminClient(options?: object): ProxyAdminClient {
  return programClient((settings) => new ProxyAdminClient(settings), options);
}
