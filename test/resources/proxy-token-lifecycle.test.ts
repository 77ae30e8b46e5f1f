/**
 * ProxyToken through the real dynamic-provider host, as `pulumi up`, `refresh` and
 * `destroy` drive it, against the emulator. Each test is one scenario of the lifecycle that
 * docs/architecture.md describes (sections 3 and 4).
 */
import { ProxyToken, type ProxyTokenArgs } from "../../src/resources";
import type { PropertyMap } from "../../tools/provider-host-driver/provider-host";
import { DEFAULT_REVOKE_REASON } from "../../src/provider/tokens/proxy-token-provider";
import { registrationOf, startConfiguredHost, useProviderHost, type Registration } from "../../tools/harness/provider-harness";

const DAY_MS = 24 * 60 * 60 * 1000;

const setup = useProviderHost();

let counter = 0;

/** The program side: what `new ProxyToken(name, args)` registers. */
function register(args: ProxyTokenArgs, name = `token-${++counter}`): Promise<Registration> {
  return registrationOf(name, () => new ProxyToken(name, args));
}

interface Live {
  readonly registration: Registration;
  readonly inputs: PropertyMap;
  readonly id: string;
  readonly outputs: PropertyMap;
}

/** `pulumi up` of a new resource: Check, then Create. */
async function up(args: ProxyTokenArgs): Promise<Live> {
  const registration = await register(args);
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(checked.failures).toEqual([]);
  const created = await setup.host.create(registration.urn, checked.inputs);
  return { registration, inputs: checked.inputs, id: created.id, outputs: created.properties };
}

/** `pulumi up` of an existing resource with new args, up to the Diff. */
async function plan(live: Live, args: ProxyTokenArgs, outputs = live.outputs) {
  // A fresh program-side name: the inputs do not depend on it, and the engine calls use live's URN.
  const registration = await register(args);
  const checked = await setup.host.check(live.registration.urn, live.inputs, registration.inputs);
  expect(checked.failures).toEqual([]);
  const diff = await setup.host.diff(live.registration.urn, live.id, outputs, checked.inputs, live.inputs);
  return { news: checked.inputs, diff };
}

const userArgs: ProxyTokenArgs = { principalType: "user", principalId: "alice", label: "bi tool", expiresInDays: 30, rotateBeforeDays: 7 };

test("registers the token output as a secret and sends only inputs, the provider shell and the resource's name", async () => {
  const registration = await register(userArgs, "named-token");
  expect(registration.type).toBe("pulumi-nodejs:dynamic/datafold:ProxyToken");
  expect(registration.additionalSecretOutputs).toContain("token");
  expect(Object.keys(registration.inputs).sort()).toEqual(
    ["__provider", "__resourceName", "expiresInDays", "label", "principalId", "principalType", "rotateBeforeDays"].sort(),
  );
  // A dynamic provider is never told the URN: the name its own labels carry.
  expect(registration.inputs.__resourceName).toBe("pulumi-datafold-test/test/named-token");
});

test("create returns the secret once; refresh of a used token keeps the secret and changes no output", async () => {
  const live = await up(userArgs);
  const token = live.outputs.token as string;
  expect(token).toMatch(/^sqlp_pcp_/);
  expect(live.id).toBe(`users/alice/${live.outputs.tokenId}`);
  expect(live.outputs).toMatchObject({ status: "active", label: "bi tool", expiresInDays: 30, principalId: "alice" });
  // The emulator runs on this machine's clock; its Date header is cut to the second.
  expect(Math.abs(live.outputs.serviceClockOffsetSeconds as number)).toBeLessThanOrEqual(1);
  // Usage is no state: a use would rewrite state on every scheduled refresh.
  expect(Object.keys(live.outputs)).not.toContain("useCount");
  expect(Object.keys(live.outputs)).not.toContain("lastUsedAt");
  expect(live.outputs.prefix).toBe(token.slice(0, (live.outputs.prefix as string).length));

  // The API never returns the secret again: the token works, and its metadata has no secret.
  await setup.clients.control.authenticateProxyToken(token);
  const listed = await setup.clients.proxy.listTokens({ type: "user", id: "alice" });
  expect(JSON.stringify(listed)).not.toContain(token);

  const refreshed = await setup.host.read(live.registration.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.id).toBe(live.id);
  expect(refreshed.properties).toEqual(live.outputs);
  // The label is observed (state holds the token's): the engine keeps the program's inputs.
  expect(refreshed.inputs).toBeUndefined();
});

