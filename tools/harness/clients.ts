import { inspect } from "node:util";
import { DatafoldClient, ProxyAdminClient, type CommonClientOptions } from "../../src/clients";
import { EmulatorControlClient } from "../../packages/datafold-emulator/src/control-client";
import type { EmulatorOptions } from "../../packages/datafold-emulator/src/context";
import { useResetEmulator, type TestEmulator } from "./emulator";

/** What the client tests need of a running emulator. */
export interface EmulatorAddress {
  readonly url: string;
  readonly apiKey: string;
  readonly proxyManagerToken: string;
}

/** Fast backoff so that retry tests take milliseconds; everything else as users get it. */
export const FAST_RETRY: CommonClientOptions["retry"] = { baseDelayMs: 5, maxDelayMs: 20 };

/** Clients of both services and the control client, pointed at one emulator. */
export function clientsFor(emulator: EmulatorAddress, options: CommonClientOptions = {}) {
  const common: CommonClientOptions = { env: {}, retry: FAST_RETRY, ...options };
  return {
    datafold: new DatafoldClient({ ...common, host: emulator.url, apiKey: emulator.apiKey }),
    proxy: new ProxyAdminClient({ ...common, proxyUrl: emulator.url, proxyManagerToken: emulator.proxyManagerToken }),
    control: new EmulatorControlClient(emulator.url),
  };
}

/** The emulator of a test file and clients of it, filled in by the hooks of {@link useEmulatorClients}. */
export interface LiveClients {
  readonly emulator: TestEmulator;
  readonly clients: ReturnType<typeof clientsFor>;
}

/**
 * The hooks of {@link useResetEmulator} (one emulator for the enclosing block, reset before
 * each test), plus clients of that emulator made with `clientOptions`. Read the returned
 * object's fields inside tests.
 */
export function useEmulatorClients(emulatorOptions: Partial<EmulatorOptions> = {}, clientOptions: CommonClientOptions = {}): LiveClients {
  const live = useResetEmulator(emulatorOptions);
  let clients: ReturnType<typeof clientsFor> | undefined;
  return {
    get emulator() {
      return live.emulator;
    },
    get clients() {
      clients ??= clientsFor(live.emulator, clientOptions);
      return clients;
    },
  };
}

/** Runs `action`, which must throw; returns what it threw. */
export async function thrown(action: () => Promise<unknown>): Promise<Error> {
  try {
    await action();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the call to throw, and it did not");
}

/**
 * Asserts that no secret appears in an error: not in its message, its stack, any
 * enumerable property (JSON), nor what `console.log` would print of it.
 */
export function expectNoSecrets(error: unknown, secrets: readonly string[]): void {
  const views = [
    String((error as Error).message),
    String((error as Error).stack),
    JSON.stringify(error),
    inspect(error, { depth: 10, showHidden: false }),
  ];
  for (const secret of secrets) {
    for (const view of views) expect(view).not.toContain(secret);
  }
}
