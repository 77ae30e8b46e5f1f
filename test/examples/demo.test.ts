/**
 * `npm run demo` as a newcomer runs it, both examples (tokens, then monitors), through the real
 * Pulumi CLI (built by `npm run pulumi:install`): it exits 0, leaves no process behind, and
 * comes to the outcome the examples promise: the tokens, the replacement order (new token
 * first), the revocation reasons, secrets masked, each command's summary; the monitors after
 * up, after the app edit, after up sets it back, and none after destroy; the account's
 * connection, integration and monitors, and destroy leaving the data source. An argument (the
 * removed `--offline` among them) is refused with a clear message. Which CLI it picks, and
 * its build when there is none, are tested in test/scripts/demo-pulumi-cli.test.ts.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { DEFAULT_REVOKE_REASON } from "../../src/provider/tokens/proxy-token-provider";
import { describeWithCli } from "../e2e/support/e2e";

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
 * prefixes, times, durations) taken out.
 */
function outcome(output: string) {
  const tokens = (section: string) =>
    [...section.matchAll(/^ {2}(user alice|service_principal dbt-prod|proxy manager)\s+#\d+\s+sqlp_\w+…\s+(.*)$/gm)].map((m) => `${m[1]}: ${m[2]}`).sort();
  const tokenPart = output.slice(0, output.indexOf("=== 4."));
  const afterUp = tokenPart.slice(tokenPart.indexOf("Tokens on the service"), tokenPart.indexOf("=== 2."));
  const rotation = tokenPart.slice(tokenPart.indexOf("Token writes"), tokenPart.indexOf("=== 3."));
  const afterDestroy = tokenPart.slice(tokenPart.indexOf("=== 3."));
  // The last summary of each command: the CLI prints a preview's too, which says "to create".
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

/** What every run of the demo must show. */
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
  // An account from one program: the connection made and tested, its integration, the monitors;
  // destroy deletes the integration and leaves the data source, saying so.
  const account = output.slice(output.indexOf("=== 7."));
  const afterUp = account.slice(0, account.indexOf("=== 8."));
  expect(afterUp).toMatch(/data source #\d+\s+pg\s+warehouse-prod {2}\(tested ok\)/);
  expect(afterUp).toMatch(/BI integration #\d+ looker Looker prod/);
  const afterDestroy8 = account.slice(account.indexOf("=== 8."));
  expect(afterDestroy8).toMatch(/DataSource "warehouse-prod" \(id \d+\) stays in Datafold/);
  expect(afterDestroy8).toMatch(/data source #\d+\s+pg\s+warehouse-prod/);
  expect(afterDestroy8).toContain("(no BI integration)");
}

test.each([
  [["--offline"], "demo: unknown argument '--offline': `npm run demo` takes none. --offline is gone with the offline runner: the demo runs the real Pulumi CLI only."],
  [["--verbose", "now"], "demo: unknown arguments '--verbose' 'now': `npm run demo` takes none."],
])("refuses %j with exit code 2 and one line saying so, before it starts anything", async (args, message) => {
  const { code, output } = await runDemo(environment(process.env.PATH ?? "", `demo-${randomUUID()}`), args);
  expect({ code, output }).toEqual({ code: 2, output: `${message}\n` });
});

describeWithCli("npm run demo through the real Pulumi CLI", () => {
  test("drives it with a local file backend: tokens up, rotated and destroyed, monitors up, drift caught and set back, destroyed", async () => {
    const marker = `demo-${randomUUID()}`;
    const { code, output } = await runDemo(environment(process.env.PATH ?? "", marker));
    expect(code).toBe(0);
    expect(output).toMatch(/Using the Pulumi CLI v3\.\d+\.\d+ in .*, with a local file backend in a temporary directory/);
    expect(output).toMatch(/\+-\s+pulumi-nodejs:dynamic\/datafold:ProxyToken dbt replaced/);
    expectDemoShows(output);
    expect(processesWithMarker(marker)).toEqual([]);

    const replaced = `revoked (reason: ${DEFAULT_REVOKE_REASON})`;
    const rotated = "revoked (reason: rotated by the quickstart stack)";
    const result = outcome(output);
    expect(result.tokensAfterUp).toEqual(["proxy manager: active", "service_principal dbt-prod: active", "user alice: active"]);
    // Each principal's new token is created before its old one is revoked; the two principals may interleave.
    expect([...result.writes].sort()).toEqual([
      "DELETE /admin/proxy-manager/tokens/<id>",
      "DELETE /admin/service-principals/dbt-prod/tokens/<id>",
      "POST /admin/proxy-manager/tokens",
      "POST /admin/service-principals/dbt-prod/tokens",
    ]);
    for (const base of ["/admin/proxy-manager/tokens", "/admin/service-principals/dbt-prod/tokens"]) {
      expect(result.writes.indexOf(`POST ${base}`)).toBeLessThan(result.writes.indexOf(`DELETE ${base}/<id>`));
    }
    expect(result.tokensAfterRotation).toEqual([
      "proxy manager: active",
      `proxy manager: ${replaced}`,
      "service_principal dbt-prod: active",
      `service_principal dbt-prod: ${rotated}`,
      "user alice: active",
    ]);
    expect(result.tokensAfterDestroy).toEqual([
      `proxy manager: ${replaced}`,
      `proxy manager: ${replaced}`,
      `service_principal dbt-prod: ${rotated}`,
      `service_principal dbt-prod: ${rotated}`,
      `user alice: ${replaced}`,
    ]);
    expect(result.dataDiff).toBe("data diff 101: archived false (restoreOnDelete), purged false");
    expect(result.summaries).toEqual([
      "Resources: + 5 created",
      "Resources: ~ 2 updated 3 unchanged",
      "Resources: +-2 replaced 3 unchanged",
      "Resources: - 5 deleted",
    ]);
  });
});
