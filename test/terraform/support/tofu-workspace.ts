/**
 * One OpenTofu working directory of a test, driven by the real tofu: main.tf as the test writes
 * it, a CLI configuration of its own, and an environment of its own. The counterpart of
 * tools/harness/pulumi-project.ts's PulumiStack for the Terraform provider.
 *
 * The CLI configuration (TF_CLI_CONFIG_FILE, which replaces whatever the machine names) maps
 * `datafold/datafold` to a launcher directory (./provider-launcher.ts) with `dev_overrides`, so
 * the provider is never looked up nor installed: `tofu init` is not needed, and is not run (with
 * overrides tofu says to skip it, and it would still ask the registry for the version). Every
 * other command prints a warning that overrides are in effect; it is taken out of what the
 * methods return (`devOverridesWarned` says it was there), so that a test can read the rest, and
 * assert that nothing else warned.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cliConfiguration, hclString, REQUIRED_PROVIDERS, tofuEnvironment } from "../../../tools/harness/tofu-cli";

// Shared with the OpenTofu benchmark (bench/tofu-engine.ts), which may not import from test/.
export { cliConfiguration, hclString, REQUIRED_PROVIDERS };

/** What one tofu command did. The warning about dev_overrides is taken out of stdout and stderr. */
export interface TofuResult {
  /** tofu's exit code; null when a signal ended it. */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Whether tofu warned that dev_overrides are in effect (every command but `show -json` does). */
  readonly devOverridesWarned: boolean;
}

