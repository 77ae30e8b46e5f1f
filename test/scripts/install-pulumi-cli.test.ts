/**
 * What scripts/install-pulumi-cli.sh prints and where it puts what it builds, with a stand-in
 * for `go` on PATH: the script is copied with the inputs it hashes (tools/pulumi-cli) into a
 * directory of its own, so these tests build nothing real and never touch the repository's
 * .pulumi-cli.
 */
import { execFile } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";

const ROOT = resolve(__dirname, "../..");
const SCRIPT = "scripts/install-pulumi-cli.sh";
/** The modules and sources the script builds from, and whose pins it reads. */
const TOOLS = "tools/pulumi-cli";
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
/** The CLI, pulumi-sdkgen, the Node.js, YAML, Python and Go hosts, and the front of the last two. */
const BUILDS = 7;
const DOWNLOAD = "go: downloading example.com/dependency v1.0.0";

/**
 * `go` for the script: `go env` answers, `go list -m` names $FAKE_GO_MODULE_DIR as the
 * module's directory, `go build` says it downloads (as Go does on stderr), then writes the
 * output as a program that prints the version given in -ldflags. It logs its arguments to
 * $FAKE_GO_CALLS; $FAKE_GO_FAIL makes a build fail with that message, and $FAKE_GO_WARNING
 * makes it print a warning and succeed.
 */
const FAKE_GO = `#!/usr/bin/env bash
echo "$*" >> "$FAKE_GO_CALLS"
case "$1" in
  env) printf 'go1.99.0\\nlinux\\namd64\\n' ;;
  list) echo "$FAKE_GO_MODULE_DIR" ;;
  build)
    echo "${DOWNLOAD}" >&2
    if [[ -n "\${FAKE_GO_FAIL:-}" ]]; then echo "$FAKE_GO_FAIL" >&2; exit 1; fi
    if [[ -n "\${FAKE_GO_WARNING:-}" ]]; then echo "$FAKE_GO_WARNING" >&2; fi
    while [[ $# -gt 0 ]]; do
      case "$1" in -o) out=$2; shift ;; -ldflags) ldflags=$2; shift ;; esac
      shift
    done
    printf '#!/bin/sh\\necho %s\\n' "\${ldflags##*Version=}" > "$out"
    chmod +x "$out" ;;
esac
`;

const BEFORE = `install-pulumi-cli: building the Pulumi CLI ${VERSION}, pulumi-sdkgen and the language hosts from the Go module proxy: 8 to 13 minutes on 2 cores the first time, seconds once Go's cache holds it`;
const AFTER = new RegExp(`^install-pulumi-cli: built pulumi ${VERSION}, pulumi-sdkgen and the language hosts \\(${HOSTS}\\) into \\S+/\\.pulumi-cli in \\d+ s$`);
/** The Python host's exec shim in the stand-in module cache. */
const EXEC_SHIM = "#!/usr/bin/env python3\n# the exec shim of sdk/v3\n";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A directory holding the script, its inputs, a shipped plugin script of @pulumi/pulumi, the
 * fake `go` and, as the module cache's copy of sdk/v3, a directory with the Python exec shim.
 */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), "pulumi-datafold-cli-install-"));
  dirs.push(dir);
  for (const path of [SCRIPT, TOOLS]) cpSync(join(ROOT, path), join(dir, path), { recursive: true });
  mkdirSync(join(dir, "module-cache/python/cmd"), { recursive: true });
  writeFileSync(join(dir, "module-cache/python/cmd/pulumi-language-python-exec"), EXEC_SHIM);
  const sdk = join(dir, "node_modules/@pulumi/pulumi");
  mkdirSync(sdk, { recursive: true });
  writeFileSync(join(sdk, "pulumi-resource-pulumi-nodejs"), "#!/bin/sh\n");
  mkdirSync(join(dir, "fake-go"));
  writeFileSync(join(dir, "fake-go/go"), FAKE_GO);
  chmodSync(join(dir, "fake-go/go"), 0o755);
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
  const options = { cwd: dir, env: { ...process.env, ...env, PATH: path, FAKE_GO_CALLS: calls, FAKE_GO_MODULE_DIR: join(dir, "module-cache") } };
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
  // The Python and Go hosts behind their front, the Python one with its exec shim beside it.
  expect(readdirSync(join(dir, ".pulumi-cli/hosts")).sort()).toEqual(["pulumi-language-go", "pulumi-language-python", "pulumi-language-python-exec"]);
  expect(readFileSync(join(dir, ".pulumi-cli/hosts/pulumi-language-python-exec"), "utf8")).toBe(EXEC_SHIM);
  expect(readFileSync(join(dir, ".pulumi-cli/bin/pulumi-language-go"))).toEqual(readFileSync(join(dir, ".pulumi-cli/bin/pulumi-language-python")));
});

test("a change to what a host is built from builds again", async () => {
  const dir = checkout();
  await install(dir);
  writeFileSync(join(dir, TOOLS, "host-options/main.go"), "package main // changed\n", { flag: "a" });
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
