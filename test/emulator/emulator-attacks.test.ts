/**
 * Attacks on the emulator itself (RELIABILITY.md, "Attacks on the emulator"): reaching
 * routes without their credential through other spellings of their paths, web pages and DNS
 * rebinding, flooding or breaking the request log, symlinks planted beside the data file,
 * and slow clients. Requests are written byte for byte on sockets (raw-http.ts). The cases
 * and the report rows are in test/reliability/emulator-attacks.cases.ts.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createEmulator, startEmulator } from "../../packages/datafold-emulator/src/server";
import { saveStateFile } from "../../packages/datafold-emulator/src/state-file";
import * as cases from "../reliability/emulator-attacks.cases";
import type { BrowserCase, ProtectedRoute } from "../reliability/emulator-attacks.cases";
import { clientFor, startTestEmulator, useResetEmulator, type TestClient, type TestEmulator } from "../../tools/harness/emulator";
import { firstAnswer, parseResponse, rawChunkedRequest, rawRequest, readUntilClosed, requestText, type RawRequest } from "./raw-http";

const JSON_TYPE = { "Content-Type": "application/json" };

/** A protected route's request: its method, a JSON body where it takes one, and the credential given. */
function protectedRequest(route: ProtectedRoute, target: string, authorization?: string): RawRequest {
  const credential = authorization === undefined ? {} : { Authorization: authorization };
  if (route.method === "GET") return { method: route.method, target, headers: credential };
  const body = route.method === "PATCH" ? { archived: true } : { label: "attack" };
  return { method: route.method, target, headers: { ...JSON_TYPE, ...credential }, body: JSON.stringify(body) };
}

/** Everything the attacks could change: the tokens of every principal used, and data diff 101. */
async function stateOf(client: TestClient): Promise<unknown> {
  const lists = ["/admin/users/alice/tokens", "/admin/service-principals/etl/tokens", "/admin/proxy-manager/tokens"];
  const tokens = await Promise.all(lists.map(async (path) => (await client.admin("GET", `${path}?include_revoked=true`)).body.data));
  return { tokens, dataDiff: (await client.main("GET", "/api/v1/datadiffs/101")).body };
}

describe("authentication by the matched route", () => {
  const live = useResetEmulator();
  const port = () => live.emulator.port;
  beforeEach(async () => {
    expect((await live.client.admin("POST", "/admin/users/alice/tokens", { json: { label: "kept" } })).body.data.id).toBe(1);
  });

  it.each(cases.SPELLING_CASES)("$name", async (c) => {
    const before = await stateOf(live.client);
    for (const route of cases.PROTECTED_ROUTES) {
      for (const target of new Set(c.spell(route.path, port()))) {
        const response = await rawRequest(port(), protectedRequest(route, target));
        expect({ route, target, status: response.status }).toEqual({ route, target, status: c.status });
        if (c.status === 401) expect(JSON.stringify(response.body)).toMatch(/Not authenticated|Missing bearer token/);
        if (c.status === 400) expect(JSON.stringify(response.body)).toContain("Request target must be a path");
      }
    }
    expect(await stateOf(live.client)).toEqual(before);
  });

  /** The secret of a credential of the case's kind, made through the API. */
  async function wrongCredential(kind: cases.WrongCredentialCase["credential"]): Promise<string> {
    const admin = live.client.admin;
    if (kind === "principal token") return (await admin("POST", "/admin/service-principals/etl/tokens")).body.data.token;
    if (kind === "revoked proxy-manager token") {
      const created = (await admin("POST", "/admin/proxy-manager/tokens")).body.data;
      await admin("DELETE", `/admin/proxy-manager/tokens/${created.id}`);
      return created.token;
    }
    const expiring = (await admin("POST", "/admin/proxy-manager/tokens", { json: { expires_in_days: 1 } })).body.data.token;
    await live.client.control("POST", "/clock", { advanceDays: 2 });
    return expiring;
  }

  it.each(cases.WRONG_CREDENTIAL_CASES)("$name", async (c) => {
    const authorization = `Bearer ${await wrongCredential(c.credential)}`;
    const before = await stateOf(live.client);
    const escaped = cases.SPELLING_CASES[0]!;
    for (const route of cases.PROTECTED_ROUTES.filter((candidate) => candidate.path.startsWith("/admin/"))) {
      for (const target of new Set(escaped.spell(route.path, port()))) {
        const { status, body } = await rawRequest(port(), protectedRequest(route, target, authorization));
        expect({ target, status, message: body.message }).toEqual({ target, status: c.status, message: c.message });
      }
    }
    expect(await stateOf(live.client)).toEqual(before);
  });

  it(cases.REFUSED_BEFORE_BODY.name, async () => {
    const announced = { ...JSON_TYPE, "Content-Length": String(1024 * 1024) };
    const targets = [
      ["POST", "/__emulator/proxy/authenticate"],
      ["POST", "/admin/users/alice/tokens"],
      ["PATCH", "/api/v1/datadiffs/101"],
    ] as const;
    for (const [method, target] of targets) {
      const socket = connect(port(), "127.0.0.1");
      socket.write(requestText(port(), { method, target, headers: announced }));
      const answer = await firstAnswer(socket).finally(() => socket.destroy());
      expect({ target, status: answer.status }).toEqual({ target, status: 401 });
    }
  });

  it(cases.UNPOLICED_ROUTE.name, async () => {
    const emulator = createEmulator();
    try {
      for (const path of ["/elsewhere", "/apiv2/x"]) {
        expect(() => emulator.app.get(path, async () => "open")).toThrow("No access policy for the route");
      }
    } finally {
      await emulator.close();
    }
  });
});

