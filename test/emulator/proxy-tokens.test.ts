import { useResetEmulator } from "../../tools/harness/emulator";

const PRINCIPALS = [
  { name: "a user", base: "/admin/users/alice%40example.com/tokens", tokenType: "principal", secretPrefix: "sqlp_pcp_" },
  { name: "a service principal", base: "/admin/service-principals/client-42/tokens", tokenType: "principal", secretPrefix: "sqlp_pcp_" },
  { name: "the proxy manager", base: "/admin/proxy-manager/tokens", tokenType: "proxy_manager", secretPrefix: "sqlp_pm_" },
] as const;

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe("proxy admin token API", () => {
  const live = useResetEmulator();

  describe.each(PRINCIPALS)("for $name", ({ base, tokenType, secretPrefix }) => {
    it("creates a token and returns its secret once, in `token`", async () => {
      const created = await live.client.admin("POST", base, { json: { label: "dbt production", expires_in_days: 365 } });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe("Token created");
      const data = created.body.data;
      expect(data).toEqual({
        id: expect.any(Number),
        prefix: expect.stringMatching(new RegExp(`^${secretPrefix}[0-9A-Za-z]{8}$`)),
        token_type: tokenType,
        label: "dbt production",
        status: "active",
        use_count: 0,
        created_at: expect.stringMatching(ISO),
        expires_at: expect.stringMatching(ISO),
        last_used_at: null,
        token: expect.stringMatching(new RegExp(`^${secretPrefix}[0-9A-Za-z]{40}$`)),
      });
      expect(data.token.startsWith(data.prefix)).toBe(true);
      expect(Date.parse(data.expires_at) - Date.parse(data.created_at)).toBe(365 * 24 * 3600 * 1000);

      const fetched = await live.client.admin("GET", `${base}/${data.id}`);
      expect(fetched.status).toBe(200);
      const { token: _secret, ...metadata } = data;
      expect(fetched.body).toEqual({ data: metadata });
      expect(JSON.stringify((await live.client.admin("GET", base)).body)).not.toContain(data.token);
    });

    it("defaults the label to 'API created' and the expiry to none", async () => {
      const created = await live.client.admin("POST", base);
      expect(created.status).toBe(201);
      expect(created.body.data.label).toBe("API created");
      expect(created.body.data.expires_at).toBeNull();
    });

    it("lists tokens by id and hides revoked ones unless include_revoked is true", async () => {
      const first = (await live.client.admin("POST", base, { json: { label: "one" } })).body.data;
      const second = (await live.client.admin("POST", base, { json: { label: "two" } })).body.data;
      await live.client.admin("DELETE", `${base}/${first.id}`, { json: { reason: "rotated" } });

      const visible = await live.client.admin("GET", base);
      expect(visible.body.data.map((token: { id: number }) => token.id)).toEqual([second.id]);
      for (const flag of ["true", "1"]) {
        const all = await live.client.admin("GET", `${base}?include_revoked=${flag}`);
        expect(all.body.data.map((token: { id: number }) => token.id)).toEqual([first.id, second.id]);
        expect(all.body.data[0]).toMatchObject({ status: "revoked", revoked_reason: "rotated" });
      }
      expect((await live.client.admin("GET", `${base}?include_revoked=0`)).body.data).toHaveLength(1);
    });

    it("revokes a token with a reason and reports a second revoke without changing it", async () => {
      const created = (await live.client.admin("POST", base)).body.data;
      const revoked = await live.client.admin("DELETE", `${base}/${created.id}`, { json: { reason: "Rotating credentials" } });
      expect(revoked.status).toBe(200);
      expect(revoked.body).toEqual({
        data: expect.objectContaining({ id: created.id, status: "revoked", revoked_reason: "Rotating credentials" }),
        message: "Token revoked",
      });
      expect(revoked.body.data.revoked_at).toMatch(ISO);

      const again = await live.client.admin("DELETE", `${base}/${created.id}`, { json: { reason: "other" } });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ data: revoked.body.data, message: "Token already revoked" });
    });

    it("revokes without a body, even one announced as JSON but empty", async () => {
      const first = (await live.client.admin("POST", base)).body.data;
      const second = (await live.client.admin("POST", base)).body.data;
      expect((await live.client.admin("DELETE", `${base}/${first.id}`)).body.data.revoked_reason).toBeNull();
      const empty = await live.client.admin("DELETE", `${base}/${second.id}`, { rawBody: "" });
      expect(empty.status).toBe(200);
      expect(empty.body.data.status).toBe("revoked");
    });

    it("shows revoked_at and revoked_reason only on revoked tokens", async () => {
      const created = (await live.client.admin("POST", base)).body.data;
      expect(created).not.toHaveProperty("revoked_at");
      expect(created).not.toHaveProperty("revoked_reason");
    });

    it("answers 404 NOT_FOUND for unknown and non-numeric token ids", async () => {
      for (const id of ["999", "abc", "0", "1.5"]) {
        const response = await live.client.admin("GET", `${base}/${id}`);
        expect(response.status).toBe(404);
        expect(response.body.error_code).toBe("NOT_FOUND");
        expect((await live.client.admin("DELETE", `${base}/${id}`)).status).toBe(404);
      }
    });

    it("turns a token expired once the clock passes expires_at", async () => {
      const created = (await live.client.admin("POST", base, { json: { expires_in_days: 2 } })).body.data;
      await live.client.control("POST", "/clock", { advanceDays: 1 });
      expect((await live.client.admin("GET", `${base}/${created.id}`)).body.data.status).toBe("active");
      await live.client.control("POST", "/clock", { advanceDays: 1 });
      expect((await live.client.admin("GET", `${base}/${created.id}`)).body.data.status).toBe("expired");
      expect((await live.client.admin("GET", base)).body.data).toHaveLength(1);
    });
  });

  describe("create body validation", () => {
    const base = "/admin/users/alice/tokens";
    it.each([
      ["an empty label", { label: "" }, "label"],
      ["a label that is not a string", { label: 42 }, "label"],
      ["a label over 255 characters", { label: "x".repeat(256) }, "label"],
      ["zero days", { expires_in_days: 0 }, "expires_in_days"],
      ["negative days", { expires_in_days: -3 }, "expires_in_days"],
      ["fractional days", { expires_in_days: 1.5 }, "expires_in_days"],
      ["days as a string", { expires_in_days: "30" }, "expires_in_days"],
    ])("rejects %s with 400 BAD_REQUEST naming the field", async (_case, json, field) => {
      const response = await live.client.admin("POST", base, { json });
      expect(response.status).toBe(400);
      expect(response.body.error_code).toBe("BAD_REQUEST");
      expect(response.body.message).toContain(field);
      expect((await live.client.admin("GET", base)).body.data).toHaveLength(0);
    });

    it("rejects malformed JSON and non-object bodies with 400", async () => {
      for (const rawBody of ["{not json", "[1]", '"text"']) {
        const response = await live.client.admin("POST", base, { rawBody });
        expect(response.status).toBe(400);
        expect(response.body.error_code).toBe("BAD_REQUEST");
      }
    });

    it("ignores unknown fields and accepts expires_in_days null", async () => {
      const response = await live.client.admin("POST", base, { json: { label: "ok", expires_in_days: null, colour: "red" } });
      expect(response.status).toBe(201);
      expect(response.body.data.expires_at).toBeNull();
      expect(response.body.data).not.toHaveProperty("colour");
    });

    it("rejects an include_revoked that is not a boolean", async () => {
      const response = await live.client.admin("GET", `${base}?include_revoked=maybe`);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain("include_revoked");
    });
  });

  describe("revoke all", () => {
    it.each([
      ["a user", "/admin/users/bob/tokens"],
      ["a service principal", "/admin/service-principals/etl/tokens"],
    ])("revokes every active token of %s and leaves other principals alone", async (_name, base) => {
      const a = (await live.client.admin("POST", base)).body.data;
      const b = (await live.client.admin("POST", base)).body.data;
      const already = (await live.client.admin("POST", base)).body.data;
      await live.client.admin("DELETE", `${base}/${already.id}`, { json: { reason: "first" } });
      const other = (await live.client.admin("POST", "/admin/users/someone-else/tokens")).body.data;

      const response = await live.client.admin("DELETE", base, { json: { reason: "offboarding" } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { revoked_count: 2, token_ids: [a.id, b.id] }, message: "Revoked 2 tokens" });

      const all = (await live.client.admin("GET", `${base}?include_revoked=true`)).body.data;
      expect(all.map((token: { revoked_reason: string }) => token.revoked_reason)).toEqual(["offboarding", "offboarding", "first"]);
      expect((await live.client.admin("GET", `/admin/users/someone-else/tokens/${other.id}`)).body.data.status).toBe("active");
    });

    it("is not available for proxy manager tokens (405)", async () => {
      const created = (await live.client.admin("POST", "/admin/proxy-manager/tokens")).body.data;
      const response = await live.client.admin("DELETE", "/admin/proxy-manager/tokens");
      expect(response.status).toBe(405);
      expect(response.body).toEqual({
        error_code: "METHOD_NOT_ALLOWED",
        message: "Revoke all is not available for proxy manager tokens",
      });
      expect((await live.client.admin("GET", `/admin/proxy-manager/tokens/${created.id}`)).body.data.status).toBe("active");
    });
  });

  it("mints a distinct secret each time, drawing on the whole base62 alphabet", async () => {
    // 150 secrets use more random bytes than the emulator draws at once, so this spans refills.
    const secrets = new Set<string>();
    for (let n = 0; n < 150; n++) {
      const secret: string = (await live.client.admin("POST", "/admin/users/alice/tokens")).body.data.token;
      expect(secret).toMatch(/^sqlp_pcp_[0-9A-Za-z]{40}$/);
      secrets.add(secret);
    }
    expect(secrets.size).toBe(150);
    const seen = new Set([...secrets].flatMap((secret) => [...secret.slice("sqlp_pcp_".length)]));
    expect(seen.size).toBe(62);
  });

  it("does not show a token under another principal's path (404)", async () => {
    const created = (await live.client.admin("POST", "/admin/users/alice/tokens")).body.data;
    for (const path of [
      `/admin/users/mallory/tokens/${created.id}`,
      `/admin/service-principals/alice/tokens/${created.id}`,
      `/admin/proxy-manager/tokens/${created.id}`,
    ]) {
      expect((await live.client.admin("GET", path)).status).toBe(404);
      expect((await live.client.admin("DELETE", path)).status).toBe(404);
    }
    expect((await live.client.admin("GET", `/admin/users/alice/tokens/${created.id}`)).body.data.status).toBe("active");
  });

  describe("use through the emulated proxy", () => {
    it("authenticates an active principal token and counts the use", async () => {
      const created = (await live.client.admin("POST", "/admin/service-principals/etl/tokens")).body.data;
      await live.client.control("POST", "/clock", { advanceMs: 60_000 });
      const used = await live.client.useToken(created.token);
      expect(used.status).toBe(200);
      expect(used.body.data).toEqual({ token_id: created.id, principal_type: "service_principal", principal_id: "etl" });
      await live.client.useToken(created.token);

      const after = (await live.client.admin("GET", `/admin/service-principals/etl/tokens/${created.id}`)).body.data;
      expect(after.use_count).toBe(2);
      expect(Date.parse(after.last_used_at)).toBeGreaterThanOrEqual(Date.parse(created.created_at) + 60_000);
    });

    it("refuses missing, unknown, revoked, expired and proxy-manager tokens with 401", async () => {
      const revoked = (await live.client.admin("POST", "/admin/users/u/tokens")).body.data;
      await live.client.admin("DELETE", `/admin/users/u/tokens/${revoked.id}`);
      const expiring = (await live.client.admin("POST", "/admin/users/u/tokens", { json: { expires_in_days: 1 } })).body.data;
      const manager = (await live.client.admin("POST", "/admin/proxy-manager/tokens")).body.data;
      await live.client.control("POST", "/clock", { advanceDays: 2 });

      for (const token of ["sqlp_pcp_unknown", revoked.token, expiring.token, manager.token, live.emulator.proxyManagerToken]) {
        const response = await live.client.useToken(token);
        expect(response.status).toBe(401);
        expect(response.body.error_code).toBe("UNAUTHORIZED");
      }
      const missing = await live.client.control("POST", "/proxy/authenticate");
      expect(missing.status).toBe(401);
      expect((await live.client.admin("GET", `/admin/users/u/tokens/${expiring.id}`)).body.data.use_count).toBe(0);
    });
  });
});
