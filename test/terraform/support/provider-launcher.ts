/**
 * The directory a test's CLI configuration points `dev_overrides` at: it holds one executable,
 * `terraform-provider-datafold`, a shell script that tofu starts as the provider and that `exec`s
 * the real one (so that tofu's signals and the plugin handshake on stdout reach it directly).
 *
 * By default it runs the provider as `npm run build` compiles it, `node dist/terraform/main.js`,
 * as the Pulumi plugin's e2e tests never run sources either: they run what is built (the packed
 * package, or the release executable packed from the same code), and the e2e project's global
 * setup builds dist/ before any of them. The release executable (`npm run tofu:pack`) is run
 * with {@link executableProviderLauncher}.
 */
import { accessSync, chmodSync, constants, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const REPO_ROOT = resolve(__dirname, "../../..");

/** The name tofu looks for in a `dev_overrides` directory for the provider `datafold/datafold`. */
export const PROVIDER_EXECUTABLE = "terraform-provider-datafold";

/** The provider's entry as `npm run build` compiles it. */
export const BUILT_PROVIDER_ENTRY = join(REPO_ROOT, "dist", "terraform", "main.js");

/** A launcher directory, made for one test file or test; `remove()` it after. */
export interface ProviderLauncher {
  /** What `dev_overrides` names. */
  readonly dir: string;
  /** The script in it. */
  readonly executable: string;
  remove(): void;
}

/** `value` as one word of a POSIX shell, whatever it holds. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * A launcher whose script runs `command` (its first word an absolute path: tofu's PATH is not
 * the test's), with the arguments tofu gives the provider after it.
 */
export function commandProviderLauncher(command: readonly [string, ...string[]]): ProviderLauncher {
  const dir = mkdtempSync(join(tmpdir(), "terraform-provider-datafold-launcher-"));
  const executable = join(dir, PROVIDER_EXECUTABLE);
  const script = [
    "#!/bin/sh",
    "# Written by test/terraform/support/provider-launcher.ts for one test run: tofu starts this as",
    "# the provider datafold/datafold (dev_overrides), and it becomes the provider.",
    `exec ${command.map(shellQuote).join(" ")} "$@"`,
    "",
  ].join("\n");
  writeFileSync(executable, script);
  chmodSync(executable, 0o755);
  return { dir, executable, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A launcher of the built provider: this Node (the one running the tests) on
 * dist/terraform/main.js, or on `entry`.
 */
export function providerLauncher(entry = BUILT_PROVIDER_ENTRY): ProviderLauncher {
  if (!existsSync(entry)) {
    throw new Error(`the Terraform provider is not built: ${entry} does not exist. Run \`npm run build\` (the e2e project's global setup does).`);
  }
  return commandProviderLauncher([process.execPath, entry]);
}

/** A launcher of an executable that is the provider itself, such as the release's (`npm run tofu:pack`). */
export function executableProviderLauncher(executable: string): ProviderLauncher {
  const path = resolve(executable);
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(`the provider executable ${path} does not exist or may not be run: build it with \`npm run tofu:pack\` and give the unpacked terraform-provider-datafold_v<version>.`);
  }
  return commandProviderLauncher([path]);
}
