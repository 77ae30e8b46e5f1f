// Jest global setup of the e2e project: dist/ (as for the integration project), the real
// Pulumi CLI that the e2e suite and the demo drive, and the OpenTofu CLI that the Terraform
// provider's e2e tests (test/terraform) drive.
"use strict";
const { execFileSync, spawnSync } = require("node:child_process");
const path = require("node:path");
const buildOnce = require("./build-once");
// The e2e suite's own lookup of the CLI (a TypeScript module), so both agree on "no CLI".
require("../../tools/typescript/register");
const { HOW_TO_GET_THE_CLI, pulumiCliDir } = require("../../tools/pulumi-cli/locate.ts");
const { HOW_TO_GET_TOFU, tofuBinary } = require("../terraform/support/tofu.ts");

const root = path.join(__dirname, "..", "..");

/**
 * The e2e suite (test/e2e) drives the real Pulumi CLI. With Go on the machine the project's
 * script builds it from the Go module proxy (once, saying so in a line before and one after:
 * later runs reuse the build in well under a second and print nothing); with a `pulumi` on
 * PATH that one is used; with neither the suite is skipped, and this says so in one line.
 */
function ensurePulumiCli(haveGo) {
  if (haveGo) {
    execFileSync("bash", [path.join(root, "scripts", "install-pulumi-cli.sh")], { cwd: root, stdio: "inherit" });
  } else if (pulumiCliDir() === undefined) {
    console.log(`\ne2e suite skipped: ${HOW_TO_GET_THE_CLI}.`);
  }
}

/**
 * The Terraform provider's e2e tests drive OpenTofu, as the project's script builds it (the same
 * way as the Pulumi CLI: once, a line before and one after; nothing when it is up to date).
 * Without Go and without a build those tests are skipped, and this says so in one line.
 */
function ensureTofuCli(haveGo) {
  if (haveGo) {
    execFileSync("bash", [path.join(root, "scripts", "install-tofu-cli.sh")], { cwd: root, stdio: "inherit" });
  } else if (tofuBinary() === undefined) {
    console.log(`\nTerraform e2e tests skipped: ${HOW_TO_GET_TOFU}.`);
  }
}

module.exports = function e2eSetup() {
  buildOnce();
  const haveGo = spawnSync("go", ["version"], { stdio: "ignore" }).status === 0;
  ensurePulumiCli(haveGo);
  ensureTofuCli(haveGo);
};
