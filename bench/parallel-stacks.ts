/**
 * 8. Stacks in parallel against one account's rate limit: eight stacks of 50 MetricMonitors
 * each, deployed with `pulumi up` all at once through the real CLI, against the emulator CLI
 * answering every request after 25 ms and limiting the account's key to R requests a second
 * (a token bucket holding one second's worth, 429 with `Retry-After` beyond it).
 *
 * The floor is the requests the ups needed (those answered, not refused) divided by R: no
 * client could do the work faster. Targets: the whole run within 1.25x of that floor, no failed
 * command, and no request refused twice in a row for the same reason (the emulator's log tells
 * a retry from a new request by the X-Client-Request-Id that the clients send on every attempt).
 *
 * BENCH_STACKS, BENCH_STACK_MONITORS and BENCH_RATE make a quick run while developing; the
 * defaults are the (R is ours: 5 a second. Without a limit the eight ups take about 50 s
 * of this two-core machine's time, and their start and wrap-up outside any request about 24 s,
 * so R must put the floor well above that for the limit, not the CPUs, to set the pace: 800
 * requests at 5 a second is 160 s; at 8, 100 s, the start alone was a quarter of the floor).
 */
import type { RequestLogEntry } from "../packages/datafold-emulator/src/control-client";
import type { CliResult, PulumiStack } from "../tools/harness/pulumi-project";
import { LATENCY_MS, withEngineBench, type BenchProgram } from "./lib/engine-bench";
import { machineLoad } from "./lib/cli-command";
import { cpuTicks } from "./lib/proc-stat";
import { benchmarkResult, figure, round, target, type BenchmarkResult, type Table } from "./lib/results";
import { wholeFromEnv } from "./lib/env-number";

const STACKS = wholeFromEnv("BENCH_STACKS", 8, 1);
const MONITORS = wholeFromEnv("BENCH_STACK_MONITORS", 50, 1);
const RATE = wholeFromEnv("BENCH_RATE", 5, 1);
const FLOOR_FACTOR = 1.25;

type StackId = `stack-${number}`;
const STACK_IDS = Array.from({ length: STACKS }, (_, i): StackId => `stack-${i}`);

/** Stack `s`: MONITORS metric monitors of names of its own. */
function program(s: number): BenchProgram {
  const monitors = Array.from({ length: MONITORS }, (_, i) =>
    [
      `new datafold.MetricMonitor("m${i}", {`,
      `  name: "Bench stack ${s} monitor ${i}",`,
      `  connectionId: 7,`,
      `  metric: { type: "table", table: "analytics.table_${s}_${i}", metric: "row_count" },`,
      `  schedule: { interval: { every: "day", hour: ${i % 24} } },`,
      `  tags: ["bench", "stack-${s}"],`,
      `});`,
    ].join("\n"),
  );
  return { name: `bench-parallel-${s}`, files: { "index.ts": [`import * as datafold from "pulumi-datafold";`, "", ...monitors, ""].join("\n") } };
}

/** Each logical request's run of refusals, from the log: the longest run of 429s in a row of one request. */
export function refusalRuns(log: readonly RequestLogEntry[]): { requests: number; answered: number; refused: number; refusedTwiceInARow: number; withoutId: number } {
  const attempts = new Map<string, number[]>();
  let withoutId = 0;
  for (const entry of log) {
    if (entry.clientRequestId === null) {
      withoutId += 1;
      continue;
    }
    attempts.set(entry.clientRequestId, [...(attempts.get(entry.clientRequestId) ?? []), entry.status ?? 0]);
  }
  let refusedTwiceInARow = 0;
  for (const statuses of attempts.values()) {
    if (statuses.some((status, i) => status === 429 && statuses[i - 1] === 429)) refusedTwiceInARow += 1;
  }
  const refused = log.filter((entry) => entry.status === 429).length;
  return { requests: attempts.size, answered: log.length - refused, refused, refusedTwiceInARow, withoutId };
}

