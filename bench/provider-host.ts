/**
 * 3. Provider host cost: cold start (spawning the dynamic-provider host to the first
 * completed Create, as `pulumi up` pays it once per deployment) and the per-operation
 * overhead of creating tokens through the host rather than with the client directly.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { clientOptions, clients, concurrency, reconciledCreate } from "./lib/built";
import { ProviderHost, type PropertyMap } from "../tools/provider-host-driver/provider-host";
import { makeInstalledProject, registeredInputs as registeredInputsOf } from "../tools/harness/installed-project";
import * as pulumi from "@pulumi/pulumi";
import { hostEnvironment, makeProviderProject, registrationOf, stackConfigFor, startConfiguredHost } from "../tools/harness/provider-harness";
import { startEmulatorProcess, type EmulatorProcess } from "./lib/emulator-process";
import { benchmarkResult, figure, median, round, target, type BenchmarkResult } from "./lib/results";

const COLD_STARTS = 5;
const CREATES = 200;
const PARALLELISM = 10;
const LATENCIES_MS = [25, 0];

const urnOf = (name: string) => `urn:pulumi:bench::bench::pulumi-nodejs:dynamic:Resource::${name}`;
const argsOf = (i: number) => ({ principalType: "user", principalId: `bench-user-${i}`, label: "bench", expiresInDays: 90 });

/** What the program registers for token `i` (the `__provider` is the same text for all). */
function registeredInputs(providerText: string, i: number): PropertyMap {
  return { __provider: providerText, ...argsOf(i) };
}

function providerTextOf(packageDir: string): string {
  return registeredInputsOf(join(packageDir, "dist"), "ProxyToken", argsOf(0)).__provider as string;
}

/**
 * The floor of any dynamic provider: one that does nothing (create echoes its inputs), so
 * its cold start is the host's own, loading @pulumi/pulumi, and none of ours.
 */
class NothingResource extends pulumi.dynamic.Resource {
  constructor(name: string) {
    const provider: pulumi.dynamic.ResourceProvider = { create: async (inputs) => ({ id: "nothing", outs: inputs }) };
    super(provider, name, { value: 1 }, undefined, "bench", "Nothing");
  }
}

/** Spawn, configure, check and create one token, timed in phases. */
async function coldStart(projectDir: string, providerText: string, emulator: EmulatorProcess, i: number) {
  const started = performance.now();
  const host = await ProviderHost.start({ cwd: projectDir, env: hostEnvironment() });
  const listening = performance.now();
  try {
    await host.configure(stackConfigFor(emulator));
    const checked = await host.check(urnOf(`cold-${i}`), {}, registeredInputs(providerText, 1000 + i));
    const checkedAt = performance.now();
    await host.create(urnOf(`cold-${i}`), checked.inputs);
    const done = performance.now();
    return { totalMs: done - started, spawnMs: listening - started, firstCheckMs: checkedAt - listening, createMs: done - checkedAt };
  } finally {
    await host.close();
  }
}

/**
 * What a Node process takes to load @pulumi/pulumi and exit, as the host does before it can
 * listen: the part of the floor that belongs to the SDK, not to the host's gRPC server.
 */
function sdkLoadMs(projectDir: string): number {
  const started = performance.now();
  // The same copy of the SDK the host runs (ProviderHost spawns this repository's).
  const child = spawnSync(process.execPath, ["-e", "require(process.argv[1])", require.resolve("@pulumi/pulumi")], { cwd: projectDir, stdio: "ignore" });
  if (child.status !== 0) throw new Error(`loading @pulumi/pulumi in ${projectDir} exited with ${child.status}`);
  return performance.now() - started;
}

/** Runs `operation(i)` for i < CREATES, PARALLELISM at once; the wall time and each one's duration. */
async function timed(operation: (i: number) => Promise<unknown>) {
  const limit = new concurrency.ConcurrencyLimit(PARALLELISM);
  const durations: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CREATES }, (_, i) =>
      limit.run(async () => {
        const opStarted = performance.now();
        await operation(i);
        durations.push(performance.now() - opStarted);
      }),
    ),
  );
  return { wallMs: performance.now() - started, meanMs: durations.reduce((a, b) => a + b, 0) / durations.length };
}

/** 200 creates through one warm host, then the same with the client in this process. */
async function overhead(projectDir: string, providerText: string, emulator: EmulatorProcess, latencyMs: number) {
  await emulator.control.setLatency(latencyMs);
  await emulator.control.reset();
  const host = await startConfiguredHost(projectDir, emulator, {}, { recordTranscript: false });
  let viaHost;
  try {
    // Check every resource first, untimed, and warm the host up with one create.
    const checked = await Promise.all(
      Array.from({ length: CREATES + 1 }, async (_, i) => (await host.check(urnOf(`t${i}`), {}, registeredInputs(providerText, i))).inputs),
    );
    await host.create(urnOf("warm"), checked[CREATES]!);
    viaHost = await timed((i) => host.create(urnOf(`t${i}`), checked[i]!));
  } finally {
    await host.close();
  }
  await emulator.control.reset();
  const admin = new clients.ProxyAdminClient({ proxyUrl: emulator.url, proxyManagerToken: emulator.proxyManagerToken, env: {} });
  const principal = (i: number) => ({ type: "user" as const, id: `direct-user-${i}` });
  await reconciledCreate.createTokenReconciled(admin, principal(CREATES), { label: "bench", expiresInDays: 90 }); // warm-up
  const direct = await timed((i) => reconciledCreate.createTokenReconciled(admin, principal(i), { label: "bench", expiresInDays: 90 }));
  const postOnly = await timed((i) => admin.createToken({ type: "user", id: `post-only-${i}` }, { label: "bench", expiresInDays: 90 }));
  return { viaHost, direct, postOnly };
}

