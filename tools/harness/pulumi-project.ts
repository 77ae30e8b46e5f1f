import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";

const REPO_ROOT = resolve(__dirname, "../..");

/** What one CLI command did. */
export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A command that must succeed failed: the message carries what it printed. */
export class CliCommandError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly result: CliResult,
  ) {
    super(`pulumi ${args.join(" ")} exited ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  }
}

/**
 * `npm pack` of this repository's build, as users receive the package: the tarball's path.
 * `sourceDir` packs another checkout (an earlier version, for the upgrade test).
 */
export function packTarball(destination: string, sourceDir = REPO_ROOT): string {
  const name = execFileSync("npm", ["pack", "--silent", "--pack-destination", destination], { cwd: sourceDir, encoding: "utf8" }).trim();
  return join(destination, name.split("\n").pop()!);
}

/**
 * Puts a packed `pulumi-datafold` into `projectDir/node_modules` as npm leaves it (a real copy
 * of the tarball's files, not a link), next to links to this repository's dependencies, among
 * them `@pulumi/pulumi`. Replaces an earlier install (the upgrade test installs twice).
 * The `copied` entries of node_modules (`@pulumi`, say) are copied instead of linked, so that
 * the paths Node reports for their files are the project's, as in a user's install (the SDK
 * stores such paths in state, in every resource's stack trace).
 */
export function installTarball(projectDir: string, tarball: string, copied: readonly string[] = []): void {
  const modules = join(projectDir, "node_modules");
  mkdirSync(modules, { recursive: true });
  const unpacked = mkdtempSync(join(tmpdir(), "pulumi-datafold-unpack-"));
  execFileSync("tar", ["xzf", tarball, "-C", unpacked]);
  rmSync(join(modules, "pulumi-datafold"), { recursive: true, force: true });
  renameSync(join(unpacked, "package"), join(modules, "pulumi-datafold"));
  rmSync(unpacked, { recursive: true, force: true });
  for (const entry of readdirSync(join(REPO_ROOT, "node_modules"))) {
    if (entry === "pulumi-datafold" || entry.startsWith(".")) continue;
    rmSync(join(modules, entry), { recursive: true, force: true });
    if (copied.includes(entry)) cpSync(join(REPO_ROOT, "node_modules", entry), join(modules, entry), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(join(REPO_ROOT, "node_modules", entry), join(modules, entry), "dir");
  }
}

export interface ProjectFiles {
  /**
   * An existing project directory to run in as it is (the repository's root stack): nothing
   * is copied or installed there; the CLI's stack config file is removed with the project.
   */
  readonly inPlace?: string;
  /** A directory whose files (not node_modules) are copied into the project, e.g. examples/quickstart. */
  readonly from?: string;
  /** Files written into the project, by relative path, after the copy. */
  readonly files?: Readonly<Record<string, string>>;
  /** Entries of this repository's node_modules copied into the project rather than linked (see installTarball). */
  readonly copiedDependencies?: readonly string[];
  /** A program in another language (Python, YAML, Go): nothing is installed into node_modules. */
  readonly withoutPackage?: boolean;
}

/**
 * A Pulumi project in a temporary directory, with the package installed from a tarball and
 * a local file backend, Pulumi home and passphrase of its own: nothing reaches the user's
 * Pulumi account, settings or the network.
 */
export class PulumiProject {
  readonly dir: string;
  readonly work: string;
  readonly passphrase = randomBytes(16).toString("hex");

  constructor(
    readonly cliDir: string,
    tarball: string,
    files: ProjectFiles,
  ) {
    this.work = mkdtempSync(join(tmpdir(), "pulumi-datafold-e2e-"));
    mkdirSync(join(this.work, "backend"));
    if (files.inPlace !== undefined) {
      this.dir = files.inPlace;
      return;
    }
    this.dir = join(this.work, "project");
    mkdirSync(this.dir);
    if (files.from !== undefined) {
      cpSync(files.from, this.dir, { recursive: true, filter: (source) => !source.includes("node_modules") && !/Pulumi\..+\.yaml$/.test(source) });
    }
    for (const [path, text] of Object.entries(files.files ?? {})) {
      // A file may sit in a folder of the project (monitors/orders.yaml).
      mkdirSync(dirname(join(this.dir, path)), { recursive: true });
      writeFileSync(join(this.dir, path), text);
    }
    if (files.withoutPackage !== true) installTarball(this.dir, tarball, files.copiedDependencies);
  }

  /** A stack of this project; `env` is added to a clean environment (no DATAFOLD_* or PULUMI_* of the caller's). */
  stack(name: string, env: Readonly<Record<string, string>> = {}): PulumiStack {
    this.stackNames.push(name);
    return new PulumiStack(this, name, env);
  }

  /** Stacks made here, whose config files an in-place project must not leave behind. */
  readonly stackNames: string[] = [];

  remove(): void {
    rmSync(this.work, { recursive: true, force: true });
    for (const name of this.stackNames) rmSync(join(this.dir, `Pulumi.${name}.yaml`), { force: true });
  }
}

/** The caller's environment without anything that would steer Pulumi or the provider. */
export function cleanEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith("DATAFOLD_") && !key.startsWith("PULUMI_")) env[key] = value;
  }
  return env;
}

/** One stack, driven by the real CLI. Everything the CLI prints is kept in `transcript`. */
export class PulumiStack {
  readonly transcript: string[] = [];
  /** The environment every command of this stack runs with: the CLI on PATH, its own Pulumi home and backend. */
  readonly env: NodeJS.ProcessEnv;

  constructor(
    readonly project: PulumiProject,
    readonly name: string,
    env: Readonly<Record<string, string>>,
  ) {
    this.env = {
      ...cleanEnvironment(),
      PATH: `${project.cliDir}${delimiter}${process.env.PATH ?? ""}`,
      PULUMI_HOME: join(project.work, "pulumi-home"),
      PULUMI_BACKEND_URL: `file://${join(project.work, "backend")}`,
      PULUMI_CONFIG_PASSPHRASE: project.passphrase,
      PULUMI_SKIP_UPDATE_CHECK: "true",
      PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
      NO_COLOR: "1",
      ...env,
    };
  }

  /** Runs `pulumi <args> --stack <name> --non-interactive`; returns whatever the exit code. */
  run(args: readonly string[], options: { stdin?: string; onSpawn?: (pid: number) => void; noStack?: boolean } = {}): Promise<CliResult> {
    const full = [...args, ...(options.noStack ? [] : ["--stack", this.name]), "--non-interactive", "--color", "never"];
    return new Promise((done, fail) => {
      const child = spawn(join(this.project.cliDir, "pulumi"), full, { cwd: this.project.dir, env: this.env });
      if (child.pid !== undefined) options.onSpawn?.(child.pid);
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("error", fail);
      child.on("close", (code) => {
        this.transcript.push(`$ pulumi ${full.join(" ")}\n${stdout}${stderr}`);
        done({ code, stdout, stderr });
      });
      child.stdin.end(options.stdin ?? "");
    });
  }

  /** Runs a command that must succeed; throws a CliCommandError with its output otherwise. */
  async ok(args: readonly string[], options: { stdin?: string; noStack?: boolean } = {}): Promise<CliResult> {
    const result = await this.run(args, options);
    if (result.code !== 0) throw new CliCommandError(args, result);
    return result;
  }

  init(): Promise<CliResult> {
    return this.ok(["stack", "init", this.name, "--secrets-provider", "passphrase"], { noStack: true });
  }

  up(...flags: string[]): Promise<CliResult> {
    return this.ok(["up", "--yes", "--skip-preview", ...flags]);
  }

  preview(...flags: string[]): Promise<CliResult> {
    return this.ok(["preview", ...flags]);
  }

  refresh(...flags: string[]): Promise<CliResult> {
    return this.ok(["refresh", "--yes", "--skip-preview", ...flags]);
  }

  destroy(...flags: string[]): Promise<CliResult> {
    return this.ok(["destroy", "--yes", "--skip-preview", ...flags]);
  }

  /** `pulumi stack export`: the checkpoint as the backend stores it (secrets encrypted). */
  async exportState(): Promise<{ text: string; deployment: StackDeployment }> {
    const { stdout } = await this.ok(["stack", "export"]);
    return { text: stdout, deployment: (JSON.parse(stdout) as { deployment: StackDeployment }).deployment };
  }

  /** The resources of the checkpoint of one type (`datafold:ProxyToken` for instance), by name. */
  async resources(type: string): Promise<Map<string, CheckpointResource>> {
    return resourcesByName((await this.exportState()).deployment, type);
  }

  /**
   * The secret of every ProxyToken in state, by resource name, from `pulumi stack export
   * --show-secrets` (the only way to read them back besides stack outputs).
   */
  async tokenSecrets(): Promise<Map<string, string>> {
    const { stdout } = await this.ok(["stack", "export", "--show-secrets"]);
    const { deployment } = JSON.parse(stdout) as { deployment: StackDeployment };
    const secrets = new Map<string, string>();
    // `datafold:ProxyToken` (the dynamic resource) or `datafold:index:ProxyToken` (the plugin's).
    for (const [name, resource] of resourcesByName(deployment, ":ProxyToken")) {
      const token = secretValue(resource.outputs?.token);
      if (typeof token === "string") secrets.set(name, token);
    }
    return secrets;
  }

  async output(name: string, showSecrets = false): Promise<string> {
    const { stdout } = await this.ok(["stack", "output", name, ...(showSecrets ? ["--show-secrets"] : [])]);
    return stdout.trim();
  }

  /**
   * `pulumi config set`. The value goes through stdin: on the command line it would be in
   * the transcript (a credential, for the secret checks), and after a `--` the `--stack`
   * flags that `run` appends would be read as more values.
   */
  async config(key: string, value: string, secret = false): Promise<void> {
    await this.ok(["config", "set", key, ...(secret ? ["--secret"] : [])], { stdin: value });
  }

  /** Everything the CLI printed in this stack's commands, for the secret checks. */
  printed(): string {
    return this.transcript.join("\n");
  }
}

