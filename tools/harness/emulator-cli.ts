import { spawn, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";

const ROOT = resolve(__dirname, "../..");
const LISTENING = /^datafold-emulator listening on (http:\/\/127\.0\.0\.1:\d+)$/m;

/** A spawned `datafold-emulator` with everything it printed so far (stdout and stderr). */
export type CliProcess = ChildProcess & { output: () => string };

export interface SpawnCliOptions {
  /**
   * `dist` runs the build, as `npx datafold-emulator` does (Jest's global setup builds it);
   * `source` runs src/ through the transpiler Jest uses.
   */
  readonly from?: "dist" | "source";
  /** An executable to run instead, e.g. the `node_modules/.bin/datafold-emulator` of an installed package. */
  readonly command?: string;
  /** Working directory (default: the repository root). */
  readonly cwd?: string;
}

/** Starts the real CLI with these arguments. Kill it in afterEach/afterAll. */
export function spawnEmulatorCli(args: readonly string[], options: SpawnCliOptions = {}): CliProcess {
  const entry =
    options.from === "source"
      ? ["--require", join(ROOT, "tools/typescript/register.js"), join(ROOT, "packages/datafold-emulator/src/cli.ts")]
      : [join(ROOT, "packages/datafold-emulator/dist/cli.js")];
  const [file, fileArgs] = options.command !== undefined ? [options.command, [...args]] : [process.execPath, [...entry, ...args]];
  const child = spawn(file, fileArgs, { cwd: options.cwd ?? ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return Object.assign(child, { output: () => output });
}

/** The URL from the CLI's "datafold-emulator listening on <url>" line; throws if it exits first. */
export async function waitForListening(child: CliProcess, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = LISTENING.exec(child.output());
    if (match) return match[1]!;
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`CLI exited early:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`CLI did not start:\n${child.output()}`);
}

/** Resolves with the exit code (null when a signal ended the process) once it has exited. */
export function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** SIGKILLs the process if it still runs and waits until it is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitOf(child);
  child.kill("SIGKILL");
  await exited;
}
