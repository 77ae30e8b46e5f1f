/**
 * 10. The plugin route through the engine: `pulumi preview`, `up`, `preview`, `refresh` and
 * `destroy` of a Python program with 200 monitors (50 of each kind) and 100 ProxyTokens, on
 * the generated SDK and the provider plugin as `npm run plugin:pack` builds it, through the
 * real Pulumi CLI with a file:// backend, against the emulator CLI answering every request
 * after 25 ms. Compared in the same run, in alternating rounds after one warm-up each, with:
 *
 * - the floor: the same Python program, to the byte, with the same SDK, against a plugin that
 *   does nothing (bench/floor/plugin/entry.ts: our plugin's server and executable build with
 *   do-nothing providers behind it, installed as the `datafold` plugin of the same version in
 *   the floor project's own Pulumi home), so that ours over the floor is our provider's cost
 *   alone;
 * - the dynamic route: a TypeScript program of the same resources, with the same inputs, on
 *   the package's dynamic resources.
 *
 * BENCH_PLUGIN_MONITORS=8 BENCH_PLUGIN_TOKENS=4 BENCH_PLUGIN_ROUNDS=1 make a quick run while
 * developing; the defaults are the issue's. Needs the `pulumi` Python SDK's virtualenv
 * (`npm run python:install`).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installPlugin, packPlugin, PLUGIN_VERSION } from "../tools/harness/plugin";
import { packPythonSdk, pythonVirtualenvWithSdk } from "../tools/harness/python-sdk";
import { HOW_TO_GET_PYTHON_PULUMI, PYTHON_PULUMI, PYTHON_WHEELHOUSE } from "../tools/pulumi-python/locate";
import type { PulumiProject } from "../tools/harness/pulumi-project";
import { benchMonitor, KINDS, TYPE_NAMES } from "./lib/bench-monitors";
import { COMMAND_TITLES, COMMANDS, expectedCounts, machineLoad, measured, REQUESTING, type CommandId, type CommandRun } from "./lib/cli-command";
import type { EmulatorProcess } from "./lib/emulator-process";
import { alternatingRounds, cpuTable, LATENCY_MS, wallTimesCell, withEngineBench, type BenchProgram, type RoundCycle } from "./lib/engine-bench";
import { wholeFromEnv } from "./lib/env-number";
import { packFloorPlugin } from "./lib/floor-plugin";
import { cpuTicks } from "./lib/proc-stat";
import { benchmarkResult, figure, median, round, target, type BenchmarkResult, type Figure, type Table } from "./lib/results";
import { stateBreakdown } from "./lib/state-breakdown";

/** Monitors in the stack: a multiple of 4, a quarter of each kind. */
const MONITORS = wholeFromEnv("BENCH_PLUGIN_MONITORS", 200, 4);
const TOKENS = wholeFromEnv("BENCH_PLUGIN_TOKENS", 100, 1);
const RESOURCES = MONITORS + TOKENS;
const ROUNDS = wholeFromEnv("BENCH_PLUGIN_ROUNDS", 3, 1);
if (MONITORS % KINDS.length !== 0) throw new Error(`BENCH_PLUGIN_MONITORS must be a multiple of ${KINDS.length}, got ${MONITORS}`);

const PROVIDERS = ["floor", "ours", "dynamic"] as const;
type ProviderId = (typeof PROVIDERS)[number];
/** The two Python stacks, whose plugins are compared. */
const PLUGIN_ROUTE: readonly ProviderId[] = ["floor", "ours"];

// ---------------------------------------------------------------------------------------------
// The resources, and the programs that make them

/** One resource of the stack: its type's name, its resource name and its inputs (camelCase, as TypeScript and the schema name them). */
interface BenchResource {
  readonly type: string;
  readonly name: string;
  readonly args: Record<string, unknown>;
}

/** The tokens as bench/engine.ts makes them, each of its own user; then the monitors as bench/monitor-engine.ts does. */
const BENCH_RESOURCES: readonly BenchResource[] = [
  ...Array.from({ length: TOKENS }, (_, i) => ({
    type: "ProxyToken",
    name: `token-${i}`,
    args: { principalType: "user", principalId: `bench-user-${i}`, label: "bi-tool", expiresInDays: 90, rotateBeforeDays: 14 },
  })),
  ...Array.from({ length: MONITORS }, (_, i) => {
    const monitor = benchMonitor(i);
    return { type: TYPE_NAMES[monitor.kind], name: `monitor-${monitor.slug}`, args: monitor.inputs };
  }),
];

/** Python's names for the same inputs, at every depth: `connectionId` is `connection_id` (the SDK translates them back). */
function snakeCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCase);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snakeCase(inner)]));
}

