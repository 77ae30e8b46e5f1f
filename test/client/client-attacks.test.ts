/**
 * Attacks through the clients (RELIABILITY.md, "Attacks through the client"): every case of
 * client-attacks.cases.ts against a plain HTTP server that logs each request line exactly as
 * it arrives, so that what was sent, or that nothing was, is read from its log.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import {
  createTokenReconciled,
  DatafoldClient,
  InvalidArgumentError,
  InvalidConfigurationError,
  NotFoundError,
  ProxyAdminClient,
  ResponseTooLargeError,
  UnresolvedCreateError,
  type RetryEvent,
} from "../../src/clients";
import { getMonitors, getProxyTokens, getQueryLineage, type GetMonitorsArgs } from "../../src/functions";
import { HttpClient } from "../../src/client/transport/http-client";
import { DEFAULT_MAX_RESPONSE_BYTES } from "../../src/client/transport/response-size-limit";
import { DEFAULT_RETRY_POLICY } from "../../src/client/transport/retry-policy";
import { checkProxyTokenInputs } from "../../src/provider/tokens/proxy-token-inputs";
import { setStackConfig, useCleanProgramSettings } from "../functions/program-settings";
import {
  CAPPED_PAGES,
  DOTS_INSIDE,
  ECHO_CASES,
  EMPTY_LISTING,
  EXACT_LIMIT,
  honestPage,
  LIMIT_SETTING,
  OVERSIZED_CREATE,
  PAGE_POOL,
  PATH_GUARD,
  PAGE_POOL_FAILURE,
  PAGING_CASES,
  QUERY_TEXT,
  SEGMENT_CASES,
  SENT_URL,
  SIZE_CASES,
} from "../reliability/client-attacks.cases";
import { startTestEmulator } from "../../tools/harness/emulator";
import { clientsFor, thrown } from "../../tools/harness/clients";
import {
  clientsOf,
  dataDiffOfSize,
  expectNoTrace,
  GZIP_BOMB,
  pagesRequested,
  pagingServer,
  peakMemoryGrowth,
  SECRETS,
  shown,
  streamBody,
  type StreamStats,
} from "./attack-fixtures";
import { json, withLoggingServer, type Handler, type LoggingServer } from "./logging-server";

const MiB = 1024 * 1024;
const NOT_FOUND: Handler = (_req, res) => json(res, 404, { error_code: "NOT_FOUND", message: "no such thing" });

useCleanProgramSettings();

/** Points the data functions (which read the stack config) at `server`. */
function programAt(server: LoggingServer): void {
  setStackConfig({
    "datafold:host": server.url,
    "datafold:apiKey": SECRETS.apiKey,
    "datafold:proxyUrl": server.url,
    "datafold:proxyManagerToken": SECRETS.proxyManagerToken,
  });
}

/** Fails unless the server saw the connection close within `ms`. */
async function closedWithin(stats: StreamStats | undefined, ms: number): Promise<void> {
  const outcome = await Promise.race([stats!.closed.then(() => "closed"), sleep(ms).then(() => "still open")]);
  expect(outcome).toBe("closed");
}

