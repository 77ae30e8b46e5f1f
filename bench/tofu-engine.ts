/**
 * 11. The Terraform provider through OpenTofu: `tofu plan`, `apply`, `plan`, `apply
 * -refresh-only` and `destroy` of a configuration of 200 monitors (50 of each kind, the monitors
 * of benchmarks 7 and 10), through the real tofu (`npm run tofu:install`) at its default
 * parallelism, against the emulator CLI answering every request after 25 ms, with the provider
 * as its release zip holds it (`npm run tofu:pack`). Compared in the same run, in alternating
 * rounds after one warm-up each, with the floor: the same configuration, to the byte, against a
 * provider that does nothing (bench/floor/terraform/entry.ts: our tfplugin6 server and schema
 * with a do-nothing provider behind it, built and packed as ours is), so that ours over the
 * floor is our provider's cost alone.
 *
 * BENCH_TOFU_MONITORS=8 BENCH_TOFU_ROUNDS=1 make a quick run while developing; the defaults are
 * the issue's. test/bench/tofu-engine.test.ts runs it small.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resourceTypeName } from "../src/terraform/shapes/naming";
import { terraformFromKit } from "../src/terraform/shapes/kit-values";
import { inputAttributes, resourceSchema } from "../src/terraform/provider/terraform-schema";
import { REQUIRED_PROVIDERS } from "../tools/harness/tofu-cli";
import { HOW_TO_GET_TOFU, tofuBinary } from "../tools/tofu-cli/locate";
import { benchMonitor, KINDS, TYPE_NAMES } from "./lib/bench-monitors";
import { COMMANDS, CPU_ROLES, machineLoad, measured, type CommandId, type CommandRun } from "./lib/cli-command";
import { startEmulatorProcess, type EmulatorProcess } from "./lib/emulator-process";
import { alternatingRounds, cpuTable, LATENCY_MS, wallTimesCell, type RoundCycle } from "./lib/engine-bench";
import { wholeFromEnv } from "./lib/env-number";
import { hclArguments, type HclValue } from "./lib/hcl-value";
import { cpuTicks } from "./lib/proc-stat";
import { benchmarkResult, figure, median, round, target, type BenchmarkResult, type Figure, type Table } from "./lib/results";
import { TOFU_COMMAND_TITLES, TOFU_COMMANDS, TofuDirectory, tofuExpectedCounts, tofuParallelism, tofuSummaryCounts } from "./lib/tofu-command";
import { FLOOR_TERRAFORM_ENTRY, packedTerraformProvider } from "./lib/tofu-providers";

const PROVIDERS = ["floor", "ours"] as const;
type ProviderId = (typeof PROVIDERS)[number];

/**
 * The commands whose time is judged against floor + the requests' own minimum: every one but
 * the plan of new resources. tofu's plan reads every resource in state first (a GET each), and
 * its destroy is such a plan (the reads) followed by the deletes.
 */
const REQUESTING: readonly CommandId[] = ["up", "preview-same", "refresh", "destroy"];

/** The processes whose CPU the table shows: tofu, the provider it starts, the emulator. */
const TOFU_CPU_ROLES: typeof CPU_ROLES = [
  ["command", "tofu"],
  ["host", "provider"],
  ["emulator", "emulator"],
  ["other", "other"],
];

export interface TofuEngineOptions {
  /** Monitors in the configuration: a multiple of 4, a quarter of each kind. */
  readonly monitors: number;
  /** Rounds after the warm-up. */
  readonly rounds: number;
}

// ---------------------------------------------------------------------------------------------
// The configuration

/**
 * main.tf of `count` monitors: monitor `i` of benchmarks 7 and 10 (bench/lib/bench-monitors.ts),
 * its inputs in Terraform's shape (the provider's own conversion, src/terraform/shapes) as a
 * user writes them in HCL, defaults left to the provider.
 */
