/**
 * The OpenTofu CLI the Terraform provider's e2e tests run, and their gating: the counterpart of
 * tools/pulumi-cli/locate.ts and test/e2e/support/e2e.ts's describeWithCli for the Pulumi CLI.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

const REPO_ROOT = resolve(__dirname, "../../..");

/** Where `npm run tofu:install` (scripts/install-tofu-cli.sh) puts tofu. */
export const BUILT_TOFU = join(REPO_ROOT, ".tofu-cli", "bin", "tofu");

/** How a newcomer gets tofu: printed when the Terraform e2e tests cannot run. */
export const HOW_TO_GET_TOFU = "OpenTofu is not built: run `npm run tofu:install` (needs Go; builds the pinned release from the Go module proxy into .tofu-cli/bin/tofu)";

/**
 * The tofu the tests run: only the one the project's script built, at the release
 * tools/tofu-cli/go.mod pins (the tests read its messages and its plan JSON, which change between
 * releases), not one found on PATH. Undefined when it is not built. `built` stands in for its path
 * in tests.
 */
export function tofuBinary(built = BUILT_TOFU): string | undefined {
  return existsSync(built) ? built : undefined;
}

/**
 * `describe`, when tofu is built. Without it the suite is skipped (the test run's global setup
 * says so in one line), unless DATAFOLD_E2E=required, as CI sets it: then it fails, so that a CI
 * run can never pass without having run OpenTofu. `built` stands in for tofu's path in tests.
 */
export function describeWithTofu(name: string, body: (tofu: string) => void, built = BUILT_TOFU): void {
  const tofu = tofuBinary(built);
  if (tofu !== undefined) {
    describe(name, () => body(tofu));
  } else if (process.env.DATAFOLD_E2E === "required") {
    test(`${name}: needs OpenTofu`, () => {
      throw new Error(`DATAFOLD_E2E=required, but ${HOW_TO_GET_TOFU}`);
    });
  } else {
    describe.skip(name, () => test(`needs OpenTofu: ${HOW_TO_GET_TOFU}`, () => undefined));
  }
}
