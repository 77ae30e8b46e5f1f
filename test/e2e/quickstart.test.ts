/**
 * The quickstart through the real Pulumi CLI against the emulator: drift means a real change
 * only, so a scheduled `pulumi refresh --expect-no-changes` stays green on an untouched stack,
 * even after every token was used.
 */
import { join } from "node:path";
import { useQuickstartTokens } from "./support/token-state";
import { describeWithCli, E2E_TIMEOUT_MS, EXAMPLES, useE2E } from "./support/e2e";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

/** Each ProxyToken's outputs in the checkpoint, but its secret (stored as ciphertext). */
async function tokenOutputs(stack: PulumiStack): Promise<Record<string, unknown>> {
  const outputs: Record<string, unknown> = {};
  for (const [name, resource] of await stack.resources("datafold:ProxyToken")) {
    const { token: _token, ...rest } = resource.outputs ?? {};
    outputs[name] = rest;
  }
  return outputs;
}

describeWithCli("the quickstart through the real Pulumi CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  let stack: PulumiStack;

  beforeAll(async () => {
    stack = await e2e.stack({ from: join(EXAMPLES, "quickstart") });
  });

  test("up creates three tokens and the flags, and a preview right after plans nothing", async () => {
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toMatchObject({ created: 5 });
    const preview = await stack.preview("--expect-no-changes");
    expect(summaryCounts(preview.stdout)).toEqual({ unchanged: 5 });
  });

  test("refresh right after up reports no change", async () => {
    const refresh = await stack.refresh("--expect-no-changes");
    expect(summaryCounts(refresh.stdout)).toEqual({ unchanged: 5 });
  });

  test("refresh after every token was used at the emulator still reports no change, and preview plans nothing", async () => {
    await useQuickstartTokens(e2e, stack);

    const principals = [{ type: "proxy_manager" }, { type: "user", id: "alice" }, { type: "service_principal", id: "dbt-prod" }] as const;
    for (const principal of principals) {
      const [token, ...others] = await e2e.clients.proxy.listTokens(principal);
      expect(others).toEqual([]);
      expect(token!.use_count).toBeGreaterThanOrEqual(1);
    }

    // The engine reports drift by the provider's diff; what state holds must not move either.
    const before = await tokenOutputs(stack);
    const refresh = await stack.refresh("--expect-no-changes");
    expect(summaryCounts(refresh.stdout)).toEqual({ unchanged: 5 });
    expect(await tokenOutputs(stack)).toEqual(before);
    const preview = await stack.preview("--expect-no-changes");
    expect(summaryCounts(preview.stdout)).toEqual({ unchanged: 5 });
  });
});
