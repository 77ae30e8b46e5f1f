/**
 * Parallel load (issue 4): Pulumi creates resources in parallel, so many ProxyToken creates
 * reach one provider host at once. Every create must succeed exactly once while the service
 * rate-limits, and the host must keep its own requests in flight under its limit.
 */
import { ConcurrencyLimit } from "../../src/client/transport/concurrency-limit";
import { ProxyToken } from "../../src/resources";
import type { ProviderHost } from "../../tools/provider-host-driver/provider-host";
import { checkedRegistration, startConfiguredHost, useProviderHost } from "../../tools/harness/provider-harness";
import { LOAD_LABEL, LOAD_LATENCY_MS, LOAD_PRINCIPALS, LOAD_SCENARIOS, type LoadScenario } from "./parallel-load.cases";

// The file's own host is not used: each scenario starts one with its own config, as the
// host configures a provider once, on its first resource call.
const setup = useProviderHost();

/** Runs `tasks` with at most `width` at once, as the engine's `--parallel` does. */
function pool<T>(tasks: readonly (() => Promise<T>)[], width: number): Promise<T[]> {
  const limit = new ConcurrencyLimit(width);
  return Promise.all(tasks.map((task) => limit.run(task)));
}

let counter = 0;

test.each(LOAD_SCENARIOS.map((scenario) => [scenario.tried, scenario] as const))(
  "%s",
  async (_tried, scenario: LoadScenario) => {
    const { control, proxy } = setup.clients;
    const extraConfig: Record<string, string> =
      scenario.maxConcurrentRequests === undefined ? {} : { "datafold:maxConcurrentRequests": String(scenario.maxConcurrentRequests) };
    const host: ProviderHost = await startConfiguredHost(setup.projectDir, setup.emulator, extraConfig);
    let created;
    try {
      // Registration and check first, as the engine does before it creates.
      const planned = await Promise.all(
        Array.from({ length: scenario.creates }, (_, index) => {
          const name = `load-${++counter}`;
          const principalId = LOAD_PRINCIPALS[index % LOAD_PRINCIPALS.length]!;
          return checkedRegistration(host, name, () => new ProxyToken(name, { principalType: "user", principalId, label: LOAD_LABEL }));
        }),
      );
      await control.clearRequests();
      await control.setRateLimit(scenario.rateLimit);
      // Each request takes a little while, as over a network, so that requests overlap.
      await control.setLatency(LOAD_LATENCY_MS);
      created = await pool(
        planned.map(({ registration, inputs }) => () => host.create(registration.urn, inputs)),
        scenario.parallelism,
      );
    } finally {
      await control.setRateLimit(0);
      await control.setLatency(0);
      await host.close();
    }
    const stats = await control.stats();
    const log = await control.requests();
    const tokenIds = created.map((result) => result.properties.tokenId as number);
    const secrets = created.map((result) => result.properties.token as string);
    expect(new Set(tokenIds).size).toBe(scenario.creates);
    expect(new Set(secrets).size).toBe(scenario.creates);

    const active = (await Promise.all(LOAD_PRINCIPALS.map((id) => proxy.listTokens({ type: "user", id })))).flat();
    expect(active.map((token) => token.id).sort((a, b) => a - b)).toEqual([...tokenIds].sort((a, b) => a - b));
    expect(log.filter((entry) => entry.method === "POST" && entry.status === 201)).toHaveLength(scenario.creates);

    expect(stats.peakInFlight).toBe(scenario.expectedPeak);
    if (scenario.rateLimit > 0) {
      expect(stats.rateLimited).toBeGreaterThan(0);
      expect(log.filter((entry) => entry.status === 429)).toHaveLength(stats.rateLimited);
    }
  },
  120_000,
);
