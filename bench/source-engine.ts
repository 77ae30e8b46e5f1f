/**
 * 8. Integrations and data sources through the engine: `pulumi preview`, `up`, `refresh` and
 * `destroy` of a stack of 50 LookerIntegration and 50 DataSource resources (each data source's
 * connection test run and waited for at create, a lost answer settled by listing first),
 * through the real Pulumi CLI with a file:// backend, against the emulator CLI answering every
 * request after 25 ms. Against a floor: the same 100 resources, named alike, with a provider
 * that does nothing (bench/floor/sources.js). Alternating rounds, after one warm-up each.
 *
 * BENCH_SOURCES=10 BENCH_SOURCE_ROUNDS=1 make a quick run while developing; the defaults are
 * the issue's.
 */
import type { PulumiProject } from "../tools/harness/pulumi-project";
import { COMMAND_TITLES, COMMANDS, expectedCounts, machineLoad, measured, REQUESTING, type CommandId, type CommandRun } from "./lib/cli-command";
import type { EmulatorProcess } from "./lib/emulator-process";
import { alternatingRounds, cpuTable, LATENCY_MS, wallTimesCell, withEngineBench, type BenchProgram, type RoundCycle } from "./lib/engine-bench";
import { cpuTicks } from "./lib/proc-stat";
import { benchmarkResult, figure, median, round, target, type BenchmarkResult, type Figure, type Table } from "./lib/results";
import { stateBreakdown } from "./lib/state-breakdown";
import { wholeFromEnv } from "./lib/env-number";

/** Resources of each kind in the stack. */
const EACH = wholeFromEnv("BENCH_SOURCES", 50, 1);
const RESOURCES = 2 * EACH;
const ROUNDS = wholeFromEnv("BENCH_SOURCE_ROUNDS", 3, 1);

const PROVIDERS = ["floor", "ours"] as const;
type ProviderId = (typeof PROVIDERS)[number];
const KINDS = ["LookerIntegration", "DataSource"] as const;

/** The program: EACH of both kinds, their credentials secret (from an Output, as secret config gives them). */
function program(make: (kind: (typeof KINDS)[number]) => string): string {
  return [
    `import * as pulumi from "@pulumi/pulumi";`,
    make("LookerIntegration").startsWith("new datafold") ? `import * as datafold from "pulumi-datafold";` : `import { FloorDataSource, FloorLookerIntegration } from "datafold-bench-floor/sources";`,
    "",
    `const secret = pulumi.secret("bench-credential");`,
    `for (let i = 0; i < ${EACH}; i++) {`,
    `  ${make("LookerIntegration")}("looker-" + i, { name: "Looker " + i, baseUrl: "https://looker-" + i + ".example.com", clientId: "client-" + i, clientSecret: secret, repoId: 3 });`,
    `  ${make("DataSource")}("source-" + i, { name: "source-" + i, postgres: { host: "db-" + i + ".example.com", user: "datafold", dbname: "analytics", password: secret }, tempSchema: "tmp" });`,
    `}`,
    "",
  ].join("\n");
}

const PROGRAMS: Record<ProviderId, BenchProgram> = {
  ours: { name: "bench-sources-ours", files: { "index.ts": program((kind) => `new datafold.${kind}`) } },
  floor: { name: "bench-sources-floor", floor: true, files: { "index.ts": program((kind) => `new Floor${kind}`) } },
};

interface Cycle extends RoundCycle<ProviderId> {
  readonly stateText: string;
}

let stackCount = 0;
const shapes = new Map<string, string>();

