import {
  AuthenticationError,
  DatafoldClient,
  InvalidArgumentError,
  Monitor,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  UnexpectedResponseError,
  ValidationError,
} from "../../src/clients";
import { clientsFor, useEmulatorClients, expectNoSecrets, thrown } from "../../tools/harness/clients";

const MONITORS = 45;
const live = useEmulatorClients({ monitors: MONITORS });

describe("monitors", () => {
  it("lists the first page with the API's defaults (page 1, 20 per page)", async () => {
    const page = await live.clients.datafold.listMonitors();
    expect(page).toMatchObject({ count: MONITORS, page: 1, page_size: 20, total_pages: 3 });
    expect(page.monitors).toHaveLength(20);
  });

  it("returns a short last page and an empty page past the end", async () => {
    const last = await live.clients.datafold.listMonitors({ page: 3, pageSize: 20 });
    expect(last.monitors).toHaveLength(MONITORS - 40);
    const beyond = await live.clients.datafold.listMonitors({ page: 4, pageSize: 20 });
    expect(beyond).toMatchObject({ count: MONITORS, page: 4, total_pages: 3, monitors: [] });
  });

  it("returns an empty list when no monitor carries the tags", async () => {
    const page = await live.clients.datafold.listMonitors({ tags: ["no-such-tag"] });
    expect(page).toMatchObject({ count: 0, monitors: [], total_pages: 0 });
    expect(await live.clients.datafold.listAllMonitors({ tags: ["no-such-tag"] })).toEqual([]);
  });

  it("walks every page once, in the server's order, and requests each page exactly once", async () => {
    await live.clients.control.clearRequests();
    const all = await live.clients.datafold.listAllMonitors({ pageSize: 10, orderBy: "name", sortOrder: "asc" });
    expect(all).toHaveLength(MONITORS);
    expect(new Set(all.map((m) => m.id)).size).toBe(MONITORS);
    // Ascending by name, monitors without a name last.
    const named = all.filter((m) => m.name != null).map((m) => m.name!);
    expect(named).toEqual([...named].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.slice(named.length).every((m) => m.name == null)).toBe(true);
    const pages = (await live.clients.control.requests()).map((r) => r.query.page).sort();
    expect(pages).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("keeps only monitors that carry every requested tag, the same in one page and all pages", async () => {
    const everything = await live.clients.datafold.listAllMonitors();
    const tag = everything.flatMap((m) => m.tags ?? [])[0]!;
    const tagged = await live.clients.datafold.listAllMonitors({ tags: [tag] });
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((m: Monitor) => m.tags?.includes(tag))).toBe(true);
    expect(tagged.map((m) => m.id).sort()).toEqual(everything.filter((m) => m.tags?.includes(tag)).map((m) => m.id).sort());
  });

  it.each([
    [{ page: 0 }, "page"],
    [{ pageSize: 1.5 }, "pageSize"],
    [{ orderBy: "owner" }, "orderBy"],
    [{ tags: ["a,b"] }, "tags[0]"],
  ])("refuses %j before sending anything, naming %s", async (params, field) => {
    await live.clients.control.clearRequests();
    const error = await thrown(() => live.clients.datafold.listMonitors(params as never));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toContain(`listMonitors: ${field} must`);
    expect(await live.clients.control.requests()).toEqual([]);
  });
});

describe("data diffs", () => {
  it("reads a data diff and sets its flags through PATCH", async () => {
    const before = await live.clients.datafold.getDataDiff(101);
    expect(before).toMatchObject({ id: 101, archived: false });
    await live.clients.datafold.updateDataDiff(101, { archived: true });
    expect(await live.clients.datafold.getDataDiff(101)).toMatchObject({ archived: true });
    const patch = (await live.clients.control.requests()).find((r) => r.method === "PATCH")!;
    expect(patch.body).toEqual({ archived: true });
  });

  it("throws NotFoundError for an unknown data diff, with status, URL and request id", async () => {
    const error = await thrown(() => live.clients.datafold.getDataDiff(999_999));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: "DATAFOLD_NOT_FOUND", status: 404, method: "GET" });
    expect(error.message).toMatch(
      /^Request failed with status code 404 \(Not Found\): GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/datadiffs\/999999: .*\[request id \S+\]$/,
    );
  });

  it("renders the server's 422 with every loc and msg (un-purging a purged diff)", async () => {
    const purged = await findDiff((d) => d.purged === true);
    const error = await thrown(() => live.clients.datafold.updateDataDiff(purged, { purged: false }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]).toMatchObject({ loc: ["body", "purged"] });
    expect(error.message).toMatch(/The server rejected: body\.purged: .+/);
  });

  it("requires at least one flag and integer ids", async () => {
    expect(await thrown(() => live.clients.datafold.updateDataDiff(101, {}))).toBeInstanceOf(InvalidArgumentError);
    expect((await thrown(() => live.clients.datafold.getDataDiff(1.5))).message).toContain("datadiffId must be a positive integer; got 1.5");
    expect((await thrown(() => live.clients.datafold.getDataDiff(-3))).message).toContain("positive");
  });
});

