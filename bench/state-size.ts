/**
 * 2. State size: the bytes one ProxyToken keeps in state (its inputs and outputs as the
 * provider host returns them, `__provider` included), against a conventional dynamic
 * provider with the same features that carries its code in its closure, and how each grows
 * when the implementation grows. Every figure comes from a real Check and Create through
 * the dynamic-provider host of @pulumi/pulumi, against the emulator.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as pulumi from "@pulumi/pulumi";
import * as ts from "typescript";
import { makeInstalledProject, registeredInputs } from "../tools/harness/installed-project";
import type { EmulatorAddress } from "../tools/harness/clients";
import { makeProviderProject, registrationOf, startConfiguredHost } from "../tools/harness/provider-harness";
import type { PropertyMap } from "../tools/provider-host-driver/provider-host";
import { conventionalProxyTokenProvider } from "./conventional/proxy-token-provider";
import { startEmulatorProcess } from "./lib/emulator-process";
import { benchmarkResult, figure, round, target, type BenchmarkResult } from "./lib/results";

const ROOT = resolve(__dirname, "..");
const ARGS = { principalType: "user", principalId: "bench-user", label: "bi-tool", expiresInDays: 90, rotateBeforeDays: 14 };
/** Extra implementation code, in KiB, added to each provider to see how its state grows. */
const GROWTH_KIB = [0, 64, 256];
const URN = "urn:pulumi:bench::bench::pulumi-nodejs:dynamic:Resource::token";

/**
 * `size` bytes of plain functions of about 1 KiB each, as a bigger implementation would
 * have (validation rules with their messages), and a last line that uses them.
 */
function paddingCode(size: number, lastLine: (names: string[]) => string): string {
  const functions: string[] = [];
  const names: string[] = [];
  for (let i = 0, length = 0; length < size; i++) {
    const cases = Array.from(
      { length: 6 },
      (_, c) =>
        `  if (value === "reserved-${i}-${c}") {\n    return "label reserved-${i}-${c} is reserved by rule ${i}: choose another label, or ask the platform team to release it";\n  }\n`,
    );
    const code = `function rule${i}(value) {\n  if (typeof value !== "string") return undefined;\n${cases.join("")}  return undefined;\n}\n`;
    functions.push(code);
    names.push(`rule${i}`);
    length += code.length;
  }
  return `${functions.join("")}${lastLine(names)}\n`;
}

/** Check then Create through a host in `projectDir`; the resource's state and its size. */
async function stateThroughHost(projectDir: string, emulator: EmulatorAddress, registered: PropertyMap) {
  const host = await startConfiguredHost(projectDir, emulator);
  try {
    const checked = await host.check(URN, {}, registered);
    if (checked.failures.length > 0) throw new Error(`check failed: ${JSON.stringify(checked.failures)}`);
    const created = await host.create(URN, checked.inputs);
    // Refresh and delete too: the comparison only counts if both providers really work.
    const read = await host.read(URN, created.id, created.properties);
    if (read.id !== created.id || read.properties.status !== "active") throw new Error(`read after create: ${JSON.stringify(read)}`);
    await host.delete(URN, created.id, created.properties);
    const state = { inputs: checked.inputs, outputs: created.properties };
    return {
      stateBytes: Buffer.byteLength(JSON.stringify(state)),
      providerBytes: Buffer.byteLength(String(registered.__provider)),
      stderr: host.stderr,
    };
  } finally {
    await host.close();
  }
}

