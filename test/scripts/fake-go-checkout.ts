/**
 * A stand-in checkout for scripts/install-pulumi-cli.sh with a fake `go`, so that tests of the
 * script and of what runs it (the demo) build nothing real and never touch the repository's
 * .pulumi-cli: the script is copied with the inputs it hashes (tools/pulumi-cli) into a
 * directory of its own.
 */
import { chmodSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(__dirname, "../..");
export const SCRIPT = "scripts/install-pulumi-cli.sh";
/** The modules and sources the script builds from, and whose pins it reads. */
export const TOOLS = "tools/pulumi-cli";

export const DOWNLOAD = "go: downloading example.com/dependency v1.0.0";

/**
 * `go` for the script: `go env` answers, `go list -m` names $FAKE_GO_MODULE_DIR as the
 * module's directory, `go build` says it downloads (as Go does on stderr), then writes the
 * output as a program that prints the version given in -ldflags. It logs its arguments to
 * $FAKE_GO_CALLS; $FAKE_GO_FAIL makes a build fail with that message, and $FAKE_GO_WARNING
 * makes it print a warning and succeed.
 */
export const FAKE_GO = `#!/usr/bin/env bash
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

/** The Python host's exec shim in the stand-in module cache. */
export const EXEC_SHIM = "#!/usr/bin/env python3\n# the exec shim of sdk/v3\n";

/**
 * A new directory holding the script, its inputs, a shipped plugin script of @pulumi/pulumi,
 * the fake `go` in `fake-go/` and, as the module cache's copy of sdk/v3, a directory with the
 * Python exec shim. The caller removes it.
 */
export function fakeGoCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), "pulumi-datafold-cli-install-"));
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

/** What the fake `go` of a `fakeGoCheckout()` directory reads: where to log its calls, and the module cache. */
export function fakeGoEnvironment(dir: string): Record<string, string> {
  return { FAKE_GO_CALLS: join(dir, "go-calls.log"), FAKE_GO_MODULE_DIR: join(dir, "module-cache") };
}
