/**
 * The benchmarks `npm run bench` runs, in the order of the issues that asked for them; each is
 * `bench/<id>.ts`, exporting `run(): Promise<BenchmarkResult>`. Its own module so that the doc
 * test (test/bench/benchmarks-doc.test.ts) reads the list bench/run.ts runs.
 */
export const BENCHMARKS = ["monitors", "state-size", "provider-host", "emulator-throughput", "memory", "engine", "monitor-engine", "source-engine", "parallel-stacks", "plugin-engine", "tofu-engine"] as const;
