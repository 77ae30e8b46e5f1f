/**
 * The Pulumi examples (quickstart, rotation, token-audit, account) as users run them: `pulumi up`,
 * `refresh` and `destroy` through the real CLI, the package installed from its tarball,
 * against the emulator. What each example's README promises: the outputs, the secrets kept
 * secret, the rotation's order and reason, the audit's findings, the account's connections found
 * by name. (The quickstart's quiet
 * refresh and its rotation 24 days on are in quickstart.test.ts and rotation.test.ts; the
 * examples' type-check against the built package is test/examples/typecheck.test.ts.)
 */
import { join } from "node:path";
import { ProxyAdminClient } from "../../src/clients";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";
import { describeWithCli, E2E_TIMEOUT_MS, EXAMPLES, useE2E } from "./support/e2e";

jest.setTimeout(E2E_TIMEOUT_MS);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stack's outputs as `pulumi stack output --json` prints them: a secret as "[secret]". */
async function outputs(stack: PulumiStack): Promise<Record<string, unknown>> {
  return JSON.parse((await stack.ok(["stack", "output", "--json"])).stdout) as Record<string, unknown>;
}

describeWithCli("the examples through the real Pulumi CLI", (cliDir) => {
  const e2e = useE2E(cliDir);

  beforeEach(() => e2e.clients.control.reset());

  test("quickstart: up creates three tokens and the flags, exports the read-outs, and destroy revokes every token", async () => {
    const stack = await e2e.stack({ from: join(EXAMPLES, "quickstart") });
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toMatchObject({ created: 5 });
    const exported = await outputs(stack);
    expect(exported).toMatchObject({
      analystTokenPrefix: expect.stringMatching(/^sqlp_pcp_/),
      dbtTokenPrefix: expect.stringMatching(/^sqlp_pcp_/),
      automationTokenPrefix: expect.stringMatching(/^sqlp_pm_/),
      dbtToken: "[secret]",
      oldDiffArchived: true,
      monitorCountsByState: expect.objectContaining({ ok: expect.any(Number), alert: expect.any(Number) }),
      transformProgress: { total: 5, percentDone: 20, countsByStatus: { done: 1, running: 1, pending: 1, failed: 2, other: 0 } },
    });
    const failing = exported.failingTransforms as { source: string; reason: string }[];
    expect(failing.map((f) => [f.source, f.reason])).toEqual([
      ["etl/finance/revenue_recognition.sql", "max_iterations"],
      ["etl/inventory/stock_snapshot.sql", "tool_error"],
    ]);
    expect(Object.keys(exported).filter((name) => exported[name] === "[secret]")).toEqual(["dbtToken"]);

    // The secrets are on the service's side hashed, in the state encrypted, in the output masked.
    const [dbt] = await e2e.clients.proxy.listTokens({ type: "service_principal", id: "dbt-prod" });
    expect(dbt).toMatchObject({ label: "dbt production", status: "active" });
    const { text: state } = await stack.exportState();
    expect(state).toContain(dbt!.prefix);
    expect(state).not.toMatch(/"sqlp_pcp_[A-Za-z0-9]{40}"/);
    expect(stack.printed()).not.toMatch(/sqlp_pcp_[A-Za-z0-9]{40}/);
    expect((await e2e.clients.datafold.getDataDiff(101)).archived).toBe(true);

    await stack.destroy();
    for (const principal of [{ type: "user", id: "alice" }, { type: "service_principal", id: "dbt-prod" }, { type: "proxy_manager" }] as const) {
      const tokens = await e2e.clients.proxy.listTokens(principal, { includeRevoked: true });
      expect(tokens.map((t) => t.status)).toEqual(["revoked"]);
    }
    expect((await e2e.clients.datafold.getDataDiff(101)).archived).toBe(false);
  });

  test("rotation: a scheduled refresh + up replaces the token inside its window, new token first, old one revoked with the reason", async () => {
    const stack = await e2e.stack({ from: join(EXAMPLES, "rotation") });
    await stack.up();
    const principal = { type: "service_principal", id: "looker" } as const;
    const [original] = await e2e.clients.proxy.listTokens(principal);

    // Nothing to do until the window opens: 30-day token, 10-day window.
    await e2e.clients.control.moveClock({ advanceMs: 15 * DAY_MS });
    await stack.refresh();
    const quiet = await stack.up();
    expect(summaryCounts(quiet.stdout)).toEqual({ unchanged: 2 });

    await e2e.clients.control.moveClock({ advanceMs: 6 * DAY_MS });
    await stack.refresh();
    await e2e.clients.control.clearRequests();
    const rotated = await stack.up();
    expect(summaryCounts(rotated.stdout)).toMatchObject({ replaced: 1 });
    expect(await stack.output("tokenPrefix")).not.toBe(original!.prefix);

    const writes = (await e2e.clients.control.requests()).filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual(["POST /admin/service-principals/looker/tokens", `DELETE /admin/service-principals/looker/tokens/${original!.id}`]);
    const tokens = await e2e.clients.proxy.listTokens(principal, { includeRevoked: true });
    expect(tokens.map((t) => [t.id, t.status, t.revoked_reason ?? null])).toEqual([
      [original!.id, "revoked", "rotated on schedule by the rotation stack"],
      [expect.any(Number), "active", null],
    ]);
    await stack.destroy();
  });

  test("token-audit: exports the tokens expiring within 14 days or unused for 30, measured on the service's clock", async () => {
    const { proxy, control } = e2e.clients;
    const alice = { type: "user", id: "alice" } as const;
    const expiring = await proxy.createToken(alice, { label: "expiring", expiresInDays: 40 });
    const busy = await proxy.createToken(alice, { label: "busy", expiresInDays: 90 });
    const revoked = await proxy.createToken(alice, { label: "revoked" });
    await proxy.revokeToken(alice, revoked.id, { reason: "left" });
    const idle = await proxy.createToken({ type: "service_principal", id: "dbt-prod" }, { label: "idle" });
    const automation = await proxy.createToken({ type: "proxy_manager" }, { label: "automation", expiresInDays: 44 });
    await control.authenticateProxyToken(expiring.token);
    // 31 days later on the service's clock only; then two tokens are used.
    await control.moveClock({ advanceMs: 31 * DAY_MS });
    await control.authenticateProxyToken(busy.token);
    const asAutomation = new ProxyAdminClient({ proxyUrl: e2e.emulator.url, proxyManagerToken: automation.token, env: {} });
    await asAutomation.listTokens({ type: "proxy_manager" });

    const stack = await e2e.stack({ from: join(EXAMPLES, "token-audit") });
    await stack.up();
    const exported = await outputs(stack);
    const failing = exported.failingTokens as { principal: string; tokenId: number; prefix: string; label: string; reasons: string[] }[];
    expect(failing.map((t) => [t.principal, t.tokenId, t.label, t.reasons])).toEqual([
      ["user:alice", expiring.id, "expiring", ["expires within 14 days", "unused for 30 days or more"]],
      ["service_principal:dbt-prod", idle.id, "idle", ["unused for 30 days or more"]],
      ["proxy_manager", automation.id, "automation", ["expires within 14 days"]],
    ]);
    expect(failing[0]).toMatchObject({ prefix: expiring.prefix, expiresAt: expiring.expires_at, lastUsedAt: expect.any(String) });
    expect(exported.failingCount).toBe(3);
    expect(JSON.stringify(exported)).not.toContain(expiring.token);
    expect(stack.printed()).not.toContain(expiring.token);
    await stack.destroy();
  });

  test("account: up builds a connection, its BI integration and monitors by name; credentials secret; destroy leaves the data source", async () => {
    const WAREHOUSE = "example-Warehouse-Pa55";
    const LOOKER = "example-Looker-Secret-77";
    const stack = await e2e.stack({ from: join(EXAMPLES, "account") });
    await stack.config("warehousePassword", WAREHOUSE, true);
    await stack.config("lookerClientSecret", LOOKER, true);
    await stack.up();
    const exported = await outputs(stack);
    const warehouseId = exported.warehouseId as number;
    await expect(e2e.clients.datafold.getDataSource(warehouseId)).resolves.toMatchObject({ name: "warehouse-prod", type: "pg", last_test: expect.any(Object) });
    expect(exported.snowflakeId).toBe(7);
    await expect(e2e.clients.datafold.getBiIntegration(exported.lookerId as number)).resolves.toMatchObject({ name: "Looker prod" });
    const monitors = await e2e.clients.datafold.listAllMonitors();
    expect(monitors.find((monitor) => monitor.name === "Orders schema")).toBeDefined();
    const { text } = await stack.exportState();
    for (const secret of [WAREHOUSE, LOOKER]) {
      expect(text).not.toContain(secret);
      expect(stack.printed()).not.toContain(secret);
    }
    await stack.refresh("--expect-no-changes");
    const destroy = await stack.destroy();
    expect(destroy.stdout + destroy.stderr).toContain(`DataSource "warehouse-prod" (id ${warehouseId}) stays in Datafold`);
    await expect(e2e.clients.datafold.getDataSource(warehouseId)).resolves.toMatchObject({ name: "warehouse-prod" });
    await expect(e2e.clients.datafold.getBiIntegration(exported.lookerId as number)).rejects.toMatchObject({ status: 404 });
  });
});
