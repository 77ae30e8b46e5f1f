/**
 * ProxyToken with `revokeReplacedAfterHours`, through the real dynamic-provider host against
 * the emulator: rotation as an update in place under a stable id, the replaced token kept in
 * `pendingRevocations` until its grace has passed on the service's clock, then revoked by
 * the next update; refresh, delete, stacks written before the feature, the sweep for the
 * orphan of an interrupted rotation, and bad state (docs/architecture.md, "Rotation with a
 * grace period").
 */
import { ProxyToken, type ProxyTokenArgs } from "../../src/resources";
import type { PropertyMap } from "../../tools/provider-host-driver/provider-host";
import { DEFAULT_REVOKE_REASON } from "../../src/provider/tokens/proxy-token-provider";
import { interruptedRotationReason } from "../../src/provider/tokens/proxy-token-rotation";
import { ProviderHost } from "../../tools/provider-host-driver/provider-host";
import { hostEnvironment, registrationOf, useProviderHost, type Registration } from "../../tools/harness/provider-harness";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const setup = useProviderHost();

let counter = 0;

interface Live {
  readonly registration: Registration;
  inputs: PropertyMap;
  readonly id: string;
  outputs: PropertyMap;
}

/** Check of new args; `name` is the resource's, as the engine keeps it from one up to the next. */
async function checked(args: ProxyTokenArgs, olds: PropertyMap = {}, name = `grace-${++counter}`): Promise<PropertyMap> {
  const registration = await registrationOf(name, () => new ProxyToken(name, args));
  const result = await setup.host.check(registration.urn, olds, registration.inputs);
  expect(result.failures).toEqual([]);
  return result.inputs;
}

/** `pulumi up` of a new resource: Check, then Create. */
async function up(args: ProxyTokenArgs): Promise<Live> {
  const name = `grace-${++counter}`;
  const registration = await registrationOf(name, () => new ProxyToken(name, args));
  const { inputs, failures } = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(failures).toEqual([]);
  const created = await setup.host.create(registration.urn, inputs);
  return { registration, inputs, id: created.id, outputs: created.properties };
}

/** `pulumi up` of an existing resource: Check, Diff, and Update when the diff says so (never a replace here). */
async function upAgain(live: Live, args: ProxyTokenArgs) {
  const news = await checked(args, live.inputs, live.registration.name);
  const diff = await setup.host.diff(live.registration.urn, live.id, live.outputs, news, live.inputs);
  if (diff.changes === "some" && diff.replaces.length === 0) {
    live.outputs = await setup.host.update(live.registration.urn, live.id, live.outputs, news, live.inputs);
    live.inputs = news;
  }
  return diff;
}

/** `pulumi refresh`: Read, whose outputs the engine then keeps. */
async function refresh(live: Live) {
  const read = await setup.host.read(live.registration.urn, live.id, live.outputs, live.inputs);
  live.outputs = read.properties;
  return read;
}

const alice = { type: "user", id: "alice" } as const;
// No label: each resource's tokens carry its own (pulumi <project>/<stack>/<name> #<nonce>).
const graceArgs: ProxyTokenArgs = {
  principalType: "user",
  principalId: "alice",
  expiresInDays: 90,
  rotateBeforeDays: 14,
  revokeReplacedAfterHours: 24,
  revokeReason: "rotated with a day of grace",
  rotationTriggers: { quarter: "2026-Q3" },
};
const rotated = { ...graceArgs, rotationTriggers: { quarter: "2026-Q4" } };

async function statusOf(tokenId: unknown) {
  return setup.clients.proxy.getToken(alice, tokenId as number);
}

test("created with a grace period: an id that names the principal and the first token, and an empty pending list", async () => {
  const live = await up(graceArgs);
  expect(live.id).toBe(`users/alice/rotating/${live.outputs.tokenId}`);
  expect(live.outputs).toMatchObject({ revokeReplacedAfterHours: 24, pendingRevocations: [], status: "active" });
  // Without the input, a new resource's state is exactly what it was before the feature.
  const plain = await up({ ...graceArgs, revokeReplacedAfterHours: undefined });
  expect(plain.id).toBe(`users/alice/${plain.outputs.tokenId}`);
  expect(plain.outputs).not.toHaveProperty("pendingRevocations");
  expect(plain.outputs).not.toHaveProperty("revokeReplacedAfterHours");
});

