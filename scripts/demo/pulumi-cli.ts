/**
 * Which Pulumi CLI the demo drives. The demo runs the real CLI and nothing else: the one
 * `npm run pulumi:install` builds into .pulumi-cli/bin; else a `pulumi` of a supported
 * release on PATH, with its Node.js language host; else, when Go is on PATH, the project's
 * own build first, announced in one line with how long it takes; else it stops, saying how to
 * get one.
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { BUILT_CLI_DIR, pinnedPulumiVersion, pulumiCliDir, pulumiVersion } from "../../tools/pulumi-cli/locate";

const REPO_ROOT = resolve(__dirname, "../..");

/**
 * How long `npm run pulumi:install` takes, as scripts/install-pulumi-cli.sh measured and says
 * it (test/scripts/demo-pulumi-cli.test.ts fails when the two differ).
 */
export const BUILD_TIME = "8 to 13 minutes on 2 cores the first time, seconds once Go's cache holds it";

/** The releases of a `pulumi` on PATH the demo runs: v3, whose commands and output it uses. */
export const SUPPORTED_MAJOR = 3;

/** Where to look and what to run; the defaults are the repository's, tests give their own. */
export interface CliLookup {
  /** Where the project's build puts the CLI. */
  readonly builtDir: string;
  /** The build: scripts/install-pulumi-cli.sh, run with bash. */
  readonly installScript: string;
  /** PATH, for `pulumi`, its language host and `go`. */
  readonly env: NodeJS.ProcessEnv;
  /** Prints a line for the user; `complain` one of what went wrong (the build's stderr). */
  readonly say: (line: string) => void;
  readonly complain: (line: string) => void;
}

/** The CLI to use (its directory and `pulumi version`), or why there is none, to print as it is. */
export type CliFound = { readonly dir: string; readonly version: string } | { readonly error: string };

export function defaultLookup(): CliLookup {
  return {
    builtDir: BUILT_CLI_DIR,
    installScript: join(REPO_ROOT, "scripts", "install-pulumi-cli.sh"),
    env: process.env,
    say: (line) => console.log(line),
    complain: (line) => console.error(line),
  };
}

/** The major release of a `pulumi version` answer (`v3.259.0`), or undefined when it is not one. */
function majorOf(version: string): number | undefined {
  const match = /^v?(\d+)\.\d+\.\d+/.exec(version);
  return match === null ? undefined : Number(match[1]);
}

/**
 * The CLI the demo drives, building it when there is none and Go is there. Synchronous: it
 * runs before anything else of the demo has started.
 */
export function findOrBuildPulumiCli(lookup: CliLookup = defaultLookup()): CliFound {
  const pinned = pinnedPulumiVersion();
  const path = lookup.env.PATH ?? "";
  const dir = pulumiCliDir(lookup.builtDir, path);
  // The project's own build is the pinned release: nothing to check.
  if (dir === lookup.builtDir) return { dir, version: pulumiVersion(dir) };

  let unsupported = "";
  if (dir !== undefined) {
    const version = pulumiVersion(dir);
    if (majorOf(version) === SUPPORTED_MAJOR) {
      if (version !== pinned) lookup.say(`Note: pulumi ${version} on PATH is not ${pinned}, the release the demo is tested with; if a step fails, \`npm run pulumi:install\` builds ${pinned}.`);
      return { dir, version };
    }
    unsupported = ` (the pulumi on PATH, in ${dir}, is ${version === "" ? "of an unknown release" : version}; the demo needs v${SUPPORTED_MAJOR})`;
  }

  const getOne =
    `Install Go 1.25 or newer (https://go.dev/doc/install) and run the demo again (it builds the CLI ${pinned} first: ${BUILD_TIME}), ` +
    `or install the Pulumi CLI v${SUPPORTED_MAJOR} (https://www.pulumi.com/docs/install/) with its pulumi-language-nodejs on PATH.`;
  if (spawnSync("go", ["version"], { env: lookup.env, stdio: "ignore" }).status !== 0) {
    return { error: `the demo runs the real Pulumi CLI, and there is none here: nothing in ${lookup.builtDir}, and no pulumi v${SUPPORTED_MAJOR} on PATH${unsupported}, nor Go to build one. ${getOne}` };
  }

  lookup.say(`No Pulumi CLI yet${unsupported}: building ${pinned} with Go first (npm run pulumi:install): ${BUILD_TIME}.`);
  // The script's own first line says what the line above said; the rest (its last line, how
  // long it took) is shown, and all of its stderr (Go's output, when a build fails).
  const build = spawnSync("bash", [lookup.installScript], { env: lookup.env, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  for (const line of (build.stdout ?? "").split("\n")) if (line !== "" && !line.startsWith("install-pulumi-cli: building ")) lookup.say(line);
  for (const line of (build.stderr ?? "").split("\n")) if (line !== "") lookup.complain(line);
  if (build.status !== 0) {
    return { error: `building the Pulumi CLI failed (what went wrong is above). Run \`npm run pulumi:install\` to try again, or install the Pulumi CLI v${SUPPORTED_MAJOR} (https://www.pulumi.com/docs/install/) with its pulumi-language-nodejs on PATH.` };
  }
  if (pulumiCliDir(lookup.builtDir, "") !== lookup.builtDir) return { error: `the build finished, but ${lookup.builtDir} holds no pulumi and pulumi-language-nodejs` };
  return { dir: lookup.builtDir, version: pulumiVersion(lookup.builtDir) };
}
