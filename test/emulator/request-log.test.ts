import { RequestLog } from "../../packages/datafold-emulator/src/request-log";
import { send, useResetEmulator } from "../../tools/harness/emulator";

describe("emulator request log and request ids", () => {
  const live = useResetEmulator();

  it("records each API request with what was sent and what was answered", async () => {
    await live.client.main("GET", "/api/v1/monitors?page=2&tags=a,b");
    await live.client.admin("POST", "/admin/users/alice/tokens", { json: { label: "ci", expires_in_days: 30 } });
    await send(live.emulator.url, "GET", "/admin/users/alice/tokens");

    const entries = (await live.client.control("GET", "/requests")).body.data;
    expect(entries).toEqual([
      {
        seq: expect.any(Number),
        requestId: expect.stringMatching(/^req_/),
        time: expect.any(String),
        method: "GET",
        path: "/api/v1/monitors",
        query: { page: "2", tags: "a,b" },
        status: 200,
        outcome: "answered",
        fault: null,
        authScheme: "Key",
        // The raw client of the test sends no X-Client-Request-Id.
        clientRequestId: null,
        body: null,
      },
      expect.objectContaining({
        method: "POST",
        path: "/admin/users/alice/tokens",
        status: 201,
        authScheme: "Bearer",
        body: { label: "ci", expires_in_days: 30 },
      }),
      expect.objectContaining({ method: "GET", status: 401, authScheme: "none" }),
    ]);
    expect(entries[1].seq).toBeGreaterThan(entries[0].seq);
  });

  it("keeps every credential and token secret out of the log", async () => {
    const created = await live.client.admin("POST", "/admin/users/alice/tokens");
    const secret: string = created.body.data.token;
    await live.client.useToken(secret);
    await live.client.main("GET", "/api/v1/monitors");
    await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization: "Key wrong_key_value" });

    const log = JSON.stringify((await live.client.control("GET", "/requests")).body);
    for (const value of [secret, live.emulator.apiKey, live.emulator.proxyManagerToken, "wrong_key_value"]) {
      expect(log).not.toContain(value);
    }
    expect(log).toContain("/__emulator/proxy/authenticate");
  });

  it("does not record the controls, and forgets everything on DELETE", async () => {
    await live.client.control("GET", "/clock");
    await live.client.control("GET", "/faults");
    expect((await live.client.control("GET", "/requests")).body.data).toEqual([]);
    await live.client.main("GET", "/api/v1/monitors");
    expect((await live.client.control("GET", "/requests")).body.data).toHaveLength(1);
    await live.client.control("DELETE", "/requests");
    expect((await live.client.control("GET", "/requests")).body.data).toEqual([]);
  });

  it("gives every response a distinct x-request-id, the one the log shows", async () => {
    await live.client.control("POST", "/faults", { path: "/api/v1/faulted", action: "status", status: 503 });
    const responses = await Promise.all([
      live.client.main("GET", "/api/v1/monitors"),
      send(live.emulator.url, "GET", "/api/v1/monitors"),
      live.client.main("GET", "/api/v1/nothing-here"),
      live.client.main("GET", "/api/v1/faulted"),
      live.client.admin("GET", "/admin/users/a/tokens"),
      live.client.admin("GET", "/admin/users/a/tokens/77"),
      live.client.admin("POST", "/admin/users/a/tokens", { rawBody: "{bad" }),
      live.client.control("GET", "/clock"),
      live.client.control("POST", "/clock", { set: "not a date" }),
      send(live.emulator.url, "GET", "/"),
    ]);
    const ids = responses.map((response) => response.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);

    const logged = (await live.client.control("GET", "/requests")).body.data.map((entry: { requestId: string }) => entry.requestId);
    expect(logged).toHaveLength(8);
    for (const id of logged) expect(ids).toContain(id);
  });

  it("answers unknown routes with the envelope of their API", async () => {
    const main = await live.client.main("GET", "/api/v1/nothing-here");
    expect(main.status).toBe(404);
    expect(main.body).toEqual({ detail: "Not Found" });
    const admin = await live.client.admin("GET", "/admin/warehouses");
    expect(admin.status).toBe(404);
    expect(admin.body).toEqual({ error_code: "NOT_FOUND", message: "No route for GET /admin/warehouses" });
  });
});

describe("RequestLog bounds", () => {
  const arrival = (n: number) => ({
    requestId: `req_${n}`,
    time: "2026-01-01T00:00:00.000Z",
    method: "GET",
    path: "/api/v1/monitors",
    query: {},
    authScheme: "Key" as const,
    clientRequestId: null,
  });

  it("keeps the newest 10,000 entries, oldest first, however many arrive", () => {
    const log = new RequestLog();
    for (const count of [9_999, 10_000, 10_001, 19_999, 20_000, 25_123]) {
      log.clear();
      for (let n = 1; n <= count; n++) log.begin(arrival(n));
      const entries = log.list();
      const kept = Math.min(count, 10_000);
      expect(entries).toHaveLength(kept);
      expect(entries[0]!.requestId).toBe(`req_${count - kept + 1}`);
      expect(entries[kept - 1]!.requestId).toBe(`req_${count}`);
    }
  });
});
