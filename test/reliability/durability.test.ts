import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Principal } from "../../src/core/principal";
import type { ProxyAdminClient } from "../../src/clients";
import { loadStateFile } from "../../packages/datafold-emulator/src/state-file";
import { clientsFor } from "../../tools/harness/clients";
import { exitOf, killHard, spawnEmulatorCli, waitForListening, type CliProcess } from "../../tools/harness/emulator-cli";
import {
  DURABILITY_CLIENTS,
  DURABILITY_PRINCIPALS,
  DURABILITY_SCENARIOS,
  DURABILITY_TABLE,
  IN_FLIGHT_AT_KILL,
  type DurabilityScenario,
} from "./durability.cases";

const API_KEY = "durability_api_key";
const PROXY_MANAGER_TOKEN = "sqlp_pm_durability_bootstrap";
/** What a full token secret looks like (type prefix and 40 base62 characters). */
const ANY_SECRET = /sqlp_(?:pcp|pm)_[0-9A-Za-z]{40}/g;

/** A create the emulator answered 201: the client was told it exists. */
interface Acknowledged {
  readonly principal: Principal;
  readonly id: number;
  readonly label: string;
  readonly secret: string;
}

interface BurstOutcome {
  readonly acknowledged: Acknowledged[];
  /** Creates that failed while the emulator was still alive: there must be none. */
  readonly failedBeforeKill: string[];
  /** Creates outstanding when SIGKILL was sent. */
  readonly inFlightAtKill: number;
}

/**
 * Every client creates tokens one after another until the Nth 201 arrives; then the
 * emulator is killed at once and nobody starts another create. Creates outstanding at that
 * moment end either way: a 201 that still got out counts as acknowledged, a failure does not.
 */
async function burstUntilKilled(proxy: ProxyAdminClient, child: CliProcess, scenario: DurabilityScenario): Promise<BurstOutcome> {
  const acknowledged: Acknowledged[] = [];
  const failedBeforeKill: string[] = [];
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killed = false;

  const createUntilKilled = async (client: number): Promise<void> => {
    const principal = DURABILITY_PRINCIPALS[client % DURABILITY_PRINCIPALS.length]!;
    for (let n = 0; !killed; n++) {
      inFlight++;
      try {
        const created = await proxy.createToken(principal, { label: `round ${scenario.round} client ${client} create ${n}` });
        acknowledged.push({ principal, id: created.id, label: created.label, secret: created.token });
      } catch (error) {
        if (!killed) failedBeforeKill.push(String(error));
        return;
      } finally {
        inFlight--;
      }
      if (!killed && acknowledged.length >= scenario.killAfterAcknowledged) {
        killed = true;
        inFlightAtKill = inFlight;
        process.kill(child.pid!, "SIGKILL");
      }
    }
  };

  await Promise.all(Array.from({ length: DURABILITY_CLIENTS }, (_, client) => createUntilKilled(client)));
  return { acknowledged, failedBeforeKill, inFlightAtKill };
}

const principalKey = (principal: Principal): string => JSON.stringify(principal);

describe("emulator durability: kill -9 during a burst of token creates with --data-file", () => {
  const children: CliProcess[] = [];
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), "datafold-durability-"));
  });
  afterEach(async () => {
    await Promise.all(children.splice(0).map(killHard));
    rmSync(directory, { recursive: true, force: true });
  });

  const startCli = async (dataFile: string) => {
    const args = ["--port", "0", "--host", "127.0.0.1", "--api-key", API_KEY, "--proxy-manager-token", PROXY_MANAGER_TOKEN];
    const child = spawnEmulatorCli([...args, "--data-file", dataFile]);
    children.push(child);
    const url = await waitForListening(child);
    const clients = clientsFor({ url, apiKey: API_KEY, proxyManagerToken: PROXY_MANAGER_TOKEN }, { maxConcurrentRequests: DURABILITY_CLIENTS });
    return { child, ...clients };
  };

  const cases = DURABILITY_SCENARIOS.map((scenario, index) => ({ scenario, tried: DURABILITY_TABLE.rows[index]!.tried }));

  it.each(cases)(
    "$tried: every acknowledged create survives the restart",
    async ({ scenario }) => {
      const dataFile = join(directory, "state.json");
      const first = await startCli(dataFile);
      const burst = await burstUntilKilled(first.proxy, first.child, scenario);
      await exitOf(first.child);
      expect(first.child.signalCode).toBe("SIGKILL");
      expect(burst.failedBeforeKill).toEqual([]);
      expect(burst.inFlightAtKill).toBe(IN_FLIGHT_AT_KILL);
      expect(burst.acknowledged.length).toBeGreaterThanOrEqual(scenario.killAfterAcknowledged);
      expect(new Set(burst.acknowledged.map((token) => token.id)).size).toBe(burst.acknowledged.length);

      // The file as the kill left it: valid JSON, valid state, hashes but no secrets.
      const text = readFileSync(dataFile, "utf8");
      expect(() => JSON.parse(text)).not.toThrow();
      const stored = loadStateFile(dataFile)!;
      expect(stored.tokens.length).toBeGreaterThanOrEqual(burst.acknowledged.length);
      expect(text.match(ANY_SECRET)).toBeNull();
      expect(burst.acknowledged.filter((token) => text.includes(token.secret)).map((token) => token.id)).toEqual([]);

      const second = await startCli(dataFile);
      // A write the kill interrupted may have left state.json.tmp-<random>: the restart removes it.
      expect(readdirSync(directory)).toEqual(["state.json"]);
      const listed = new Map(
        await Promise.all(
          DURABILITY_PRINCIPALS.map(async (principal) => {
            const tokens = await second.proxy.listTokens(principal, { includeRevoked: true });
            return [principalKey(principal), tokens] as const;
          }),
        ),
      );
      const found = burst.acknowledged.map((token) => {
        const match = listed.get(principalKey(token.principal))!.find((candidate) => candidate.id === token.id);
        return { principal: token.principal, id: token.id, label: match?.label, status: match?.status };
      });
      expect(found).toEqual(
        burst.acknowledged.map((token) => ({ principal: token.principal, id: token.id, label: token.label, status: "active" })),
      );

      const authenticated = await Promise.all(
        burst.acknowledged.map((token) => second.control.authenticateProxyToken(token.secret).catch((error: unknown) => String(error))),
      );
      expect(authenticated).toEqual(
        burst.acknowledged.map((token) => ({
          token_id: token.id,
          principal_type: token.principal.type,
          principal_id: "id" in token.principal ? token.principal.id : null,
        })),
      );

      const next = await second.proxy.createToken(DURABILITY_PRINCIPALS[0]!, { label: `round ${scenario.round} after restart` });
      expect(next.id).toBeGreaterThan(Math.max(0, ...stored.tokens.map((token) => token.id)));
    },
    20_000,
  );
});
