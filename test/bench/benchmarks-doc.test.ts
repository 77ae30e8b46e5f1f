/**
 * BENCHMARKS.md shows the figures of bench/results.json, rendered by the same code that
 * `npm run bench` uses. No benchmark runs here: this only keeps the two files in step.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { FIGURES_BEGIN, FIGURES_END, markdownFigures, withFigures } from "../../bench/lib/report";
import { ResultsFile, target } from "../../bench/lib/results";
import { BENCHMARKS } from "../../bench/lib/benchmark-ids";

const ROOT = resolve(__dirname, "../..");

test("bench/results.json holds one object per benchmark, each target judged on its figure", () => {
  const results = ResultsFile.parse(JSON.parse(readFileSync(join(ROOT, "bench/results.json"), "utf8")));
  expect(results.benchmarks.map((b) => b.id)).toEqual([...BENCHMARKS]);
  for (const benchmark of results.benchmarks) {
    expect(benchmark.targets.length).toBeGreaterThan(0);
    for (const t of benchmark.targets) expect(t.met).toBe(target(t.name, t.actual, t.comparison, t.limit, t.unit).met);
    expect(benchmark.met).toBe(benchmark.targets.every((t) => t.met));
  }
});

test("npm run bench runs these eleven, each a module of bench/ with its method in BENCHMARKS.md", () => {
  expect([...BENCHMARKS]).toEqual(["monitors", "state-size", "provider-host", "emulator-throughput", "memory", "engine", "monitor-engine", "source-engine", "parallel-stacks", "plugin-engine", "tofu-engine"]);
  const document = readFileSync(join(ROOT, "BENCHMARKS.md"), "utf8");
  for (const id of BENCHMARKS) {
    expect(existsSync(join(ROOT, "bench", `${id}.ts`))).toBe(true);
    expect(document).toMatch(new RegExp(`^### \\d+\\. .+ \\(\`bench/${id}\\.ts\`\\)$`, "m"));
  }
});

test("BENCHMARKS.md shows the figures of bench/results.json", () => {
  const results = ResultsFile.parse(JSON.parse(readFileSync(join(ROOT, "bench/results.json"), "utf8")));
  const document = readFileSync(join(ROOT, "BENCHMARKS.md"), "utf8");
  expect(document).toContain(FIGURES_BEGIN);
  expect(document).toContain(FIGURES_END);
  expect(withFigures(document, markdownFigures(results))).toBe(document);
});

test("a target is met on the right side of its limit", () => {
  expect(target("speed-up", 20, "at least", 20, "x").met).toBe(true);
  expect(target("speed-up", 19.9, "at least", 20, "x").met).toBe(false);
  expect(target("bytes", 8192, "at most", 8192, "bytes").met).toBe(true);
  expect(target("bytes", 8193, "at most", 8192, "bytes").met).toBe(false);
});
