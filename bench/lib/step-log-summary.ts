// Reads the engine's step log (the CLI's stderr with -v=4 --logtostderr, kept by the engine
// benchmark with BENCH_ENGINE_STEP_LOG) and says where a command's steps spent their time:
//   node --require ./tools/typescript/register.js bench/lib/step-log-summary.ts <log file>...
//
// The step executor logs, by worker, "applying step <op> on <urn>" once the step's start has
// been recorded in the state (for up and destroy: a checkpoint written), and "step <op> on
// <urn> retired" once the provider answered and the step's end has been recorded (a second
// checkpoint). So, per step:
//   applied -> retired: the provider's call plus recording the end;
//   the worker's previous retired -> applied: waiting for the next step and recording its start.
import { readFileSync } from "node:fs";
import { basename } from "node:path";

/** What one worker said: "applying step <op> on <urn> (preview ...)" or "step <op> on <urn> retired". */
const MESSAGE = /^StepExecutor worker\((-?\d+)\): (?:applying step (\S+) on (\S+) \(preview|step (\S+) on (\S+) retired)/;

interface StepTimes {
  op: string;
  worker: number;
  appliedMs: number;
  retiredMs?: number;
}

/** The engine logs one JSON object per line (Go's slog): `{"time": "<RFC 3339, ns>", "msg": ...}`. */
export function stepsOf(log: string): StepTimes[] {
  const steps = new Map<string, StepTimes>();
  for (const line of log.split("\n")) {
    if (!line.startsWith("{") || !line.includes("StepExecutor")) continue;
    const { time, msg } = JSON.parse(line) as { time: string; msg: string };
    const match = MESSAGE.exec(msg);
    if (!match) continue;
    // Date.parse keeps milliseconds only: add the microseconds from the text.
    const fraction = /\.(\d+)Z$/.exec(time)?.[1] ?? "0";
    const ms = Date.parse(time) + (Number(fraction.padEnd(6, "0").slice(3, 6)) / 1000);
    const worker = Number(match[1]);
    if (match[2] !== undefined) steps.set(`${match[2]} ${match[3]}`, { op: match[2], worker, appliedMs: ms });
    else {
      const step = steps.get(`${match[4]} ${match[5]}`);
      if (step) step.retiredMs = ms;
    }
  }
  return [...steps.values()];
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

export function summarizeSteps(steps: readonly StepTimes[]): string {
  const custom = steps.filter((s) => s.retiredMs !== undefined && s.worker >= 0);
  if (custom.length === 0) return "no steps retired by a worker";
  const first = Math.min(...custom.map((s) => s.appliedMs));
  const last = Math.max(...custom.map((s) => s.retiredMs!));
  const applyToRetire = custom.map((s) => s.retiredMs! - s.appliedMs);
  // The gap a worker spends between retiring one step and applying its next one.
  const gaps: number[] = [];
  const byWorker = new Map<number, StepTimes[]>();
  for (const s of custom) byWorker.set(s.worker, [...(byWorker.get(s.worker) ?? []), s]);
  for (const list of byWorker.values()) {
    list.sort((a, b) => a.appliedMs - b.appliedMs);
    for (let i = 1; i < list.length; i++) gaps.push(list[i]!.appliedMs - list[i - 1]!.retiredMs!);
  }
  const thirds = [0, 1, 2].map((k) => {
    const from = first + ((last - first) * k) / 3;
    const to = first + ((last - first) * (k + 1)) / 3;
    return custom.filter((s) => s.retiredMs! >= from && s.retiredMs! < to + (k === 2 ? 1 : 0)).length;
  });
  const f = (v: number) => v.toFixed(1);
  return [
    `${custom.length} steps (${[...new Set(custom.map((s) => s.op))].join(", ")}) on ${byWorker.size} workers, ${f(last - first)} ms from the first applied to the last retired`,
    `  applied -> retired (provider call + recording the end): median ${f(quantile(applyToRetire, 0.5))} ms, p90 ${f(quantile(applyToRetire, 0.9))} ms`,
    `  retired -> next applied on the same worker (recording the next start): median ${f(quantile(gaps, 0.5))} ms, p90 ${f(quantile(gaps, 0.9))} ms`,
    `  steps retired in each third of that time: ${thirds.join(" / ")}`,
  ].join("\n");
}

if (require.main === module) {
  for (const file of process.argv.slice(2)) console.log(`${basename(file)}\n${summarizeSteps(stepsOf(readFileSync(file, "utf8")))}\n`);
}
