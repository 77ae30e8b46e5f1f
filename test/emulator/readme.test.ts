import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_EMULATOR_OPTIONS } from "../../packages/datafold-emulator/src/options";
import { createEmulator } from "../../packages/datafold-emulator/src/server";
import { seedDataDiffs } from "../../packages/datafold-emulator/src/main-service";
import { SEEDED_COMPARED_COLUMNS } from "../../packages/datafold-emulator/src/main-service/seed-data-diffs";
import { seededTransformProjects } from "../../packages/datafold-emulator/src/main-service/seed-transforms";
import { useResetEmulator } from "../../tools/harness/emulator";

/*
 * The package README documents the seeded data, the flags and the control routes. These
 * tests read its tables and compare them with what a running emulator answers, so the
 * documentation cannot drift from the code.
 */

const PACKAGE_DIR = join(__dirname, "../../packages/datafold-emulator");
const README = readFileSync(join(PACKAGE_DIR, "README.md"), "utf8");

/** Every Markdown table whose header's first cell is `firstHeader`, each as rows of header → cell. */
function tables(firstHeader: string): Record<string, string>[][] {
  const lines = README.split("\n");
  const starts = lines.flatMap((line, i) => (line.startsWith("|") && cellsOf(line)[0] === firstHeader ? [i] : []));
  if (starts.length === 0) throw new Error(`README.md has no table headed "${firstHeader}"`);
  return starts.map((start) => {
    const headers = cellsOf(lines[start]!);
    const rows: Record<string, string>[] = [];
    for (const line of lines.slice(start + 2)) {
      if (!line.startsWith("|")) break;
      const cells = cellsOf(line);
      rows.push(Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? ""])));
    }
    return rows;
  });
}

/** The first table headed `firstHeader`. */
function table(firstHeader: string): Record<string, string>[] {
  return tables(firstHeader)[0]!;
}

function cellsOf(line: string): string[] {
  return line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((cell) => cell.trim());
}

/** A README cell as the JSON value it shows: `false` → false, `null` → null, `12` → 12, else the text. */
function valueOf(cell: string): unknown {
  if (cell === "true" || cell === "false" || cell === "null") return JSON.parse(cell);
  return /^[0-9]+(\.[0-9]+)?$/.test(cell) ? Number(cell) : cell;
}