/** The floor must have the properties of ours, kind by kind: checked on the warm-up's export, before any figure. */
function checkShape(provider: ProviderId, exportText: string): void {
  const { deployment } = JSON.parse(exportText) as { deployment: { resources?: { type: string; inputs?: object; outputs?: object }[] } };
  for (const kind of KINDS) {
    const type = `pulumi-nodejs:dynamic/${provider === "ours" ? "datafold" : "floor"}:${kind}`;
    const resource = deployment.resources?.find((r) => r.type === type);
    if (resource === undefined) throw new Error(`${provider}: no ${type} in the export`);
    const keys = (o: object | undefined) => Object.keys(o ?? {}).sort().join(",");
    shapes.set(`${provider} ${kind}`, `inputs: ${keys(resource.inputs)}; outputs: ${keys(resource.outputs)}`);
    const floor = shapes.get(`floor ${kind}`);
    const ours = shapes.get(`ours ${kind}`);
    if (floor !== undefined && ours !== undefined && floor !== ours) {
      throw new Error(`the floor's ${kind} resources do not have ours' properties:\n  floor ${floor}\n  ours  ${ours}`);
    }
  }
}

async function cycle(emulator: EmulatorProcess, project: PulumiProject, provider: ProviderId, round: number): Promise<Cycle> {
  const stack = project.stack(`s${++stackCount}`, { DATAFOLD_HOST: emulator.url, DATAFOLD_API_KEY: emulator.apiKey });
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
  if (round < 0) checkShape(provider, text);
  await command("preview-same", ["preview", "--expect-no-changes"]);
  await command("refresh", ["refresh", "--yes", "--skip-preview", "--expect-no-changes"]);
  await command("destroy", ["destroy", "--yes", "--skip-preview"]);
  await stack.ok(["stack", "rm", "--yes"]);
  return { provider, round, runs, stateText: text, ...machineLoad(ticks) };
}

export async function run(): Promise<BenchmarkResult> {
  const startedAt = performance.now();
  const { cycles, parallelism } = await withEngineBench(PROGRAMS, async ({ emulator, parallelism, project }) => ({
    cycles: await alternatingRounds("source-engine", PROVIDERS, ROUNDS, (provider, r) => cycle(emulator, project(provider), provider, r)),
    parallelism,
  }));
  return summarize(cycles, parallelism, startedAt);
}

