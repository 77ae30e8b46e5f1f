/**
 * The emulator a Terraform e2e test file runs against: started in the test's process on
 * 127.0.0.1, on a free port, as the Pulumi e2e suite starts its own (test/e2e/support/e2e.ts),
 * with the environment that points the provider at it. The provider is a child of tofu, which
 * is a child of the test, and reads its settings from the environment it inherits
 * (src/client/settings/known-settings.ts: DATAFOLD_HOST, DATAFOLD_API_KEY, DATAFOLD_PROXY_URL,
 * DATAFOLD_PROXY_MANAGER_TOKEN). DATAFOLD_ALLOW_INSECURE_HTTP is not needed: plain http:// is
 * allowed to this machine.
 */
import { clientsFor } from "../../../tools/harness/clients";
import { startTestEmulator, type TestEmulator } from "../../../tools/harness/emulator";
import { emulatorEnvironment } from "../../e2e/support/e2e";

/** The credentials the emulator accepts: no test's secret is another's. */
const CREDENTIALS = { apiKey: "df_tofu_api_key_7d2e9a4c1b", proxyManagerToken: "sqlp_pm_tofu_bootstrap_3a8f6c2e9d" };

/** A running emulator, clients of it, and the environment that points the provider at it. */
export interface TofuEmulator {
  readonly emulator: TestEmulator;
  readonly clients: ReturnType<typeof clientsFor>;
  /** The DATAFOLD_* variables, for {@link TofuWorkspace}'s `env`. */
  readonly env: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

/** Starts an emulator; close it after. */
export async function startTofuEmulator(): Promise<TofuEmulator> {
  const emulator = await startTestEmulator(CREDENTIALS);
  return { emulator, clients: clientsFor(emulator), env: emulatorEnvironment(emulator), close: () => emulator.close() };
}

/**
 * Registers beforeAll/afterAll that give the enclosing block one emulator. Read the returned
 * object's fields inside tests and hooks, once beforeAll has run.
 */
export function useTofuEmulator(): TofuEmulator {
  let running: TofuEmulator | undefined;
  beforeAll(async () => {
    running = await startTofuEmulator();
  });
  afterAll(() => running?.close());
  const started = (): TofuEmulator => {
    if (running === undefined) throw new Error("the emulator is started in beforeAll: read it inside a test or a later hook");
    return running;
  };
  return {
    get emulator() {
      return started().emulator;
    },
    get clients() {
      return started().clients;
    },
    get env() {
      return started().env;
    },
    close: () => started().close(),
  };
}
