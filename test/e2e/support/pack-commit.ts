import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { packTarball } from "../../../tools/harness/pulumi-project";

const REPO_ROOT = resolve(__dirname, "../../..");

/** What a build of the package needs from a commit: its sources and build settings. */
const BUILD_INPUTS = ["src", "package.json", "tsconfig.json", "tsconfig.build.json", "README.md"];

/** An earlier version of the package, built and packed: where it was built, and its tarball. */
export interface PackedCommit {
  /** A temporary directory holding the build and the tarball; the caller removes it. */
  readonly dir: string;
  readonly tarball: string;
}

/**
 * Builds the package as it was at `commit` of this repository's git history and packs it as
 * npm would publish it, for tests that upgrade a stack from that version. Only the history is
 * needed, not a second checkout: the commit's files are taken with `git archive`, compiled
 * with this checkout's TypeScript (its node_modules linked in) and packed. Throws a message
 * saying what to do when git or the commit is missing (a shallow clone, for instance).
 */
export function packCommit(commit: string): PackedCommit {
  const known = () => spawnSync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: REPO_ROOT, encoding: "utf8" });
  let found = known();
  if (found.error === undefined && found.status !== 0) {
    // A shallow clone lacks it: fetch the history from where the clone came from, once.
    spawnSync("git", ["fetch", "--quiet", "--unshallow"], { cwd: REPO_ROOT, encoding: "utf8" });
    found = known();
  }
  if (found.error !== undefined || found.status !== 0) {
    const why = found.error !== undefined ? `git cannot be run (${found.error.message})` : `git does not know it (${found.stderr.trim()})`;
    throw new Error(
      `This test builds pulumi-datafold as it was at commit ${commit} from the git history of ${REPO_ROOT}, but ${why}. ` +
        "Run it in a clone with full history: `git fetch --unshallow`, or `fetch-depth: 0` for actions/checkout.",
    );
  }
  const dir = mkdtempSync(join(tmpdir(), `pulumi-datafold-${commit}-`));
  const source = join(dir, "source");
  mkdirSync(source);
  const archive = execFileSync("git", ["archive", "--format=tar", commit, ...BUILD_INPUTS], { cwd: REPO_ROOT, maxBuffer: 256 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", source], { input: archive });
  symlinkSync(join(REPO_ROOT, "node_modules"), join(source, "node_modules"), "dir");
  const build = spawnSync(process.execPath, [join(source, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.build.json"], { cwd: source, encoding: "utf8" });
  // tsc prints its errors on stdout.
  if (build.status !== 0) throw new Error(`Building commit ${commit} failed (tsc exited ${build.status}):\n${build.stdout}${build.stderr}`);
  // Both versions may carry the same version number, hence a directory of its own for the tarball.
  const packed = join(dir, "pack");
  mkdirSync(packed);
  return { dir, tarball: packTarball(packed, source) };
}
