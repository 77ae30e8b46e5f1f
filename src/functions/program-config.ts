import * as pulumi from "@pulumi/pulumi";
import type { CommonClientOptions } from "../client/transport/common-client-options";
import { DatafoldClient } from "../client/main-service/datafold-client";
import { DatafoldError, type DatafoldErrorCode } from "../core/errors";
import type { FunctionClients } from "./function-clients";
import { printedAsMessage } from "./printed-as-message";
import { ProxyAdminClient } from "../client/proxy-admin/proxy-admin-client";
import { SETTINGS, type SettingSources } from "../client/settings/settings";
import { warnAboutProgramConfig, warnOnce } from "../program-config-warnings";

export { printedAsMessage };

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
 * A client whose methods' errors are {@link printedAsMessage}. Methods are called on the
 * client itself (its private fields need it as `this`).
 */
function printingMessages<C extends object>(client: C): C {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(printedAsMessage(error))) : result;
        } catch (error) {
          throw printedAsMessage(error);
        }
      };
    },
  });
}

/** The error of each settings cause seen by this process, by message. */
const settingsErrors = new Map<string, DatafoldError>();

/**
 * The one error object of this cause, marked so that the Pulumi Node runtime prints its
 * message without a stack trace: the cause is the user's config, not a line of code. The mark
 * is the one `pulumi.RunError.isInstance` looks for (a `__pulumiRunError` member that is true,
 * the SDK's way to recognise a RunError across copies of the SDK); the error stays what it was
 * (a MissingConfigurationError or InvalidConfigurationError with its `code`). The runtime
 * reports an error object once (`isErrorReported` in `@pulumi/pulumi/cmd/run`), so one object
 * per cause is also one message per cause.
 */
function settingsErrorOfCause(error: DatafoldError): { error: DatafoldError; first: boolean } {
  const known = settingsErrors.get(error.message);
  if (known !== undefined) return { error: known, first: false };
  printedAsMessage(error);
  settingsErrors.set(error.message, error);
  return { error, first: true };
}

/**
 * Whether this is a program run by the Pulumi CLI's Node language host (`@pulumi/pulumi/cmd/run`
 * sets PULUMI_NODEJS_MONITOR for it). That host reports every unhandled rejection and fails the
 * program; unit tests with mocks, Automation API inline programs and plain scripts have no such host.
 */
function runByTheLanguageHost(): boolean {
  return process.env.PULUMI_NODEJS_MONITOR !== undefined;
}

/**
 * A data function's settings problem, as the caller sees it.
 *
 * Run by the CLI, the cause is reported once, by the runtime itself, through one rejection
 * made for that purpose and left unhandled; it fails the program (exit code 32, "error:
 * <message>"), and the data functions of that cause return a promise that never settles. Had
 * they rejected, each rejection would travel through the Outputs and promise chains built on
 * it, which the runtime handles only later, when it awaits the stack's outputs one after the
 * other: Node then prints a PromiseRejectionHandledWarning for each of them. A program cannot
 * recover from a missing setting in any case: the failure is already recorded.
 *
 * Elsewhere (mocks, inline programs, plain scripts) the call rejects with the error, as any
 * function would.
 */
function settingsFailure<C extends object>(error: DatafoldError): C {
  const reported = settingsErrorOfCause(error);
  if (!runByTheLanguageHost()) throw reported.error;
  // A rejection nobody handles: the runtime's unhandledRejection handler prints it once.
  if (reported.first) void Promise.reject(reported.error);
  return silentClient<C>();
}

/**
 * A client whose every method returns a promise that never settles: what a data function
 * gets after its settings problem was reported (see {@link settingsFailure}), so that the
 * function's own promise stays pending without a change to any function's body.
 */
function silentClient<C extends object>(): C {
  return new Proxy({}, { get: () => () => new Promise<never>(() => undefined) }) as C;
}

/**
 * What an `...Output` form makes of its call's failure. Run by the CLI, an error of this
 * package is reported once, by the runtime itself, through one rejection made for that
 * purpose and left unhandled (it fails the program and prints the message, without a stack),
 * and the Output never resolves: a rejection carried through the Outputs built on it would be
 * handled only when the runtime awaits the stack's outputs, one after the other, and Node
 * prints a PromiseRejectionHandledWarning for each (see {@link settingsFailure}). A program
 * cannot catch an Output's failure in any case. Elsewhere, and for any other error, the
 * Output fails with the error as before.
 */
export function reportedByTheRuntime<R>(call: Promise<R>): Promise<R> {
  if (!runByTheLanguageHost()) return call;
  return call.catch((error: unknown) => {
    if (!(error instanceof DatafoldError)) throw error;
    void Promise.reject(printedAsMessage(error));
    return new Promise<never>(() => undefined);
  });
}

/** Makes a client; a settings problem is handled by {@link settingsFailure}. */
function programClient<C extends object>(make: (sources: SettingSources & DataFunctionOptions) => C, options: object | undefined): C {
  warnAboutProgramConfig();
  try {
    return printingMessages(make({ ...tuningOf(options), ...programSettingSources() }));
  } catch (error) {
    if (error instanceof DatafoldError && SETTINGS_CODES.includes(error.code)) return settingsFailure<C>(error);
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

/**
 * The clients of a data function called by the running program, each made on first use
 * (see {@link programSettingSources}); `options` are the call's, with the deprecated tuning.
 */
export function programFunctionClients(options?: object): FunctionClients {
  return { datafold: () => programDatafoldClient(options), proxyAdmin: () => programProxyAdminClient(options) };
}