export interface CheckpointResource {
  readonly urn: string;
  readonly type: string;
  readonly id?: string;
  readonly inputs?: Record<string, unknown>;
  readonly outputs?: Record<string, unknown>;
}

export interface StackDeployment {
  readonly resources?: readonly CheckpointResource[];
  readonly pending_operations?: readonly unknown[];
}

/** The resources of a checkpoint whose type ends with `type`, by resource name (the URN's last part). */
function resourcesByName(deployment: StackDeployment, type: string): Map<string, CheckpointResource> {
  const byName = new Map<string, CheckpointResource>();
  for (const resource of deployment.resources ?? []) {
    if (resource.type.endsWith(type)) byName.set(resource.urn.split("::").pop()!, resource);
  }
  return byName;
}

/** A decrypted secret in an export (`{"4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", value}`), or the plain value. */
function secretValue(value: unknown): unknown {
  if (value !== null && typeof value === "object" && "plaintext" in value) return JSON.parse((value as { plaintext: string }).plaintext);
  if (value !== null && typeof value === "object" && "value" in value) return (value as { value: unknown }).value;
  return value;
}

/** Counts `+ 3 created`-style lines of a CLI summary: `{ created: 3, replaced: 1 }`. */
export function summaryCounts(output: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const summary = output.slice(output.lastIndexOf("Resources:"));
  for (const match of summary.matchAll(/^\s+[-+~]*\s*(\d+) (created|updated|deleted|replaced|unchanged|to create|to update|to delete|to replace)$/gm)) {
    counts[match[2]!] = Number(match[1]);
  }
  return counts;
}
