/**
 * What scripts/install-pulumi-cli.sh prints, with a stand-in for `go` on PATH: the script is
 * copied with the inputs it hashes into a directory of its own, so these tests build nothing
 * real and never touch the repository's .pulumi-cli.
 */
import { execFile } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";

const ROOT = resolve(__dirname, "../..");
const SCRIPT = "scripts/install-pulumi-cli.sh";
/** The pins the script reads. */
const INPUTS = ["tools/pulumi-cli/go.mod", "tools/pulumi-cli/go.sum", "tools/pulumi-cli/nodejs-host/go.mod", "tools/pulumi-cli/nodejs-host/go.sum"];
const VERSION = /^\s*github\.com\/pulumi\/pulumi\/pkg\/v3 (\S+)/m.exec(readFileSync(join(ROOT, INPUTS[0]!), "utf8"))![1]!;
const HOST_VERSION = /^\s*github\.com\/pulumi\/pulumi\/sdk\/v3 (\S+)/m.exec(readFileSync(join(ROOT, INPUTS[2]!), "utf8"))![1]!;
const DOWNLOAD = "go: downloading example.com/dependency v1.0.0";

/**
 * `go` for the script: `go env` answers, `go build` says it downloads (as Go does on stderr),
 * then writes the output as a program that prints the version given in -ldflags. It logs its
 * arguments to $FAKE_GO_CALLS; $FAKE_GO_FAIL makes a build fail with that message, and
 * $FAKE_GO_WARNING makes it print a warning and succeed.
 */
const FAKE_GO = `#!/usr/bin/env bash
echo "$*" >> "$FAKE_GO_CALLS"
case "$1" in
  env) printf 'go1.99.0\\nlinux\\namd64\\n' ;;
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

const BEFORE = `install-pulumi-cli: building the Pulumi CLI ${VERSION} from the Go module proxy: 5 to 8 minutes on 2 cores the first time, seconds once Go's cache holds it`;
const AFTER = new RegExp(`^install-pulumi-cli: built pulumi ${VERSION} \\(pulumi-language-nodejs ${HOST_VERSION}\\) into \\S+/\\.pulumi-cli/bin in \\d+ s$`);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A directory holding the script, its inputs, a shipped plugin script of @pulumi/pulumi and the fake `go`. */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), "pulumi-datafold-cli-install-"));
  dirs.push(dir);
  for (const file of [SCRIPT, ...INPUTS]) cpSync(join(ROOT, file), join(dir, file));
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
  const options = { cwd: dir, env: { ...process.env, ...env, PATH: `${join(dir, "fake-go")}${delimiter}${process.env.PATH}`, FAKE_GO_CALLS: calls } };
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
  expect(run).toMatchObject({ code: 0, stderr: "", builds: 2 });
  expect(lines(run.stdout)).toEqual([BEFORE, expect.stringMatching(AFTER)]);
  expect(readdirSync(join(dir, ".pulumi-cli/bin")).sort()).toEqual(["pulumi", "pulumi-language-nodejs", "pulumi-resource-pulumi-nodejs"]);
});

test("with the build up to date it prints nothing and builds nothing; --force builds again", async () => {
  const dir = checkout();
  await install(dir);
  expect(await install(dir)).toEqual({ code: 0, stdout: "", stderr: "", builds: 0 });
  const forced = await install(dir, ["--force"]);
  expect(forced).toMatchObject({ code: 0, stderr: "", builds: 2 });
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
  expect((await install(dir)).builds).toBe(2);
});

test("what else Go prints during a build that succeeds (a warning) is still shown", async () => {
  const run = await install(checkout(), [], { FAKE_GO_WARNING: "go: warning: something a person should read" });
  expect(run).toMatchObject({ code: 0, builds: 2 });
  expect(lines(run.stderr)).toEqual(["go: warning: something a person should read", "go: warning: something a person should read"]);
});
