/**
 * 6. The engine: `pulumi preview`, `up`, `refresh` and `destroy` of whole stacks of 10, 100
 * and 300 tokens, through the real Pulumi CLI with a file:// backend, against the emulator
 * CLI answering every request after 25 ms. Three providers, in the same run, alternating,
 * after one warm-up each: ours (ProxyToken, installed from the tarball), the conventional one
 * (bench/conventional, its code in its closure) and a floor that does nothing for resources
 * of the same shape (bench/floor).
 *
 * BENCH_ENGINE_SIZES=10,30 BENCH_ENGINE_ROUNDS=1 make a quick run while developing; the
 * defaults are the issue's.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { CliResult, PulumiProject } from "../tools/harness/pulumi-project";
import { COMMAND_TITLES, COMMANDS, CPU_ROLES, expectedCounts, fmt, machineLoad, measured, REQUESTING, type CommandId, type CommandRun } from "./lib/cli-command";
import type { EmulatorProcess } from "./lib/emulator-process";
import { LATENCY_MS, withEngineBench, type BenchProgram } from "./lib/engine-bench";
import { cpuTicks } from "./lib/proc-stat";
import { benchmarkResult, figure, median, round, target, type BenchmarkResult, type Figure, type Table } from "./lib/results";
import { stateBreakdown, type StateBreakdown } from "./lib/state-breakdown";

function numbersFromEnv(name: string, fallback: readonly number[], least = 1): number[] {
  const text = process.env[name];
  if (text === undefined || text === "") return [...fallback];
  const values = text.split(",").map(Number);
  if (values.some((v) => !Number.isInteger(v) || v < least)) throw new Error(`${name} must be a comma-separated list of whole numbers from ${least}, got "${text}"`);
  return values;
}

const SIZES = numbersFromEnv("BENCH_ENGINE_SIZES", [10, 100, 300]).sort((a, b) => a - b);
/** Rounds of the floor and ours at each size; the figures are their medians. */
const ROUNDS = numbersFromEnv("BENCH_ENGINE_ROUNDS", [5])[0]!;
/** Rounds of the conventional provider: it is there for scale, and one round at 300 takes minutes. */
const CONVENTIONAL_ROUNDS = numbersFromEnv("BENCH_ENGINE_CONVENTIONAL_ROUNDS", [1], 0)[0]!;
/** BENCH_ENGINE_CHECKPOINTS=0 leaves out the trial without checkpoints (PULUMI_SKIP_CHECKPOINTS). */
const CHECKPOINT_TRIAL = process.env.BENCH_ENGINE_CHECKPOINTS !== "0";
/**
 * A directory: the provider host and the program of every command are CPU-profiled
 * (bench/lib/cpu-profile-preload.js), one subdirectory per command. Timings are then not
 * comparable with a run without it.
 */
const PROFILE = process.env.BENCH_ENGINE_PROFILE ? resolve(process.env.BENCH_ENGINE_PROFILE) : undefined;

/**
 * A directory: every CLI command also runs with `-v=4 --logtostderr`, and its stderr (the
 * engine's step log: when each step was applied and retired, by worker) is kept there, one
 * file per command, for bench/lib/step-log-summary.ts.
 */
const STEP_LOG = process.env.BENCH_ENGINE_STEP_LOG ? resolve(process.env.BENCH_ENGINE_STEP_LOG) : undefined;
let stepLogCount = 0;

/** Moves the profiles the last command wrote into a directory named after it. */
function keepProfiles(label: string): void {
  const directory = join(PROFILE!, label.replace(/[^\w.-]+/g, "-"));
  mkdirSync(directory, { recursive: true });
  for (const file of readdirSync(PROFILE!)) if (file.endsWith(".cpuprofile")) renameSync(join(PROFILE!, file), join(directory, file));
}

const ALL_PROVIDERS = ["floor", "ours", "conventional"] as const;
type ProviderId = (typeof ALL_PROVIDERS)[number];
/** BENCH_ENGINE_CONVENTIONAL_ROUNDS=0 leaves the conventional provider out, warm-up and all. */
const PROVIDERS: readonly ProviderId[] = ALL_PROVIDERS.filter((p) => p !== "conventional" || CONVENTIONAL_ROUNDS > 0);
const PROVIDER_TITLES: Record<ProviderId, string> = { floor: "floor", ours: "ours", conventional: "conventional" };
const TYPES: Record<ProviderId, string> = {
  floor: "pulumi-nodejs:dynamic/floor:ProxyToken",
  ours: "pulumi-nodejs:dynamic/datafold:ProxyToken",
  conventional: "pulumi-nodejs:dynamic/conventional:ProxyToken",
};

