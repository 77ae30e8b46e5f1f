/**
 * 1. Listing monitors: `getMonitors` against the loop a user would write by hand (page after
 * page at the service's default page size), over 10,000 monitors with 25 ms of latency per
 * request, and against the floor that latency sets for the requests getMonitors makes.
 */
import { clientOptions, functions } from "./lib/built";
import { startEmulatorProcess, type EmulatorProcess } from "./lib/emulator-process";
import { benchmarkResult, figure, median, round, target, type BenchmarkResult } from "./lib/results";

const MONITORS = 10_000;
const LATENCY_MS = 25;
const RUNS = 5;

/** What a user writes without this package: fetch page after page until the last one. */
async function naiveLoop(emulator: EmulatorProcess): Promise<number> {
  let count = 0;
  for (let page = 1, totalPages = 1; page <= totalPages; page++) {
    const response = await fetch(`${emulator.url}/api/v1/monitors?page=${page}`, { headers: { Authorization: `Key ${emulator.apiKey}` } });
    if (!response.ok) throw new Error(`page ${page}: status ${response.status}`);
    const body = (await response.json()) as { monitors: unknown[]; total_pages: number };
    count += body.monitors.length;
    totalPages = body.total_pages;
  }
  return count;
}

/** Runs `walk` with a clean request log; its wall time and how many API requests it made. */
async function measure(emulator: EmulatorProcess, walk: () => Promise<number>): Promise<{ ms: number; requests: number; monitors: number }> {
  await emulator.control.clearRequests();
  const started = performance.now();
  const monitors = await walk();
  const ms = performance.now() - started;
  const requests = (await emulator.control.requests()).length;
  if (monitors !== MONITORS) throw new Error(`walked ${monitors} monitors, expected ${MONITORS}`);
  return { ms, requests, monitors };
}

export async function run(): Promise<BenchmarkResult> {
  const startedAt = performance.now();
  const emulator = await startEmulatorProcess(["--monitors", String(MONITORS), "--latency-ms", String(LATENCY_MS)]);
  process.env.DATAFOLD_HOST = emulator.url;
  process.env.DATAFOLD_API_KEY = emulator.apiKey;
  try {
    const ours = () => functions.getMonitors().then((result) => result.total);
    // The first walk pays for loading got and for compiling the code paths: reported apart.
    const cold = await measure(emulator, ours);
    const warm = [];
    for (let i = 0; i < RUNS; i++) warm.push(await measure(emulator, ours));
    const naive = await measure(emulator, () => naiveLoop(emulator));

    const oursMs = median(warm.map((m) => m.ms));
    const requests = warm[0]!.requests;
    const concurrency = clientOptions.DEFAULT_MAX_CONCURRENT_REQUESTS;
    const floorMs = Math.ceil(requests / concurrency) * LATENCY_MS;
    const speedup = naive.ms / oursMs;
    return benchmarkResult(
      {
        id: "monitors",
        title: `getMonitors over ${MONITORS.toLocaleString("en")} monitors, ${LATENCY_MS} ms latency`,
        figures: [
          figure("getMonitors wall time (median of 5, after one cold walk)", round(oursMs), "ms"),
          figure("getMonitors first (cold) walk", round(cold.ms), "ms"),
          figure("getMonitors requests", requests, "requests"),
          figure("getMonitors concurrency", concurrency, "requests at once"),
          figure("floor: ceil(requests / concurrency) x latency", floorMs, "ms"),
          figure("naive loop wall time", round(naive.ms), "ms"),
          figure("naive loop requests", naive.requests, "requests"),
          figure("naive loop per request", round(naive.ms / naive.requests, 1), "ms"),
        ],
        targets: [
          target("faster than the naive loop", round(speedup, 1), "at least", 20, "x"),
          target("wall time over the floor", round(oursMs / floorMs, 2), "at most", 1.5, "x"),
        ],
        notes: [
          `getMonitors reads pages of 100 (one request for page 1, which says how many pages there are, then the other ${requests - 1} at ${concurrency} at once); the naive loop reads the service's default 20 per page, one after another.`,
          `Page 1 must come back before the others can be asked for, so the best possible walk is ${LATENCY_MS} + ceil(${requests - 1} / ${concurrency}) x ${LATENCY_MS} = ${LATENCY_MS + Math.ceil((requests - 1) / concurrency) * LATENCY_MS} ms, ${round((LATENCY_MS + Math.ceil((requests - 1) / concurrency) * LATENCY_MS) / floorMs, 2)}x the floor as defined.`,
        ],
      },
      startedAt,
    );
  } finally {
    await emulator.close();
  }
}