const PYTHON_PROGRAM = `"""bench/plugin-engine.ts: every resource of resources.json, on the generated SDK."""
import json

import pulumi_datafold as datafold

with open("resources.json", encoding="utf-8") as file:
    for resource in json.load(file):
        getattr(datafold, resource["type"])(resource["name"], **resource["args"])
`;

const TYPESCRIPT_PROGRAM = `import { readFileSync } from "node:fs";
import * as datafold from "pulumi-datafold";

// bench/plugin-engine.ts: every resource of resources.json, on the dynamic resources.
const classes = { ProxyToken: datafold.ProxyToken, MetricMonitor: datafold.MetricMonitor, SchemaChangeMonitor: datafold.SchemaChangeMonitor, DataTestMonitor: datafold.DataTestMonitor, DataDiffMonitor: datafold.DataDiffMonitor };
type Entry = { type: keyof typeof classes; name: string; args: never };
for (const resource of JSON.parse(readFileSync("resources.json", "utf8")) as Entry[]) new classes[resource.type](resource.name, resource.args);
`;

/** A Python project of the program, its virtualenv shared by both plugin-route projects. */
function pythonProgram(name: string, venv: string): BenchProgram {
  return {
    name,
    otherLanguage: true,
    files: {
      "Pulumi.yaml": `name: ${name}\nruntime:\n  name: python\n  options:\n    toolchain: pip\n    virtualenv: ${JSON.stringify(venv)}\n`,
      "__main__.py": PYTHON_PROGRAM,
      "resources.json": JSON.stringify(BENCH_RESOURCES.map((r) => ({ ...r, args: snakeCase(r.args) }))),
    },
  };
}

function programs(venv: string): Record<ProviderId, BenchProgram> {
  return {
    ours: pythonProgram("bench-plugin-ours", venv),
    floor: pythonProgram("bench-plugin-floor", venv),
    dynamic: { name: "bench-plugin-dynamic", files: { "index.ts": TYPESCRIPT_PROGRAM, "resources.json": JSON.stringify(BENCH_RESOURCES) } },
  };
}

// ---------------------------------------------------------------------------------------------
// Running the commands

interface Cycle extends RoundCycle<ProviderId> {
  readonly stateText: string;
}

let stackCount = 0;
const shapes = new Map<string, string>();

/**
 * The floor must have the properties of ours, type by type, or its time and state would not be
 * the engine's cost for these resources: checked on the warm-up's export, before any figure.
 */
function checkShape(provider: ProviderId, exportText: string): void {
  const { deployment } = JSON.parse(exportText) as { deployment: { resources?: { type: string; inputs?: object; outputs?: object }[] } };
  for (const name of ["ProxyToken", ...KINDS.map((kind) => TYPE_NAMES[kind])]) {
    const type = `datafold:index:${name}`;
    const resource = deployment.resources?.find((r) => r.type === type);
    if (resource === undefined) throw new Error(`${provider}: no ${type} in the export`);
    const keys = (o: object | undefined) => Object.keys(o ?? {}).sort().join(",");
    shapes.set(`${provider} ${name}`, `inputs: ${keys(resource.inputs)}; outputs: ${keys(resource.outputs)}`);
    const floor = shapes.get(`floor ${name}`);
    const ours = shapes.get(`ours ${name}`);
    if (floor !== undefined && ours !== undefined && floor !== ours) {
      throw new Error(`the floor plugin's ${name} resources do not have ours' properties:\n  floor ${floor}\n  ours  ${ours}`);
    }
  }
}

async function cycle(emulator: EmulatorProcess, project: PulumiProject, provider: ProviderId, round: number): Promise<Cycle> {
  const stack = project.stack(`p${++stackCount}`, {
    DATAFOLD_HOST: emulator.url,
    DATAFOLD_API_KEY: emulator.apiKey,
    DATAFOLD_PROXY_URL: emulator.url,
    DATAFOLD_PROXY_MANAGER_TOKEN: emulator.proxyManagerToken,
  });
  await stack.init();
  await emulator.control.reset();
  await emulator.control.setLatency(LATENCY_MS);
  const ticks = cpuTicks();
  const runs = {} as Record<CommandId, CommandRun>;
  const command = async (id: CommandId, args: readonly string[]) => {
    runs[id] = await measured(emulator, `${provider} ${RESOURCES}: pulumi ${args.join(" ")}`, expectedCounts(id, RESOURCES + 1 /* the stack */), (onSpawn) => stack.run(args, { onSpawn }));
  };
  await command("preview", ["preview"]);
  await command("up", ["up", "--yes", "--skip-preview"]);
  const { text } = await stack.exportState();
  if (round < 0 && PLUGIN_ROUTE.includes(provider)) checkShape(provider, text);
  await command("preview-same", ["preview", "--expect-no-changes"]);
  await command("refresh", ["refresh", "--yes", "--skip-preview", "--expect-no-changes"]);
  await command("destroy", ["destroy", "--yes", "--skip-preview"]);
  await stack.ok(["stack", "rm", "--yes"]);
  return { provider, round, runs, stateText: text, ...machineLoad(ticks) };
}

