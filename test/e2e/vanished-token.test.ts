/**
 * Tokens that vanished from the service (deleted on Datafold's side; here the emulator's reset),
 * through the real CLI: a scheduled `refresh --expect-no-changes` turns red and drops them from
 * state, the next up creates them again with secrets that work, and the stack is quiet after; a
 * destroy of tokens that are gone succeeds. The provider-level counterpart is
 * test/resources/proxy-token-lifecycle.test.ts ("refresh drops a token that vanished").
 */
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";
import { tokensInState, type TokenInState } from "./support/token-state";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = `import * as datafold from "pulumi-datafold";

new datafold.ProxyToken("analyst", { principalType: "user", principalId: "alice", label: "BI tool", expiresInDays: 90 });
new datafold.ProxyToken("dbt", { principalType: "service_principal", principalId: "dbt-prod", expiresInDays: 30 });
`;

describeWithCli("tokens that vanished from the service, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let stack: PulumiStack;
  let before: Map<string, TokenInState>;

  beforeAll(async () => {
    stack = await e2e.stack(programFiles("datafold-vanished", PROGRAM));
    await stack.up();
    await printed.collect(stack);
    before = await tokensInState(stack);
    await e2e.clients.control.reset();
  });

  test("refresh --expect-no-changes fails, showing both tokens deleted, and state no longer holds them", async () => {
    const refresh = await stack.run(["refresh", "--yes", "--skip-preview", "--expect-no-changes"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout + refresh.stderr).toContain("no changes were expected for refresh but changes were proposed");
    expect(summaryCounts(refresh.stdout)).toEqual({ deleted: 2, unchanged: 1 });
    expect((await tokensInState(stack)).size).toBe(0);
  });

  test("the next up creates both again, their secrets work, and a refresh after is quiet", async () => {
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ created: 2, unchanged: 1 });
    const secrets = await printed.collect(stack);
    for (const [name, token] of await tokensInState(stack)) {
      expect(secrets.get(name)).not.toBe(undefined);
      await expect(e2e.clients.control.authenticateProxyToken(secrets.get(name)!)).resolves.toMatchObject({ token_id: token.tokenId, principal_type: token.principal.type, ...("id" in token.principal ? { principal_id: token.principal.id } : {}) });
    }
    expect([...(await tokensInState(stack)).keys()].sort()).toEqual([...before.keys()].sort());
    await stack.refresh("--expect-no-changes");
  });

  test("a destroy after the tokens vanished again succeeds", async () => {
    await e2e.clients.control.reset();
    await stack.destroy();
    expect((await tokensInState(stack)).size).toBe(0);
  });

  test("nothing the CLI printed shows a token secret or a credential", () => {
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(3);
    expect(printed.leaks()).toEqual([]);
  });
});
