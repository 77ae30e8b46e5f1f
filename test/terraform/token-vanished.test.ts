/**
 * Tokens that vanished from the service (the account's tokens deleted on Datafold's side; here
 * the emulator's reset), through OpenTofu: the refresh-only plan reports each as deleted outside
 * OpenTofu, the next apply creates them again, and then plans are quiet; a destroy of a token that
 * is gone succeeds. The provider-level counterpart is test/resources/proxy-token-lifecycle.test.ts
 * ("refresh drops a token that vanished from the service").
 */
import { useTofuEmulator } from "./support/emulator";
import { describeWithTofu } from "./support/tofu";
import { tokensInTofuState, type TokenInTofuState } from "./support/tofu-tokens";
import { useWorkspace } from "./support/use-workspace";

jest.setTimeout(300_000);

const CONFIGURATION = `
resource "datafold_proxy_token" "analyst" {
  principal_type  = "user"
  principal_id    = "alice"
  label           = "BI tool"
  expires_in_days = 90
}

resource "datafold_proxy_token" "dbt" {
  principal_type  = "service_principal"
  principal_id    = "dbt-prod"
  expires_in_days = 30
}
`;

describeWithTofu("datafold_proxy_token whose token vanished from the service, through OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  const ws = useWorkspace(tofu, live);
  let before: Map<string, TokenInTofuState>;

  beforeAll(async () => {
    ws().writeConfiguration(CONFIGURATION);
    await ws().ok(["apply", "-no-color", "-auto-approve"]);
    before = await tokensInTofuState(ws());
    await live.clients.control.reset();
  });

  test("plan -refresh-only reports each token deleted outside OpenTofu (exit 2)", async () => {
    const refresh = await ws().plan({ detailedExitCode: true, refreshOnly: true });
    expect(refresh.code).toBe(2);
    expect(refresh.stdout).toContain("# datafold_proxy_token.analyst has been deleted");
    expect(refresh.stdout).toContain("# datafold_proxy_token.dbt has been deleted");
  });

  test("the next apply creates both again, with tokens that work, and then plans are quiet", async () => {
    const apply = await ws().ok(["apply", "-no-color", "-auto-approve"]);
    expect(apply.stdout).toContain("Apply complete! Resources: 2 added, 0 changed, 0 destroyed.");
    const after = await tokensInTofuState(ws());
    for (const [name, token] of after) {
      expect(token.secret).not.toBe(before.get(name)!.secret);
      await expect(live.clients.control.authenticateProxyToken(token.secret)).resolves.toMatchObject({ token_id: token.tokenId, principal_type: token.principal.type, ...("id" in token.principal ? { principal_id: token.principal.id } : {}) });
    }
    expect((await ws().plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
  });

  test("a destroy after the tokens vanished again succeeds and leaves nothing in state", async () => {
    await live.clients.control.reset();
    const destroyed = await ws().ok(["destroy", "-no-color", "-auto-approve"]);
    expect(destroyed.stdout).toContain("Destroy complete!");
    expect((await ws().state()).values?.root_module.resources ?? []).toEqual([]);
  });
});