describe("ids in paths", () => {
  test.each(SEGMENT_CASES)("$name", (c) =>
    withLoggingServer(NOT_FOUND, async (server) => {
      programAt(server);
      const { DatafoldClient: datafold, ProxyAdminClient: proxy } = clientsOf(server);
      const calls: [argument: string, call: () => Promise<unknown>][] = [
        ["fingerprint", () => datafold.getQueryLineage(c.value)],
        ["fingerprint", () => getQueryLineage({ fingerprint: c.value })],
      ];
      for (const type of ["user", "service_principal"] as const) {
        const who = { type, id: c.value };
        calls.push(
          ["principal.id", () => proxy.listTokens(who)],
          ["principal.id", () => proxy.createToken(who)],
          ["principal.id", () => proxy.getToken(who, 1)],
          ["principal.id", () => proxy.revokeToken(who, 1)],
          ["principal.id", () => proxy.revokeAllTokens(who)],
          ["principal.id", () => createTokenReconciled(proxy, who, {})],
          ["principalId", () => getProxyTokens({ principalType: type, principalId: c.value })],
        );
      }
      for (const [argument, call] of calls) {
        const error = await thrown(call);
        expect(error).toBeInstanceOf(InvalidArgumentError);
        expect(error).toMatchObject({ argument });
        expect(error.message).toContain(c.problem);
        expect(error.message).toMatch(/Nothing was sent\.$/);
      }
      expect(server.requests).toEqual([]);
      const { failures } = checkProxyTokenInputs({ principalType: "user", principalId: c.value });
      expect(failures).toEqual([{ property: "principalId", reason: expect.stringMatching(/^principalId must /), path: ["principalId"], problem: expect.stringMatching(/^must /) }]);
      expect(failures[0]!.reason).toContain(c.problem);
    }),
  );

  test(QUERY_TEXT.name, () =>
    withLoggingServer(NOT_FOUND, async (server) => {
      const { DatafoldClient: datafold } = clientsOf(server);
      const calls: [string, () => Promise<unknown>][] = [
        ["tags[0]", () => datafold.listMonitors({ tags: ["ok\uD800"] })],
        ["tags[0]", () => datafold.listAllMonitors({ tags: ["ok\uD800"] })],
        ["statementType", () => datafold.getTopQueries({ statementType: "\uDC00" })],
      ];
      for (const [argument, call] of calls) {
        const error = await thrown(call);
        expect(error).toMatchObject({ name: "InvalidArgumentError", argument });
        expect(error.message).toContain("lone UTF-16 surrogate");
      }
      expect(server.requests).toEqual([]);
    }),
  );

  test(SENT_URL.name, () =>
    withLoggingServer(NOT_FOUND, async (server) => {
      const { DatafoldClient: datafold, ProxyAdminClient: proxy } = clientsOf(server);
      const errors = [
        await thrown(() => proxy.listTokens({ type: "user", id: "a b/c?d#e%2e" })),
        await thrown(() => datafold.getQueryLineage("x y..")),
      ];
      const targets = ["/admin/users/a%20b%2Fc%3Fd%23e%252e/tokens", "/api/v1/lineagev2/query/x%20y../lineage"];
      expect(server.requests).toEqual(targets.map((target) => `GET ${target}`));
      errors.forEach((error, i) => {
        expect(error).toBeInstanceOf(NotFoundError);
        expect((error as NotFoundError).url).toBe(`${server.url}${targets[i]}`);
        expect(error.message).toContain(`GET ${server.url}${targets[i]}`);
      });
    }),
  );

  test(DOTS_INSIDE.name, () =>
    withLoggingServer(
      (_req, res) => json(res, 200, { data: [] }),
      async (server) => {
        const { ProxyAdminClient: proxy } = clientsOf(server);
        for (const id of ["...", ".hidden", "a..b"]) await proxy.listTokens({ type: "user", id });
        expect(server.requests).toEqual(["GET /admin/users/.../tokens", "GET /admin/users/.hidden/tokens", "GET /admin/users/a..b/tokens"]);
      },
    ),
  );

  test(PATH_GUARD.name, () =>
    withLoggingServer(NOT_FOUND, async (server) => {
      const http = new HttpClient({ baseUrl: server.url, errorBodyStyle: "proxy", timeoutMs: 1_000, retry: DEFAULT_RETRY_POLICY, maxConcurrentRequests: 1 });
      for (const path of ["/admin/users/../tokens", "/api/v1/%2e%2e/x"]) {
        const error = await thrown(() => http.request({ endpoint: "test", method: "DELETE", path, schema: z.unknown() }));
        expect(error).toBeInstanceOf(InvalidArgumentError);
        expect(error.message).toContain("this is a bug in pulumi-datafold");
        expect(error.message).toContain("Nothing was sent.");
      }
      expect(server.requests).toEqual([]);
    }),
  );
});

describe("credentials a server echoes", () => {
  test.each(ECHO_CASES)("$name", async (c) => {
    const credential = c.client === "DatafoldClient" ? SECRETS.apiKey : SECRETS.proxyManagerToken;
    for (const echo of [credential, SECRETS.proxyToken]) {
      const answer = c.answer(echo);
      const handler: Handler = (_req, res) => res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers }).end(answer.body);
      await withLoggingServer(handler, async (server) => {
        const clients = clientsOf(server);
        const error = await thrown(() =>
          c.client === "DatafoldClient" ? clients.DatafoldClient.getDataDiff(7) : clients.ProxyAdminClient.getToken({ type: "user", id: "alice" }, 7),
        );
        expect(error.name).toBe(c.errorName);
        for (const secret of Object.values(SECRETS)) expectNoTrace(error, secret);
        if (c.field) {
          expect(shown(error, c.field.property)).toContain(c.field.shows);
          if (c.field.maxLength) expect(shown(error, c.field.property).length).toBeLessThanOrEqual(c.field.maxLength);
        }
        expect(server.requests).toHaveLength(1);
      });
    }
  });
});

