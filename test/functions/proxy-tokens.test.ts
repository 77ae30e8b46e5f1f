import * as pulumi from "@pulumi/pulumi";
import { InvalidArgumentError } from "../../src";
import type { CreatedToken, Principal } from "../../src/clients";
import { getProxyTokens, getProxyTokensOutput, type GetProxyTokensArgs } from "../../src/functions";
import { clientsFor, expectNoSecrets, thrown } from "../../tools/harness/clients";
import { useResetEmulator } from "../../tools/harness/emulator";
import { emulatorStackConfig, resolveOutput, setStackConfig, useCleanProgramSettings } from "./program-settings";

const live = useResetEmulator({ monitors: 0 });
useCleanProgramSettings();

let clients: ReturnType<typeof clientsFor>;
beforeEach(() => {
  clients = clientsFor(live.emulator);
  setStackConfig(emulatorStackConfig(live.emulator));
});

const TOKEN_FIELDS = [
  "id",
  "prefix",
  "tokenType",
  "label",
  "status",
  "useCount",
  "createdAt",
  "expiresAt",
  "lastUsedAt",
  "revokedAt",
  "revokedReason",
].sort();

/** What getProxyTokens should show of a token the admin client created (and never its secret). */
const metadataOf = (created: CreatedToken) => ({
  id: created.id,
  prefix: created.prefix,
  tokenType: created.token_type,
  label: created.label,
  status: "active",
  useCount: 0,
  createdAt: created.created_at,
  expiresAt: created.expires_at,
  lastUsedAt: null,
  revokedAt: null,
  revokedReason: null,
});

describe.each<[string, GetProxyTokensArgs, Principal]>([
  ["a user", { principalType: "user", principalId: "alice@example.com" }, { type: "user", id: "alice@example.com" }],
  [
    "a service principal",
    { principalType: "service_principal", principalId: "dbt-prod/eu" },
    { type: "service_principal", id: "dbt-prod/eu" },
  ],
  ["the proxy manager", { principalType: "proxy_manager" }, { type: "proxy_manager" }],
])("getProxyTokens for %s", (_name, args, principal) => {
  it("lists the metadata of the tokens the admin client created, in camelCase and without any secret", async () => {
    const first = await clients.proxy.createToken(principal, { label: "dbt production", expiresInDays: 30 });
    const second = await clients.proxy.createToken(principal);
    await clients.proxy.createToken({ type: "user", id: "someone-else" });

    const result = await getProxyTokens(args);

    expect(result).toEqual({
      principalType: args.principalType,
      principalId: args.principalId ?? null,
      tokens: [metadataOf(first), metadataOf(second)],
    });
    expect(result.tokens.every((token) => Object.keys(token).sort().join() === TOKEN_FIELDS.join())).toBe(true);
    expectNoSecrets(result, [first.token, second.token, live.emulator.proxyManagerToken]);
  });
});

