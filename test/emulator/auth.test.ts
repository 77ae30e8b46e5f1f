import { send, useResetEmulator } from "../../tools/harness/emulator";

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

    it("treats a Bearer header or a bare key as not authenticated", async () => {
      for (const authorization of [`Bearer ${live.emulator.apiKey}`, live.emulator.apiKey, "Key"]) {
        const response = await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ detail: "Not authenticated" });
      }
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

    it("refuses a missing or non-Bearer header with 401 UNAUTHORIZED", async () => {
      for (const authorization of [undefined, `Key ${live.emulator.proxyManagerToken}`, "Bearer"]) {
        const response = await send(live.emulator.url, "GET", list, authorization === undefined ? {} : { authorization });
        expect(response.status).toBe(401);
        expect(response.body.error_code).toBe("UNAUTHORIZED");
      }
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
      send(live.emulator.url, "GET", "/admin/users/a/tokens", { authorization: `Bearer ${secret}` }),
      live.client.useToken(secret),
    ]);
    for (const response of responses) expect(JSON.stringify(response.body)).not.toContain(secret);
  });
});
