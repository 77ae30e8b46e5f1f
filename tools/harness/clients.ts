import { inspect } from "node:util";
import { DatafoldClient, ProxyAdminClient, type CommonClientOptions } from "../../src/clients";
import { EmulatorControlClient } from "../../packages/datafold-emulator/src/control-client";

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
