import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";

const REPO_ROOT = resolve(__dirname, "../..");

/** Where `npm run pulumi:install` puts the CLI, its Node.js language host and the dynamic-provider plugin. */
export const BUILT_CLI_DIR = join(REPO_ROOT, ".pulumi-cli", "bin");

/**
 * A directory to put before the CLI's on PATH to run Node policy packs with the CLI built
 * here: its `pulumi-language-nodejs` adds the `RunPlugin` call that the built language host
 * lacks and forwards everything else to it (policy-host/language-host.ts says why).
 */
export const POLICY_PACK_HOST_DIR = join(REPO_ROOT, "tools", "pulumi-cli", "policy-host");

/** How a newcomer gets the CLI: printed when the e2e suite cannot run. */
export const HOW_TO_GET_THE_CLI =
  "the real Pulumi CLI is not available: run `npm run pulumi:install` (needs Go; builds it from the Go module proxy) or put `pulumi` and `pulumi-language-nodejs` on PATH";

function onPath(name: string, path = process.env.PATH ?? ""): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (dir !== "" && existsSync(join(dir, name))) return dir;
  }
  return undefined;
}

/**
 * The directory of the CLI the e2e suite runs: the one built by the project's script, else a
 * `pulumi` on PATH that has a Node.js language host beside it or on PATH. Undefined when there
 * is none. `builtDir` and `path` stand in for the build's directory and PATH (the demo's tests).
 */
export function pulumiCliDir(builtDir = BUILT_CLI_DIR, path = process.env.PATH ?? ""): string | undefined {
  if (existsSync(join(builtDir, "pulumi")) && existsSync(join(builtDir, "pulumi-language-nodejs"))) return builtDir;
  const dir = onPath("pulumi", path);
  return dir !== undefined && (existsSync(join(dir, "pulumi-language-nodejs")) || onPath("pulumi-language-nodejs", path)) ? dir : undefined;
}

/** The CLI release `npm run pulumi:install` builds: the version tools/pulumi-cli/go.mod pins pkg/v3 at, e.g. `v3.259.0`. */
export function pinnedPulumiVersion(): string {
  const goMod = readFileSync(join(REPO_ROOT, "tools", "pulumi-cli", "go.mod"), "utf8");
  const version = /^\s*github\.com\/pulumi\/pulumi\/pkg\/v3 (v\S+)/m.exec(goMod)?.[1];
  if (version === undefined) throw new Error("tools/pulumi-cli/go.mod requires no github.com/pulumi/pulumi/pkg/v3");
  return version;
}

/** The SDK generator that `npm run pulumi:install` builds with the CLI (tools/pulumi-cli/sdkgen). */
export const BUILT_SDKGEN = join(BUILT_CLI_DIR, "pulumi-sdkgen");

/** The languages besides Node.js whose programs the e2e suite runs through the CLI. */
export type OtherLanguage = "python" | "yaml" | "go";

/** Whether the CLI in `cliDir` can run programs of `language`: its language host beside it or on PATH. */
export function hasLanguageHost(cliDir: string, language: OtherLanguage): boolean {
  const host = `pulumi-language-${language}`;
  return existsSync(join(cliDir, host)) || onPath(host) !== undefined;
}

/** `pulumi version` of the CLI in `dir`, e.g. `v3.259.0`. */
export function pulumiVersion(dir: string): string {
  return spawnSync(join(dir, "pulumi"), ["version"], { encoding: "utf8" }).stdout.trim();
}