describe("answers too large", () => {
  test.each(SIZE_CASES)("$name", async (c) => {
    let stats: StreamStats | undefined;
    const handler: Handler = (_req, res) => {
      if (c.body === "gzip-bomb") {
        res.writeHead(c.status, { "content-type": "application/json", "content-encoding": "gzip", "content-length": GZIP_BOMB.length }).end(GZIP_BOMB);
      } else {
        stats = streamBody(res, c.status, c.body === "declared" ? 300 * MiB : undefined);
      }
    };
    await withLoggingServer(handler, async (server) => {
      const retries: RetryEvent[] = [];
      const retry = { limit: 5, baseDelayMs: 1, maxDelayMs: 5 };
      const { DatafoldClient: client } = clientsOf(server, { maxResponseBytes: c.limit, retry, onRetry: (event) => retries.push(event) });
      const limit = c.limit ?? DEFAULT_MAX_RESPONSE_BYTES;
      const started = Date.now();
      const { result: error, peakBytes } = await peakMemoryGrowth(() => thrown(() => client.getDataDiff(7)));
      const elapsedMs = Date.now() - started;

      expect(error).toBeInstanceOf(ResponseTooLargeError);
      expect(error).toMatchObject({ code: "DATAFOLD_RESPONSE_TOO_LARGE", endpoint: "get data diff", limitBytes: limit, ambiguous: false });
      expect(error.message).toContain(`get data diff (GET ${server.url}/api/v1/datadiffs/7) is larger than the response size limit of ${limit} bytes`);
      expect(error.message).toContain("maxResponseBytes, `pulumi config set datafold:maxResponseBytes <bytes>` or the environment variable DATAFOLD_MAX_RESPONSE_BYTES");
      expect(server.requests).toEqual(["GET /api/v1/datadiffs/7"]);
      expect(retries).toEqual([]);
      const { declaredBytes, receivedBytes } = error as ResponseTooLargeError;
      if (c.body === "declared") {
        expect(declaredBytes).toBe(300 * MiB);
        expect(elapsedMs).toBeLessThan(2_000);
        await closedWithin(stats, 2_000);
      } else {
        expect(declaredBytes).toBeUndefined();
        expect(receivedBytes).toBeGreaterThan(limit);
      }
      if (c.body === "endless") {
        expect(receivedBytes).toBeLessThan(limit + MiB);
        await closedWithin(stats, 2_000);
        expect(stats!.written).toBeLessThan(limit + 16 * MiB);
      }
      if (c.limit === undefined) expect(peakBytes).toBeLessThan(256 * MiB);
    });
  });

  test(EXACT_LIMIT.name, () =>
    withLoggingServer(
      (_req, res) => json(res, 200, dataDiffOfSize(MiB)),
      async (server) => {
        const exact = clientsOf(server, { maxResponseBytes: MiB }).DatafoldClient;
        expect(await exact.getDataDiff(7)).toMatchObject({ id: 7, archived: false });
        const short = clientsOf(server, { maxResponseBytes: MiB - 1 }).DatafoldClient;
        const error = await thrown(() => short.getDataDiff(7));
        expect(error).toBeInstanceOf(ResponseTooLargeError);
        expect(error).toMatchObject({ declaredBytes: MiB, limitBytes: MiB - 1 });
      },
    ),
  );

  test(LIMIT_SETTING.name, () =>
    withLoggingServer(
      (_req, res) => json(res, 200, dataDiffOfSize(4096)),
      async (server) => {
        const client = (option: number | undefined, config: string | undefined, env: string | undefined) =>
          new DatafoldClient({
            host: server.url,
            apiKey: SECRETS.apiKey,
            maxResponseBytes: option,
            config: (key) => (key === "datafold:maxResponseBytes" ? config : undefined),
            env: env === undefined ? {} : { DATAFOLD_MAX_RESPONSE_BYTES: env },
          });
        for (const built of [client(2048, "8192", "8192"), client(undefined, "2048", "8192"), client(undefined, undefined, "2048")]) {
          expect(await thrown(() => built.getDataDiff(7))).toMatchObject({ name: "ResponseTooLargeError", limitBytes: 2048 });
        }
        const bad: [() => unknown, string][] = [
          [() => client(0, undefined, undefined), "the option maxResponseBytes"],
          [() => client(undefined, "1.5", undefined), "the stack config datafold:maxResponseBytes"],
          [() => client(undefined, undefined, String(600 * MiB)), "the environment variable DATAFOLD_MAX_RESPONSE_BYTES"],
        ];
        for (const [build, source] of bad) {
          const error = await thrown(async () => build());
          expect(error).toBeInstanceOf(InvalidConfigurationError);
          expect(error.message).toContain(`(from ${source}) must be a whole number of bytes from 1024 to 536870912`);
        }
      },
    ),
  );

  test(OVERSIZED_CREATE.name, async () => {
    const emulator = await startTestEmulator();
    try {
      const alice = { type: "user", id: "alice" } as const;
      const admin = new ProxyAdminClient({
        proxyUrl: emulator.url,
        proxyManagerToken: emulator.proxyManagerToken,
        env: {},
        maxResponseBytes: 8192,
        retry: { baseDelayMs: 1, maxDelayMs: 5 },
      });
      const { control } = clientsFor(emulator);
      const body = { data: { pad: "x".repeat(64 * 1024) } };
      await control.addFault({ method: "POST", path: "/admin/users/alice/tokens", action: "commit-then-status", status: 201, body, times: 10 });

      const plain = await thrown(() => admin.createToken(alice, { label: "big-plain" }));
      expect(plain).toMatchObject({ name: "ResponseTooLargeError", ambiguous: true });
      expect(plain.message).toContain("the server may have acted on it");

      const reconciled = await thrown(() => createTokenReconciled(admin, alice, { label: "big-reconciled" }, { uniqueLabel: true }));
      expect(reconciled).toBeInstanceOf(UnresolvedCreateError);
      expect((reconciled as UnresolvedCreateError).revokedOrphanIds).toHaveLength(3);
      expect((await admin.listTokens(alice)).filter((token) => token.label === "big-reconciled")).toEqual([]);
    } finally {
      await emulator.close();
    }
  });
});

