/**
 * `npm run demo` as a newcomer runs it, both examples (tokens, then monitors): with the real
 * Pulumi CLI (built by `npm run pulumi:install`) and with the offline runner (`--offline`, or
 * no CLI). Both exit 0, leave no process behind, and come to the same outcome: the same
 * tokens, the same replacement order, the same revocation reasons, secrets masked, the same
 * summaries; the same monitors after up, after the app edit, after up sets it back, and none
 * after destroy.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pulumiCliDir } from "../../tools/pulumi-cli/locate";

const REPO_ROOT = resolve(__dirname, "../..");

jest.setTimeout(240_000);

/** Runs the demo as `npm run demo` does after its build (Jest's setup has built dist/). */
function runDemo(env: NodeJS.ProcessEnv, args: readonly string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ["--require", "./tools/typescript/register.js", "scripts/demo.ts", ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => (output += text));
    child.stderr.setEncoding("utf8").on("data", (text: string) => (output += text));
    child.on("error", reject);
    child.on("exit", (code) => resolvePromise({ code, output }));
  });
}

/** Processes still running whose environment carries the marker (the demo's descendants). */
function processesWithMarker(marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, "latin1").includes(marker)) found.push(pid);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

function environment(path: string, marker: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith("DATAFOLD_") && !key.startsWith("PULUMI_")) env[key] = value;
  return { ...env, PATH: path, DEMO_TEST_MARKER: marker };
}

/**
 * What the demo says happened, with what differs between two runs by nature (token ids,
 * prefixes, times, durations) taken out: the outcome the two runners must agree on.
 */
