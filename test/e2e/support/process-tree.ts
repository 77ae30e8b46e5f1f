import { execFileSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

/** One row of `ps`: a process id, its parent, and its state letter (`Z` for a zombie). */
interface ProcessRow {
  readonly pid: number;
  readonly ppid: number;
  readonly state: string;
}

function processTable(): ProcessRow[] {
  const out = execFileSync("ps", ["-A", "-o", "pid=,ppid=,stat="], { encoding: "utf8" });
  return out
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 3)
    .map(([pid, ppid, state]) => ({ pid: Number(pid), ppid: Number(ppid), state: state! }));
}

/**
 * `pid` and all its descendants, parents before children. Read before killing anything:
 * once a parent is gone its children are re-parented and can no longer be told apart.
 * Pulumi starts its plugins (language host, provider hosts) in process groups of their own,
 * so killing the CLI's process group would not reach them; walking the tree does.
 */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const row of processTable()) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row.pid]);
  const tree: number[] = [];
  const visit = (current: number): void => {
    tree.push(current);
    for (const child of children.get(current) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

/**
 * SIGKILLs `pid` and every descendant, the root first so that it cannot react to a child's
 * death (the CLI would write a checkpoint). Returns the pids it killed.
 */
export function killProcessTree(pid: number): number[] {
  const tree = processTree(pid);
  for (const member of tree) {
    try {
      process.kill(member, "SIGKILL");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
  }
  return tree;
}

/** The pids among `pids` still running: zombies (dead, not yet reaped) do not count. */
export function stillRunning(pids: readonly number[]): number[] {
  const live = new Set(processTable().filter((row) => !row.state.startsWith("Z")).map((row) => row.pid));
  return pids.filter((pid) => live.has(pid));
}

/**
 * Starts a command (`start` hands `onSpawn` its pid), waits until `committed()` says the service
 * has committed what the command was making, then kills the command and every process under it
 * at once, as an OOM killer or a cancelled CI job would, and waits (up to 5 s) until they are
 * gone. Fails, with what the command printed, if `command` ended before the commit.
 */
export async function killOnceCommitted<R extends { readonly stdout: string; readonly stderr: string }>(
  command: string,
  start: (onSpawn: (pid: number) => void) => Promise<R>,
  committed: () => Promise<boolean>,
): Promise<R> {
  let pid: number | undefined;
  let finished: R | undefined;
  const running = start((spawned) => (pid = spawned)).then((result) => (finished = result));
  while (!(await committed())) {
    if (finished !== undefined) throw new Error(`${command} ended before the service committed the token:\n${finished.stdout}${finished.stderr}`);
    await sleep(25);
  }
  const killed = killProcessTree(pid!);
  const result = await running;
  for (let waited = 0; stillRunning(killed).length > 0 && waited < 5_000; waited += 50) await sleep(50);
  return result;
}
