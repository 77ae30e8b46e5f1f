/**
 * Builds the plugin's single executable, or the Terraform provider's: `node --require
 * ./tools/typescript/register.js scripts/plugin-executable/build.ts [--name <executable>]
 * [--entry <file>] <out-dir> [node-runtime] [platform]` (scripts/pack-plugin.sh runs it for the
 * plugin and scripts/pack-terraform-provider.sh for the Terraform provider, and say where each
 * platform's runtime comes from).
 *
 * 1. esbuild bundles the executable's entry into one CommonJS script. For
 *    `pulumi-resource-datafold` (the default `--name`) that is entry.ts, this package's plugin
 *    with @pulumi/pulumi's gRPC, stubs and runtime, zod, got and yaml, the schema's text put in;
 *    for `terraform-provider-datafold` it is src/terraform/main.ts, which serves tfplugin6 when
 *    run. `--entry` bundles another entry instead, built and packed exactly as the executable
 *    is: the plugin benchmark's do-nothing floor (bench/floor/plugin/entry.ts), so that the two
 *    executables differ in nothing but what their providers do.
 * 2. Node's single executable application (SEA, Node 20 `--experimental-sea-config`) turns the
 *    script into a blob, and postject injects that blob into a copy of a Node runtime binary:
 *    one file that needs no `node` on PATH and no node_modules.
 *
 * The runtime is `node-runtime`, by default the `node` running this script. It must be the
 * binary of the platform the executable is for, of the same Node version as the one that makes
 * the blob (the blob's format is the version's). The code cache (V8's compiled code, a faster
 * start) is the building Node's: it is put in only when the runtime is that very binary.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { build, type Plugin } from "esbuild";
import { CODE_CACHE_ASSET, PROGRAM_ASSET } from "./program-assets";
import { trainCodeCache } from "./train-code-cache";

const ROOT = resolve(__dirname, "../..");
/** The fuse postject flips in a Node binary built with SEA support (every official one since 20.0). */
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

/**
 * src/core/version.ts reads package.json beside dist/ at run time; the executable has none, so its
 * name and version are written into the bundle instead, as the same exports.
 */
const packageVersionInlined: Plugin = {
  name: "package-version-inlined",
  setup(bundler) {
    const versionModule = join(ROOT, "src", "core", "version.ts");
    bundler.onLoad({ filter: /[\\/]src[\\/]core[\\/]version\.ts$/ }, (file) => {
      if (resolve(file.path) !== versionModule) return undefined;
      const { name, version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; version: string };
      const contents = [
        `export const PACKAGE_NAME = ${JSON.stringify(name)};`,
        `export const PACKAGE_VERSION = ${JSON.stringify(version)};`,
        "export const USER_AGENT = `${PACKAGE_NAME}/${PACKAGE_VERSION} (node ${process.version})`;",
      ].join("\n");
      return { contents, loader: "ts" };
    });
  },
};

/**
 * Packages the SDK's runtime loads but a plugin never runs, left out of the bundle: they were
 * two thirds of it (TypeScript alone 3.9 MB), and every byte of the script is read at each
 * start. The SDK requires them when it loads (`runtime/closure`), but uses them only to
 * serialize a function and find its code's packages, for dynamic providers. What stands in for
 * each is an object that fails, naming the package and why it is absent, on any use.
 */
const LEFT_OUT: Readonly<Record<string, string>> = {
  typescript: "the SDK parses functions with it to serialize them (dynamic providers)",
  "@npmcli/arborist": "the SDK reads package trees with it to find a serialized function's packages (dynamic providers)",
};