describe("web pages and DNS rebinding", () => {
  const live = useResetEmulator();
  const FROZEN_AT = "2030-01-01T00:00:00.000Z";

  /** What a web page could send, with the case's headers added (its Host replaces ours). */
  function browserRequests(c: BrowserCase): RawRequest[] {
    const { port, apiKey, proxyManagerToken } = live.emulator;
    const { Host: host, ...added } = Object.fromEntries(
      Object.entries(c.headers).map(([name, value]) => [name, value.replace("<port>", String(port))]),
    );
    const withCase = (request: RawRequest): RawRequest => ({
      ...request,
      headers: { ...request.headers, ...added },
      ...(host === undefined ? {} : { host }),
    });
    return [
      { method: "POST", target: "/__emulator/reset", body: "" },
      { method: "POST", target: "/__emulator/reset", headers: { "Content-Type": "text/plain" }, body: "reset" },
      { method: "POST", target: "/__emulator/clock", headers: JSON_TYPE, body: '{"advanceDays": 1000}' },
      { method: "GET", target: "/__emulator/requests" },
      {
        method: "POST",
        target: "/admin/users/alice/tokens",
        headers: { ...JSON_TYPE, Authorization: `Bearer ${proxyManagerToken}` },
        body: '{"label": "page"}',
      },
      { method: "GET", target: "/api/v1/monitors", headers: { Authorization: `Key ${apiKey}` } },
    ].map(withCase);
  }

  it.each(cases.REFUSED_BROWSER_CASES)("$name", async (c) => {
    await live.client.control("POST", "/clock", { set: FROZEN_AT, freeze: true });
    await live.client.admin("POST", "/admin/users/alice/tokens");
    const logged = (await live.client.control("GET", "/requests")).body.data.length;
    const header = Object.keys(c.headers)[0]!;
    for (const request of browserRequests(c)) {
      const { status, body } = await rawRequest(live.emulator.port, request);
      expect({ target: request.target, status }).toEqual({ target: request.target, status: 403 });
      const inMainDialect = request.target.startsWith("/api/");
      expect(inMainDialect ? body.detail : body.message).toContain(header);
      if (!inMainDialect) expect(body.error_code).toBe("FORBIDDEN");
    }
    expect((await live.client.control("GET", "/clock")).body.data.now).toBe(FROZEN_AT);
    expect((await live.client.admin("GET", "/admin/users/alice/tokens")).body.data).toHaveLength(1);
    // The refused requests left no entry: only the list just made is new.
    expect((await live.client.control("GET", "/requests")).body.data).toHaveLength(logged + 1);
  });

  it.each(cases.ALLOWED_BROWSER_CASES)("$name", async (c) => {
    const statuses: number[] = [];
    for (const request of browserRequests(c)) statuses.push((await rawRequest(live.emulator.port, request)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 201, 200]);
  });

  /** The statuses of GET /api/v1/monitors on an emulator of its own bound to `bindTo`, reached at `address`. */
  async function monitorsOn(bindTo: string, address: string, attempts: Array<{ host: string; headers?: Record<string, string> }>) {
    const apiKey = "bound_emulator_key";
    const emulator = await startEmulator({ host: bindTo, port: 0, apiKey });
    try {
      const statuses: number[] = [];
      for (const attempt of attempts) {
        const host = attempt.host.replace("<port>", String(emulator.port));
        const headers = { Authorization: `Key ${apiKey}`, ...attempt.headers };
        statuses.push((await rawRequest(emulator.port, { method: "GET", target: "/api/v1/monitors", host, headers }, address)).status);
      }
      return statuses;
    } finally {
      await emulator.close();
    }
  }

  it(cases.ANY_HOST_OFF_LOOPBACK.name, async () => {
    const attempts = [{ host: "some.other.name" }, { host: "some.other.name", headers: { Origin: "https://evil.example" } }];
    expect(await monitorsOn("0.0.0.0", "127.0.0.1", attempts)).toEqual([200, 403]);
  });

  it(cases.IPV6_LOOPBACK.name, async () => {
    const attempts = [{ host: "[::1]:<port>" }, { host: "evil.example" }];
    const statuses = await monitorsOn("::1", "::1", attempts).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT") return null; // no IPv6 loopback on this machine
      throw error;
    });
    if (statuses !== null) expect(statuses).toEqual([200, 403]);
  });
});

