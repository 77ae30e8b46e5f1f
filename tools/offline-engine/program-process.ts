/**
 * Runs the Pulumi program the way the Node.js language host does: `node <sdk>/cmd/run` with the
 * monitor and engine addresses, project, stack and working directory as flags, and the config in
 * the environment (`PULUMI_CONFIG`, `PULUMI_CONFIG_SECRET_KEYS`). The SDK's run script then
 * registers ts-node when `PULUMI_NODEJS_TYPESCRIPT` is set, loads the program and runs it
 * inside the stack resource, type-checking a TypeScript program as `pulumi up` does.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { dirname, join } from "node:path";
import type { ProjectSettings } from "./project-settings";

const RUN_SCRIPT = join(dirname(require.resolve("@pulumi/pulumi/package.json")), "cmd", "run");
/** Works around a Node.js 20.20 bug that hangs error reporting; see the file. */
const PRELOAD = join(__dirname, "program-preload.js");

/**
 * The run script exits with this code when it has already reported the error through the
 * engine (`nodeJSProcessExitedAfterLoggingUserActionableMessage` in the SDK).
 */
export const EXIT_AFTER_REPORTED_ERROR = 32;

export interface ProgramRunOptions {
  readonly project: ProjectSettings;
  readonly stack: string;
  /** The address of the gRPC server that serves both the monitor and the engine. */
  readonly rpcAddress: string;
  readonly dryRun: boolean;
  readonly parallel?: number;
  readonly env: NodeJS.ProcessEnv;
  /** Each line the program writes to stdout or stderr. */
  readonly onLine: (line: string) => void;
}

export interface ProgramExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export class ProgramProcess {
  private constructor(
    private readonly child: ChildProcess,
    /** Resolves when the process has exited and both output streams are drained. */
    readonly exited: Promise<ProgramExit>,
  ) {}

  static start(options: ProgramRunOptions): ProgramProcess {
    const { project } = options;
    const args = [
      ...project.nodeArgs,
      RUN_SCRIPT,
      `--monitor=${options.rpcAddress}`,
      `--engine=${options.rpcAddress}`,
      // The organization name Pulumi's self-managed backends report; programs may ask for one.
      "--organization=organization",
      `--project=${project.name}`,
      `--stack=${options.stack}`,
      `--pwd=${project.programDir}`,
      `--root-directory=${project.projectDir}`,
      ...(options.dryRun ? ["--dry-run"] : []),
      ...(options.parallel !== undefined ? [`--parallel=${options.parallel}`] : []),
      project.program,
    ];
    const child = spawn(process.execPath, args, {
      cwd: project.programDir,
      env: programEnvironment(options),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const drained = [child.stdout!, child.stderr!].map(
      (stream) =>
        new Promise<void>((resolve) => {
          createInterface({ input: stream, crlfDelay: Infinity }).on("line", options.onLine).on("close", resolve);
        }),
    );
    const exited = new Promise<ProgramExit>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code, signal) => resolve({ code, signal }));
    }).then(async (exit) => {
      await Promise.all(drained);
      return exit;
    });
    return new ProgramProcess(child, exited);
  }

  /** Stops the program if it still runs (the runner failed); resolves once it has exited. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill("SIGTERM");
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 2_000);
    await this.exited.catch(() => undefined);
    clearTimeout(timer);
  }
}

function programEnvironment(options: ProgramRunOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(options.env)) {
    // Settings left over from an enclosing Pulumi run would override our flags (the run script
    // only sets the variables of flags it was given), and the passphrase is not the program's.
    if (key.startsWith("PULUMI_NODEJS_") && !["PULUMI_NODEJS_TRANSPILE_ONLY", "PULUMI_NODEJS_TSCONFIG_PATH"].includes(key)) continue;
    if (key === "PULUMI_CONFIG" || key === "PULUMI_CONFIG_SECRET_KEYS" || key === "PULUMI_CONFIG_PASSPHRASE") continue;
    env[key] = value;
  }
  // Through NODE_OPTIONS rather than `--require`: the run script treats a `--require` in its
  // arguments as a custom loader and turns its automatic ESM mode off.
  env.NODE_OPTIONS = [env.NODE_OPTIONS, `--require ${JSON.stringify(PRELOAD)}`].filter(Boolean).join(" ");
  const { project } = options;
  env.PULUMI_CONFIG = JSON.stringify(project.config);
  env.PULUMI_CONFIG_SECRET_KEYS = JSON.stringify(project.secretKeys);
  if (project.typescript) {
    env.PULUMI_NODEJS_TYPESCRIPT = "true";
    // No PULUMI_NODEJS_TRANSPILE_ONLY of our own: the CLI's language host sets none either, so
    // the SDK's run script type-checks (ts-node's default) unless the project's tsconfig says
    // `noCheck` or the user's environment sets the variable, and a type error fails the run
    // with the compiler's diagnostics, as `pulumi up` does.
    if (project.tsconfigPath) env.PULUMI_NODEJS_TSCONFIG_PATH ??= project.tsconfigPath;
  }
  return env;
}
