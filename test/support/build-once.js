// Jest global setup: compile the package once per test run. Tests that run code the way a
// user or the Pulumi provider host does (a child process that requires "pulumi-datafold")
// load the build in dist/, not the TypeScript sources. Incremental, so a rebuild with
// nothing changed takes about a second.
"use strict";
const { execFileSync } = require("node:child_process");
const path = require("node:path");

module.exports = function buildOnce() {
  const root = path.join(__dirname, "..", "..");
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
    cwd: root,
    stdio: "inherit",
  });
};