describe("the request log and the controls", () => {
  const live = useResetEmulator();
  const port = () => live.emulator.port;
  const asAdmin = () => ({ ...JSON_TYPE, Authorization: `Bearer ${live.emulator.proxyManagerToken}` });

  /** The log as GET /__emulator/requests answers it, asserted 200. */
  async function logEntries(): Promise<Array<Record<string, unknown>>> {
    const response = await rawRequest(port(), { method: "GET", target: "/__emulator/requests" });
    expect(response.status).toBe(200);
    return response.body.data;
  }

  it(cases.DEEP_BODY_UNAUTHENTICATED.name, async () => {
    const request = { method: "POST", target: "/__emulator/proxy/authenticate", headers: JSON_TYPE, body: cases.deepJson(100_000) };
    expect((await rawRequest(port(), request)).status).toBe(401);
    expect(await logEntries()).toEqual([expect.objectContaining({ path: "/__emulator/proxy/authenticate", status: 401, body: null })]);
  });

  it(cases.DEEP_BODY_AUTHENTICATED.name, async () => {
    const text = `{"label":"deep","extra":${cases.deepJson(100_000)}}`;
    const request = { method: "POST", target: "/admin/users/alice/tokens", headers: asAdmin() };
    expect((await rawChunkedRequest(port(), request, text)).status).toBe(201);
    expect((await rawRequest(port(), { ...request, body: text })).status).toBe(201);
    expect((await logEntries()).map((entry) => entry.body)).toEqual([
      { omittedBody: "nested deeper than 32 levels", bytes: null },
      { omittedBody: "larger than 4096 bytes", bytes: Buffer.byteLength(text) },
    ]);
  });

  it(cases.DEPTH_BOUND.name, async () => {
    const headers = { ...JSON_TYPE, Authorization: `Key ${live.emulator.apiKey}` };
    for (const levels of [32, 33]) {
      await rawRequest(port(), { method: "PATCH", target: "/api/v1/datadiffs/101", headers, body: cases.deepJson(levels) });
    }
    expect((await logEntries()).map((entry) => entry.body)).toEqual([
      JSON.parse(cases.deepJson(32)),
      { omittedBody: "nested deeper than 32 levels", bytes: cases.deepJson(33).length },
    ]);
  });

  it(cases.OVERSIZE_BODY.name, async () => {
    const start = '{"label":"big","pad":"';
    const text = `${start}${"a".repeat(5000 - start.length - 2)}"}`;
    expect(Buffer.byteLength(text)).toBe(5000);
    const request = { method: "POST", target: "/admin/users/alice/tokens", headers: asAdmin() };
    expect((await rawRequest(port(), { ...request, body: text })).status).toBe(201);
    expect((await rawChunkedRequest(port(), request, text)).status).toBe(201);
    const placeholder = { omittedBody: "larger than 4096 bytes", bytes: 5000 };
    expect((await logEntries()).map((entry) => entry.body)).toEqual([placeholder, placeholder]);
  });

  it(cases.UNAUTHENTICATED_BODIES.name, async () => {
    const body = JSON.stringify({ label: "never kept", archived: true });
    const as = (authorization?: string) => ({ ...JSON_TYPE, ...(authorization === undefined ? {} : { Authorization: authorization }) });
    const sent: Array<[RawRequest, number]> = [
      [{ method: "POST", target: "/admin/users/alice/tokens", headers: as(), body }, 401],
      [{ method: "POST", target: "/admin/users/alice/tokens", headers: as("Bearer sqlp_pm_wrong"), body }, 401],
      [{ method: "PATCH", target: "/api/v1/datadiffs/101", headers: as("Key wrong"), body }, 401],
      [{ method: "POST", target: "/__emulator/proxy/authenticate", headers: as("Bearer sqlp_pcp_unknown"), body }, 401],
      [{ method: "POST", target: "/nowhere", headers: as(), body }, 404],
    ];
    for (const [request, status] of sent) expect((await rawRequest(port(), request)).status).toBe(status);
    const logged = (await logEntries()).map(({ method, path, status, body: kept }) => ({ method, path, status, body: kept }));
    expect(logged).toEqual(sent.map(([request, status]) => ({ method: request.method, path: request.target, status, body: null })));
  });

  it(cases.LONG_TARGETS.name, async () => {
    const longPath = `/${"p".repeat(3000)}`;
    expect((await rawRequest(port(), { method: "GET", target: `/api/v1/monitors?q=${"q".repeat(2000)}` })).status).toBe(401);
    expect((await rawRequest(port(), { method: "GET", target: longPath })).status).toBe(404);
    const [query, path] = await logEntries();
    expect(query).toMatchObject({ path: "/api/v1/monitors", query: { omittedQuery: "longer than 1024 characters", characters: 2002 } });
    expect(path).toMatchObject({ path: `${longPath.slice(0, 2048)}... (3001 characters)`, query: {} });
  });

  it(cases.DEEP_FAULT_BODY.name, async () => {
    const body = `{"action":"status","status":500,"body":${cases.deepJson(100_000)}}`;
    const refused = await rawRequest(port(), { method: "POST", target: "/__emulator/faults", headers: JSON_TYPE, body });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("body: must not nest deeper than 32 levels");
    const listed = await rawRequest(port(), { method: "GET", target: "/__emulator/faults" });
    expect({ status: listed.status, body: listed.body }).toEqual({ status: 200, body: { data: [] } });
  });
});