export async function run(): Promise<BenchmarkResult> {
  if (!(existsSync(PYTHON_PULUMI) && existsSync(PYTHON_WHEELHOUSE))) throw new Error(`bench plugin-engine: no virtualenv with the pulumi Python SDK: ${HOW_TO_GET_PYTHON_PULUMI}`);
  const startedAt = performance.now();
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-bench-plugin-"));
  try {
    // What users install: the plugin's release tarball as `npm run plugin:pack` builds it, and the SDK's wheel.
    const ours = packPlugin(artifacts);
    const floor = packFloorPlugin(artifacts, PLUGIN_VERSION);
    const venv = join(artifacts, "venv");
    pythonVirtualenvWithSdk(venv, packPythonSdk(artifacts));
    const { cycles, parallelism } = await withEngineBench(programs(venv), async ({ emulator, parallelism, project }) => {
      // Each project has a Pulumi home of its own: the floor's `datafold` plugin is the floor.
      await installPlugin(project("ours").stack("plugin-install"), ours);
      await installPlugin(project("floor").stack("plugin-install"), floor);
      return {
        cycles: await alternatingRounds("plugin-engine", PROVIDERS, ROUNDS, (provider, r) => cycle(emulator, project(provider), provider, r)),
        parallelism,
      };
    });
    return summarize(cycles, parallelism, startedAt);
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The figures

function summarize(cycles: readonly Cycle[], parallelism: number, startedAt: number): BenchmarkResult {
  const of = (provider: ProviderId) => cycles.filter((c) => c.provider === provider);
  const wall = (provider: ProviderId, id: CommandId) => median(of(provider).map((c) => c.runs[id].wallMs));
  const requestsPerResource = (provider: ProviderId, id: CommandId) => median(of(provider).map((c) => c.runs[id].requests / RESOURCES));
  /** The requests' own minimum: ceil(N / P) waves of P operations, each making its r requests one after another. */
  const requestsMinimumMs = (id: CommandId) => Math.ceil(RESOURCES / parallelism) * requestsPerResource("ours", id) * LATENCY_MS;
  /** Ours against `base` in the same round, the median over the rounds; against the floor, the requests' minimum is added to it. */
  const paired = (id: CommandId, base: ProviderId) => {
    const ratios = of("ours").flatMap((ours) => {
      const other = of(base).find((c) => c.round === ours.round);
      if (other === undefined) return [];
      const minimum = base === "floor" && REQUESTING.includes(id) ? requestsMinimumMs(id) : 0;
      return [ours.runs[id].wallMs / (other.runs[id].wallMs + minimum)];
    });
    return { median: median(ratios), lowest: Math.min(...ratios), highest: Math.max(...ratios) };
  };
  const stateBytesPerResource = (provider: ProviderId) => median(of(provider).map((c) => Buffer.byteLength(c.stateText) / RESOURCES));
  const floorBase = (id: CommandId) => (REQUESTING.includes(id) ? "(floor + minimum)" : "floor");

  const figures: Figure[] = [
    figure("engine's default parallelism P (pulumi up --help)", parallelism, "operations"),
    figure("latency of every API request", LATENCY_MS, "ms"),
  ];
  for (const id of COMMANDS) {
    figures.push(figure(`${COMMAND_TITLES[id]} of ${RESOURCES} resources: floor plugin`, round(wall("floor", id)), "ms"));
    if (REQUESTING.includes(id)) figures.push(figure(`${COMMAND_TITLES[id]} of ${RESOURCES} resources: floor plugin + requests' minimum`, round(wall("floor", id) + requestsMinimumMs(id)), "ms"));
    figures.push(figure(`${COMMAND_TITLES[id]} of ${RESOURCES} resources: ours (plugin)`, round(wall("ours", id)), "ms"));
    figures.push(figure(`${COMMAND_TITLES[id]} of ${RESOURCES} resources: dynamic route`, round(wall("dynamic", id)), "ms"));
    figures.push(figure(`${COMMAND_TITLES[id]} of ${RESOURCES} resources: API requests per resource, ours`, round(requestsPerResource("ours", id), 2), "requests"));
    for (const base of ["floor", "dynamic"] as const) {
      const ratio = paired(id, base);
      const title = base === "floor" ? floorBase(id) : "dynamic";
      figures.push(figure(`${COMMAND_TITLES[id]}: ours / ${title}, lowest of the rounds`, round(ratio.lowest, 2), "x"));
      figures.push(figure(`${COMMAND_TITLES[id]}: ours / ${title}, highest of the rounds`, round(ratio.highest, 2), "x"));
    }
  }
  for (const provider of PROVIDERS) figures.push(figure(`${provider}: stack export per resource`, round(stateBytesPerResource(provider)), "bytes"));
  const last = of("ours").at(-1);
  if (last !== undefined) {
    for (const name of ["ProxyToken", ...KINDS.map((kind) => TYPE_NAMES[kind])]) {
      figures.push(figure(`ours: one ${name}'s record in the export`, round(stateBreakdown(last.stateText, `datafold:index:${name}`).recordBytes), "bytes"));
    }
  }
  figures.push(figure("machine load average (1 min) after each stack, highest", round(Math.max(...cycles.map((c) => c.loadAverage)), 1), "processes"));
  figures.push(figure("CPU time stolen by the hypervisor per stack, highest", round(Math.max(...cycles.map((c) => c.stolenPercent)), 1), "%"));

  const targets = [
    ...COMMANDS.map((id) => target(`${COMMAND_TITLES[id]} of ${RESOURCES} resources: ours / ${floorBase(id)}`, round(paired(id, "floor").median, 2), "at most", 1.3, "x")),
    ...COMMANDS.map((id) => target(`${COMMAND_TITLES[id]} of ${RESOURCES} resources: ours / dynamic route`, round(paired(id, "dynamic").median, 2), "at most", 1, "x")),
    target(`API requests of ours' two previews of ${RESOURCES} resources`, round((requestsPerResource("ours", "preview") + requestsPerResource("ours", "preview-same")) * RESOURCES), "at most", 0, "requests"),
    target(`state per resource (pulumi stack export / resources): ours / floor plugin`, round(stateBytesPerResource("ours") / stateBytesPerResource("floor"), 2), "at most", 1.1, "x"),
  ];

  const tables: Table[] = [
    {
      title: `${MONITORS} monitors and ${TOKENS} tokens through the Pulumi CLI (file:// backend): wall time in ms, median of ${ROUNDS} rounds (lowest–highest)`,
      columns: ["route", ...COMMANDS.map((id) => COMMAND_TITLES[id]), "API requests per resource (same order)", "stack export, bytes per resource"],
      rows: PROVIDERS.map((provider) => [
        { floor: "Python, floor plugin", ours: "Python, our plugin", dynamic: "TypeScript, dynamic" }[provider],
        ...COMMANDS.map((id) => wallTimesCell(of(provider).map((c) => c.runs[id].wallMs))),
        COMMANDS.map((id) => round(requestsPerResource(provider, id), 2)).join(" / "),
        round(stateBytesPerResource(provider)),
      ]),
    },
    cpuTable(PROVIDERS, of, { title: "CPU time by process, ms (median of the rounds; sampled every 200 ms; the provider host is the plugin in the Python routes)", firstColumn: "route" }),
  ];

  return benchmarkResult(
    {
      id: "plugin-engine",
      title: `The plugin route through the engine: a Python program of ${MONITORS} monitors and ${TOKENS} tokens, preview, up, refresh and destroy`,
      figures,
      targets,
      tables,
      notes: [
        `A Python program on the generated SDK (pulumi_datafold, installed from its wheel) makes ${TOKENS} ProxyTokens and ${MONITORS} monitors, a quarter of each kind, from a JSON file, through the provider plugin as \`npm run plugin:pack\` builds it (whatever that build runs).`,
        "The floor runs the same program, with the same SDK, against a plugin that does nothing (bench/floor/plugin/entry.ts): a single executable of our shape, built and packed as ours is (scripts/pack-plugin.sh --entry), serving our plugin's own gRPC server with do-nothing providers behind it, installed as the `datafold` plugin of the same version in its own Pulumi home. Ours / floor is our provider's cost alone.",
        "The dynamic route is a TypeScript program of the same resources and inputs on the package's dynamic resources (one dynamic-provider host).",
        `Requests' own minimum: ceil(N / P) x r x ${LATENCY_MS} ms, with N resources, P = ${parallelism} and r the API requests ours makes per resource in that command, one after another (measured from the emulator's request log).`,
        "Each stack is new: preview (all to create), up, `pulumi stack export`, preview with --expect-no-changes, refresh with --expect-no-changes, destroy, stack rm. Every command's summary is checked.",
      ],
    },
    startedAt,
  );
}
