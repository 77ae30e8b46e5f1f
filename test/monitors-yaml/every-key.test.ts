/**
 * Every file Datafold's monitors YAML JSON Schema accepts is accepted: a fixture that uses
 * every key of the schema (checked against the schema itself, a copy of the vendor's in
 * test/fixtures/vendor) converts to each resource's inputs with no failure and no warning.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { expandFileArgs } from "../../src/monitors-yaml/files";
import { loadAndMerge } from "../../src/monitors-yaml/load";
import { convertMonitor } from "../../src/monitors-yaml/to-inputs";

const FIXTURES = join(__dirname, "../fixtures");
const schema = JSON.parse(readFileSync(join(FIXTURES, "vendor/monitors-as-code-schema.json"), "utf8")) as { $defs: Record<string, { properties?: Record<string, unknown> }> };

/** Every key used anywhere in a parsed YAML value, map keys of the user's own names included. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

test("the fixture uses every property of every definition of the vendor's schema", () => {
  const used = keysOf(parse(readFileSync(join(FIXTURES, "monitors-yaml/every-key.yaml"), "utf8")));
  const properties = Object.values(schema.$defs).flatMap((def) => Object.keys(def.properties ?? {}));
  expect(properties.filter((property) => !used.has(property))).toEqual([]);
});

test("it converts with no failure and no warning, one monitor of each kind and shape", () => {
  const warnings: string[] = [];
  const sources = loadAndMerge(expandFileArgs(["every-key.yaml"], join(FIXTURES, "monitors-yaml")), { warn: (message) => warnings.push(message) });
  const converted = sources.map((source) => convertMonitor(source));
  expect(warnings).toEqual([]);
  expect(converted.map((m) => [m.slug, m.kind, m.failures, m.warnings])).toEqual(
    [
      ["table_metric", "metric"],
      ["column_metric", "metric"],
      ["custom_metric", "metric"],
      ["schema_change", "schema"],
      ["data_test", "test"],
      ["indb_diff", "diff"],
      ["inmem_diff", "diff"],
      ["max_rows_diff", "diff"],
    ].map(([slug, kind]) => [slug, kind, [], []]),
  );
});
