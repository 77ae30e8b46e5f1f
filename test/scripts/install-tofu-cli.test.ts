/**
 * What scripts/install-tofu-cli.sh prints and where it puts tofu, with a stand-in for `go` on
 * PATH: the script is copied with the inputs it hashes (tools/tofu-cli) into a directory of its
 * own, so these tests build nothing real and never touch the repository's .tofu-cli.
 */
import { execFile, execFileSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";

const ROOT = resolve(__dirname, "../..");
const SCRIPT = "scripts/install-tofu-cli.sh";
const TOOLS = "tools/tofu-cli";
const VERSION = /^\s*github\.com\/opentofu\/opentofu (v\S+)/m.exec(readFileSync(join(ROOT, TOOLS, "go.mod"), "utf8"))![1]!;
const DOWNLOAD = "go: downloading example.com/dependency v1.0.0";

/**
 * `go` for the script: `go env` answers, `go build` says it downloads (as Go does, on stderr),
 * then writes the output as a `tofu` whose `version` names the release, with `-dev` unless the
 * release's -ldflags were given, and, like the real one, starts with a warning when
 * TF_CLI_CONFIG_FILE names a missing file. It logs its arguments to $FAKE_GO_CALLS;
 * $FAKE_GO_FAIL makes a build fail with that message, $FAKE_GO_WARNING makes it print a warning
 * and succeed. $FAKE_TOFU_LONG_VERSION makes the built tofu's `version` go on for more than a
 * pipe holds (as a real one listing providers could).
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
    suffix=-dev
    if [[ "$ldflags" == *"github.com/opentofu/opentofu/version.dev=no"* ]]; then suffix=; fi
    cat > "$out" <<EOF
#!/bin/sh
if [ ! -f "\\$TF_CLI_CONFIG_FILE" ]; then printf '\\nWarning: Unable to open CLI configuration file\\n\\n'; fi
echo "OpenTofu ${VERSION}$suffix"
echo "on linux_amd64"
if [ -n "\\$FAKE_TOFU_LONG_VERSION" ]; then yes "+ provider registry.opentofu.org/example/p v1.0.0" | head -c 200000; fi
EOF
    chmod +x "$out" ;;
esac
`;

const BEFORE = `install-tofu-cli: building OpenTofu ${VERSION} from the Go module proxy: 3 to 5 minutes on 2 cores the first time, seconds once Go's cache holds it`;
const AFTER = new RegExp(`^install-tofu-cli: built OpenTofu ${VERSION.replace(/\./g, "\\.")} into \\S+/\\.tofu-cli in \\d+ s$`);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the script and its inputs, with the fake `go` in `fake-go/`, removed after the test. */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), "pulumi-datafold-tofu-install-"));
  dirs.push(dir);
  for (const path of [SCRIPT, TOOLS]) cpSync(join(ROOT, path), join(dir, path), { recursive: true });
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
  // As on our machines: a TF_CLI_CONFIG_FILE that names no file.
  const options = { cwd: dir, env: { ...process.env, TF_CLI_CONFIG_FILE: join(dir, "missing.tfrc"), ...env, PATH: path, FAKE_GO_CALLS: calls } };
  return new Promise((done) => {
    execFile("bash", [join(dir, SCRIPT), ...args], options, (error, stdout, stderr) => {
      const builds = readFileSync(calls, "utf8").split("\n").filter((call) => call.startsWith("build ")).length;
      done({ code: error === null ? 0 : Number(error.code), stdout, stderr, builds });
    });
  });
}

const lines = (text: string) => text.split("\n").filter((line) => line !== "");