export async function run(): Promise<BenchmarkResult> {
  const startedAt = performance.now();
  const emulator = await startEmulatorProcess();
  const project = makeInstalledProject();
  try {
    const providerText = providerTextOf(project.packageDir);
    const nothingText = (await registrationOf("nothing", () => new NothingResource("nothing"))).inputs.__provider as string;
    const colds = [];
    const floors = [];
    const sdkLoads: number[] = [];
    const empty = makeProviderProject();
    try {
      // One untimed start of each first, then the two alternate: run in blocks, whichever
      // came first could meet a colder page cache (one such run put ours 258 ms behind
      // before any provider code had run).
      await coldStart(project.dir, providerText, emulator, -1);
      await coldStart(empty.dir, nothingText, emulator, -1);
      for (let i = 0; i < COLD_STARTS; i++) {
        colds.push(await coldStart(project.dir, providerText, emulator, i));
        floors.push(await coldStart(empty.dir, nothingText, emulator, i));
        sdkLoads.push(sdkLoadMs(empty.dir));
      }
    } finally {
      empty.remove();
    }
    const floorMs = median(floors.map((c) => c.totalMs));
    // Until the host listens no provider code has run (the provider arrives with Configure and
    // Check), so our share is measured from there: ours after listening minus the do-nothing
    // provider's. The time to listen is the same code for both, and its noise (the two
    // medians differed by up to 268 ms either way in runs of the same build) would swamp
    // the difference.
    const afterListening = (c: { totalMs: number; spawnMs: number }) => c.totalMs - c.spawnMs;
    const shareMs = median(colds.map(afterListening)) - median(floors.map(afterListening));
    const cold = {
      totalMs: median(colds.map((c) => c.totalMs)),
      spawnMs: median(colds.map((c) => c.spawnMs)),
      firstCheckMs: median(colds.map((c) => c.firstCheckMs)),
      createMs: median(colds.map((c) => c.createMs)),
    };
    const runs: ({ latencyMs: number } & Awaited<ReturnType<typeof overhead>>)[] = [];
    for (const latencyMs of LATENCIES_MS) runs.push({ latencyMs, ...(await overhead(project.dir, providerText, emulator, latencyMs)) });
    const ratio = (r: (typeof runs)[number]) => r.viaHost.wallMs / r.direct.wallMs;
    const judged = runs[0]!;
    return benchmarkResult(
      {
        id: "provider-host",
        title: "Provider host: cold start and per-operation overhead",
        figures: [
          figure("cold start: spawn to first completed Create (median of 5)", round(cold.totalMs), "ms"),
          figure("  spawn until the host listens", round(cold.spawnMs), "ms"),
          figure("  configure and first Check (loads the implementation)", round(cold.firstCheckMs), "ms"),
          figure("  first Create (GET + POST)", round(cold.createMs), "ms"),
          figure("cold start, slowest of 5", round(Math.max(...colds.map((c) => c.totalMs))), "ms"),
          figure("cold start of a provider that does nothing (the host's own floor, median of 5)", round(floorMs), "ms"),
          figure("  of which spawn until the host listens", round(median(floors.map((c) => c.spawnMs))), "ms"),
          figure("  of which configure, first Check and first Create", round(median(floors.map(afterListening))), "ms"),
          figure("  for scale: node loading @pulumi/pulumi and exiting (median of 5)", round(median(sdkLoads)), "ms"),
          figure("our share: after the host listens, ours minus the do-nothing provider's", round(shareMs), "ms"),
          ...runs.flatMap((r) => [
            figure(`${r.latencyMs} ms latency: 200 creates through the host, wall`, round(r.viaHost.wallMs), "ms"),
            figure(`${r.latencyMs} ms latency: 200 creates with the client (createTokenReconciled), wall`, round(r.direct.wallMs), "ms"),
            figure(`${r.latencyMs} ms latency: 200 creates with createToken alone (POST only), wall`, round(r.postOnly.wallMs), "ms"),
            figure(`${r.latencyMs} ms latency: mean create through the host`, round(r.viaHost.meanMs, 1), "ms"),
            figure(`${r.latencyMs} ms latency: mean create with the client`, round(r.direct.meanMs, 1), "ms"),
            figure(`${r.latencyMs} ms latency: host / client`, round(ratio(r), 2), "x"),
          ]),
        ],
        targets: [
          target("cold start (median of 5)", round(cold.totalMs), "at most", 600, "ms"),
          target("our share of the cold start (over the do-nothing provider's)", round(shareMs), "at most", 600, "ms"),
          target(`host / client over 200 creates at parallelism 10, ${judged.latencyMs} ms latency`, round(ratio(judged), 2), "at most", 1.5, "x"),
        ],
        notes: [
          "Both sides make the same requests: a ProxyToken create is createTokenReconciled (GET the principal's tokens, then POST), so the client side runs that too; createToken alone (POST only) is shown for scale.",
          `Both sides run with the default limit of ${clientOptions.DEFAULT_MAX_CONCURRENT_REQUESTS} requests at once per service; parallelism 10 is how many creates are started at once, as \`pulumi up --parallel 10\` does.`,
          "At 0 ms latency nothing but CPU is measured: the host adds a gRPC hop, protobuf Structs and a third process on 2 cores to a create that costs the client about a millisecond. The target is judged at 25 ms, as a real service is reached over a network (BENCHMARKS.md, method 3).",
        ],
      },
      startedAt,
    );
  } finally {
    project.remove();
    await emulator.close();
  }
}