/** A command that must succeed failed: the message carries what it printed. */
export class TofuCommandError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly result: TofuResult,
  ) {
    super(`tofu ${args.join(" ")} exited ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  }
}

/**
 * tofu's warning block about dev_overrides: its title, the overrides listed, then one paragraph
 * (after a plan, that the behaviour may differ from a release's; after init, to skip init).
 */
const DEV_OVERRIDES_WARNING =
  /\n?Warning: Provider development overrides are in effect\n\nThe following provider development overrides are set in the CLI\nconfiguration:\n(?: - .*\n)+\n(?:.+\n)+/g;

/** `text` without tofu's warnings about dev_overrides, and whether there was one. */
export function withoutDevOverridesWarning(text: string): { text: string; warned: boolean } {
  const stripped = text.replace(DEV_OVERRIDES_WARNING, "");
  return { text: stripped, warned: stripped !== text };
}

/** One planned change of `tofu show -json <plan>` (resource_changes, resource_drift). */
export interface TofuResourceChange {
  readonly address: string;
  readonly type: string;
  readonly name: string;
  readonly change: {
    readonly actions: readonly ("no-op" | "create" | "read" | "update" | "delete" | "forget")[];
    readonly before: unknown;
    readonly after: unknown;
    readonly after_unknown?: unknown;
    readonly before_sensitive?: unknown;
    readonly after_sensitive?: unknown;
    readonly replace_paths?: readonly (readonly (string | number)[])[];
    readonly importing?: { readonly id?: string };
  };
  readonly action_reason?: string;
}

/** What this harness reads of a plan's JSON; the rest is there too. */
export interface TofuPlanJson {
  readonly format_version: string;
  readonly resource_changes?: readonly TofuResourceChange[];
  readonly resource_drift?: readonly TofuResourceChange[];
  readonly output_changes?: Readonly<Record<string, { readonly actions: readonly string[]; readonly before: unknown; readonly after: unknown }>>;
  readonly errored?: boolean;
  readonly [key: string]: unknown;
}

/** One resource of `tofu show -json` (state). */
export interface TofuStateResource {
  readonly address: string;
  readonly mode: "managed" | "data";
  readonly type: string;
  readonly name: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly sensitive_values?: unknown;
}

/** What this harness reads of the state's JSON. */
export interface TofuStateJson {
  readonly format_version: string;
  readonly values?: {
    readonly outputs?: Readonly<Record<string, { readonly value: unknown; readonly sensitive: boolean }>>;
    readonly root_module: { readonly resources?: readonly TofuStateResource[] };
  };
}

/** Each changed resource's actions, by address: `{ "datafold_metric_monitor.orders": ["delete", "create"] }`. */
export function actionsByAddress(plan: TofuPlanJson): Record<string, readonly string[]> {
  return Object.fromEntries((plan.resource_changes ?? []).map((change) => [change.address, change.change.actions]));
}

/** Whether a `plan -detailed-exitcode` found changes (exit 2) or none (exit 0); an error (exit 1) throws. */
export function planHasChanges(args: readonly string[], result: TofuResult): boolean {
  if (result.code === 0 || result.code === 2) return result.code === 2;
  throw new TofuCommandError(args, result);
}

export interface TofuWorkspaceOptions {
  /** The tofu binary (./tofu.ts: tofuBinary()). */
  readonly tofu: string;
  /** The directory `datafold/datafold` is served from (./provider-launcher.ts). */
  readonly launcherDir: string;
  /** Added to the environment: the provider's DATAFOLD_* settings (./emulator.ts). */
  readonly env?: Readonly<Record<string, string>>;
  /** How long one command may take before it is stopped; 180 s unless given. */
  readonly timeoutMs?: number;
  /**
   * An existing working directory to run in (such as the stack directory `cdktn synth` writes),
   * which `remove()` leaves alone; a fresh one unless given. It need not exist until the first
   * command runs.
   */
  readonly dir?: string;
}

export interface PlanOptions {
  /** `-detailed-exitcode`: exit 2 when there are changes (planHasChanges reads it). */
  readonly detailedExitCode?: boolean;
  /** `-refresh-only`: only what changed outside tofu. */
  readonly refreshOnly?: boolean;
  /** More flags, such as `-replace=ADDRESS` or `-destroy`. */
  readonly flags?: readonly string[];
}

/** A working directory driven by tofu; `remove()` it after. Everything tofu prints is kept in `transcript`. */
export class TofuWorkspace {
  /** The working directory: main.tf, terraform.tfstate (unless the options named another). */
  readonly dir: string;
  /** This workspace's CLI configuration, TF_CLI_CONFIG_FILE. */
  readonly cliConfigFile: string;
  /** The environment every command runs with (and the provider, tofu's child, inherits). */
  readonly env: NodeJS.ProcessEnv;
  readonly transcript: string[] = [];
  private readonly root: string;
  private readonly tofu: string;
  private readonly timeoutMs: number;
  private plans = 0;

  constructor(options: TofuWorkspaceOptions) {
    this.tofu = options.tofu;
    this.timeoutMs = options.timeoutMs ?? 180_000;
    this.root = mkdtempSync(join(tmpdir(), "pulumi-datafold-tofu-"));
    this.dir = options.dir ?? join(this.root, "work");
    if (options.dir === undefined) mkdirSync(this.dir);
    mkdirSync(join(this.root, "plans"));
    this.cliConfigFile = join(this.root, "cli.tfrc");
    writeFileSync(this.cliConfigFile, cliConfiguration(options.launcherDir));
    this.env = tofuEnvironment(this.cliConfigFile, options.env);
  }

  /** Writes main.tf exactly as given. */
  writeMain(text: string): void {
    writeFileSync(join(this.dir, "main.tf"), text);
  }

  /** Writes main.tf: {@link REQUIRED_PROVIDERS}, then `body`. */
  writeConfiguration(body: string): void {
    this.writeMain(`${REQUIRED_PROVIDERS}\n${body}`);
  }

  /**
   * Runs `tofu <args>` in the working directory; returns whatever the exit code. `onSpawn` gets
   * tofu's pid (to kill it and its provider mid-command, as a cancelled CI job would).
   */
  run(args: readonly string[], options: { stdin?: string; onSpawn?: (pid: number) => void } = {}): Promise<TofuResult> {
    return new Promise((done, fail) => {
      const child = spawn(this.tofu, args, { cwd: this.dir, env: this.env });
      if (child.pid !== undefined) options.onSpawn?.(child.pid);
      let stdout = "";
      let stderr = "";
      let timedOut = false;
      // SIGTERM first: tofu then stops its providers; SIGKILL if it does not exit.
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }, this.timeoutMs);
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("error", (error) => {
        clearTimeout(timer);
        fail(error);
      });
      child.on("close", (code) => {
        clearTimeout(timer);
        this.transcript.push(`$ tofu ${args.join(" ")}\n${stdout}${stderr}`);
        if (timedOut) {
          fail(new Error(`tofu ${args.join(" ")} took longer than ${this.timeoutMs} ms and was stopped\n--- stdout\n${stdout}\n--- stderr\n${stderr}`));
          return;
        }
        const out = withoutDevOverridesWarning(stdout);
        const err = withoutDevOverridesWarning(stderr);
        done({ code, stdout: out.text, stderr: err.text, devOverridesWarned: out.warned || err.warned });
      });
      child.stdin.end(options.stdin ?? "");
    });
  }

  /** Runs a command that must succeed; throws a TofuCommandError with its output otherwise. */
  async ok(args: readonly string[]): Promise<TofuResult> {
    const result = await this.run(args);
    if (result.code !== 0) throw new TofuCommandError(args, result);
    return result;
  }

  /** `tofu plan`: exit 0 (with `detailedExitCode`: 0 no changes, 2 changes), 1 an error. */
  plan(options: PlanOptions = {}): Promise<TofuResult> {
    return this.run(["plan", "-no-color", ...planFlags(options)]);
  }

  /** `tofu apply -auto-approve`. */
  apply(...flags: string[]): Promise<TofuResult> {
    return this.run(["apply", "-no-color", "-auto-approve", ...flags]);
  }

  /** `tofu apply -refresh-only -auto-approve`: what changed outside tofu, written to state. */
  refreshOnly(...flags: string[]): Promise<TofuResult> {
    return this.run(["apply", "-no-color", "-refresh-only", "-auto-approve", ...flags]);
  }

  /** `tofu import ADDRESS ID` (the resource block must be in main.tf). */
  import(address: string, id: string, ...flags: string[]): Promise<TofuResult> {
    return this.run(["import", "-no-color", ...flags, address, id]);
  }

  /** `tofu destroy -auto-approve`. */
  destroy(...flags: string[]): Promise<TofuResult> {
    return this.run(["destroy", "-no-color", "-auto-approve", ...flags]);
  }

  /** `tofu state show ADDRESS`: one resource as HCL-like text. */
  stateShow(address: string): Promise<TofuResult> {
    return this.run(["state", "show", "-no-color", address]);
  }

  /** `tofu show -json`: the state as JSON (stdout). */
  showJson(): Promise<TofuResult> {
    return this.run(["show", "-no-color", "-json"]);
  }

  /** The state, parsed from `tofu show -json`, which must succeed. */
  async state(): Promise<TofuStateJson> {
    return JSON.parse((await this.ok(["show", "-no-color", "-json"])).stdout) as TofuStateJson;
  }

  /**
   * `tofu plan -out=FILE`, which must succeed (exit 0, or 2 with `detailedExitCode`), then
   * `tofu show -json FILE`: the planned changes as tofu's JSON, and the plan's own result.
   */
  async planJson(options: PlanOptions = {}): Promise<{ plan: TofuResult; json: TofuPlanJson }> {
    const file = join(this.root, "plans", `plan-${++this.plans}.tfplan`);
    const args = ["plan", "-no-color", `-out=${file}`, ...planFlags(options)];
    const plan = await this.run(args);
    planHasChanges(args, plan);
    const shown = await this.ok(["show", "-no-color", "-json", file]);
    return { plan, json: JSON.parse(shown.stdout) as TofuPlanJson };
  }

  /** What every command printed so far, for a failing test's message. */
  printed(): string {
    return this.transcript.join("\n");
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

function planFlags(options: PlanOptions): string[] {
  return [...(options.detailedExitCode ? ["-detailed-exitcode"] : []), ...(options.refreshOnly ? ["-refresh-only"] : []), ...(options.flags ?? [])];
}
