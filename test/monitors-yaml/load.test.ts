/**
 * Which files are read and how their monitors merge, as `datafold monitors provision` does
 * (datafold-sdk 0.4.1's `_expand_yaml_file_args` and `_load_and_merge_configs`).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expandFileArgs } from "../../src/monitors-yaml/files";
import { loadAndMerge } from "../../src/monitors-yaml/load";
import { ALIAS_BOMB } from "../e2e/support/monitors-yaml-files";

let base: string;
const write = (file: string, text: string) => {
  mkdirSync(join(base, file, ".."), { recursive: true });
  writeFileSync(join(base, file), text);
};

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "monitors-yaml-"));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const schema = (slug: string) => `  ${slug}:\n    type: schema\n    connection_id: 7\n    schedule: { type: none }\n`;
const paths = (args: string[]) => expandFileArgs(args, base).map((f) => f.path);

describe("expanding the arguments", () => {
  test("a pattern's matches are sorted, only files, deduplicated by real path with the first spelling kept", () => {
    write("monitors/b.yaml", "monitors: {}\n");
    write("monitors/a.yaml", "monitors: {}\n");
    mkdirSync(join(base, "monitors/dir.yaml"));
    symlinkSync("b.yaml", join(base, "monitors/link.yaml"));
    expect(paths(["monitors/*.yaml"])).toEqual(["monitors/a.yaml", "monitors/b.yaml"]);
    expect(paths(["monitors/b.yaml", "monitors/*.yaml", "./monitors/a.yaml"])).toEqual(["monitors/b.yaml", "monitors/a.yaml"]);
    expect(expandFileArgs(["monitors/a.yaml"], base)[0]!.absolutePath).toBe(join(base, "monitors/a.yaml"));
  });

  test("a pattern matching nothing, a missing file and a directory are errors naming the argument", () => {
    write("monitors/a.yaml", "monitors: {}\n");
    expect(() => paths(["monitors/*.yml"])).toThrow("No files match pattern 'monitors/*.yml'");
    expect(() => paths(["monitors/missing.yaml"])).toThrow("File 'monitors/missing.yaml' does not exist");
    expect(() => paths(["monitors"])).toThrow("'monitors' is a directory, not a file");
  });
});

describe("loading and merging", () => {
  const load = (args: string[], ignoreNonMonitorsFiles = false) => {
    const warnings: string[] = [];
    const monitors = loadAndMerge(expandFileArgs(args, base), { ignoreNonMonitorsFiles, warn: (m) => warnings.push(m) });
    return { monitors, warnings };
  };

  test("monitors merge in file order, each keeping its file and the lines of its keys", () => {
    write("m/a.yaml", `monitors:\n${schema("orders")}${schema("users")}`);
    write("m/b.yaml", `# comment\nmonitors:\n${schema("events")}`);
    const { monitors } = load(["m/*.yaml"]);
    expect(monitors.map((m) => [m.slug, m.file])).toEqual([
      ["orders", "m/a.yaml"],
      ["users", "m/a.yaml"],
      ["events", "m/b.yaml"],
    ]);
    expect(monitors[1]!.lineOf(["monitors", "users", "connection_id"])).toBe(8);
    expect(monitors[2]!.lineOf(["monitors", "events"])).toBe(3);
    // A key the file lacks: the line of the nearest one it has.
    expect(monitors[2]!.lineOf(["monitors", "events", "table"])).toBe(3);
    expect(monitors[0]!.spec).toEqual({ type: "schema", connection_id: 7, schedule: { type: "none" } });
  });

  test("YAML is read as PyYAML reads it (YAML 1.1: yes is true, << merges)", () => {
    write("a.yaml", "base: &base\n  type: schema\n  enabled: no\nmonitors:\n  orders:\n    <<: *base\n    connection_id: 7\n");
    expect(load(["a.yaml"]).monitors[0]!.spec).toEqual({ type: "schema", enabled: false, connection_id: 7 });
  });

  test("a slug in two files is an error naming both files and lines", () => {
    write("a.yaml", `monitors:\n${schema("orders")}`);
    write("b.yaml", `monitors:\n${schema("users")}${schema("orders")}`);
    expect(() => load(["*.yaml"])).toThrow("Duplicate monitor 'orders' defined in both a.yaml:2 and b.yaml:6");
  });

  test("invalid YAML names the file and line; a file without a monitors mapping is an error", () => {
    write("bad.yaml", "monitors:\n  orders:\n    type: [schema\n");
    expect(() => load(["bad.yaml"])).toThrow(/^Invalid YAML in bad\.yaml:\d+: /);
    write("dup.yaml", "monitors:\n  orders: {}\n  orders: {}\n");
    expect(() => load(["dup.yaml"])).toThrow(/Invalid YAML in dup\.yaml:3: .*unique/i);
    write("other.yaml", "version: 2\nmodels: []\n");
    expect(() => load(["other.yaml"])).toThrow("Invalid config in other.yaml: expected a mapping with a 'monitors' mapping");
    write("null.yaml", "monitors:\n");
    expect(() => load(["null.yaml"])).toThrow("Invalid config in null.yaml");
  });

  test("with ignoreNonMonitorsFiles, such files are skipped with a warning; none left is an error", () => {
    write("a.yaml", `monitors:\n${schema("orders")}`);
    write("b.yaml", "version: 2\n");
    write("c.yaml", "key: [unclosed\n");
    const { monitors, warnings } = load(["*.yaml"], true);
    expect(monitors.map((m) => m.slug)).toEqual(["orders"]);
    expect(warnings).toEqual(["Skipping b.yaml: no 'monitors' mapping", expect.stringMatching(/^Skipping c\.yaml: invalid YAML \(c\.yaml:\d+: /)]);
    expect(() => load(["b.yaml", "c.yaml"], true)).toThrow("None of the given files contain a 'monitors' mapping (b.yaml, c.yaml)");
  });

  test("an alias bomb is the file's invalid YAML, not the YAML library's ReferenceError; skipped with ignoreNonMonitorsFiles", () => {
    write("a.yaml", `monitors:\n${schema("orders")}`);
    write("bomb.yaml", ALIAS_BOMB);
    let thrown: unknown;
    try {
      load(["bomb.yaml"]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).not.toBeInstanceOf(ReferenceError);
    expect(thrown).toMatchObject({ argument: "files", message: expect.stringMatching(/^Invalid YAML in bomb\.yaml: its aliases \(\*name\) expand to more than 1000 nodes, as an alias bomb does\. /) });
    const { monitors, warnings } = load(["a.yaml", "bomb.yaml"], true);
    expect(monitors.map((m) => m.slug)).toEqual(["orders"]);
    expect(warnings).toEqual([expect.stringMatching(/^Skipping bomb\.yaml: invalid YAML \(its aliases/)]);
  });

  test("a few aliases, as monitors files share settings, are read", () => {
    write("a.yaml", `shared: &every_hour { interval: { every: hour } }\nmonitors:\n  orders:\n    type: schema\n    connection_id: 7\n    schedule: *every_hour\n  users:\n    type: schema\n    connection_id: 7\n    schedule: *every_hour\n`);
    expect(load(["a.yaml"]).monitors.map((m) => m.spec)).toEqual([
      { type: "schema", connection_id: 7, schedule: { interval: { every: "hour" } } },
      { type: "schema", connection_id: 7, schedule: { interval: { every: "hour" } } },
    ]);
  });

  test("an empty monitors mapping counts as a monitors file", () => {
    write("a.yaml", "monitors: {}\n");
    expect(load(["a.yaml"]).monitors).toEqual([]);
  });
});
