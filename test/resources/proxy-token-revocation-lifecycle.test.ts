/**
 * ProxyTokenRevocation through the real dynamic-provider host, as `pulumi up`, `refresh` and
 * `destroy` drive it, against the emulator: check (bad inputs, the proxy manager, a
 * ProxyToken of the same principal), create, read, diff, update and delete, of every active
 * token of a principal and of listed tokens (`tokenIds`).
 *
 * The host keeps what each check recorded for as long as it runs (one deployment, in the
 * real CLI), so every test names principals of its own.
 */
import { ProxyToken, ProxyTokenRevocation, type ProxyTokenArgs, type ProxyTokenRevocationArgs } from "../../src/resources";
import { UNKNOWN_VALUE } from "../../src/kit/unknown-value";
import type { Principal } from "../../src/clients";
import type { PropertyMap } from "../../tools/provider-host-driver/provider-host";
import { asEngineSees, registrationOf, useProviderHost, type Registration } from "../../tools/harness/provider-harness";

const setup = useProviderHost();

let counter = 0;
/** A principal id no other test of this host has named. */
const fresh = (stem: string) => `${stem}-${++counter}`;

function registerRevocation(args: Record<string, unknown>): Promise<Registration> {
  const name = `revocation-${++counter}`;
  return registrationOf(name, () => new ProxyTokenRevocation(name, args as unknown as ProxyTokenRevocationArgs));
}

function registerToken(args: ProxyTokenArgs): Promise<Registration> {
  const name = `token-${++counter}`;
  return registrationOf(name, () => new ProxyToken(name, args));
}

async function checkRevocation(args: Record<string, unknown>, olds: PropertyMap = {}) {
  const registration = await registerRevocation(args);
  return setup.host.check(registration.urn, olds, registration.inputs);
}

interface Live {
  readonly registration: Registration;
  readonly inputs: PropertyMap;
  readonly id: string;
  readonly outputs: PropertyMap;
}

/** `pulumi up` of a new ProxyTokenRevocation: Check, then Create. */
async function up(args: ProxyTokenRevocationArgs): Promise<Live> {
  const registration = await registerRevocation(args as unknown as Record<string, unknown>);
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(checked.failures).toEqual([]);
  const created = await setup.host.create(registration.urn, checked.inputs);
  return { registration, inputs: checked.inputs, id: created.id, outputs: created.properties };
}

const refresh = (live: Live, outputs = live.outputs) => setup.host.read(live.registration.urn, live.id, outputs, live.inputs);
const diff = (live: Live, outputs: PropertyMap, news = live.inputs) => setup.host.diff(live.registration.urn, live.id, outputs, news, live.inputs);
/** The request log as `METHOD path` lines. */
const calls = async () => (await setup.clients.control.requests()).map((entry) => `${entry.method} ${entry.path}`);