test("a rotation is an update in place: new token first, old one pending and still working, id kept, then revoked once its grace has passed", async () => {
  const live = await up(graceArgs);
  const first = { tokenId: live.outputs.tokenId, token: live.outputs.token as string, prefix: live.outputs.prefix, label: live.outputs.label };
  expect(first.label).toMatch(/^pulumi pulumi-datafold-test\/test\/grace-\d+ #[0-9a-z]{10}$/);
  await setup.clients.control.clearRequests();

  const diff = await upAgain(live, rotated);
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  const calls = (await setup.clients.control.requests()).map((entry) => `${entry.method} ${entry.path}`);
  // The sweep's look, the reconciled create's look, the create; no revocation.
  expect(calls).toEqual(["GET /admin/users/alice/tokens", "GET /admin/users/alice/tokens", "POST /admin/users/alice/tokens"]);
  expect(live.outputs.tokenId).not.toBe(first.tokenId);
  expect(live.outputs.token).not.toBe(first.token);
  // The new token keeps the resource's own label: a later rotation can then find what an interrupted one left.
  expect(live.outputs).toMatchObject({ status: "active", rotationTriggers: { quarter: "2026-Q4" }, label: first.label });
  const [pending, ...more] = live.outputs.pendingRevocations as Record<string, unknown>[];
  expect(more).toEqual([]);
  expect(pending).toEqual({
    tokenId: first.tokenId,
    prefix: first.prefix,
    principalType: "user",
    principalId: "alice",
    label: first.label,
    replacedAt: expect.any(String),
    revokeAfter: new Date(Date.parse(pending!.replacedAt as string) + 24 * HOUR_MS).toISOString(),
  });
  expect(Math.abs(Date.parse(pending!.replacedAt as string) - (await setup.clients.control.now()).getTime())).toBeLessThan(5_000);
  // No secret of the old token in state but where it always was: nowhere.
  expect(JSON.stringify(live.outputs)).not.toContain(first.token);
  await expect(setup.clients.control.authenticateProxyToken(first.token)).resolves.toMatchObject({ token_id: first.tokenId });
  await expect(setup.clients.control.authenticateProxyToken(live.outputs.token as string)).resolves.toMatchObject({ token_id: live.outputs.tokenId });

  // 23 hours later, refresh and up change nothing, though both tokens were used.
  await setup.clients.control.moveClock({ advanceMs: 23 * HOUR_MS });
  const beforeRefresh = live.outputs;
  await refresh(live);
  expect({ ...live.outputs, serviceClockOffsetSeconds: 0 }).toEqual({ ...beforeRefresh, serviceClockOffsetSeconds: 0 });
  const settled = live.outputs;
  await refresh(live);
  expect(live.outputs).toEqual(settled);
  expect(await upAgain(live, rotated)).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });
  await expect(statusOf(first.tokenId)).resolves.toMatchObject({ status: "active" });

  // Past the grace: refresh reads the service's clock, and the diff plans an update for the due token alone.
  await setup.clients.control.moveClock({ advanceMs: 2 * HOUR_MS });
  await refresh(live);
  expect(live.outputs.pendingRevocations).toEqual([pending]);
  await setup.clients.control.clearRequests();
  const current = { tokenId: live.outputs.tokenId, token: live.outputs.token };
  expect(await upAgain(live, rotated)).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  const revokes = (await setup.clients.control.requests()).map((entry) => `${entry.method} ${entry.path}`);
  expect(revokes).toEqual([`DELETE /admin/users/alice/tokens/${first.tokenId}`]);
  await expect(statusOf(first.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: "rotated with a day of grace" });
  expect(live.outputs).toMatchObject({ ...current, pendingRevocations: [] });
  expect(await upAgain(live, rotated)).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });
});