async function findDiff(predicate: (diff: { purged: boolean }) => boolean): Promise<number> {
  for (let id = 100; id < 120; id++) {
    const diff = await live.clients.datafold.getDataDiff(id).catch(() => undefined);
    if (diff && predicate(diff)) return id;
  }
  throw new Error("no seeded data diff matches");
}

describe("DMA transforms and lineage", () => {
  it("lists transform summaries, failed transforms with their failure summary", async () => {
    const summaries = await live.clients.datafold.listTransformSummaries(2);
    expect(summaries.length).toBeGreaterThan(0);
    const failures = summaries
      .flatMap((s) => s.transform_chain.chain.flatMap((link) => link.transforms))
      .filter((t) => t.failure_summary);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]!.failure_summary).toMatchObject({ reason: expect.any(String), problem: expect.any(String) });
    expect(await live.clients.datafold.listTransformSummaries(3)).toEqual([]);
    expect(await thrown(() => live.clients.datafold.listTransformSummaries(424242))).toBeInstanceOf(NotFoundError);
  });

  it("returns top queries ordered by execution count, limited and filtered by statement type", async () => {
    const top = await live.clients.datafold.getTopQueries();
    const counts = top.map((q) => q.executionCount ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await live.clients.datafold.getTopQueries({ limit: 2 })).toHaveLength(2);
    const selects = await live.clients.datafold.getTopQueries({ statementType: "SELECT" });
    expect(selects.length).toBeGreaterThan(0);
    expect(selects.every((q) => q.statementType?.toUpperCase() === "SELECT")).toBe(true);
  });

  it("returns the lineage of a query found among the top queries", async () => {
    const [first] = await live.clients.datafold.getTopQueries({ limit: 1 });
    const lineage = await live.clients.datafold.getQueryLineage(first!.fingerprint);
    expect(lineage.query.fingerprint).toBe(first!.fingerprint);
    expect(lineage.tablesRead.length).toBeGreaterThan(0);
    expect(await thrown(() => live.clients.datafold.getQueryLineage("ffffffffffffffff"))).toBeInstanceOf(NotFoundError);
    expect(await thrown(() => live.clients.datafold.getQueryLineage(" "))).toBeInstanceOf(InvalidArgumentError);
  });
});

describe("authentication", () => {
  it("rejects a wrong API key with advice naming the setting and where to replace it, never the key", async () => {
    const wrongKey = "df_wrong_key_0123456789";
    const client = new DatafoldClient({ host: live.emulator.url, apiKey: wrongKey, env: {} });
    const error = await thrown(() => client.listMonitors());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ code: "DATAFOLD_AUTHENTICATION", status: 401 });
    expect(error.message).toContain("The Datafold API key (from the option apiKey) was rejected");
    // The option outranks the stack config and the environment: only another option helps.
    expect(error.message).toContain(
      ": check it, or pass another as the option apiKey (it takes precedence over datafold:apiKey and DATAFOLD_API_KEY). [request id ",
    );
    expectNoSecrets(error, [wrongKey, live.emulator.apiKey]);
  });

  it("takes the API key and host from the environment when no option is given", async () => {
    const client = new DatafoldClient({ env: { DATAFOLD_API_KEY: live.emulator.apiKey, DATAFOLD_HOST: live.emulator.url } });
    expect((await client.listMonitors()).count).toBe(MONITORS);
  });

  it("takes them from the stack config before the environment", async () => {
    const config = { "datafold:apiKey": live.emulator.apiKey, "datafold:host": live.emulator.url };
    const client = new DatafoldClient({ config: (key) => config[key as keyof typeof config], env: { DATAFOLD_API_KEY: "wrong" } });
    expect((await client.listMonitors()).count).toBe(MONITORS);
  });
});

