import type { BenchmarkResult, ResultsFile, Target } from "./results";

export const FIGURES_BEGIN = "<!-- figures:begin (written by npm run bench from bench/results.json) -->";
export const FIGURES_END = "<!-- figures:end -->";

function formatNumber(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString("en") : String(value);
}

function withUnit(value: number, unit: string): string {
  return unit === "x" ? `${formatNumber(value)}x` : `${formatNumber(value)} ${unit}`;
}

export function describeTarget(t: Target): string {
  return `${t.name}: ${t.comparison} ${withUnit(t.limit, t.unit)}`;
}

/** The table printed at the end of `npm run bench`. */
export function consoleTable(results: readonly BenchmarkResult[]): string {
  const rows = [["benchmark", "target", "measured", "met"]];
  for (const result of results) {
    for (const t of result.targets) rows.push([result.id, describeTarget(t), withUnit(t.actual, t.unit), t.met ? "yes" : "NO"]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ").trimEnd();
  return [line(rows[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/** The figures section of BENCHMARKS.md, from results.json. */
export function markdownFigures(file: ResultsFile): string {
  const { machine } = file;
  const lines = [
    `Latest run: ${file.generatedAt.slice(0, 10)}, ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, ` +
      `@pulumi/pulumi ${machine.pulumi}. The benchmarks took ` +
      `${formatNumber(Math.round(file.benchmarks.reduce((sum, result) => sum + result.durationSeconds, 0)))} s in all.`,
    "",
    "| Benchmark | Target | Measured | Met |",
    "| --- | --- | --- | --- |",
    ...file.benchmarks.flatMap((result) =>
      result.targets.map((t) => `| ${result.title} | ${describeTarget(t)} | ${withUnit(t.actual, t.unit)} | ${t.met ? "yes" : "**no**"} |`),
    ),
  ];
  for (const result of file.benchmarks) {
    lines.push("", `### ${result.title}`, "", "| Figure | Value |", "| --- | --- |");
    for (const f of result.figures) lines.push(`| ${f.name} | ${withUnit(f.value, f.unit)} |`);
    for (const table of result.tables ?? []) {
      lines.push("", `**${table.title}**`, "", `| ${table.columns.join(" | ")} |`, `| ${table.columns.map(() => "---").join(" | ")} |`);
      for (const row of table.rows) lines.push(`| ${row.map((cell) => (typeof cell === "number" ? formatNumber(cell) : cell)).join(" | ")} |`);
    }
    if (result.notes.length > 0) lines.push("", ...result.notes.map((note) => `- ${note}`));
  }
  return lines.join("\n");
}

/** BENCHMARKS.md with its figures section replaced by `figures`. */
export function withFigures(document: string, figures: string): string {
  const begin = document.indexOf(FIGURES_BEGIN);
  const end = document.indexOf(FIGURES_END);
  if (begin < 0 || end < begin) throw new Error(`BENCHMARKS.md lacks the ${FIGURES_BEGIN} ... ${FIGURES_END} markers`);
  return `${document.slice(0, begin + FIGURES_BEGIN.length)}\n\n${figures}\n\n${document.slice(end)}`;
}