test("the early-rotation window and an expired or revoked token rotate in place too; a change of principal replaces", async () => {
  const live = await up(graceArgs);
  await setup.clients.control.moveClock({ advanceMs: 80 * DAY_MS });
  await refresh(live);
  const news = await checked(graceArgs, live.inputs);
  expect(await setup.host.diff(live.registration.urn, live.id, live.outputs, news, live.inputs)).toEqual({
    changes: "some",
    replaces: [],
    deleteBeforeReplace: false,
  });
  await setup.clients.proxy.revokeToken(alice, live.outputs.tokenId as number, { reason: "by hand" });
  await refresh(live);
  const old = live.outputs.tokenId;
  expect(live.outputs.status).toBe("revoked");
  await upAgain(live, graceArgs);
  // A token already revoked needs no grace, and gets no entry.
  expect(live.outputs).toMatchObject({ status: "active", pendingRevocations: [] });
  expect(live.outputs.tokenId).not.toBe(old);

  const moved = await checked({ ...graceArgs, principalId: "bob" }, live.inputs);
  const diff = await setup.host.diff(live.registration.urn, live.id, live.outputs, moved, live.inputs);
  expect(diff).toEqual({ changes: "some", replaces: ["principalId"], deleteBeforeReplace: false });
});

test("refresh drops the pending tokens the service revoked, expired or deleted, and keeps the others unchanged", async () => {
  const live = await up({ ...graceArgs, expiresInDays: 2, rotateBeforeDays: 1 });
  const first = live.outputs.tokenId;
  await upAgain(live, { ...rotated, expiresInDays: 2, rotateBeforeDays: 1 });
  const second = live.outputs.tokenId;
  await upAgain(live, { ...rotated, expiresInDays: 2, rotateBeforeDays: 1, rotationTriggers: { quarter: "2027-Q1" } });
  expect((live.outputs.pendingRevocations as { tokenId: number }[]).map((entry) => entry.tokenId)).toEqual([first, second]);

  await setup.clients.proxy.revokeToken(alice, second as number, { reason: "by hand" });
  await refresh(live);
  expect((live.outputs.pendingRevocations as { tokenId: number }[]).map((entry) => entry.tokenId)).toEqual([first]);

  // Two days on, the first token expired: nothing is left to revoke.
  await setup.clients.control.moveClock({ advanceMs: 2 * DAY_MS + HOUR_MS });
  await refresh(live);
  expect(live.outputs.pendingRevocations).toEqual([]);
});

test("delete during the grace revokes the current token and every pending one", async () => {
  const live = await up(graceArgs);
  const first = live.outputs.tokenId;
  await upAgain(live, rotated);
  await setup.host.delete(live.registration.urn, live.id, live.outputs, live.inputs);
  for (const tokenId of [first, live.outputs.tokenId]) {
    await expect(statusOf(tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: "rotated with a day of grace" });
  }
  // Again, with everything already revoked: nothing left to do, no error.
  await expect(setup.host.delete(live.registration.urn, live.id, live.outputs, live.inputs)).resolves.toBeUndefined();
});

test("a stack from before the feature: adding the grace period later is an update in state only, and later rotations keep the old id", async () => {
  const args = { ...graceArgs, revokeReplacedAfterHours: undefined, revokeReason: undefined };
  const live = await up(args);
  const oldId = live.id;
  expect(oldId).toBe(`users/alice/${live.outputs.tokenId}`);
  // Refresh and up of the untouched resource write nothing new.
  const created = live.outputs;
  await refresh(live);
  expect(live.outputs).toEqual(created);
  expect(await upAgain(live, args)).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });

  await setup.clients.control.clearRequests();
  expect(await upAgain(live, { ...args, revokeReplacedAfterHours: 24 })).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  expect(await setup.clients.control.requests()).toEqual([]);
  expect(live.outputs).toMatchObject({ tokenId: created.tokenId, token: created.token, revokeReplacedAfterHours: 24, pendingRevocations: [] });

  await upAgain(live, { ...args, revokeReplacedAfterHours: 24, rotationTriggers: { quarter: "2026-Q4" } });
  expect(live.id).toBe(oldId);
  expect(live.outputs.tokenId).not.toBe(created.tokenId);
  // Read and delete follow tokenId in state, not the id's last segment.
  const read = await refresh(live);
  expect(read.id).toBe(oldId);
  expect(read.properties.tokenId).toBe(live.outputs.tokenId);
  await setup.host.delete(live.registration.urn, live.id, live.outputs, live.inputs);
  await expect(statusOf(live.outputs.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: DEFAULT_REVOKE_REASON });
  await expect(statusOf(created.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: DEFAULT_REVOKE_REASON });
});

