/**
 * A Go program through the provider plugin and the real CLI (with the Go language host built
 * from sdk/v3): the plugin scenario, written against the generated Go SDK (sdk/go/datafold),
 * which the program's go.mod replaces with this repository's sdk/ as a user's `go get` would
 * give it.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { pluginScenario } from "./support/plugin-scenario";
import { usePluginStack } from "./support/plugin-stack";
import { timed } from "./support/timed";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/go");
const SDK_DIR = resolve(__dirname, "../../sdk");
const SDK_MODULE = "github.com/pulumi-datafold/pulumi-datafold/sdk";

/** The version of `module` that the go.mod in `dir` requires. */
function requiredVersion(dir: string, module: string): string | undefined {
  const goMod = readFileSync(join(dir, "go.mod"), "utf8");
  return new RegExp(`^\\s*${module.replace(/[.\\/]/g, "\\$&")} (v\\S+)`, "m").exec(goMod)?.[1];
}

/** Runs `go` in `cwd`; a failure throws with what Go printed. */
async function go(args: readonly string[], cwd: string): Promise<void> {
  try {
    await promisify(execFile)("go", args, { cwd, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`go ${args.join(" ")} in ${cwd} failed:\n${stdout}${stderr}`);
  }
}

describeWithLanguages(["go"], "a Go program on the generated Go SDK through the provider plugin", (cliDir) => {
  const binaries = mkdtempSync(join(tmpdir(), "pulumi-datafold-go-program-"));
  afterAll(() => rmSync(binaries, { recursive: true, force: true }));

  const { e2e, stack } = usePluginStack(cliDir, PROGRAM, {
    label: "go scenario",
    prepare: async (programDir) => {
      // The committed go.mod points at sdk/ by a path relative to the fixture; the copy is elsewhere.
      await go(["mod", "edit", "-replace", `${SDK_MODULE}=${SDK_DIR}`], programDir);
      // The host compiles the program at every run of it; compiled once here first, so that a
      // cold Go cache (the SDK, sdk/v3 and gRPC: minutes) is paid and reported here rather than
      // inside the first `up`, and a program the SDK cannot express fails with the compiler's
      // message. -mod=readonly: the committed go.mod and go.sum must be complete (CI fetches
      // the modules from GOPROXY).
      await timed("go scenario: go build of the program", () => go(["build", "-mod=readonly", "-o", join(binaries, "program"), "."], programDir));
    },
    timeoutMs: 2 * E2E_TIMEOUT_MS,
  });

  test("the program's go.mod requires the sdk/v3 that the generated SDK does (else: go mod tidy in the fixture)", () => {
    const sdkV3 = "github.com/pulumi/pulumi/sdk/v3";
    expect(requiredVersion(PROGRAM, sdkV3)).toBeDefined();
    expect(requiredVersion(PROGRAM, sdkV3)).toBe(requiredVersion(SDK_DIR, sdkV3));
  });

  pluginScenario(e2e, stack);
});
