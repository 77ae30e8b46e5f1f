import { readFileSync } from "node:fs";
import { DEFAULT_EMULATOR_OPTIONS, EmulatorControlClient } from "datafold-emulator";
import { killHard, spawnEmulatorCli, waitForListening } from "../../tools/harness/emulator-cli";

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

/** utime + stime of a process from /proc (Linux), in ms. */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}
