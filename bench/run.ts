// `npm run bench [-- <id> ...]`: runs the benchmarks (all, or those named), each in a
// process of its own, prints a table, writes bench/results.json and the figures section
// of BENCHMARKS.md. Exits 1 when a benchmark fails or misses a target.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync, rmSync, existsSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve } from "node:path";
import { BENCHMARKS } from "./lib/benchmark-ids";
import { cpuTicks, stolenPercent } from "./lib/proc-stat";
import { consoleTable, markdownFigures, withFigures } from "./lib/report";
import { BenchmarkResult, ResultsFile, round } from "./lib/results";

const ROOT = resolve(__dirname, "..");
const RESULTS = join(ROOT, "bench", "results.json");
const SCRATCH = join(ROOT, "bench", "results.tmp.json");
const DOCUMENT = join(ROOT, "BENCHMARKS.md");


function runOne(id: string): BenchmarkResult | undefined {
  rmSync(SCRATCH, { force: true });
  const before = cpuTicks();
  const child = spawnSync(
    process.execPath,
    ["--require", join(ROOT, "tools/typescript/register.js"), join(ROOT, "bench/lib/run-one.ts"), join(ROOT, "bench", `${id}.ts`), SCRATCH],
    { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (child.status !== 0 || !existsSync(SCRATCH)) {
    console.error(`bench: ${id} failed (exit ${child.status ?? child.signal})`);
    return undefined;
  }
  const result = BenchmarkResult.parse(JSON.parse(readFileSync(SCRATCH, "utf8")));
  rmSync(SCRATCH, { force: true });
  const stolen = stolenPercent(before, cpuTicks());
  if (stolen !== undefined) {
    // On a shared virtual machine the hypervisor may take the CPUs away: timings then say
    // more about the neighbours than about the code. Each result says how much was taken.
    result.figures.push({ name: "CPU time stolen by the hypervisor during this benchmark", value: round(stolen), unit: "%" });
  }
  return result;
}

function main(): number {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((id) => !(BENCHMARKS as readonly string[]).includes(id));
  if (unknown.length > 0) {
    console.error(`bench: no benchmark named ${unknown.join(", ")}; choose from ${BENCHMARKS.join(", ")}`);
    return 2;
  }
  const ids = wanted.length > 0 ? BENCHMARKS.filter((id) => wanted.includes(id)) : [...BENCHMARKS];
  const started = performance.now();
  const results: BenchmarkResult[] = [];
  let failed = 0;
  for (const id of ids) {
    console.log(`\n== ${id}`);
    const result = runOne(id);
    if (result === undefined) {
      failed += 1;
      continue;
    }
    results.push(result);
    for (const f of result.figures) console.log(`   ${f.name}: ${f.value} ${f.unit}`);
  }

  // A partial run replaces its own benchmarks in the last full results and keeps the others.
  const previous = existsSync(RESULTS) ? ResultsFile.parse(JSON.parse(readFileSync(RESULTS, "utf8"))) : undefined;
  const merged = BENCHMARKS.flatMap((id) => {
    const result = results.find((r) => r.id === id) ?? previous?.benchmarks.find((r) => r.id === id);
    return result === undefined ? [] : [result];
  });
  const file: ResultsFile = {
    generatedAt: new Date().toISOString(),
    machine: {
      node: process.versions.node,
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      pulumi: (require("@pulumi/pulumi/package.json") as { version: string }).version,
      platform: `${process.platform}-${process.arch}`,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    },
    durationSeconds: round((performance.now() - started) / 1000, 1),
    benchmarks: merged,
  };
  writeFileSync(RESULTS, `${JSON.stringify(file, null, 2)}\n`);
  writeFileSync(DOCUMENT, withFigures(readFileSync(DOCUMENT, "utf8"), markdownFigures(file)));

  console.log(`\n${consoleTable(results)}\n`);
  const missed = results.filter((r) => !r.met).length;
  console.log(`bench: ${results.length} benchmarks in ${round((performance.now() - started) / 1000, 1)} s; ${missed} missed a target; ${failed} failed; wrote bench/results.json and BENCHMARKS.md`);
  return failed > 0 || missed > 0 ? 1 : 0;
}

process.exitCode = main();