describe("getProxyTokens", () => {
  const alice: Principal = { type: "user", id: "alice" };

  it("lists revoked tokens only when asked to, with when and why they were revoked", async () => {
    const kept = await clients.proxy.createToken(alice, { label: "kept" });
    const revoked = await clients.proxy.createToken(alice, { label: "rotated" });
    await clients.proxy.revokeToken(alice, revoked.id, { reason: "rotated by CI" });

    const active = await getProxyTokens({ principalType: "user", principalId: "alice" });
    expect(active.tokens.map((t) => t.id)).toEqual([kept.id]);

    const all = await getProxyTokens({ principalType: "user", principalId: "alice", includeRevoked: true });
    expect(all.tokens.map((t) => t.id)).toEqual([kept.id, revoked.id]);
    expect(all.tokens[1]).toMatchObject({ status: "revoked", revokedAt: expect.any(String), revokedReason: "rotated by CI" });
  });

  it("shows how often and when a token was last used", async () => {
    const created = await clients.proxy.createToken(alice);
    await clients.control.authenticateProxyToken(created.token);
    await clients.control.authenticateProxyToken(created.token);

    const [token] = (await getProxyTokens({ principalType: "user", principalId: "alice" })).tokens;
    expect(token).toMatchObject({ id: created.id, useCount: 2, lastUsedAt: expect.any(String) });
  });

  it("passes on only the known metadata fields, so a secret the service sent by mistake never reaches the result", async () => {
    const leaked = "sqlp_pcp_ab12LEAKEDSECRETVALUE";
    await clients.control.addFault({
      method: "GET",
      path: "/admin/users/alice/tokens",
      action: "status",
      status: 200,
      body: {
        data: [
          {
            id: 7,
            prefix: "sqlp_pcp_ab12",
            token_type: "principal",
            label: "leaky",
            status: "active",
            use_count: 0,
            created_at: "2025-06-01T00:00:00Z",
            expires_at: null,
            last_used_at: null,
            token: leaked,
            secret: leaked,
          },
        ],
      },
    });

    const result = await getProxyTokens({ principalType: "user", principalId: "alice" });
    expect(result.tokens).toEqual([expect.objectContaining({ id: 7, label: "leaky" })]);
    expect(Object.keys(result.tokens[0]!).sort()).toEqual(TOKEN_FIELDS);
    expectNoSecrets(result, [leaked]);
  });

  it.each<[string, unknown, string, string]>([
    ["a user without a user id", { principalType: "user" }, "principalId", 'is required when principalType is "user": give the user id'],
    [
      "a service principal without a client id",
      { principalType: "service_principal", principalId: " " },
      "principalId",
      "must not be empty",
    ],
    [
      "an id for the proxy manager",
      { principalType: "proxy_manager", principalId: "pm" },
      "principalId",
      'must be left out when principalType is "proxy_manager"',
    ],
    [
      "a principal type that does not exist",
      { principalType: "robot", principalId: "r2" },
      "principalType",
      'must be one of "user", "service_principal", "proxy_manager"; got "robot"',
    ],
    ["includeRevoked as a string", { principalType: "proxy_manager", includeRevoked: "yes" }, "includeRevoked", 'must be true or false; got the string "yes"'],
    ["a negative expiringWithinDays", { principalType: "proxy_manager", expiringWithinDays: -1 }, "expiringWithinDays", "must be a whole number of days, 0 or more; got -1"],
    ["a fractional unusedForDays", { principalType: "proxy_manager", unusedForDays: 1.5 }, "unusedForDays", "must be a whole number of days, 0 or more; got 1.5"],
    [
      "unusedForDays in quotes",
      { principalType: "proxy_manager", unusedForDays: "30" },
      "unusedForDays",
      'must be a whole number of days, 0 or more; got the string "30" (write the number without quotes)',
    ],
    ["expiringWithinDays null", { principalType: "proxy_manager", expiringWithinDays: null }, "expiringWithinDays", "must be a whole number of days, 0 or more; got null"],
    ["neverUsed as a string", { principalType: "proxy_manager", neverUsed: "true" }, "neverUsed", 'must be true or false; got the string "true" (write true without quotes)'],
    ["an empty label", { principalType: "proxy_manager", label: "" }, "label", "must not be empty: give the label, exactly as the token has it, or leave label out"],
    ["a label longer than a token's", { principalType: "proxy_manager", label: "x".repeat(256) }, "label", "must be at most 255 characters, as a token's label is; got 256"],
    ["a label that is a number", { principalType: "proxy_manager", label: 7 }, "label", "must be a string: the label, exactly as the token has it; got 7"],
  ])("refuses %s before sending anything", async (_case, args, field, problem) => {
    const error = await thrown(() => getProxyTokens(args as GetProxyTokensArgs));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ argument: field });
    expect(error.message).toContain(`getProxyTokens: ${field} ${problem}`);
    expect(await clients.control.requests()).toEqual([]);
  });
});

