/**
 * `runOffline`: one command of the offline runner, from project files to summary.
 *
 * The offline runner is a test and demo tool, not a replacement for Pulumi: it stands in for
 * the engine only as far as dynamic resources need. It runs the program
 * through the SDK's real language runtime (`@pulumi/pulumi/cmd/run`) against a ResourceMonitor
 * and Engine served here, and executes dynamic resources through the SDK's real
 * dynamic-provider host, so what runs is what `pulumi up` would run. No provider plugins,
 * no invokes, no imports, no Pulumi Cloud: the state is a local JSON file. One engine behaviour
 * is left out: when a resource is deleted before its replacement is created
 * (`deleteBeforeReplace`), the resources that depend on it are not replaced along with it.
 */
import { resolve } from "node:path";
import { ConsoleOutput } from "./console-output";
import type { Diagnostic } from "./engine-service";
import { OfflineRunnerError } from "./errors";
import { EXIT_AFTER_REPORTED_ERROR, ProgramProcess } from "./program-process";
import { loadProjectSettings, type ProjectSettings } from "./project-settings";
import { isSecret, maskSecrets, UNKNOWN, type PropertyMap } from "./property-values";
import { ProviderSession } from "./provider-session";
import { destroyStack, refreshStack } from "./refresh-and-destroy";
import { ResourceSteps } from "./resource-steps";
import { startRpcServer, type RpcServer } from "./rpc-server";
import { RunRecord, type Operation, type ResourceCounts } from "./run-record";
import { StateFile } from "./state-file";
import { HEADERS, printSummary, type Command } from "./summary";
import { UpdateDeployment } from "./update-deployment";
import { nameOf, STACK_TYPE, typeOf } from "./urn";

export interface RunOptions {
  readonly command: Command;
  /** The directory holding Pulumi.yaml. */
  readonly projectDir: string;
  readonly stack: string;
  /** The JSON state file (created when missing). */
  readonly stateFile: string;
  /** Plain config, `key` (project namespace) or `ns:key`; wins over Pulumi.<stack>.yaml. */
  readonly config?: Readonly<Record<string, string>>;
  /** Secret config: reaches the program as secret and is masked in all output. */
  readonly secretConfig?: Readonly<Record<string, string>>;
  /** Encrypts the secrets in the state; defaults to env PULUMI_CONFIG_PASSPHRASE. */
  readonly passphrase?: string;
  /** Environment of the program and the provider host (defaults to this process's). */
  readonly env?: NodeJS.ProcessEnv;
  /** `--parallel` for the program (1 serializes resource registrations). */
  readonly parallel?: number;
  /** Receives each output line (default: stdout). */
  readonly write?: (line: string) => void;
  /**
   * Cancels the run: the program is stopped, no further resource is touched, the state keeps
   * what was done, every child process is stopped, and the result reports the cancellation.
   */
  readonly signal?: AbortSignal;
}

export interface RunResult {
  /** 0 on success, 1 when anything failed. */
  readonly exitCode: number;
  readonly counts: ResourceCounts;
  /**
   * The stack outputs (after the run; for destroy, empty). Secret values are replaced by the
   * string "[secret]" (their names are in `secretOutputs`), values unknown in a preview by
   * "[unknown]". To read a secret, open the state file with the passphrase (`StateFile`).
   */
  readonly outputs: Record<string, unknown>;
  readonly secretOutputs: readonly string[];
  /** Operations in the order performed (planned, for preview). */
  readonly operations: readonly Operation[];
  /** The error messages printed, secrets masked. */
  readonly errors: readonly string[];
}

