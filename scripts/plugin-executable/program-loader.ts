/**
 * The main script of an executable built with a trained code cache (build.ts, `trainedCodeCache`):
 * it runs the bundled program, an asset of the executable, with V8's code cache of that program
 * taken after a run of it (train-code-cache.ts), another asset.
 *
 * Why: Node's own SEA code cache (`useCodeCache`) is made from the script compiled but not run,
 * so it holds the top-level code only; every function the program calls later is compiled at
 * each start. OpenTofu starts the Terraform provider three or four times per command, and each
 * start compiled the same functions again (the definitions' modules, zod, the kit, the
 * protocol's codecs). A cache taken after a run that called them holds their compiled code too.
 *
 * Outside an executable (only while build.ts trains the cache) the program is read from the file
 * CODE_CACHE_PROGRAM, and its code cache written to CODE_CACHE_OUT when the process exits. In an
 * executable both variables are ignored; DATAFOLD_CODE_CACHE_REPORT=1 makes it say on stderr
 * whether the cache was there and taken (OpenTofu's log, TF_LOG=debug, shows a provider's stderr).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import * as sea from "node:sea";
import { Script } from "node:vm";
import { CODE_CACHE_ASSET, PROGRAM_ASSET } from "./program-assets";

interface Program {
  readonly source: string;
  readonly filename: string;
  readonly cachedData?: Buffer;
  /** Where to write the code cache at exit: training only. */
  readonly cacheOut?: string;
}

function program(): Program {
  if (sea.isSea()) {
    let cachedData: Buffer | undefined;
    try {
      cachedData = Buffer.from(sea.getAsset(CODE_CACHE_ASSET));
    } catch {
      // Built for another platform's runtime: no cache (build.ts makes it with this Node only).
      cachedData = undefined;
    }
    return { source: sea.getAsset(PROGRAM_ASSET, "utf8"), filename: process.execPath, cachedData };
  }
  const file = process.env.CODE_CACHE_PROGRAM;
  if (file === undefined) throw new Error("the program loader runs inside an executable, or with CODE_CACHE_PROGRAM naming the program (build.ts)");
  return { source: readFileSync(file, "utf8"), filename: file, cacheOut: process.env.CODE_CACHE_OUT };
}

const { source, filename, cachedData, cacheOut } = program();
// The program as CommonJS wraps a module: its own exports, and this script's require (in an
// executable, Node's built-in modules only: the program bundles everything else).
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source.replace(/^#!.*/, "")}\n})`, { filename, cachedData });
if (cachedData !== undefined && script.cachedDataRejected === true) {
  // Still correct, only slower: say so where OpenTofu's log (TF_LOG) shows a provider's stderr.
  process.stderr.write(`${filename}: the code cache built into this executable was rejected by this Node runtime; running without it\n`);
} else if (process.env.DATAFOLD_CODE_CACHE_REPORT === "1") {
  process.stderr.write(`${filename}: ${cachedData === undefined ? "no code cache" : `code cache of ${cachedData.length} bytes taken`}\n`);
}
if (cacheOut !== undefined) process.once("exit", () => writeFileSync(cacheOut, script.createCachedData()));
const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: NodeJS.Module, filename: string, dirname: string) => void;
run(module.exports, require, module, filename, dirname(filename));
