import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/** The commands the demo runs on one project. */
export interface DemoSteps {
  /** Each resolves true when the command succeeded; the command prints its own output. */
  up(): Promise<boolean>;
  refresh(): Promise<boolean>;
  /** A scheduled drift check: refresh that fails (false) when the service differs from the state. */
  driftCheck(): Promise<boolean>;
  destroy(): Promise<boolean>;
  /** Sets a stack config value (`--secret`: encrypted, as a credential must be), the stack made first. */
  config(key: string, value: string, secret?: boolean): Promise<boolean>;
  /** Removes what the steps created outside the temporary directory (e.g. the stack). */
  cleanUp(): Promise<void>;
}

export interface DemoContext {
  /** The Pulumi project (examples/quickstart, examples/monitors). */
  readonly projectDir: string;
  /** A temporary directory for state, backend and stack config; removed by the demo. */
  readonly workDir: string;
  readonly stack: string;
  /** DATAFOLD_* pointing at the emulator, PULUMI_CONFIG_PASSPHRASE, and the CLI's directory first on PATH. */
  readonly env: NodeJS.ProcessEnv;
}

/**
 * A demo project (the quickstart, the monitors) through the real Pulumi CLI, with a local
 * file backend and Pulumi home in the work directory, so nothing reaches the user's Pulumi
 * account or settings, and the passphrase secrets provider. Credentials reach the program and the provider as DATAFOLD_*
 * variables. The stack's config file (Pulumi.<stack>.yaml, holding the encryption salt) is
 * where the CLI puts it, in the project; the demo removes it unless it was there before.
 */
export function pulumiCliSteps(context: DemoContext): DemoSteps {
  // The real CLI refuses a file:// backend whose directory does not exist.
  mkdirSync(join(context.workDir, "backend"), { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...context.env,
    PULUMI_BACKEND_URL: `file://${join(context.workDir, "backend")}`,
    PULUMI_HOME: join(context.workDir, "pulumi-home"),
    PULUMI_SKIP_UPDATE_CHECK: "true",
    // The CLI is offline: plugins come from its own directory, never from a download.
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
  };
  const stackConfigFile = join(context.projectDir, `Pulumi.${context.stack}.yaml`);
  const hadStackConfig = existsSync(stackConfigFile);
  const pulumi = (args: readonly string[]) =>
    new Promise<boolean>((resolve) => {
      const child = spawn("pulumi", [...args, "--non-interactive"], { cwd: context.projectDir, env, stdio: "inherit" });
      child.on("error", () => resolve(false));
      child.on("exit", (code) => resolve(code === 0));
    });
  let created = false;
  const ensureStack = async () => {
    created ||= await pulumi(["stack", "init", context.stack, "--secrets-provider", "passphrase"]);
    return created;
  };
  const onStack = (command: string, ...flags: string[]) => pulumi([command, "--yes", "--stack", context.stack, ...flags]);
  return {
    up: async () => (await ensureStack()) && onStack("up"),
    refresh: () => onStack("refresh"),
    // --diff shows each drifted field, as a pipeline's log should.
    driftCheck: () => onStack("refresh", "--expect-no-changes", "--diff"),
    destroy: () => onStack("destroy"),
    config: async (key, value, secret = false) =>
      (await ensureStack()) && pulumi(["config", "set", ...(secret ? ["--secret"] : []), key, value, "--stack", context.stack]),
    cleanUp: async () => {
      if (created) await pulumi(["stack", "rm", context.stack, "--yes"]);
      if (!hadStackConfig) rmSync(stackConfigFile, { force: true });
    },
  };
}