describe("check", () => {
  test("registers as a dynamic resource with only its inputs and the provider shell", async () => {
    const registration = await registerRevocation({ principalType: "user", principalId: fresh("alice"), reason: "left" });
    expect(registration.type).toBe("pulumi-nodejs:dynamic/datafold:ProxyTokenRevocation");
    expect(Object.keys(registration.inputs).sort()).toEqual(["__provider", "principalId", "principalType", "reason"]);
  });

  test("reports every bad input at once, each naming the input, what is wrong and what to do", async () => {
    const { failures } = await checkRevocation({ principalType: "robot", principalId: "team/alice", reason: "x".repeat(1001), principal: "alice" });
    expect(failures).toEqual(asEngineSees([
      { property: "principalType", reason: 'principalType must be one of "user", "service_principal", "proxy_manager"; got "robot".' },
      { property: "principalId", reason: 'principalId must not contain "/": it is one segment of the API path, a single id.' },
      { property: "reason", reason: "reason must be at most 1000 characters; got 1001." },
      {
        property: "principal",
        reason: 'ProxyTokenRevocation has no input named "principal". Remove it or use one of: principalType, principalId, tokenIds, reason.',
      },
    ]));
  });

  test("requires both principal inputs, and accepts a reason of 1000 characters", async () => {
    expect((await checkRevocation({})).failures).toEqual(asEngineSees([
      { property: "principalType", reason: 'principalType is required: set it to "user" or "service_principal" (or "proxy_manager", with tokenIds).' },
      {
        property: "principalId",
        reason: "principalId is required: give the user id, or the service principal's client id, whose tokens are to be revoked.",
      },
    ]));
    expect((await checkRevocation({ principalType: "user", principalId: fresh("a"), reason: "x".repeat(1000) })).failures).toEqual([]);
  });

  const PROXY_MANAGER_NEEDS_TOKEN_IDS = {
    property: "principalType",
    reason:
      'principalType "proxy_manager" needs tokenIds: the API revokes all tokens at once only for a user or a service ' +
      "principal. List the proxy manager tokens to revoke in tokenIds (getProxyTokens finds them), or use " +
      '"user" or "service_principal" to revoke every active token of one.',
  };

  test("refuses the proxy manager without tokenIds, saying why and that tokenIds revokes its tokens one by one", async () => {
    expect((await checkRevocation({ principalType: "proxy_manager" })).failures).toEqual(asEngineSees([PROXY_MANAGER_NEEDS_TOKEN_IDS]));
    const withId = await checkRevocation({ principalType: "proxy_manager", principalId: "pm" });
    expect(withId.failures).toEqual(asEngineSees([
      PROXY_MANAGER_NEEDS_TOKEN_IDS,
      {
        property: "principalId",
        reason: 'principalId must not be set when principalType is "proxy_manager": the proxy manager has no id. Remove principalId.',
      },
    ]));
  });

  test("takes the proxy manager with tokenIds, and no principalId", async () => {
    expect((await checkRevocation({ principalType: "proxy_manager", tokenIds: [7] })).failures).toEqual([]);
    expect((await checkRevocation({ principalType: "proxy_manager", principalId: "pm", tokenIds: [7] })).failures).toEqual(asEngineSees([
      {
        property: "principalId",
        reason: 'principalId must not be set when principalType is "proxy_manager": the proxy manager has no id. Remove principalId.',
      },
    ]));
    // A user still needs its id, tokenIds or not.
    expect((await checkRevocation({ principalType: "user", tokenIds: [7] })).failures).toEqual(asEngineSees([
      {
        property: "principalId",
        reason: "principalId is required: give the user id, or the service principal's client id, whose tokens are to be revoked.",
      },
    ]));
  });

  test.each<[string, unknown, string]>([
    ["an empty list", [], "tokenIds must not be empty: list the ids of the tokens to revoke, or leave tokenIds out to revoke every active token of the principal."],
    ["a zero", [7, 0], "tokenIds[1] must be a token id, a positive whole number (getProxyTokens lists them); got 0."],
    ["a fraction", [1.5], "tokenIds[0] must be a token id, a positive whole number (getProxyTokens lists them); got 1.5."],
    ["an id in quotes", [7, "8"], 'tokenIds[1] must be a token id, a positive whole number (getProxyTokens lists them); got the string "8" (write the number without quotes).'],
    ["a number that is no list", 7, "tokenIds must be a list of token ids, such as [1234]; got 7."],
    ["a token twice", [7, 9, 7], "tokenIds[2] repeats token 7, already at tokenIds[0]: list each token once."],
  ])("refuses tokenIds that are %s, naming the place, before anything is sent", async (_case, tokenIds, reason) => {
    await setup.clients.control.clearRequests();
    const { failures } = await checkRevocation({ principalType: "user", principalId: fresh("bad"), tokenIds });
    expect(failures).toEqual(asEngineSees([{ property: "", reason }]));
    expect(await calls()).toEqual([]);
  });

  test("never prints a token secret pasted into tokenIds", async () => {
    const secret = (await setup.clients.proxy.createToken({ type: "user", id: fresh("paste") })).token;
    const { failures } = await checkRevocation({ principalType: "user", principalId: fresh("paste"), tokenIds: [secret] });
    expect(failures).toEqual(asEngineSees([
      { property: "", reason: expect.stringMatching(/^tokenIds\[0\] must be a token id, a positive whole number \(getProxyTokens lists them\); got a string of \d+ characters\.$/) },
    ]));
    expect(JSON.stringify(failures)).not.toContain(secret);
  });

  test("never prints a credential pasted into an input", async () => {
    const pasted = setup.emulator.proxyManagerToken;
    const { failures } = await checkRevocation({ principalType: "user", principalId: fresh("a"), reason: 42, note: pasted });
    expect(failures.length).toBe(2);
    expect(JSON.stringify(failures)).not.toContain(pasted);
  });

  test("tokenIds, or one of them, not known during a preview pass unchecked; diff plans an update", async () => {
    const registration = await registerRevocation({ principalType: "proxy_manager", tokenIds: [7] });
    const olds = { principalType: "proxy_manager", tokenIds: [7], revokedTokenIds: [7], activeTokens: [] };
    for (const tokenIds of [UNKNOWN_VALUE, [7, UNKNOWN_VALUE], [UNKNOWN_VALUE, UNKNOWN_VALUE]]) {
      const checked = await setup.host.check(registration.urn, {}, { ...registration.inputs, tokenIds });
      expect(checked.failures).toEqual([]);
      expect(await setup.host.diff(registration.urn, "proxy-manager", olds, checked.inputs)).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
    }
  });

  test("values not known during a preview pass unchecked; diff plans a replacement for an unknown principal", async () => {
    const registration = await registerRevocation({ principalType: "user", principalId: "x" });
    const checked = await setup.host.check(registration.urn, {}, { ...registration.inputs, principalId: UNKNOWN_VALUE });
    expect(checked.failures).toEqual([]);
    const olds = { principalType: "user", principalId: "x", revokedTokenIds: [], activeTokens: [] };
    expect((await setup.host.diff(registration.urn, "users/x", olds, checked.inputs)).replaces).toEqual(["principalId"]);
  });
});

