// Jest global setup of the integration and e2e projects: compile the package once per test
// run. Tests that run code the way a user or the Pulumi provider host does (a child process
// that requires "pulumi-datafold" or "datafold-emulator") load the build in dist/, not the
// TypeScript sources. Incremental, so a rebuild with nothing changed takes a few seconds
// (paid twice when both projects run: each project's setup builds, as either may run alone).
"use strict";
const { execFileSync } = require("node:child_process");
const path = require("node:path");

const root = path.join(__dirname, "..", "..");

module.exports = function buildOnce() {
  // The package first: the emulator package takes the client's types from its declarations.
  for (const project of ["tsconfig.build.json", "packages/datafold-emulator/tsconfig.build.json"]) {
    execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", project], { cwd: root, stdio: "inherit" });
  }
};
