/**
 * Scheduled rotation through the real CLI: the service's clock moves 24 days ahead, then
 * `pulumi refresh` and `pulumi up` run as the rotation guide's workflow runs them (docs/guides/rotation.md). Only the tokens
 * inside their `rotateBeforeDays` window or expired may be replaced, each new token created
 * before the old one is revoked with the reason its resource gives.
 */
import { join } from "node:path";
import { ProxyAdminClient } from "../../src/clients";
import { DEFAULT_REVOKE_REASON } from "../../src/provider/tokens/proxy-token-provider";
import { describeWithCli, E2E_TIMEOUT_MS, EXAMPLES, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { summaryCounts, type CliResult, type PulumiStack } from "../../tools/harness/pulumi-project";
import { createAndRevokePositions, tokensInState, type TokenInState } from "./support/token-state";

jest.setTimeout(E2E_TIMEOUT_MS);

const DAY_MS = 24 * 60 * 60 * 1000;

describeWithCli("rotation after the service's clock moved 24 days ahead, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let stack: PulumiStack;
  let before: Map<string, TokenInState>;
  let after: Map<string, TokenInState>;
  let refreshed: Map<string, TokenInState>;
  let up: CliResult;

  beforeAll(async () => {
    stack = await e2e.stack({ from: join(EXAMPLES, "quickstart") });
    await stack.up();
    await printed.collect(stack);
    before = await tokensInState(stack);
    // analyst: 90 days, window 14 (66 left: untouched); dbt: 30 days, window 7 (6 left: in
    // its window); automation: 7 days, no window (expired 17 days ago).
    await e2e.clients.control.moveClock({ advanceMs: 24 * DAY_MS });
    await stack.refresh();
    refreshed = await tokensInState(stack);
    await e2e.clients.control.clearRequests();
    up = await stack.up();
    await printed.collect(stack);
    after = await tokensInState(stack);
  });

  test("up replaces the token inside its window and the expired one, and leaves the other alone", () => {
    expect(summaryCounts(up.stdout)).toEqual({ replaced: 2, unchanged: 3 });
    expect(after.get("analyst")!.tokenId).toBe(before.get("analyst")!.tokenId);
    expect(after.get("dbt")!.tokenId).not.toBe(before.get("dbt")!.tokenId);
    expect(after.get("automation")!.tokenId).not.toBe(before.get("automation")!.tokenId);
  });

  test("refresh records the expired token as expired and the service's clock as 24 days ahead", () => {
    expect(refreshed.get("automation")!.outputs.status).toBe("expired");
    expect(refreshed.get("dbt")!.outputs.status).toBe("active");
    // The offset is what puts dbt inside its window: up measures the window on the service's clock.
    for (const token of refreshed.values()) {
      expect(token.outputs.serviceClockOffsetSeconds).toBeGreaterThan(24 * 86_400 - 300);
      expect(token.outputs.serviceClockOffsetSeconds).toBeLessThan(24 * 86_400 + 300);
    }
  });

  test.each([
    ["dbt", "rotated by the quickstart stack"],
    ["automation", DEFAULT_REVOKE_REASON],
  ])("the old %s token is revoked with its reason after its replacement was created, and the new one works", async (name, reason) => {
    const old = before.get(name)!;
    const replacement = after.get(name)!;
    const { post, del } = createAndRevokePositions(await e2e.clients.control.requests(), old.principal, old.tokenId);
    expect(post).toBeGreaterThanOrEqual(0);
    expect(del).toBeGreaterThan(post);

    await expect(e2e.clients.proxy.getToken(old.principal, old.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: reason });
    await expect(e2e.clients.proxy.getToken(replacement.principal, replacement.tokenId)).resolves.toMatchObject({ status: "active" });
    expect(replacement.outputs).toMatchObject({ status: "active", revokedAt: null });
  });

  test("the untouched token was neither created nor revoked by the up", async () => {
    const analyst = before.get("analyst")!;
    const { post, del } = createAndRevokePositions(await e2e.clients.control.requests(), analyst.principal, analyst.tokenId);
    expect({ post, del }).toEqual({ post: -1, del: -1 });
    await expect(e2e.clients.proxy.getToken(analyst.principal, analyst.tokenId)).resolves.toMatchObject({ status: "active" });
  });

  test("the new tokens' secrets in state work: dbt's at the proxy, automation's at the admin API", async () => {
    const secrets = await stack.tokenSecrets();
    await expect(e2e.clients.control.authenticateProxyToken(secrets.get("dbt")!)).resolves.toMatchObject({
      token_id: after.get("dbt")!.tokenId,
      principal_id: "dbt-prod",
    });
    const asAutomation = new ProxyAdminClient({ proxyUrl: e2e.emulator.url, proxyManagerToken: secrets.get("automation")!, env: {} });
    const managerTokens = await asAutomation.listTokens({ type: "proxy_manager" });
    expect(managerTokens.map((token) => token.id)).toEqual([after.get("automation")!.tokenId]);
  });

  test("nothing the CLI printed shows a token secret or a credential", () => {
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(3);
    expect(printed.leaks()).toEqual([]);
  });
});
