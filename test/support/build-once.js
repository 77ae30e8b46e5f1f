// Jest global setup: compile the package once per test run, and make sure the real Pulumi CLI
// is there for the e2e suite. Tests that run code the way a user or the Pulumi provider host
// does (a child process that requires "pulumi-datafold") load the build in dist/, not the
// TypeScript sources. Incremental, so a rebuild with nothing changed takes about a second.
"use strict";
const { execFileSync, spawnSync } = require("node:child_process");
const { existsSync } = require("node:fs");
const path = require("node:path");

const root = path.join(__dirname, "..", "..");

function onPath(name) {
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir !== "" && existsSync(path.join(dir, name)));
}

/**
 * The e2e suite (test/e2e) drives the real Pulumi CLI. With Go on the machine the project's
 * script builds it from the Go module proxy (once: later runs reuse the build in well under a
 * second); with a `pulumi` on PATH that one is used; with neither the suite is skipped, and
 * this says so in one line.
 */
function ensurePulumiCli() {
  if (process.env.DATAFOLD_E2E === "skip") return;
  if (spawnSync("go", ["version"], { stdio: "ignore" }).status === 0) {
    execFileSync("bash", [path.join(root, "scripts", "install-pulumi-cli.sh")], { cwd: root, stdio: "inherit" });
  } else if (!onPath("pulumi") && !existsSync(path.join(root, ".pulumi-cli", "bin", "pulumi"))) {
    console.log(
      "\ne2e suite skipped: no Pulumi CLI and no Go on this machine. Install Go and run `npm run pulumi:install`, or put `pulumi` and `pulumi-language-nodejs` on PATH.",
    );
  }
}

module.exports = function buildOnce() {
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
    cwd: root,
    stdio: "inherit",
  });
  ensurePulumiCli();
};
