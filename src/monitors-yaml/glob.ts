/**
 * File patterns as Python's `glob.glob(pattern, recursive=True)` reads them, the way Datafold's
 * `datafold monitors provision` expands its arguments (Node 20 has no fs.glob, and the package
 * takes no dependency for it): `*`, `?` and `[...]` (`[!...]` negated) match within one path
 * component, `**` as a whole component matches any number of directories (none included), a
 * name starting with `.` is matched only by a pattern component starting with `.`, matching
 * is case-sensitive, and paths come back spelled as the pattern spells them (relative stays
 * relative). Unlike Python, a directory reached again through a symbolic link is not walked
 * twice (Python would loop until the path is too long).
 */
import * as fs from "node:fs";
import * as path from "node:path";

/** Whether the text has a glob character (Python's `glob.has_magic`). */
export function hasMagic(text: string): boolean {
  return /[*?[]/.test(text);
}

/** Compares as Python compares strings: by code point (JavaScript's `<` compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** Python's `fnmatch.translate`, as a regular expression matching one whole name. */
export function patternToRegExp(pattern: string): RegExp {
  let source = "";
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i++]!;
    if (c === "*") {
      if (!source.endsWith(".*")) source += ".*";
    } else if (c === "?") {
      source += ".";
    } else if (c === "[") {
      let j = i;
      if (pattern[j] === "!") j++;
      if (pattern[j] === "]") j++;
      while (j < pattern.length && pattern[j] !== "]") j++;
      if (j >= pattern.length) {
        // No closing bracket: a literal "[", as fnmatch reads it.
        source += "\\[";
        continue;
      }
      let stuff = pattern.slice(i, j);
      i = j + 1;
      const negated = stuff.startsWith("!");
      if (negated) stuff = stuff.slice(1);
      const ranges = characterClass(stuff);
      if (ranges === "") source += negated ? "." : "(?!)";
      else source += `[${negated ? "^" : ""}${ranges}]`;
    } else {
      source += c.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
    }
  }
  return new RegExp(`^(?:${source})$`, "s");
}

/** The inside of a bracket expression: ranges kept (a reversed range matches nothing, as in Python 3.9+), the rest literal. */
function characterClass(stuff: string): string {
  let out = "";
  let i = 0;
  const literal = (c: string) => c.replace(/[\\\]^[-]/g, "\\$&");
  while (i < stuff.length) {
    const start = stuff[i]!;
    if (stuff[i + 1] === "-" && i + 2 < stuff.length) {
      const end = stuff[i + 2]!;
      if (start.codePointAt(0)! <= end.codePointAt(0)!) out += `${literal(start)}-${literal(end)}`;
      i += 3;
    } else {
      out += literal(start);
      i += 1;
    }
  }
  return out;
}

const isHidden = (name: string) => name.startsWith(".");

/** Whether the path exists (a dangling symbolic link counts, as `os.path.lexists`). */
function lexists(where: string): boolean {
  try {
    fs.lstatSync(where);
    return true;
  } catch {
    return false;
  }
}

function isDirectory(where: string): boolean {
  try {
    return fs.statSync(where).isDirectory();
  } catch {
    return false;
  }
}

/** The names in a directory (only subdirectories, symbolic links followed, when dirsOnly); none if it cannot be read. */
function listDirectory(where: string, dirsOnly: boolean): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(where);
  } catch {
    return [];
  }
  return dirsOnly ? names.filter((name) => isDirectory(path.join(where, name))) : names;
}

/** Joins as os.path.join does for relative parts: an empty head adds nothing. */
const join = (head: string, tail: string) => (head === "" ? tail : head.endsWith("/") ? `${head}${tail}` : `${head}/${tail}`);

/**
 * The paths matching `pattern`, in the order Python's glob finds them (unsorted, as there).
 * A relative pattern is read against `cwd`, and the paths returned stay relative to it.
 */
export function glob(pattern: string, cwd: string): string[] {
  const onDisk = (p: string) => path.resolve(cwd, p === "" ? "." : p);

  /** Subpaths of `dir` at any depth, parents first; hidden names left out; each real directory walked once. */
  const walk = (dir: string, dirsOnly: boolean, seen: Set<string>): string[] => {
    const out: string[] = [];
    for (const name of listDirectory(onDisk(dir), dirsOnly)) {
      if (isHidden(name)) continue;
      out.push(name);
      const sub = join(dir, name);
      if (!isDirectory(onDisk(sub))) continue;
      let real: string;
      try {
        real = fs.realpathSync(onDisk(sub));
      } catch {
        continue;
      }
      if (seen.has(real)) continue;
      seen.add(real);
      for (const deeper of walk(sub, dirsOnly, seen)) out.push(join(name, deeper));
    }
    return out;
  };

  const inDirectory = (dir: string, base: string, dirsOnly: boolean): string[] => {
    if (base === "**") {
      const seen = new Set<string>();
      try {
        seen.add(fs.realpathSync(onDisk(dir)));
      } catch {
        return [];
      }
      return ["", ...walk(dir, dirsOnly, seen)];
    }
    if (hasMagic(base)) {
      const matcher = patternToRegExp(base);
      return listDirectory(onDisk(dir), dirsOnly).filter((name) => (isHidden(base) || !isHidden(name)) && matcher.test(name));
    }
    if (base === "") return isDirectory(onDisk(dir)) ? [""] : [];
    return lexists(onDisk(join(dir, base))) ? [base] : [];
  };

  const expand = (pathname: string, dirsOnly: boolean): string[] => {
    const slash = pathname.lastIndexOf("/");
    const dir = slash === -1 ? "" : pathname.slice(0, slash + 1).replace(/(?<=.)\/+$/, "");
    const base = pathname.slice(slash + 1);
    if (!hasMagic(pathname)) {
      if (base !== "") return lexists(onDisk(pathname)) ? [pathname] : [];
      return isDirectory(onDisk(dir)) ? [pathname] : [];
    }
    if (dir === "") return inDirectory("", base, dirsOnly);
    const dirs = dir !== pathname && hasMagic(dir) ? expand(dir, true) : [dir];
    return dirs.flatMap((parent) => inDirectory(parent, base, dirsOnly).map((name) => (name === "" ? join(parent, "") : join(parent, name))));
  };

  return expand(pattern, false);
}
