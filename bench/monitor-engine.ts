/**
 * 7. Monitors through the engine: `pulumi preview`, `up`, `refresh` and `destroy` of a stack of
 * 200 monitors read from Datafold monitors YAML by `MonitorsFromYaml` (50 of each kind, in 8
 * files), through the real Pulumi CLI with a file:// backend, against the emulator CLI
 * answering every request after 25 ms. Against a floor: the same 200 resources, parented and
 * named alike, with a provider that does nothing (bench/floor/monitors.js), its inputs read
 * from a JSON file. Alternating rounds, after one warm-up each.
 *
 * BENCH_MONITORS=40 BENCH_MONITOR_ROUNDS=1 make a quick run while developing; the defaults
 * are the issue's.
 */
import { stringify } from "yaml";
import type { PulumiProject } from "../tools/harness/pulumi-project";
import { COMMAND_TITLES, COMMANDS, expectedCounts, machineLoad, measured, REQUESTING, type CommandId, type CommandRun } from "./lib/cli-command";
import type { EmulatorProcess } from "./lib/emulator-process";
import { alternatingRounds, cpuTable, LATENCY_MS, wallTimesCell, withEngineBench, type BenchProgram, type RoundCycle } from "./lib/engine-bench";
import { cpuTicks } from "./lib/proc-stat";
import { benchmarkResult, figure, median, round, target, type BenchmarkResult, type Figure, type Table } from "./lib/results";
import { stateBreakdown } from "./lib/state-breakdown";
import { wholeFromEnv } from "./lib/env-number";
import { benchMonitor, KINDS, TYPE_NAMES } from "./lib/bench-monitors";

/** Monitors in the stack: a multiple of 4 (a quarter of each kind) and of the 8 files. */
const MONITORS = wholeFromEnv("BENCH_MONITORS", 200, 8);
const ROUNDS = wholeFromEnv("BENCH_MONITOR_ROUNDS", 3, 1);
const FILES = 8;

const PROVIDERS = ["floor", "ours"] as const;
type ProviderId = (typeof PROVIDERS)[number];
const BENCH_MONITORS = Array.from({ length: MONITORS }, (_, i) => benchMonitor(i));

/** Ours: the YAML files, `files[k]` holding every FILES-th monitor. */
function yamlFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let k = 0; k < FILES; k++) {
    const monitors = Object.fromEntries(BENCH_MONITORS.filter((_, i) => i % FILES === k).map((m) => [m.slug, m.yaml]));
    files[`monitors/part-${k}.yaml`] = stringify({ monitors });
  }
  return files;
}

/** The child's name for a slug, as MonitorsFromYaml "bench" names it. */
const CHILD_NAME = (slug: string) => `bench-${slug}`;

