import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DatafoldClient, ProxyAdminClient } from "../../src/clients";
import { EmulatorControlClient } from "../../packages/datafold-emulator/src";
import { FAST_RETRY } from "../../tools/harness/clients";
import { startTestEmulator } from "../../tools/harness/emulator";
import { PACKAGE_VERSION } from "../../src/core/version";

/** A bare HTTP server that records what arrives and answers a fixed JSON body after `delayMs`. */
async function recordingServer(body: unknown, delayMs = 0) {
  const seen: IncomingHttpHeaders[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  // The same counts per Authorization header: clients told apart by their credential.
  const inFlightBy = new Map<string, number>();
  const maxInFlightBy = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    const who = req.headers.authorization ?? "";
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    inFlightBy.set(who, (inFlightBy.get(who) ?? 0) + 1);
    maxInFlightBy.set(who, Math.max(maxInFlightBy.get(who) ?? 0, inFlightBy.get(who)!));
    setTimeout(() => {
      inFlight--;
      inFlightBy.set(who, inFlightBy.get(who)! - 1);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    maxInFlight: () => maxInFlight,
    maxInFlightBy: (authorization: string) => maxInFlightBy.get(authorization) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const page = { count: 0, monitors: [], page: 1, page_size: 20, total_pages: 0 };

it("sends the API key as `Key <key>` and a User-Agent naming the package and version", async () => {
  const server = await recordingServer(page);
  try {
    await new DatafoldClient({ host: server.url, apiKey: "k-123456", env: {} }).listMonitors();
    expect(server.seen[0]).toMatchObject({
      authorization: "Key k-123456",
      "user-agent": `pulumi-datafold/${PACKAGE_VERSION} (node ${process.version})`,
      accept: "application/json",
    });
  } finally {
    await server.close();
  }
});

it("sends the proxy manager token as `Bearer <token>`", async () => {
  const server = await recordingServer({ data: [] });
  try {
    await new ProxyAdminClient({ proxyUrl: server.url, proxyManagerToken: "pm-abcdef", env: {} }).listTokens({ type: "proxy_manager" });
    expect(server.seen[0]!.authorization).toBe("Bearer pm-abcdef");
  } finally {
    await server.close();
  }
});

it("keeps at most maxConcurrentRequests in flight to one origin, across clients", async () => {
  const server = await recordingServer(page, 30);
  try {
    const make = () => new DatafoldClient({ host: server.url, apiKey: "k-123456", env: {}, maxConcurrentRequests: 3 });
    const [a, b] = [make(), make()];
    await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).listMonitors()));
    expect(server.seen).toHaveLength(12);
    expect(server.maxInFlight()).toBe(3);
  } finally {
    await server.close();
  }
});

it("gives two clients of one origin with different maxConcurrentRequests each their own limit, whichever is made first", async () => {
  const server = await recordingServer(page, 30);
  try {
    const one = new DatafoldClient({ host: server.url, apiKey: "k-limit-one", env: {}, maxConcurrentRequests: 1 });
    const three = new DatafoldClient({ host: server.url, apiKey: "k-limit-three", env: {}, maxConcurrentRequests: 3 });
    // A third client with the first one's limit shares its count, as the provider's clients do.
    const oneAgain = new DatafoldClient({ host: server.url, apiKey: "k-limit-one", env: {}, maxConcurrentRequests: 1 });
    const calls = Array.from({ length: 18 }, (_, i) => [one, three, oneAgain][i % 3]!.listMonitors());
    await Promise.all(calls);
    expect(server.seen).toHaveLength(18);
    expect(server.maxInFlightBy("Key k-limit-one")).toBe(1);
    expect(server.maxInFlightBy("Key k-limit-three")).toBe(3);
    expect(server.maxInFlight()).toBe(4);
  } finally {
    await server.close();
  }
});

it("does not show the credential when the client is printed", async () => {
  const { inspect } = await import("node:util");
  const client = new DatafoldClient({ host: "https://app.datafold.com", apiKey: "super-secret-key", env: {} });
  expect(inspect(client, { depth: 10 })).not.toContain("super-secret-key");
  expect(JSON.stringify(client)).not.toContain("super-secret-key");
});

it("sends one X-Client-Request-Id on every attempt of a request, and another on the next request", async () => {
  const emulator = await startTestEmulator();
  try {
    const control = new EmulatorControlClient(emulator.url);
    await control.addFault({ method: "GET", path: "/api/v1/monitors", action: "status", status: 503, times: 2 });
    const client = new DatafoldClient({ host: emulator.url, apiKey: emulator.apiKey, env: {}, retry: FAST_RETRY });
    await client.listMonitors();
    await client.listMonitors();
    const ids = (await control.requests()).map((entry) => [entry.status, entry.clientRequestId]);
    expect(ids.map(([status]) => status)).toEqual([503, 503, 200, 200]);
    expect(ids[0]![1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids.slice(0, 3).map(([, id]) => id)).size).toBe(1);
    expect(ids[3]![1]).not.toBe(ids[0]![1]);
  } finally {
    await emulator.close();
  }
});