function outcome(output: string) {
  const tokens = (section: string) =>
    [...section.matchAll(/^ {2}(user alice|service_principal dbt-prod|proxy manager)\s+#\d+\s+sqlp_\w+…\s+(.*)$/gm)].map((m) => `${m[1]}: ${m[2]}`).sort();
  const tokenPart = output.slice(0, output.indexOf("=== 4."));
  const afterUp = tokenPart.slice(tokenPart.indexOf("Tokens on the service"), tokenPart.indexOf("=== 2."));
  const rotation = tokenPart.slice(tokenPart.indexOf("Token writes"), tokenPart.indexOf("=== 3."));
  const afterDestroy = tokenPart.slice(tokenPart.indexOf("=== 3."));
  // The last summary of each command: the CLI prints a preview's too, the runner only the update's.
  const summaries = tokenPart
    .split(/\n(?=Resources:\n)/)
    .slice(1)
    .map((part) => part.slice(0, part.indexOf("\n\n")).replace(/\s+/g, " ").trim())
    .filter((summary) => !summary.includes(" to "));
  return {
    tokensAfterUp: tokens(afterUp),
    writes: rotation.split("\n").filter((line) => /^ {2}(POST|DELETE) /.test(line)).map((line) => line.trim().replace(/\/\d+$/, "/<id>")),
    tokensAfterRotation: tokens(rotation),
    tokensAfterDestroy: tokens(afterDestroy),
    dataDiff: /data diff 101: .*/.exec(afterDestroy)?.[0],
    summaries,
    monitors: monitorOutcome(output.slice(output.indexOf("=== 4."))),
  };
}

/** The monitors the demo listed at each step (kind and name; ids differ between runs), sorted. */
function monitorOutcome(part: string) {
  const listed = (section: string) => [...section.matchAll(/^ {2}#\d+\s+(\w+)\s+(.*)$/gm)].map((m) => `${m[1]} ${m[2]!.trim()}`).sort();
  const step = (from: string, to?: string) => part.slice(part.indexOf(from), to === undefined ? undefined : part.indexOf(to, part.indexOf(from)));
  return {
    afterUp: listed(step("=== 4.", "=== 5.")),
    afterAppEdit: listed(step("=== 5.", "The scheduled drift check")),
    afterRestore: listed(step("The drift check failed", "=== 6.")),
    afterDestroy: step("=== 6.").includes("  (none)") ? [] : listed(step("=== 6.")),
  };
}

/** What every run of the demo must show, whichever runner drove it. */
function expectDemoShows(output: string): void {
  expect(output).toContain("Demo finished.");
  // The tokens created, shown by prefix with the secret masked; the read-outs.
  expect(output).toMatch(/dbtTokenPrefix\s*: "sqlp_pcp_[A-Za-z0-9]{8}"/);
  expect(output).toMatch(/dbtToken\s*: \[secret\]/);
  expect(output).not.toMatch(/sqlp_p(cp|m)_[A-Za-z0-9]{40}/);
  expect(output).toContain("etl/finance/revenue_recognition.sql");
  // The rotation: the new token first, the old one revoked with the stack's reason.
  const writes = output.slice(output.indexOf("Token writes"));
  expect(writes.indexOf("POST /admin/service-principals/dbt-prod/tokens")).toBeLessThan(
    writes.indexOf("DELETE /admin/service-principals/dbt-prod/tokens/"),
  );
  expect(output).toContain("revoked (reason: rotated by the quickstart stack)");
  // Destroy revoked every token and restored the data diff.
  const afterDestroy = output.slice(output.indexOf("3. pulumi destroy"));
  expect(afterDestroy).not.toMatch(/…\s+active/);
  expect(afterDestroy).toContain("data diff 101: archived false");
  // Monitors as code: seven monitors from two YAML files and TypeScript; the app edit is drift
  // the check reports, up sets it back; destroy deletes them all.
  const monitors = monitorOutcome(output.slice(output.indexOf("=== 4.")));
  expect(monitors.afterUp).toHaveLength(7);
  expect(monitors.afterUp).toContain("diff Orders replica matches production");
  expect(monitors.afterAppEdit).toContain("metric Renamed in the app  [disabled]");
  expect(monitors.afterAppEdit).not.toContain("metric Orders row count");
  expect(output).toContain("The drift check failed, as it must");
  expect(monitors.afterRestore).toEqual(monitors.afterUp);
  expect(monitors.afterDestroy).toEqual([]);
}

const cliDir = pulumiCliDir();
const runs: Record<"offline" | "cli", string> = { offline: "", cli: "" };

test("with --offline the demo says so in one line, then runs both examples (tokens: up, a rotation, destroy; monitors: up, a drift check failing on an app edit, up, destroy) with the offline runner", async () => {
  const marker = `demo-${randomUUID()}`;
  const { code, output } = await runDemo(environment(process.env.PATH ?? "", marker), ["--offline"]);
  runs.offline = output;
  expect(code).toBe(0);
  expect(output.match(/--offline given: running the examples with the offline runner/g)).toHaveLength(1);
  expect(output).toMatch(/\+-\s+└─ pulumi-nodejs:dynamic\/datafold:ProxyToken\s+dbt\s+replaced/);
  expectDemoShows(output);
  expect(processesWithMarker(marker)).toEqual([]);
});

(cliDir === undefined ? test.skip : test)("with the real Pulumi CLI the demo drives it with a local file backend and comes to the same outcome as the offline runner", async () => {
  const marker = `demo-${randomUUID()}`;
  const { code, output } = await runDemo(environment(process.env.PATH ?? "", marker));
  runs.cli = output;
  expect(code).toBe(0);
  expect(output).toMatch(/Using the Pulumi CLI v3\.\d+\.\d+ in .*, with a local file backend in a temporary directory/);
  expect(output).toMatch(/\+-\s+pulumi-nodejs:dynamic\/datafold:ProxyToken dbt replaced/);
  expectDemoShows(output);
  expect(processesWithMarker(marker)).toEqual([]);

  expect(runs.offline).not.toBe("");
  const [cli, offline] = [outcome(runs.cli), outcome(runs.offline)];
  expect(cli.tokensAfterUp).toHaveLength(3);
  expect(cli.writes).toHaveLength(4);
  expect(cli.summaries).toHaveLength(4);
  expect({ ...offline, writes: [...offline.writes].sort() }).toEqual({ ...cli, writes: [...cli.writes].sort() });
});
