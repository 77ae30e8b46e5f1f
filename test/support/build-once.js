// Jest global setup of the integration and e2e projects: compile the package before the
// tests. Tests that run code the way a user or the Pulumi provider host does (a child process
// that requires "pulumi-datafold" or "datafold-emulator") load the build in dist/, not the
// TypeScript sources.
//
// `tsc -b` rather than `npm run build`'s `tsc -p`: the same output, but with nothing changed
// it sees from the files' times that both builds are up to date in a fraction of a second,
// where `tsc -p` takes about two seconds per project to find out. (It does not rebuild the
// emulator when only the client's declarations changed: the emulator's JavaScript does not
// depend on them, and `npm run typecheck` checks the two against each other.)
"use strict";
const { execFileSync } = require("node:child_process");
const path = require("node:path");

const root = path.join(__dirname, "..", "..");

module.exports = function buildOnce() {
  // The package first: the emulator package takes the client's types from its declarations.
  const projects = ["tsconfig.build.json", "packages/datafold-emulator/tsconfig.build.json"];
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-b", ...projects], { cwd: root, stdio: "inherit" });
};
