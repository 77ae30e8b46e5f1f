import {
  AuthenticationError,
  InvalidArgumentError,
  NetworkError,
  NotFoundError,
  ProxyAdminClient,
  TimeoutError,
  type Principal,
} from "../../src/clients";
import { clientsFor, useEmulatorClients, expectNoSecrets, thrown } from "../../tools/harness/clients";

const live = useEmulatorClients();

const alice: Principal = { type: "user", id: "alice@example.com" };
const dbt: Principal = { type: "service_principal", id: "dbt-prod/eu" };
const manager: Principal = { type: "proxy_manager" };

describe.each([
  ["a user", alice, /^sqlp_pcp_/, "principal"],
  ["a service principal", dbt, /^sqlp_pcp_/, "principal"],
  ["the proxy manager", manager, /^sqlp_pm_/, "proxy_manager"],
])("tokens of %s", (_name, principal, secretShape, tokenType) => {
  it("creates a token whose secret is returned once, and lists and gets its metadata", async () => {
    const created = await live.clients.proxy.createToken(principal, { label: "dbt production", expiresInDays: 30 });
    expect(created.token).toMatch(secretShape);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ label: "dbt production", status: "active", token_type: tokenType, use_count: 0 });
    expect(Date.parse(created.expires_at!) - Date.parse(created.created_at)).toBe(30 * 86_400_000);

    const listed = await live.clients.proxy.listTokens(principal);
    expect(listed.map((t) => t.id)).toContain(created.id);
    const fetched = await live.clients.proxy.getToken(principal, created.id);
    expect(fetched).toMatchObject({ id: created.id, prefix: created.prefix, status: "active" });
    expect(JSON.stringify([listed, fetched])).not.toContain(created.token);
  });

  it("revokes a token with a reason, and lists it only when revoked tokens are asked for", async () => {
    const created = await live.clients.proxy.createToken(principal);
    expect(created.label).toBe("API created");
    expect(created.expires_at).toBeNull();
    const revoked = await live.clients.proxy.revokeToken(principal, created.id, { reason: "rotated by CI" });
    expect(revoked).toMatchObject({ id: created.id, status: "revoked", revoked_reason: "rotated by CI" });
    expect(await live.clients.proxy.getToken(principal, created.id)).toMatchObject({
      status: "revoked",
      revoked_at: expect.any(String),
      revoked_reason: "rotated by CI",
    });
    expect((await live.clients.proxy.listTokens(principal)).map((t) => t.id)).not.toContain(created.id);
    expect((await live.clients.proxy.listTokens(principal, { includeRevoked: true })).map((t) => t.id)).toContain(created.id);
  });

  it("reports a token as expired once the emulator clock passes its expiry", async () => {
    const created = await live.clients.proxy.createToken(principal, { expiresInDays: 1 });
    await live.clients.control.moveClock({ advanceDays: 2 });
    expect(await live.clients.proxy.getToken(principal, created.id)).toMatchObject({ status: "expired" });
  });
});

describe("revoke all", () => {
  it("revokes every active token of a user or service principal, and no one else's", async () => {
    const mine = [await live.clients.proxy.createToken(alice), await live.clients.proxy.createToken(alice)];
    const theirs = await live.clients.proxy.createToken(dbt);
    await live.clients.proxy.revokeAllTokens(alice, { reason: "offboarding" });
    for (const token of mine) {
      expect(await live.clients.proxy.getToken(alice, token.id)).toMatchObject({ status: "revoked", revoked_reason: "offboarding" });
    }
    expect(await live.clients.proxy.getToken(dbt, theirs.id)).toMatchObject({ status: "active" });
    await live.clients.proxy.revokeAllTokens(dbt);
    expect(await live.clients.proxy.getToken(dbt, theirs.id)).toMatchObject({ status: "revoked" });
  });

  it("is refused for the proxy manager before any request is sent", async () => {
    await live.clients.control.clearRequests();
    const error = await thrown(() => live.clients.proxy.revokeAllTokens(manager));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toContain("revokeAllTokens is not available for the proxy manager");
    expect(await live.clients.control.requests()).toEqual([]);
  });
});

describe("lookups", () => {
  it("does not find a token id under another principal's path", async () => {
    const created = await live.clients.proxy.createToken(alice);
    const error = await thrown(() => live.clients.proxy.getToken({ type: "user", id: "bob@example.com" }, created.id));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, serverCode: "NOT_FOUND" });
  });

  it("encodes principal ids in the path", async () => {
    await live.clients.control.clearRequests();
    await live.clients.proxy.listTokens(dbt);
    expect((await live.clients.control.requests())[0]!.path).toBe("/admin/service-principals/dbt-prod%2Feu/tokens");
  });

  it.each([
    [{ type: "user", id: "" }, "id"],
    [{ type: "robot", id: "x" }, "principal"],
    [{ type: "proxy_manager", id: "x" }, "principal"],
  ])("refuses the principal %j before sending anything", async (principal) => {
    await live.clients.control.clearRequests();
    expect(await thrown(() => live.clients.proxy.listTokens(principal as never))).toBeInstanceOf(InvalidArgumentError);
    expect(await live.clients.control.requests()).toEqual([]);
  });

  it.each([[{ expiresInDays: 0 }], [{ expiresInDays: 1.5 }], [{ label: "" }], [{ lable: "typo" }]])(
    "refuses create parameters %j before sending anything",
    async (params) => {
      expect(await thrown(() => live.clients.proxy.createToken(alice, params as never))).toBeInstanceOf(InvalidArgumentError);
    },
  );
});

