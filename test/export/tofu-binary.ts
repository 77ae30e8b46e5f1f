/**
 * The OpenTofu binary the writer's tests check their text with: the repository's build
 * (.tofu-cli/bin/tofu), else the one being built in /tmp/tofu-build; undefined when neither is.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

export function tofuBinary(): string | undefined {
  return [join(__dirname, "..", "..", ".tofu-cli", "bin", "tofu"), "/tmp/tofu-build/tofu"].find((path) => existsSync(path));
}
