import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const REPO_ROOT = resolve(__dirname, "../..");
const REGISTER = join(REPO_ROOT, "test", "fixtures", "registered-inputs.js");

export interface InstalledProject {
  /** The Pulumi project directory (cwd of programs and of the provider host). */
  readonly dir: string;
  /** `<dir>/node_modules/pulumi-datafold`: a real copy, as `npm install` leaves it. */
  readonly packageDir: string;
  remove(): void;
}

/**
 * A Pulumi project with `pulumi-datafold` installed as npm installs it: a real copy of
 * package.json and the build in `node_modules/pulumi-datafold`, next to its dependencies and
 * `@pulumi/pulumi` (links to this repository's node_modules). Unlike a linked package
 * (test/support/provider-harness makeProviderProject), its files live under node_modules, so
 * the SDK stores `require("pulumi-datafold/dist/shells/...")` as the provider, not its code.
 * `distDir` picks the build to copy (default: this repository's dist/).
 */
export function makeInstalledProject(distDir = join(REPO_ROOT, "dist")): InstalledProject {
  const dir = mkdtempSync(join(tmpdir(), "pulumi-datafold-installed-"));
  const modules = join(dir, "node_modules");
  const packageDir = join(modules, "pulumi-datafold");
  mkdirSync(packageDir, { recursive: true });
  cpSync(join(REPO_ROOT, "package.json"), join(packageDir, "package.json"));
  cpSync(distDir, join(packageDir, "dist"), { recursive: true });
  for (const entry of readdirSync(join(REPO_ROOT, "node_modules"))) {
    if (entry === "pulumi-datafold" || entry === ".cache" || entry === ".bin") continue;
    symlinkSync(join(REPO_ROOT, "node_modules", entry), join(modules, entry), "dir");
  }
  return { dir, packageDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The inputs (`__provider` included) that a resource of the build in `distDir` registers,
 * as the SDK serializes them in a plain node process (test/fixtures/registered-inputs.js).
 */
export function registeredInputs(
  distDir: string,
  kind: "ProxyToken" | "DataDiffFlags",
  args: object,
  nodeOptions: readonly string[] = [],
): Record<string, unknown> {
  const json = execFileSync(process.execPath, [...nodeOptions, REGISTER, distDir, kind, JSON.stringify(args)], { encoding: "utf8" });
  return JSON.parse(json) as Record<string, unknown>;
}