describe("retries and failures", () => {
  const slowClient = () => clientsFor(live.emulator, { timeoutMs: 300 }).datafold;

  it("succeeds through two 503s, a 429 with Retry-After and a reset, as the request log shows", async () => {
    await live.clients.control.addFault({ path: "/api/v1/monitors", action: "status", status: 503, times: 2 });
    await live.clients.control.addFault({ path: "/api/v1/monitors", action: "status", status: 429, headers: { "retry-after": "0" } });
    await live.clients.control.addFault({ path: "/api/v1/monitors", action: "reset" });
    await live.clients.control.clearRequests();
    const retries: string[] = [];
    const { datafold } = clientsFor(live.emulator, { onRetry: (e) => retries.push(e.reason) });
    expect((await datafold.listMonitors()).count).toBe(MONITORS);
    const log = await live.clients.control.requests();
    expect(log.map((r) => r.status ?? r.outcome)).toEqual([503, 503, 429, "reset", 200]);
    expect(retries).toEqual(["status 503", "status 503", "status 429", "ECONNRESET"]);
  });

  it("retries a GET whose answer is slower than the timeout", async () => {
    await live.clients.control.addFault({ path: "/api/v1/datadiffs/101", action: "delay", delayMs: 1_000 });
    await live.clients.control.clearRequests();
    expect(await slowClient().getDataDiff(101)).toMatchObject({ id: 101 });
    expect(await live.clients.control.requests()).toHaveLength(2);
  });

  it("gives up with ServerError once the retries are used up", async () => {
    await live.clients.control.addFault({ path: "/api/v1/monitors", action: "status", status: 500, times: 10 });
    const { datafold } = clientsFor(live.emulator, { retry: { limit: 2, baseDelayMs: 1 } });
    const error = await thrown(() => datafold.listMonitors());
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ code: "DATAFOLD_SERVER_ERROR", status: 500 });
    expect(await live.clients.control.requests()).toHaveLength(3);
  });

  it("gives up with RateLimitError when Retry-After asks for longer than allowed", async () => {
    await live.clients.control.addFault({ path: "/api/v1/monitors", action: "status", status: 429, headers: { "retry-after": "3600" } });
    const error = await thrown(() => live.clients.datafold.listMonitors());
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ code: "DATAFOLD_RATE_LIMITED", retryAfterMs: 3_600_000 });
  });

  it.each([400, 401, 403, 404, 422])("never retries status %i", async (status) => {
    await live.clients.control.addFault({ path: "/api/v1/monitors", action: "status", status, body: { detail: "no" } });
    await live.clients.control.clearRequests();
    await thrown(() => live.clients.datafold.listMonitors());
    expect(await live.clients.control.requests()).toHaveLength(1);
  });

  it("throws TimeoutError when every attempt is too slow", async () => {
    await live.clients.control.addFault({ path: "/api/v1/monitors", action: "delay", delayMs: 1_000, times: 10 });
    const { datafold } = clientsFor(live.emulator, { timeoutMs: 100, retry: { limit: 1, baseDelayMs: 1 } });
    const error = await thrown(() => datafold.listMonitors());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: "DATAFOLD_TIMEOUT", ambiguous: false });
  });
  
  it("reports a 200 body of the wrong shape with the endpoint, the path and what was expected", async () => {
    await live.clients.control.addFault({
      path: "/api/v1/monitors",
      action: "status",
      status: 200,
      body: { count: "many", monitors: [{ id: "x" }], page: 1, page_size: 20, total_pages: 1 },
    });
    const error = await thrown(() => live.clients.datafold.listMonitors());
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toMatch(/^Unexpected response from list monitors \(GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/monitors\): /);
    expect(error.message).toContain("at count: Invalid input: expected number, received string");
    expect(error.message).toContain("at monitors[0].id: Invalid input: expected number, received string");
  });

  it("renders a 422 body with every loc and msg", async () => {
    await live.clients.control.addFault({
      path: "/api/v1/monitors",
      action: "status",
      status: 422,
      body: {
        detail: [
          { loc: ["query", "page_size"], msg: "Input should be greater than or equal to 1", type: "greater_than_equal", input: "0" },
          { loc: ["query", "order_by"], msg: "Input should be 'id' or 'name'", type: "enum", input: "x" },
        ],
      },
    });
    const error = await thrown(() => live.clients.datafold.listMonitors());
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toContain(
      "The server rejected: query.page_size: Input should be greater than or equal to 1; query.order_by: Input should be 'id' or 'name'. [request id",
    );
    expect((error as ValidationError).issues).toEqual([
      { loc: ["query", "page_size"], msg: "Input should be greater than or equal to 1", type: "greater_than_equal" },
      { loc: ["query", "order_by"], msg: "Input should be 'id' or 'name'", type: "enum" },
    ]);
  });
});