const PROGRAMS: Record<ProviderId, BenchProgram> = {
  ours: {
    name: "bench-monitors-ours",
    files: {
      ...yamlFiles(),
      "index.ts": `import * as datafold from "pulumi-datafold";\n\nnew datafold.MonitorsFromYaml("bench", { files: ["monitors/*.yaml"] });\n`,
    },
  },
  floor: {
    name: "bench-monitors-floor",
    floor: true,
    files: {
      "monitors.json": JSON.stringify(BENCH_MONITORS.map(({ slug, kind, inputs }) => ({ slug, kind, inputs }))),
      "index.ts": `import { FloorMonitors } from "datafold-bench-floor/monitors";\n\nnew FloorMonitors("bench", { file: "monitors.json", childName: ${CHILD_NAME.toString()} });\n`,
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Running the commands

interface Cycle extends RoundCycle<ProviderId> {
  readonly stateText: string;
}


let stackCount = 0;
const shapes = new Map<string, string>();

/**
 * The floor must have the properties of ours, kind by kind, or its time and state would not
 * be the engine's cost for these monitors: checked on the warm-up's export, before any figure.
 */
function checkShape(provider: ProviderId, exportText: string): void {
  const { deployment } = JSON.parse(exportText) as { deployment: { resources?: { type: string; inputs?: object; outputs?: object }[] } };
  for (const kind of KINDS) {
    const type = `pulumi-nodejs:dynamic/${provider === "ours" ? "datafold" : "floor"}:${TYPE_NAMES[kind]}`;
    const resource = deployment.resources?.find((r) => r.type === type);
    if (resource === undefined) throw new Error(`${provider}: no ${type} in the export`);
    const keys = (o: object | undefined) => Object.keys(o ?? {}).sort().join(",");
    shapes.set(`${provider} ${kind}`, `inputs: ${keys(resource.inputs)}; outputs: ${keys(resource.outputs)}`);
    const floor = shapes.get(`floor ${kind}`);
    const ours = shapes.get(`ours ${kind}`);
    if (floor !== undefined && ours !== undefined && floor !== ours) {
      throw new Error(`the floor's ${kind} monitors do not have ours' properties:\n  floor ${floor}\n  ours  ${ours}`);
    }
  }
}

async function cycle(emulator: EmulatorProcess, project: PulumiProject, provider: ProviderId, round: number): Promise<Cycle> {
  const stack = project.stack(`m${++stackCount}`, { DATAFOLD_HOST: emulator.url, DATAFOLD_API_KEY: emulator.apiKey });
  await stack.init();
  await emulator.control.reset();
  await emulator.control.setLatency(LATENCY_MS);
  const ticks = cpuTicks();
  const runs = {} as Record<CommandId, CommandRun>;
  const command = async (id: CommandId, args: readonly string[]) => {
    runs[id] = await measured(emulator, `${provider} ${MONITORS}: pulumi ${args.join(" ")}`, expectedCounts(id, MONITORS + 2 /* the component and the stack */), (onSpawn) => stack.run(args, { onSpawn }));
  };
  await command("preview", ["preview"]);
  await command("up", ["up", "--yes", "--skip-preview"]);
  const { text } = await stack.exportState();
  if (round < 0) checkShape(provider, text);
  // The monitors ran and one alerted since up: refresh must still find nothing to change.
  if (provider === "ours") await runSomeMonitors(emulator, text);
  await command("preview-same", ["preview", "--expect-no-changes"]);
  await command("refresh", ["refresh", "--yes", "--skip-preview", "--expect-no-changes"]);
  await command("destroy", ["destroy", "--yes", "--skip-preview"]);
  await stack.ok(["stack", "rm", "--yes"]);
  return { provider, round, runs, stateText: text, ...machineLoad(ticks) };
}

/** Runs eight of the stack's monitors in the emulator, half of them alerting, as the service's scheduler would. */
async function runSomeMonitors(emulator: EmulatorProcess, exportText: string): Promise<void> {
  const { deployment } = JSON.parse(exportText) as { deployment: { resources?: { outputs?: { monitorId?: unknown } }[] } };
  const ids = (deployment.resources ?? []).flatMap((r) => (typeof r.outputs?.monitorId === "number" ? [r.outputs.monitorId] : []));
  for (const [n, id] of ids.slice(0, 8).entries()) await emulator.control.runMonitor(id, { alert: n % 2 === 0 });
}

// ---------------------------------------------------------------------------------------------

export async function run(): Promise<BenchmarkResult> {
  const startedAt = performance.now();
  const { cycles, parallelism } = await withEngineBench(PROGRAMS, async ({ emulator, parallelism, project }) => ({
    cycles: await alternatingRounds("monitor-engine", PROVIDERS, ROUNDS, (provider, r) => cycle(emulator, project(provider), provider, r)),
    parallelism,
  }));
  return summarize(cycles, parallelism, startedAt);
}

/** CPU time by process and command, medians of the rounds: where ours spends what the floor does not. */
function summarize(cycles: readonly Cycle[], parallelism: number, startedAt: number): BenchmarkResult {
  const of = (provider: ProviderId) => cycles.filter((c) => c.provider === provider);
  const wall = (provider: ProviderId, id: CommandId) => median(of(provider).map((c) => c.runs[id].wallMs));
  const requestsPerMonitor = (id: CommandId) => median(of("ours").map((c) => c.runs[id].requests / MONITORS));
  /** The requests' own minimum: ceil(N / P) waves of P operations, each making its r requests one after another. */
  const requestsMinimumMs = (id: CommandId) => Math.ceil(MONITORS / parallelism) * requestsPerMonitor(id) * LATENCY_MS;
  /** Ours against the floor of the same round, the median over the rounds. */
  const paired = (id: CommandId) => {
    const ratios = of("ours").flatMap((ours) => {
      const floor = of("floor").find((f) => f.round === ours.round);
      if (floor === undefined) return [];
      return [ours.runs[id].wallMs / (floor.runs[id].wallMs + (REQUESTING.includes(id) ? requestsMinimumMs(id) : 0))];
    });
    return { median: median(ratios), lowest: Math.min(...ratios), highest: Math.max(...ratios) };
  };
  const stateBytesPerMonitor = (provider: ProviderId) => median(of(provider).map((c) => Buffer.byteLength(c.stateText) / MONITORS));

  const figures: Figure[] = [
    figure("engine's default parallelism P (pulumi up --help)", parallelism, "operations"),
    figure("latency of every API request", LATENCY_MS, "ms"),
  ];
  for (const id of COMMANDS) {
    figures.push(figure(`${COMMAND_TITLES[id]} of ${MONITORS} monitors: floor`, round(wall("floor", id)), "ms"));
    if (REQUESTING.includes(id)) figures.push(figure(`${COMMAND_TITLES[id]} of ${MONITORS} monitors: floor + requests' minimum`, round(wall("floor", id) + requestsMinimumMs(id)), "ms"));
    figures.push(figure(`${COMMAND_TITLES[id]} of ${MONITORS} monitors: ours`, round(wall("ours", id)), "ms"));
    figures.push(figure(`${COMMAND_TITLES[id]} of ${MONITORS} monitors: API requests per monitor`, round(requestsPerMonitor(id), 2), "requests"));
    const ratio = paired(id);
    const base = REQUESTING.includes(id) ? "(floor + minimum)" : "floor";
    figures.push(figure(`${COMMAND_TITLES[id]}: ours / ${base}, lowest of the rounds`, round(ratio.lowest, 2), "x"));
    figures.push(figure(`${COMMAND_TITLES[id]}: ours / ${base}, highest of the rounds`, round(ratio.highest, 2), "x"));
  }
  for (const provider of PROVIDERS) figures.push(figure(`${provider}: stack export per monitor`, round(stateBytesPerMonitor(provider)), "bytes"));
  const last = of("ours").at(-1);
  if (last !== undefined) {
    for (const kind of KINDS) {
      const breakdown = stateBreakdown(last.stateText, `pulumi-nodejs:dynamic/datafold:${TYPE_NAMES[kind]}`);
      figures.push(figure(`ours: one ${TYPE_NAMES[kind]}'s record in the export`, round(breakdown.recordBytes), "bytes"));
    }
  }
  const loads = cycles.map((c) => c.loadAverage);
  figures.push(figure("machine load average (1 min) after each stack, highest", round(Math.max(...loads), 1), "processes"));
  figures.push(figure("CPU time stolen by the hypervisor per stack, highest", round(Math.max(...cycles.map((c) => c.stolenPercent)), 1), "%"));

  const targets = [
    target(`preview of a new stack of ${MONITORS} monitors: ours / floor`, round(paired("preview").median, 2), "at most", 1.3, "x"),
    target(`preview with no changes of ${MONITORS} monitors: ours / floor`, round(paired("preview-same").median, 2), "at most", 1.3, "x"),
    target(`API requests of ours' two previews of ${MONITORS} monitors`, round((requestsPerMonitor("preview") + requestsPerMonitor("preview-same")) * MONITORS), "at most", 0, "requests"),
    ...REQUESTING.map((id) => target(`${COMMAND_TITLES[id]} of ${MONITORS} monitors: ours / (floor + requests' minimum)`, round(paired(id).median, 2), "at most", 1.3, "x")),
    target(`state per monitor (pulumi stack export / monitors): ours / floor`, round(stateBytesPerMonitor("ours") / stateBytesPerMonitor("floor"), 2), "at most", 1.1, "x"),
  ];

  const tables: Table[] = [
    {
      title: `${MONITORS} monitors from YAML through the Pulumi CLI (file:// backend): wall time in ms, median of ${ROUNDS} rounds (lowest–highest)`,
      columns: ["provider", ...COMMANDS.map((id) => COMMAND_TITLES[id]), "API requests per monitor (same order)", "stack export, bytes per monitor"],
      rows: PROVIDERS.map((provider) => [
        provider,
        ...COMMANDS.map((id) => wallTimesCell(of(provider).map((c) => c.runs[id].wallMs))),
        COMMANDS.map((id) => round(median(of(provider).map((c) => c.runs[id].requests / MONITORS)), 2)).join(" / "),
        round(stateBytesPerMonitor(provider)),
      ]),
    },
    cpuTable(PROVIDERS, of),
  ];

  return benchmarkResult(
    {
      id: "monitor-engine",
      title: `Monitors through the engine: ${MONITORS} monitors from YAML, preview, up, refresh and destroy`,
      figures,
      targets,
      tables,
      notes: [
        `${MONITORS} monitors, a quarter of each kind (metric, schema change, data test, data diff), in ${FILES} files of Datafold monitors YAML read by one MonitorsFromYaml; the floor creates the same resources, parented and named alike, with a do-nothing provider, from JSON.`,
        `Requests' own minimum: ceil(N / P) x r x ${LATENCY_MS} ms, with N monitors, P = ${parallelism} and r the API requests ours makes per monitor in that command, one after another (measured from the emulator's request log).`,
        "Each stack is new: preview (all to create), up, `pulumi stack export`, some monitors run and alert in the emulator, preview with --expect-no-changes, refresh with --expect-no-changes, destroy, stack rm. Every command's summary is checked.",
      ],
    },
    startedAt,
  );
}
