/**
 * A token revoked in the Datafold app, outside Pulumi, through the real CLI: refresh must
 * notice it (a scheduled `refresh --expect-no-changes` turns red), and the next up must
 * replace it, new token first, so that consumers are never left without a working token.
 */
import { join } from "node:path";
import { describeWithCli, E2E_TIMEOUT_MS, EXAMPLES, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";
import { createAndRevokePositions, tokensInState, type TokenInState } from "./support/token-state";

jest.setTimeout(E2E_TIMEOUT_MS);

const OUT_OF_BAND_REASON = "leaked in a CI log; revoked by the security team";

describeWithCli("a token revoked outside Pulumi, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let stack: PulumiStack;
  let revoked: TokenInState;

  beforeAll(async () => {
    stack = await e2e.stack({ from: join(EXAMPLES, "quickstart") });
    await stack.up();
    await printed.collect(stack);
    revoked = (await tokensInState(stack)).get("dbt")!;
    await e2e.clients.proxy.revokeToken(revoked.principal, revoked.tokenId, { reason: OUT_OF_BAND_REASON });
  });

  test("refresh --expect-no-changes fails, shows the token's status going from active to revoked, and state keeps it", async () => {
    const refresh = await stack.run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout + refresh.stderr).toContain("no changes were expected for refresh but changes were proposed");
    expect(refresh.stdout).toMatch(/~ status\s+: "active" => "revoked"/);
    expect(summaryCounts(refresh.stdout)).toEqual({ updated: 1, unchanged: 4 });
    // The engine writes the refreshed state even though --expect-no-changes failed the command.
    const dbt = (await tokensInState(stack)).get("dbt")!;
    expect(dbt.tokenId).toBe(revoked.tokenId);
    expect(dbt.outputs).toMatchObject({ status: "revoked", revokedReason: OUT_OF_BAND_REASON });
    expect(dbt.outputs.revokedAt).toEqual(expect.any(String));
  });

  test("up replaces only that token, creating the new one before the DELETE of the old one", async () => {
    await e2e.clients.control.clearRequests();
    const up = await stack.up();
    const log = await e2e.clients.control.requests();
    expect(summaryCounts(up.stdout)).toEqual({ replaced: 1, unchanged: 4 });

    const { post, del } = createAndRevokePositions(log, revoked.principal, revoked.tokenId);
    expect(post).toBeGreaterThanOrEqual(0);
    expect(del).toBeGreaterThan(post);
    expect((await tokensInState(stack)).get("dbt")!.tokenId).not.toBe(revoked.tokenId);
  });

  test("the new token authenticates as the service principal, and the old one keeps the app's reason", async () => {
    const secrets = await printed.collect(stack);
    const dbt = (await tokensInState(stack)).get("dbt")!;
    await expect(e2e.clients.control.authenticateProxyToken(secrets.get("dbt")!)).resolves.toMatchObject({
      token_id: dbt.tokenId,
      principal_type: "service_principal",
      principal_id: "dbt-prod",
    });
    // Pulumi's DELETE of an already revoked token must not overwrite who revoked it and why.
    await expect(e2e.clients.proxy.getToken(revoked.principal, revoked.tokenId)).resolves.toMatchObject({
      status: "revoked",
      revoked_reason: OUT_OF_BAND_REASON,
    });
  });

  test("nothing the CLI printed shows a token secret or a credential", () => {
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(3);
    expect(printed.leaks()).toEqual([]);
  });
});
