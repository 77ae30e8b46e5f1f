/**
 * datafold_proxy_token through the real OpenTofu against the emulator, as the Pulumi e2e tests
 * prove the same resource (test/e2e/secrets.test.ts, out-of-band-revoke.test.ts): tokens of a
 * user, a service principal and the proxy manager whose secrets are in state as `token` and
 * work, printed by no command; a plan and a refresh-only plan that stay quiet after the tokens
 * are used; an import refused before any request; a destroy that revokes each token with its
 * reason. Then a token revoked outside OpenTofu: the refresh-only plan shows it, and the next
 * apply replaces it, revoking before creating unless `create_before_destroy` says otherwise.
 */
import { ProxyAdminClient } from "../../src/clients";
import { tokenBasePath } from "../../src/core/principal";
import { defaultRevokeReason } from "../../src/provider/tokens/proxy-token-rotation";
import { TERRAFORM_ROUTE } from "../../src/terraform/provider/terraform-route";

import { useTofuEmulator } from "./support/emulator";
import { describeWithTofu } from "./support/tofu";
import { actionsByAddress, hclString, TofuCommandError } from "./support/tofu-workspace";
import { commandsChecked, createAndRevokePositions, printedSecrets, tokensInTofuState, type TokenInTofuState } from "./support/tofu-tokens";
import { useWorkspace } from "./support/use-workspace";

/** What a token revoked with no revoke_reason records: the Terraform route's default. */
const DEFAULT_REVOKE_REASON = defaultRevokeReason(TERRAFORM_ROUTE);

jest.setTimeout(300_000);

const ANALYST_REASON = "rotated by the platform configuration";

const THREE_TOKENS = `
resource "datafold_proxy_token" "analyst" {
  principal_type  = "user"
  principal_id    = "alice"
  label           = "BI tool"
  expires_in_days = 90
  revoke_reason   = ${hclString(ANALYST_REASON)}
}

resource "datafold_proxy_token" "dbt" {
  principal_type     = "service_principal"
  principal_id       = "dbt-prod"
  expires_in_days    = 30
  rotate_before_days = 7
}

resource "datafold_proxy_token" "automation" {
  principal_type  = "proxy_manager"
  expires_in_days = 7
}

output "dbt_token" {
  value     = datafold_proxy_token.dbt.token
  sensitive = true
}

output "dbt_prefix" {
  value = datafold_proxy_token.dbt.prefix
}
`;

/** A resource block of the same principal as the analyst's, to import into. */
const IMPORT_TARGET = `
resource "datafold_proxy_token" "imported" {
  principal_type = "user"
  principal_id   = "alice"
}
`;

/** Every secret the tests know of: the emulator's credentials and each token ever in state. */
function secretsOf(live: ReturnType<typeof useTofuEmulator>, tokens: Iterable<[string, string]>): Map<string, string> {
  return new Map([["the API key", live.emulator.apiKey], ["the proxy manager token", live.emulator.proxyManagerToken], ...tokens]);
}

/** The lines of a plan that show an attribute, whatever tofu's column alignment. */
const line = (sign: string, name: string, rest: string) => new RegExp(`${sign.replace(/[~+]/g, "\\$&")} ${name}\\s+= ${rest}`);

