import { resolveEmulatorOptions } from "../../packages/datafold-emulator/src/options";
import { useResetEmulator } from "../../tools/harness/emulator";

describe("emulator controls", () => {
  const live = useResetEmulator();

  const clockNow = async (): Promise<number> => Date.parse((await live.client.control("GET", "/clock")).body.data.now);

  it("reports a clock that follows real time by default", async () => {
    expect(Math.abs((await clockNow()) - Date.now())).toBeLessThan(1000);
  });

  it("sets, advances and freezes the clock", async () => {
    const frozen = await live.client.control("POST", "/clock", { set: "2030-01-01T00:00:00Z", freeze: true });
    expect(frozen.body.data).toEqual({ now: "2030-01-01T00:00:00.000Z", frozen: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await clockNow()).toBe(Date.parse("2030-01-01T00:00:00Z"));

    await live.client.control("POST", "/clock", { advanceDays: 1, advanceMs: 500 });
    expect(await clockNow()).toBe(Date.parse("2030-01-02T00:00:00.500Z"));

    await live.client.control("POST", "/clock", { freeze: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await clockNow()).toBeGreaterThan(Date.parse("2030-01-02T00:00:00.500Z"));
  });

  it("stamps tokens with the emulator clock", async () => {
    await live.client.control("POST", "/clock", { set: "2031-05-06T07:08:09Z", freeze: true });
    const created = await live.client.admin("POST", "/admin/users/a/tokens", { json: { expires_in_days: 10 } });
    expect(created.body.data.created_at).toBe("2031-05-06T07:08:09.000Z");
    expect(created.body.data.expires_at).toBe("2031-05-16T07:08:09.000Z");
  });

  it.each([
    ["a set that is no date", { set: "tomorrow" }, "set"],
    ["an advance that is not a number", { advanceMs: "10" }, "advanceMs"],
    ["an unknown field", { jump: 1 }, "jump"],
  ])("rejects a clock change with %s (400)", async (_case, json, field) => {
    const response = await live.client.control("POST", "/clock", json);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it("rejects a clock change past the range of dates (400)", async () => {
    const response = await live.client.control("POST", "/clock", { advanceDays: 1e9 });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain("valid date");
  });

  it("adds run-time latency to API requests but not to the controls", async () => {
    const changed = await live.client.control("POST", "/config", { latencyMs: 120 });
    expect(changed.body.data).toEqual({ latencyMs: 120, rateLimit: 0, maxPageSize: 0, monitors: 60, dataFile: null });
    try {
      // The answer never leaves before the latency has passed since the request arrived.
      let started = performance.now();
      await live.client.admin("GET", "/admin/users/a/tokens");
      expect(performance.now() - started).toBeGreaterThanOrEqual(120);
      started = performance.now();
      await live.client.control("GET", "/clock");
      expect(performance.now() - started).toBeLessThan(110);
    } finally {
      await live.client.control("POST", "/config", { latencyMs: 0 });
    }
  });

  it("caps the page size of the listings at run time, and lifts the cap with 0", async () => {
    const monitors = () => live.client.main("GET", "/api/v1/monitors?page_size=50");
    try {
      expect((await live.client.control("POST", "/config", { maxPageSize: 25 })).body.data).toMatchObject({ maxPageSize: 25 });
      expect((await monitors()).body).toMatchObject({ page_size: 25, total_pages: 3 });
      expect((await live.client.control("POST", "/reset")).status).toBe(200);
      expect((await live.client.control("GET", "/config")).body.data).toMatchObject({ maxPageSize: 25 });
    } finally {
      await live.client.control("POST", "/config", { maxPageSize: 0 });
    }
    expect((await monitors()).body).toMatchObject({ page_size: 50, total_pages: 2 });
  });

  it("refuses a page-size cap option that is not a whole number from 0 to 1000000", () => {
    expect(resolveEmulatorOptions({}).maxPageSize).toBe(0);
    for (const maxPageSize of [-1, 2.5, 1_000_001, Number.NaN]) {
      expect(() => resolveEmulatorOptions({ maxPageSize })).toThrow("maxPageSize must be a whole number of items from 0 to 1000000 (0: no cap)");
    }
  });

  it.each([
    ["a negative page-size cap", { maxPageSize: -1 }],
    ["a fractional page-size cap", { maxPageSize: 2.5 }],
    ["a page-size cap above 1000000", { maxPageSize: 1_000_001 }],
  ])("rejects %s (400), naming the field", async (_case, json) => {
    const response = await live.client.control("POST", "/config", json);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain("maxPageSize");
  });

  it("rejects a negative latency (400)", async () => {
    const response = await live.client.control("POST", "/config", { latencyMs: -1 });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain("latencyMs");
  });

  it("answers 429 with Retry-After above the rate limit, counting them in the stats", async () => {
    await live.client.control("POST", "/config", { rateLimit: 5 });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 8; i++) {
        const response = await live.client.admin("GET", "/admin/users/a/tokens");
        statuses.push(response.status);
        if (response.status === 429) {
          retryAfter = response.headers.get("retry-after");
          expect(response.body).toEqual({ error_code: "TOO_MANY_REQUESTS", message: expect.stringContaining("5 requests per second") });
        }
      }
      // The bucket holds one second's worth: five pass at once, the rest are refused.
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      expect(retryAfter).toBe("1");
      expect((await live.client.control("GET", "/stats")).body.data).toMatchObject({ rateLimited: 3 });
      // The controls are never limited.
      expect((await live.client.control("GET", "/clock")).status).toBe(200);
    } finally {
      await live.client.control("POST", "/config", { rateLimit: 0 });
    }
  });

  it("reports the peak of API requests in flight since the log was cleared", async () => {
    await live.client.control("POST", "/faults", { path: "/admin/users/slow/tokens", action: "delay", delayMs: 200, times: 3 });
    await Promise.all([1, 2, 3].map(() => live.client.admin("GET", "/admin/users/slow/tokens")));
    expect((await live.client.control("GET", "/stats")).body.data).toEqual({ inFlight: 0, peakInFlight: 3, rateLimited: 0 });
    await live.client.control("DELETE", "/requests");
    expect((await live.client.control("GET", "/stats")).body.data).toEqual({ inFlight: 0, peakInFlight: 0, rateLimited: 0 });
  });

  it("never shows credentials in the config", async () => {
    const config = JSON.stringify((await live.client.control("GET", "/config")).body);
    expect(config).not.toContain(live.emulator.apiKey);
    expect(config).not.toContain(live.emulator.proxyManagerToken);
  });

  it("resets to a fresh state: no tokens, real time, no faults, empty log", async () => {
    await live.client.admin("POST", "/admin/users/a/tokens");
    await live.client.control("POST", "/clock", { advanceDays: 400 });
    await live.client.control("POST", "/faults", { path: "/nowhere", action: "reset" });

    expect((await live.client.control("POST", "/reset")).status).toBe(200);
    expect((await live.client.admin("GET", "/admin/users/a/tokens?include_revoked=true")).body.data).toEqual([]);
    expect(Math.abs((await clockNow()) - Date.now())).toBeLessThan(1000);
    expect((await live.client.control("GET", "/faults")).body.data).toEqual([]);
    expect((await live.client.control("GET", "/requests")).body.data).toHaveLength(1);
  });

  it("answers unknown controls with 404", async () => {
    const response = await live.client.control("GET", "/nothing");
    expect(response.status).toBe(404);
    expect(response.body.error_code).toBe("NOT_FOUND");
  });
});
