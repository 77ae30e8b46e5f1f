/**
 * Rotation with a grace period (`revoke_replaced_after_hours`) through the real OpenTofu, as
 * test/e2e/grace-rotation.test.ts proves it for Pulumi: the rotation is an update in place (no
 * replacement, the resource keeps its id, `token` known after apply) that keeps the old token
 * working; inside the grace plans stay quiet although both tokens are used; the first apply after
 * the grace revokes the old token with the reason and sends nothing else; a destroy during a
 * later grace revokes both tokens. A proxy manager's token rotates beside a user's: its pending
 * entry names no principal id, a null in state that the provider must read back.
 */
import { ProxyAdminClient } from "../../src/clients";
import { defaultRevokeReason } from "../../src/provider/tokens/proxy-token-rotation";
import { TERRAFORM_ROUTE } from "../../src/terraform/provider/terraform-route";

import { useTofuEmulator } from "./support/emulator";
import { describeWithTofu } from "./support/tofu";
import { actionsByAddress, hclString, type TofuStateJson } from "./support/tofu-workspace";
import { commandsChecked, printedSecrets, tokensInTofuState, type TokenInTofuState } from "./support/tofu-tokens";
import { useWorkspace } from "./support/use-workspace";

/** What a token revoked with no revoke_reason records: the Terraform route's default. */
const DEFAULT_REVOKE_REASON = defaultRevokeReason(TERRAFORM_ROUTE);

jest.setTimeout(300_000);

const HOUR_MS = 60 * 60 * 1000;
const alice = { type: "user", id: "alice" } as const;
const proxyManager = { type: "proxy_manager" } as const;
const REASON = "rotated: the grace period is over";

const configuration = (generation: string) => `
resource "datafold_proxy_token" "analyst" {
  principal_type              = "user"
  principal_id                = "alice"
  label                       = "BI tool"
  expires_in_days             = 90
  revoke_replaced_after_hours = 24
  revoke_reason               = ${hclString(REASON)}
  rotation_triggers = {
    generation = ${hclString(generation)}
  }
}

# The proxy manager's too: its pending entry has no principal id (null in state).
resource "datafold_proxy_token" "automation" {
  principal_type              = "proxy_manager"
  expires_in_days             = 90
  revoke_replaced_after_hours = 24
  revoke_reason               = ${hclString(REASON)}
  rotation_triggers = {
    generation = ${hclString(generation)}
  }
}

output "analyst_token" {
  value     = datafold_proxy_token.analyst.token
  sensitive = true
}
`;

interface Pending {
  readonly token_id: number;
  readonly prefix: string;
  readonly principal_type: string;
  readonly principal_id: string | null;
  readonly label: string;
  readonly replaced_at: string;
  readonly revoke_after: string;
}

const pendingOf = (token: TokenInTofuState) => (token.values.pending_revocations as Pending[] | null) ?? [];