export function monitorsConfiguration(count: number): string {
  const blocks = Array.from({ length: count }, (_, i) => {
    const monitor = benchMonitor(i);
    const type = resourceTypeName(TYPE_NAMES[monitor.kind]);
    const inputs = terraformFromKit(inputAttributes(resourceSchema(type)), monitor.inputs) as { readonly [name: string]: HclValue };
    return `resource "${type}" "${monitor.slug}" {\n${hclArguments(inputs, "  ")}}\n`;
  });
  return `${REQUIRED_PROVIDERS}\n${blocks.join("\n")}`;
}

// ---------------------------------------------------------------------------------------------
// Running the commands

interface Cycle extends RoundCycle<ProviderId> {
  /** terraform.tfstate after apply. */
  readonly stateText: string;
}

interface TofuState {
  readonly resources?: readonly { readonly type: string; readonly instances: readonly { readonly attributes: Readonly<Record<string, unknown>> }[] }[];
}

const shapes = new Map<string, string>();

/**
 * The floor must store what ours stores, type by type (the same attributes set), or its time and
 * state would not be OpenTofu's cost for these resources: checked on the warm-up's state, before
 * any figure.
 */
function checkShape(provider: ProviderId, stateText: string): void {
  const state = JSON.parse(stateText) as TofuState;
  for (const kind of KINDS) {
    const type = resourceTypeName(TYPE_NAMES[kind]);
    const attributes = state.resources?.find((resource) => resource.type === type)?.instances[0]?.attributes;
    if (attributes === undefined) throw new Error(`${provider}: no ${type} in terraform.tfstate`);
    shapes.set(`${provider} ${type}`, Object.keys(attributes).filter((name) => attributes[name] !== null).sort().join(","));
    const floor = shapes.get(`floor ${type}`);
    const ours = shapes.get(`ours ${type}`);
    if (floor !== undefined && ours !== undefined && floor !== ours) {
      throw new Error(`the floor provider's ${type} sets other attributes than ours in state:\n  floor ${floor}\n  ours  ${ours}`);
    }
  }
}

async function cycle(tofu: string, emulator: EmulatorProcess, providerDir: string, configuration: string, monitors: number, provider: ProviderId, round: number): Promise<Cycle> {
  const directory = new TofuDirectory(tofu, providerDir, { DATAFOLD_HOST: emulator.url, DATAFOLD_API_KEY: emulator.apiKey });
  try {
    directory.writeFile("main.tf", configuration);
    await emulator.control.reset();
    await emulator.control.setLatency(LATENCY_MS);
    const ticks = cpuTicks();
    const runs = {} as Record<CommandId, CommandRun>;
    let stateText = "";
    for (const id of COMMANDS) {
      const args = TOFU_COMMANDS[id];
      runs[id] = await measured(
        emulator,
        `${provider} ${monitors}: tofu ${args.join(" ")}`,
        tofuExpectedCounts(id, monitors),
        (onSpawn) => directory.run(args, { onSpawn }),
        undefined,
        tofuSummaryCounts,
      );
      if (id === "up") {
        stateText = readFileSync(join(directory.dir, "terraform.tfstate"), "utf8");
        if (round < 0) checkShape(provider, stateText);
      }
    }
    return { provider, round, runs, stateText, ...machineLoad(ticks) };
  } finally {
    directory.remove();
  }
}

