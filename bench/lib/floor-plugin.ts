/**
 * Packs the floor plugin (bench/floor/plugin/entry.ts) as a release tarball of
 * `pulumi-resource-datafold` of our version: what `pulumi plugin install resource datafold
 * <version> --file` takes, so that the floor is installed and started exactly as ours is. It is
 * built by the plugin's own packing (scripts/pack-plugin.sh with `--entry`, which hands the entry
 * to scripts/plugin-executable/build.ts): the same bundler settings, the same single-executable
 * blob, code cache and Node runtime, the same tarball; only the entry differs.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const REPO_ROOT = resolve(__dirname, "../..");
const FLOOR_ENTRY = join(REPO_ROOT, "bench", "floor", "plugin", "entry.ts");

/** Writes the floor's `pulumi-resource-datafold-v<version>-<platform>.tar.gz` into `destination`/floor; returns its path. */
export function packFloorPlugin(destination: string, version: string): string {
  const out = join(destination, "floor");
  mkdirSync(out, { recursive: true });
  execFileSync("bash", [join(REPO_ROOT, "scripts", "pack-plugin.sh"), "--out", out, "--entry", FLOOR_ENTRY], { cwd: REPO_ROOT, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(out).find((name) => name.startsWith(`pulumi-resource-datafold-v${version}-`));
  if (tarball === undefined) throw new Error(`scripts/pack-plugin.sh wrote no floor plugin tarball of version ${version} into ${out}`);
  return join(out, tarball);
}