describe("paging that lies", () => {
  test.each(PAGING_CASES)("$name", (c) =>
    withLoggingServer(pagingServer(c.answer), async (server) => {
      programAt(server);
      const heapBefore = process.memoryUsage().heapUsed;
      const started = Date.now();
      const error = await thrown(() =>
        c.via === "getMonitors"
          ? getMonitors(c.params as GetMonitorsArgs)
          : clientsOf(server).DatafoldClient.listAllMonitors(c.params),
      );
      expect(error.name).toBe(c.errorName);
      for (const text of c.messageIncludes) expect(error.message).toContain(text);
      expect(pagesRequested(server)).toEqual(c.requests);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * MiB);
    }),
  );

  test(CAPPED_PAGES.name, () =>
    withLoggingServer(
      pagingServer((page, size) => ({ status: 200, body: honestPage(45, page, Math.min(size, 20)) })),
      async (server) => {
        programAt(server);
        const client = clientsOf(server).DatafoldClient;
        const iterated = [];
        for await (const monitor of client.monitors()) iterated.push(monitor);
        const listings = [await client.listAllMonitors({ concurrency: 1 }), (await getMonitors({})).monitors, iterated];
        const everyMonitor = Array.from({ length: 45 }, (_, i) => i + 1);
        for (const listing of listings) expect(listing.map((m) => m.id)).toEqual(everyMonitor);
        // page=N&page_size=S of each request, in the order they arrived: three walks of three pages.
        const asked = server.requests.map((line) => {
          const query = new URL(line.split(" ")[1]!, "http://x").searchParams;
          return `${query.get("page")}/${query.get("page_size")}`;
        });
        expect(asked).toEqual(Array.from({ length: 3 }, () => ["1/100", "2/20", "3/20"]).flat());
      },
    ),
  );

  test(PAGE_POOL.name, () =>
    withLoggingServer(
      // 30 ms per page: long enough that the pool's three requests overlap at the server even
      // when a busy machine slows the client between them.
      pagingServer((page, size) => ({ status: 200, body: honestPage(5_000, page, size), delayMs: 30 })),
      async (server) => {
        const all = await clientsOf(server).DatafoldClient.listAllMonitors({ concurrency: 3 });
        expect(all.map((m) => m.id)).toEqual(Array.from({ length: 5_000 }, (_, i) => i + 1));
        expect([...pagesRequested(server)].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
        expect(server.inFlight.max).toBe(3);
      },
    ),
  );

  test(PAGE_POOL_FAILURE.name, () =>
    withLoggingServer(
      pagingServer((page, size) =>
        page === 5 ? { status: 404, body: { detail: "Not Found" } } : { status: 200, body: honestPage(5_000, page, size), delayMs: page === 1 ? 0 : 50 },
      ),
      async (server) => {
        const error = await thrown(() => clientsOf(server).DatafoldClient.listAllMonitors({ concurrency: 3 }));
        expect(error).toBeInstanceOf(NotFoundError);
        // Pages still in flight finish after the failure; a worker that then pulled another would show here.
        await sleep(200);
        const pages = [...pagesRequested(server)].sort((a, b) => a - b);
        expect(pages.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
        expect(Math.max(...pages)).toBeLessThanOrEqual(7);
        expect(new Set(pages).size).toBe(pages.length);
      },
    ),
  );

  test(EMPTY_LISTING.name, async () => {
    for (const totalPages of [0, 1]) {
      await withLoggingServer(
        pagingServer((page, size) => ({ status: 200, body: { count: 0, page, page_size: size, total_pages: totalPages, monitors: [] } })),
        async (server) => {
          expect(await clientsOf(server).DatafoldClient.listAllMonitors()).toEqual([]);
          expect(server.requests).toHaveLength(1);
        },
      );
    }
  });
});