export async function runTofuEngine({ monitors, rounds }: TofuEngineOptions): Promise<BenchmarkResult> {
  if (monitors % KINDS.length !== 0) throw new Error(`the OpenTofu benchmark's monitors must be a multiple of ${KINDS.length}, got ${monitors}`);
  const tofu = tofuBinary();
  if (tofu === undefined) throw new Error(`bench tofu-engine: ${HOW_TO_GET_TOFU}`);
  const startedAt = performance.now();
  const parallelism = tofuParallelism(tofu);
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-bench-tofu-providers-"));
  try {
    // What users install: the release zip as `npm run tofu:pack` builds it; the floor packed alike.
    const providerDirs: Record<ProviderId, string> = {
      ours: packedTerraformProvider(artifacts, "ours"),
      floor: packedTerraformProvider(artifacts, "floor", FLOOR_TERRAFORM_ENTRY),
    };
    const configuration = monitorsConfiguration(monitors);
    const emulator = await startEmulatorProcess(["--latency-ms", String(LATENCY_MS)]);
    try {
      const cycles = await alternatingRounds("tofu-engine", PROVIDERS, rounds, (provider, r) => cycle(tofu, emulator, providerDirs[provider], configuration, monitors, provider, r));
      return summarize(cycles, { monitors, rounds, parallelism }, startedAt);
    } finally {
      await emulator.close();
    }
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

export function run(): Promise<BenchmarkResult> {
  return runTofuEngine({ monitors: wholeFromEnv("BENCH_TOFU_MONITORS", 200, 4), rounds: wholeFromEnv("BENCH_TOFU_ROUNDS", 3, 1) });
}

// ---------------------------------------------------------------------------------------------
// The figures

function summarize(cycles: readonly Cycle[], { monitors, rounds, parallelism }: TofuEngineOptions & { parallelism: number }, startedAt: number): BenchmarkResult {
  const of = (provider: ProviderId) => cycles.filter((c) => c.provider === provider);
  const wall = (provider: ProviderId, id: CommandId) => median(of(provider).map((c) => c.runs[id].wallMs));
  const requestsPerResource = (provider: ProviderId, id: CommandId) => median(of(provider).map((c) => c.runs[id].requests / monitors));
  /** The requests' own minimum: ceil(N / P) waves of P operations, each making its r requests one after another. */
  const requestsMinimumMs = (id: CommandId) => Math.ceil(monitors / parallelism) * requestsPerResource("ours", id) * LATENCY_MS;
  /** Ours against the floor in the same round, the median over the rounds; the requests' minimum added to the floor where ours makes requests. */
  const paired = (id: CommandId) => {
    const ratios = of("ours").flatMap((ours) => {
      const floor = of("floor").find((c) => c.round === ours.round);
      if (floor === undefined) return [];
      const minimum = REQUESTING.includes(id) ? requestsMinimumMs(id) : 0;
      return [ours.runs[id].wallMs / (floor.runs[id].wallMs + minimum)];
    });
    return { median: median(ratios), lowest: Math.min(...ratios), highest: Math.max(...ratios) };
  };
  const stateBytesPerResource = (provider: ProviderId) => median(of(provider).map((c) => Buffer.byteLength(c.stateText) / monitors));
  const floorBase = (id: CommandId) => (REQUESTING.includes(id) ? "(floor + minimum)" : "floor");
  const title = (id: CommandId) => TOFU_COMMAND_TITLES[id];

  const figures: Figure[] = [
    figure("OpenTofu's default parallelism P (tofu apply -help), kept", parallelism, "operations"),
    figure("latency of every API request", LATENCY_MS, "ms"),
  ];
  for (const id of COMMANDS) {
    figures.push(figure(`${title(id)} of ${monitors} monitors: floor provider`, round(wall("floor", id)), "ms"));
    if (REQUESTING.includes(id)) figures.push(figure(`${title(id)} of ${monitors} monitors: floor provider + requests' minimum`, round(wall("floor", id) + requestsMinimumMs(id)), "ms"));
    figures.push(figure(`${title(id)} of ${monitors} monitors: ours`, round(wall("ours", id)), "ms"));
    figures.push(figure(`${title(id)} of ${monitors} monitors: API requests per resource, ours`, round(requestsPerResource("ours", id), 2), "requests"));
    const ratio = paired(id);
    figures.push(figure(`${title(id)}: ours / ${floorBase(id)}, lowest of the rounds`, round(ratio.lowest, 2), "x"));
    figures.push(figure(`${title(id)}: ours / ${floorBase(id)}, highest of the rounds`, round(ratio.highest, 2), "x"));
  }
  for (const provider of PROVIDERS) figures.push(figure(`${provider}: terraform.tfstate per resource`, round(stateBytesPerResource(provider)), "bytes"));
  figures.push(figure("terraform.tfstate per resource: ours / floor", round(stateBytesPerResource("ours") / stateBytesPerResource("floor"), 2), "x"));
  figures.push(figure("machine load average (1 min) after each cycle, highest", round(Math.max(...cycles.map((c) => c.loadAverage)), 1), "processes"));
  figures.push(figure("CPU time stolen by the hypervisor per cycle, highest", round(Math.max(...cycles.map((c) => c.stolenPercent)), 1), "%"));

  const targets = [
    ...COMMANDS.map((id) => target(`${title(id)} of ${monitors} monitors: ours / ${floorBase(id)}`, round(paired(id).median, 2), "at most", 1.3, "x")),
    target(`API requests of ours' plan of ${monitors} new monitors`, round(requestsPerResource("ours", "preview") * monitors), "at most", 0, "requests"),
  ];

  const tables: Table[] = [
    {
      title: `${monitors} monitors through OpenTofu (local state, parallelism ${parallelism}): wall time in ms, median of ${rounds} rounds (lowest–highest)`,
      columns: ["provider", ...COMMANDS.map(title), "API requests per resource (same order)", "terraform.tfstate, bytes per resource"],
      rows: PROVIDERS.map((provider) => [
        { floor: "floor (does nothing)", ours: "ours" }[provider],
        ...COMMANDS.map((id) => wallTimesCell(of(provider).map((c) => c.runs[id].wallMs))),
        COMMANDS.map((id) => round(requestsPerResource(provider, id), 2)).join(" / "),
        round(stateBytesPerResource(provider)),
      ]),
    },
    cpuTable(PROVIDERS, of, {
      title: "CPU time by process, ms (median of the rounds; sampled every 200 ms; the provider is every terraform-provider-datafold process tofu started)",
      titles: TOFU_COMMAND_TITLES,
      roles: TOFU_CPU_ROLES,
    }),
  ];

  return benchmarkResult(
    {
      id: "tofu-engine",
      title: `The Terraform provider through OpenTofu: ${monitors} monitors, plan, apply, plan, refresh and destroy`,
      figures,
      targets,
      tables,
      notes: [
        `main.tf declares ${monitors} monitors, a quarter of each kind (the monitors of benchmarks 7 and 10, in HCL), and no provider block: the provider reads DATAFOLD_HOST and DATAFOLD_API_KEY. tofu runs them from a new working directory with local state, the provider served by dev_overrides from the unpacked release zip of \`npm run tofu:pack\` (no \`tofu init\`).`,
        "The floor runs the same main.tf against a provider that does nothing (bench/floor/terraform/entry.ts): our tfplugin6 server and schema serving a provider that plans what OpenTofu proposes (defaults and unknown outputs filled in as ours fills them), creates by making up the outputs, reads the state back, sends no request; built and packed as ours is (scripts/pack-terraform-provider.sh --entry). Ours / floor is our provider's cost alone.",
        `OpenTofu runs ${parallelism} operations at once by default (-parallelism); the benchmark keeps the default, which is what users get.`,
        `Requests' own minimum: ceil(N / P) x r x ${LATENCY_MS} ms, with N monitors, P = ${parallelism} and r the API requests ours makes per monitor in that command, one after another (measured from the emulator's request log). tofu's plan with a state reads every resource first (one GET each), and its destroy is such a plan followed by the deletes.`,
        "Each cycle is a new working directory: plan (all to add), apply -auto-approve, plan (no changes), apply -refresh-only -auto-approve (no changes), destroy -auto-approve. Every command's summary is checked.",
      ],
    },
    startedAt,
  );
}
