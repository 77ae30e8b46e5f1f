import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DatafoldClient, PACKAGE_VERSION, ProxyAdminClient } from "../../src/clients";

/** A bare HTTP server that records what arrives and answers a fixed JSON body after `delayMs`. */
async function recordingServer(body: unknown, delayMs = 0) {
  const seen: IncomingHttpHeaders[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    setTimeout(() => {
      inFlight--;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    maxInFlight: () => maxInFlight,
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

it("does not show the credential when the client is printed", async () => {
  const { inspect } = await import("node:util");
  const client = new DatafoldClient({ host: "https://app.datafold.com", apiKey: "super-secret-key", env: {} });
  expect(inspect(client, { depth: 10 })).not.toContain("super-secret-key");
  expect(JSON.stringify(client)).not.toContain("super-secret-key");
});
