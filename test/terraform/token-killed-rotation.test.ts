/**
 * A `tofu apply` killed (SIGKILL: tofu and the provider under it, as a cancelled CI job or an
 * OOM killer would) in the middle of a rotation in place, after the service committed the new
 * token but before tofu learnt of it: the service holds its answer (`commit-then-delay`). As
 * test/e2e/grace-rotation.test.ts shows for `pulumi up`: the state still holds the token before,
 * the new one is active at the service and held by nothing, its secret lost; the next apply
 * rotates again and, since the label is the resource's own, revokes that orphan first, recording
 * that OpenTofu or Terraform revoked it.
 */
import { interruptedRotationReason } from "../../src/provider/tokens/proxy-token-rotation";
import { TERRAFORM_ROUTE } from "../../src/terraform/provider/terraform-route";
import { killOnceCommitted } from "../e2e/support/process-tree";
import { useTofuEmulator } from "./support/emulator";
import { describeWithTofu } from "./support/tofu";
import { hclString, type TofuResult } from "./support/tofu-workspace";
import { tokensInTofuState, type TokenInTofuState } from "./support/tofu-tokens";
import { useWorkspace } from "./support/use-workspace";

jest.setTimeout(300_000);

const alice = { type: "user", id: "alice" } as const;
/** How long the service holds the new token's answer: it only has to outlast the kill. */
const HOLD_MS = 5_000;

/** A token of its own label (none given), rotated in place with a grace period when `generation` changes. */
const configuration = (generation: string) => `
resource "datafold_proxy_token" "analyst" {
  principal_type              = "user"
  principal_id                = "alice"
  expires_in_days             = 90
  revoke_replaced_after_hours = 24
  rotation_triggers = {
    generation = ${hclString(generation)}
  }
}
`;

describeWithTofu("a tofu apply killed in the middle of a rotation in place", (tofu) => {
  const live = useTofuEmulator();
  const ws = useWorkspace(tofu, live);
  let before: TokenInTofuState;
  let orphan: number;
  let killed: TofuResult;

  const analyst = async () => (await tokensInTofuState(ws())).get("analyst")!;
  const activeTokenIds = async () => (await live.clients.proxy.listTokens(alice)).filter((token) => token.status === "active").map((token) => token.id).sort((a, b) => a - b);

  beforeAll(async () => {
    ws().writeConfiguration(configuration("1"));
    await ws().ok(["apply", "-no-color", "-auto-approve"]);
    before = await analyst();

    ws().writeConfiguration(configuration("2"));
    await live.clients.control.addFault({ method: "POST", path: "/admin/users/alice/tokens", action: "commit-then-delay", delayMs: HOLD_MS });
    killed = await killOnceCommitted(
      "tofu apply",
      (onSpawn) => ws().run(["apply", "-no-color", "-auto-approve"], { onSpawn }),
      async () => (await activeTokenIds()).length >= 2,
    );
    await live.clients.control.clearFaults();
    orphan = (await activeTokenIds()).find((id) => id !== before.tokenId)!;
  });

  test("the kill leaves the state as it was (the old token current) and the new token active at the service, held by nothing", async () => {
    expect(killed.code).not.toBe(0);
    expect(killed.stdout).toContain("datafold_proxy_token.analyst: Modifying...");
    expect(killed.stdout).not.toContain("Modifications complete");
    const state = await analyst();
    expect(state.tokenId).toBe(before.tokenId);
    expect(state.values.pending_revocations).toEqual([]);
    expect(await activeTokenIds()).toEqual([before.tokenId, orphan].sort((a, b) => a - b));
    // Of the resource's own label: what lets the next rotation prove it the resource's.
    const ownLabel = String(before.values.label);
    expect(ownLabel).toMatch(/^terraform datafold_proxy_token #[0-9a-z]{10}$/);
    await expect(live.clients.proxy.getToken(alice, orphan)).resolves.toMatchObject({ status: "active", label: ownLabel });
  });

  test("the next apply rotates again and revokes the orphan, naming OpenTofu or Terraform: only the tokens in state stay active", async () => {
    const apply = await ws().ok(["apply", "-no-color", "-auto-approve"]);
    expect(apply.stdout).toContain("Apply complete! Resources: 0 added, 1 changed, 0 destroyed.");
    const after = await analyst();
    expect(after.tokenId).not.toBe(orphan);
    expect((after.values.pending_revocations as { token_id: number }[]).map((entry) => entry.token_id)).toEqual([before.tokenId]);
    const reason = interruptedRotationReason(TERRAFORM_ROUTE);
    expect(reason).toContain("revoked by OpenTofu or Terraform (terraform-provider-datafold)");
    await expect(live.clients.proxy.getToken(alice, orphan)).resolves.toMatchObject({ status: "revoked", revoked_reason: reason, label: before.values.label });
    expect(await activeTokenIds()).toEqual([before.tokenId, after.tokenId].sort((a, b) => a - b));
    await expect(live.clients.control.authenticateProxyToken(after.secret)).resolves.toMatchObject({ token_id: after.tokenId });

    expect((await ws().plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
    expect((await ws().plan({ detailedExitCode: true })).code).toBe(0);
    await ws().ok(["destroy", "-no-color", "-auto-approve"]);
    expect(await activeTokenIds()).toEqual([]);
  });
});
