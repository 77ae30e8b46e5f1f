/**
 * What the OpenTofu benchmark (bench/tofu-engine.ts) runs: the real tofu in a working directory of
 * its own, its provider `datafold/datafold` served from a directory by `dev_overrides` (no `tofu
 * init`: with overrides tofu says to skip it), in the environment the Terraform e2e tests give it
 * (tools/harness/tofu-cli.ts); its summaries read as counts, as ./cli-command.ts reads Pulumi's,
 * so that `measured` checks each command did the work it claims to measure.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cliConfiguration, tofuEnvironment } from "../../tools/harness/tofu-cli";
import type { CliResult } from "../../tools/harness/pulumi-project";
import type { CommandId } from "./cli-command";

/** The commands of a cycle, in the order of ./cli-command.ts's COMMANDS, as tofu runs them. */
export const TOFU_COMMANDS: Readonly<Record<CommandId, readonly string[]>> = {
  preview: ["plan", "-no-color"],
  up: ["apply", "-no-color", "-auto-approve"],
  "preview-same": ["plan", "-no-color"],
  refresh: ["apply", "-no-color", "-refresh-only", "-auto-approve"],
  destroy: ["destroy", "-no-color", "-auto-approve"],
};

export const TOFU_COMMAND_TITLES: Readonly<Record<CommandId, string>> = {
  preview: "plan (new)",
  up: "apply",
  "preview-same": "plan (no changes)",
  refresh: "refresh (apply -refresh-only)",
  destroy: "destroy",
};

/**
 * The counts of tofu's last summary line (`Plan: 4 to add, 0 to change, 0 to destroy.`, `Apply
 * complete! Resources: 4 added, 0 changed, 0 destroyed.`, `Destroy complete! Resources: 4
 * destroyed.`), and `no changes: 1` when it said `No changes.`.
 */
export function tofuSummaryCounts(output: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const lines = [...output.matchAll(/^(?:Plan:|Apply complete!|Destroy complete!).*$/gm)];
  const last = lines.at(-1)?.[0] ?? "";
  for (const match of last.matchAll(/(\d+) (to add|to change|to destroy|to import|to forget|added|changed|destroyed|imported|forgotten)\b/g)) counts[match[2]!] = Number(match[1]);
  if (/^No changes\./m.test(output)) counts["no changes"] = 1;
  return counts;
}

/** What each command's summary must say for a configuration of `resources` resources. */
export function tofuExpectedCounts(command: CommandId, resources: number): Record<string, number> {
  switch (command) {
    case "preview":
      return { "to add": resources, "to change": 0, "to destroy": 0 };
    case "up":
      return { added: resources, changed: 0, destroyed: 0 };
    case "preview-same":
      return { "no changes": 1 };
    case "refresh":
      return { added: 0, changed: 0, destroyed: 0, "no changes": 1 };
    case "destroy":
      return { destroyed: resources };
  }
}

/** tofu's default parallelism, as `tofu apply -help` states it (`-parallelism=n ... Defaults to 10.`). */
export function tofuParallelism(tofu: string): number {
  const help = execFileSync(tofu, ["apply", "-help"], { encoding: "utf8", env: tofuEnvironment("/dev/null") });
  const match = /-parallelism=n[^]*?Defaults to (\d+)\./.exec(help);
  if (!match) throw new Error("`tofu apply -help` does not state the default of -parallelism");
  return Number(match[1]);
}

/** A working directory of tofu's (main.tf, terraform.tfstate) with its own CLI configuration; `remove()` it after. */
export class TofuDirectory {
  readonly dir: string;
  private readonly root: string;
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    private readonly tofu: string,
    providerDir: string,
    env: Readonly<Record<string, string>>,
  ) {
    this.root = mkdtempSync(join(tmpdir(), "pulumi-datafold-bench-tofu-"));
    this.dir = join(this.root, "work");
    mkdirSync(this.dir);
    const cliConfigFile = join(this.root, "cli.tfrc");
    writeFileSync(cliConfigFile, cliConfiguration(providerDir));
    this.env = tofuEnvironment(cliConfigFile, env);
  }

  writeFile(name: string, text: string): void {
    writeFileSync(join(this.dir, name), text);
  }

  /** `tofu <args>`, whatever its exit code; `onSpawn` gets tofu's pid as soon as it runs. */
  run(args: readonly string[], { onSpawn }: { onSpawn?: (pid: number) => void } = {}): Promise<CliResult> {
    return new Promise((done, fail) => {
      const child = spawn(this.tofu, args, { cwd: this.dir, env: this.env, stdio: ["ignore", "pipe", "pipe"] });
      if (child.pid !== undefined) onSpawn?.(child.pid);
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("error", fail);
      child.on("close", (code) => done({ code, stdout, stderr }));
    });
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
