/**
 * What the engine benchmarks (bench/engine.ts for tokens, bench/monitor-engine.ts for
 * monitors) share: the commands of a stack's cycle and what each must report; one Pulumi CLI
 * command timed from spawn to exit with the API requests it made, the CPU of its processes and
 * the provider host's peak RSS; the engine's parallelism; and how loaded the machine was.
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import { cleanEnvironment, CliCommandError, summaryCounts, type CliResult } from "../../tools/harness/pulumi-project";
import type { EmulatorProcess } from "./emulator-process";
import { cpuTicks, stolenPercent, type CpuTicks } from "./proc-stat";
import { ProcessWatcher, type Role } from "./process-watcher";

/** A stack's cycle: a preview of the new stack, up, a preview and a refresh that must change nothing, destroy. */
export const COMMANDS = ["preview", "up", "preview-same", "refresh", "destroy"] as const;
export type CommandId = (typeof COMMANDS)[number];
export const COMMAND_TITLES: Record<CommandId, string> = {
  preview: "preview (new stack)",
  up: "up",
  "preview-same": "preview (no changes)",
  refresh: "refresh (no changes)",
  destroy: "destroy",
};
/** The commands whose time is judged against floor + the requests' own minimum time. */
export const REQUESTING: readonly CommandId[] = ["up", "refresh", "destroy"];

/** What a command's summary must report for a stack of `resources` (the stack resource included). */
export function expectedCounts(command: CommandId, resources: number): Record<string, number> {
  switch (command) {
    case "preview":
      return { "to create": resources };
    case "up":
      return { created: resources };
    case "destroy":
      return { deleted: resources };
    default:
      return { unchanged: resources };
  }
}

/** The processes of a command whose CPU the tables show, with their titles. */
export const CPU_ROLES: readonly (readonly [Role | "emulator", string])[] = [
  ["command", "engine (pulumi)"],
  ["languageHost", "language host"],
  ["program", "program"],
  ["host", "provider host"],
  ["emulator", "emulator"],
  ["other", "other"],
];

export interface CommandRun {
  readonly wallMs: number;
  readonly requests: number;
  readonly peakInFlight: number;
  readonly hostPeakRssMiB: number;
  /** CPU time of the command's processes by role (sampled), and of the emulator, ms. */
  readonly cpuMs: Record<Role | "emulator", number>;
}

/**
 * Runs one command, timed from spawn to exit, with the requests it made and the provider
 * host's peak RSS. Its summary must report `expected` (the counts of `counts`: Pulumi's
 * `summaryCounts` unless given, ./tofu-command.ts's for OpenTofu), or the run is not the work it
 * claims to measure. `afterRun` sees the raw result (profiles, logs).
 */
export async function measured(
  emulator: EmulatorProcess,
  label: string,
  expected: Record<string, number>,
  start: (onSpawn: (pid: number) => void) => Promise<CliResult>,
  afterRun?: (result: CliResult) => void,
  counts: (stdout: string) => Record<string, number> = summaryCounts,
): Promise<CommandRun> {
  await emulator.control.clearRequests();
  let watcher: ProcessWatcher | undefined;
  const emulatorCpuMs = emulator.cpuMs();
  const started = performance.now();
  const result = await start((pid) => (watcher = new ProcessWatcher(pid)));
  const wallMs = performance.now() - started;
  const usage = watcher!.stop();
  const cpuMs = { ...usage.cpuMs, emulator: emulator.cpuMs() - emulatorCpuMs };
  if (result.code !== 0) throw new CliCommandError([label], result);
  afterRun?.(result);
  const summary = counts(result.stdout);
  if (JSON.stringify(summary) !== JSON.stringify(expected)) {
    throw new Error(`${label}: expected ${JSON.stringify(expected)}, the summary says ${JSON.stringify(summary)}\n${result.stdout.slice(-2000)}`);
  }
  const [requests, stats] = await Promise.all([emulator.control.requests(), emulator.control.stats()]);
  return { wallMs, requests: requests.length, peakInFlight: stats.peakInFlight, hostPeakRssMiB: usage.hostPeakRssMiB, cpuMs };
}

/** The engine's default parallelism, as the CLI's help states it (`--parallel ... (default P)`). */
export function engineParallelism(cliDir: string): number {
  const help = execFileSync(join(cliDir, "pulumi"), ["up", "--help"], { encoding: "utf8", env: cleanEnvironment() });
  const match = /--parallel int32 .*\(default (\d+)\)/.exec(help);
  if (!match) throw new Error("`pulumi up --help` does not state the default of --parallel");
  return Number(match[1]);
}

/** The 1-minute load average now, and the share of CPU the hypervisor took since `before`. */
export function machineLoad(before: CpuTicks | undefined): { loadAverage: number; stolenPercent: number } {
  return { loadAverage: loadavg()[0]!, stolenPercent: stolenPercent(before, cpuTicks()) ?? 0 };
}

/** Milliseconds as a whole number with thousands separators. */
export function fmt(ms: number): string {
  return Math.round(ms).toLocaleString("en");
}