describeWithTofu("datafold_proxy_token of a user, a service principal and the proxy manager, through OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  const ws = useWorkspace(tofu, live);
  const seen = new Map<string, string>();
  let tokens: Map<string, TokenInTofuState>;
  let firstPlan: Awaited<ReturnType<ReturnType<typeof ws>["plan"]>>;
  let applied: Awaited<ReturnType<ReturnType<typeof ws>["apply"]>>;

  beforeAll(async () => {
    ws().writeConfiguration(THREE_TOKENS);
    firstPlan = await ws().plan();
    applied = await ws().apply();
    if (applied.code !== 0) throw new TofuCommandError(["apply"], applied);
    tokens = await tokensInTofuState(ws());
    for (const [name, token] of tokens) seen.set(`the ${name} token`, token.secret);
  });

  test("the plan shows three tokens to create, each `token` a sensitive value, and apply creates them", () => {
    expect(firstPlan.code).toBe(0);
    expect(firstPlan.stdout).toContain("Plan: 3 to add, 0 to change, 0 to destroy.");
    expect(firstPlan.stdout.match(new RegExp(line("+", "token", "\\(sensitive value\\)").source, "g"))).toHaveLength(3);
    expect(applied.stdout).toContain("Apply complete! Resources: 3 added, 0 changed, 0 destroyed.");
    expect(applied.stdout).toContain("dbt_token = <sensitive>");
    expect(applied.stdout).toMatch(/dbt_prefix = "sqlp_pcp_[0-9A-Za-z]{8}"/);
  });

  test("state holds each secret as `token`, marked sensitive, beside the token's id and prefix", async () => {
    const state = await ws().state();
    const analyst = tokens.get("analyst")!;
    const dbt = tokens.get("dbt")!;
    const automation = tokens.get("automation")!;
    expect(analyst.id).toBe(`users/alice/${analyst.tokenId}`);
    expect(dbt.id).toBe(`service-principals/dbt-prod/${dbt.tokenId}`);
    expect(automation.id).toBe(`proxy-manager/${automation.tokenId}`);
    for (const token of [analyst, dbt]) expect(token.secret).toMatch(/^sqlp_pcp_[0-9A-Za-z]{40}$/);
    expect(automation.secret).toMatch(/^sqlp_pm_[0-9A-Za-z]{40}$/);
    for (const token of tokens.values()) {
      expect(token.secret.startsWith(String(token.values.prefix))).toBe(true);
      expect(token.values).toMatchObject({ status: "active", revoked_at: null, pending_revocations: null, service_clock_offset_seconds: 0 });
    }
    expect(analyst.values).toMatchObject({ label: "BI tool", token_type: "principal", revoke_on_delete: true, revoke_reason: ANALYST_REASON });
    // Left out, the label is the token's own, naming the route and the resource type.
    expect(dbt.values.label).toMatch(/^terraform datafold_proxy_token #[0-9a-z]{10}$/);
    expect(automation.values.token_type).toBe("proxy_manager");
    for (const resource of state.values!.root_module.resources!) expect(resource.sensitive_values).toEqual({ token: true });
    expect(state.values!.outputs!.dbt_token).toMatchObject({ sensitive: true, value: dbt.secret });
  });

  test("each secret authenticates: the user's and the service principal's at the proxy, the proxy manager's at the admin API", async () => {
    const analyst = tokens.get("analyst")!;
    const dbt = tokens.get("dbt")!;
    await expect(live.clients.control.authenticateProxyToken(analyst.secret)).resolves.toMatchObject({
      token_id: analyst.tokenId,
      principal_type: "user",
      principal_id: "alice",
    });
    await expect(live.clients.control.authenticateProxyToken(dbt.secret)).resolves.toMatchObject({
      token_id: dbt.tokenId,
      principal_type: "service_principal",
      principal_id: "dbt-prod",
    });
    const asAutomation = new ProxyAdminClient({ proxyUrl: live.emulator.url, proxyManagerToken: tokens.get("automation")!.secret, env: {} });
    expect((await asAutomation.listTokens({ type: "proxy_manager" })).map((token) => token.id)).toEqual([tokens.get("automation")!.tokenId]);
  });

  test("a second plan -detailed-exitcode exits 0: no changes", async () => {
    const plan = await ws().plan({ detailedExitCode: true });
    expect(plan.code).toBe(0);
    expect(plan.stdout).toContain("No changes. Your infrastructure matches the configuration.");
  });

  test("after every token was used, plan -refresh-only -detailed-exitcode exits 0, and so does a plan", async () => {
    await live.clients.control.authenticateProxyToken(tokens.get("analyst")!.secret);
    await live.clients.control.authenticateProxyToken(tokens.get("dbt")!.secret);
    await new ProxyAdminClient({ proxyUrl: live.emulator.url, proxyManagerToken: tokens.get("automation")!.secret, env: {} }).listTokens({ type: "user", id: "alice" });
    const used = await live.clients.proxy.getToken({ type: "user", id: "alice" }, tokens.get("analyst")!.tokenId);
    expect(used.use_count).toBeGreaterThan(0);

    const refresh = await ws().plan({ detailedExitCode: true, refreshOnly: true });
    expect(refresh.code).toBe(0);
    expect(refresh.stdout).toContain("No changes. Your infrastructure still matches the configuration.");
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
  });

  test("tofu output hides the token; output -raw gives it to a consumer that asks by name", async () => {
    expect((await ws().ok(["output", "-no-color"])).stdout).toContain("dbt_token = <sensitive>");
    expect((await ws().ok(["output", "-raw", "dbt_token"])).stdout).toBe(tokens.get("dbt")!.secret);
  });

  test("tofu import of a token fails saying why (the secret is shown once), and sends nothing", async () => {
    ws().writeConfiguration(THREE_TOKENS + IMPORT_TARGET);
    await live.clients.control.clearRequests();
    const imported = await ws().import("datafold_proxy_token.imported", tokens.get("analyst")!.id);
    ws().writeConfiguration(THREE_TOKENS);

    expect(imported.code).toBe(1);
    const said = (imported.stdout + imported.stderr).replace(/\s+/g, " ");
    expect(said).toContain("Error: datafold_proxy_token cannot be imported");
    expect(said).toContain("Datafold shows a token's secret once, in the answer that creates it, and never again");
    // In OpenTofu's terms: the type and the command a Terraform user knows.
    expect(said).toContain("A datafold_proxy_token cannot be imported");
    expect(await live.clients.control.requests()).toEqual([]);
    expect([...(await tokensInTofuState(ws())).keys()].sort()).toEqual(["analyst", "automation", "dbt"]);
  });

  test("destroy revokes every token with its reason: the analyst's revoke_reason, the default for the others", async () => {
    await live.clients.control.clearRequests();
    const destroyed = await ws().destroy();
    expect(destroyed.code).toBe(0);
    expect(destroyed.stdout).toContain("Destroy complete! Resources: 3 destroyed.");
    const deletes = (await live.clients.control.requests()).filter((entry) => entry.method === "DELETE").map((entry) => `${entry.path} ${entry.status}`);
    expect(deletes.sort()).toEqual(
      [...tokens.values()].map((token) => `${tokenBasePath(token.principal)}/${token.tokenId} 200`).sort(),
    );
    const reasons: Record<string, string> = { analyst: ANALYST_REASON, dbt: DEFAULT_REVOKE_REASON, automation: DEFAULT_REVOKE_REASON };
    for (const [name, token] of tokens) {
      await expect(live.clients.proxy.getToken(token.principal, token.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: reasons[name] });
    }
    await expect(live.clients.control.authenticateProxyToken(tokens.get("dbt")!.secret)).rejects.toThrow(/revoked/i);
    expect((await ws().state()).values?.root_module.resources ?? []).toEqual([]);
  });

  test("no command printed a token or a credential", () => {
    expect(commandsChecked(ws())).toBeGreaterThanOrEqual(8);
    expect(printedSecrets(ws(), secretsOf(live, seen))).toEqual([]);
  });
});

