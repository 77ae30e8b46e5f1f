/**
 * 5. Memory: peak resident set size of this process while `getMonitors` walks 100,000
 * monitors (the emulator, in its own process, is not counted), above its baseline: the
 * resident size with the package loaded, just before the walk.
 */
import { functions } from "./lib/built";
import { startEmulatorProcess } from "./lib/emulator-process";
import { benchmarkResult, figure, round, target, type BenchmarkResult } from "./lib/results";

const MONITORS = 100_000;
const MiB = 1024 * 1024;

export async function run(): Promise<BenchmarkResult> {
  const startedAt = performance.now();
  const emulator = await startEmulatorProcess(["--monitors", String(MONITORS)]);
  process.env.DATAFOLD_HOST = emulator.url;
  process.env.DATAFOLD_API_KEY = emulator.apiKey;
  try {
    // Load got and warm the client on a small filtered listing, then settle the heap.
    await functions.getMonitors({ tags: ["critical", "pii", "finance"] });
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    let sampledPeak = baseline;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage().rss)), 5);
    const walkStarted = performance.now();
    const result = await functions.getMonitors();
    const walkMs = performance.now() - walkStarted;
    clearInterval(sampler);
    // The kernel's high-water mark covers moments between samples.
    const peak = Math.max(process.resourceUsage().maxRSS * 1024, sampledPeak);
    const heldAfter = process.memoryUsage();
    if (result.total !== MONITORS) throw new Error(`walked ${result.total} monitors, expected ${MONITORS}`);
    return benchmarkResult(
      {
        id: "memory",
        title: `Memory while getMonitors walks ${MONITORS.toLocaleString("en")} monitors`,
        figures: [
          figure("baseline RSS (package loaded, before the walk)", round(baseline / MiB, 1), "MiB"),
          figure("peak RSS during the walk", round(peak / MiB, 1), "MiB"),
          figure("peak above baseline", round((peak - baseline) / MiB, 1), "MiB"),
          figure("peak RSS before the walk (start-up)", round(peakBefore / MiB, 1), "MiB"),
          figure("heap used after the walk, result held", round(heldAfter.heapUsed / MiB, 1), "MiB"),
          figure("walk wall time", round(walkMs), "ms"),
          figure("monitors returned", result.total, "monitors"),
        ],
        targets: [target("peak RSS above baseline", round((peak - baseline) / MiB, 1), "at most", 200, "MiB")],
        notes: [
          "The result (100,000 MonitorInfo objects) is still held when the peak is read: it is what a program gets back.",
        ],
      },
      startedAt,
    );
  } finally {
    await emulator.close();
  }
}
