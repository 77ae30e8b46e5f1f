/**
 * A user's TypeScript project with `pulumi-datafold` installed from its packed tarball, for
 * tests that type-check code against the shipped declarations the way a user's `tsc` (or
 * `pulumi up`) does: no `skipLibCheck`, so every declaration file the program reaches is
 * checked, ours and our dependencies' alike.
 */
import { execFile } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { installTarball, packTarball } from "../../tools/harness/pulumi-project";

const REPO_ROOT = resolve(__dirname, "../..");
const TSC = require.resolve("typescript/bin/tsc");

/**
 * The compiler options of the tsconfig.json that `pulumi new typescript` writes (the
 * `typescript` template of pulumi/templates). Its `files` is `["index.ts"]`; the tests list
 * their own files instead, and change nothing else.
 */
export const PULUMI_NEW_TYPESCRIPT_OPTIONS = {
  strict: true,
  outDir: "bin",
  target: "es2020",
  module: "commonjs",
  moduleResolution: "node",
  sourceMap: true,
  experimentalDecorators: true,
  pretty: true,
  noFallthroughCasesInSwitch: true,
  noImplicitReturns: true,
  forceConsistentCasingInFileNames: true,
} as const;

/** What `tsc` said about one project. */
export interface TypeCheckResult {
  readonly code: number;
  /** Diagnostics, one per line as `file(line,col): error TSxxxx: ...` (no colours). */
  readonly output: string;
  /** Every file the program read (`--listFiles`), absolute. */
  readonly files: readonly string[];
}

/** A packed and installed package, and projects made next to it. */
export class InstalledTypeScriptProjects {
  private readonly root = mkdtempSync(join(tmpdir(), "pulumi-datafold-types-"));
  private readonly modules: string;
  /** `node_modules/pulumi-datafold` of the projects: the tarball's files. */
  readonly packageDir: string;
  private count = 0;

  constructor() {
    const tarball = packTarball(this.root);
    const shared = join(this.root, "shared");
    installTarball(shared, tarball);
    this.modules = join(shared, "node_modules");
    this.packageDir = join(this.modules, "pulumi-datafold");
    keepOnlyInstalledTypes(this.modules);
  }

  /**
   * Writes the files and a tsconfig.json with these compiler options into a new project
   * directory (whose node_modules is the shared install), then runs `tsc --noEmit` there.
   */
  async typeCheck(files: Readonly<Record<string, string>>, compilerOptions: Readonly<Record<string, unknown>>): Promise<TypeCheckResult> {
    const dir = this.makeProject(files, compilerOptions);
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [TSC, "-p", dir, "--noEmit", "--pretty", "false", "--listFiles"], {
        cwd: dir,
        maxBuffer: 64 * 1024 * 1024,
      });
      return parse(0, stdout);
    } catch (error) {
      const failed = error as { code?: number; stdout?: string };
      if (typeof failed.code !== "number" || failed.stdout === undefined) throw error;
      return parse(failed.code, failed.stdout);
    }
  }

  /** Writes the files and their tsconfig.json into a new project directory; returns the directory. */
  makeProject(files: Readonly<Record<string, string>>, compilerOptions: Readonly<Record<string, unknown>>): string {
    const dir = join(this.root, `project-${++this.count}`);
    mkdirSync(dir, { recursive: true });
    symlinkSync(this.modules, join(dir, "node_modules"), "dir");
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: `types-probe-${this.count}`, private: true }, null, 2));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, files: Object.keys(files) }, null, 4));
    return dir;
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

function parse(code: number, stdout: string): TypeCheckResult {
  const lines = stdout.split("\n").filter((line) => line.length > 0);
  const files = lines.filter((line) => line.startsWith("/") && !/\(\d+,\d+\): /.test(line));
  const output = lines.filter((line) => !files.includes(line)).join("\n");
  return { code, output, files };
}

/**
 * `installTarball` links every package of this repository's node_modules, among them the
 * `@types` of its test tools (Jest, Babel, ESLint). TypeScript loads every `@types` package
 * it finds, so keep only those a user's project has: `@types/node` (the template's one
 * devDependency) and the `@types` that `pulumi-datafold` and `@pulumi/pulumi` install.
 */
function keepOnlyInstalledTypes(modules: string): void {
  const wanted = new Set(["node", ...typesInstalledWith(["pulumi-datafold", "@pulumi/pulumi"], modules)]);
  const typesDir = join(modules, "@types");
  // A link to this repository's @types: remove the link, never what it points at.
  if (lstatSync(typesDir).isSymbolicLink()) unlinkSync(typesDir);
  mkdirSync(typesDir);
  for (const name of wanted) symlinkSync(join(REPO_ROOT, "node_modules", "@types", name), join(typesDir, name), "dir");
}

/** The `@types` packages (names under `@types/`) in the dependency closure of `roots`. */
function typesInstalledWith(roots: readonly string[], modules: string): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const manifest = join(modules, name, "package.json");
    if (!existsSync(manifest)) continue;
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, "utf8")) as { dependencies?: Record<string, string> };
    queue.push(...Object.keys(dependencies));
  }
  return [...seen].filter((name) => name.startsWith("@types/")).map((name) => name.slice("@types/".length));
}