describe("authentication matrix", () => {
  const adminWith = (token: string) =>
    new ProxyAdminClient({ proxyUrl: live.emulator.url, proxyManagerToken: token, env: {}, retry: { limit: 0 } });

  it("accepts a proxy manager token created through the API", async () => {
    const created = await live.clients.proxy.createToken(manager, { label: "ci admin" });
    expect(await adminWith(created.token).listTokens(alice)).toEqual([]);
  });

  it("refuses a revoked proxy manager token with 401", async () => {
    const created = await live.clients.proxy.createToken(manager);
    await live.clients.proxy.revokeToken(manager, created.id);
    const error = await thrown(() => adminWith(created.token).listTokens(alice));
    expect(error).toMatchObject({ status: 401, code: "DATAFOLD_AUTHENTICATION" });
    expectNoSecrets(error, [created.token]);
  });

  it("refuses a principal token on admin endpoints with 403, saying a proxy manager token is needed", async () => {
    const created = await live.clients.proxy.createToken(alice);
    const error = await thrown(() => adminWith(created.token).listTokens(alice));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 403, serverCode: "FORBIDDEN" });
    expect(error.message).toContain("admin endpoints need an active proxy manager token, not a principal token");
    expectNoSecrets(error, [created.token]);
  });

  it("refuses a wrong token with advice naming the setting and where it came from", async () => {
    const wrong = "sqlp_pm_thisIsNotTheRightToken0000000000000";
    const admin = new ProxyAdminClient({ env: { DATAFOLD_PROXY_URL: live.emulator.url, DATAFOLD_PROXY_MANAGER_TOKEN: wrong } });
    const error = await thrown(() => admin.listTokens(alice));
    expect(error.message).toContain("The SQL proxy manager token (from the environment variable DATAFOLD_PROXY_MANAGER_TOKEN) was rejected");
    expect(error.message).toContain(
      "check it, or set another in the environment variable DATAFOLD_PROXY_MANAGER_TOKEN or with " +
        "`pulumi config set --secret datafold:proxyManagerToken <value>`. [request id ",
    );
    expectNoSecrets(error, [wrong, "thisIsNotTheRightToken"]);
  });
});

describe("principal tokens in use", () => {
  it("counts uses when the proxy authenticates a token", async () => {
    const created = await live.clients.proxy.createToken(alice);
    await live.clients.control.moveClock({ advanceMs: 60_000 });
    expect(await live.clients.control.authenticateProxyToken(created.token)).toMatchObject({ token_id: created.id, principal_id: alice.id });
    await live.clients.control.authenticateProxyToken(created.token);
    const used = await live.clients.proxy.getToken(alice, created.id);
    expect(used.use_count).toBe(2);
    expect(Date.parse(used.last_used_at!)).toBeGreaterThan(Date.parse(created.created_at));
  });

  it("no longer authenticates a revoked token", async () => {
    const created = await live.clients.proxy.createToken(alice);
    await live.clients.proxy.revokeToken(alice, created.id);
    const error = await thrown(() => live.clients.control.authenticateProxyToken(created.token));
    expect(error).toMatchObject({ status: 401 });
    expectNoSecrets(error, [created.token]);
  });
});

describe("creates are never retried blindly", () => {
  it("marks a create whose connection dropped after the commit as ambiguous, and does not retry it", async () => {
    await live.clients.control.addFault({ method: "POST", path: "/admin/users/*", action: "commit-then-drop" });
    await live.clients.control.clearRequests();
    const error = await thrown(() => live.clients.proxy.createToken(alice, { label: "once" }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ ambiguous: true, code: "DATAFOLD_NETWORK" });
    expect(await live.clients.control.requests()).toHaveLength(1);
    // The server did create it: this is why callers must reconcile, not retry.
    expect((await live.clients.proxy.listTokens(alice)).map((t) => t.label)).toEqual(["once"]);
  });

  it("marks a create that timed out after the commit as ambiguous", async () => {
    await live.clients.control.addFault({ method: "POST", path: "/admin/users/*", action: "commit-then-delay", delayMs: 1_000 });
    const { proxy } = clientsFor(live.emulator, { timeoutMs: 150 });
    const error = await thrown(() => proxy.createToken(alice));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ ambiguous: true });
  });

  it("does not retry a create answered 502, which may have been committed", async () => {
    await live.clients.control.addFault({ method: "POST", path: "/admin/users/*", action: "commit-then-status", status: 502 });
    await live.clients.control.clearRequests();
    expect(await thrown(() => live.clients.proxy.createToken(alice))).toMatchObject({ status: 502 });
    expect(await live.clients.control.requests()).toHaveLength(1);
  });

  it("retries a create refused with 429, which the server did not act on", async () => {
    await live.clients.control.addFault({ method: "POST", path: "/admin/users/*", action: "status", status: 429, headers: { "retry-after": "0" } });
    const created = await live.clients.proxy.createToken(alice);
    expect((await live.clients.proxy.listTokens(alice)).map((t) => t.id)).toEqual([created.id]);
  });

  it("retries a DELETE whose connection was reset, and the revoke happens once", async () => {
    const created = await live.clients.proxy.createToken(alice);
    await live.clients.control.addFault({ method: "DELETE", path: "/admin/users/*", action: "commit-then-drop" });
    await live.clients.proxy.revokeToken(alice, created.id, { reason: "first" });
    expect(await live.clients.proxy.getToken(alice, created.id)).toMatchObject({ status: "revoked", revoked_reason: "first" });
  });
});
