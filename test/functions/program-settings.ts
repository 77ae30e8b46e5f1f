import * as pulumi from "@pulumi/pulumi";
import type { TestEmulator } from "../../tools/harness/emulator";

/** The environment variables the package reads; tests start without any of them. */
export const DATAFOLD_ENV_VARS = [
  "DATAFOLD_API_KEY",
  "DATAFOLD_HOST",
  "DATAFOLD_PROXY_URL",
  "DATAFOLD_PROXY_MANAGER_TOKEN",
] as const;

/** Stack config keys that hold credentials, marked secret as `pulumi config set --secret` does. */
export const SECRET_CONFIG_KEYS = ["datafold:apiKey", "datafold:proxyManagerToken"];

/**
 * Sets the running program's stack config through the SDK's own entry point (what the
 * language host's PULUMI_CONFIG becomes), replacing any config set before.
 */
export function setStackConfig(config: Readonly<Record<string, string>>): void {
  pulumi.runtime.setAllConfig({ ...config }, SECRET_CONFIG_KEYS.filter((key) => key in config));
}

/** Stack config that points both services at an emulator. */
export function emulatorStackConfig(emulator: Pick<TestEmulator, "url" | "apiKey" | "proxyManagerToken">): Record<string, string> {
  return {
    "datafold:host": emulator.url,
    "datafold:apiKey": emulator.apiKey,
    "datafold:proxyUrl": emulator.url,
    "datafold:proxyManagerToken": emulator.proxyManagerToken,
  };
}

/**
 * Registers hooks that give each test an empty stack config and no DATAFOLD_* variables
 * (a developer's own must not leak in), and put the environment back afterwards.
 */
export function useCleanProgramSettings(): void {
  const saved: Partial<Record<string, string>> = {};
  beforeEach(() => {
    setStackConfig({});
    for (const name of DATAFOLD_ENV_VARS) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
  });
  afterEach(() => {
    setStackConfig({});
    for (const name of DATAFOLD_ENV_VARS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
}

/** What a program sees of an Output once the engine has resolved it. */
export interface ResolvedOutput<T> {
  readonly value: T;
  readonly isKnown: boolean;
  readonly isSecret: boolean;
}

/**
 * Waits for an Output through `promise()`, `isKnown` and `isSecret`, which the SDK keeps
 * out of its public types but uses in its own tests. Every promise of the Output is awaited
 * together, so that a failure rejects here once rather than also as an unhandled rejection.
 */
export async function resolveOutput<T>(output: pulumi.Output<T>): Promise<ResolvedOutput<T>> {
  const internal = output as unknown as {
    promise(): Promise<T>;
    readonly isKnown: Promise<boolean>;
    readonly isSecret: Promise<boolean>;
    allResources?(): Promise<unknown>;
  };
  const [value, isKnown, isSecret] = await Promise.all([
    internal.promise(),
    internal.isKnown,
    internal.isSecret,
    internal.allResources?.(),
  ]);
  return { value, isKnown, isSecret };
}
