/**
 * What scripts/install-pulumi-cli.sh prints and where it puts what it builds, with a stand-in
 * for `go` on PATH: the script is copied with the inputs it hashes (tools/pulumi-cli) into a
 * directory of its own, so these tests build nothing real and never touch the repository's
 * .pulumi-cli.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { DOWNLOAD, EXEC_SHIM, fakeGoCheckout, fakeGoEnvironment, ROOT, SCRIPT, TOOLS } from "./fake-go-checkout";

/** The version `module` requires of `path`, from tools/pulumi-cli/`module`/go.mod. */
function pinned(module: string, path: string): string {
  const goMod = readFileSync(join(ROOT, TOOLS, module, "go.mod"), "utf8");
  return new RegExp(`^\\s*${path.replace(/[./]/g, "\\$&")} (\\S+)`, "m").exec(goMod)![1]!;
}
const VERSION = pinned(".", "github.com/pulumi/pulumi/pkg/v3");
const HOSTS = [
  `nodejs ${pinned("nodejs-host", "github.com/pulumi/pulumi/sdk/v3")}`,
  `python ${pinned("python-host", "github.com/pulumi/pulumi/sdk/v3")}`,
  `go ${pinned("go-host", "github.com/pulumi/pulumi/sdk/v3")}`,
  `yaml ${pinned("yaml-host", "github.com/pulumi/pulumi-yaml")}`,
].join(", ");
/** The CLI, pulumi-sdkgen, the Node.js, YAML, Python and Go hosts, the front of the last two, and the Python host's GenerateProgram front. */
const BUILDS = 8;
const BEFORE = `install-pulumi-cli: building the Pulumi CLI ${VERSION}, pulumi-sdkgen and the language hosts from the Go module proxy: 8 to 13 minutes on 2 cores the first time, seconds once Go's cache holds it`;
const AFTER = new RegExp(`^install-pulumi-cli: built pulumi ${VERSION}, pulumi-sdkgen and the language hosts \\(${HOSTS}\\) into \\S+/\\.pulumi-cli in \\d+ s$`);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the script and its inputs, with a fake `go` (./fake-go-checkout.ts), removed after the test. */
function checkout(): string {
  const dir = fakeGoCheckout();
  dirs.push(dir);
  return dir;
}

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** The `go build`s it ran. */
  readonly builds: number;
}

function install(dir: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  const calls = join(dir, "go-calls.log");
  writeFileSync(calls, "");
  const path = `${join(dir, "fake-go")}${delimiter}${process.env.PATH}`;
  const options = { cwd: dir, env: { ...process.env, ...env, PATH: path, ...fakeGoEnvironment(dir) } };
  return new Promise((done) => {
    execFile("bash", [join(dir, SCRIPT), ...args], options, (error, stdout, stderr) => {
      const builds = readFileSync(calls, "utf8").split("\n").filter((call) => call.startsWith("build ")).length;
      done({ code: error === null ? 0 : Number(error.code), stdout, stderr, builds });
    });
  });
}

const lines = (text: string) => text.split("\n").filter((line) => line !== "");

test("a build says before it starts what it builds, from where and about how long it takes, and after it how long it took, without Go's downloads", async () => {
  const dir = checkout();
  const run = await install(dir);
  expect(run).toMatchObject({ code: 0, stderr: "", builds: BUILDS });
  expect(lines(run.stdout)).toEqual([BEFORE, expect.stringMatching(AFTER)]);
  expect(readdirSync(join(dir, ".pulumi-cli/bin")).sort()).toEqual([
    "pulumi",
    "pulumi-language-go",
    "pulumi-language-nodejs",
    "pulumi-language-python",
    "pulumi-language-yaml",
    "pulumi-resource-pulumi-nodejs",
    "pulumi-sdkgen",
  ]);
  // The Python and Go hosts behind their front, the Python one with its exec shim beside it;
  // in bin/ the Go host's name is that front, the Python host's the GenerateProgram front
  // (tools/pulumi-cli/python-front), which starts hosts/host-options.
  expect(readdirSync(join(dir, ".pulumi-cli/hosts")).sort()).toEqual(["host-options", "pulumi-language-go", "pulumi-language-python", "pulumi-language-python-exec"]);
  expect(readFileSync(join(dir, ".pulumi-cli/hosts/pulumi-language-python-exec"), "utf8")).toBe(EXEC_SHIM);
  expect(readFileSync(join(dir, ".pulumi-cli/bin/pulumi-language-go"))).toEqual(readFileSync(join(dir, ".pulumi-cli/hosts/host-options")));
  const calls = readFileSync(join(dir, "go-calls.log"), "utf8");
  expect(calls).toMatch(/^build .* -o \S+\/\.pulumi-cli\/bin\/pulumi-language-python\.tmp \.\/python-front$/m);
});

test("a change to what a host is built from builds again", async () => {
  const dir = checkout();
  await install(dir);
  writeFileSync(join(dir, TOOLS, "host-options/main.go"), "package main // changed\n", { flag: "a" });
  expect((await install(dir)).builds).toBe(BUILDS);
  writeFileSync(join(dir, TOOLS, "python-front/main.go"), "package main // changed\n", { flag: "a" });
  expect((await install(dir)).builds).toBe(BUILDS);
});

test("with the build up to date it prints nothing and builds nothing; --force builds again", async () => {
  const dir = checkout();
  await install(dir);
  expect(await install(dir)).toEqual({ code: 0, stdout: "", stderr: "", builds: 0 });
  const forced = await install(dir, ["--force"]);
  expect(forced).toMatchObject({ code: 0, stderr: "", builds: BUILDS });
  expect(lines(forced.stdout)).toEqual([BEFORE, expect.stringMatching(AFTER)]);
});

test("a failed build shows all that Go printed, downloads included, and says which build failed; the next run builds again", async () => {
  const dir = checkout();
  const failed = await install(dir, [], { FAKE_GO_FAIL: "cmd/pulumi/main.go:1:1: expected 'package', found 'EOF'" });
  expect(failed).toMatchObject({ code: 1, stdout: `${BEFORE}\n`, builds: 1 });
  expect(lines(failed.stderr)).toEqual([
    DOWNLOAD,
    "cmd/pulumi/main.go:1:1: expected 'package', found 'EOF'",
    expect.stringMatching(/^install-pulumi-cli: building pulumi failed after \d+ s \(go build's output above\)$/),
  ]);
  expect((await install(dir)).builds).toBe(BUILDS);
});

test("what else Go prints during a build that succeeds (a warning) is still shown", async () => {
  const run = await install(checkout(), [], { FAKE_GO_WARNING: "go: warning: something a person should read" });
  expect(run).toMatchObject({ code: 0, builds: BUILDS });
  expect(lines(run.stderr)).toEqual(Array(BUILDS).fill("go: warning: something a person should read"));
});