const OUT_OF_BAND_REASON = "leaked in a CI log; revoked by the security team";

/** The same kind of token twice: OpenTofu's default order, and create_before_destroy's; `generation` rotates both. */
const twoTokens = (generation = "1") => `
resource "datafold_proxy_token" "dbt" {
  principal_type    = "service_principal"
  principal_id      = "dbt-prod"
  expires_in_days   = 30
  rotation_triggers = { generation = ${hclString(generation)} }
}

resource "datafold_proxy_token" "bi" {
  principal_type    = "user"
  principal_id      = "bob"
  expires_in_days   = 30
  rotation_triggers = { generation = ${hclString(generation)} }

  lifecycle {
    create_before_destroy = true
  }
}
`;

describeWithTofu("a datafold_proxy_token revoked outside OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  const ws = useWorkspace(tofu, live);
  const seen = new Map<string, string>();
  let revoked: Map<string, TokenInTofuState>;

  beforeAll(async () => {
    ws().writeConfiguration(twoTokens());
    await ws().ok(["apply", "-no-color", "-auto-approve"]);
    revoked = await tokensInTofuState(ws());
    for (const [name, token] of revoked) {
      seen.set(`the first ${name} token`, token.secret);
      // As the Datafold app would: the admin API's revoke, with a reason.
      await live.clients.proxy.revokeToken(token.principal, token.tokenId, { reason: OUT_OF_BAND_REASON });
    }
  });

  test("plan -refresh-only -detailed-exitcode exits 2 and shows each token's status going from active to revoked", async () => {
    const refresh = await ws().plan({ detailedExitCode: true, refreshOnly: true });
    expect(refresh.code).toBe(2);
    expect(refresh.stdout).toContain("Note: Objects have changed outside of OpenTofu");
    for (const name of ["dbt", "bi"]) expect(refresh.stdout).toContain(`# datafold_proxy_token.${name} has changed`);
    expect(refresh.stdout.match(new RegExp(line("~", "status", '"active" -> "revoked"').source, "g"))).toHaveLength(2);
    expect(refresh.stdout).toMatch(line("+", "revoked_reason", hclString(OUT_OF_BAND_REASON).replace(/[.;]/g, "\\$&")));
  });

  test("the plan replaces both for no change of configuration: `id` forces it; delete first by default, create first with create_before_destroy", async () => {
    const { plan, json } = await ws().planJson({ detailedExitCode: true });
    expect(plan.code).toBe(2);
    expect(actionsByAddress(json)).toEqual({ "datafold_proxy_token.dbt": ["delete", "create"], "datafold_proxy_token.bi": ["create", "delete"] });
    for (const change of json.resource_changes!) {
      expect(change.change.replace_paths).toEqual([["id"]]);
      expect(change.action_reason).toBe("replace_because_cannot_update");
    }
    expect(plan.stdout).toContain("# datafold_proxy_token.dbt must be replaced\n-/+ resource");
    expect(plan.stdout).toContain("# datafold_proxy_token.bi must be replaced\n+/- resource");
    expect(plan.stdout).toMatch(new RegExp(`~ id\\s+= "service-principals/dbt-prod/${revoked.get("dbt")!.tokenId}" # forces replacement -> \\(known after apply\\)`));
    expect(plan.stdout).toContain("Plan: 2 to add, 0 to change, 2 to destroy.");
  });

  test("apply revokes the old dbt token before it creates the new one, and creates bob's new token before it revokes the old", async () => {
    await live.clients.control.clearRequests();
    const apply = await ws().apply();
    expect(apply.code).toBe(0);
    const log = await live.clients.control.requests();
    const dbt = createAndRevokePositions(log, revoked.get("dbt")!.principal, revoked.get("dbt")!.tokenId);
    const bi = createAndRevokePositions(log, revoked.get("bi")!.principal, revoked.get("bi")!.tokenId);
    for (const { post, del } of [dbt, bi]) expect(Math.min(post, del)).toBeGreaterThanOrEqual(0);
    expect(dbt.del).toBeLessThan(dbt.post);
    expect(bi.post).toBeLessThan(bi.del);
  });

  test("the new tokens authenticate, the old ones keep the app's reason, and the next plan is quiet", async () => {
    const replaced = await tokensInTofuState(ws());
    for (const [name, token] of replaced) {
      seen.set(`the second ${name} token`, token.secret);
      const old = revoked.get(name)!;
      expect(token.tokenId).not.toBe(old.tokenId);
      await expect(live.clients.control.authenticateProxyToken(token.secret)).resolves.toMatchObject({ token_id: token.tokenId });
      // The DELETE of a token already revoked must not overwrite who revoked it and why.
      await expect(live.clients.proxy.getToken(old.principal, old.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: OUT_OF_BAND_REASON });
    }
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
  });

  test("a rotation of working tokens: without create_before_destroy dbt's is revoked before its successor exists, with it bob's successor comes first", async () => {
    const working = await tokensInTofuState(ws());
    ws().writeConfiguration(twoTokens("2"));
    await live.clients.control.clearRequests();
    expect((await ws().apply()).code).toBe(0);
    const log = await live.clients.control.requests();
    const order = (name: string) => {
      const old = working.get(name)!;
      const { post, del } = createAndRevokePositions(log, old.principal, old.tokenId);
      expect(Math.min(post, del)).toBeGreaterThanOrEqual(0);
      return del < post ? "revoked, then created" : "created, then revoked";
    };
    // dbt-prod held one working token: between the two requests it had none.
    expect(order("dbt")).toBe("revoked, then created");
    expect(order("bi")).toBe("created, then revoked");
    for (const [name, token] of await tokensInTofuState(ws())) {
      seen.set(`the third ${name} token`, token.secret);
      await expect(live.clients.proxy.getToken(token.principal, working.get(name)!.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: DEFAULT_REVOKE_REASON });
      await expect(live.clients.control.authenticateProxyToken(token.secret)).resolves.toMatchObject({ token_id: token.tokenId });
    }
  });

  test("no command printed a token or a credential", () => {
    expect(commandsChecked(ws())).toBeGreaterThanOrEqual(6);
    expect(printedSecrets(ws(), secretsOf(live, seen))).toEqual([]);
  });
});
