/**
 * The Pulumi examples, run as programs through the offline runner (the SDK's language
 * runtime and dynamic-provider host) against the emulator: what `pulumi up` would do.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { runOffline, type RunOptions } from "../../tools/offline-engine";
import { linkPackageIntoExample } from "../../scripts/demo/link-package";
import { ProxyAdminClient } from "../../src/clients";
import { clientsFor } from "../../tools/harness/clients";
import { startTestEmulator, type TestEmulator } from "../../tools/harness/emulator";
import { hostEnvironment } from "../../tools/harness/provider-harness";

const EXAMPLES = resolve(__dirname, "../../examples");
const execFileAsync = promisify(execFile);
const DAY_MS = 24 * 60 * 60 * 1000;

const PROGRAMS = ["quickstart", "rotation", "token-audit"];

// Each runner command starts the program and a provider host: seconds, not milliseconds.
jest.setTimeout(120_000);

let emulator: TestEmulator;
let clients: ReturnType<typeof clientsFor>;
let workDir: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  clients = clientsFor(emulator);
  workDir = mkdtempSync(join(tmpdir(), "pulumi-datafold-examples-"));
  for (const example of PROGRAMS) linkPackageIntoExample(join(EXAMPLES, example));
});

afterAll(async () => {
  await emulator?.close();
  rmSync(workDir, { recursive: true, force: true });
});

beforeEach(() => clients.control.reset());

// Asynchronously: a synchronous tsc would stop this process's event loop, emulator included,
// for seconds, and the next request could then meet a keep-alive connection the emulator is
// closing (ECONNRESET) on a busy machine.
test.each(PROGRAMS)("%s type-checks against the built package, as Pulumi's ts-node would check it", async (example) => {
  const tsc = resolve(__dirname, "../../node_modules/typescript/bin/tsc");
  await expect(execFileAsync(process.execPath, [tsc, "--noEmit", "-p", join(EXAMPLES, example, "tsconfig.json")], { encoding: "utf8" })).resolves.toBeDefined();
});

/** One runner command on an example, credentials in the environment as in CI. */
function run(example: string, command: RunOptions["command"], lines: string[] = []) {
  return runOffline({
    command,
    projectDir: join(EXAMPLES, example),
    stack: "test",
    stateFile: join(workDir, `${example}.json`),
    passphrase: "examples-test-passphrase",
    env: hostEnvironment({
      DATAFOLD_HOST: emulator.url,
      DATAFOLD_API_KEY: emulator.apiKey,
      DATAFOLD_PROXY_URL: emulator.url,
      DATAFOLD_PROXY_MANAGER_TOKEN: emulator.proxyManagerToken,
    }),
    write: (line) => lines.push(line),
  });
}

test("quickstart: up creates three tokens and the flags, exports the read-outs, and destroy revokes every token", async () => {
  const lines: string[] = [];
  const up = await run("quickstart", "up", lines);
  expect(up.errors).toEqual([]);
  expect(up.exitCode).toBe(0);
  expect(up.counts).toMatchObject({ created: 5 });
  expect(up.outputs).toMatchObject({
    analystTokenPrefix: expect.stringMatching(/^sqlp_pcp_/),
    dbtTokenPrefix: expect.stringMatching(/^sqlp_pcp_/),
    automationTokenPrefix: expect.stringMatching(/^sqlp_pm_/),
    dbtToken: "[secret]",
    oldDiffArchived: true,
    monitorCountsByState: expect.objectContaining({ ok: expect.any(Number), alert: expect.any(Number) }),
    transformProgress: { total: 5, percentDone: 20, countsByStatus: { done: 1, running: 1, pending: 1, failed: 2, other: 0 } },
  });
  const failing = up.outputs.failingTransforms as { source: string; reason: string }[];
  expect(failing.map((f) => [f.source, f.reason])).toEqual([
    ["etl/finance/revenue_recognition.sql", "max_iterations"],
    ["etl/inventory/stock_snapshot.sql", "tool_error"],
  ]);
  expect(up.secretOutputs).toEqual(["dbtToken"]);

  // The secrets are on the service's side hashed, in the state encrypted, in the output masked.
  const [dbt] = await clients.proxy.listTokens({ type: "service_principal", id: "dbt-prod" });
  expect(dbt).toMatchObject({ label: "dbt production", status: "active" });
  const state = readFileSync(join(workDir, "quickstart.json"), "utf8");
  expect(state).toContain(dbt!.prefix);
  expect(state).not.toMatch(/"sqlp_pcp_[A-Za-z0-9]{40}"/);
  expect(lines.join("\n")).not.toMatch(/sqlp_pcp_[A-Za-z0-9]{40}/);
  expect((await clients.datafold.getDataDiff(101)).archived).toBe(true);

  const destroy = await run("quickstart", "destroy");
  expect(destroy.exitCode).toBe(0);
  for (const principal of [{ type: "user", id: "alice" }, { type: "service_principal", id: "dbt-prod" }, { type: "proxy_manager" }] as const) {
    const tokens = await clients.proxy.listTokens(principal, { includeRevoked: true });
    expect(tokens.map((t) => t.status)).toEqual(["revoked"]);
  }
  expect((await clients.datafold.getDataDiff(101)).archived).toBe(false);
});

