/**
 * The one scenario every language runs through the provider plugin (issue: the same provider
 * for Python, Go and YAML), so that the routes cannot differ: each language's test file gives a
 * program and how to set its project up, and this drives it with the real CLI against the
 * emulator.
 *
 * The program's contract, in whichever language: a `datafold:index:ProxyToken` named `analyst`
 * (user alice@example.com), a `datafold:index:MetricMonitor` named `orders-rows` ("Orders rows":
 * row count of analytics.orders on connection 1, hourly, tagged `pulumi`), and the outputs
 * `tokenPrefix`, `token` (secret), `monitorId` and `listedTokens` (the `tokens` that the
 * `datafold:index:getProxyTokens` invoke lists for alice, given the token's `principalId`, so
 * that it runs after the token exists).
 */
import { summaryCounts, type PulumiStack } from "../../../tools/harness/pulumi-project";
import type { E2EContext } from "./e2e";
import { PrintedSecrets } from "./printed-secrets";
import { tokensInState } from "./token-state";

export const SCENARIO_MONITOR_NAME = "Orders rows";
const APP_NAME = "Renamed in the app";
const OUT_OF_BAND_REASON = "leaked in a CI log; revoked by the security team";
const ALICE = { type: "user", id: "alice@example.com" } as const;

/** Registers the scenario's tests; `stack` is made (and the plugin installed) by the caller's beforeAll. */
export function pluginScenario(e2e: E2EContext, stack: () => PulumiStack): void {
  const printed = new PrintedSecrets(e2e);
  let monitorId = 0;
  let firstTokenId = 0;

  test("up creates the token and the monitor; the outputs come from both and from an invoke", async () => {
    const up = await stack().up();
    expect(summaryCounts(up.stdout)).toMatchObject({ created: 3 }); // the stack, the token and the monitor
    const secrets = await printed.collect(stack());
    const token = (await tokensInState(stack())).get("analyst")!;
    firstTokenId = token.tokenId;
    expect(token.principal).toEqual(ALICE);
    await expect(e2e.clients.control.authenticateProxyToken(secrets.get("analyst")!)).resolves.toMatchObject({ token_id: firstTokenId, principal_id: ALICE.id });

    monitorId = Number(await stack().output("monitorId"));
    await expect(e2e.clients.datafold.getMonitor(monitorId)).resolves.toMatchObject({ name: SCENARIO_MONITOR_NAME, tags: ["pulumi"], enabled: true });
    expect(await stack().output("tokenPrefix")).toBe(token.outputs.prefix);
    expect(await stack().output("token")).toBe("[secret]");
    expect(await stack().output("token", true)).toBe(secrets.get("analyst"));
    const listed = JSON.parse((await stack().ok(["stack", "output", "listedTokens", "--json"])).stdout) as { prefix: string; status: string }[];
    expect(listed).toContainEqual(expect.objectContaining({ prefix: token.outputs.prefix, status: "active" }));
  });

  test("after the token was used and the monitor ran, refresh and preview --expect-no-changes pass", async () => {
    const secrets = await printed.collect(stack());
    await e2e.clients.control.authenticateProxyToken(secrets.get("analyst")!);
    await e2e.clients.control.runMonitor(monitorId, { alert: true });
    const refresh = await stack().refresh("--expect-no-changes");
    expect(summaryCounts(refresh.stdout)).not.toHaveProperty("updated");
    await stack().preview("--expect-no-changes");
  });

  test("a token revoked in the app: refresh shows it, and up replaces it with one that works", async () => {
    await e2e.clients.proxy.revokeToken(ALICE, firstTokenId, { reason: OUT_OF_BAND_REASON });
    const refresh = await stack().run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout).toMatch(/~ status\s*: "active" => "revoked"/);

    const up = await stack().up();
    expect(summaryCounts(up.stdout)).toMatchObject({ replaced: 1 });
    const secrets = await printed.collect(stack());
    const replaced = (await tokensInState(stack())).get("analyst")!;
    expect(replaced.tokenId).not.toBe(firstTokenId);
    await expect(e2e.clients.control.authenticateProxyToken(secrets.get("analyst")!)).resolves.toMatchObject({ token_id: replaced.tokenId });
    await expect(e2e.clients.proxy.getToken(ALICE, firstTokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: OUT_OF_BAND_REASON });
    await stack().refresh("--expect-no-changes");
  });

  test("a monitor edited in the app shows as drift, and up restores it", async () => {
    await e2e.clients.control.editMonitor(monitorId, { name: APP_NAME, enabled: false } as never);
    const refresh = await stack().run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout).toMatch(new RegExp(`~ name\\s*: "${SCENARIO_MONITOR_NAME}" => "${APP_NAME}"`));

    const up = await stack().up();
    expect(summaryCounts(up.stdout)).toMatchObject({ updated: 1 });
    await expect(e2e.clients.datafold.getMonitor(monitorId)).resolves.toMatchObject({ name: SCENARIO_MONITOR_NAME, enabled: true });
    await stack().refresh("--expect-no-changes");
  });

  test("stack export holds no secret in plaintext, and nothing the CLI printed shows one", async () => {
    const secrets = [...printed.tokens(), e2e.emulator.apiKey, e2e.emulator.proxyManagerToken];
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    const { text } = await stack().exportState();
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
    expect(printed.leaks()).toEqual([]);
  });

  test("destroy revokes the token and deletes the monitor", async () => {
    const current = (await tokensInState(stack())).get("analyst")!;
    await stack().destroy();
    await expect(e2e.clients.proxy.getToken(ALICE, current.tokenId)).resolves.toMatchObject({ status: "revoked" });
    await expect(e2e.clients.datafold.getMonitor(monitorId)).rejects.toMatchObject({ status: 404 });
  });
}

/**
 * Points a plugin stack at the emulator the way a user points it at Datafold: the stack config,
 * credentials set with `--secret` (so the provider's state holds them encrypted).
 */
export async function configureProvider(stack: PulumiStack, e2e: E2EContext): Promise<void> {
  await stack.config("datafold:host", e2e.emulator.url);
  await stack.config("datafold:proxyUrl", e2e.emulator.url);
  await stack.config("datafold:apiKey", e2e.emulator.apiKey, true);
  await stack.config("datafold:proxyManagerToken", e2e.emulator.proxyManagerToken, true);
}