describe("a ProxyToken and a ProxyTokenRevocation of the same principal in one deployment", () => {
  const tokenOf = (principalId: string): ProxyTokenArgs => ({ principalType: "user", principalId });
  const conflict = (other: string, id: string) =>
    `principalId names user "${id}", and this stack also has a ${other} of user "${id}": the ProxyTokenRevocation revokes ` +
    "every active token of that principal, the ProxyToken's included, and the ProxyToken then replaces its token on " +
    "the next up, which is revoked again, for ever. Keep one of them: remove the ProxyToken (deleting it revokes its " +
    "token) to keep the principal offboarded, or remove the ProxyTokenRevocation (deleting it leaves tokens as they are). " +
    "To revoke only some tokens of the principal, list them in the ProxyTokenRevocation's tokenIds.";

  test("the revocation checked after the token fails, naming both; checking the token again changes nothing", async () => {
    const id = fresh("bob");
    const token = await registerToken(tokenOf(id));
    expect((await setup.host.check(token.urn, {}, token.inputs)).failures).toEqual([]);
    const revocation = await registerRevocation({ principalType: "user", principalId: id });
    const { failures } = await setup.host.check(revocation.urn, {}, revocation.inputs);
    expect(failures).toEqual(asEngineSees([{ property: "principalId", reason: conflict("ProxyToken", id) }]));
    // The token's second check (the update after the preview) now sees the revocation too.
    expect((await setup.host.check(token.urn, {}, token.inputs)).failures).toEqual(
      asEngineSees([{ property: "principalId", reason: conflict("ProxyTokenRevocation", id) }]),
    );
  });

  test("the token checked after the revocation fails", async () => {
    const id = fresh("carol");
    expect((await checkRevocation({ principalType: "user", principalId: id })).failures).toEqual([]);
    const token = await registerToken(tokenOf(id));
    expect((await setup.host.check(token.urn, {}, token.inputs)).failures).toEqual(
      asEngineSees([{ property: "principalId", reason: conflict("ProxyTokenRevocation", id) }]),
    );
  });

  test("no conflict: two ProxyTokens or two revocations of one principal, the same id of another type, a re-check", async () => {
    const id = fresh("dave");
    for (let i = 0; i < 2; i++) {
      const token = await registerToken(tokenOf(id));
      expect((await setup.host.check(token.urn, {}, token.inputs)).failures).toEqual([]);
    }
    const other = fresh("erin");
    for (let i = 0; i < 2; i++) expect((await checkRevocation({ principalType: "user", principalId: other })).failures).toEqual([]);
    const sameIdOtherType = await registerToken({ principalType: "service_principal", principalId: other });
    expect((await setup.host.check(sameIdOtherType.urn, {}, sameIdOtherType.inputs)).failures).toEqual([]);
  });

  test("a revocation with tokenIds is no conflict, checked before or after the token, tokenIds known or not", async () => {
    for (const tokenIds of [[7], UNKNOWN_VALUE, [0]]) {
      const before = fresh("gail");
      const revocation = await registerRevocation({ principalType: "user", principalId: before, tokenIds: [7] });
      const checkedFirst = await setup.host.check(revocation.urn, {}, { ...revocation.inputs, tokenIds });
      // Bad ids fail on their own account only, never as a conflict.
      expect(JSON.stringify(checkedFirst.failures)).not.toContain("this stack also has");
      const token = await registerToken(tokenOf(before));
      expect((await setup.host.check(token.urn, {}, token.inputs)).failures).toEqual([]);

      const after = fresh("gail");
      const second = await registerToken(tokenOf(after));
      expect((await setup.host.check(second.urn, {}, second.inputs)).failures).toEqual([]);
      const targeted = await registerRevocation({ principalType: "user", principalId: after, tokenIds: [7] });
      const checkedLast = await setup.host.check(targeted.urn, {}, { ...targeted.inputs, tokenIds });
      expect(JSON.stringify(checkedLast.failures)).not.toContain("this stack also has");
    }
  });

  test("a revocation of every token still conflicts when a targeted one of the same principal is there too", async () => {
    const id = fresh("hal");
    expect((await checkRevocation({ principalType: "user", principalId: id, tokenIds: [7] })).failures).toEqual([]);
    const token = await registerToken(tokenOf(id));
    expect((await setup.host.check(token.urn, {}, token.inputs)).failures).toEqual([]);
    expect((await checkRevocation({ principalType: "user", principalId: id })).failures).toEqual(
      asEngineSees([{ property: "principalId", reason: conflict("ProxyToken", id) }]),
    );
  });

  test("an id unknown at preview is not seen; once it is known, the conflict is", async () => {
    const id = fresh("frank");
    const token = await registerToken(tokenOf(id));
    expect((await setup.host.check(token.urn, {}, { ...token.inputs, principalId: UNKNOWN_VALUE })).failures).toEqual([]);
    expect((await checkRevocation({ principalType: "user", principalId: id })).failures).toEqual([]);
    expect((await setup.host.check(token.urn, {}, token.inputs)).failures).toEqual(
      asEngineSees([{ property: "principalId", reason: conflict("ProxyTokenRevocation", id) }]),
    );
  });
});

