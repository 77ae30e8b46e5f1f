/**
 * Helpers for the offline runner's tests: a fixture project of test/fixtures/offline-programs
 * run with its own state file and fake cloud file in a temporary directory.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runOffline, type RunOptions, type RunResult } from "../../tools/offline-engine";

export const FIXTURES = join(__dirname, "..", "fixtures", "offline-programs");

export interface Thing {
  name: string;
  size?: number;
  color?: string | null;
  status: string;
  token: string;
}

export interface FakeCloud {
  things: Record<string, Thing>;
  log: { op: "create" | "update" | "delete"; id: string; name: string }[];
}

/** A thing the `basic` fixture declares (see its index.js). */
export interface ThingSpec {
  name: string;
  size?: number;
  color?: string;
  dependsOn?: string[];
  deleteBeforeReplace?: boolean;
  withPassword?: boolean;
}

export interface FixtureRun {
  readonly result: RunResult;
  /** Everything the runner printed, one line per entry. */
  readonly lines: readonly string[];
  readonly text: string;
}

export class OfflineFixture {
  readonly dir = mkdtempSync(join(tmpdir(), "offline-runner-"));
  readonly stateFile = join(this.dir, "state.json");
  readonly cloudFile = join(this.dir, "cloud.json");
  readonly passphrase = "correct horse battery staple";

  constructor(readonly program: "basic" | "mixed" | "typescript") {}

  get projectDir(): string {
    return join(FIXTURES, this.program);
  }

  /** Runs a command; `things` is the `basic` program's config. */
  async run(command: RunOptions["command"], things: readonly ThingSpec[] = [], options: Partial<RunOptions> = {}): Promise<FixtureRun> {
    const lines: string[] = [];
    const result = await runOffline({
      command,
      projectDir: this.projectDir,
      stack: "dev",
      stateFile: this.stateFile,
      passphrase: this.passphrase,
      config: { things: JSON.stringify(things) },
      secretConfig: { password: "hunter2-the-password" },
      write: (line) => lines.push(line),
      ...options,
      env: { ...process.env, FAKE_CLOUD_FILE: this.cloudFile, ...options.env },
    });
    return { result, lines, text: lines.join("\n") };
  }

  cloud(): FakeCloud {
    return JSON.parse(readFileSync(this.cloudFile, "utf8")) as FakeCloud;
  }

  editCloud(edit: (cloud: FakeCloud) => void): void {
    const cloud = this.cloud();
    edit(cloud);
    writeFileSync(this.cloudFile, JSON.stringify(cloud));
  }

  thingNamed(name: string): Thing & { id: string } {
    const found = Object.entries(this.cloud().things).find(([, thing]) => thing.name === name);
    if (!found) throw new Error(`no thing named ${name} in the fake cloud`);
    return { id: found[0], ...found[1] };
  }

  stateText(): string {
    return readFileSync(this.stateFile, "utf8");
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Process ids of SDK processes (the program's `cmd/run`, the provider host) that this process
 * started and that still run: what a run must not leave behind. Reads /proc (Linux, like our
 * machines and CI).
 */
export function sdkChildProcesses(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of stat is the parent pid; the command name before it may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("@pulumi/pulumi/cmd/")) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}
