import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/*
 * Where the OpenTofu CLI the project drives is: the Terraform provider's e2e tests
 * (test/terraform/support/tofu.ts) and the OpenTofu benchmark (bench/tofu-engine.ts) run the same
 * one. The counterpart of tools/pulumi-cli/locate.ts.
 */

const REPO_ROOT = resolve(__dirname, "../..");

/** Where `npm run tofu:install` (scripts/install-tofu-cli.sh) puts tofu. */
export const BUILT_TOFU = join(REPO_ROOT, ".tofu-cli", "bin", "tofu");

/** How a newcomer gets tofu: printed when what needs it cannot run. */
export const HOW_TO_GET_TOFU = "OpenTofu is not built: run `npm run tofu:install` (needs Go; builds the pinned release from the Go module proxy into .tofu-cli/bin/tofu)";

/**
 * The tofu to run: only the one the project's script built, at the release
 * tools/tofu-cli/go.mod pins (the tests read its messages and its plan JSON, which change between
 * releases), not one found on PATH. Undefined when it is not built. `built` stands in for its path
 * in tests.
 */
export function tofuBinary(built = BUILT_TOFU): string | undefined {
  return existsSync(built) ? built : undefined;
}