describeWithTofu("datafold_proxy_token rotation with a 24-hour grace period, through OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  const ws = useWorkspace(tofu, live);
  const seen = new Map<string, string>();
  let first: TokenInTofuState;
  let second: TokenInTofuState;
  let firstAutomation: TokenInTofuState;
  let secondAutomation: TokenInTofuState;

  const analyst = async () => (await tokensInTofuState(ws())).get("analyst")!;
  const automation = async () => (await tokensInTofuState(ws())).get("automation")!;
  const activeTokenIds = async (principal: typeof alice | typeof proxyManager = alice) =>
    (await live.clients.proxy.listTokens(principal)).filter((token) => token.status === "active").map((token) => token.id).sort((a, b) => a - b);
  /** Uses a proxy manager's token: the admin API answers it as it answers the bootstrap token. */
  const asProxyManager = (secret: string) => new ProxyAdminClient({ proxyUrl: live.emulator.url, proxyManagerToken: secret, env: {} }).listTokens(alice);

  beforeAll(async () => {
    ws().writeConfiguration(configuration("1"));
    await ws().ok(["apply", "-no-color", "-auto-approve"]);
    first = await analyst();
    firstAutomation = await automation();
    seen.set("the first token", first.secret);
    seen.set("the first proxy manager token", firstAutomation.secret);
  });

  test("the rotation is planned as an update in place: no replacement, the id kept, `token` known after apply", async () => {
    expect(first.id).toBe(`users/alice/rotating/${first.tokenId}`);
    expect(pendingOf(first)).toEqual([]);
    ws().writeConfiguration(configuration("2"));
    const { plan, json } = await ws().planJson({ detailedExitCode: true });
    expect(plan.code).toBe(2);
    expect(actionsByAddress(json)).toEqual({ "datafold_proxy_token.analyst": ["update"], "datafold_proxy_token.automation": ["update"] });
    const change = json.resource_changes!.find((candidate) => candidate.name === "analyst")!.change;
    expect(change.replace_paths).toBeUndefined();
    expect(change.after_unknown).toMatchObject({ token: true, token_id: true, pending_revocations: true });
    expect((change.after as Record<string, unknown>).id).toBe(first.id);
    expect(plan.stdout).toContain("# datafold_proxy_token.analyst will be updated in-place");
    expect(plan.stdout).not.toMatch(/must be replaced|forces replacement/);
    expect(plan.stdout).toMatch(/~ token\s+= \(sensitive value\)/);
    expect(plan.stdout).toContain("Plan: 0 to add, 2 to change, 0 to destroy.");
  });

  test("apply makes a new token under the same id and lists the old one as pending revocation; both work", async () => {
    const apply = await ws().apply();
    expect(apply.code).toBe(0);
    expect(apply.stdout).toContain("Apply complete! Resources: 0 added, 2 changed, 0 destroyed.");
    second = await analyst();
    secondAutomation = await automation();
    seen.set("the second token", second.secret);
    seen.set("the second proxy manager token", secondAutomation.secret);
    expect(second.id).toBe(first.id);
    expect(second.tokenId).not.toBe(first.tokenId);
    expect(second.secret).not.toBe(first.secret);
    const pending = pendingOf(second);
    expect(pending).toEqual([
      {
        token_id: first.tokenId,
        prefix: first.values.prefix,
        principal_type: "user",
        principal_id: "alice",
        label: "BI tool",
        replaced_at: expect.any(String),
        revoke_after: new Date(Date.parse(pending[0]!.replaced_at) + 24 * HOUR_MS).toISOString(),
      },
    ]);
    expect(await activeTokenIds()).toEqual([first.tokenId, second.tokenId].sort((a, b) => a - b));
    await expect(live.clients.control.authenticateProxyToken(second.secret)).resolves.toMatchObject({ token_id: second.tokenId });
    await expect(live.clients.control.authenticateProxyToken(first.secret)).resolves.toMatchObject({ token_id: first.tokenId });

    // The proxy manager's entry names no principal id: null in state, read back as the kit wrote it.
    expect(secondAutomation.id).toBe(`proxy-manager/rotating/${firstAutomation.tokenId}`);
    expect(pendingOf(secondAutomation)).toEqual([expect.objectContaining({ token_id: firstAutomation.tokenId, principal_type: "proxy_manager", principal_id: null })]);
    await expect(asProxyManager(firstAutomation.secret)).resolves.toBeDefined();
    await expect(asProxyManager(secondAutomation.secret)).resolves.toBeDefined();
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
  });

  test("at 23 hours the old token still works, and plans stay quiet though both tokens were used", async () => {
    await live.clients.control.moveClock({ advanceMs: 23 * HOUR_MS });
    // Records the service's clock 23 hours ahead (the emulator's clock jumped; a real one does not).
    expect((await ws().refreshOnly()).code).toBe(0);
    await live.clients.control.authenticateProxyToken(first.secret);
    await live.clients.control.authenticateProxyToken(second.secret);
    await asProxyManager(firstAutomation.secret);
    expect((await ws().plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
    expect(pendingOf(await analyst()).map((entry) => entry.token_id)).toEqual([first.tokenId]);
    await expect(live.clients.control.authenticateProxyToken(first.secret)).resolves.toMatchObject({ token_id: first.tokenId });
  });

  test("after the grace, the plan is an update, and apply revokes the old token with the reason and sends nothing else", async () => {
    await live.clients.control.moveClock({ advanceMs: 2 * HOUR_MS });
    const { plan, json } = await ws().planJson({ detailedExitCode: true });
    expect(plan.code).toBe(2);
    expect(actionsByAddress(json)).toEqual({ "datafold_proxy_token.analyst": ["update"], "datafold_proxy_token.automation": ["update"] });

    await live.clients.control.clearRequests();
    expect((await ws().apply()).code).toBe(0);
    const writes = (await live.clients.control.requests()).filter((entry) => entry.method !== "GET").map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
    expect(writes.sort()).toEqual([`DELETE /admin/proxy-manager/tokens/${firstAutomation.tokenId} 200`, `DELETE /admin/users/alice/tokens/${first.tokenId} 200`]);

    await expect(live.clients.proxy.getToken(alice, first.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: REASON });
    await expect(live.clients.control.authenticateProxyToken(first.secret)).rejects.toThrow(/revoked/i);
    const after = await analyst();
    expect(after).toMatchObject({ id: first.id, tokenId: second.tokenId, secret: second.secret });
    expect(pendingOf(after)).toEqual([]);
    expect(await activeTokenIds()).toEqual([second.tokenId]);
    await expect(asProxyManager(firstAutomation.secret)).rejects.toThrow();
    expect(pendingOf(await automation())).toEqual([]);
    expect(await activeTokenIds(proxyManager)).toEqual([secondAutomation.tokenId]);
    expect((await ws().plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
  });

  test("destroy during the grace of a further rotation revokes both the current and the pending token", async () => {
    ws().writeConfiguration(configuration("3"));
    expect((await ws().apply()).code).toBe(0);
    const third = await analyst();
    const thirdAutomation = await automation();
    seen.set("the third token", third.secret);
    seen.set("the third proxy manager token", thirdAutomation.secret);
    expect(pendingOf(third).map((entry) => entry.token_id)).toEqual([second.tokenId]);
    expect(await activeTokenIds()).toEqual([second.tokenId, third.tokenId].sort((a, b) => a - b));

    const destroy = await ws().destroy();
    expect(destroy.code).toBe(0);
    expect(destroy.stdout).toContain("Destroy complete! Resources: 2 destroyed.");
    for (const tokenId of [second.tokenId, third.tokenId]) {
      await expect(live.clients.proxy.getToken(alice, tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: REASON });
    }
    expect(await activeTokenIds()).toEqual([]);
    expect(await activeTokenIds(proxyManager)).toEqual([]);
    expect(((await ws().state()) as TofuStateJson).values?.root_module.resources ?? []).toEqual([]);
  });

  test("no command printed a token or a credential", () => {
    expect(commandsChecked(ws())).toBeGreaterThanOrEqual(12);
    const secrets = new Map([["the API key", live.emulator.apiKey], ["the proxy manager token", live.emulator.proxyManagerToken], ...seen]);
    expect(printedSecrets(ws(), secrets)).toEqual([]);
  });
});

/** A token whose grace period is added after it was created, as `revoke_replaced_after_hours` allows. */
const lateConfiguration = (graceHours: number | undefined, generation: string) => `
resource "datafold_proxy_token" "analyst" {
  principal_type    = "user"
  principal_id      = "alice"
  label             = "BI tool"
  expires_in_days   = 90
  rotation_triggers = { generation = ${hclString(generation)} }
${graceHours === undefined ? "" : `  revoke_replaced_after_hours = ${graceHours}\n`}}
`;

describeWithTofu("a datafold_proxy_token created without a grace period that gets one later, through OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  const ws = useWorkspace(tofu, live);
  const seen = new Map<string, string>();
  let created: TokenInTofuState;

  const analyst = async () => (await tokensInTofuState(ws())).get("analyst")!;

  beforeAll(async () => {
    ws().writeConfiguration(lateConfiguration(undefined, "1"));
    await ws().ok(["apply", "-no-color", "-auto-approve"]);
    created = await analyst();
    seen.set("the first token", created.secret);
  });

  test("without it, the id ends with the token id and state has no pending list", () => {
    expect(created.id).toBe(`users/alice/${created.tokenId}`);
    expect(created.values).toMatchObject({ pending_revocations: null, revoke_replaced_after_hours: null });
  });

  test("adding it is an update in place that sends nothing but reads, and keeps the token and the id", async () => {
    ws().writeConfiguration(lateConfiguration(24, "1"));
    const { json } = await ws().planJson({ detailedExitCode: true });
    expect(actionsByAddress(json)).toEqual({ "datafold_proxy_token.analyst": ["update"] });
    await live.clients.control.clearRequests();
    expect((await ws().apply()).code).toBe(0);
    expect((await live.clients.control.requests()).filter((entry) => entry.method !== "GET")).toEqual([]);
    const updated = await analyst();
    expect(updated).toMatchObject({ id: created.id, tokenId: created.tokenId, secret: created.secret });
    expect(updated.values).toMatchObject({ pending_revocations: [], revoke_replaced_after_hours: 24 });
    expect((await ws().plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
  });

  test("the next rotation is in place under the old id; refresh follows token_id, and destroy revokes both tokens", async () => {
    ws().writeConfiguration(lateConfiguration(24, "2"));
    const { json } = await ws().planJson({ detailedExitCode: true });
    expect(actionsByAddress(json)).toEqual({ "datafold_proxy_token.analyst": ["update"] });
    expect((await ws().apply()).code).toBe(0);
    const rotated = await analyst();
    seen.set("the second token", rotated.secret);
    expect(rotated.id).toBe(created.id);
    expect(rotated.tokenId).not.toBe(created.tokenId);
    expect(pendingOf(rotated).map((entry) => entry.token_id)).toEqual([created.tokenId]);
    expect((await ws().plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
    expect((await analyst()).tokenId).toBe(rotated.tokenId);

    expect((await ws().destroy()).code).toBe(0);
    for (const tokenId of [created.tokenId, rotated.tokenId]) {
      await expect(live.clients.proxy.getToken(alice, tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: DEFAULT_REVOKE_REASON });
    }
  });

  test("no command printed a token or a credential", () => {
    const secrets = new Map([["the API key", live.emulator.apiKey], ["the proxy manager token", live.emulator.proxyManagerToken], ...seen]);
    expect(commandsChecked(ws())).toBeGreaterThanOrEqual(8);
    expect(printedSecrets(ws(), secrets)).toEqual([]);
  });
});
