import { DEFAULT_EMULATOR_OPTIONS, EmulatorControlClient } from "datafold-emulator";
import { killHard, spawnEmulatorCli, waitForListening } from "../../tools/harness/emulator-cli";
import { processStat } from "./proc-stat";

/** The emulator CLI (from dist/) in its own process, as a user runs it: its work never shares our event loop. */
export interface EmulatorProcess {
  readonly url: string;
  readonly apiKey: string;
  readonly proxyManagerToken: string;
  readonly control: EmulatorControlClient;
  /** CPU time the emulator process has used so far (user + system), in ms. */
  cpuMs(): number;
  close(): Promise<void>;
}

export async function startEmulatorProcess(args: readonly string[] = []): Promise<EmulatorProcess> {
  const child = spawnEmulatorCli(args, { from: "dist" });
  const url = await waitForListening(child, 60_000);
  return {
    url,
    apiKey: DEFAULT_EMULATOR_OPTIONS.apiKey,
    proxyManagerToken: DEFAULT_EMULATOR_OPTIONS.proxyManagerToken,
    control: new EmulatorControlClient(url),
    cpuMs: () => processCpuMs(child.pid!),
    close: () => killHard(child),
  };
}

/** utime + stime of the running emulator, in ms. */
function processCpuMs(pid: number): number {
  const stat = processStat(pid);
  if (stat === undefined) throw new Error(`bench: the emulator (pid ${pid}) is gone, or /proc cannot be read`);
  return stat.cpuMs;
}
