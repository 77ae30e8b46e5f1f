/**
 * Rotation of datafold_proxy_token through the real OpenTofu, as test/e2e/rotation.test.ts proves
 * it for Pulumi: the emulator's clock moves 24 days ahead, and with no change of configuration
 * the next plan replaces the token inside its `rotate_before_days` window and the expired one,
 * leaving the third alone. A plan refreshes first, so one `tofu apply` is the whole scheduled
 * job (Pulumi's runs `refresh`, then `up`). Then a change of `rotation_triggers` replaces a
 * token on demand. Every token has `create_before_destroy`, as the guide says: the new token
 * exists before the old one is revoked.
 */
import { ProxyAdminClient } from "../../src/clients";
import { defaultRevokeReason } from "../../src/provider/tokens/proxy-token-rotation";
import { TERRAFORM_ROUTE } from "../../src/terraform/provider/terraform-route";

import { useTofuEmulator } from "./support/emulator";
import { describeWithTofu } from "./support/tofu";
import { actionsByAddress, hclString } from "./support/tofu-workspace";
import { commandsChecked, createAndRevokePositions, printedSecrets, tokensInTofuState, type TokenInTofuState } from "./support/tofu-tokens";
import { useWorkspace } from "./support/use-workspace";

/** What a token revoked with no revoke_reason records: the Terraform route's default. */
const DEFAULT_REVOKE_REASON = defaultRevokeReason(TERRAFORM_ROUTE);

