/**
 * Packs the floor plugin (bench/floor/plugin/main.js) as a release tarball of
 * `pulumi-resource-datafold`: what `pulumi plugin install resource datafold <version> --file`
 * takes, so that the floor is installed and started exactly as ours is. The launcher is the
 * least a Node.js plugin needs (`exec node main.js`); the SDK is this repository's
 * `@pulumi/pulumi`, reached by an absolute `require` rather than copied.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FLOOR = join(__dirname, "..", "floor");

/** Writes `pulumi-resource-datafold-floor-v<version>.tar.gz` into `destination`; returns its path. */
export function packFloorPlugin(destination: string, version: string): string {
  const stage = mkdtempSync(join(destination, "floor-plugin-"));
  try {
    copyFileSync(join(FLOOR, "plugin", "main.js"), join(stage, "main.js"));
    // The floors' providers and what they share; the resource classes beside them are not loaded.
    for (const file of readdirSync(FLOOR).filter((name) => name.endsWith(".js"))) copyFileSync(join(FLOOR, file), join(stage, file));
    writeFileSync(join(stage, "sdk.js"), `"use strict";\nmodule.exports = require(${JSON.stringify(require.resolve("@pulumi/pulumi/provider"))});\n`);
    writeFileSync(join(stage, "package.json"), `${JSON.stringify({ name: "datafold-bench-floor-plugin", version, private: true }, null, 2)}\n`);
    const launcher = join(stage, "pulumi-resource-datafold");
    writeFileSync(launcher, '#!/bin/sh\n# The floor plugin of bench/plugin-engine.ts.\nhere=$(cd "$(dirname "$0")" && pwd)\nexec node "$here/main.js" "$@"\n');
    chmodSync(launcher, 0o755);
    const tarball = join(destination, `pulumi-resource-datafold-floor-v${version}.tar.gz`);
    execFileSync("tar", ["-czf", tarball, "-C", stage, "."]);
    return tarball;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
