/**
 * Where the provider finds its credentials, through the real CLI: the stack config alone
 * (secrets encrypted in Pulumi.<stack>.yaml), the environment alone, and a wrong value,
 * whose error must name the config key to fix and never the value.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describeWithCli, E2E_TIMEOUT_MS, emulatorEnvironment, EXAMPLES, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";
import { tokensInState } from "./support/token-state";

jest.setTimeout(E2E_TIMEOUT_MS);

/** A token of its own principal, so that each test finds its own token at the shared emulator. */
function oneTokenProgram(principalId: string, withFlags = false): string {
  return [
    `import * as datafold from "pulumi-datafold";`,
    `const token = new datafold.ProxyToken("token", { principalType: "service_principal", principalId: "${principalId}", expiresInDays: 5 });`,
    withFlags ? `new datafold.DataDiffFlags("flags", { datadiffId: 102, archived: true, restoreOnDelete: true });` : "",
    `export const tokenId = token.tokenId;`,
  ].join("\n");
}

describeWithCli("provider credentials from the stack config or the environment, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  const stackConfigFile = (stack: PulumiStack) => join(stack.project.dir, `Pulumi.${stack.name}.yaml`);

  test("with the credentials only in the stack config, up and destroy work, and the file holds them only encrypted", async () => {
    const stack = await e2e.stack({ from: join(EXAMPLES, "quickstart") }, {});
    printed.watch(stack);
    await stack.config("datafold:host", e2e.emulator.url);
    await stack.config("datafold:proxyUrl", e2e.emulator.url);
    await stack.config("datafold:apiKey", e2e.emulator.apiKey, true);
    await stack.config("datafold:proxyManagerToken", e2e.emulator.proxyManagerToken, true);

    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ created: 5 });
    await printed.collect(stack);

    const text = readFileSync(stackConfigFile(stack), "utf8");
    const config = (parse(text) as { config: Record<string, unknown> }).config;
    expect(config).toEqual({
      "datafold:host": e2e.emulator.url,
      "datafold:proxyUrl": e2e.emulator.url,
      "datafold:apiKey": { secure: expect.stringMatching(/^v1:/) },
      "datafold:proxyManagerToken": { secure: expect.stringMatching(/^v1:/) },
    });
    expect(text).not.toContain(e2e.emulator.apiKey);
    expect(text).not.toContain(e2e.emulator.proxyManagerToken);

    // Destroy configures a provider host of its own: it must find the config again to revoke.
    const tokens = await tokensInState(stack);
    await stack.destroy();
    for (const token of tokens.values()) {
      await expect(e2e.clients.proxy.getToken(token.principal, token.tokenId)).resolves.toMatchObject({ status: "revoked" });
    }
  });

  test("with the credentials only in the environment and no datafold config, up creates the token and sets the flags", async () => {
    // The harness's default, spelled out: this test is the one that relies on it.
    const stack = await e2e.stack(programFiles("env-only", oneTokenProgram("env-only", true)), emulatorEnvironment(e2e.emulator));
    printed.watch(stack);
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ created: 3 });
    await printed.collect(stack);

    const config = (await stack.ok(["config", "--json"])).stdout;
    expect(JSON.parse(config)).toEqual({});
    const [token, ...others] = await e2e.clients.proxy.listTokens({ type: "service_principal", id: "env-only" });
    expect(others).toEqual([]);
    expect(token!.id).toBe(Number(await stack.output("tokenId")));
    expect((await e2e.clients.datafold.getDataDiff(102)).archived).toBe(true);
  });

  test("a wrong proxy manager token in the stack config fails up with an error that names datafold:proxyManagerToken, not the value", async () => {
    const wrong = "sqlp_pm_not_the_right_one_7c41d0e2";
    const stack = await e2e.stack(programFiles("wrong-key", oneTokenProgram("wrong-key")), {});
    printed.watch(stack);
    await stack.config("datafold:proxyUrl", e2e.emulator.url);
    // Plain, not --secret: were the value in the error, nothing of Pulumi's could hide it.
    // The CLI refuses a plain value that looks like a secret unless told --plaintext.
    await stack.ok(["config", "set", "datafold:proxyManagerToken", "--plaintext"], { stdin: wrong });

    const up = await stack.run(["up", "--yes", "--skip-preview"]);
    const output = up.stdout + up.stderr;
    expect(up.code).not.toBe(0);
    expect(output).toContain("The SQL proxy manager token (from the stack config datafold:proxyManagerToken) was rejected");
    expect(output).not.toContain(wrong);
    await expect(e2e.clients.proxy.listTokens({ type: "service_principal", id: "wrong-key" })).resolves.toEqual([]);
  });

  test("nothing the CLI printed shows a token secret or a credential", () => {
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(10);
    expect(printed.leaks()).toEqual([]);
  });
});