describe("getProxyTokens audit filters", () => {
  const alice: Principal = { type: "user", id: "alice" };
  const DAY_MS = 24 * 60 * 60 * 1000;
  const idsOf = async (args: Omit<GetProxyTokensArgs, "principalType" | "principalId">) =>
    (await getProxyTokens({ principalType: "user", principalId: "alice", ...args })).tokens.map((token) => token.id);

  /**
   * At t0: A (30 days), B (90 days), C (never expires) and D (3 days) are created, and A is
   * used. Then the service's clock moves 20 days ahead (this machine's does not) and B is
   * used: A expires in 10 days and was last used 20 days ago, B was used just now, C and D
   * were never used (created 20 days ago), and D has expired.
   */
  async function twentyDaysLater() {
    const a = await clients.proxy.createToken(alice, { label: "A", expiresInDays: 30 });
    const b = await clients.proxy.createToken(alice, { label: "B", expiresInDays: 90 });
    const c = await clients.proxy.createToken(alice, { label: "C" });
    const d = await clients.proxy.createToken(alice, { label: "D", expiresInDays: 3 });
    await clients.control.authenticateProxyToken(a.token);
    await clients.control.moveClock({ advanceMs: 20 * DAY_MS });
    await clients.control.authenticateProxyToken(b.token);
    return { a: a.id, b: b.id, c: c.id, d: d.id };
  }

  it("expiringWithinDays keeps the active tokens that expire within that many days on the service's clock", async () => {
    const { a, b } = await twentyDaysLater();
    // On this machine's clock A would still have 30 days: only the service's clock finds it.
    expect(await idsOf({ expiringWithinDays: 14 })).toEqual([a]);
    expect(await idsOf({ expiringWithinDays: 9 })).toEqual([]);
    expect(await idsOf({ expiringWithinDays: 71 })).toEqual([a, b]);
    expect(await idsOf({ expiringWithinDays: 0 })).toEqual([]);
  });

  it("unusedForDays keeps the tokens whose last use, or creation when never used, is that many days ago or more", async () => {
    const { a, b, c, d } = await twentyDaysLater();
    expect(await idsOf({ unusedForDays: 19 })).toEqual([a, c, d]);
    expect(await idsOf({ unusedForDays: 21 })).toEqual([]);
    expect(await idsOf({ unusedForDays: 0 })).toEqual([a, b, c, d]);
    const [used] = (await getProxyTokens({ principalType: "user", principalId: "alice", unusedForDays: 19 })).tokens;
    expect(used).toMatchObject({ id: a, status: "active", useCount: 1, lastUsedAt: expect.any(String), expiresAt: expect.any(String) });
  });

  it("both filters together keep the tokens that pass both; includeRevoked adds the revoked ones", async () => {
    const { a, c, d } = await twentyDaysLater();
    expect(await idsOf({ expiringWithinDays: 14, unusedForDays: 19 })).toEqual([a]);
    await clients.proxy.revokeToken(alice, c, { reason: "audit" });
    expect(await idsOf({ unusedForDays: 19 })).toEqual([a, d]);
    expect(await idsOf({ unusedForDays: 19, includeRevoked: true })).toEqual([a, c, d]);
    // A revoked token no longer expires within any window.
    expect(await idsOf({ expiringWithinDays: 36_500, includeRevoked: true })).toEqual([a, expect.any(Number)]);
  });

  it("neverUsed keeps the tokens never used, whatever their status; false filters nothing", async () => {
    const { a, b, c, d } = await twentyDaysLater();
    // C and D were never used (D has expired since); A and B were.
    expect(await idsOf({ neverUsed: true })).toEqual([c, d]);
    expect(await idsOf({ neverUsed: false })).toEqual([a, b, c, d]);
    await clients.proxy.revokeToken(alice, c, { reason: "audit" });
    expect(await idsOf({ neverUsed: true })).toEqual([d]);
    expect(await idsOf({ neverUsed: true, includeRevoked: true })).toEqual([c, d]);
    const [never] = (await getProxyTokens({ principalType: "user", principalId: "alice", neverUsed: true })).tokens;
    expect(never).toMatchObject({ id: d, useCount: 0, lastUsedAt: null });
  });

  it("label keeps the tokens with exactly that label, the service's default label included", async () => {
    const { a } = await twentyDaysLater();
    const unlabelled = await clients.proxy.createToken(alice);
    expect(await idsOf({ label: "A" })).toEqual([a]);
    // Compared as given: no trimming, no case folding.
    expect(await idsOf({ label: "a" })).toEqual([]);
    expect(await idsOf({ label: " A" })).toEqual([]);
    expect(await idsOf({ label: "API created" })).toEqual([unlabelled.id]);
  });

  it("every filter given must pass: label with neverUsed, and with the time windows", async () => {
    const { a, b, c } = await twentyDaysLater();
    const fresh = await clients.proxy.createToken(alice, { label: "A", expiresInDays: 30 });
    expect(await idsOf({ label: "A" })).toEqual([a, fresh.id]);
    expect(await idsOf({ label: "A", neverUsed: true })).toEqual([fresh.id]);
    expect(await idsOf({ label: "A", unusedForDays: 19 })).toEqual([a]);
    expect(await idsOf({ label: "A", expiringWithinDays: 14 })).toEqual([a]);
    expect(await idsOf({ label: "B", neverUsed: true })).toEqual([]);
    expect(await idsOf({ label: "C", neverUsed: true, unusedForDays: 19 })).toEqual([c]);
    expect(await idsOf({ label: "B", unusedForDays: 0 })).toEqual([b]);
  });

  it("neverUsed and label find the token a create whose answer was lost left behind, and no token it returned", async () => {
    const held = await clients.proxy.createToken(alice, { label: "dbt" });
    await clients.control.authenticateProxyToken(held.token);
    const unused = await clients.proxy.createToken(alice, { label: "dbt" });
    await clients.proxy.revokeToken(alice, unused.id, { reason: "rotated" });
    // The service makes the token, and the answer that carried its secret never arrives.
    await clients.control.addFault({ method: "POST", path: "/admin/users/alice/tokens", action: "commit-then-drop" });
    await expect(clients.proxy.createToken(alice, { label: "dbt" })).rejects.toThrow();

    const strays = (await getProxyTokens({ principalType: "user", principalId: "alice", label: "dbt", neverUsed: true })).tokens;
    expect(strays).toEqual([expect.objectContaining({ label: "dbt", status: "active", useCount: 0, lastUsedAt: null })]);
    expect(strays[0]!.id).not.toBe(held.id);
    expect(strays[0]!.id).not.toBe(unused.id);
  });

  it("sends include_revoked=true only when asked, and filters nothing without a filter", async () => {
    const created = await twentyDaysLater();
    await clients.control.clearRequests();
    expect(await idsOf({})).toEqual(Object.values(created));
    await idsOf({ includeRevoked: true, unusedForDays: 1 });
    expect((await clients.control.requests()).map((r) => r.query)).toEqual([{}, { include_revoked: "true" }]);
  });
});

describe("getProxyTokensOutput", () => {
  it("lists the tokens of a principal that an Output names, as getProxyTokens does", async () => {
    const created = await clients.proxy.createToken({ type: "service_principal", id: "airflow" });
    const principalId = pulumi.output(Promise.resolve("airflow"));

    const resolved = await resolveOutput(getProxyTokensOutput({ principalType: "service_principal", principalId }));

    expect(resolved).toEqual({
      value: { principalType: "service_principal", principalId: "airflow", tokens: [metadataOf(created)] },
      isKnown: true,
      isSecret: false,
    });
    expectNoSecrets(resolved, [created.token]);
  });
});