export async function run(): Promise<BenchmarkResult> {
  const started = performance.now();
  const programs = Object.fromEntries(STACK_IDS.map((id, s) => [id, program(s)])) as Record<StackId, BenchProgram>;
  return withEngineBench(programs, async (bench) => {
    const env = { DATAFOLD_HOST: bench.emulator.url, DATAFOLD_API_KEY: bench.emulator.apiKey };
    const stacks: PulumiStack[] = [];
    for (const id of STACK_IDS) {
      const stack = bench.project(id).stack("bench", env);
      await stack.init();
      stacks.push(stack);
    }
    await bench.emulator.control.setRateLimit(RATE);
    await bench.emulator.control.clearRequests();
    const ticks = cpuTicks();
    const upStarted = performance.now();
    const results: CliResult[] = await Promise.all(stacks.map((stack) => stack.run(["up", "--yes", "--skip-preview"])));
    const wallSeconds = (performance.now() - upStarted) / 1000;
    const load = machineLoad(ticks);
    const log = await bench.emulator.control.requests();
    const failed = results.filter((result) => result.code !== 0);
    for (const [i, result] of results.entries()) {
      if (result.code !== 0) console.error(`bench: the up of ${STACK_IDS[i]} failed (exit ${result.code}):\n${(result.stdout + result.stderr).slice(-2000)}`);
    }
    // Clean-up without the limit: destroy is not what is measured.
    await bench.emulator.control.setRateLimit(0);
    await Promise.all(stacks.map((stack) => stack.run(["destroy", "--yes", "--skip-preview"])));

    const runs = refusalRuns(log);
    const floorSeconds = runs.answered / RATE;
    const ratio = wallSeconds / floorSeconds;
    const perSecond = new Map<number, number>();
    const first = log.length === 0 ? 0 : Date.parse(log[0]!.time);
    for (const entry of log.filter((candidate) => candidate.status !== 429)) {
      const second = Math.floor((Date.parse(entry.time) - first) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    // Where the wall time went outside the requests: the CLIs' start before the first request
    // reached the emulator, and their wrap-up after the last answer (the emulator's clock is
    // real time here: nothing moves it).
    const times = log.map((entry) => Date.parse(entry.time));
    const spanSeconds = times.length === 0 ? 0 : (Math.max(...times) - Math.min(...times)) / 1000;
    const table: Table = {
      title: `${STACKS} stacks of ${MONITORS} monitors, pulumi up at once, limit ${RATE} requests/s per key, ${LATENCY_MS} ms latency`,
      columns: ["figure", "value"],
      rows: [
        ["requests answered (the work)", runs.answered],
        ["requests refused (429)", runs.refused],
        ["logical requests (by X-Client-Request-Id)", runs.requests],
        ["requests refused twice in a row", runs.refusedTwiceInARow],
        ["floor: answered / R (s)", round(floorSeconds, 1)],
        ["wall time of the ups (s)", round(wallSeconds, 1)],
        ["wall / floor", round(ratio, 2)],
        ["failed commands", failed.length],
        ["first request to last request (s)", round(spanSeconds, 1)],
        ["first to last request / floor", round(spanSeconds / floorSeconds, 2)],
        ["outside the requests: the CLIs' start and wrap-up (s)", round(wallSeconds - spanSeconds, 1)],
        ["most answered in one second", Math.max(0, ...perSecond.values())],
        ["1-minute load average at the end", round(load.loadAverage, 2)],
      ],
    };
    return benchmarkResult(
      {
        id: "parallel-stacks",
        title: `Stacks in parallel: ${STACKS} stacks of ${MONITORS} monitors at once, against a rate limit of ${RATE} requests/s`,
        figures: [
          figure("wall time of the ups", round(wallSeconds, 1), "s"),
          figure("floor (requests answered / R)", round(floorSeconds, 1), "s"),
          figure("wall time / floor", round(ratio, 2), "x"),
          figure("requests answered", runs.answered, "requests"),
          figure("requests refused with 429", runs.refused, "requests"),
          figure("requests refused twice in a row", runs.refusedTwiceInARow, "requests"),
          figure("failed commands", failed.length, "commands"),
        ],
        targets: [
          target(`whole run within ${FLOOR_FACTOR}x of the floor`, round(ratio, 2), "at most", FLOOR_FACTOR, "x"),
          target("failed commands", failed.length, "at most", 0, "commands"),
          target("requests refused twice in a row for the same reason", runs.refusedTwiceInARow, "at most", 0, "requests"),
        ],
        tables: [table],
        notes: [
          "The clients honour Retry-After, which the emulator gives in whole seconds (at least 1), as HTTP allows; see RELIABILITY.md, \"Rate limits\", for how retries spread across processes.",
          `Requests without an X-Client-Request-Id in the log: ${runs.withoutId} (none expected: every request of the package carries one).`,
        ],
      },
      started,
    );
  });
}
