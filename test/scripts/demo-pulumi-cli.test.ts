/**
 * Which Pulumi CLI `npm run demo` drives (scripts/demo/pulumi-cli.ts), in each case a machine
 * may be in: the project's build there, a `pulumi` on PATH (the pinned release, another v3, an
 * unsupported one), only Go (the build runs first: the real script with a fake `go`,
 * ./fake-go-checkout.ts), a build that fails, and neither Go nor a CLI. Stand-in `pulumi`
 * programs print a version; nothing real is built and the repository's .pulumi-cli is not
 * touched.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { BUILD_TIME, findOrBuildPulumiCli, type CliLookup } from "../../scripts/demo/pulumi-cli";
import { pinnedPulumiVersion } from "../../tools/pulumi-cli/locate";
import { fakeGoCheckout, fakeGoEnvironment, ROOT, SCRIPT } from "./fake-go-checkout";

const PINNED = pinnedPulumiVersion();

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "pulumi-datafold-demo-cli-"));
  dirs.push(dir);
  return dir;
}

/** A directory with a `pulumi` that says `version` and a Node.js language host beside it. */
function fakeCli(version: string): string {
  const dir = tempDir();
  writeFileSync(join(dir, "pulumi"), `#!/bin/sh\necho ${version}\n`);
  writeFileSync(join(dir, "pulumi-language-nodejs"), "#!/bin/sh\n");
  chmodSync(join(dir, "pulumi"), 0o755);
  chmodSync(join(dir, "pulumi-language-nodejs"), 0o755);
  return dir;
}

/** This machine's PATH without any directory holding a `go` or a `pulumi`: the tools the install script needs, nothing more. */
function pathWithoutGoOrPulumi(): string {
  return (process.env.PATH ?? "")
    .split(delimiter)
    .filter((dir) => dir !== "" && !existsSync(join(dir, "go")) && !existsSync(join(dir, "pulumi")))
    .join(delimiter);
}

/** Runs the lookup with `path` first on PATH and a build directory of its own; what it said, line by line. */
function lookUp(options: { path?: string[]; builtDir?: string; installScript?: string; env?: Record<string, string> }) {
  const said: string[] = [];
  const complained: string[] = [];
  const lookup: CliLookup = {
    builtDir: options.builtDir ?? join(tempDir(), "bin"),
    installScript: options.installScript ?? join(tempDir(), "no-install-script.sh"),
    env: { ...options.env, PATH: [...(options.path ?? []), pathWithoutGoOrPulumi()].join(delimiter) },
    say: (line) => said.push(line),
    complain: (line) => complained.push(line),
  };
  return { found: findOrBuildPulumiCli(lookup), said, complained };
}

test("the install script states the build time the demo announces", () => {
  expect(readFileSync(join(ROOT, SCRIPT), "utf8")).toContain(`: ${BUILD_TIME}"`);
});

test("the project's build is used when it is there, before any pulumi on PATH, and nothing is said", () => {
  const built = fakeCli(PINNED);
  const onPath = fakeCli("v3.200.0");
  expect(lookUp({ builtDir: built, path: [onPath] })).toEqual({ found: { dir: built, version: PINNED }, said: [], complained: [] });
});

test("without the build, a pulumi of the pinned release on PATH is used, and nothing is said", () => {
  const onPath = fakeCli(PINNED);
  expect(lookUp({ path: [onPath] })).toEqual({ found: { dir: onPath, version: PINNED }, said: [], complained: [] });
});

test("another v3 release on PATH is used, with one line saying the demo is tested with the pinned one", () => {
  const onPath = fakeCli("v3.200.0");
  const { found, said } = lookUp({ path: [onPath] });
  expect(found).toEqual({ dir: onPath, version: "v3.200.0" });
  expect(said).toEqual([`Note: pulumi v3.200.0 on PATH is not ${PINNED}, the release the demo is tested with; if a step fails, \`npm run pulumi:install\` builds ${PINNED}.`]);
});

test("with neither a CLI nor Go it stops, saying how to get one", () => {
  const { found, said } = lookUp({});
  expect(said).toEqual([]);
  expect(found).toEqual({ error: expect.stringContaining("the demo runs the real Pulumi CLI, and there is none here") });
  const { error } = found as { error: string };
  expect(error).toContain("Install Go 1.25 or newer (https://go.dev/doc/install) and run the demo again");
  expect(error).toContain(`builds the CLI ${PINNED} first: ${BUILD_TIME}`);
  expect(error).toContain("install the Pulumi CLI v3 (https://www.pulumi.com/docs/install/)");
});

test("a pulumi of another major release on PATH is not used, and the message names it", () => {
  const onPath = fakeCli("v4.1.0");
  const { found } = lookUp({ path: [onPath] });
  expect(found).toEqual({ error: expect.stringContaining(`(the pulumi on PATH, in ${onPath}, is v4.1.0; the demo needs v3)`) });
});

describe("with Go and no CLI", () => {
  function goOnly(env: Record<string, string> = {}) {
    const checkout = fakeGoCheckout();
    dirs.push(checkout);
    const builtDir = join(checkout, ".pulumi-cli", "bin");
    mkdirSync(join(checkout, ".pulumi-cli"), { recursive: true });
    const result = lookUp({ path: [join(checkout, "fake-go")], builtDir, installScript: join(checkout, SCRIPT), env: { ...fakeGoEnvironment(checkout), ...env } });
    return { ...result, builtDir };
  }

  test("it builds the CLI with the project's script first, announced in one line with how long that takes, then uses it", () => {
    const { found, said, complained, builtDir } = goOnly();
    expect(found).toEqual({ dir: builtDir, version: PINNED });
    expect(said).toEqual([
      `No Pulumi CLI yet: building ${PINNED} with Go first (npm run pulumi:install): ${BUILD_TIME}.`,
      expect.stringMatching(new RegExp(`^install-pulumi-cli: built pulumi ${PINNED.replace(/\./g, "\\.")}, .* in \\d+ s$`)),
    ]);
    expect(complained).toEqual([]);
  });

  test("a build that fails shows what Go said and stops, saying what to do", () => {
    const { found, complained } = goOnly({ FAKE_GO_FAIL: "cmd/pulumi/main.go:1:1: expected 'package', found 'EOF'" });
    expect(found).toEqual({ error: expect.stringContaining("building the Pulumi CLI failed (what went wrong is above). Run `npm run pulumi:install` to try again") });
    expect(complained).toContain("cmd/pulumi/main.go:1:1: expected 'package', found 'EOF'");
  });
});
