import { readdirSync, readFileSync } from "node:fs";
import { processStat, type ProcessStat } from "./proc-stat";

function allProcesses(): ProcessStat[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => processStat(Number(name)) ?? []);
}

/** VmHWM (the peak resident set so far) of a process, in KiB; undefined when it is gone. */
function peakRssKiB(pid: number): number | undefined {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
}

/**
 * What the engine runs, told apart by command line; the root is the command itself. The
 * provider host is the dynamic-provider host or a `datafold` plugin installed in the Pulumi
 * home (ours, whatever its build runs, or the floor's), or under OpenTofu the
 * `terraform-provider-datafold` executable (ours or the floor's); the program and the language host are
 * Node.js's or Python's (the program before the host: Python's program runs a script whose name
 * starts with the host's).
 */
export const ROLES = {
  host: /@pulumi\/pulumi\/cmd\/dynamic-provider|\/plugins\/resource-datafold-v|\/terraform-provider-datafold/,
  program: /@pulumi\/pulumi\/cmd\/run|pulumi-language-python-exec/,
  languageHost: /pulumi-language-(nodejs|python)/,
} as const;
export type Role = keyof typeof ROLES | "command" | "other";

export interface ProcessUsage {
  /** The largest peak resident set of one provider host, MiB (0 when none ran). */
  readonly hostPeakRssMiB: number;
  /** CPU time by role, ms, as last sampled: a process's last interval before it exits is not seen. */
  readonly cpuMs: Record<Role, number>;
}

/**
 * Watches a command (`root`) and its descendants: the peak resident set of the dynamic-provider
 * host, and the CPU time of each kind of process. The kernel keeps each process's own peak
 * (VmHWM), so sampling every `intervalMs` loses only what a process gains in its last interval
 * before it exits; Pulumi ends its plugins with signals, so they cannot report anything
 * themselves. Linux only.
 */
export class ProcessWatcher {
  private readonly roles = new Map<number, Role>();
  private readonly lastCpuMs = new Map<number, number>();
  private hostPeakKiB = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly root: number,
    intervalMs = 200,
  ) {
    this.roles.set(root, "command");
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  private sample(): void {
    const processes = allProcesses();
    const children = new Map<number, ProcessStat[]>();
    for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
    const rootStat = processes.find((p) => p.pid === this.root);
    const visit = (p: ProcessStat) => {
      let role = this.roles.get(p.pid);
      // A process is told apart once it has exec'd: before that it has its parent's command line.
      if (role === undefined || role === "other") {
        const line = commandLine(p.pid);
        role = (Object.keys(ROLES) as (keyof typeof ROLES)[]).find((r) => ROLES[r].test(line)) ?? "other";
        this.roles.set(p.pid, role);
      }
      this.lastCpuMs.set(p.pid, p.cpuMs);
      if (role === "host") this.hostPeakKiB = Math.max(this.hostPeakKiB, peakRssKiB(p.pid) ?? 0);
      for (const child of children.get(p.pid) ?? []) visit(child);
    };
    if (rootStat !== undefined) visit(rootStat);
  }

  stop(): ProcessUsage {
    clearInterval(this.timer);
    const cpuMs: Record<Role, number> = { command: 0, host: 0, program: 0, languageHost: 0, other: 0 };
    for (const [pid, ms] of this.lastCpuMs) cpuMs[this.roles.get(pid) ?? "other"] += ms;
    return { hostPeakRssMiB: this.hostPeakKiB / 1024, cpuMs };
  }
}
