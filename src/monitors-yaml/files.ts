/**
 * Which files a MonitorsFromYaml reads, as Datafold's `datafold monitors provision` picks
 * them (datafold-sdk's `_expand_yaml_file_args`): each argument is a literal path or a glob
 * pattern; a pattern's matches are sorted and only files kept; paths are deduplicated by their
 * real path, the first spelling kept; a pattern matching no file, a missing path or a
 * directory is an error.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { InvalidArgumentError } from "../core/errors";
import { compareCodePoints, glob, hasMagic } from "./glob";

/** A file to read: the path as the arguments spell it, and where it is on disk. */
export interface MonitorsFile {
  /** As given or matched, relative to the base directory when the argument was: what messages name. */
  readonly path: string;
  readonly absolutePath: string;
}

const isFile = (where: string) => {
  try {
    return fs.statSync(where).isFile();
  } catch {
    return false;
  }
};

/** `~` and `~/...` as the home directory, as Python's os.path.expanduser reads them. */
function expandHome(arg: string): string {
  return arg === "~" || arg.startsWith("~/") ? `${os.homedir()}${arg.slice(1)}` : arg;
}

/** The files the arguments name, in the order the CLI reads them. */
export function expandFileArgs(args: readonly string[], baseDir: string): MonitorsFile[] {
  const seen = new Set<string>();
  const files: MonitorsFile[] = [];
  const add = (spelled: string) => {
    const absolutePath = path.resolve(baseDir, spelled);
    const key = fs.realpathSync(absolutePath);
    if (seen.has(key)) return;
    seen.add(key);
    files.push({ path: spelled, absolutePath });
  };
  for (const arg of args) {
    const expanded = expandHome(arg);
    const onDisk = path.resolve(baseDir, expanded);
    if (hasMagic(expanded)) {
      const matches = glob(expanded, baseDir)
        .filter((match) => isFile(path.resolve(baseDir, match)))
        .sort(compareCodePoints);
      if (matches.length === 0) {
        throw new InvalidArgumentError("files", `No files match pattern '${arg}' (in ${baseDir}). Check the pattern, or the baseDir it is read against.`);
      }
      matches.forEach(add);
    } else if (isFile(onDisk)) {
      add(expanded);
    } else if (fs.existsSync(onDisk) && fs.statSync(onDisk).isDirectory()) {
      throw new InvalidArgumentError("files", `'${arg}' is a directory, not a file: give its files, such as '${path.posix.join(arg, "*.yaml")}'.`);
    } else {
      throw new InvalidArgumentError("files", `File '${arg}' does not exist (in ${baseDir}). Check the path, or the baseDir it is read against.`);
    }
  }
  return files;
}
