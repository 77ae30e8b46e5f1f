import { readdirSync, readFileSync } from "node:fs";

/** One process of /proc: its parent and its command line. */
interface ProcessEntry {
  readonly pid: number;
  readonly ppid: number;
}

function processes(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (2nd field) is in parentheses and may hold spaces: parse after it.
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      entries.push({ pid: Number(name), ppid });
    } catch {
      // gone meanwhile
    }
  }
  return entries;
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const { pid, ppid } of processes()) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
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
 * Watches the descendants of `root` whose command line matches `pattern` (the dynamic-provider
 * host: `node .../@pulumi/pulumi/cmd/dynamic-provider ...`) and keeps the largest peak resident
 * set any of them reached. The kernel keeps each process's own peak (VmHWM), so sampling every
 * `intervalMs` loses only what a process gains in its last interval before it exits; Pulumi
 * kills its plugins without letting them report anything themselves. Linux only.
 */
export class PeakRssWatcher {
  private peakKiB = 0;
  private readonly watched = new Set<number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly root: number,
    private readonly pattern: RegExp,
    intervalMs = 200,
  ) {
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  private sample(): void {
    for (const pid of descendants(this.root)) {
      if (!this.watched.has(pid)) {
        if (!this.pattern.test(commandLine(pid))) continue;
        this.watched.add(pid);
      }
    }
    for (const pid of this.watched) this.peakKiB = Math.max(this.peakKiB, peakRssKiB(pid) ?? 0);
  }

  /** Stops watching; the largest peak seen, in MiB (0 when no matching process was seen). */
  stop(): { peakMiB: number; processes: number } {
    clearInterval(this.timer);
    return { peakMiB: this.peakKiB / 1024, processes: this.watched.size };
  }
}
