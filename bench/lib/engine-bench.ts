/**
 * The opening and the closing the engine benchmarks (bench/engine.ts, bench/monitor-engine.ts)
 * share: the real Pulumi CLI and its parallelism, the emulator CLI answering every request after
 * a fixed latency, this build packed as users receive it, and one project per provider
 * installed from that tarball; removed again, whatever the benchmark did in between. Written
 * once so that the two measure their stacks on the same footing.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HOW_TO_GET_THE_CLI, pulumiCliDir } from "../../tools/pulumi-cli/locate";
import { programFiles } from "../../tools/harness/program-files";
import { packTarball, PulumiProject } from "../../tools/harness/pulumi-project";
import { COMMAND_TITLES, COMMANDS, CPU_ROLES, engineParallelism, fmt, type CommandId, type CommandRun } from "./cli-command";
import { median, round, type Table } from "./results";
import { startEmulatorProcess, type EmulatorProcess } from "./emulator-process";

/** How long the emulator waits before answering any request, in both engine benchmarks. */
export const LATENCY_MS = 25;

/**
 * One provider's program: its project name and its files besides Pulumi.yaml, package.json and
 * tsconfig.json; or, for a program in another language, every file of it (its own Pulumi.yaml).
 */
export interface BenchProgram {
  readonly name: string;
  readonly files: Readonly<Record<string, string>>;
  /** Installs bench/floor, the do-nothing provider, as `datafold-bench-floor` in the project's node_modules. */
  readonly floor?: boolean;
  /** A program in another language (Python, through the plugin): its files as given, no npm package installed. */
  readonly otherLanguage?: boolean;
}

/** What a benchmark's body gets: everything is ready, and removed after it returns or throws. */
export interface EngineBench<P extends string> {
  readonly cliDir: string;
  /** The engine's default parallelism P, as `pulumi up --help` states it. */
  readonly parallelism: number;
  readonly emulator: EmulatorProcess;
  project(provider: P): PulumiProject;
}

/**
 * Runs `body` with the CLI, an emulator and one project per entry of `programs`, then removes
 * the projects and the tarball and stops the emulator. Fails before starting anything when
 * there is no CLI, saying how to get one.
 */
export async function withEngineBench<P extends string, T>(programs: Readonly<Record<P, BenchProgram>>, body: (bench: EngineBench<P>) => Promise<T>): Promise<T> {
  const cliDir = pulumiCliDir();
  if (cliDir === undefined) throw new Error(HOW_TO_GET_THE_CLI);
  const parallelism = engineParallelism(cliDir);
  const emulator = await startEmulatorProcess(["--latency-ms", String(LATENCY_MS)]);
  const packDir = mkdtempSync(join(tmpdir(), "pulumi-datafold-bench-pack-"));
  const projects = new Map<P, PulumiProject>();
  try {
    const tarball = packTarball(packDir);
    for (const provider of Object.keys(programs) as P[]) projects.set(provider, benchProject(cliDir, tarball, programs[provider]));
    return await body({
      cliDir,
      parallelism,
      emulator,
      project: (provider) => {
        const project = projects.get(provider);
        if (project === undefined) throw new Error(`bench: no project for provider "${provider}"`);
        return project;
      },
    });
  } finally {
    for (const project of projects.values()) project.remove();
    rmSync(packDir, { recursive: true, force: true });
    await emulator.close();
  }
}

/**
 * A project with the package installed from the tarball. The SDK is copied, not linked, so
 * that the file paths it records in every resource's stack trace are a user's
 * (`node_modules/@pulumi/pulumi/...`), not a path back into this repository.
 */
function benchProject(cliDir: string, tarball: string, program: BenchProgram): PulumiProject {
  if (program.otherLanguage === true) return new PulumiProject(cliDir, tarball, { files: program.files, withoutPackage: true });
  const project = new PulumiProject(cliDir, tarball, {
    files: { ...programFiles(program.name, "").files, ...program.files },
    copiedDependencies: ["@pulumi"],
  });
  if (program.floor === true) cpSync(join(__dirname, "..", "floor"), join(project.dir, "node_modules", "datafold-bench-floor"), { recursive: true });
  return project;
}

/** What a floor-comparing benchmark records of one stack's cycle. */
export interface RoundCycle<P extends string> {
  readonly provider: P;
  /** The round (-1: the warm-up). */
  readonly round: number;
  readonly runs: Record<CommandId, CommandRun>;
  readonly loadAverage: number;
  readonly stolenPercent: number;
}

/**
 * One warm-up cycle of each provider, then `rounds` rounds of one cycle each, alternating and
 * each round starting with the other, so that neither always runs first. Returns the rounds'
 * cycles (not the warm-ups'), each logged as it ends.
 */
export async function alternatingRounds<P extends string, C extends RoundCycle<P>>(
  label: string,
  providers: readonly P[],
  rounds: number,
  cycle: (provider: P, round: number) => Promise<C>,
): Promise<C[]> {
  const log = (text: string) => console.log(`   ${label}: ${text}`);
  for (const provider of providers) {
    log(`warm-up: ${provider}`);
    await cycle(provider, -1);
  }
  const cycles: C[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const provider of r % 2 === 0 ? providers : [...providers].reverse()) {
      const c = await cycle(provider, r);
      cycles.push(c);
      log(
        `${provider} round ${r}: ${COMMANDS.map((id) => `${id} ${fmt(c.runs[id].wallMs)} ms (${c.runs[id].requests} req)`).join(", ")}; ` +
          `load ${round(c.loadAverage, 1)}, stolen ${round(c.stolenPercent, 1)}%`,
      );
    }
  }
  return cycles;
}

/** A table cell of one command's wall times over the rounds, in ms: the median, and the range when there were several. */
export function wallTimesCell(values: readonly number[]): string {
  const text = fmt(median(values));
  return values.length > 1 ? `${text} (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})` : text;
}

/**
 * The "CPU time by process" table of a floor-comparing benchmark: for each provider and
 * command, the wall time and each process role's CPU time, medians of the rounds. `titles` and
 * `roles` name the commands and the processes for another CLI than Pulumi's (OpenTofu's).
 */
export function cpuTable<P extends string>(
  providers: readonly P[],
  of: (provider: P) => readonly RoundCycle<P>[],
  {
    title = "CPU time by process, ms (median of the rounds; sampled every 200 ms)",
    firstColumn = "provider",
    titles = COMMAND_TITLES,
    roles = CPU_ROLES,
  }: { title?: string; firstColumn?: string; titles?: Readonly<Record<CommandId, string>>; roles?: typeof CPU_ROLES } = {},
): Table {
  return {
    title,
    columns: [firstColumn, "command", "wall", ...roles.map(([, name]) => name)],
    rows: providers.flatMap((provider) =>
      COMMANDS.map((id) => [
        provider,
        titles[id],
        fmt(median(of(provider).map((c) => c.runs[id].wallMs))),
        ...roles.map(([role]) => fmt(median(of(provider).map((c) => c.runs[id].cpuMs[role])))),
      ]),
    ),
  };
}