// ---------------------------------------------------------------------------------------------
// The programs

/** The same tokens for every provider: a user each, the arguments of the state-size benchmark. */
function tokenLoop(construct: string): string {
  return `const tokens = Number(process.env.BENCH_TOKENS);
for (let i = 0; i < tokens; i++) {
  new ${construct}(\`token-\${i}\`, { principalType: "user", principalId: \`bench-user-\${i}\`, label: "bi-tool", expiresInDays: 90, rotateBeforeDays: 14 });
}
`;
}

const PROGRAMS: Record<ProviderId, BenchProgram> = {
  ours: { name: "bench-ours", files: { "index.ts": `import * as datafold from "pulumi-datafold";\n\n${tokenLoop("datafold.ProxyToken")}` } },
  floor: { name: "bench-floor", floor: true, files: { "index.ts": `import { FloorProxyToken } from "datafold-bench-floor";\n\n${tokenLoop("FloorProxyToken")}` } },
  conventional: {
    name: "bench-conventional",
    files: {
      // A module of the program, as a conventional provider is: the SDK serializes its code.
      "conventional-provider.ts": readFileSync(join(__dirname, "conventional", "proxy-token-provider.ts"), "utf8"),
      "index.ts": `import * as pulumi from "@pulumi/pulumi";
import { conventionalProxyTokenProvider } from "./conventional-provider";

class ConventionalProxyToken extends pulumi.dynamic.Resource {
  constructor(name: string, args: pulumi.Inputs) {
    super(conventionalProxyTokenProvider, name, args, { additionalSecretOutputs: ["token"] }, "conventional", "ProxyToken");
  }
}

${tokenLoop("ConventionalProxyToken")}`,
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Running commands

/** The Pulumi CLI; the same without a checkpoint after each step. */
type Runner = "cli" | "cli-no-checkpoints";

interface Cycle {
  readonly runner: Runner;
  readonly provider: ProviderId;
  readonly size: number;
  /** The round at this size (-1: the warm-up). */
  readonly round: number;
  readonly runs: Record<CommandId, CommandRun>;
  /** `pulumi stack export` after up. */
  readonly stateText: string;
  readonly stateBytes: number;
  /** The checkpoint file the file:// backend keeps after up (compact JSON). */
  readonly checkpointBytes: number;
  readonly loadAverage: number;
  readonly stolenPercent: number;
}

function environmentFor(emulator: EmulatorProcess, size: number): Record<string, string> {
  return {
    ...(PROFILE === undefined ? {} : { NODE_OPTIONS: `--require ${join(__dirname, "lib", "cpu-profile-preload.js")}`, BENCH_ENGINE_PROFILE: PROFILE }),
    DATAFOLD_HOST: emulator.url,
    DATAFOLD_API_KEY: emulator.apiKey,
    DATAFOLD_PROXY_URL: emulator.url,
    DATAFOLD_PROXY_MANAGER_TOKEN: emulator.proxyManagerToken,
    BENCH_TOKENS: String(size),
  };
}


/** Keeps the profiles and the step log of a command, when the run asked for them. */
function keepDiagnostics(label: string, result: CliResult): void {
  if (PROFILE !== undefined) keepProfiles(label);
  if (STEP_LOG !== undefined && label.includes(": pulumi ")) {
    writeFileSync(join(STEP_LOG, `${String(++stepLogCount).padStart(3, "0")}-${label.replace(/[^\w.-]+/g, "-")}.log`), result.stderr);
  }
}

/** A fresh emulator state for each stack: no tokens left over from the last one. */
async function freshEmulator(emulator: EmulatorProcess): Promise<void> {
  await emulator.control.reset();
  await emulator.control.setLatency(LATENCY_MS);
}

let stackCount = 0;

/** The input and output keys of each provider's resources, from its first export. */
const shapes = new Map<ProviderId, string>();

/**
 * The floor must have the properties of ours, or its time and state would not be the engine's
 * cost for a ProxyToken: checked on the first export of each (the warm-up), before any figure.
 */
function checkShape(provider: ProviderId, exportText: string): void {
  const { deployment } = JSON.parse(exportText) as { deployment: { resources?: { type: string; inputs?: object; outputs?: object }[] } };
  const resource = deployment.resources?.find((r) => r.type === TYPES[provider]);
  if (resource === undefined) throw new Error(`${provider}: no ${TYPES[provider]} in the export`);
  const keys = (o: object | undefined) => Object.keys(o ?? {}).sort().join(",");
  shapes.set(provider, `inputs: ${keys(resource.inputs)}; outputs: ${keys(resource.outputs)}`);
  const floor = shapes.get("floor");
  const ours = shapes.get("ours");
  if (floor !== undefined && ours !== undefined && floor !== ours) {
    throw new Error(`the floor's resources do not have ours' properties:\n  floor ${floor}\n  ours  ${ours}`);
  }
}

/** preview, up, export, preview, refresh, destroy of a new stack of `size` tokens, through the CLI. */
async function cliCycle(emulator: EmulatorProcess, project: PulumiProject, provider: ProviderId, size: number, round: number, runner: Runner): Promise<Cycle> {
  const skipCheckpoints: Record<string, string> = runner === "cli-no-checkpoints" ? { PULUMI_SKIP_CHECKPOINTS: "true" } : {};
  const stack = project.stack(`s${++stackCount}`, { ...environmentFor(emulator, size), ...skipCheckpoints });
  await stack.init();
  await freshEmulator(emulator);
  const ticks = cpuTicks();
  const runs = {} as Record<CommandId, CommandRun>;
  const command = async (id: CommandId, args: readonly string[]) => {
    const logged = STEP_LOG === undefined ? args : [...args, "-v=4", "--logtostderr"];
    const label = `${provider} ${size}: pulumi ${args.join(" ")}`;
    runs[id] = await measured(emulator, label, expectedCounts(id, size + 1), (onSpawn) => stack.run(logged, { onSpawn }), (result) => keepDiagnostics(label, result));
  };
  await command("preview", ["preview"]);
  await command("up", ["up", "--yes", "--skip-preview"]);
  const { text } = await stack.exportState();
  if (provider !== "conventional" && !shapes.has(provider)) checkShape(provider, text);
  const checkpointBytes = statSync(join(project.work, "backend", ".pulumi", "stacks", PROGRAMS[provider].name, `${stack.name}.json`)).size;
  await command("preview-same", ["preview", "--expect-no-changes"]);
  await command("refresh", ["refresh", "--yes", "--skip-preview", "--expect-no-changes"]);
  await command("destroy", ["destroy", "--yes", "--skip-preview"]);
  await stack.ok(["stack", "rm", "--yes"]);
  return { runner, provider, size, round, runs, stateText: text, stateBytes: Buffer.byteLength(text), checkpointBytes, ...machineLoad(ticks) };
}

// ---------------------------------------------------------------------------------------------
// The figures

class Measurements {
  constructor(readonly cycles: readonly Cycle[]) {}

  of(runner: Runner, provider: ProviderId, size: number): Cycle[] {
    return this.cycles.filter((c) => c.runner === runner && c.provider === provider && c.size === size);
  }

  has(runner: Runner, provider: ProviderId, size: number): boolean {
    return this.of(runner, provider, size).length > 0;
  }

  /** Median wall time of a command, ms. */
  wall(runner: Runner, provider: ProviderId, size: number, command: CommandId): number {
    return median(this.of(runner, provider, size).map((c) => c.runs[command].wallMs));
  }

  spread(runner: Runner, provider: ProviderId, size: number, command: CommandId): string {
    const values = this.of(runner, provider, size).map((c) => c.runs[command].wallMs);
    const text = fmt(median(values));
    return values.length > 1 ? `${text} (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})` : text;
  }

  requestsPerToken(runner: Runner, provider: ProviderId, size: number, command: CommandId): number {
    return median(this.of(runner, provider, size).map((c) => c.runs[command].requests / size));
  }

  peakInFlight(runner: Runner, provider: ProviderId, size: number, command: CommandId): number {
    return Math.max(...this.of(runner, provider, size).map((c) => c.runs[command].peakInFlight));
  }

  stateBytesPerToken(runner: Runner, provider: ProviderId, size: number): number {
    return median(this.of(runner, provider, size).map((c) => c.stateBytes / size));
  }

  checkpointBytesPerToken(runner: Runner, provider: ProviderId, size: number): number {
    return median(this.of(runner, provider, size).map((c) => c.checkpointBytes / size));
  }

  hostPeakRssMiB(runner: Runner, provider: ProviderId, size: number): number {
    return Math.max(...this.of(runner, provider, size).flatMap((c) => COMMANDS.map((id) => c.runs[id].hostPeakRssMiB)));
  }
}

function gridTable(m: Measurements, runner: Runner, title: string): Table {
  const rows: (string | number)[][] = [];
  for (const provider of PROVIDERS) {
    for (const size of SIZES) {
      if (!m.has(runner, provider, size)) continue;
      rows.push([
        PROVIDER_TITLES[provider],
        size,
        ...COMMANDS.map((id) => m.spread(runner, provider, size, id)),
        COMMANDS.map((id) => round(m.requestsPerToken(runner, provider, size, id), 2)).join(" / "),
        round(m.stateBytesPerToken(runner, provider, size)),
        round(m.checkpointBytesPerToken(runner, provider, size)),
        round(m.hostPeakRssMiB(runner, provider, size)),
      ]);
    }
  }
  return {
    title,
    columns: [
      "provider",
      "tokens",
      ...COMMANDS.map((id) => `${COMMAND_TITLES[id]}, ms`),
      "API requests per token (same order)",
      "stack export, bytes per token",
      "checkpoint file, bytes per token",
      "provider host peak RSS, MiB",
    ],
    rows,
  };
}

function breakdownTable(breakdowns: Partial<Record<ProviderId, StateBreakdown>>, size: number): Table {
  const providers = PROVIDERS.filter((p) => breakdowns[p] !== undefined);
  const fieldNames = [...new Set(providers.flatMap((p) => [...breakdowns[p]!.fields, ...breakdowns[p]!.properties].map((s) => s.field)))];
  const valueOf = (p: ProviderId, field: string) => {
    const share = [...breakdowns[p]!.fields, ...breakdowns[p]!.properties].find((s) => s.field === field);
    return share === undefined ? "–" : round(share.bytes);
  };
  const rows: (string | number)[][] = [
    ["`pulumi stack export` / tokens", ...providers.map((p) => round(breakdowns[p]!.exportBytesPerResource))],
    ["one token's record", ...providers.map((p) => round(breakdowns[p]!.recordBytes))],
    ...fieldNames.map((field) => [field.includes(".") ? `  ${field}` : field, ...providers.map((p) => valueOf(p, field))]),
    ["indentation and line breaks (part of the above)", ...providers.map((p) => round(breakdowns[p]!.prettyPrinting))],
  ];
  return { title: `State per token at ${size} tokens, field by field (bytes of \`pulumi stack export\` each field takes)`, columns: ["field", ...providers.map((p) => PROVIDER_TITLES[p])], rows };
}

/** The engine's own part of a record: everything but the inputs and outputs. */
function engineRecordBytes(b: StateBreakdown): number {
  const share = (field: string) => b.fields.find((s) => s.field === field)?.bytes ?? 0;
  return b.recordBytes - share("inputs") - share("outputs");
}

// ---------------------------------------------------------------------------------------------

export async function run(): Promise<BenchmarkResult> {
  const startedAt = performance.now();
  if (PROFILE !== undefined) mkdirSync(PROFILE, { recursive: true });
  if (STEP_LOG !== undefined) mkdirSync(STEP_LOG, { recursive: true });
  const programs = Object.fromEntries(PROVIDERS.map((provider) => [provider, PROGRAMS[provider]])) as Record<ProviderId, BenchProgram>;
  const { cycles, parallelism } = await withEngineBench(programs, async ({ emulator, parallelism, project }) => {
    const cycles: Cycle[] = [];
    const log = (text: string) => console.log(`   engine: ${text}`);
    const report = (c: Cycle) =>
      log(
        `${c.runner} ${c.provider} ${c.size}: ${COMMANDS.map((id) => `${id} ${fmt(c.runs[id].wallMs)} ms (${c.runs[id].requests} req)`).join(", ")}; ` +
          `${fmt(c.stateBytes / c.size)} B/token; host ${round(Math.max(...COMMANDS.map((id) => c.runs[id].hostPeakRssMiB)))} MiB; load ${round(c.loadAverage, 1)}, stolen ${round(c.stolenPercent, 1)}%`,
      );

    const phase = async (runner: Runner, providers: readonly ProviderId[], sizes: readonly number[], rounds: number, warmUp: boolean) => {
      // One untimed cycle of each provider first (page cache, JIT of the CLI's first runs).
      for (const provider of warmUp ? providers : []) {
        log(`${runner} warm-up: ${provider}, ${sizes[0]} tokens`);
        await cliCycle(emulator, project(provider), provider, sizes[0]!, -1, runner);
      }
      for (const size of sizes) {
        for (let r = 0; r < rounds; r++) {
          // Alternating, and each round starts with another provider: none always runs first.
          const order = [...providers.slice(r % providers.length), ...providers.slice(0, r % providers.length)];
          for (const provider of order) {
            if (runner === "cli" && provider === "conventional" && r >= CONVENTIONAL_ROUNDS) continue;
            const c = await cliCycle(emulator, project(provider), provider, size, r, runner);
            cycles.push(c);
            report(c);
          }
        }
      }
    };
    await phase("cli", PROVIDERS, SIZES, ROUNDS, true);
    // The engine saves the whole state after each step; without that (PULUMI_SKIP_CHECKPOINTS),
    // what is left is the rest of the engine's work. The two largest sizes, floor and ours.
    if (CHECKPOINT_TRIAL) await phase("cli-no-checkpoints", ["floor", "ours"], SIZES.slice(-2), 1, false);
    return { cycles, parallelism };
  });
  return summarize(new Measurements(cycles), parallelism, startedAt);
}

function summarize(m: Measurements, parallelism: number, startedAt: number): BenchmarkResult {
  const S = SIZES[SIZES.length - 1]!;
  const S2 = SIZES.length > 1 ? SIZES[SIZES.length - 2]! : undefined;
  const wall = (provider: ProviderId, command: CommandId, size = S) => m.wall("cli", provider, size, command);
  const oursRequests = (command: CommandId, size = S) => m.requestsPerToken("cli", "ours", size, command);
  /** The requests' own minimum: ceil(N / P) waves of the engine's P operations, each making its r requests one after another. */
  const requestsMinimumMs = (command: CommandId, size = S) => Math.ceil(size / parallelism) * oursRequests(command, size) * LATENCY_MS;
  const minimum = (command: CommandId, size = S) => wall("floor", command, size) + requestsMinimumMs(command, size);
  /**
   * Ours against the floor of the same round (they ran one after the other), the median over
   * the rounds: the machine is shared, and a slow minute slows both of a pair.
   */
  const paired = (command: CommandId) => {
    const ratios = m.of("cli", "ours", S).flatMap((ours) => {
      const floor = m.of("cli", "floor", S).find((f) => f.round === ours.round);
      if (floor === undefined) return [];
      const base = floor.runs[command].wallMs + (REQUESTING.includes(command) ? requestsMinimumMs(command) : 0);
      return [ours.runs[command].wallMs / base];
    });
    return { median: median(ratios), lowest: Math.min(...ratios), highest: Math.max(...ratios) };
  };

  const lastOf = (provider: ProviderId) => m.of("cli", provider, S).at(-1)!;
  const breakdowns: Partial<Record<ProviderId, StateBreakdown>> = {};
  for (const provider of PROVIDERS) if (m.has("cli", provider, S)) breakdowns[provider] = stateBreakdown(lastOf(provider).stateText, TYPES[provider]);
  const oursState = m.stateBytesPerToken("cli", "ours", S);
  const conventionalState = m.stateBytesPerToken("cli", "conventional", S);

  const figures: Figure[] = [
    figure("engine's default parallelism P (pulumi up --help; GOMAXPROCS x 4)", parallelism, "operations"),
    figure("latency of every API request", LATENCY_MS, "ms"),
  ];
  for (const id of COMMANDS) {
    figures.push(figure(`${COMMAND_TITLES[id]} at ${S} tokens: floor`, round(wall("floor", id)), "ms"));
    if (REQUESTING.includes(id)) figures.push(figure(`${COMMAND_TITLES[id]} at ${S} tokens: floor + requests' minimum`, round(minimum(id)), "ms"));
    figures.push(figure(`${COMMAND_TITLES[id]} at ${S} tokens: ours`, round(wall("ours", id)), "ms"));
    if (m.has("cli", "conventional", S)) figures.push(figure(`${COMMAND_TITLES[id]} at ${S} tokens: conventional`, round(wall("conventional", id)), "ms"));
    const ratio = paired(id);
    figures.push(figure(`${COMMAND_TITLES[id]} at ${S} tokens: ours / ${REQUESTING.includes(id) ? "(floor + minimum)" : "floor"}, lowest of the rounds`, round(ratio.lowest, 2), "x"));
    figures.push(figure(`${COMMAND_TITLES[id]} at ${S} tokens: ours / ${REQUESTING.includes(id) ? "(floor + minimum)" : "floor"}, highest of the rounds`, round(ratio.highest, 2), "x"));
  }
  if (m.has("cli-no-checkpoints", "floor", S) && m.has("cli-no-checkpoints", "ours", S)) {
    for (const id of ["up", "destroy"] as const) {
      for (const provider of ["floor", "ours"] as const) {
        figures.push(figure(`${COMMAND_TITLES[id]} at ${S} tokens without checkpoints: ${provider}`, round(m.wall("cli-no-checkpoints", provider, S, id)), "ms"));
      }
    }
  }
  for (const id of REQUESTING) figures.push(figure(`${COMMAND_TITLES[id]} at ${S} tokens: ours, most requests in flight at once`, m.peakInFlight("cli", "ours", S, id), "requests"));
  for (const provider of PROVIDERS) {
    if (!m.has("cli", provider, S)) continue;
    figures.push(figure(`${PROVIDER_TITLES[provider]}: stack export per token at ${S} tokens`, round(m.stateBytesPerToken("cli", provider, S)), "bytes"));
    figures.push(figure(`${PROVIDER_TITLES[provider]}: checkpoint file of the backend (compact JSON) per token at ${S} tokens`, round(m.checkpointBytesPerToken("cli", provider, S)), "bytes"));
  }
  if (breakdowns.floor) {
    figures.push(figure("the engine's own part of a token's record (floor: all but inputs and outputs)", round(engineRecordBytes(breakdowns.floor)), "bytes"));
  }
  if (breakdowns.ours) {
    const inputs = breakdowns.ours.fields.find((f) => f.field === "inputs")?.bytes ?? 0;
    const outputs = breakdowns.ours.fields.find((f) => f.field === "outputs")?.bytes ?? 0;
    figures.push(figure("ours: a token's inputs and outputs in the export (the provider's part)", round(inputs + outputs), "bytes"));
  }
  for (const provider of PROVIDERS) {
    if (!m.has("cli", provider, S)) continue;
    figures.push(figure(`${PROVIDER_TITLES[provider]}: provider host peak RSS at ${S} tokens`, round(m.hostPeakRssMiB("cli", provider, S)), "MiB"));
  }
  const loads = m.cycles.map((c) => c.loadAverage);
  const stolen = m.cycles.map((c) => c.stolenPercent);
  figures.push(figure("machine load average (1 min) after each stack, lowest", round(Math.min(...loads), 1), "processes"));
  figures.push(figure("machine load average (1 min) after each stack, highest", round(Math.max(...loads), 1), "processes"));
  figures.push(figure("CPU time stolen by the hypervisor per stack, highest", round(Math.max(...stolen), 1), "%"));

  const targets = [
    target(`preview of a new stack at ${S} tokens: ours / floor`, round(paired("preview").median, 2), "at most", 1.3, "x"),
    target(`preview with no changes at ${S} tokens: ours / floor`, round(paired("preview-same").median, 2), "at most", 1.3, "x"),
    target(`API requests of ours' two previews at ${S} tokens`, (oursRequests("preview") + oursRequests("preview-same")) * S, "at most", 0, "requests"),
    ...REQUESTING.map((id) => target(`${COMMAND_TITLES[id]} at ${S} tokens: ours / (floor + requests' minimum)`, round(paired(id).median, 2), "at most", 1.3, "x")),
    target(`state per token at ${S} tokens (pulumi stack export / tokens)`, round(oursState), "at most", 1536, "bytes"),
    ...(m.has("cli", "conventional", S) ? [target(`state per token at ${S} tokens: conventional / ours`, round(conventionalState / oursState, 1), "at least", 10, "x")] : []),
    ...(S2 === undefined
      ? []
      : COMMANDS.map((id) =>
          target(`${COMMAND_TITLES[id]}: ours' time per token at ${S} / at ${S2}`, round(wall("ours", id) / S / (wall("ours", id, S2) / S2), 2), "at most", 1.2, "x"),
        )),
  ];

  const tables: Table[] = [
    gridTable(m, "cli", `Pulumi CLI (file:// backend): wall time in ms, median of ${ROUNDS} rounds (lowest–highest); conventional ${CONVENTIONAL_ROUNDS} round`),
    cpuTable(m),
  ];
  if (Object.keys(breakdowns).length > 0) tables.push(breakdownTable(breakdowns, S));
  if (m.cycles.some((c) => c.runner === "cli-no-checkpoints")) {
    tables.push(gridTable(m, "cli-no-checkpoints", "Pulumi CLI without a checkpoint after each step (PULUMI_SKIP_CHECKPOINTS=true): wall time in ms, one round"));
  }
  if (S2 !== undefined) tables.push(linearityTable(m, S, S2));
  return benchmarkResult(
    {
      id: "engine",
      title: "The engine: preview, up, refresh and destroy of whole stacks",
      figures,
      targets,
      tables,
      notes: [
        `Requests' own minimum: ceil(N / P) x r x ${LATENCY_MS} ms, with N tokens, the engine's parallelism P = ${parallelism} and r the API requests ours makes per token in that command, one after another (2 for up: the list and the create; 1 for refresh and destroy). The time targets are the median over the rounds of ours / (the floor of the same round + that minimum); previews against the floor alone.`,
        "Each stack is new: preview (all to create), up, `pulumi stack export`, preview with --expect-no-changes, refresh with --expect-no-changes, destroy, stack rm. Every command's summary is checked; request counts come from the emulator's request log, cleared before each command.",
      ],
    },
    startedAt,
  );
}

/** Time per token at the largest size over that at the next: how each provider's cost grows, with and without checkpoints. */
function linearityTable(m: Measurements, size: number, smaller: number): Table {
  const rows: (string | number)[][] = [];
  for (const runner of ["cli", "cli-no-checkpoints"] as const) {
    for (const provider of PROVIDERS) {
      if (!m.has(runner, provider, size) || !m.has(runner, provider, smaller)) continue;
      rows.push([
        `${PROVIDER_TITLES[provider]}${runner === "cli" ? "" : ", no checkpoints"}`,
        ...COMMANDS.map((id) => `${round(m.wall(runner, provider, size, id) / size / (m.wall(runner, provider, smaller, id) / smaller), 2)}x`),
      ]);
    }
  }
  return { title: `Time per token at ${size} tokens / at ${smaller} tokens (Pulumi CLI)`, columns: ["provider", ...COMMANDS.map((id) => COMMAND_TITLES[id])], rows };
}

/** CPU time by process, at each size: where the time of each command goes. */
function cpuTable(m: Measurements): Table {
  const rows: (string | number)[][] = [];
  for (const provider of PROVIDERS) {
    for (const size of SIZES) {
      if (!m.has("cli", provider, size)) continue;
      for (const id of COMMANDS) {
        const cycles = m.of("cli", provider, size);
        rows.push([
          PROVIDER_TITLES[provider],
          size,
          COMMAND_TITLES[id],
          fmt(m.wall("cli", provider, size, id)),
          ...CPU_ROLES.map(([role]) => fmt(median(cycles.map((c) => c.runs[id].cpuMs[role])))),
        ]);
      }
    }
  }
  return {
    title: "CPU time by process, ms (median of the rounds; sampled every 200 ms, so a process's last 200 ms may be missing)",
    columns: ["provider", "tokens", "command", "wall", ...CPU_ROLES.map(([, title]) => title)],
    rows,
  };
}
