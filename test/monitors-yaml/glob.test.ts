/**
 * The glob matcher against Python's `glob.glob(pattern, recursive=True)`, which
 * `datafold monitors provision` uses: each expectation below is what Python 3.11 returns on
 * the same tree (sorted, as the CLI sorts it).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compareCodePoints, glob, hasMagic, patternToRegExp } from "../../src/monitors-yaml/glob";

let base: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "glob-"));
  for (const file of [
    "monitors/a.yaml",
    "monitors/b.yml",
    "monitors/.hidden.yaml",
    "monitors/x[.yaml",
    "monitors/]odd.yaml",
    "monitors/sub/c.yaml",
    "monitors/sub/deep/d.yaml",
    "monitors/.private/e.yaml",
    "other/f.yaml",
    "top.yaml",
  ]) {
    mkdirSync(join(base, file, ".."), { recursive: true });
    writeFileSync(join(base, file), "monitors: {}\n");
  }
  // A link back up: `**` must not walk it forever.
  symlinkSync("..", join(base, "monitors/sub/up"));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

const sorted = (pattern: string, cwd = base) => glob(pattern, cwd).sort(compareCodePoints);

test("* and ? match within one component, never a name starting with a dot", () => {
  expect(sorted("monitors/*.yaml")).toEqual(["monitors/]odd.yaml", "monitors/a.yaml", "monitors/x[.yaml"]);
  expect(sorted("monitors/?.y*ml")).toEqual(["monitors/a.yaml", "monitors/b.yml"]);
  expect(sorted("*/a.yaml")).toEqual(["monitors/a.yaml"]);
  expect(sorted("monitors/*")).toEqual(["monitors/]odd.yaml", "monitors/a.yaml", "monitors/b.yml", "monitors/sub", "monitors/x[.yaml"]);
});

test("a pattern component starting with a dot matches hidden names", () => {
  expect(sorted("monitors/.*.yaml")).toEqual(["monitors/.hidden.yaml"]);
  expect(sorted("monitors/.*/*.yaml")).toEqual(["monitors/.private/e.yaml"]);
});

test("[...] sets, [!...] negation, ranges, and an unclosed [ read literally", () => {
  expect(sorted("monitors/[ab].y*")).toEqual(["monitors/a.yaml", "monitors/b.yml"]);
  expect(sorted("monitors/[!a].y*")).toEqual(["monitors/b.yml"]);
  expect(sorted("monitors/[a-b].yml")).toEqual(["monitors/b.yml"]);
  expect(sorted("monitors/x[.yaml")).toEqual(["monitors/x[.yaml"]);
  expect(sorted("monitors/[]]odd.yaml")).toEqual(["monitors/]odd.yaml"]);
});

test("** matches any number of directories, none included, skipping hidden ones, and ends on a link loop", () => {
  const found = sorted("monitors/**/*.yaml");
  expect(found.slice(0, 5)).toEqual(["monitors/]odd.yaml", "monitors/a.yaml", "monitors/sub/c.yaml", "monitors/sub/deep/d.yaml", "monitors/sub/up/]odd.yaml"]);
  expect(found).not.toContain("monitors/.private/e.yaml");
  expect(found).not.toContain("monitors/.hidden.yaml");
  expect(sorted("**/c.yaml")).toContain("monitors/sub/c.yaml");
  expect(sorted("**/top.yaml")).toEqual(["top.yaml"]);
});

test("matching is case-sensitive; a literal path is returned if it exists; absolute patterns give absolute paths", () => {
  expect(sorted("monitors/A.*")).toEqual([]);
  expect(sorted("monitors/nothing-*.yaml")).toEqual([]);
  expect(sorted("top.yaml")).toEqual(["top.yaml"]);
  expect(sorted(`${base}/other/*.yaml`, "/")).toEqual([`${base}/other/f.yaml`]);
});

test("the regular expression and the helpers follow fnmatch", () => {
  expect(patternToRegExp("a*b").test("a/x\nb")).toBe(true);
  expect(patternToRegExp("[z-a]").test("m")).toBe(false);
  expect(patternToRegExp("a.b").test("axb")).toBe(false);
  expect(patternToRegExp("[^x]").test("^")).toBe(true);
  expect(hasMagic("a/b.yaml")).toBe(false);
  expect(hasMagic("a/[b].yaml")).toBe(true);
  expect(["b", "a", "\u{1F600}", "\uFFFD"].sort(compareCodePoints)).toEqual(["a", "b", "\uFFFD", "\u{1F600}"]);
});
