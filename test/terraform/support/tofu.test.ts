/** Which tofu the Terraform e2e tests run (./tofu.ts). */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BUILT_TOFU, tofuBinary } from "./tofu";

test("the tofu that `npm run tofu:install` builds, in .tofu-cli/bin, when it is there; none otherwise", () => {
  expect(BUILT_TOFU).toBe(join(__dirname, "../../../.tofu-cli/bin/tofu"));
  const dir = mkdtempSync(join(tmpdir(), "tofu-binary-"));
  try {
    const built = join(dir, "tofu");
    expect(tofuBinary(built)).toBeUndefined();
    writeFileSync(built, "");
    expect(tofuBinary(built)).toBe(built);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
