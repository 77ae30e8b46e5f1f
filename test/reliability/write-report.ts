/**
 * Rewrites the generated tables of RELIABILITY.md from the reliability tests' case data
 * (test/reliability/*.cases.ts). Run `npm run reliability:report` after changing a case;
 * test/reliability/report.test.ts fails until the file matches.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { withGeneratedTables } from "./reliability-table";
import { RELIABILITY_TABLES } from "./tables";

const file = join(resolve(__dirname, "../.."), "RELIABILITY.md");
const before = readFileSync(file, "utf8");
const after = withGeneratedTables(before, RELIABILITY_TABLES);
writeFileSync(file, after);
const rows = RELIABILITY_TABLES.reduce((sum, table) => sum + table.rows.length, 0);
process.stdout.write(`${before === after ? "RELIABILITY.md was up to date" : "RELIABILITY.md rewritten"}: ${RELIABILITY_TABLES.length} tables, ${rows} rows\n`);