test("a token revoked out of band is reported by refresh, and the next diff replaces it", async () => {
  const live = await up(userArgs);
  await setup.clients.proxy.revokeToken({ type: "user", id: "alice" }, live.outputs.tokenId as number, { reason: "leaked" });

  const refreshed = await setup.host.read(live.registration.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties).toMatchObject({ status: "revoked", revokedReason: "leaked", token: live.outputs.token });

  const { diff } = await plan(live, userArgs, refreshed.properties);
  expect(diff).toEqual({ changes: "some", replaces: ["status"], deleteBeforeReplace: false });
});

test("refresh drops a token that vanished from the service", async () => {
  const live = await up({ principalType: "service_principal", principalId: "dbt-prod" });
  expect(live.id).toBe(`service-principals/dbt-prod/${live.outputs.tokenId}`);
  await setup.clients.control.reset();

  const refreshed = await setup.host.read(live.registration.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.id).toBe("");
});

test("inside the rotation window the diff replaces, and the new token exists before the old one is revoked with the reason", async () => {
  const args = { ...userArgs, revokeReason: "scheduled rotation" };
  const live = await up(args);
  expect((await plan(live, args)).diff).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });

  // 24 days later the token expires within the 7-day window; refresh reads the service's clock.
  await setup.clients.control.moveClock({ advanceMs: 24 * DAY_MS });
  const refreshed = await setup.host.read(live.registration.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties.status).toBe("active");
  // The service's clock moved by far more than the tolerance: the offset is recorded again.
  expect(refreshed.properties.serviceClockOffsetSeconds).toBeGreaterThanOrEqual(24 * 24 * 60 * 60 - 5);
  const { news, diff } = await plan(live, args, refreshed.properties);
  expect(diff.replaces).toEqual(["expiresAt"]);

  // Pulumi's default order: create the replacement, then delete the old one.
  await setup.clients.control.clearRequests();
  const replacement = await setup.host.create(live.registration.urn, news);
  await setup.host.delete(live.registration.urn, live.id, refreshed.properties, live.inputs);
  const calls = (await setup.clients.control.requests()).map((entry) => `${entry.method} ${entry.path}`);
  // The GET is the create's look at the tokens before it (for reconciling an interrupted create).
  expect(calls).toEqual([
    "GET /admin/users/alice/tokens",
    "POST /admin/users/alice/tokens",
    `DELETE /admin/users/alice/tokens/${live.outputs.tokenId}`,
  ]);

  const tokens = await setup.clients.proxy.listTokens({ type: "user", id: "alice" }, { includeRevoked: true });
  const old = tokens.find((t) => t.id === live.outputs.tokenId)!;
  const fresh = tokens.find((t) => t.id === replacement.properties.tokenId)!;
  expect(old).toMatchObject({ status: "revoked", revoked_reason: "scheduled rotation" });
  expect(fresh.status).toBe("active");
  expect(Date.parse(fresh.expires_at!)).toBeGreaterThan(Date.parse(old.expires_at!));
});

test("an expired token is replaced even without a refresh", async () => {
  const args: ProxyTokenArgs = { principalType: "proxy_manager", expiresInDays: 1 };
  const live = await up(args);
  expect(live.id).toBe(`proxy-manager/${live.outputs.tokenId}`);
  await setup.clients.control.moveClock({ advanceMs: 2 * DAY_MS });
  const refreshed = await setup.host.read(live.registration.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties.status).toBe("expired");
  expect((await plan(live, args, refreshed.properties)).diff.replaces).toEqual(["status"]);
});

test("a change of rotationTriggers replaces the token", async () => {
  const live = await up({ ...userArgs, rotationTriggers: { quarter: "2026-Q3" } });
  const { diff } = await plan(live, { ...userArgs, rotationTriggers: { quarter: "2026-Q4" } });
  expect(diff).toEqual({ changes: "some", replaces: ["rotationTriggers"], deleteBeforeReplace: false });
});

test("a change of label replaces the token", async () => {
  const live = await up(userArgs);
  const { diff } = await plan(live, { ...userArgs, label: "renamed" });
  expect(diff.replaces).toEqual(["label"]);
});