describe("lifecycle", () => {
  test("create revokes every active token of the principal with the reason, and only those", async () => {
    const id = fresh("alice");
    const alice = { type: "user", id } as const;
    const first = await setup.clients.proxy.createToken(alice, { label: "bi", expiresInDays: 30 });
    const second = await setup.clients.proxy.createToken(alice);
    const earlier = await setup.clients.proxy.createToken(alice);
    await setup.clients.proxy.revokeToken(alice, earlier.id, { reason: "rotated" });
    const expiring = await setup.clients.proxy.createToken(alice, { expiresInDays: 1 });
    const bystander = await setup.clients.proxy.createToken({ type: "service_principal", id });
    await setup.clients.control.moveClock({ advanceDays: 2 });
    await setup.clients.control.clearRequests();

    const live = await up({ principalType: "user", principalId: id, reason: "left the company" });

    expect(live.id).toBe(`users/${id}`);
    expect(live.outputs).toMatchObject({
      principalType: "user",
      principalId: id,
      reason: "left the company",
      revokedTokenIds: [first.id, second.id],
      activeTokens: [],
    });
    expect(await calls()).toEqual([`GET /admin/users/${id}/tokens`, `DELETE /admin/users/${id}/tokens`, `GET /admin/users/${id}/tokens`]);
    const tokens = await setup.clients.proxy.listTokens(alice, { includeRevoked: true });
    expect(tokens.map((t) => [t.id, t.status, t.revoked_reason ?? null])).toEqual([
      [first.id, "revoked", "left the company"],
      [second.id, "revoked", "left the company"],
      [earlier.id, "revoked", "rotated"],
      [expiring.id, "expired", null],
    ]);
    await expect(setup.clients.control.authenticateProxyToken(first.token)).rejects.toThrow();
    const [other] = await setup.clients.proxy.listTokens({ type: "service_principal", id });
    expect(other).toMatchObject({ id: bystander.id, status: "active" });
  });

  test("without a reason, the default one names pulumi-datafold and the principal", async () => {
    const id = fresh("dbt");
    const created = await setup.clients.proxy.createToken({ type: "service_principal", id });
    const live = await up({ principalType: "service_principal", principalId: id });
    expect(live.id).toBe(`service-principals/${id}`);
    expect(live.outputs).not.toHaveProperty("reason");
    const token = await setup.clients.proxy.getToken({ type: "service_principal", id }, created.id);
    expect(token.revoked_reason).toBe(`Revoked by Pulumi (pulumi-datafold): a ProxyTokenRevocation offboards service principal "${id}"`);
  });

  test("refresh of an untouched principal returns the same state, and the diff finds nothing", async () => {
    const id = fresh("gina");
    await setup.clients.proxy.createToken({ type: "user", id });
    const live = await up({ principalType: "user", principalId: id, reason: "left" });
    const refreshed = await refresh(live);
    expect(refreshed.id).toBe(live.id);
    expect(refreshed.properties).toEqual(live.outputs);
    expect(refreshed.inputs).toEqual({ principalType: "user", principalId: id, reason: "left", __provider: live.inputs.__provider });
    expect(await diff(live, refreshed.properties)).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });
  });

  test("a token made afterwards shows in activeTokens after refresh, without usage; the update revokes it", async () => {
    const id = fresh("hank");
    const hank = { type: "user", id } as const;
    const live = await up({ principalType: "user", principalId: id, reason: "left" });
    expect(live.outputs.revokedTokenIds).toEqual([]);

    const sneaked = await setup.clients.proxy.createToken(hank, { label: "made by hand", expiresInDays: 7 });
    const refreshed = await refresh(live);
    expect(refreshed.properties.activeTokens).toEqual([
      { id: sneaked.id, prefix: sneaked.prefix, label: "made by hand", createdAt: sneaked.created_at, expiresAt: sneaked.expires_at },
    ]);
    // A use of the token moves its use count, not this state.
    await setup.clients.control.authenticateProxyToken(sneaked.token);
    expect((await refresh(live, refreshed.properties)).properties).toEqual(refreshed.properties);
    expect(await diff(live, refreshed.properties)).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });

    const updated = await setup.host.update(live.registration.urn, live.id, refreshed.properties, live.inputs, live.inputs);
    expect(updated).toMatchObject({ revokedTokenIds: [sneaked.id], activeTokens: [] });
    expect(await setup.clients.proxy.getToken(hank, sneaked.id)).toMatchObject({ status: "revoked", revoked_reason: "left" });
    expect(await diff(live, (await refresh(live, updated)).properties)).toMatchObject({ changes: "none" });
  });

  test("a change of principal replaces; a change of reason updates", async () => {
    const id = fresh("ivy");
    const live = await up({ principalType: "user", principalId: id, reason: "left" });
    expect(await diff(live, live.outputs, { ...live.inputs, principalId: fresh("ivy") })).toEqual({
      changes: "some",
      replaces: ["principalId"],
      deleteBeforeReplace: false,
    });
    expect(await diff(live, live.outputs, { ...live.inputs, principalType: "service_principal" })).toMatchObject({ replaces: ["principalType"] });
    expect(await diff(live, live.outputs, { ...live.inputs, reason: "contract ended" })).toEqual({
      changes: "some",
      replaces: [],
      deleteBeforeReplace: false,
    });
  });

  test("delete sends nothing and leaves every token as it is", async () => {
    const id = fresh("jack");
    const jack = { type: "user", id } as const;
    const live = await up({ principalType: "user", principalId: id });
    const later = await setup.clients.proxy.createToken(jack);
    await setup.clients.control.clearRequests();
    await setup.host.delete(live.registration.urn, live.id, live.outputs, live.inputs);
    expect(await calls()).toEqual([]);
    await expect(setup.clients.control.authenticateProxyToken(later.token)).resolves.toMatchObject({ token_id: later.id });
  });

  test("a principal the service does not know (404) has no token to revoke: create and refresh succeed with none", async () => {
    const id = fresh("gone");
    const path = `/admin/users/${id}/tokens`;
    const notFound = { action: "status", status: 404, body: { error_code: "NOT_FOUND", message: "Principal not found" } } as const;
    await setup.clients.control.addFault({ method: "GET", path, times: 3, ...notFound });
    await setup.clients.control.addFault({ method: "DELETE", path, ...notFound });
    const live = await up({ principalType: "user", principalId: id });
    expect(live.outputs).toMatchObject({ revokedTokenIds: [], activeTokens: [] });
    const refreshed = await refresh(live);
    expect(refreshed.properties).toEqual(live.outputs);
    const answers = (await setup.clients.control.requests()).filter((r) => r.path === path).map((r) => `${r.method} ${r.status}`);
    expect(answers).toEqual(["GET 404", "DELETE 404", "GET 404", "GET 404"]);
  });

  test("a state id edited by hand is an error that says what an id looks like", async () => {
    const live = await up({ principalType: "user", principalId: fresh("kim") });
    for (const id of ["groups/kim", "proxy-manager/kim", "users/kim/7", "users/"]) {
      await expect(setup.host.read(live.registration.urn, id, live.outputs)).rejects.toThrow(
        `${JSON.stringify(id)} is not a ProxyTokenRevocation id: expected users/<user_id>, service-principals/<client_id> or proxy-manager.`,
      );
    }
  });
});