/** Ours, installed from npm (a copy under node_modules) with `extraKiB` of code added to its provider. */
async function ours(emulator: EmulatorAddress, extraKiB: number) {
  const project = makeInstalledProject();
  try {
    const dist = join(project.packageDir, "dist");
    if (extraKiB > 0) {
      // Loaded by the host with the provider: it announces itself on stderr, which is checked.
      const padding = paddingCode(extraKiB * 1024, (names) => `process.stderr.write("padding of ${extraKiB} KiB loaded, ${names.length} functions\\n");`);
      appendFileSync(join(dist, "provider", "proxy-token-provider.js"), `\n;(() => {\n${padding}})();\n`);
    }
    const registered = registeredInputs(dist, "ProxyToken", ARGS);
    const measured = await stateThroughHost(project.dir, emulator, registered);
    if (extraKiB > 0 && !measured.stderr.includes(`padding of ${extraKiB} KiB loaded`)) throw new Error("the host did not load the grown implementation");
    return { ...measured, implementationBytes: implementationSize(project.packageDir) };
  } finally {
    project.remove();
  }
}

/** Bytes of our own JS the host loads for the provider (the package's modules, not its dependencies). */
function implementationSize(packageDir: string): number {
  const script = `require(${JSON.stringify(join(packageDir, "dist/provider.js"))});
    const fs = require("node:fs");
    const own = Object.keys(require.cache).filter((file) => file.startsWith(${JSON.stringify(join(packageDir, "dist"))}));
    console.log(own.reduce((total, file) => total + fs.statSync(file).size, 0));`;
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8", cwd: packageDir, stdio: ["ignore", "pipe", "ignore"] }));
}

/** Ours, linked or run from source: the shell's code is stored instead of a require. */
async function oursLinked(emulator: EmulatorAddress) {
  const project = makeProviderProject();
  try {
    const registered = registeredInputs(join(ROOT, "dist"), "ProxyToken", ARGS);
    return await stateThroughHost(project.dir, emulator, registered);
  } finally {
    project.remove();
  }
}

let conventionalCount = 0;

