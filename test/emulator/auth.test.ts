import { send, startTestEmulator, useResetEmulator } from "../../tools/harness/emulator";

describe("emulator authentication", () => {
  const live = useResetEmulator();

  describe("main service", () => {
    it("accepts Authorization: Key <apiKey>", async () => {
      const response = await live.client.main("GET", "/api/v1/monitors");
      expect(response.status).toBe(200);
    });

    it("answers a missing header with 401 Not authenticated", async () => {
      const response = await send(live.emulator.url, "GET", "/api/v1/monitors");
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: "Not authenticated" });
    });

    it("answers a wrong key with 401 Invalid API key", async () => {
      const response = await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization: "Key nope" });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: "Invalid API key" });
    });

    it("accepts the bare Authorization: <apiKey>, surrounding spaces and all", async () => {
      for (const authorization of [live.emulator.apiKey, `  ${live.emulator.apiKey}\t`]) {
        const response = await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization });
        expect(response.status).toBe(200);
      }
      const patched = await send(live.emulator.url, "PATCH", "/api/v1/datadiffs/102", {
        authorization: live.emulator.apiKey,
        json: { archived: true },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.archived).toBe(true);
    });

    it("answers a wrong bare key with 401 Invalid API key, as a wrong Key <key>", async () => {
      for (const authorization of ["nope", `${live.emulator.apiKey}x`, live.emulator.proxyManagerToken]) {
        const response = await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ detail: "Invalid API key" });
      }
    });

    it("treats a Bearer header, a scheme name alone or a header of three words as not authenticated", async () => {
      const key = live.emulator.apiKey;
      for (const authorization of [`Bearer ${key}`, "Key", "key", "Bearer", `Basic ${key}`, `Key ${key} extra`, `${key} ${key}`]) {
        const response = await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ detail: "Not authenticated" });
      }
    });

    it("reads a bare value that starts like a scheme name as a bare key", async () => {
      // "Keyboard" is one word, not "Key" and a value: it is a bare key, right or wrong.
      const emulator = await startTestEmulator({ apiKey: "Keyboard_123" });
      try {
        for (const [authorization, status] of [
          ["Keyboard_123", 200],
          ["Key Keyboard_123", 200],
          ["Keyboard_124", 401],
          ["Bearer_Keyboard_123", 401],
          ["Key board_123", 401],
        ] as const) {
          const response = await send(emulator.url, "GET", "/api/v1/monitors", { authorization });
          expect([authorization, response.status]).toEqual([authorization, status]);
        }
      } finally {
        await emulator.close();
      }
    });

    it("logs which form was used, and never the key in either form", async () => {
      await live.client.control("DELETE", "/requests");
      const wrongBare = "df_wrong_bare_key_value";
      await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization: live.emulator.apiKey });
      await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization: `Key ${live.emulator.apiKey}` });
      await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization: wrongBare });
      await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization: "Key" });
      await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization: "Token a b" });
      const log = (await live.client.control("GET", "/requests")).body;
      expect(log.data.map((entry: { authScheme: string; status: number }) => [entry.authScheme, entry.status])).toEqual([
        ["bare", 200],
        ["Key", 200],
        ["bare", 401],
        ["Key", 401],
        ["other", 401],
      ]);
      const text = JSON.stringify(log);
      for (const secret of [live.emulator.apiKey, wrongBare]) expect(text).not.toContain(secret);
    });

    it("does not accept the proxy-manager token as an API key", async () => {
      const response = await send(live.emulator.url, "GET", "/api/v1/monitors", {
        authorization: `Key ${live.emulator.proxyManagerToken}`,
      });
      expect(response.status).toBe(401);
    });
  });

  describe("proxy admin API", () => {
    const list = "/admin/users/alice/tokens";

    it("accepts the bootstrap proxy-manager token", async () => {
      const response = await live.client.admin("GET", list);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: [] });
    });

    it("accepts an active proxy-manager token created through the API", async () => {
      const created = await live.client.admin("POST", "/admin/proxy-manager/tokens", { json: { label: "ci" } });
      const response = await live.client.admin("GET", list, { authorization: `Bearer ${created.body.data.token}` });
      expect(response.status).toBe(200);
    });

    it("refuses a missing or non-Bearer header, a bare token included, with 401 UNAUTHORIZED", async () => {
      for (const authorization of [undefined, `Key ${live.emulator.proxyManagerToken}`, live.emulator.proxyManagerToken, "Bearer"]) {
        const response = await send(live.emulator.url, "GET", list, authorization === undefined ? {} : { authorization });
        expect(response.status).toBe(401);
        expect(response.body.error_code).toBe("UNAUTHORIZED");
      }
    });

    it("refuses a bare principal token at the proxy login with 401", async () => {
      const created = await live.client.admin("POST", list, {});
      const response = await send(live.emulator.url, "POST", "/__emulator/proxy/authenticate", { authorization: created.body.data.token });
      expect(response.status).toBe(401);
      expect(response.body.error_code).toBe("UNAUTHORIZED");
      const token = await live.client.admin("GET", `${list}/${created.body.data.id}`);
      expect(token.body.data.use_count).toBe(0);
    });

    it("refuses an unknown token with 401 UNAUTHORIZED", async () => {
      const response = await live.client.admin("GET", list, { authorization: "Bearer sqlp_pm_unknown" });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error_code: "UNAUTHORIZED", message: "Invalid token" });
    });

    it("refuses a revoked proxy-manager token with 401", async () => {
      const created = await live.client.admin("POST", "/admin/proxy-manager/tokens", {});
      await live.client.admin("DELETE", `/admin/proxy-manager/tokens/${created.body.data.id}`);
      const response = await live.client.admin("GET", list, { authorization: `Bearer ${created.body.data.token}` });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error_code: "UNAUTHORIZED", message: "Token has been revoked" });
    });

    it("refuses an expired proxy-manager token with 401", async () => {
      const created = await live.client.admin("POST", "/admin/proxy-manager/tokens", { json: { expires_in_days: 1 } });
      await live.client.control("POST", "/clock", { advanceDays: 1 });
      const response = await live.client.admin("GET", list, { authorization: `Bearer ${created.body.data.token}` });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error_code: "UNAUTHORIZED", message: "Token has expired" });
    });

    it("forbids an active principal token with 403", async () => {
      const created = await live.client.admin("POST", list, {});
      const response = await live.client.admin("GET", list, { authorization: `Bearer ${created.body.data.token}` });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error_code: "FORBIDDEN", message: "Principal tokens cannot call admin endpoints" });
    });

    it("counts each admin call made with a created proxy-manager token as a use", async () => {
      const created = await live.client.admin("POST", "/admin/proxy-manager/tokens", {});
      const authorization = `Bearer ${created.body.data.token}`;
      await live.client.admin("GET", list, { authorization });
      await live.client.admin("GET", list, { authorization });
      const token = await live.client.admin("GET", `/admin/proxy-manager/tokens/${created.body.data.id}`);
      expect(token.body.data.use_count).toBe(2);
      expect(token.body.data.last_used_at).not.toBeNull();
    });

    it("answers a path no route matches with 404, with or without credentials", async () => {
      // Credentials belong to routes: where none matched, there is nothing to authenticate for.
      for (const response of [await send(live.emulator.url, "GET", "/admin/nothing"), await live.client.admin("GET", "/admin/nothing")]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error_code: "NOT_FOUND", message: "No route for GET /admin/nothing" });
      }
    });
  });

  it("never repeats a presented credential in an error body", async () => {
    const secret = "sqlp_pm_this_must_not_echo";
    const responses = await Promise.all([
      send(live.emulator.url, "GET", "/api/v1/monitors", { authorization: `Key ${secret}` }),
      send(live.emulator.url, "GET", "/api/v1/monitors", { authorization: secret }),
      send(live.emulator.url, "GET", "/admin/users/a/tokens", { authorization: secret }),
      send(live.emulator.url, "GET", "/admin/users/a/tokens", { authorization: `Bearer ${secret}` }),
      live.client.useToken(secret),
    ]);
    for (const response of responses) expect(JSON.stringify(response.body)).not.toContain(secret);
  });
});