describe("the datafold-emulator README", () => {
  const live = useResetEmulator();

  it("lists exactly the seeded data diffs, with the fields a fresh emulator answers", async () => {
    const rows = table("Data diff id");
    expect(rows.map((row) => row["Data diff id"]).sort()).toEqual(Object.keys(seedDataDiffs(new Date())).sort());
    for (const row of rows) {
      const response = await live.client.main("GET", `/api/v1/datadiffs/${row["Data diff id"]}`);
      expect(response.status).toBe(200);
      const diff = response.body;
      const hoursAgo = (Date.now() - Date.parse(diff.created_at)) / 3_600_000;
      expect({
        id: String(diff.id),
        kind: diff.kind,
        status: diff.status,
        result: diff.result,
        archived: diff.archived,
        purged: diff.purged,
        source: diff.source,
        table1: diff.table1.join("."),
        table2: diff.table2.join("."),
      }).toEqual({
        id: row["Data diff id"],
        kind: row.kind,
        status: row.status,
        result: valueOf(row.result!),
        archived: valueOf(row.archived!),
        purged: valueOf(row.purged!),
        source: row.source,
        table1: row.table1,
        table2: row.table2,
      });
      expect(Math.abs(hoursAgo - Number(row["hours ago"]))).toBeLessThan(0.1);
    }
  });

  it("lists exactly the seeded data sources, as GET /api/v1/data_sources answers them", async () => {
    const rows = table("Data source id");
    const response = await live.client.main("GET", "/api/v1/data_sources");
    expect(response.body.map((source: Record<string, unknown>) => [String(source.id), source.name, source.type, source.temp_schema])).toEqual(
      rows.map((row) => [row["Data source id"], row.name, row.type, row.temp_schema]),
    );
  });

  it("names the columns each seeded data diff compares, as its summary results count them", async () => {
    for (const [id, columns] of Object.entries(SEEDED_COMPARED_COLUMNS)) {
      expect(README.replace(/\s+/g, " ")).toContain(`${id} \`${columns.join(", ")}\``);
      const results = await live.client.main("GET", `/api/v1/datadiffs/${id}/summary_results`);
      if (results.body.values !== undefined) expect(results.body.values.compared_columns).toBe(columns.length);
    }
  });

  it("lists the first seeded monitors and the default count as GET /api/v1/monitors answers them", async () => {
    const rows = table("Monitor id");
    const response = await live.client.main("GET", `/api/v1/monitors?page_size=${rows.length}`);
    expect(response.body.monitors.map((monitor: Record<string, unknown>) => [String(monitor.id), monitor.monitor_type, monitor.name, monitor.state])).toEqual(
      rows.map((row) => [row["Monitor id"], row.monitor_type, row.name, valueOf(row.state!)]),
    );
    // This emulator is started without a monitor count: it serves the default.
    expect(README).toContain(`(${response.body.count} by default)`);
  });

  it("lists exactly the seeded DMA projects and their transforms", async () => {
    const [projects = [], transforms = []] = tables("DMA project id");
    expect(projects.map((row) => Number(row["DMA project id"]))).toEqual([...seededTransformProjects().keys()]);
    const answered: string[][] = [];
    for (const project of projects) {
      const response = await live.client.main("GET", `/api/v1/dma/v2/projects/${project["DMA project id"]}/transforms`);
      expect(response.status).toBe(200);
      expect(response.body.transform_summaries).toHaveLength(Number(project["transform summaries"]));
      for (const summary of response.body.transform_summaries) {
        answered.push([project["DMA project id"]!, summary.source, summary.status, String(summary.iterations)]);
      }
    }
    expect(transforms.map((row) => [row["DMA project id"], row.source, row.status, row.iterations])).toEqual(answered);
    const unknown = await live.client.main("GET", "/api/v1/dma/v2/projects/4/transforms");
    expect(unknown.body).toEqual({ detail: "Project not found" });
  });

  it("lists every seeded lineage query, in the order of the top-queries list, with the tables each reads", async () => {
    const rows = table("Fingerprint");
    const top = await live.client.main("GET", "/api/internal/lineagev2/queries");
    expect(top.body.queries.map((query: Record<string, unknown>) => [query.fingerprint, query.statementType, query.executionCount])).toEqual(
      rows.map((row) => [row.Fingerprint, row.statementType, Number(row.executionCount)]),
    );
    for (const row of rows) {
      const lineage = await live.client.main("GET", `/api/v1/lineagev2/query/${row.Fingerprint}/lineage`);
      expect(lineage.body.tablesRead.map((read: { name: string }) => read.name).join(", ")).toBe(row.tablesRead);
    }
  });

  it("documents every control route the emulator registers, and no other", async () => {
    const emulator = createEmulator({});
    await emulator.ready();
    const registered = new Set<string>();
    // The route tree prints a route under another (`/__emulator/monitors/:id`, then `/edit`)
    // as the rest of its path, indented one level (4 columns) deeper: rebuild the full paths.
    const pathAtDepth: string[] = [];
    for (const line of emulator.app.printRoutes({ commonPrefix: false }).split("\n")) {
      const match = /^(.*?)[├└]── (\S+) \(([^)]+)\)/.exec(line);
      if (match === null) continue;
      const depth = match[1]!.length / 4;
      const path = (depth > 0 ? pathAtDepth[depth - 1]! : "") + match[2]!;
      pathAtDepth[depth] = path;
      if (!path.startsWith("/__emulator/")) continue;
      for (const method of match[3]!.split(", ")) if (method !== "HEAD") registered.add(`${method} ${path}`);
    }
    await emulator.close();
    const documented = new Set(table("Method and path").map((row) => row["Method and path"]!.replace(/`/g, "")));
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it("documents every flag of --help and the default credentials", () => {
    const flags = readFileSync(join(PACKAGE_DIR, "src/cli.ts"), "utf8").match(/^ {2}(--[a-z-]+)/gm) ?? [];
    expect(flags.length).toBeGreaterThan(5);
    const documented = table("Flag").map((row) => row.Flag!.replace(/`/g, "").split(" ")[0]);
    expect(documented.sort()).toEqual(flags.map((flag) => flag.trim()).sort());
    expect(README).toContain(DEFAULT_EMULATOR_OPTIONS.apiKey);
    expect(README).toContain(DEFAULT_EMULATOR_OPTIONS.proxyManagerToken);
  });
});
