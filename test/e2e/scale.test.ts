/**
 * Fifty ProxyTokens in one stack, through the real CLI at the engine's default parallelism,
 * against an emulator that answers after a realistic 25 ms: every token is made once, a
 * refresh of them all is quiet, and destroy revokes each one. The times are printed, not
 * asserted (see support/timed.ts).
 */
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";
import { timed } from "./support/timed";

jest.setTimeout(E2E_TIMEOUT_MS);

const TOKEN_COUNT = 50;
const LATENCY_MS = 25;
const servicePrincipals = Array.from({ length: TOKEN_COUNT }, (_, index) => `sp-${index}`);
const principal = (id: string) => ({ type: "service_principal", id }) as const;

const PROGRAM = `import * as datafold from "pulumi-datafold";

for (let index = 0; index < ${TOKEN_COUNT}; index++) {
  new datafold.ProxyToken(\`sp-\${index}\`, {
    principalType: "service_principal",
    principalId: \`sp-\${index}\`,
    label: "scale test",
    expiresInDays: 30,
  });
}
`;

describeWithCli(`${TOKEN_COUNT} ProxyTokens in one stack through the real Pulumi CLI`, (cliDir) => {
  const e2e = useE2E(cliDir);
  let stack: PulumiStack;

  beforeAll(async () => {
    await e2e.clients.control.setLatency(LATENCY_MS);
    stack = await e2e.stack(programFiles("datafold-scale", PROGRAM));
  });

  test(`one up creates ${TOKEN_COUNT} tokens, each the one active token of its service principal`, async () => {
    await e2e.clients.control.clearRequests();
    const up = await timed(`up of ${TOKEN_COUNT} tokens`, () => stack.up());
    const stats = await e2e.clients.control.stats();
    const requests = await e2e.clients.control.requests();
    const posts = requests.filter((entry) => entry.method === "POST").length;
    console.log(`e2e scale: up sent ${requests.length} API requests (${posts} creates), at most ${stats.peakInFlight} in flight`);
    expect(summaryCounts(up.stdout)).toEqual({ created: TOKEN_COUNT + 1 });

    const inState = await stack.resources("datafold:ProxyToken");
    expect([...inState.keys()].sort()).toEqual([...servicePrincipals].sort());
    const active = await Promise.all(servicePrincipals.map((id) => e2e.clients.proxy.listTokens(principal(id))));
    const activeIds = active.map((tokens, index) => {
      expect({ principal: servicePrincipals[index], active: tokens.length }).toEqual({ principal: servicePrincipals[index], active: 1 });
      return tokens[0]!.id;
    });
    expect(new Set(activeIds).size).toBe(TOKEN_COUNT);
    expect(servicePrincipals.map((id) => inState.get(id)!.outputs!.tokenId)).toEqual(activeIds);
    expect(new Set((await stack.tokenSecrets()).values()).size).toBe(TOKEN_COUNT);
  });

  test(`refresh of the ${TOKEN_COUNT} tokens reports no change`, async () => {
    const refresh = await timed(`refresh of ${TOKEN_COUNT} tokens`, () => stack.refresh("--expect-no-changes"));
    expect(summaryCounts(refresh.stdout)).toEqual({ unchanged: TOKEN_COUNT + 1 });
  });

  test(`destroy revokes all ${TOKEN_COUNT} tokens`, async () => {
    const destroy = await timed(`destroy of ${TOKEN_COUNT} tokens`, () => stack.destroy());
    expect(summaryCounts(destroy.stdout)).toEqual({ deleted: TOKEN_COUNT + 1 });
    const tokens = await Promise.all(servicePrincipals.map((id) => e2e.clients.proxy.listTokens(principal(id), { includeRevoked: true })));
    expect(tokens.flat().map((token) => token.status)).toEqual(Array(TOKEN_COUNT).fill("revoked"));
  });
});
