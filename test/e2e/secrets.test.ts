/**
 * Where the quickstart's secrets end up, through the real CLI: the token in state only as
 * Pulumi ciphertext, no credential in state at all, the token readable on purpose with
 * `--show-secrets`, and nothing secret in what any other command prints, including the
 * detailed diffs of a create, a replacement, a refresh and a destroy.
 */
import { join } from "node:path";
import { describeWithCli, E2E_TIMEOUT_MS, EXAMPLES, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";
import { tokensInState } from "./support/token-state";

jest.setTimeout(E2E_TIMEOUT_MS);

/** The key and value Pulumi marks a secret with in state (`resource.SecretSig`). */
const SECRET_SIGNATURE = { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270" };

describeWithCli("secrets of the quickstart through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let stack: PulumiStack;

  beforeAll(async () => {
    stack = await e2e.stack({ from: join(EXAMPLES, "quickstart") });
    await stack.up("--diff");
    await printed.collect(stack);
  });

  test("stack export holds each token only as ciphertext, and no token secret or credential anywhere", async () => {
    const { text, deployment } = await stack.exportState();
    const tokens = (deployment.resources ?? []).filter((resource) => resource.type.endsWith("datafold:ProxyToken"));
    expect(tokens).toHaveLength(3);
    for (const token of tokens) {
      expect(token.outputs!.token).toEqual({ ...SECRET_SIGNATURE, ciphertext: expect.stringMatching(/^v1:/) });
    }
    const secrets = [...(await stack.tokenSecrets()).values(), e2e.emulator.apiKey, e2e.emulator.proxyManagerToken];
    expect(secrets).toHaveLength(5);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  test("stack output shows dbtToken as [secret], and --show-secrets prints a token that authenticates as dbt-prod", async () => {
    expect(await stack.output("dbtToken")).toBe("[secret]");
    const shown = await stack.output("dbtToken", true);
    const dbt = (await tokensInState(stack)).get("dbt")!;
    await expect(e2e.clients.control.authenticateProxyToken(shown)).resolves.toEqual({
      token_id: dbt.tokenId,
      principal_type: "service_principal",
      principal_id: "dbt-prod",
    });
  });

  test("a replacement, a refresh that finds a revoked token and a destroy, all with --diff, print the token as [secret]", async () => {
    // Each prints the old token's whole state: the places a secret would show if it were not marked.
    await stack.config("rotation", "2");
    const replace = await stack.up("--diff");
    expect(summaryCounts(replace.stdout)).toMatchObject({ replaced: 1 });
    expect(replace.stdout).toMatch(/token\s+: \[secret\]/);
    await printed.collect(stack);

    const dbt = (await tokensInState(stack)).get("dbt")!;
    await e2e.clients.proxy.revokeToken(dbt.principal, dbt.tokenId, { reason: "a refresh with something to show" });
    const refresh = await stack.refresh("--diff");
    expect(refresh.stdout).toMatch(/~ status\s+: "active" => "revoked"/);
    expect(refresh.stdout).toMatch(/token\s+: \[secret\]/);

    await stack.preview("--diff");
    await stack.ok(["stack", "output", "--json"]);
    await stack.ok(["stack", "history"]);
    const destroy = await stack.destroy("--diff");
    expect(summaryCounts(destroy.stdout)).toEqual({ deleted: 5 });
  });

  test("nothing the CLI printed shows a token secret or a credential", () => {
    // The check reads real output: the commands run to show secrets did print them.
    expect(stack.printed()).toContain(printed.tokens()[0]);
    expect(printed.tokens()).toHaveLength(4);
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(10);
    expect(printed.leaks()).toEqual([]);
  });
});
