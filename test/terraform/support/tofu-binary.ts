import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(__dirname, "../../..");

/**
 * The OpenTofu CLI the Terraform tests drive: `<repo>/.tofu-cli/bin/tofu`, where the repository's
 * installer builds it (a worktree may link it there). Undefined when it is not there: the tests
 * that need it are skipped, saying so.
 */
export function tofuBinary(): string | undefined {
  const binary = join(ROOT, ".tofu-cli", "bin", "tofu");
  return existsSync(binary) ? binary : undefined;
}

/**
 * `describe`, given the OpenTofu CLI, when there is one. Without it the suite is skipped, its one
 * test naming what it needs, unless DATAFOLD_E2E=required (as CI sets it): then it fails, so that
 * a run that was meant to drive OpenTofu cannot pass without having done so.
 */
export function describeWithTofu(name: string, body: (tofu: string) => void): void {
  const tofu = tofuBinary();
  const needs = `needs the OpenTofu CLI at ${join(ROOT, ".tofu-cli", "bin", "tofu")}, which is not there`;
  if (tofu !== undefined) {
    describe(name, () => body(tofu));
  } else if (process.env.DATAFOLD_E2E === "required") {
    test(`${name}: ${needs}`, () => {
      throw new Error(`DATAFOLD_E2E=required, but ${name} ${needs}`);
    });
  } else {
    describe.skip(name, () => test(needs, () => undefined));
  }
}
