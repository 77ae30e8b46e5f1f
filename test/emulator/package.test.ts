import { execFileSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { killHard, spawnEmulatorCli, waitForListening } from "../../tools/harness/emulator-cli";

/*
 * The datafold-emulator package as a user gets it: `npm pack` of the workspace, unpacked into
 * a project's node_modules the way `npm install` leaves it (dependencies beside it, linked from
 * this repository's node_modules, and its bin linked into node_modules/.bin and made
 * executable, as npm's bin linking does), then run and required from that project only.
 */

const ROOT = resolve(__dirname, "../..");
const WORKSPACE = join(ROOT, "packages/datafold-emulator");
const WORKSPACE_PACKAGE = JSON.parse(readFileSync(join(WORKSPACE, "package.json"), "utf8")) as {
  name: string;
  version: string;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
};

jest.setTimeout(120_000);

describe("the packed datafold-emulator package", () => {
  let scratch: string;
  let tarball: string;
  let tarballFiles: string[];
  let project: string;
  let installed: string;
  let bin: string;
  const children: ChildProcess[] = [];

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), "datafold-emulator-package-"));
    const packed = execFileSync("npm", ["pack", "-w", "datafold-emulator", "--pack-destination", scratch, "--json"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    const [{ filename }] = JSON.parse(packed.slice(packed.indexOf("["))) as [{ filename: string }];
    tarball = join(scratch, filename);
    // What the tarball holds, read from the tarball itself (npm's listing would only say what it meant to put there).
    tarballFiles = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n").filter((line) => line !== "");

    project = join(scratch, "project");
    const modules = join(project, "node_modules");
    installed = join(modules, "datafold-emulator");
    mkdirSync(installed, { recursive: true });
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "ci-project", private: true, devDependencies: { "datafold-emulator": WORKSPACE_PACKAGE.version } }));
    execFileSync("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"]);
    for (const entry of readdirSync(join(ROOT, "node_modules"))) {
      if (entry === "datafold-emulator" || entry === "pulumi-datafold" || entry === ".bin" || entry === ".cache") continue;
      if (entry.startsWith(".")) continue;
      symlinkSync(join(ROOT, "node_modules", entry), join(modules, entry), "dir");
    }
    const installedPackage = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as { bin: Record<string, string> };
    const target = join(installed, installedPackage.bin["datafold-emulator"]!);
    chmodSync(target, 0o755);
    mkdirSync(join(modules, ".bin"));
    bin = join(modules, ".bin", "datafold-emulator");
    symlinkSync(join("..", "datafold-emulator", installedPackage.bin["datafold-emulator"]!), bin);
  });

  afterAll(async () => {
    await Promise.all(children.map(killHard));
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  });

  it("holds the build, README.md, LICENSE and package.json, and no sources, tests, source maps or build info", () => {
    const files = tarballFiles.map((entry) => entry.replace(/^package\//, ""));
    expect(tarballFiles.every((entry) => entry.startsWith("package/"))).toBe(true);
    expect(files).toEqual(
      expect.arrayContaining(["package.json", "README.md", "LICENSE", "dist/index.js", "dist/index.d.ts", "dist/cli.js", "dist/control-client.js"]),
    );
    expect(files.filter((file) => !["package.json", "README.md", "LICENSE"].includes(file) && !file.startsWith("dist/"))).toEqual([]);
    // Source maps would point at src/, which is not shipped.
    expect(files.filter((file) => /(^|\/)src\/|\.test\.|tsbuildinfo|\.map$|\.tgz$/.test(file))).toEqual([]);
    // Every module of the sources is built into the tarball: nothing packed is stale or missing.
    const sources = listTs(join(WORKSPACE, "src")).map((file) => `dist/${file.replace(/\.ts$/, ".js")}`);
    expect(files).toEqual(expect.arrayContaining(sources));
  });

  it("installs a bin whose --version answers with the package version", () => {
    const version = execFileSync(bin, ["--version"], { cwd: project, encoding: "utf8" });
    expect(version).toBe(`datafold-emulator ${WORKSPACE_PACKAGE.version}\n`);
  });

  it("answers --version through npx in the project that installed it, without the registry", () => {
    const version = execFileSync("npx", ["--offline", "--no", "--", "datafold-emulator", "--version"], {
      cwd: project,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(version).toBe(`datafold-emulator ${WORKSPACE_PACKAGE.version}\n`);
  });

  it("starts from its bin, and the package's EmulatorControlClient, required in another process, drives it", async () => {
    const child = spawnEmulatorCli(["--port", "0", "--api-key", "ci_key"], { command: bin, cwd: project });
    children.push(child);
    const url = await waitForListening(child);

    const script = join(project, "use-client.js");
    writeFileSync(
      script,
      `"use strict";
const emulator = require("datafold-emulator");
const { EmulatorControlClient, EmulatorControlError } = emulator;
(async () => {
  const client = new EmulatorControlClient(process.argv[2]);
  const before = await client.now();
  const moved = await client.moveClock({ advanceDays: 2, freeze: true });
  const faultId = await client.addFault({ method: "GET", path: "/api/v1/monitors", action: "status", status: 503 });
  const faulted = await fetch(new URL("/api/v1/monitors", process.argv[2]), { headers: { authorization: "ci_key" } });
  const requests = await client.requests();
  let refused = null;
  try {
    await client.authenticateProxyToken("sqlp_pcp_not_a_token");
  } catch (error) {
    refused = { isControlError: error instanceof EmulatorControlError, status: error.status };
  }
  await client.reset();
  process.stdout.write(JSON.stringify({
    resolved: require.resolve("datafold-emulator"),
    exports: Object.keys(emulator).sort(),
    version: emulator.EMULATOR_VERSION,
    advancedMs: moved.getTime() - before.getTime(),
    faultId,
    faultedStatus: faulted.status,
    logged: requests.map((entry) => [entry.method, entry.path, entry.status, entry.fault, entry.authScheme]),
    refused,
    afterReset: (await client.requests()).length,
  }));
})().catch((error) => {
  process.stderr.write(String(error && error.stack || error));
  process.exit(1);
});
`,
    );
    const result = JSON.parse(execFileSync(process.execPath, [script, url], { cwd: project, encoding: "utf8" })) as Record<string, unknown>;
    expect(result).toEqual({
      resolved: join(installed, "dist", "index.js"),
      exports: expect.arrayContaining(["DEFAULT_EMULATOR_OPTIONS", "EMULATOR_VERSION", "EmulatorControlClient", "EmulatorControlError", "startEmulator"]),
      version: WORKSPACE_PACKAGE.version,
      advancedMs: expect.any(Number),
      faultId: expect.stringMatching(/^fault_/),
      faultedStatus: 503,
      logged: [["GET", "/api/v1/monitors", 503, "status", "bare"]],
      refused: { isControlError: true, status: 401 },
      afterReset: 0,
    });
    // Two days ahead, give or take the real time the calls took.
    expect(Math.abs((result.advancedMs as number) - 2 * 86_400_000)).toBeLessThan(60_000);
  });

  it("gives TypeScript users its types without pulumi-datafold installed, library checks on", () => {
    writeFileSync(
      join(project, "consumer.ts"),
      `import { EmulatorControlClient, EmulatorControlError, startEmulator, type FaultRule, type RequestLogEntry } from "datafold-emulator";
const rule: FaultRule = { path: "/api/v1/monitors", action: "status", status: 503, times: 2 };
export async function check(url: string): Promise<RequestLogEntry["authScheme"][]> {
  const running = await startEmulator({ port: 0 });
  await running.close();
  const client = new EmulatorControlClient(url);
  await client.addFault(rule);
  const moved: Date = await client.moveClock({ advanceDays: 1, freeze: false });
  void moved;
  const error: EmulatorControlError | null = null;
  void error;
  return (await client.requests()).map((entry) => entry.authScheme);
}
`,
    );
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, module: "node16", moduleResolution: "node16", target: "ES2022", lib: ["ES2023"], types: ["node"] },
        files: ["consumer.ts"],
      }),
    );
    execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", project], { cwd: project, encoding: "utf8" });
  });

  it("starts in-process with startEmulator from the installed package", () => {
    const output = execFileSync(
      process.execPath,
      [
        "-e",
        `const { startEmulator } = require("datafold-emulator");
startEmulator({ port: 0, monitors: 3 }).then(async (running) => {
  const response = await fetch(running.url + "/api/v1/monitors", { headers: { authorization: "Key " + running.options.apiKey } });
  const body = await response.json();
  await running.close();
  process.stdout.write(JSON.stringify({ status: response.status, count: body.count }));
});`,
      ],
      { cwd: project, encoding: "utf8" },
    );
    expect(JSON.parse(output)).toEqual({ status: 200, count: 3 });
  });
});

/** The .ts files under a directory, as paths relative to it. */
function listTs(directory: string, prefix = ""): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return listTs(join(directory, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [`${prefix}${entry.name}`] : [];
  });
}
