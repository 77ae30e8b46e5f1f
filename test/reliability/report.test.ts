/**
 * RELIABILITY.md is kept true by the tests: its tables are rendered from the same case data
 * the reliability tests run, so a changed case, a new one or a hand edit shows up here.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { GENERATED_END, GENERATED_START, renderTables } from "./reliability-table";
import { RELIABILITY_TABLES } from "./tables";

const ROOT = resolve(__dirname, "../..");

test("RELIABILITY.md shows exactly the tables the reliability tests run (else: npm run reliability:report)", () => {
  const markdown = readFileSync(join(ROOT, "RELIABILITY.md"), "utf8");
  const start = markdown.indexOf(GENERATED_START);
  const end = markdown.indexOf(GENERATED_END);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  expect(markdown.slice(start, end + GENERATED_END.length)).toBe(renderTables(RELIABILITY_TABLES));
});

test.each(RELIABILITY_TABLES.map((table) => [table.title, table] as const))("the rows of %s come from a test file that exists", (_title, table) => {
  expect(existsSync(join(ROOT, table.testFile))).toBe(true);
  expect(table.rows.length).toBeGreaterThan(0);
});
