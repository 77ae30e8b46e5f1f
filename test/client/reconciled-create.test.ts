/**
 * createTokenReconciled against the emulator, its waits recorded instead of waited: the wait
 * before the look for what a lost answer made (as long as the timeout after a timeout, 5 s after
 * a gateway's 504, none after a dropped connection or another 5xx); what it does with a token it
 * finds (revoked only when the label is the caller's alone, else left untouched and named in the
 * error); and the claims that keep the tokens of answered creates from looking like lost ones,
 * which the process drops once no create in flight could mistake them.
 * test/reliability/ambiguous-create.test.ts runs the same creates through the provider host with
 * the real waits, including a service that commits during one.
 */
import { createTokenReconciled, TimeoutError, UnresolvedCreateError, uniqueLabel, type Principal, type ProxyAdminClient } from "../../src/clients";
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

describe("the wait before the look for what a lost answer made", () => {
  test.each([
    ["a timeout of 250 ms", [250], { action: "commit-then-delay", delayMs: 1_000 }, { timeoutMs: 250 }, "no answer before the timeout"],
    ["a gateway's 504", [5_000], { action: "commit-then-status", status: 504 }, {}, "status 504"],
    ["a 502", [], { action: "commit-then-status", status: 502 }, {}, "status 502"],
    ["a dropped connection", [], { action: "commit-then-drop" }, {}, "connection lost: ECONNRESET"],
  ] as const)("after %s that committed, the waits asked for are %j (ms), then the token it made is revoked (a unique label)", async (_name, waits, fault, clientOptions, why) => {
    await live.clients.control.addFault({ method: "POST", path: PATH, ...fault });
    const { proxy } = clientsFor(live.emulator, clientOptions);
    const recorded = recordingSleep();
    const orphans: number[] = [];

    const created = await createTokenReconciled(proxy, carol, { label: "looker", expiresInDays: 30 }, {
      uniqueLabel: true,
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

    const created = await createTokenReconciled(live.clients.proxy, carol, { label: "looker" }, { uniqueLabel: true, sleep: recorded.sleep });

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

describe("a token a lost answer may have made, of a label others may use", () => {
  test("is left active and named: the create fails with UnresolvedCreateError and revokes nothing", async () => {
    await live.clients.control.addFault({ method: "POST", path: PATH, action: "commit-then-drop" });
    const orphans: number[] = [];

    const error = await thrown(() =>
      createTokenReconciled(live.clients.proxy, carol, { label: "looker", expiresInDays: 30 }, { onOrphanRevoked: (event) => orphans.push(event.tokenId) }),
    );

    const { active, revoked } = await tokensOfCarol();
    expect(revoked).toEqual([]);
    expect(orphans).toEqual([]);
    expect(active).toHaveLength(1);
    const [candidate] = await live.clients.proxy.listTokens(carol);
    expect(error).toBeInstanceOf(UnresolvedCreateError);
    expect(error).toMatchObject({ candidateIds: [candidate!.id], revokedOrphanIds: [] });
    expect(error.message).toBe(
      `Creating a token for user "carol" (label "looker") failed after the request was sent (connection lost: ECONNRESET), and ` +
        `since then 1 active token of that label appeared: id ${candidate!.id} (prefix ${candidate!.prefix}, created ${candidate!.created_at}). ` +
        'It may be the token this create made, or another writer\'s (another stack or script creating tokens of user "carol" with the ' +
        "same label), in use by its consumers, so nothing was revoked. If no stack or consumer holds it (a token this create made was " +
        "never delivered to anyone: getProxyTokens with neverUsed: true lists it while it is unused), revoke it with a " +
        `ProxyTokenRevocation with tokenIds: [${candidate!.id}], or ProxyAdminClient.revokeToken; then run the update again. To have a ` +
        "lost answer settled without you, give each writer a label of its own: a ProxyToken whose label is left out gets one that " +
        "names its stack and resource.",
    );
  });

  test("another writer's token made while this create's answer was lost stays active: the create names it and fails", async () => {
    // This POST is answered 504 before the service acts; during the wait that follows, another
    // process (a raw create: this process's ledger never hears of it) makes its token of the label.
    await live.clients.control.addFault({ method: "POST", path: PATH, action: "status", status: 504 });
    let theirs: number | undefined;
    const sleep = async () => {
      theirs = (await clientsFor(live.emulator).proxy.createToken(carol, { label: "shared" })).id;
    };

    const error = await thrown(() => createTokenReconciled(live.clients.proxy, carol, { label: "shared" }, { sleep }));

    expect(error).toBeInstanceOf(UnresolvedCreateError);
    expect(error).toMatchObject({ candidateIds: [theirs], revokedOrphanIds: [] });
    expect(await tokensOfCarol()).toEqual({ active: [theirs], revoked: [] });
  });

  test("when the service made nothing, the create is sent again and succeeds", async () => {
    await live.clients.control.addFault({ method: "POST", path: PATH, action: "status", status: 502 });

    const created = await createTokenReconciled(live.clients.proxy, carol, { label: "looker" });

    expect(await tokensOfCarol()).toEqual({ active: [created.id], revoked: [] });
  });
});

describe("a unique label", () => {
  test("makes the token a lost answer made provably the create's own: it is revoked, and the create sent again", async () => {
    await live.clients.control.addFault({ method: "POST", path: PATH, action: "commit-then-drop" });
    const label = uniqueLabel("pulumi infra/prod/looker");

    const created = await createTokenReconciled(live.clients.proxy, carol, { label }, { uniqueLabel: true });

    const { active, revoked } = await tokensOfCarol();
    expect(active).toEqual([created.id]);
    expect(revoked).toEqual([{ id: expect.any(Number), reason: orphanReason("connection lost: ECONNRESET") }]);
    expect(created.label).toBe(label);
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
      uniqueLabel: true,
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
