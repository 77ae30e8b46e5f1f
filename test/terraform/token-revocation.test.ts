/**
 * datafold_proxy_token_revocation through the real OpenTofu against the emulator, as
 * test/e2e/token-revocation.test.ts proves it for Pulumi: apply revokes every active token of
 * the principal with the reason and no one else's; an untouched configuration plans quietly; a
 * token made afterwards out of band is drift that a refresh-only plan reports and the next apply
 * revokes (one DELETE of the principal's tokens); a datafold_proxy_token of the same principal
 * in the same configuration is refused at plan; destroy leaves every token as it is.
 */
import type { Principal } from "../../src/core/principal";
import { useTofuEmulator } from "./support/emulator";
import { describeWithTofu } from "./support/tofu";
import { actionsByAddress, hclString } from "./support/tofu-workspace";
import { commandsChecked, printedSecrets } from "./support/tofu-tokens";
import { useWorkspace } from "./support/use-workspace";

jest.setTimeout(300_000);

const REASON = "left the company";

const REVOCATION = `
resource "datafold_proxy_token_revocation" "alice_left" {
  principal_type = "user"
  principal_id   = "alice"
  reason         = ${hclString(REASON)}
}

output "revoked_token_ids" {
  value = datafold_proxy_token_revocation.alice_left.revoked_token_ids
}
`;

/** A token of the offboarded user beside the revocation: the pair would fight for ever. */
const CONFLICT = `
resource "datafold_proxy_token" "alice" {
  principal_type = "user"
  principal_id   = "alice"
}
`;

const alice: Principal = { type: "user", id: "alice" };
const bob: Principal = { type: "user", id: "bob" };

describeWithTofu("datafold_proxy_token_revocation through OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  const ws = useWorkspace(tofu, live);
  const seen = new Map<string, string>();
  let aliceTokenIds: number[];

  /** [id, status, revoked reason] of each of alice's tokens, revoked ones included. */
  const aliceTokens = async () =>
    (await live.clients.proxy.listTokens(alice, { includeRevoked: true })).map((token) => [token.id, token.status, token.revoked_reason ?? null]);
  const outputIds = async () => (await ws().state()).values?.outputs?.revoked_token_ids?.value;

  beforeAll(async () => {
    const laptop = await live.clients.proxy.createToken(alice, { label: "laptop", expiresInDays: 90 });
    const notebook = await live.clients.proxy.createToken(alice, { label: "notebook" });
    const bystander = await live.clients.proxy.createToken(bob, { label: "bystander" });
    for (const token of [laptop, notebook, bystander]) seen.set(`token ${token.id}`, token.token);
    aliceTokenIds = [laptop.id, notebook.id];
    ws().writeConfiguration(REVOCATION);
  });

  test("apply revokes every active token of the principal with the reason, and no one else's", async () => {
    const apply = await ws().apply();
    expect(apply.code).toBe(0);
    expect(apply.stdout).toContain("Apply complete! Resources: 1 added, 0 changed, 0 destroyed.");
    expect(await aliceTokens()).toEqual(aliceTokenIds.map((id) => [id, "revoked", REASON]));
    expect((await live.clients.proxy.listTokens(bob)).map((token) => token.status)).toEqual(["active"]);
    expect(await outputIds()).toEqual(aliceTokenIds);
    const [resource] = (await ws().state()).values!.root_module.resources!;
    expect(resource!.values).toMatchObject({ id: "users/alice", active_tokens: [], revoked_token_ids: aliceTokenIds });
  });

  test("an untouched configuration plans quietly, refresh-only too", async () => {
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
    expect((await ws().plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
  });

  test("a token made afterwards out of band: the refresh-only plan reports it, and the next apply revokes it", async () => {
    const sneaked = await live.clients.proxy.createToken(alice, { label: "made by hand" });
    seen.set("the sneaked token", sneaked.token);
    await live.clients.control.authenticateProxyToken(sneaked.token);

    const refresh = await ws().plan({ detailedExitCode: true, refreshOnly: true });
    expect(refresh.code).toBe(2);
    expect(refresh.stdout).toContain("# datafold_proxy_token_revocation.alice_left has changed");
    expect(refresh.stdout).toContain(sneaked.prefix);
    expect(refresh.stdout).toContain('"made by hand"');

    const { plan, json } = await ws().planJson({ detailedExitCode: true });
    expect(plan.code).toBe(2);
    expect(actionsByAddress(json)).toEqual({ "datafold_proxy_token_revocation.alice_left": ["update"] });
    expect(plan.stdout).toContain("# datafold_proxy_token_revocation.alice_left will be updated in-place");

    await live.clients.control.clearRequests();
    expect((await ws().apply()).code).toBe(0);
    const writes = (await live.clients.control.requests()).filter((entry) => entry.method !== "GET").map((entry) => `${entry.method} ${entry.path}`);
    expect(writes).toEqual(["DELETE /admin/users/alice/tokens"]);
    expect(await aliceTokens()).toEqual([...aliceTokenIds, sneaked.id].map((id) => [id, "revoked", REASON]));
    await expect(live.clients.control.authenticateProxyToken(sneaked.token)).rejects.toThrow(/revoked/i);
    expect(await outputIds()).toEqual([sneaked.id]);
    expect((await ws().plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
  });

  test("a datafold_proxy_token of the same user in the configuration is refused at plan, naming both, before any token is made", async () => {
    ws().writeConfiguration(REVOCATION + CONFLICT);
    await live.clients.control.clearRequests();
    const plan = await ws().plan();
    ws().writeConfiguration(REVOCATION);
    expect(plan.code).toBe(1);
    expect((plan.stdout + plan.stderr).replace(/\s+/g, " ")).toMatch(
      /principal_id names user "alice", and this configuration also has a datafold_proxy_token(_revocation)? of user "alice": .* Keep one of them/,
    );
    expect((await live.clients.control.requests()).filter((entry) => entry.method !== "GET")).toEqual([]);
    expect((await live.clients.proxy.listTokens(alice)).filter((token) => token.status === "active")).toEqual([]);
  });

  test("destroy leaves every token as it is, revoked or made since", async () => {
    const later = await live.clients.proxy.createToken(alice, { label: "after the departure" });
    seen.set("the later token", later.token);
    const before = await aliceTokens();
    await live.clients.control.clearRequests();
    const destroy = await ws().destroy();
    expect(destroy.code).toBe(0);
    expect(destroy.stdout).toContain("Destroy complete! Resources: 1 destroyed.");
    expect((await live.clients.control.requests()).filter((entry) => entry.method !== "GET")).toEqual([]);
    expect(await aliceTokens()).toEqual(before);
    await expect(live.clients.control.authenticateProxyToken(later.token)).resolves.toMatchObject({ token_id: later.id });
  });

  test("no command printed a token or a credential", () => {
    expect(commandsChecked(ws())).toBeGreaterThanOrEqual(9);
    const secrets = new Map([["the API key", live.emulator.apiKey], ["the proxy manager token", live.emulator.proxyManagerToken], ...seen]);
    expect(printedSecrets(ws(), secrets)).toEqual([]);
  });
});