function summarize(cycles: readonly Cycle[], parallelism: number, startedAt: number): BenchmarkResult {
  const of = (provider: ProviderId) => cycles.filter((c) => c.provider === provider);
  const wall = (provider: ProviderId, id: CommandId) => median(of(provider).map((c) => c.runs[id].wallMs));
  const requestsPerResource = (id: CommandId) => median(of("ours").map((c) => c.runs[id].requests / RESOURCES));
  /** The requests' own minimum: ceil(N / P) waves of P operations, each making its r requests one after another. */
  const requestsMinimumMs = (id: CommandId) => Math.ceil(RESOURCES / parallelism) * requestsPerResource(id) * LATENCY_MS;
  /** Ours against the floor of the same round, over the rounds. */
  const paired = (id: CommandId) => {
    const ratios = of("ours").flatMap((ours) => {
      const floor = of("floor").find((f) => f.round === ours.round);
      if (floor === undefined) return [];
      return [ours.runs[id].wallMs / (floor.runs[id].wallMs + (REQUESTING.includes(id) ? requestsMinimumMs(id) : 0))];
    });
    return { median: median(ratios), lowest: Math.min(...ratios), highest: Math.max(...ratios) };
  };
  const stateBytesPerResource = (provider: ProviderId) => median(of(provider).map((c) => Buffer.byteLength(c.stateText) / RESOURCES));

  const figures: Figure[] = [
    figure("engine's default parallelism P (pulumi up --help)", parallelism, "operations"),
    figure("latency of every API request", LATENCY_MS, "ms"),
  ];
  for (const id of COMMANDS) {
    figures.push(figure(`${COMMAND_TITLES[id]} of ${EACH} integrations and ${EACH} data sources: floor`, round(wall("floor", id)), "ms"));
    if (REQUESTING.includes(id)) figures.push(figure(`${COMMAND_TITLES[id]} of ${RESOURCES} resources: floor + requests' minimum`, round(wall("floor", id) + requestsMinimumMs(id)), "ms"));
    figures.push(figure(`${COMMAND_TITLES[id]} of ${EACH} integrations and ${EACH} data sources: ours`, round(wall("ours", id)), "ms"));
    figures.push(figure(`${COMMAND_TITLES[id]} of ${RESOURCES} resources: API requests per resource`, round(requestsPerResource(id), 2), "requests"));
    const ratio = paired(id);
    const base = REQUESTING.includes(id) ? "(floor + minimum)" : "floor";
    figures.push(figure(`${COMMAND_TITLES[id]}: ours / ${base}, lowest of the rounds`, round(ratio.lowest, 2), "x"));
    figures.push(figure(`${COMMAND_TITLES[id]}: ours / ${base}, highest of the rounds`, round(ratio.highest, 2), "x"));
  }
  for (const provider of PROVIDERS) figures.push(figure(`${provider}: stack export per resource`, round(stateBytesPerResource(provider)), "bytes"));
  const last = of("ours").at(-1);
  if (last !== undefined) {
    for (const kind of KINDS) figures.push(figure(`ours: one ${kind}'s record in the export`, round(stateBreakdown(last.stateText, `pulumi-nodejs:dynamic/datafold:${kind}`).recordBytes), "bytes"));
  }
  const loads = cycles.map((c) => c.loadAverage);
  figures.push(figure("machine load average (1 min) after each stack, highest", round(Math.max(...loads), 1), "processes"));
  figures.push(figure("CPU time stolen by the hypervisor per stack, highest", round(Math.max(...cycles.map((c) => c.stolenPercent)), 1), "%"));

  const targets = [
    target(`preview of a new stack of ${RESOURCES} resources: ours / floor`, round(paired("preview").median, 2), "at most", 1.3, "x"),
    target(`preview with no changes of ${RESOURCES} resources: ours / floor`, round(paired("preview-same").median, 2), "at most", 1.3, "x"),
    target(`API requests of ours' two previews of ${RESOURCES} resources`, round((requestsPerResource("preview") + requestsPerResource("preview-same")) * RESOURCES), "at most", 0, "requests"),
    ...REQUESTING.map((id) => target(`${COMMAND_TITLES[id]} of ${RESOURCES} resources: ours / (floor + requests' minimum)`, round(paired(id).median, 2), "at most", 1.3, "x")),
    target(`state per resource (pulumi stack export / resources): ours / floor`, round(stateBytesPerResource("ours") / stateBytesPerResource("floor"), 2), "at most", 1.1, "x"),
  ];

  const tables: Table[] = [
    {
      title: `${EACH} Looker integrations and ${EACH} data sources through the Pulumi CLI (file:// backend): wall time in ms, median of ${ROUNDS} rounds (lowest–highest)`,
      columns: ["provider", ...COMMANDS.map((id) => COMMAND_TITLES[id]), "API requests per resource (same order)", "stack export, bytes per resource"],
      rows: PROVIDERS.map((provider) => [
        provider,
        ...COMMANDS.map((id) => wallTimesCell(of(provider).map((c) => c.runs[id].wallMs))),
        COMMANDS.map((id) => round(median(of(provider).map((c) => c.runs[id].requests / RESOURCES)), 2)).join(" / "),
        round(stateBytesPerResource(provider)),
      ]),
    },
    cpuTable(PROVIDERS, of),
  ];

  return benchmarkResult(
    {
      id: "source-engine",
      title: `Integrations and data sources through the engine: ${EACH} + ${EACH}, preview, up, refresh and destroy`,
      figures,
      targets,
      tables,
      notes: [
        `${EACH} LookerIntegration and ${EACH} DataSource (postgres, connection test on) resources, credentials secret; the floor creates the same resources, named alike, with a do-nothing provider.`,
        `Requests' own minimum: ceil(N / P) x r x ${LATENCY_MS} ms, with N resources, P = ${parallelism} and r the API requests ours makes per resource in that command, one after another (measured from the emulator's request log). A data source's create is 4 requests (a listing first, the POST, the test's POST, one look at its job) and its delete none (the API has no delete); an integration's create lists first too.`,
        "Each stack is new: preview (all to create), up, `pulumi stack export`, preview with --expect-no-changes, refresh with --expect-no-changes, destroy (the data sources stay in the emulator: the API cannot delete them), stack rm. Every command's summary is checked.",
      ],
    },
    startedAt,
  );
}
