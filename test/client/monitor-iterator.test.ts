/**
 * `client.monitors()`: an async iterator over every monitor, against the emulator. Pages are
 * fetched one at a time and only when needed, and leaving the loop stops the fetching.
 */
import { DatafoldClient, InvalidArgumentError, TooManyPagesError, type Monitor } from "../../src/clients";
import { useEmulatorClients, thrown } from "../../tools/harness/clients";

const MONITORS = 45;
const live = useEmulatorClients({ monitors: MONITORS });

/** The pages the emulator was asked for, in order. */
async function pagesRequested(): Promise<unknown[]> {
  const requests = await live.clients.control.requests();
  return requests.filter((r) => r.path.startsWith("/api/v1/monitors")).map((r) => (r.query as Record<string, unknown>).page);
}

describe("DatafoldClient.monitors", () => {
  it("yields every monitor once, in the order listAllMonitors returns them, a page per request", async () => {
    const all = await live.clients.datafold.listAllMonitors({ orderBy: "name", sortOrder: "asc" });
    await live.clients.control.clearRequests();
    const iterated: Monitor[] = [];
    for await (const monitor of live.clients.datafold.monitors({ orderBy: "name", sortOrder: "asc", pageSize: 10 })) iterated.push(monitor);
    expect(iterated.map((m) => m.id)).toEqual(all.map((m) => m.id));
    expect(await pagesRequested()).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("sends nothing until the loop asks, and no further page after a break", async () => {
    await live.clients.control.clearRequests();
    const monitors = live.clients.datafold.monitors({ pageSize: 10 });
    expect(await pagesRequested()).toEqual([]);
    let taken = 0;
    for await (const monitor of monitors) {
      expect(monitor.id).toEqual(expect.any(Number));
      if (++taken === 12) break;
    }
    expect(await pagesRequested()).toEqual(["1", "2"]);
  });

  it("refuses bad arguments when called, before anything is sent", async () => {
    await live.clients.control.clearRequests();
    expect(() => live.clients.datafold.monitors({ pageSize: 0 })).toThrow(InvalidArgumentError);
    expect(() => live.clients.datafold.monitors({ concurrency: 2 } as never)).toThrow(InvalidArgumentError);
    expect(await pagesRequested()).toEqual([]);
  });

  it("stops after page 1 when it announces more than maxPages", async () => {
    await live.clients.control.clearRequests();
    const error = await thrown(async () => {
      for await (const monitor of live.clients.datafold.monitors({ pageSize: 10, maxPages: 2 })) void monitor;
    });
    expect(error).toBeInstanceOf(TooManyPagesError);
    expect(await pagesRequested()).toEqual(["1"]);
  });
});

describe("client settings in a plain script", () => {
  it("names the constructor option, the environment variable and the config key of a missing API key", () => {
    expect(() => new DatafoldClient({ env: {} })).toThrow(
      "Missing Datafold API key: give the client option apiKey, or set the environment variable DATAFOLD_API_KEY, " +
        "or in a Pulumi stack `pulumi config set --secret datafold:apiKey <value>`.",
    );
  });

  it.each([
    ["apiKey", { apiKey: "" }],
    ["host", { apiKey: "k", host: " " }],
  ])("refuses an explicit empty %s rather than falling back to the environment", (option, options) => {
    const env = { DATAFOLD_API_KEY: "from-env", DATAFOLD_HOST: "https://app.datafold.com" };
    expect(() => new DatafoldClient({ ...options, env })).toThrow(`The option ${option} is`);
  });
});