test("the next rotation revokes what an interrupted one left, of the resource's own label only, never another's token", async () => {
  const live = await up(graceArgs);
  const other = await up(graceArgs); // the same principal, another resource: its own label
  // What an update killed after its create leaves: an active token of the resource's label that no state holds.
  const orphan = await setup.clients.proxy.createToken(alice, { label: live.outputs.label as string, expiresInDays: 90 });
  await upAgain(other, graceArgs);

  await upAgain(live, rotated);
  await expect(statusOf(orphan.id)).resolves.toMatchObject({ status: "revoked", revoked_reason: interruptedRotationReason() });
  await expect(statusOf(other.outputs.tokenId)).resolves.toMatchObject({ status: "active" });
  await expect(statusOf(live.outputs.tokenId)).resolves.toMatchObject({ status: "active" });
  // A token of another label (another stack's, say) or lifetime is no token of this resource's.
  const otherLabel = await setup.clients.proxy.createToken(alice, { label: "notebook", expiresInDays: 90 });
  const otherLifetime = await setup.clients.proxy.createToken(alice, { label: live.outputs.label as string, expiresInDays: 30 });
  await upAgain(live, { ...rotated, rotationTriggers: { quarter: "2027-Q1" } });
  for (const token of [otherLabel, otherLifetime]) await expect(statusOf(token.id)).resolves.toMatchObject({ status: "active" });
});

test("with a label the program gives, a rotation sweeps nothing: a token of that label may be another stack's, in use", async () => {
  const shared = { ...graceArgs, label: "bi tool" };
  const live = await up(shared);
  // Another stack's fresh token of the same label, made after this resource's: it must keep working.
  const theirs = await setup.clients.proxy.createToken(alice, { label: "bi tool", expiresInDays: 90 });
  await setup.clients.control.clearRequests();

  await upAgain(live, { ...shared, rotationTriggers: { quarter: "2026-Q4" } });

  const calls = (await setup.clients.control.requests()).map((entry) => `${entry.method} ${entry.path}`);
  // The reconciled create's look and the create: no sweep, no revocation.
  expect(calls).toEqual(["GET /admin/users/alice/tokens", "POST /admin/users/alice/tokens"]);
  await expect(statusOf(theirs.id)).resolves.toMatchObject({ status: "active" });
  expect(live.outputs.label).toBe("bi tool");
});

test("a pendingRevocations list that is not one fails with a message naming it, and sends nothing", async () => {
  const live = await up(graceArgs);
  const broken = { ...live.outputs, pendingRevocations: [{ tokenId: "7" }] };
  const news = await checked(graceArgs, live.inputs);
  await setup.clients.control.clearRequests();
  const failure = await setup.host.diff(live.registration.urn, live.id, broken, news, live.inputs).then(
    () => new Error("diff succeeded"),
    (error: Error) => error,
  );
  expect(failure.message).toContain("pendingRevocations list that is not one (at 0.tokenId");
  expect(failure.message).not.toContain(live.outputs.token as string);
  expect(await setup.clients.control.requests()).toEqual([]);
});

test("check refuses a bad grace period, naming the input and what to do", async () => {
  const name = `grace-${++counter}`;
  const registration = await registrationOf(name, () => new ProxyToken(name, { ...graceArgs, revokeReplacedAfterHours: 0.5, revokeOnDelete: false }));
  const { failures } = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(failures.map((failure) => failure.reason)).toEqual([
    "revokeReplacedAfterHours must be a whole number of hours from 1 to 8760 (how long a replaced token keeps working; leave it out to revoke it at once); got 0.5.",
  ]);
  const both = await checked({ ...graceArgs, revokeReplacedAfterHours: 1 });
  expect(both).toMatchObject({ revokeReplacedAfterHours: 1, revokeOnDelete: true });
});

test("diff makes no request and needs no credentials: a host configured with nothing plans the revocation of a due token", async () => {
  const live = await up(graceArgs);
  await upAgain(live, rotated);
  const news = await checked(rotated, live.inputs);
  // The state an hour past the grace: what a refresh would have recorded.
  const due = { ...live.outputs, serviceClockOffsetSeconds: 25 * 60 * 60 };
  const bare = await ProviderHost.start({ cwd: setup.projectDir, env: hostEnvironment() });
  try {
    await bare.configure({});
    await setup.clients.control.clearRequests();
    expect(await bare.diff(live.registration.urn, live.id, live.outputs, news, live.inputs)).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });
    expect(await bare.diff(live.registration.urn, live.id, due, news, live.inputs)).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
    expect(await setup.clients.control.requests()).toEqual([]);
  } finally {
    await bare.close();
  }
});