test("rotation: a scheduled refresh + up replaces the token inside its window, new token first, old one revoked with the reason", async () => {
  const first = await run("rotation", "up");
  expect(first.exitCode).toBe(0);
  const principal = { type: "service_principal", id: "looker" } as const;
  const [original] = await clients.proxy.listTokens(principal);

  // Nothing to do until the window opens: 30-day token, 10-day window.
  await clients.control.moveClock({ advanceMs: 15 * DAY_MS });
  expect((await run("rotation", "refresh")).exitCode).toBe(0);
  const quiet = await run("rotation", "up");
  expect(quiet.counts).toMatchObject({ replaced: 0 });

  await clients.control.moveClock({ advanceMs: 6 * DAY_MS });
  expect((await run("rotation", "refresh")).exitCode).toBe(0);
  await clients.control.clearRequests();
  const rotated = await run("rotation", "up");
  expect(rotated.exitCode).toBe(0);
  expect(rotated.counts).toMatchObject({ replaced: 1 });
  expect(rotated.outputs.tokenPrefix).not.toBe(original!.prefix);

  const writes = (await clients.control.requests()).filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);
  expect(writes).toEqual(["POST /admin/service-principals/looker/tokens", `DELETE /admin/service-principals/looker/tokens/${original!.id}`]);
  const tokens = await clients.proxy.listTokens(principal, { includeRevoked: true });
  expect(tokens.map((t) => [t.id, t.status, t.revoked_reason ?? null])).toEqual([
    [original!.id, "revoked", "rotated on schedule by the rotation stack"],
    [expect.any(Number), "active", null],
  ]);
  expect((await run("rotation", "destroy")).exitCode).toBe(0);
});

test("token-audit: exports the tokens expiring within 14 days or unused for 30, measured on the service's clock", async () => {
  const alice = { type: "user", id: "alice" } as const;
  const expiring = await clients.proxy.createToken(alice, { label: "expiring", expiresInDays: 40 });
  const busy = await clients.proxy.createToken(alice, { label: "busy", expiresInDays: 90 });
  const revoked = await clients.proxy.createToken(alice, { label: "revoked" });
  await clients.proxy.revokeToken(alice, revoked.id, { reason: "left" });
  const idle = await clients.proxy.createToken({ type: "service_principal", id: "dbt-prod" }, { label: "idle" });
  const automation = await clients.proxy.createToken({ type: "proxy_manager" }, { label: "automation", expiresInDays: 44 });
  await clients.control.authenticateProxyToken(expiring.token);
  // 31 days later on the service's clock only; then two tokens are used.
  await clients.control.moveClock({ advanceMs: 31 * DAY_MS });
  await clients.control.authenticateProxyToken(busy.token);
  const asAutomation = new ProxyAdminClient({ proxyUrl: emulator.url, proxyManagerToken: automation.token, env: {} });
  await asAutomation.listTokens({ type: "proxy_manager" });

  const up = await run("token-audit", "up");
  expect(up.errors).toEqual([]);
  expect(up.exitCode).toBe(0);
  const failing = up.outputs.failingTokens as { principal: string; tokenId: number; prefix: string; label: string; reasons: string[] }[];
  expect(failing.map((t) => [t.principal, t.tokenId, t.label, t.reasons])).toEqual([
    ["user:alice", expiring.id, "expiring", ["expires within 14 days", "unused for 30 days or more"]],
    ["service_principal:dbt-prod", idle.id, "idle", ["unused for 30 days or more"]],
    ["proxy_manager", automation.id, "automation", ["expires within 14 days"]],
  ]);
  expect(failing[0]).toMatchObject({ prefix: expiring.prefix, expiresAt: expiring.expires_at, lastUsedAt: expect.any(String) });
  expect(up.outputs.failingCount).toBe(3);
  expect(JSON.stringify(up.outputs)).not.toContain(expiring.token);
  expect((await run("token-audit", "destroy")).exitCode).toBe(0);
});