describe("lifecycle with tokenIds: exactly the listed tokens", () => {
  /** [id, status, revoked reason] of each token of the principal, revoked ones included. */
  const tokensOf = async (principal: Principal) =>
    (await setup.clients.proxy.listTokens(principal, { includeRevoked: true })).map((t) => [t.id, t.status, t.revoked_reason ?? null]);
  const base = (principal: Principal) =>
    principal.type === "proxy_manager" ? "/admin/proxy-manager/tokens" : `/admin/${principal.type === "user" ? "users" : "service-principals"}/${principal.id}/tokens`;

  test("create revokes only the listed token; another token of the principal stays active and keeps working", async () => {
    const id = fresh("lena");
    const lena: Principal = { type: "user", id };
    const kept = await setup.clients.proxy.createToken(lena, { label: "laptop" });
    const stray = await setup.clients.proxy.createToken(lena, { label: "laptop" });
    await setup.clients.control.clearRequests();

    const live = await up({ principalType: "user", principalId: id, tokenIds: [stray.id], reason: "stray from a lost create answer" });

    expect(live.id).toBe(`users/${id}`);
    expect(live.outputs).toMatchObject({ tokenIds: [stray.id], revokedTokenIds: [stray.id], activeTokens: [] });
    const path = `${base(lena)}/${stray.id}`;
    expect(await calls()).toEqual([`GET ${path}`, `DELETE ${path}`, `GET ${path}`]);
    expect(await tokensOf(lena)).toEqual([
      [kept.id, "active", null],
      [stray.id, "revoked", "stray from a lost create answer"],
    ]);
    await expect(setup.clients.control.authenticateProxyToken(kept.token)).resolves.toMatchObject({ token_id: kept.id });
    await expect(setup.clients.control.authenticateProxyToken(stray.token)).rejects.toThrow();
  });

  test("a listed token already revoked, expired, or not the principal's (404) counts as done: not revoked again, not reported", async () => {
    const id = fresh("mo");
    const mo: Principal = { type: "service_principal", id };
    const revoked = await setup.clients.proxy.createToken(mo);
    await setup.clients.proxy.revokeToken(mo, revoked.id, { reason: "rotated" });
    const expired = await setup.clients.proxy.createToken(mo, { expiresInDays: 1 });
    const active = await setup.clients.proxy.createToken(mo);
    const someoneElses = await setup.clients.proxy.createToken({ type: "user", id });
    await setup.clients.control.moveClock({ advanceDays: 2 });
    await setup.clients.control.clearRequests();

    const live = await up({ principalType: "service_principal", principalId: id, tokenIds: [someoneElses.id, active.id, expired.id, revoked.id] });

    expect(live.outputs).toMatchObject({ revokedTokenIds: [active.id], activeTokens: [] });
    // Only the active one is deleted, and without a reason the default names pulumi-datafold.
    const deletes = (await setup.clients.control.requests()).filter((r) => r.method === "DELETE").map((r) => r.path);
    expect(deletes).toEqual([`${base(mo)}/${active.id}`]);
    expect(await tokensOf(mo)).toEqual([
      [revoked.id, "revoked", "rotated"],
      [expired.id, "expired", null],
      [active.id, "revoked", `Revoked by Pulumi (pulumi-datafold): a ProxyTokenRevocation lists this token of service principal "${id}"`],
    ]);
    expect((await setup.clients.proxy.getToken({ type: "user", id }, someoneElses.id)).status).toBe("active");
  });

  test("a 404 at the DELETE counts as done, not as revoked by this call; a token still there shows as drift, and the update revokes it", async () => {
    const id = fresh("ned");
    const ned: Principal = { type: "user", id };
    const token = await setup.clients.proxy.createToken(ned);
    const path = `${base(ned)}/${token.id}`;
    await setup.clients.control.addFault({ method: "DELETE", path, action: "status", status: 404, body: { error_code: "NOT_FOUND", message: "Token not found" } });
    const live = await up({ principalType: "user", principalId: id, tokenIds: [token.id] });
    // The service still has it (the 404 was injected): the read-back finds it active, as drift.
    expect(live.outputs).toMatchObject({ revokedTokenIds: [], activeTokens: [expect.objectContaining({ id: token.id })] });
    expect(await diff(live, live.outputs)).toMatchObject({ changes: "some", replaces: [] });
    const updated = await setup.host.update(live.registration.urn, live.id, live.outputs, live.inputs, live.inputs);
    expect(updated).toMatchObject({ revokedTokenIds: [token.id], activeTokens: [] });
  });

  test("the proxy manager: only the listed token is revoked, one by one; the id is proxy-manager", async () => {
    const pm: Principal = { type: "proxy_manager" };
    const kept = await setup.clients.proxy.createToken(pm, { label: `pm-kept-${++counter}` });
    const stray = await setup.clients.proxy.createToken(pm, { label: `pm-stray-${counter}` });
    await setup.clients.control.clearRequests();

    const live = await up({ principalType: "proxy_manager", tokenIds: [stray.id], reason: "stray" });

    expect(live.id).toBe("proxy-manager");
    expect(live.outputs).toMatchObject({ principalType: "proxy_manager", tokenIds: [stray.id], revokedTokenIds: [stray.id], activeTokens: [] });
    expect(live.outputs).not.toHaveProperty("principalId");
    const path = `${base(pm)}/${stray.id}`;
    expect(await calls()).toEqual([`GET ${path}`, `DELETE ${path}`, `GET ${path}`]);
    expect(await setup.clients.proxy.getToken(pm, stray.id)).toMatchObject({ status: "revoked", revoked_reason: "stray" });
    expect(await setup.clients.proxy.getToken(pm, kept.id)).toMatchObject({ status: "active" });

    const refreshed = await refresh(live);
    expect(refreshed.id).toBe("proxy-manager");
    expect(refreshed.properties).toEqual(live.outputs);
    expect(await diff(live, refreshed.properties)).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });
  });

  test("refresh reads each listed token, quiet however the principal's other tokens are used or made", async () => {
    const id = fresh("olga");
    const olga: Principal = { type: "user", id };
    const kept = await setup.clients.proxy.createToken(olga);
    const stray = await setup.clients.proxy.createToken(olga);
    const live = await up({ principalType: "user", principalId: id, tokenIds: [stray.id], reason: "stray" });
    await setup.clients.control.authenticateProxyToken(kept.token);
    await setup.clients.proxy.createToken(olga, { label: "made since" });
    await setup.clients.control.clearRequests();

    const refreshed = await refresh(live);

    expect(await calls()).toEqual([`GET ${base(olga)}/${stray.id}`]);
    expect(refreshed.properties).toEqual(live.outputs);
    expect(refreshed.inputs).toEqual({ principalType: "user", principalId: id, tokenIds: [stray.id], reason: "stray", __provider: live.inputs.__provider });
    expect(await diff(live, refreshed.properties)).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });
  });

  test("a listed token that reads as active at refresh is drift, and the next update revokes what is still active", async () => {
    const id = fresh("pia");
    const pia: Principal = { type: "user", id };
    const stray = await setup.clients.proxy.createToken(pia);
    const live = await up({ principalType: "user", principalId: id, tokenIds: [stray.id] });
    // Tokens cannot be re-activated: a service answering so is the only way to see this drift.
    const path = `${base(pia)}/${stray.id}`;
    const asActive = { ...(await setup.clients.proxy.getToken(pia, stray.id)), status: "active", revoked_at: null, revoked_reason: null };
    await setup.clients.control.addFault({ method: "GET", path, action: "status", status: 200, body: { data: asActive } });

    const refreshed = await refresh(live);
    expect(refreshed.properties.activeTokens).toEqual([
      { id: stray.id, prefix: stray.prefix, label: stray.label, createdAt: stray.created_at, expiresAt: stray.expires_at },
    ]);
    expect(await diff(live, refreshed.properties)).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
    await setup.clients.control.clearRequests();
    const updated = await setup.host.update(live.registration.urn, live.id, refreshed.properties, live.inputs, live.inputs);
    // The service says revoked now: nothing to delete, nothing active.
    expect(await calls()).toEqual([`GET ${path}`, `GET ${path}`]);
    expect(updated).toMatchObject({ revokedTokenIds: [], activeTokens: [] });
  });

  test("a change of tokenIds is an update in place that revokes the new list; adding or removing tokenIds too", async () => {
    const id = fresh("quinn");
    const quinn: Principal = { type: "user", id };
    const [first, second, third] = [await setup.clients.proxy.createToken(quinn), await setup.clients.proxy.createToken(quinn), await setup.clients.proxy.createToken(quinn)];
    const live = await up({ principalType: "user", principalId: id, tokenIds: [first!.id], reason: "stray" });
    const news = { ...live.inputs, tokenIds: [second!.id, first!.id] };
    expect(await diff(live, live.outputs, news)).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });

    const updated = await setup.host.update(live.registration.urn, live.id, live.outputs, news, live.inputs);
    expect(updated).toMatchObject({ tokenIds: [second!.id, first!.id], revokedTokenIds: [second!.id], activeTokens: [] });
    expect(await tokensOf(quinn)).toEqual([
      [first!.id, "revoked", "stray"],
      [second!.id, "revoked", "stray"],
      [third!.id, "active", null],
    ]);

    // Without tokenIds, the same resource revokes every active token of the principal.
    const { tokenIds: _dropped, ...everyToken } = news;
    expect(await diff(live, updated, everyToken)).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
    const all = await setup.host.update(live.registration.urn, live.id, updated, everyToken, news);
    expect(all).toMatchObject({ revokedTokenIds: [third!.id], activeTokens: [] });
    expect(all).not.toHaveProperty("tokenIds");
    // A change of principal still replaces.
    expect(await diff(live, updated, { ...news, principalId: fresh("quinn") })).toMatchObject({ replaces: ["principalId"] });
  });

  test("delete sends nothing", async () => {
    const id = fresh("rae");
    const stray = await setup.clients.proxy.createToken({ type: "user", id });
    const live = await up({ principalType: "user", principalId: id, tokenIds: [stray.id] });
    await setup.clients.control.clearRequests();
    await setup.host.delete(live.registration.urn, live.id, live.outputs, live.inputs);
    expect(await calls()).toEqual([]);
  });

  test("a ProxyToken and a targeted revocation of a stray of the same principal in one process: both pass check, only the stray is revoked", async () => {
    const id = fresh("sam");
    const sam: Principal = { type: "service_principal", id };
    const stray = await setup.clients.proxy.createToken(sam, { label: "dbt" });

    const token = await registerToken({ principalType: "service_principal", principalId: id, label: "dbt" });
    const tokenChecked = await setup.host.check(token.urn, {}, token.inputs);
    expect(tokenChecked.failures).toEqual([]);
    const held = await setup.host.create(token.urn, tokenChecked.inputs);
    const revocation = await up({ principalType: "service_principal", principalId: id, tokenIds: [stray.id], reason: "stray" });
    // The token's second check (the update after the preview) still passes.
    expect((await setup.host.check(token.urn, {}, token.inputs)).failures).toEqual([]);

    expect(revocation.outputs).toMatchObject({ revokedTokenIds: [stray.id], activeTokens: [] });
    const heldSecret = held.properties.token as string;
    await expect(setup.clients.control.authenticateProxyToken(heldSecret)).resolves.toMatchObject({ token_id: Number(held.properties.tokenId) });
    expect(await tokensOf(sam)).toEqual([
      [stray.id, "revoked", "stray"],
      [Number(held.properties.tokenId), "active", null],
    ]);
    expect(await diff(revocation, (await refresh(revocation)).properties)).toMatchObject({ changes: "none" });
  });
});