export async function runOffline(options: RunOptions): Promise<RunResult> {
  const started = Date.now();
  const output = new ConsoleOutput(options.write ?? ((line) => process.stdout.write(`${line}\n`)));
  const record = new RunRecord(output);
  const env = options.env ?? process.env;
  const { command, stack } = options;
  let stackOutputs: PropertyMap = {};
  let provider: ProviderSession | undefined;
  output.line(`${HEADERS[command]} (${stack}):`);
  output.line();
  try {
    const project = loadProjectSettings(options.projectDir, stack, options);
    for (const key of project.secretKeys) output.addSecrets(project.config[key], true);
    const state = await StateFile.open({
      file: resolve(options.stateFile),
      project: project.name,
      stack,
      passphrase: options.passphrase ?? env.PULUMI_CONFIG_PASSPHRASE,
    });
    for (const resource of state.resources) output.addSecrets([resource.inputs, resource.outputs]);
    provider = new ProviderSession({ cwd: project.programDir, project: project.name, stack, config: project.config, env });
    const context = { state, steps: new ResourceSteps(provider), record, output, ...(options.signal ? { signal: options.signal } : {}) };
    if (command === "refresh") {
      await refreshStack(context);
      stackOutputs = state.resources.find((r) => r.type === STACK_TYPE)?.outputs ?? {};
    } else if (command === "destroy") {
      await destroyStack(context);
    } else {
      const deployment = new UpdateDeployment({ ...context, project: project.name, stack, dryRun: command === "preview" });
      provider.warmUp();
      await runProgram({ project, options, env, deployment, record, output });
      stackOutputs = deployment.stackResource?.outputs ?? {};
    }
  } catch (error) {
    record.error(error instanceof OfflineRunnerError ? error.message : `the offline runner failed: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await provider?.close();
  }
  output.line();
  printSummary(output, {
    command,
    rows: record.rows,
    counts: record.counts(),
    ...(command === "destroy" ? {} : { outputs: stackOutputs }),
    durationMs: Date.now() - started,
  });
  return {
    exitCode: record.failed ? 1 : 0,
    counts: record.counts(),
    outputs: publicOutputs(stackOutputs),
    secretOutputs: Object.keys(stackOutputs).filter((key) => isSecret(stackOutputs[key])),
    operations: record.operations,
    errors: record.errors,
  };
}

interface ProgramRun {
  readonly project: ProjectSettings;
  readonly options: RunOptions;
  readonly env: NodeJS.ProcessEnv;
  readonly deployment: UpdateDeployment;
  readonly record: RunRecord;
  readonly output: ConsoleOutput;
}

/** Serves the monitor and engine, runs the program to its end, then lets the deployment finish. */
async function runProgram({ project, options, env, deployment, record, output }: ProgramRun): Promise<void> {
  let programReportedError = false;
  const onLog = (diagnostic: Diagnostic) => {
    if (diagnostic.severity === "debug" || diagnostic.ephemeral) return;
    const about =
      diagnostic.urn && typeOf(diagnostic.urn) !== STACK_TYPE ? `${typeOf(diagnostic.urn)} resource '${nameOf(diagnostic.urn)}': ` : "";
    if (diagnostic.severity === "error") {
      programReportedError = true;
      record.error(`${about}${diagnostic.message}`);
    } else {
      output.line(`${diagnostic.severity === "warning" ? "warning: " : ""}${about}${diagnostic.message}`);
    }
  };
  let server: RpcServer | undefined;
  let program: ProgramProcess | undefined;
  try {
    server = await startRpcServer(deployment, onLog);
    program = ProgramProcess.start({
      project,
      stack: options.stack,
      rpcAddress: server.address,
      dryRun: options.command === "preview",
      ...(options.parallel !== undefined ? { parallel: options.parallel } : {}),
      env,
      onLine: (line) => output.line(line),
    });
    const stop = () => void program?.stop();
    options.signal?.addEventListener("abort", stop, { once: true });
    if (options.signal?.aborted) stop();
    const exit = await program.exited;
    options.signal?.removeEventListener("abort", stop);
    if (options.signal?.aborted) {
      record.error("cancelled: the program was stopped");
    } else if (exit.code !== 0 && !(exit.code === EXIT_AFTER_REPORTED_ERROR && programReportedError)) {
      record.error(`the program exited with ${exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`}`);
    }
    await deployment.finish(exit.code === 0 && !programReportedError && !options.signal?.aborted);
  } finally {
    await program?.stop();
    await server?.close();
  }
}

function publicOutputs(outputs: PropertyMap): Record<string, unknown> {
  const masked = maskSecrets(outputs);
  return JSON.parse(JSON.stringify(masked, (_key, value: unknown) => (value === UNKNOWN ? "[unknown]" : value)));
}
