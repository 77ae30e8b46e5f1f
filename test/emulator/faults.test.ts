import { useResetEmulator } from "../../tools/harness/emulator";

const BASE = "/admin/users/alice/tokens";

describe("emulator faults", () => {
  const live = useResetEmulator();

  const addFault = async (rule: object): Promise<string> => {
    const response = await live.client.control("POST", "/faults", rule);
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  };
  const tokenCount = async (): Promise<number> =>
    (await live.client.admin("GET", `${BASE}?include_revoked=true`)).body.data.length;

  it("answers a status fault without running the handler, with the envelope and headers given", async () => {
    await addFault({ method: "POST", path: BASE, action: "status", status: 503, headers: { "retry-after": "1" } });
    const faulted = await live.client.admin("POST", BASE);
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get("retry-after")).toBe("1");
    expect(faulted.body).toEqual({ error_code: "SERVICE_UNAVAILABLE", message: "Service Unavailable" });
    expect(await tokenCount()).toBe(0);

    expect((await live.client.admin("POST", BASE)).status).toBe(201);
  });

  it("uses the main service's envelope, or the body given, for status faults there", async () => {
    await addFault({ path: "/api/v1/monitors", action: "status", status: 429 });
    await addFault({ path: "/api/v1/monitors", action: "status", status: 502, body: "<html>bad gateway</html>" });
    const first = await live.client.main("GET", "/api/v1/monitors");
    expect(first.status).toBe(429);
    expect(first.body).toEqual({ detail: "Too Many Requests" });
    const second = await live.client.main("GET", "/api/v1/monitors");
    expect(second.status).toBe(502);
    expect(second.body).toBe("<html>bad gateway</html>");
    expect((await live.client.main("GET", "/api/v1/monitors")).status).toBe(200);
  });

  it("delays a request and then handles it", async () => {
    await addFault({ path: BASE, action: "delay", delayMs: 150 });
    const started = Date.now();
    const response = await live.client.admin("POST", BASE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(201);
  });

  it("resets the connection without running the handler", async () => {
    await addFault({ method: "POST", path: BASE, action: "reset" });
    await expect(live.client.admin("POST", BASE, { json: { label: "lost" } })).rejects.toThrow();
    expect(await tokenCount()).toBe(0);
    const entries = (await live.client.control("GET", "/requests")).body.data;
    expect(entries[0]).toMatchObject({ method: "POST", outcome: "reset", status: null, fault: "reset" });
  });

  it("commit-then-drop saves the change but never answers", async () => {
    await addFault({ method: "POST", path: BASE, action: "commit-then-drop" });
    await expect(live.client.admin("POST", BASE, { json: { label: "committed" } })).rejects.toThrow();
    const tokens = (await live.client.admin("GET", BASE)).body.data;
    expect(tokens).toHaveLength(1);
    expect(tokens[0].label).toBe("committed");
    const entries = (await live.client.control("GET", "/requests")).body.data;
    expect(entries[0]).toMatchObject({ outcome: "dropped", status: null, fault: "commit-then-drop", body: { label: "committed" } });
  });

  it("commit-then-status saves the change and answers with the fault's status", async () => {
    await addFault({ method: "POST", path: BASE, action: "commit-then-status", status: 500 });
    const response = await live.client.admin("POST", BASE);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error_code: "INTERNAL_ERROR", message: "Internal Server Error" });
    expect(JSON.stringify(response.body)).not.toContain("sqlp_pcp_");
    expect(await tokenCount()).toBe(1);
    const entries = (await live.client.control("GET", "/requests")).body.data;
    expect(entries[0]).toMatchObject({ method: "POST", status: 500, outcome: "answered", fault: "commit-then-status" });
  });

  it("commit-then-delay saves the change and answers too late for a client timeout", async () => {
    await addFault({ method: "POST", path: BASE, action: "commit-then-delay", delayMs: 400 });
    await expect(live.client.admin("POST", BASE, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    expect(await tokenCount()).toBe(1);
  });

  it("matches rules in the order added, by method and by path prefix, for `times` uses", async () => {
    await addFault({ method: "GET", path: "/admin/*", action: "status", status: 500, times: 2 });
    await addFault({ path: "/admin/*", action: "status", status: 418 });
    expect((await live.client.admin("POST", BASE)).status).toBe(418);
    expect((await live.client.admin("GET", BASE)).status).toBe(500);
    expect((await live.client.control("GET", "/faults")).body.data).toEqual([
      expect.objectContaining({ method: "GET", path: "/admin/*", remaining: 1 }),
    ]);
    expect((await live.client.admin("GET", BASE)).status).toBe(500);
    expect((await live.client.admin("GET", BASE)).status).toBe(200);
  });

  it("lets the first `skip` matching requests through before acting", async () => {
    await addFault({ method: "GET", path: BASE, action: "status", status: 503, skip: 2 });
    expect((await live.client.admin("GET", BASE)).status).toBe(200);
    expect((await live.client.admin("GET", BASE)).status).toBe(200);
    expect((await live.client.admin("GET", BASE)).status).toBe(503);
    expect((await live.client.admin("GET", BASE)).status).toBe(200);
  });

  it("does not apply faults to the controls, and clears them on DELETE", async () => {
    await addFault({ action: "status", status: 500, times: 5 });
    expect((await live.client.control("GET", "/clock")).status).toBe(200);
    expect((await live.client.control("DELETE", "/faults")).status).toBe(200);
    expect((await live.client.control("GET", "/faults")).body.data).toEqual([]);
    expect((await live.client.admin("GET", BASE)).status).toBe(200);
  });

  it.each([
    ["an unknown action", { action: "explode" }, "action"],
    ["a status action without status", { action: "status" }, "status"],
    ["a delay action without delayMs", { action: "delay" }, "delayMs"],
    ["a path without a leading slash", { action: "reset", path: "admin" }, "path"],
    ["zero times", { action: "reset", times: 0 }, "times"],
    ["an unknown field", { action: "reset", colour: "red" }, "colour"],
  ])("rejects %s with 400 and a clear message", async (_case, rule, field) => {
    const response = await live.client.control("POST", "/faults", rule);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });
});