/** Bytes of JS the conventional provider is, compiled as the build compiles ours. */
const CONVENTIONAL_CODE_BYTES = Buffer.byteLength(
  ts.transpileModule(readFileSync(join(__dirname, "conventional", "proxy-token-provider.ts"), "utf8"), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText,
);

/** A resource of the conventional provider, as a program declares one. */
class ConventionalProxyToken extends pulumi.dynamic.Resource {
  constructor(provider: pulumi.dynamic.ResourceProvider, name: string, props: pulumi.Inputs) {
    super(provider, name, props, undefined, "bench", "ConventionalProxyToken");
  }
}

/** The conventional provider, its closure grown by `extraKiB` of code its check calls. */
async function conventional(emulator: EmulatorAddress, projectDir: string, scratch: string, extraKiB: number) {
  let provider: pulumi.dynamic.ResourceProvider = conventionalProxyTokenProvider;
  let extraBytes = 0;
  if (extraKiB > 0) {
    // A module of the program (not under node_modules), as a provider's helpers are.
    const file = join(scratch, `rules-${extraKiB}.js`);
    // One function that calls every rule by name, exported as a property: the closure
    // serializer copies what a function references, but only the properties it reads of a
    // captured array, and a function that is a module's whole exports arrives as an object.
    const code = paddingCode(extraKiB * 1024, (names) => `exports.applyRules = function applyRules(value) { return ${names.map((n) => `${n}(value)`).join(" ?? ")}; };`);
    writeFileSync(file, code);
    extraBytes = Buffer.byteLength(code);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { applyRules } = require(file) as { applyRules: (value: unknown) => string | undefined };
    const base = conventionalProxyTokenProvider;
    provider = {
      ...base,
      async check(olds, news) {
        const broken = applyRules(news.label);
        const result = await base.check!(olds, news);
        return broken === undefined ? result : { ...result, failures: [...(result.failures ?? []), { property: "label", reason: broken }] };
      },
    };
  }
  const name = `conventional-${++conventionalCount}`;
  const registration = await registrationOf(name, () => new ConventionalProxyToken(provider, name, { ...ARGS }));
  const measured = await stateThroughHost(projectDir, emulator, registration.inputs);
  return { ...measured, implementationBytes: CONVENTIONAL_CODE_BYTES + extraBytes };
}

/** Bytes of state per KiB of implementation, from the first and last growth steps. */
function growthPerKiB(points: readonly { stateBytes: number; implementationBytes: number }[]): number {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (last.stateBytes - first.stateBytes) / ((last.implementationBytes - first.implementationBytes) / 1024);
}

export async function run(): Promise<BenchmarkResult> {
  const startedAt = performance.now();
  const emulator = await startEmulatorProcess();
  const project = makeProviderProject();
  const scratch = mkdtempSync(join(tmpdir(), "pulumi-datafold-bench-"));
  try {
    const oursGrowth: Awaited<ReturnType<typeof ours>>[] = [];
    for (const kib of GROWTH_KIB) oursGrowth.push(await ours(emulator, kib));
    const linked = await oursLinked(emulator);
    const conventionalGrowth: Awaited<ReturnType<typeof conventional>>[] = [];
    for (const kib of GROWTH_KIB) conventionalGrowth.push(await conventional(emulator, project.dir, scratch, kib));

    const installed = oursGrowth[0]!;
    const theirs = conventionalGrowth[0]!;
    const oursSlope = growthPerKiB(oursGrowth);
    const theirSlope = growthPerKiB(conventionalGrowth);
    const growthFigures = (label: string, points: readonly { stateBytes: number; implementationBytes: number }[]) =>
      points.map((p, i) =>
        figure(`${label}, implementation +${GROWTH_KIB[i]} KiB (${round(p.implementationBytes / 1024, 1)} KiB of code)`, p.stateBytes, "bytes"),
      );
    return benchmarkResult(
      {
        id: "state-size",
        title: "State size of one ProxyToken",
        figures: [
          figure("ours, installed from npm: state (inputs + outputs)", installed.stateBytes, "bytes"),
          figure("ours, installed from npm: __provider", installed.providerBytes, "bytes"),
          figure("ours, linked or from source: state", linked.stateBytes, "bytes"),
          figure("ours, linked or from source: __provider", linked.providerBytes, "bytes"),
          figure("conventional: state (inputs + outputs)", theirs.stateBytes, "bytes"),
          figure("conventional: __provider", theirs.providerBytes, "bytes"),
          ...growthFigures("ours: state", oursGrowth),
          ...growthFigures("conventional: state", conventionalGrowth),
          figure("ours: state growth per KiB of implementation", round(oursSlope, 1), "bytes"),
          figure("conventional: state growth per KiB of implementation", round(theirSlope, 1), "bytes"),
        ],
        targets: [
          target("state of one ProxyToken (installed)", installed.stateBytes, "at most", 8 * 1024, "bytes"),
          target("state of one ProxyToken (linked or from source)", linked.stateBytes, "at most", 8 * 1024, "bytes"),
          target("state growth per KiB of implementation", round(oursSlope, 1), "at most", 0, "bytes"),
          target("conventional state / ours (installed)", round(theirs.stateBytes / installed.stateBytes, 1), "at least", 10, "x"),
        ],
        notes: [
          "State is the JSON of the inputs Check returned plus the outputs Create returned, as the host sent them; the token's secret is in plain text there (the engine encrypts it before writing state, adding a few dozen bytes).",
          `The conventional provider (bench/conventional/proxy-token-provider.ts, ${round(theirs.implementationBytes / 1024, 1)} KiB of code) is a compact rewrite of ours (${round(installed.implementationBytes / 1024, 1)} KiB): it cannot reuse our modules, because closure serialization cannot carry zod schemas. Carrying an implementation as large as ours it would store about ${round((theirs.stateBytes + theirSlope * ((installed.implementationBytes - theirs.implementationBytes) / 1024)) / 1024)} KiB per resource.`,
          "Growth: each provider is given 64 and 256 KiB more code (functions its check calls). The host really loads our grown implementation (it says so on stderr, which is checked); the conventional one carries it in __provider, twice per resource.",
        ],
      },
      startedAt,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    project.remove();
    await emulator.close();
  }
}
