import { z } from "zod";

/** One measured quantity of a benchmark. */
export const Figure = z.object({
  name: z.string(),
  value: z.number(),
  unit: z.string(),
});
export type Figure = z.infer<typeof Figure>;

/** A grid of figures too large for one row each (a benchmark's figures by size and command, say). */
export const Table = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type Table = z.infer<typeof Table>;

/** A target of the issue, the figure it is judged on, and whether the run met it. */
export const Target = z.object({
  name: z.string(),
  comparison: z.enum(["at least", "at most"]),
  limit: z.number(),
  actual: z.number(),
  unit: z.string(),
  met: z.boolean(),
});
export type Target = z.infer<typeof Target>;

/** What one benchmark reports: its figures, its targets, and notes on how to read them. */
export const BenchmarkResult = z.object({
  id: z.string(),
  title: z.string(),
  figures: z.array(Figure),
  targets: z.array(Target),
  /** Shown after the figures; absent for benchmarks whose figures fit in the list. */
  tables: z.array(Table).optional(),
  met: z.boolean(),
  notes: z.array(z.string()),
  durationSeconds: z.number(),
});
export type BenchmarkResult = z.infer<typeof BenchmarkResult>;

/** bench/results.json: the latest run, one object per benchmark. */
export const ResultsFile = z.object({
  generatedAt: z.string(),
  machine: z.object({
    node: z.string(),
    pulumi: z.string(),
    platform: z.string(),
    cpus: z.number().int(),
    cpuModel: z.string(),
  }),
  durationSeconds: z.number(),
  benchmarks: z.array(BenchmarkResult),
});
export type ResultsFile = z.infer<typeof ResultsFile>;

/** A target judged on `actual`. */
export function target(name: string, actual: number, comparison: Target["comparison"], limit: number, unit: string): Target {
  return { name, comparison, limit, actual, unit, met: comparison === "at least" ? actual >= limit : actual <= limit };
}

export function figure(name: string, value: number, unit: string): Figure {
  return { name, value, unit };
}

/** A benchmark's result, `met` when every target is. */
export function benchmarkResult(
  fields: Omit<BenchmarkResult, "met" | "durationSeconds">,
  startedAt: number,
): BenchmarkResult {
  return {
    ...fields,
    met: fields.targets.every((t) => t.met),
    durationSeconds: round((performance.now() - startedAt) / 1000, 1),
  };
}

/** Rounds to `digits` decimals (results stay readable in JSON). */
export function round(value: number, digits = 0): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The p-th percentile (0..100) by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}
