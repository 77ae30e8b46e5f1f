/**
 * `npm run demo` as a newcomer runs it: with no pulumi CLI it uses the offline runner; with
 * one on PATH it drives the CLI (a recording stand-in here, since none can be installed).
 * Either way it exits 0 and leaves no process behind.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";

const REPO_ROOT = resolve(__dirname, "../..");

jest.setTimeout(240_000);

/** Runs the demo as `npm run demo` does after its build (Jest's setup has built dist/). */
function runDemo(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ["--require", "./test/support/register-ts.js", "scripts/demo.ts"], {
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

/** PATH without any directory that holds a `pulumi` executable. */
function pathWithoutPulumi(): string {
  return (process.env.PATH ?? "")
    .split(delimiter)
    .filter((dir) => {
      try {
        return !readdirSync(dir).includes("pulumi");
      } catch {
        return true;
      }
    })
    .join(delimiter);
}

test("without a pulumi CLI the demo says so in one line, then runs up, a rotation and destroy with the offline runner", async () => {
  const marker = `demo-${randomUUID()}`;
  const { code, output } = await runDemo(environment(pathWithoutPulumi(), marker));
  expect(output).toContain("Demo finished.");
  expect(code).toBe(0);
  expect(output.match(/No pulumi CLI on PATH/g)).toHaveLength(1);

  // The token created, shown by prefix with the secret masked; the read-outs.
  expect(output).toMatch(/dbtTokenPrefix\s*: "sqlp_pcp_[A-Za-z0-9]{8}"/);
  expect(output).toMatch(/dbtToken\s*: \[secret\]/);
  expect(output).not.toMatch(/sqlp_p(cp|m)_[A-Za-z0-9]{40}/);
  expect(output).toMatch(/monitorCountsByState\s*: \{"alert": \d+/);
  expect(output).toContain('"source": "etl/finance/revenue_recognition.sql"');
  // The rotation: replaced, the new token first, the old one revoked with the stack's reason.
  expect(output).toMatch(/\+-\s+└─ pulumi-nodejs:dynamic\/datafold:ProxyToken\s+dbt\s+replaced/);
  const writes = output.slice(output.indexOf("Token writes"));
  expect(writes.indexOf("POST /admin/service-principals/dbt-prod/tokens")).toBeLessThan(
    writes.indexOf("DELETE /admin/service-principals/dbt-prod/tokens/"),
  );
  expect(output).toContain("revoked (reason: rotated by the quickstart stack)");
  // Destroy revoked every token and restored the data diff.
  const afterDestroy = output.slice(output.indexOf("3. pulumi destroy"));
  expect(afterDestroy).not.toMatch(/…\s+active/);
  expect(afterDestroy).toContain("data diff 101: archived false");

  expect(processesWithMarker(marker)).toEqual([]);
});

test("with a pulumi CLI on PATH the demo drives it with a local file backend in a temporary directory", async () => {
  const bin = mkdtempSync(join(tmpdir(), "fake-pulumi-"));
  const log = join(bin, "calls.log");
  try {
    // A recording stand-in for the CLI: one line per call with what the real one would need.
    writeFileSync(
      join(bin, "pulumi"),
      `#!/bin/sh\necho "$* | cwd=$(pwd) | backend=$PULUMI_BACKEND_URL | passphrase=\${PULUMI_CONFIG_PASSPHRASE:+set} | host=$DATAFOLD_HOST" >> "${log}"\n`,
    );
    chmodSync(join(bin, "pulumi"), 0o755);
    const marker = `demo-${randomUUID()}`;
    const { code, output } = await runDemo(environment(`${bin}${delimiter}${pathWithoutPulumi()}`, marker));
    expect(code).toBe(0);
    expect(output).toContain("Using the pulumi CLI on PATH");
    expect(output).not.toContain("No pulumi CLI on PATH");

    const calls = readFileSync(log, "utf8").trim().split("\n");
    expect(calls.map((line) => line.split(" | ")[0])).toEqual([
      "stack init demo --secrets-provider passphrase --non-interactive",
      "up --yes --stack demo --non-interactive",
      "refresh --yes --stack demo --non-interactive",
      "up --yes --stack demo --non-interactive",
      "destroy --yes --stack demo --non-interactive",
      "stack rm demo --yes --non-interactive",
    ]);
    for (const call of calls) {
      expect(call).toContain(`cwd=${join(REPO_ROOT, "examples", "quickstart")}`);
      expect(call).toMatch(/backend=file:\/\/\/tmp\/pulumi-datafold-demo-\w+\/backend/);
      expect(call).toContain("passphrase=set");
      expect(call).toMatch(/host=http:\/\/127\.0\.0\.1:\d+/);
    }
    expect(processesWithMarker(marker)).toEqual([]);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});
