/**
 * ProxyTokenRevocation through the real dynamic-provider host, as `pulumi up`, `refresh` and
 * `destroy` drive it, against the emulator: check (bad inputs, the proxy manager, a
 * ProxyToken of the same principal), create, read, diff, update and delete.
 *
 * The host keeps what each check recorded for as long as it runs (one deployment, in the
 * real CLI), so every test names principals of its own.
 */
import { ProxyToken, ProxyTokenRevocation, type ProxyTokenArgs, type ProxyTokenRevocationArgs } from "../../src/resources";
import { UNKNOWN_VALUE } from "../../src/kit/unknown-value";
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
        reason: 'ProxyTokenRevocation has no input named "principal". Remove it or use one of: principalType, principalId, reason.',
      },
    ]));
  });

  test("requires both principal inputs, and accepts a reason of 1000 characters", async () => {
    expect((await checkRevocation({})).failures).toEqual(asEngineSees([
      { property: "principalType", reason: 'principalType is required: set it to "user" or "service_principal".' },
      {
        property: "principalId",
        reason: "principalId is required: give the user id, or the service principal's client id, whose tokens are to be revoked.",
      },
    ]));
    expect((await checkRevocation({ principalType: "user", principalId: fresh("a"), reason: "x".repeat(1000) })).failures).toEqual([]);
  });

  test("refuses the proxy manager with the reason: the API has no revoke-all for it", async () => {
    const { failures } = await checkRevocation({ principalType: "proxy_manager", principalId: "pm" });
    expect(failures).toEqual(asEngineSees([
      {
        property: "principalType",
        reason:
          'principalType "proxy_manager" cannot be revoked with ProxyTokenRevocation: the API revokes all tokens at once only for ' +
          'a user or a service principal. Use "user" or "service_principal"; manage proxy manager tokens as ProxyToken resources ' +
          "(deleting one revokes it), or revoke them one by one with ProxyAdminClient.revokeToken.",
      },
    ]));
  });

  test("never prints a credential pasted into an input", async () => {
    const pasted = setup.emulator.proxyManagerToken;
    const { failures } = await checkRevocation({ principalType: "user", principalId: fresh("a"), reason: 42, note: pasted });
    expect(failures.length).toBe(2);
    expect(JSON.stringify(failures)).not.toContain(pasted);
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
    "token) to keep the principal offboarded, or remove the ProxyTokenRevocation (deleting it leaves tokens as they are).";

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
    await expect(setup.host.read(live.registration.urn, "proxy-manager", live.outputs)).rejects.toThrow(
      '"proxy-manager" is not a ProxyTokenRevocation id: expected users/<user_id> or service-principals/<client_id>.',
    );
  });
});
