import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PulumiStack } from "./pulumi-project";

const REPO_ROOT = resolve(__dirname, "../..");

/** The package's version: the plugin's and the SDKs'. */
export const PLUGIN_VERSION: string = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { version: string }).version;

/**
 * Builds the plugin's release tarball into `destination` with `npm run plugin:pack`'s script,
 * as a release would (for `platform`, such as `linux-amd64`, or this machine's): the tests
 * install exactly what users download.
 */
export function packPlugin(destination: string, platform?: string): string {
  const args = [join(REPO_ROOT, "scripts", "pack-plugin.sh"), "--out", destination, ...(platform === undefined ? [] : [platform])];
  execFileSync("bash", args, { cwd: REPO_ROOT, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(destination).find((name) => name.startsWith(`pulumi-resource-datafold-v${PLUGIN_VERSION}-`));
  if (tarball === undefined) throw new Error(`scripts/pack-plugin.sh wrote no plugin tarball into ${destination}`);
  return join(destination, tarball);
}

/** `pulumi plugin install resource datafold <version> --file <tarball>`, into the stack's own Pulumi home. */
export async function installPlugin(stack: PulumiStack, tarball: string): Promise<void> {
  await stack.ok(["plugin", "install", "resource", "datafold", PLUGIN_VERSION, "--file", tarball], { noStack: true });
}
