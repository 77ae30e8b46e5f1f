/**
 * createTokenReconciled against the emulator, its waits recorded instead of waited: the wait
 * before the look for an orphan (as long as the timeout after a timeout, 5 s after a gateway's
 * 504, none after a dropped connection or another 5xx), and the claims that keep the tokens
 * of answered creates from looking like orphans, which the process drops once no create in
 * flight could mistake them. test/reliability/ambiguous-create.test.ts runs the same creates
 * through the provider host with the real waits, including a service that commits during one.
 */
import { createTokenReconciled, TimeoutError, UnresolvedCreateError, type Principal, type ProxyAdminClient } from "../../src/clients";
import { heldClaims } from "../../src/client/proxy-admin/reconciled-create";
import { clientsFor, useEmulatorClients, thrown } from "../../tools/harness/clients";
import { recordingSleep } from "../support/recording-sleep";

const live = useEmulatorClients();
afterEach(() => expect(heldClaims()).toBe(0));

const carol: Principal = { type: "user", id: "carol" };
const PATH = "/admin/users/carol/tokens";
const orphanReason = (why: string) =>
  `Orphan of an interrupted create: the answer was lost (${why}); revoked by pulumi-datafold before creating the token again`;

async function tokensOfCarol() {
  const tokens = await live.clients.proxy.listTokens(carol, { includeRevoked: true });
  return {
    active: tokens.filter((token) => token.status === "active").map((token) => token.id),
    revoked: tokens.filter((token) => token.status === "revoked").map((token) => ({ id: token.id, reason: token.revoked_reason })),
  };
}

describe("the wait before the look for an orphan", () => {
  test.each([
    ["a timeout of 250 ms", [250], { action: "commit-then-delay", delayMs: 1_000 }, { timeoutMs: 250 }, "no answer before the timeout"],
    ["a gateway's 504", [5_000], { action: "commit-then-status", status: 504 }, {}, "status 504"],
    ["a 502", [], { action: "commit-then-status", status: 502 }, {}, "status 502"],
    ["a dropped connection", [], { action: "commit-then-drop" }, {}, "connection lost: ECONNRESET"],
  ] as const)("after %s that committed, the waits asked for are %j (ms), then the orphan is revoked", async (_name, waits, fault, clientOptions, why) => {
    await live.clients.control.addFault({ method: "POST", path: PATH, ...fault });
    const { proxy } = clientsFor(live.emulator, clientOptions);
    const recorded = recordingSleep();
    const orphans: number[] = [];

    const created = await createTokenReconciled(proxy, carol, { label: "looker", expiresInDays: 30 }, {
      sleep: recorded.sleep,
      onOrphanRevoked: (event) => orphans.push(event.tokenId),
    });

    expect(recorded.delays).toEqual(waits);
    const { active, revoked } = await tokensOfCarol();
    expect(active).toEqual([created.id]);
    expect(revoked).toEqual([{ id: orphans[0], reason: orphanReason(why) }]);
    expect(orphans).toHaveLength(1);
  });

  test("is asked once per failed attempt, and never after the create that succeeds", async () => {
    await live.clients.control.addFault({ method: "POST", path: PATH, action: "commit-then-status", status: 504, times: 2 });
    const recorded = recordingSleep();

    const created = await createTokenReconciled(live.clients.proxy, carol, { label: "looker" }, { sleep: recorded.sleep });

    expect(recorded.delays).toEqual([5_000, 5_000]);
    expect((await tokensOfCarol()).active).toEqual([created.id]);
  });

  test("after a timeout longer than 30 s, is 30 s at most", async () => {
    // No real client waits two minutes in a test: a stand-in whose create times out after them.
    const token = { id: 7, prefix: "sqlp_pcp_ab", label: "looker", status: "active", created_at: new Date().toISOString(), expires_at: null };
    let creates = 0;
    const admin = {
      proxyUrl: "http://127.0.0.1:1",
      serverNow: () => new Date(),
      listTokens: async () => [],
      revokeToken: async () => undefined,
      createToken: async () => {
        if (++creates === 1) throw new TimeoutError({ method: "POST", url: "http://127.0.0.1:1/admin/users/carol/tokens", ambiguous: true }, 120_000);
        return { ...token, token: "sqlp_pcp_secret" };
      },
    } as unknown as ProxyAdminClient;
    const recorded = recordingSleep();

    await createTokenReconciled(admin, carol, { label: "looker" }, { sleep: recorded.sleep });

    expect(recorded.delays).toEqual([30_000]);
    expect(creates).toBe(2);
  });

  test("a rejected wait fails the create with its error, before any look", async () => {
    await live.clients.control.addFault({ method: "POST", path: PATH, action: "commit-then-status", status: 504 });
    await live.clients.control.clearRequests();
    const stop = new Error("interrupted");

    const error = await thrown(() => createTokenReconciled(live.clients.proxy, carol, {}, { sleep: () => Promise.reject(stop) }));

    expect(error).toBe(stop);
    expect(error).not.toBeInstanceOf(UnresolvedCreateError);
    expect((await live.clients.control.requests()).map((entry) => entry.method)).toEqual(["GET", "POST"]);
  });
});

describe("claims of answered creates", () => {
  test("are dropped as soon as no create is in flight, however many tokens the process makes", async () => {
    for (let i = 0; i < 25; i++) {
      await createTokenReconciled(live.clients.proxy, carol, { label: "many" });
      expect(heldClaims()).toBe(0);
    }
    const concurrent = await Promise.all(Array.from({ length: 25 }, () => createTokenReconciled(live.clients.proxy, carol, { label: "many" })));
    expect(new Set(concurrent.map((token) => token.id)).size).toBe(25);
    expect((await tokensOfCarol()).active).toHaveLength(50);
  });

  test("are kept while a create that listed before them is in flight, so that its look does not revoke them", async () => {
    // The first create's POST commits and is answered 504; it then waits until released.
    await live.clients.control.addFault({ method: "POST", path: PATH, action: "commit-then-status", status: 504 });
    let release!: () => void;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    let waited!: () => void;
    const started = new Promise<void>((resolve) => (waited = resolve));
    const orphans: number[] = [];
    const first = createTokenReconciled(live.clients.proxy, carol, { label: "looker" }, {
      sleep: () => {
        waited();
        return waiting;
      },
      onOrphanRevoked: (event) => orphans.push(event.tokenId),
    });
    await started;

    // Meanwhile a second create of the same label is answered: its token matches everything
    // the first create's look looks for, except that it is claimed.
    const second = await createTokenReconciled(live.clients.proxy, carol, { label: "looker" });
    expect(heldClaims()).toBe(1);
    release();
    const firstToken = await first;

    const { active, revoked } = await tokensOfCarol();
    expect(active.sort((a, b) => a - b)).toEqual([second.id, firstToken.id].sort((a, b) => a - b));
    expect(revoked).toEqual([{ id: orphans[0], reason: orphanReason("status 504") }]);
    expect(orphans).toHaveLength(1);
    expect([second.id, firstToken.id]).not.toContain(orphans[0]);
  });
});
