import { readFileSync } from "node:fs";
import { emulatorControl, emulatorOptions } from "./built";
import { killHard, spawnEmulatorCli, waitForListening } from "../../test/support/emulator-cli";

/** The emulator CLI (from dist/) in its own process, as a user runs it: its work never shares our event loop. */
export interface EmulatorProcess {
  readonly url: string;
  readonly apiKey: string;
  readonly proxyManagerToken: string;
  readonly control: InstanceType<typeof emulatorControl.EmulatorControlClient>;
  /** CPU time the emulator process has used so far (user + system), in ms. */
  cpuMs(): number;
  close(): Promise<void>;
}

export async function startEmulatorProcess(args: readonly string[] = []): Promise<EmulatorProcess> {
  const child = spawnEmulatorCli(args, { from: "dist" });
  const url = await waitForListening(child, 60_000);
  return {
    url,
    apiKey: emulatorOptions.DEFAULT_EMULATOR_OPTIONS.apiKey,
    proxyManagerToken: emulatorOptions.DEFAULT_EMULATOR_OPTIONS.proxyManagerToken,
    control: new emulatorControl.EmulatorControlClient(url),
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
