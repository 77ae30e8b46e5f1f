import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultCredentialNotes, parseCliArgs, UsageError } from "../../packages/datafold-emulator/src/cli";
import { clientFor, send } from "../../tools/harness/emulator";
import { exitOf, killHard, spawnEmulatorCli, waitForListening } from "../../tools/harness/emulator-cli";

const PACKAGE_DIR = join(__dirname, "../../packages/datafold-emulator");

/**
 * The exit code once the process has exited and its output is all read ('close', not 'exit',
 * which may come first). Call it right after spawning, before 'close' can have fired.
 */
const closeOf = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => child.once("close", (code: number | null) => resolve(code)));

/** The CLI, run from source through the same transpiler Jest uses. */
const spawnCli = (args: string[]) => spawnEmulatorCli(args, { from: "source" });

describe("datafold-emulator CLI", () => {
  const children: ChildProcess[] = [];
  let directory: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), "datafold-emulator-cli-"));
  });
  afterAll(async () => {
    await Promise.all(children.map(killHard));
    rmSync(directory, { recursive: true, force: true });
  });

  it("serves both APIs with the given credentials and stops cleanly on SIGTERM, keeping its data", async () => {
    const dataFile = join(directory, "state.json");
    const child = spawnCli(["--port", "0", "--api-key", "cli_key", "--proxy-manager-token", "cli_pm", "--data-file", dataFile, "--monitors", "3"]);
    children.push(child);
    const url = await waitForListening(child);
    expect(child.output()).not.toContain("No --api-key");
    expect(child.output()).not.toContain("cli_key");

    const client = clientFor({ url, apiKey: "cli_key", proxyManagerToken: "cli_pm" });
    const monitors = await client.main("GET", "/api/v1/monitors");
    expect(monitors.status).toBe(200);
    expect(monitors.body.count).toBe(3);
    const created = await client.admin("POST", "/admin/users/alice/tokens", { json: { label: "from cli test" } });
    expect(created.status).toBe(201);

    child.kill("SIGTERM");
    expect(await exitOf(child)).toBe(0);
    expect(JSON.parse(readFileSync(dataFile, "utf8")).tokens).toHaveLength(1);
  });

  it("tells a newcomer the default credentials when none are given", async () => {
    const child = spawnCli(["--port", "0"]);
    children.push(child);
    const url = await waitForListening(child);
    expect(child.output()).toContain("Authorization: Key df_emulator_api_key");
    expect(child.output()).toContain("Authorization: Bearer sqlp_pm_emulator_bootstrap_token");
    const response = await send(url, "GET", "/admin/proxy-manager/tokens", {
      authorization: "Bearer sqlp_pm_emulator_bootstrap_token",
    });
    expect(response.status).toBe(200);
    child.kill("SIGINT");
    expect(await exitOf(child)).toBe(0);
  });

  it("prints its package version for --version and exits 0, from the build as npx runs it", async () => {
    const packageJson = JSON.parse(readFileSync(join(PACKAGE_DIR, "package.json"), "utf8")) as { version: string };
    for (const from of ["dist", "source"] as const) {
      const child = spawnEmulatorCli(["--version"], { from });
      children.push(child);
      expect(await closeOf(child)).toBe(0);
      expect(child.output()).toBe(`datafold-emulator ${packageJson.version}\n`);
    }
  });

  it("lists every flag, --version included, in --help", async () => {
    const child = spawnCli(["--help"]);
    children.push(child);
    expect(await closeOf(child)).toBe(0);
    for (const flag of ["--port", "--host", "--api-key", "--proxy-manager-token", "--data-file", "--monitors", "--latency-ms", "--rate-limit", "--max-page-size", "--version", "--help"]) {
      expect(child.output()).toContain(`  ${flag}`);
    }
  });

  it("exits with status 2 and a message on a bad flag", async () => {
    const child = spawnCli(["--port", "eighty"]);
    children.push(child);
    expect(await exitOf(child)).toBe(2);
    expect(child.output()).toContain('--port must be a whole number from 0 to 65535, got "eighty"');
  });
});

describe("datafold-emulator arguments", () => {
  it("reads every flag", () => {
    const args = ["--port", "8080", "--host", "0.0.0.0", "--api-key", "k", "--proxy-manager-token", "t"];
    args.push("--data-file", "state.json", "--monitors", "5", "--latency-ms", "20", "--rate-limit", "50", "--max-page-size", "100");
    expect(parseCliArgs(args)).toEqual({
      port: 8080,
      host: "0.0.0.0",
      apiKey: "k",
      proxyManagerToken: "t",
      dataFile: "state.json",
      monitors: 5,
      latencyMs: 20,
      rateLimit: 50,
      maxPageSize: 100,
    });
  });

  it("defaults to any free port on 127.0.0.1, and leaves the rest to the emulator", () => {
    expect(parseCliArgs([])).toEqual({ port: 0, host: "127.0.0.1" });
    expect(defaultCredentialNotes({ port: 0, host: "127.0.0.1" })).toHaveLength(2);
    expect(defaultCredentialNotes({ port: 0, host: "127.0.0.1", apiKey: "k", proxyManagerToken: "t" })).toEqual([]);
  });

  it("asks for the help or the version, the help when both are given", () => {
    expect(parseCliArgs(["--help"])).toBe("help");
    expect(parseCliArgs(["--version"])).toBe("version");
    expect(parseCliArgs(["--version", "--port", "8080"])).toBe("version");
    expect(parseCliArgs(["--version", "--help"])).toBe("help");
  });

  it.each([
    ["an unknown flag", ["--bogus"], "Unknown option"],
    ["a stray argument", ["serve"], "serve"],
    ["a port out of range", ["--port", "70000"], "--port"],
    ["a negative latency", ["--latency-ms", "-5"], "--latency-ms"],
    ["a fractional rate limit", ["--rate-limit", "2.5"], "--rate-limit"],
    ["a fractional monitor count", ["--monitors", "1.5"], "--monitors"],
    ["a page-size cap above 1000000", ["--max-page-size", "1000001"], "--max-page-size"],
    ["an empty API key", ["--api-key", ""], "--api-key"],
    ["a flag without its value", ["--data-file"], "--data-file"],
  ])("rejects %s with a UsageError", (_case, args, message) => {
    expect(() => parseCliArgs(args)).toThrow(UsageError);
    expect(() => parseCliArgs(args)).toThrow(message);
  });
});