test("a build says before it starts what it builds and about how long it takes, and after it which release it built and how long it took, without Go's downloads", async () => {
  const dir = checkout();
  const run = await install(dir);
  expect(run).toMatchObject({ code: 0, stderr: "", builds: 1 });
  expect(lines(run.stdout)).toEqual([BEFORE, expect.stringMatching(AFTER)]);
  expect(readdirSync(join(dir, ".tofu-cli/bin"))).toEqual(["tofu"]);
  // As OpenTofu's release builds it: static, paths trimmed, the version without -dev.
  const build = readFileSync(join(dir, "go-calls.log"), "utf8").split("\n").find((call) => call.startsWith("build "));
  expect(build).toBe(`build -trimpath -ldflags -s -w -X github.com/opentofu/opentofu/version.dev=no -o ${join(dir, ".tofu-cli/bin/tofu.tmp")} github.com/opentofu/opentofu/cmd/tofu`);
});

test("a tofu version that goes on after its first line (more than a pipe holds) still gives a build that names the release", async () => {
  const run = await install(checkout(), [], { FAKE_TOFU_LONG_VERSION: "1" });
  expect(run).toMatchObject({ code: 0, stderr: "", builds: 1 });
  expect(lines(run.stdout)).toEqual([BEFORE, expect.stringMatching(AFTER)]);
});

test("with the build up to date it prints nothing and builds nothing; --force builds again", async () => {
  const dir = checkout();
  await install(dir);
  expect(await install(dir)).toEqual({ code: 0, stdout: "", stderr: "", builds: 0 });
  const forced = await install(dir, ["--force"]);
  expect(forced).toMatchObject({ code: 0, stderr: "", builds: 1 });
  expect(lines(forced.stdout)).toEqual([BEFORE, expect.stringMatching(AFTER)]);
});

test("a change to the wrapper module (another release) builds again", async () => {
  const dir = checkout();
  await install(dir);
  writeFileSync(join(dir, TOOLS, "go.mod"), "// changed\n", { flag: "a" });
  expect((await install(dir)).builds).toBe(1);
});

test("a failed build shows all that Go printed, downloads included, and says so; the next run builds again", async () => {
  const dir = checkout();
  const failed = await install(dir, [], { FAKE_GO_FAIL: "cmd/tofu/main.go:1:1: expected 'package', found 'EOF'" });
  expect(failed).toMatchObject({ code: 1, stdout: `${BEFORE}\n`, builds: 1 });
  expect(lines(failed.stderr)).toEqual([
    DOWNLOAD,
    "cmd/tofu/main.go:1:1: expected 'package', found 'EOF'",
    expect.stringMatching(/^install-tofu-cli: building tofu failed after \d+ s \(go build's output above\)$/),
  ]);
  expect(readdirSync(join(dir, ".tofu-cli/bin"))).toEqual([]);
  expect((await install(dir)).builds).toBe(1);
});

test("what else Go prints during a build that succeeds (a warning) is still shown", async () => {
  const run = await install(checkout(), [], { FAKE_GO_WARNING: "go: warning: something a person should read" });
  expect(run).toMatchObject({ code: 0, builds: 1 });
  expect(lines(run.stderr)).toEqual(["go: warning: something a person should read"]);
});

test("without Go it says what is needed", async () => {
  const dir = checkout();
  // A PATH of nothing but what the script runs before it looks for Go.
  const bin = join(dir, "bin-without-go");
  mkdirSync(bin);
  const [bash, dirname] = execFileSync("bash", ["-c", "command -v bash dirname"], { encoding: "utf8" }).trim().split("\n");
  symlinkSync(dirname!, join(bin, "dirname"));
  const run = await new Promise<{ code: number; stderr: string }>((done) => {
    execFile(bash!, [join(dir, SCRIPT)], { cwd: dir, env: { PATH: bin } }, (error, _stdout, stderr) =>
      done({ code: error === null ? 0 : Number(error.code), stderr }),
    );
  });
  expect(run).toEqual({ code: 1, stderr: "install-tofu-cli: 'go' not found on PATH (Go >= 1.26 is needed: OpenTofu 1.12 says go 1.26.6)\n" });
});
