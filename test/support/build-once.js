// Jest global setup: compile the package once per test run, and make sure the real Pulumi CLI
// is there for the e2e suite. Tests that run code the way a user or the Pulumi provider host
// does (a child process that requires "pulumi-datafold") load the build in dist/, not the
// TypeScript sources. Incremental, so a rebuild with nothing changed takes about a second.
"use strict";
const { execFileSync, spawnSync } = require("node:child_process");
const path = require("node:path");
// The e2e suite's own lookup of the CLI (a TypeScript module), so both agree on "no CLI".
require("../../tools/typescript/register");
const { HOW_TO_GET_THE_CLI, pulumiCliDir } = require("../../tools/pulumi-cli/locate.ts");

const root = path.join(__dirname, "..", "..");

/**
 * The e2e suite (test/e2e) drives the real Pulumi CLI. With Go on the machine the project's
 * script builds it from the Go module proxy (once: later runs reuse the build in well under a
 * second); with a `pulumi` on PATH that one is used; with neither the suite is skipped, and
 * this says so in one line.
 */
function ensurePulumiCli() {
  if (spawnSync("go", ["version"], { stdio: "ignore" }).status === 0) {
    execFileSync("bash", [path.join(root, "scripts", "install-pulumi-cli.sh")], { cwd: root, stdio: "inherit" });
  } else if (pulumiCliDir() === undefined) {
    console.log(`\ne2e suite skipped: ${HOW_TO_GET_THE_CLI}.`);
  }
}

module.exports = function buildOnce() {
  // The package first: the emulator package takes the client's types from its declarations.
  for (const project of ["tsconfig.build.json", "packages/datafold-emulator/tsconfig.build.json"]) {
    execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", project], { cwd: root, stdio: "inherit" });
  }
  ensurePulumiCli();
};
