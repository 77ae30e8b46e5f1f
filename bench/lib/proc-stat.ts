// CPU time as Linux counts it in /proc: the whole machine's (with what the hypervisor took)
// and one process's. Every benchmark that reports CPU or stolen time reads it here.
import { readFileSync } from "node:fs";

/** USER_HZ: the unit of the tick counts in /proc/stat and /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

/** CPU ticks of the whole machine so far: all, and those stolen by the hypervisor. */
export interface CpuTicks {
  readonly total: number;
  readonly steal: number;
}

/** The machine's CPU ticks so far; undefined where /proc/stat cannot be read (not Linux). */
export function cpuTicks(): CpuTicks | undefined {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return undefined;
  }
}

/** The share of the machine's CPU time the hypervisor took between two readings, in %; undefined when no time passed or either is missing. */
export function stolenPercent(before: CpuTicks | undefined, after: CpuTicks | undefined): number | undefined {
  if (before === undefined || after === undefined || after.total <= before.total) return undefined;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}

/** One process as /proc/<pid>/stat shows it. */
export interface ProcessStat {
  readonly pid: number;
  readonly ppid: number;
  /** utime + stime, ms. */
  readonly cpuMs: number;
}

/** A process's parent and CPU time so far; undefined once it is gone. */
export function processStat(pid: number): ProcessStat | undefined {
  try {
    // The command name (2nd field) is in parentheses and may hold spaces: parse after it.
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { pid, ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}