jest.setTimeout(300_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const DBT_REASON = "rotated by the platform configuration";

/** analyst: 90 days, window 14; dbt: 30 days, window 7, rotated on demand by `generation`; automation: 7 days, no window. */
const configuration = (generation: string) => `
resource "datafold_proxy_token" "analyst" {
  principal_type     = "user"
  principal_id       = "alice"
  expires_in_days    = 90
  rotate_before_days = 14

  lifecycle {
    create_before_destroy = true
  }
}

resource "datafold_proxy_token" "dbt" {
  principal_type     = "service_principal"
  principal_id       = "dbt-prod"
  expires_in_days    = 30
  rotate_before_days = 7
  revoke_reason      = ${hclString(DBT_REASON)}
  rotation_triggers = {
    generation = ${hclString(generation)}
  }

  lifecycle {
    create_before_destroy = true
  }
}

resource "datafold_proxy_token" "automation" {
  principal_type  = "proxy_manager"
  expires_in_days = 7

  lifecycle {
    create_before_destroy = true
  }
}
`;

describeWithTofu("datafold_proxy_token rotation by the expiry window and by rotation_triggers, through OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  const ws = useWorkspace(tofu, live);
  const seen = new Map<string, string>();
  let before: Map<string, TokenInTofuState>;
  let after: Map<string, TokenInTofuState>;

  const remember = (tokens: Map<string, TokenInTofuState>) => {
    for (const [name, token] of tokens) seen.set(`${name} token ${token.tokenId}`, token.secret);
  };

  beforeAll(async () => {
    ws().writeConfiguration(configuration("1"));
    await ws().ok(["apply", "-no-color", "-auto-approve"]);
    before = await tokensInTofuState(ws());
    remember(before);
    await live.clients.control.moveClock({ advanceMs: 24 * DAY_MS });
  });

  test("24 days later, with no change of configuration, the plan replaces the token inside its window and the expired one, and leaves the third", async () => {
    const { plan, json } = await ws().planJson({ detailedExitCode: true });
    expect(plan.code).toBe(2);
    expect(actionsByAddress(json)).toEqual({
      "datafold_proxy_token.analyst": ["no-op"],
      "datafold_proxy_token.dbt": ["create", "delete"],
      "datafold_proxy_token.automation": ["create", "delete"],
    });
    for (const name of ["dbt", "automation"]) {
      expect(json.resource_changes!.find((change) => change.name === name)!.change.replace_paths).toEqual([["id"]]);
      expect(plan.stdout).toContain(`# datafold_proxy_token.${name} must be replaced\n+/- resource`);
    }
    expect(plan.stdout).not.toContain("datafold_proxy_token.analyst must be replaced");
    // The refresh the plan ran first found the proxy manager's token expired, and dbt's still active.
    expect(plan.stdout).toMatch(/~ status\s+= "expired" -> \(known after apply\)/);
    expect(plan.stdout).toMatch(/~ status\s+= "active" -> \(known after apply\)/);
    expect(plan.stdout).toContain("Plan: 2 to add, 0 to change, 2 to destroy.");
  });

  test("apply creates each new token before it revokes the old one with its reason; the untouched token gets no request", async () => {
    await live.clients.control.clearRequests();
    const apply = await ws().apply();
    expect(apply.code).toBe(0);
    expect(apply.stdout).toContain("Apply complete! Resources: 2 added, 0 changed, 2 destroyed.");
    const log = await live.clients.control.requests();
    after = await tokensInTofuState(ws());
    remember(after);

    expect(after.get("analyst")!.tokenId).toBe(before.get("analyst")!.tokenId);
    expect(createAndRevokePositions(log, before.get("analyst")!.principal, before.get("analyst")!.tokenId)).toEqual({ post: -1, del: -1 });
    for (const [name, reason] of [["dbt", DBT_REASON], ["automation", DEFAULT_REVOKE_REASON]] as const) {
      const old = before.get(name)!;
      expect(after.get(name)!.tokenId).not.toBe(old.tokenId);
      const { post, del } = createAndRevokePositions(log, old.principal, old.tokenId);
      expect(post).toBeGreaterThanOrEqual(0);
      expect(del).toBeGreaterThan(post);
      await expect(live.clients.proxy.getToken(old.principal, old.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: reason });
    }
  });

  test("state records the service's clock 24 days ahead; the new tokens work, and the next plan is quiet", async () => {
    for (const token of after.values()) {
      expect(token.values.service_clock_offset_seconds).toBeGreaterThan(24 * 86_400 - 300);
      expect(token.values.service_clock_offset_seconds).toBeLessThan(24 * 86_400 + 300);
    }
    await expect(live.clients.control.authenticateProxyToken(after.get("dbt")!.secret)).resolves.toMatchObject({ token_id: after.get("dbt")!.tokenId, principal_id: "dbt-prod" });
    const asAutomation = new ProxyAdminClient({ proxyUrl: live.emulator.url, proxyManagerToken: after.get("automation")!.secret, env: {} });
    expect((await asAutomation.listTokens({ type: "proxy_manager" })).map((token) => token.id)).toEqual([after.get("automation")!.tokenId]);
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
    expect((await ws().plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
  });

  test("a change of rotation_triggers replaces the token: the plan names it as forcing replacement, and apply rotates it", async () => {
    ws().writeConfiguration(configuration("2"));
    const { plan, json } = await ws().planJson({ detailedExitCode: true });
    expect(plan.code).toBe(2);
    expect(actionsByAddress(json)).toMatchObject({ "datafold_proxy_token.dbt": ["create", "delete"], "datafold_proxy_token.analyst": ["no-op"], "datafold_proxy_token.automation": ["no-op"] });
    expect(json.resource_changes!.find((change) => change.name === "dbt")!.change.replace_paths).toEqual(expect.arrayContaining([["rotation_triggers"]]));
    expect(plan.stdout).toMatch(/~ rotation_triggers\s+= \{ # forces replacement\n\s+~ "generation" = "1" -> "2"\n\s+\}/);

    await live.clients.control.clearRequests();
    expect((await ws().apply()).code).toBe(0);
    const rotated = (await tokensInTofuState(ws())).get("dbt")!;
    seen.set("dbt token after the trigger", rotated.secret);
    const old = after.get("dbt")!;
    const { post, del } = createAndRevokePositions(await live.clients.control.requests(), old.principal, old.tokenId);
    expect(del).toBeGreaterThan(post);
    expect(post).toBeGreaterThanOrEqual(0);
    await expect(live.clients.proxy.getToken(old.principal, old.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: DBT_REASON });
    await expect(live.clients.control.authenticateProxyToken(rotated.secret)).resolves.toMatchObject({ token_id: rotated.tokenId });
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
  });

  test("no command printed a token or a credential", () => {
    expect(commandsChecked(ws())).toBeGreaterThanOrEqual(6);
    const secrets = new Map([["the API key", live.emulator.apiKey], ["the proxy manager token", live.emulator.proxyManagerToken], ...seen]);
    expect(printedSecrets(ws(), secrets)).toEqual([]);
  });
});