describe("the data file", () => {
  let directory: string;
  let outside: string;
  let dataFile: string;
  const running: TestEmulator[] = [];
  const OUTSIDE_TEXT = "not the emulator's to write\n";

  const start = async (): Promise<TestEmulator> => {
    const emulator = await startTestEmulator({ dataFile });
    running.push(emulator);
    return emulator;
  };
  const stopAll = () => Promise.all(running.splice(0).map((emulator) => emulator.close()));
  const victim = () => join(outside, "victim.txt");
  const randomName = () => `${dataFile}.tmp-${randomBytes(16).toString("hex")}`;
  const labelsIn = (file: string): string[] => JSON.parse(readFileSync(file, "utf8")).tokens.map((token: { label: string }) => token.label);
  const createTokens = async (client: TestClient, labels: readonly string[]) => {
    for (const label of labels) expect((await client.admin("POST", "/admin/users/alice/tokens", { json: { label } })).status).toBe(201);
  };

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), "datafold-emulator-attack-"));
    outside = mkdtempSync(join(tmpdir(), "datafold-emulator-outside-"));
    dataFile = join(directory, "state.json");
    writeFileSync(victim(), OUTSIDE_TEXT);
  });
  afterEach(async () => {
    await stopAll();
    rmSync(directory, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it(cases.PLANTED_PID_LINK.name, async () => {
    const client = clientFor(await start());
    symlinkSync(victim(), `${dataFile}.tmp-${process.pid}`);
    await createTokens(client, ["one", "two"]);
    await stopAll();
    expect(readFileSync(victim(), "utf8")).toBe(OUTSIDE_TEXT);
    expect(labelsIn(dataFile)).toEqual(["one", "two"]);
    const listed = (await clientFor(await start()).admin("GET", "/admin/users/alice/tokens")).body.data;
    expect(listed.map((token: { label: string }) => token.label)).toEqual(["one", "two"]);
  });

  it(cases.PLANTED_EXACT_LINK.name, async () => {
    writeFileSync(dataFile, "{}\n");
    const planted = randomName();
    symlinkSync(victim(), planted);
    await expect(saveStateFile(dataFile, '{"version": 1}\n', planted)).rejects.toMatchObject({ code: "EEXIST" });
    expect(readFileSync(victim(), "utf8")).toBe(OUTSIDE_TEXT);
    expect(readFileSync(dataFile, "utf8")).toBe("{}\n");
    expect(readFileSync(planted, "utf8")).toBe(OUTSIDE_TEXT); // the link is still there, still to the victim
  });

  it(cases.PLANTED_RANDOM_LINKS.name, async () => {
    const client = clientFor(await start());
    for (let i = 0; i < 200; i++) symlinkSync(victim(), randomName());
    await createTokens(client, Array.from({ length: 20 }, (_, i) => `t${i}`));
    await stopAll();
    expect(readFileSync(victim(), "utf8")).toBe(OUTSIDE_TEXT);
    expect(labelsIn(dataFile)).toHaveLength(20);
  });

  it(cases.LEFTOVER_LINKS.name, async () => {
    await start();
    await stopAll();
    const outsideDirectory = join(outside, "directory");
    mkdirSync(outsideDirectory);
    writeFileSync(join(outsideDirectory, "kept.txt"), OUTSIDE_TEXT);
    writeFileSync(`${dataFile}.tmp-999999`, '{"version": 1, "tok');
    writeFileSync(randomName(), '{"version": 1, "tok');
    symlinkSync(victim(), `${dataFile}.tmp-888888`);
    symlinkSync(victim(), randomName());
    symlinkSync(outsideDirectory, `${dataFile}.tmp-777777`);
    symlinkSync(outsideDirectory, randomName());
    writeFileSync(join(directory, "state.json.tmp-notes"), "not a leftover");
    await start();
    expect(readdirSync(directory).sort()).toEqual(["state.json", "state.json.tmp-notes"]);
    expect(readFileSync(victim(), "utf8")).toBe(OUTSIDE_TEXT);
    expect(readdirSync(outsideDirectory)).toEqual(["kept.txt"]);
  });

  it(cases.DATA_FILE_MODE.name, async () => {
    await start();
    await stopAll();
    chmodSync(dataFile, 0o644);
    const umask = process.umask(0);
    try {
      await createTokens(clientFor(await start()), ["mode"]);
      expect(statSync(dataFile).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
    }
  });
});

describe("slow clients", () => {
  const live = useResetEmulator({ connectionLimits: cases.SLOW_CLIENT_LIMITS });

  /** The pieces a slow client sends 100 ms apart. */
  function trickled(trickle: cases.SlowClientCase["trickle"]): string[] {
    const { port, proxyManagerToken } = live.emulator;
    if (trickle === "nothing") return [];
    if (trickle === "headers") {
      const extra = Array.from({ length: 50 }, (_, i) => `X-Slow-${i}: y\r\n`);
      return ["POST /admin/users/alice/tokens HTTP/1.1\r\n", `Host: 127.0.0.1:${port}\r\n`, ...extra];
    }
    const headers = { ...JSON_TYPE, Authorization: `Bearer ${proxyManagerToken}`, "Content-Length": "100" };
    return [requestText(port, { method: "POST", target: "/admin/users/alice/tokens", headers }), ...'{"label":"slow"}'.padEnd(100)];
  }

  it.each(cases.SLOW_CLIENT_CASES)("$name", async (c) => {
    const socket = connect(live.emulator.port, "127.0.0.1");
    const started = performance.now();
    const closed = readUntilClosed(socket, c.cutWithinMs + 1_000);
    const sending = (async () => {
      for (const piece of trickled(c.trickle)) {
        if (socket.destroyed) return;
        socket.write(piece);
        await sleep(100);
      }
    })();
    const answer = await closed;
    const elapsed = performance.now() - started;
    await sending;
    expect(parseResponse(answer).status).toBe(408);
    expect(elapsed).toBeLessThan(c.cutWithinMs);
  });

  it(cases.SLOW_ANSWER.name, async () => {
    await live.client.control("POST", "/faults", { method: "POST", path: "/admin/users/alice/tokens", action: "delay", delayMs: 1_500 });
    const started = performance.now();
    expect((await live.client.admin("POST", "/admin/users/alice/tokens")).status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_490);
  });
});

describe("connection limit", () => {
  it(cases.CONNECTION_LIMIT.name, async () => {
    // Its own emulator, reached only through raw sockets: a keep-alive connection of fetch would count too.
    const emulator = await startEmulator({ port: 0, connectionLimits: { maxConnections: 4 } });
    const held: Socket[] = [];
    const clock = () => rawRequest(emulator.port, { method: "GET", target: "/__emulator/clock" });
    try {
      for (let i = 0; i < 4; i++) {
        const socket = connect(emulator.port, "127.0.0.1");
        await new Promise((resolve) => socket.once("connect", resolve));
        held.push(socket);
      }
      await sleep(50);
      const fifth = connect(emulator.port, "127.0.0.1");
      fifth.write(requestText(emulator.port, { method: "GET", target: "/__emulator/clock" }));
      expect((await readUntilClosed(fifth, 5_000)).length).toBe(0);
      for (const socket of held.splice(0)) socket.destroy();
      // The server counts a connection gone once it has seen it close: retry briefly.
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
        status = await clock().then((response) => response.status, () => 0);
        if (status !== 200) await sleep(50);
      }
      expect(status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await emulator.close();
    }
  });
});