describe("a token without a label", () => {
  const unlabelled: ProxyTokenArgs = { principalType: "user", principalId: "alice", expiresInDays: 30 };

  test("gets one of its own that names the stack and the resource, unique to it", async () => {
    const first = await up(unlabelled);
    const second = await up(unlabelled);
    expect(first.outputs.label).toMatch(new RegExp(`^pulumi pulumi-datafold-test/test/${first.registration.name} #[0-9a-z]{10}$`));
    expect(second.outputs.label).not.toBe(first.outputs.label);
    await expect(setup.clients.proxy.getToken({ type: "user", id: "alice" }, first.outputs.tokenId as number)).resolves.toMatchObject({
      label: first.outputs.label,
    });
  });

  test("keeps the token's label: no change planned, whether the label is its own or one given before", async () => {
    const own = await up(unlabelled);
    expect((await plan(own, unlabelled)).diff).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });
    const given = await up(userArgs);
    const { label: _given, ...withoutLabel } = userArgs;
    expect((await plan(given, withoutLabel)).diff).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });
  });

  test("state written when the default was \"API created\" keeps that token: no replacement on upgrade", async () => {
    // What an earlier release wrote: the label input defaulted into state, the token labelled by the service's default.
    const token = await setup.clients.proxy.createToken({ type: "user", id: "alice" }, { label: "API created", expiresInDays: 30 });
    const live = await up(unlabelled);
    const legacyOutputs = { ...live.outputs, label: "API created", tokenId: token.id, token: token.token, prefix: token.prefix };
    const legacy: Live = { ...live, id: `users/alice/${token.id}`, inputs: { ...live.inputs, label: "API created" }, outputs: legacyOutputs };
    expect((await plan(legacy, unlabelled)).diff).toEqual({ changes: "none", replaces: [], deleteBeforeReplace: false });
    const refreshed = await setup.host.read(legacy.registration.urn, legacy.id, legacy.outputs, legacy.inputs);
    expect(refreshed.properties.label).toBe("API created");
  });
});

test("a change of revokeReason updates state in place with no API call", async () => {
  const live = await up(userArgs);
  await setup.clients.control.clearRequests();
  const { news, diff } = await plan(live, { ...userArgs, revokeReason: "offboarding", revokeOnDelete: false });
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  const updated = await setup.host.update(live.registration.urn, live.id, live.outputs, news, live.inputs);
  expect(updated).toMatchObject({ revokeReason: "offboarding", revokeOnDelete: false, token: live.outputs.token });
  expect(await setup.clients.control.requests()).toEqual([]);
});

test("delete revokes with the default reason, and deleting an already revoked or vanished token succeeds", async () => {
  const live = await up(userArgs);
  await setup.host.delete(live.registration.urn, live.id, live.outputs, live.inputs);
  const [revoked] = await setup.clients.proxy.listTokens({ type: "user", id: "alice" }, { includeRevoked: true });
  expect(revoked).toMatchObject({ status: "revoked", revoked_reason: DEFAULT_REVOKE_REASON });

  await expect(setup.host.delete(live.registration.urn, live.id, live.outputs, live.inputs)).resolves.toBeUndefined();
  await setup.clients.control.reset();
  await expect(setup.host.delete(live.registration.urn, live.id, live.outputs, live.inputs)).resolves.toBeUndefined();
});

test("revokeOnDelete false leaves the token working after delete", async () => {
  const live = await up({ ...userArgs, revokeOnDelete: false });
  await setup.host.delete(live.registration.urn, live.id, live.outputs, live.inputs);
  await expect(setup.clients.control.authenticateProxyToken(live.outputs.token as string)).resolves.toBeDefined();
});

test("a wrong proxy manager token fails create with advice naming the config key, never the token", async () => {
  const wrong = "sqlp_pm_wrong_token_0123456789abcdefghijklmnopqrstu";
  const other = await startConfiguredHost(setup.projectDir, { ...setup.emulator, proxyManagerToken: wrong });
  try {
    const registration = await register(userArgs);
    const checked = await other.check(registration.urn, {}, registration.inputs);
    const failure = await other.create(registration.urn, checked.inputs).then(
      () => new Error("create succeeded"),
      (error: Error) => error,
    );
    expect(failure.message).toMatch(/401/);
    expect(failure.message).toContain("datafold:proxyManagerToken");
    expect(failure.message).not.toContain(wrong);
    expect(other.stderr).not.toContain(wrong);
  } finally {
    await other.close();
  }
});

// Runs last: looks at every exchange the tests above had with the setup.host.
test("no credential appears in any request or response payload of the host, nor in its output", () => {
  const exchanges = setup.host.transcript.filter((entry) => entry.method !== "configure");
  expect(exchanges.length).toBeGreaterThan(30);
  const seen = JSON.stringify(exchanges) + setup.host.stderr;
  for (const credential of [setup.emulator.apiKey, setup.emulator.proxyManagerToken]) expect(seen).not.toContain(credential);
  // Configure itself carries the stack config, as the engine sends it; the transcript keeps only its keys.
  expect(setup.host.transcript.find((entry) => entry.method === "configure")?.request).toEqual({
    config: ["datafold:host", "datafold:apiKey", "datafold:proxyUrl", "datafold:proxyManagerToken"],
  });
});