const leftOut: Plugin = {
  name: "left-out",
  setup(bundler) {
    const filter = new RegExp(`^(${Object.keys(LEFT_OUT).map((name) => name.replace(/[/.]/g, "\\$&")).join("|")})$`);
    bundler.onResolve({ filter }, (found) => ({ path: found.path, namespace: "left-out" }));
    bundler.onLoad({ filter: /.*/, namespace: "left-out" }, (file) => ({
      loader: "js",
      contents: `
        const message = ${JSON.stringify(`${file.path} is not in the datafold plugin's executable: ${LEFT_OUT[file.path]}, which a provider plugin never does.`)};
        // Read without failing by module loaders (__esModule, then, symbols); anything else is a use.
        module.exports = new Proxy({}, {
          get(_target, key) {
            if (typeof key === "symbol" || key === "__esModule" || key === "then") return undefined;
            throw new Error(message);
          },
        });`,
    }));
  },
};

/** What each executable is built from, and what only it needs. */
interface Executable {
  /** Bundled unless `--entry` names another. */
  readonly entry: string;
  /** Text put into the bundle where the entry names these globals. */
  readonly define: () => Record<string, string>;
  /** esbuild plugins besides the one every executable needs (the package's version). */
  readonly plugins: readonly Plugin[];
  /**
   * Whether the program runs from an asset through program-loader.ts with a code cache trained on
   * a run of it (train-code-cache.ts), rather than as the main script with Node's own cache.
   */
  readonly trainedCodeCache?: boolean;
}

const EXECUTABLES: Readonly<Record<string, Executable>> = {
  "pulumi-resource-datafold": {
    entry: join(__dirname, "entry.ts"),
    define: () => ({ PLUGIN_SCHEMA: JSON.stringify(readFileSync(join(ROOT, "sdk", "schema.json"), "utf8")) }),
    plugins: [leftOut],
  },
  "terraform-provider-datafold": {
    entry: join(ROOT, "src", "terraform", "main.ts"),
    define: () => ({}),
    plugins: [],
    // OpenTofu starts it three or four times per command: what each start compiles matters.
    trainedCodeCache: true,
  },
};

async function main(name: string, entry: string, outDir: string, runtime: string, platform: string): Promise<void> {
  const { define, plugins, trainedCodeCache } = EXECUTABLES[name]!;
  const [os] = platform.split("-");
  if (os === "darwin" && process.platform !== "darwin") {
    throw new Error("a darwin executable is built on macOS: postject breaks the Node binary's signature, and only macOS's codesign signs it again");
  }
  mkdirSync(outDir, { recursive: true });
  const work = join(outDir, ".build");
  mkdirSync(work, { recursive: true });
  const script = join(work, `${name}.js`);
  const result = await build({
    entryPoints: [entry],
    outfile: script,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    // Smaller to parse at every start; names kept, since error classes and zod's messages read them.
    minify: true,
    keepNames: true,
    legalComments: "none",
    define: define(),
    plugins: [packageVersionInlined, ...plugins],
    logLevel: "error",
    metafile: true,
  });
  writeFileSync(join(work, "meta.json"), JSON.stringify(result.metafile));

  // The code cache is V8's compiled code of the building Node: only for a runtime of the same
  // version on this platform (the same Node, or a copy of it stripped of its symbols).
  const ownRuntime = os === hostPlatform().split("-")[0] && runtimeVersion(runtime) === process.version;
  const blob = join(work, "sea-prep.blob");
  const config = join(work, "sea-config.json");
  const sea = trainedCodeCache === true ? await withTrainedCodeCache(work, script, ownRuntime) : { main: script };
  writeFileSync(config, JSON.stringify({ ...sea, output: blob, disableExperimentalSEAWarning: true, useCodeCache: ownRuntime }));
  execFileSync(process.execPath, ["--experimental-sea-config", config], { stdio: ["ignore", "ignore", "inherit"] });

  const executable = join(outDir, os === "windows" ? `${name}.exe` : name);
  copyFileSync(runtime, executable);
  chmodSync(executable, 0o755);
  // Node's Linux binaries carry their symbols and debug information (12 MB of 99): a plugin never
  // needs them. binutils' strip reads the host's own ELF; another architecture's stays as it is.
  const stripped = os === "linux" && platform === hostPlatform() && succeeds("strip", [executable]);
  if (os === "darwin") execFileSync("codesign", ["--remove-signature", executable]);
  const macho = os === "darwin" ? ["--macho-segment-name", "NODE_SEA"] : [];
  // postject warns of ELF notes it does not know (Node's own); they are kept as they are.
  execFileSync(process.execPath, [require.resolve("postject/dist/cli.js"), executable, "NODE_SEA_BLOB", blob, "--sentinel-fuse", SEA_FUSE, ...macho], { stdio: "ignore" });
  if (os === "darwin") execFileSync("codesign", ["--sign", "-", executable]);
  const cache = ownRuntime ? (trainedCodeCache === true ? ", with a trained code cache" : ", with code cache") : "";
  console.log(`plugin-executable: ${executable} (${relative(ROOT, entry)}, ${platform}, Node runtime ${runtime}${stripped ? ", stripped" : ""}${cache})`);
}

/**
 * The SEA configuration's main script and assets for a program run through program-loader.ts:
 * the loader, bundled, as the main script; the program as an asset; and, when the runtime is
 * this very Node (a code cache is the building Node's), the program's code cache trained on a
 * run of it (train-code-cache.ts).
 */
async function withTrainedCodeCache(work: string, program: string, ownRuntime: boolean): Promise<{ main: string; assets: Record<string, string> }> {
  const loader = join(work, "program-loader.js");
  await build({ entryPoints: [join(__dirname, "program-loader.ts")], outfile: loader, bundle: true, platform: "node", target: "node20", format: "cjs", minify: true, logLevel: "error" });
  const assets: Record<string, string> = { [PROGRAM_ASSET]: program };
  if (ownRuntime) {
    const cache = join(work, CODE_CACHE_ASSET);
    await trainCodeCache(loader, program, cache);
    assets[CODE_CACHE_ASSET] = cache;
  }
  return { main: loader, assets };
}

/** This machine's platform as release files name it: linux-amd64, darwin-arm64, windows-amd64. */
function hostPlatform(): string {
  return `${process.platform === "win32" ? "windows" : process.platform}-${process.arch === "x64" ? "amd64" : process.arch}`;
}

/** Whether a command ran and succeeded (false when it is not installed). */
function succeeds(command: string, args: readonly string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The version a runtime binary prints, or undefined for one that does not run here (another platform's). */
function runtimeVersion(runtime: string): string | undefined {
  try {
    return execFileSync(runtime, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

const USAGE = `usage: build.ts [--name ${Object.keys(EXECUTABLES).join(" | ")}] [--entry <file>] <out-dir> [node-runtime] [platform, such as linux-amd64]`;
const args = process.argv.slice(2);
let name = "pulumi-resource-datafold";
let entry: string | undefined;
while (args[0] === "--entry" || args[0] === "--name") {
  const [option, value] = args.splice(0, 2);
  if (option === "--name") {
    if (value === undefined || !(value in EXECUTABLES)) {
      console.error(`build.ts: --name must be ${Object.keys(EXECUTABLES).join(" or ")}, got ${value ?? "nothing"}\n${USAGE}`);
      process.exit(2);
    }
    name = value;
  } else {
    if (value === undefined || !existsSync(value)) {
      console.error(`build.ts: --entry must name the script to bundle, got ${value === undefined ? "nothing" : `${value}, which does not exist`}\n${USAGE}`);
      process.exit(2);
    }
    entry = resolve(value);
  }
}
entry ??= EXECUTABLES[name]!.entry;
if (!existsSync(entry)) {
  console.error(`build.ts: ${name} is built from ${relative(ROOT, entry)}, which does not exist`);
  process.exit(2);
}
const [outDir, runtime = process.execPath, platform = hostPlatform()] = args;
if (outDir === undefined) {
  console.error(USAGE);
  process.exit(2);
}
main(name, entry, resolve(outDir), runtime, platform).catch((error: unknown) => {
  console.error(`plugin-executable: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
