/**
 * Attacks and secret hygiene (RELIABILITY.md): every failure path of the clients and of the
 * real provider host, reached through emulator faults, searched for both credentials and
 * the secrets of created tokens; the `__provider` text; the token as a secret output; the
 * emulator's data file and its constant-time comparison; authorization across principals;
 * plain http. The cases and the report rows are in secret-hygiene.cases.ts.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import {
  AuthenticationError,
  createTokenReconciled,
  DatafoldClient,
  InvalidArgumentError,
  NotFoundError,
  ProxyAdminClient,
  type DatafoldClientOptions,
  type ProxyAdminClientOptions,
  type RetryEvent,
} from "../../src/clients";
import type { FaultRequest } from "../../packages/datafold-emulator/src/faults";
import { DataDiffFlags, ProxyToken } from "../../src/resources";
import { ProviderHostError, type PropertyMap } from "../../tools/provider-host-driver/provider-host";
import { clientsFor, expectNoSecrets, FAST_RETRY, thrown } from "../../tools/harness/clients";
import { send, startTestEmulator } from "../../tools/harness/emulator";
import { checkedRegistration, registrationOf, useProviderHost } from "../../tools/harness/provider-harness";
import {
  ALLOWED_TRANSPORT,
  BAD_ARGUMENTS,
  CONFIG_CASES,
  CONSTANT_TIME_CASES,
  DATA_FILE,
  ERROR_CODE_ECHO,
  HOST_CHECK,
  HOST_FAILURE_CASES,
  HOST_LIFECYCLE,
  HOST_VALIDATION_ECHO,
  INSECURE_HTTP,
  INSECURE_HTTP_WORDS,
  MALFORMED_CREATE,
  NETWORK_CASES,
  OTHER_PRINCIPAL_PATH,
  PRINCIPAL_ON_ADMIN,
  PROVIDER_TEXT,
  RECONCILED_CREATE,
  SECRET_OUTPUT,
  STATUS_CASES,
  SWAPPED_SETTINGS,
  VALIDATION_MSG_ECHO,
  WRONG_CREDENTIALS,
  type ConfigCase,
  type HostFailureCase,
  type Secrets,
} from "./secret-hygiene.cases";

// The module object token-secrets.ts calls: spied on to see how the emulator compares digests.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nodeCrypto: typeof import("node:crypto") = require("node:crypto");

const setup = useProviderHost();
const alice = { type: "user", id: "alice" } as const;
const DATADIFF = 101;

/** The credentials of the file's emulator and the secret of a token created now. */
async function secretsWithToken(): Promise<Secrets> {
  const created = await setup.clients.proxy.createToken(alice, { label: "hygiene" });
  return { apiKey: setup.emulator.apiKey, proxyManagerToken: setup.emulator.proxyManagerToken, token: created.token };
}

const valuesOf = (secrets: Secrets, ...more: string[]) => [secrets.apiKey, secrets.proxyManagerToken, secrets.token, ...more];

/** An error body in the service's dialect that repeats what the client sent and a token, as a careless proxy might. */
function echoBody(service: "main" | "proxy", status: number, secrets: Secrets): object {
  const credential = service === "main" ? `Key ${secrets.apiKey}` : `Bearer ${secrets.proxyManagerToken}`;
  if (service === "main" && status === 422) {
    return { detail: [{ loc: ["header", "authorization"], msg: "Field required", type: "missing", input: `${credential} ${secrets.token}` }] };
  }
  const text = `refused ${credential} (token ${secrets.token})`;
  return service === "main" ? { detail: text } : { error_code: `HTTP_${status}`, message: text };
}

function constructionError(build: () => unknown): Error {
  try {
    build();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the constructor to throw, and it did not");
}

function buildClient(kind: ConfigCase["client"], options: Record<string, unknown>): unknown {
  return kind === "DatafoldClient"
    ? new DatafoldClient(options as DatafoldClientOptions)
    : new ProxyAdminClient(options as ProxyAdminClientOptions);
}

describe("client errors", () => {
  test.each(STATUS_CASES)("$name", async (c) => {
    const secrets = await secretsWithToken();
    const events: RetryEvent[] = [];
    const clients = clientsFor(setup.emulator, { onRetry: (event) => events.push(event) });
    const headers = c.retried ? { "retry-after": "0" } : undefined;
    const fault = { action: "status", status: c.status, times: 10, headers } as const;
    await setup.clients.control.addFault({ ...fault, path: `/api/v1/datadiffs/${DATADIFF}`, body: echoBody("main", c.status, secrets) });
    await setup.clients.control.addFault({ ...fault, method: "GET", path: "/admin/users/alice/tokens", body: echoBody("proxy", c.status, secrets) });

    const errors = [await thrown(() => clients.datafold.getDataDiff(DATADIFF)), await thrown(() => clients.proxy.listTokens(alice))];
    for (const error of errors) {
      expect(error).toMatchObject({ name: c.errorName, status: c.status, code: c.code });
      expectNoSecrets(error, valuesOf(secrets));
    }
    for (const path of [`/datadiffs/${DATADIFF}`, "/users/alice/tokens"]) {
      expect(events.filter((event) => event.url.endsWith(path))).toHaveLength(c.retried ? 5 : 0);
    }
    for (const value of valuesOf(secrets)) expect(JSON.stringify(events)).not.toContain(value);
  });

  test.each(NETWORK_CASES)("$name", async (c) => {
    const secrets = await secretsWithToken();
    const clients = clientsFor(setup.emulator, c.timeoutMs === undefined ? {} : { timeoutMs: c.timeoutMs, retry: { ...FAST_RETRY, limit: 0 } });
    const delayMs = c.fault.action.endsWith("delay") ? 1_000 : undefined;
    const fault = { ...c.fault, delayMs, times: 10 };
    let errors: Error[];
    if (c.operation === "read") {
      await setup.clients.control.addFault({ ...fault, path: `/api/v1/datadiffs/${DATADIFF}` });
      await setup.clients.control.addFault({ ...fault, method: "GET", path: "/admin/users/alice/tokens" });
      errors = [await thrown(() => clients.datafold.getDataDiff(DATADIFF)), await thrown(() => clients.proxy.listTokens(alice))];
    } else {
      await setup.clients.control.addFault({ ...fault, method: "POST", path: "/admin/users/alice/tokens" });
      errors = [await thrown(() => clients.proxy.createToken(alice, { label: "lost" }))];
    }
    for (const error of errors) {
      expect(error).toMatchObject(c.expected);
      expectNoSecrets(error, valuesOf(secrets));
    }
  });

  test(MALFORMED_CREATE.name, async () => {
    const secrets = await secretsWithToken();
    const body = { data: { id: "seven", prefix: "sqlp_pcp_", token: secrets.token }, message: "Token created" };
    await setup.clients.control.addFault({ method: "POST", path: "/admin/users/alice/tokens", action: "status", status: 201, body });
    const error = await thrown(() => setup.clients.proxy.createToken(alice));
    expect(error.name).toBe("UnexpectedResponseError");
    expect(error).toMatchObject({ problems: expect.arrayContaining([expect.objectContaining({ path: "id" })]) });
    expectNoSecrets(error, valuesOf(secrets));
  });

  test(RECONCILED_CREATE.name, async () => {
    const secrets = await secretsWithToken();
    const body = echoBody("proxy", 502, secrets);
    await setup.clients.control.addFault({ method: "POST", path: "/admin/users/alice/tokens", action: "commit-then-status", status: 502, times: 3, body });
    const error = await thrown(() => createTokenReconciled(setup.clients.proxy, alice, { label: "reconciled" }, { uniqueLabel: true }));
    expect(error.name).toBe("UnresolvedCreateError");
    expect(error).toMatchObject({ revokedOrphanIds: [expect.any(Number), expect.any(Number), expect.any(Number)] });
    expectNoSecrets(error, valuesOf(secrets));
  });

  test(VALIDATION_MSG_ECHO.name, async () => {
    const secrets = await secretsWithToken();
    const msg = `Invalid key ${secrets.apiKey}; token ${secrets.token} is not accepted here`;
    const body = { detail: [{ loc: ["header", "authorization"], msg, type: "value_error" }] };
    await setup.clients.control.addFault({ path: `/api/v1/datadiffs/${DATADIFF}`, action: "status", status: 422, body });
    const error = await thrown(() => setup.clients.datafold.getDataDiff(DATADIFF));
    expect(error).toMatchObject({ name: "ValidationError", status: 422 });
    // Each 422 `msg` and `loc` is redacted before it reaches the message or `issues` (error-from-response.ts).
    expectNoSecrets(error, valuesOf(secrets));
  });

  test(ERROR_CODE_ECHO.name, async () => {
    const secrets = await secretsWithToken();
    const body = { error_code: `INVALID_TOKEN_${secrets.token}`, message: "bad request" };
    await setup.clients.control.addFault({ method: "GET", path: "/admin/users/alice/tokens", action: "status", status: 400, body });
    const error = await thrown(() => setup.clients.proxy.listTokens(alice));
    expect(error).toMatchObject({ name: "BadRequestError", status: 400 });
    // The server's `error_code` is redacted before it becomes `serverCode` and part of the message.
    expectNoSecrets(error, valuesOf(secrets));
  });

  test.each(CONFIG_CASES)("$name", async (c) => {
    const secrets = await secretsWithToken();
    const error = constructionError(() => buildClient(c.client, c.options(secrets)));
    expect(error.name).toBe(c.errorName);
    for (const text of c.messageIncludes) expect(error.message).toContain(text);
    expectNoSecrets(error, valuesOf(secrets));
  });

  test.each(SWAPPED_SETTINGS)("$name", async (c) => {
    const secrets = await secretsWithToken();
    const error = constructionError(() => buildClient(c.client, c.options(secrets)));
    expect(error.name).toBe(c.errorName);
    for (const text of c.messageIncludes) expect(error.message).toContain(text);
    // validateServiceUrl shows a value only when it looks like an address, so a credential put into
    // DATAFOLD_HOST or datafold:proxyUrl by mistake is never printed.
    expectNoSecrets(error, valuesOf(secrets));
  });

  test(WRONG_CREDENTIALS.name, async () => {
    const secrets = await secretsWithToken();
    const wrongKey = "df_wrong_api_key_0123456789";
    const manager = await setup.clients.proxy.createToken({ type: "proxy_manager" });
    await setup.clients.proxy.revokeToken({ type: "proxy_manager" }, manager.id, { reason: "hygiene" });
    const url = setup.emulator.url;
    const errors = [
      await thrown(() => new DatafoldClient({ host: url, apiKey: wrongKey, env: {}, retry: FAST_RETRY }).getDataDiff(DATADIFF)),
      await thrown(() => new ProxyAdminClient({ proxyUrl: url, proxyManagerToken: manager.token, env: {}, retry: FAST_RETRY }).listTokens(alice)),
    ];
    expect(errors[0]).toMatchObject({ name: "AuthenticationError", status: 401 });
    expect(errors[0]!.message).toContain("the option apiKey");
    expect(errors[0]!.message).toContain("datafold:apiKey");
    expect(errors[1]).toMatchObject({ name: "AuthenticationError", status: 401 });
    expect(errors[1]!.message).toContain("the option proxyManagerToken");
    expect(errors[1]!.message).toContain("datafold:proxyManagerToken");
    for (const error of errors) expectNoSecrets(error, valuesOf(secrets, wrongKey, manager.token));
  });

  test(BAD_ARGUMENTS.name, async () => {
    const secrets = await secretsWithToken();
    const asId = secrets.token as unknown as number;
    const { proxy, datafold, control } = setup.clients;
    await control.clearRequests();
    const errors = [
      await thrown(() => proxy.getToken(alice, asId)),
      await thrown(() => proxy.revokeToken(alice, asId)),
      await thrown(() => datafold.getDataDiff(asId)),
      await thrown(() => proxy.createToken({ ...alice, token: secrets.token } as never)),
      await thrown(() => proxy.createToken(alice, { label: secrets.token, expiresInDays: 0 })),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error.message).toMatch(/Nothing was sent\.$/);
      expectNoSecrets(error, valuesOf(secrets));
    }
    expect(await control.requests()).toEqual([]);
  });
});

// ---------------------------------------------------------------- the provider host

interface HostResource {
  readonly urn: string;
  /** Checked inputs, `__provider` included. */
  readonly inputs: PropertyMap;
}

const resources = {} as Record<HostFailureCase["resource"], HostResource>;

beforeAll(async () => {
  const token = await checkedRegistration(setup.host, "hygiene-token", () =>
    new ProxyToken("hygiene-token", { principalType: "user", principalId: "alice", expiresInDays: 30 }),
  );
  const flags = await checkedRegistration(setup.host, "hygiene-flags", () =>
    new DataDiffFlags("hygiene-flags", { datadiffId: DATADIFF, archived: true, restoreOnDelete: true }),
  );
  resources.ProxyToken = { urn: token.registration.urn, inputs: token.inputs };
  resources.DataDiffFlags = { urn: flags.registration.urn, inputs: flags.inputs };
});

/** Where the host's transcript and stderr stood before a case, to look at what the case added. */
function hostMark() {
  return { transcript: setup.host.transcript.length, stderr: setup.host.stderr.length };
}

/**
 * The transcript as text, with the `token` property of ProxyToken state left out: the engine
 * stores that output as a secret (requests carry plain objects, responses protobuf `fieldsMap` pairs).
 */
function transcriptText(mark: ReturnType<typeof hostMark>, keepTokenOutputs = false): string {
  const entries = setup.host.transcript.slice(mark.transcript);
  if (keepTokenOutputs) return JSON.stringify(entries);
  return JSON.stringify(entries, (key, value: unknown) => {
    if (key === "token") return "[secret output]";
    if (Array.isArray(value) && value.length === 2 && value[0] === "token") return ["token", "[secret output]"];
    return value;
  });
}

/** Nothing the host logged or exchanged since `mark` holds a secret (token outputs aside). */
function expectHostClean(mark: ReturnType<typeof hostMark>, secrets: readonly string[]): void {
  const transcript = transcriptText(mark);
  const stderr = setup.host.stderr.slice(mark.stderr);
  for (const secret of secrets) {
    expect(transcript).not.toContain(secret);
    expect(stderr).not.toContain(secret);
  }
}

/** Waits for the host's stderr (a separate pipe from its gRPC answers) to show `text`. */
async function stderrShows(mark: ReturnType<typeof hostMark>, text: string): Promise<string> {
  for (let waited = 0; waited < 2_000 && !setup.host.stderr.slice(mark.stderr).includes(text); waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return setup.host.stderr.slice(mark.stderr);
}

/** The emulator faults of a case: the failing call, and the search for an orphan when the case fails that too. */
function hostFaults(c: HostFailureCase, secrets: Secrets): z.input<typeof FaultRequest>[] {
  const tokens = "/admin/users/alice/tokens";
  const datadiff = `/api/v1/datadiffs/${DATADIFF}`;
  const where =
    c.resource === "ProxyToken"
      ? { create: { method: "POST", path: tokens }, read: { method: "GET", path: `${tokens}/*` }, update: undefined, delete: { method: "DELETE", path: `${tokens}/*` } }[c.method]
      : { method: c.method === "read" ? "GET" : "PATCH", path: datadiff };
  const { status, everyAttempt, action, searchStatus } = c.fault;
  const service = c.resource === "ProxyToken" ? "proxy" : "main";
  const faults: z.input<typeof FaultRequest>[] = [
    {
      ...where,
      action,
      status,
      times: 10,
      headers: everyAttempt ? { "retry-after": "0" } : undefined,
      body: status === undefined ? undefined : echoBody(service, status, secrets),
    },
  ];
  // The first list (the tokens before the create) passes; the second (the search for its orphan) fails.
  if (searchStatus !== undefined) {
    faults.push({ method: "GET", path: tokens, action: "status", status: searchStatus, skip: 1, times: 10, body: echoBody(service, searchStatus, secrets) });
  }
  return faults;
}

/** The engine's call for a case; read, update and delete act on a resource created first. */
async function callHost(c: Pick<HostFailureCase, "resource" | "method">, live?: { id: string; properties: PropertyMap }): Promise<unknown> {
  const { urn, inputs } = resources[c.resource];
  const { host } = setup;
  if (c.method === "create") return host.create(urn, inputs);
  if (c.method === "read") return host.read(urn, live!.id, live!.properties, inputs);
  if (c.method === "update") return host.update(urn, live!.id, live!.properties, { ...inputs, archived: false }, inputs);
  return host.delete(urn, live!.id, live!.properties, inputs);
}

describe("provider host", () => {
  test.each(HOST_FAILURE_CASES)("$name", async (c) => {
    const secrets = await secretsWithToken();
    const mark = hostMark();
    const live = c.method === "create" ? undefined : await setup.host.create(resources[c.resource].urn, resources[c.resource].inputs);
    const values = valuesOf(secrets, ...(typeof live?.properties.token === "string" ? [live.properties.token] : []));
    for (const fault of hostFaults(c, secrets)) await setup.clients.control.addFault(fault);

    const error = await thrown(() => callHost(c, live));
    expect(error).toBeInstanceOf(ProviderHostError);
    expect(error).toMatchObject({ method: c.method });
    expect(error.message).toContain(c.messageIncludes);
    expectNoSecrets(error, values);
    if (c.logged) expect(await stderrShows(mark, error.message.split("\n")[0]!)).toContain(error.message.split("\n")[0]);
    expectHostClean(mark, values);
  });

  test(HOST_VALIDATION_ECHO.name, async () => {
    const secrets = await secretsWithToken();
    const mark = hostMark();
    const live = await setup.host.create(resources.DataDiffFlags.urn, resources.DataDiffFlags.inputs);
    const body = { detail: [{ loc: ["body", "archived"], msg: `not allowed for key ${secrets.apiKey}`, type: "value_error" }] };
    await setup.clients.control.addFault({ method: "PATCH", path: `/api/v1/datadiffs/${DATADIFF}`, action: "status", status: 422, body });
    const error = await thrown(() => callHost({ resource: "DataDiffFlags", method: "update" }, live));
    expect(error).toBeInstanceOf(ProviderHostError);
    expect(error.message).toContain("status code 422");
    // A 422 `msg` echoing a secret is redacted before the message the engine prints, and the gRPC transcript.
    expectNoSecrets(error, valuesOf(secrets));
    expectHostClean(mark, valuesOf(secrets));
  });

  test(HOST_LIFECYCLE.name, async () => {
    const credentials = [setup.emulator.apiKey, setup.emulator.proxyManagerToken];
    const { urn, inputs } = resources.ProxyToken;
    const mark = hostMark();
    expect((await setup.host.check(urn, {}, inputs)).failures).toEqual([]);
    const created = await setup.host.create(urn, inputs);
    const token = created.properties.token as string;
    expect(token).toMatch(/^sqlp_pcp_/);
    const refreshed = await setup.host.read(urn, created.id, created.properties, inputs);
    expect(refreshed.properties.token).toBe(token);
    const updated = await setup.host.update(urn, created.id, refreshed.properties, { ...inputs, revokeReason: "hygiene" }, inputs);
    await setup.host.delete(urn, created.id, updated, inputs);

    expect(transcriptText(mark, true)).toContain(token);
    expectHostClean(mark, [...credentials, token]);
  });

  test(HOST_CHECK.name, async () => {
    const { urn, inputs } = resources.ProxyToken;
    const live = await setup.host.create(urn, inputs);
    const token = live.properties.token as string;
    const mark = hostMark();
    const checked = await setup.host.check(urn, live.properties, { ...inputs, label: 42, token });
    // The engine is handed no property name, so it prints no input value beside a reason.
    expect(checked.failures.map((failure) => failure.property)).toEqual(["", ""]);
    expect(checked.failures.map((failure) => failure.reason)).toEqual([expect.stringMatching(/^label /), expect.stringMatching(/no input named "token"/)]);
    const secrets = [setup.emulator.apiKey, setup.emulator.proxyManagerToken, token];
    for (const secret of secrets) expect(JSON.stringify(checked)).not.toContain(secret);
    expectHostClean(mark, secrets);
  });

  test(PROVIDER_TEXT.name, async () => {
    const secrets = await secretsWithToken();
    const savedConfig = pulumi.runtime.allConfig();
    const savedEnv = { ...process.env };
    const settings = {
      DATAFOLD_API_KEY: secrets.apiKey,
      DATAFOLD_PROXY_MANAGER_TOKEN: secrets.proxyManagerToken,
      DATAFOLD_HOST: setup.emulator.url,
      DATAFOLD_PROXY_URL: setup.emulator.url,
    };
    Object.assign(process.env, settings);
    pulumi.runtime.setAllConfig(
      { ...savedConfig, "datafold:apiKey": secrets.apiKey, "datafold:proxyManagerToken": secrets.proxyManagerToken },
      ["datafold:apiKey", "datafold:proxyManagerToken"],
    );
    try {
      const token = await checkedRegistration(setup.host, "hygiene-text-token", () => new ProxyToken("hygiene-text-token", { principalType: "proxy_manager" }));
      const flags = await registrationOf("hygiene-text-flags", () => new DataDiffFlags("hygiene-text-flags", { datadiffId: DATADIFF }));
      for (const registration of [token.registration, flags]) {
        for (const value of valuesOf(secrets)) expect(JSON.stringify(registration.inputs)).not.toContain(value);
      }
      const created = await setup.host.create(token.registration.urn, token.inputs);
      expect(created.properties.__provider).toBe(token.registration.inputs.__provider);
      const text = created.properties.__provider as string;
      for (const value of valuesOf(secrets, created.properties.token as string)) expect(text).not.toContain(value);
    } finally {
      for (const key of Object.keys(settings)) if (!(key in savedEnv)) delete process.env[key];
      Object.assign(process.env, savedEnv);
      pulumi.runtime.setAllConfig(savedConfig);
    }
  });

  test(SECRET_OUTPUT.name, async () => {
    const token = await registrationOf("hygiene-secret-token", () => new ProxyToken("hygiene-secret-token", { principalType: "user", principalId: "alice" }));
    const flags = await registrationOf("hygiene-secret-flags", () => new DataDiffFlags("hygiene-secret-flags", { datadiffId: DATADIFF }));
    expect(token.additionalSecretOutputs).toEqual(["token"]);
    expect(flags.additionalSecretOutputs).toEqual([]);
  });
});

// ---------------------------------------------------------------- the emulator

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("emulator", () => {
  test(DATA_FILE.name, async () => {
    const directory = mkdtempSync(join(tmpdir(), "pulumi-datafold-hygiene-"));
    const options = { dataFile: join(directory, "state.json"), apiKey: "df_data_file_api_key", proxyManagerToken: "sqlp_pm_data_file_bootstrap" };
    let emulator = await startTestEmulator(options);
    try {
      const { proxy, control } = clientsFor(emulator);
      const user = await proxy.createToken(alice, { label: "bi" });
      const service = await proxy.createToken({ type: "service_principal", id: "dbt-prod" });
      const manager = await proxy.createToken({ type: "proxy_manager" });
      await control.authenticateProxyToken(user.token);
      await proxy.revokeToken({ type: "service_principal", id: "dbt-prod" }, service.id, { reason: "hygiene" });

      const text = readFileSync(options.dataFile, "utf8");
      for (const secret of [options.apiKey, options.proxyManagerToken]) expect(text).not.toContain(secret);
      const stored: { id: number; secretHash: string }[] = JSON.parse(text).tokens;
      for (const created of [user, service, manager]) {
        expect(text).not.toContain(created.token);
        // Only the public prefix may be stored: no part of the secret past it.
        expect(text).not.toContain(created.token.slice(created.prefix.length));
        expect(stored.find((token) => token.id === created.id)?.secretHash).toBe(sha256(created.token));
      }

      await emulator.close();
      emulator = await startTestEmulator(options);
      const restarted = clientsFor(emulator);
      await expect(restarted.control.authenticateProxyToken(user.token)).resolves.toMatchObject({ token_id: user.id });
      const admin = new ProxyAdminClient({ proxyUrl: emulator.url, proxyManagerToken: manager.token, env: {}, retry: FAST_RETRY });
      await expect(admin.listTokens(alice)).resolves.toHaveLength(1);
    } finally {
      await emulator.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  describe("constant-time comparison", () => {
    let spy: jest.SpyInstance;
    beforeEach(() => {
      spy = jest.spyOn(nodeCrypto, "timingSafeEqual");
    });
    afterEach(() => spy.mockRestore());

    /** The same secret with its last character changed: equal length, all but one character shared. */
    const nearMiss = (secret: string) => secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A");

    async function attempts(credential: (typeof CONSTANT_TIME_CASES)[number]["credential"]) {
      const { emulator, clients } = setup;
      if (credential === "apiKey") {
        const present = (key: string) => send(emulator.url, "GET", `/api/v1/datadiffs/${DATADIFF}`, { authorization: `Key ${key}` });
        return [
          { variant: "right", status: 200, present: () => present(emulator.apiKey) },
          { variant: "wrong", status: 401, present: () => present("df_some_other_key_entirely") },
          { variant: "near miss", status: 401, present: () => present(nearMiss(emulator.apiKey)) },
        ];
      }
      if (credential === "proxyManagerToken") {
        const created = await clients.proxy.createToken({ type: "proxy_manager" });
        const present = (token: string) => send(emulator.url, "GET", "/admin/proxy-manager/tokens", { authorization: `Bearer ${token}` });
        return [
          { variant: "right (bootstrap)", status: 200, present: () => present(emulator.proxyManagerToken) },
          { variant: "right (created)", status: 200, present: () => present(created.token) },
          { variant: "wrong", status: 401, present: () => present(`sqlp_pm_${"x".repeat(40)}`) },
          { variant: "near miss", status: 401, present: () => present(nearMiss(created.token)) },
        ];
      }
      const created = await clients.proxy.createToken(alice);
      const present = (token: string) => send(emulator.url, "POST", "/__emulator/proxy/authenticate", { authorization: `Bearer ${token}` });
      return [
        { variant: "right", status: 200, present: () => present(created.token) },
        { variant: "wrong", status: 401, present: () => present(`sqlp_pcp_${"x".repeat(40)}`) },
        { variant: "near miss", status: 401, present: () => present(nearMiss(created.token)) },
      ];
    }

    test.each(CONSTANT_TIME_CASES)("$name", async (c) => {
      const tries = await attempts(c.credential);
      const observed = [];
      for (const attempt of tries) {
        spy.mockClear();
        const { status } = await attempt.present();
        const calls = spy.mock.calls as [NodeJS.ArrayBufferView, NodeJS.ArrayBufferView][];
        const digests = calls.every(([a, b]) => Buffer.isBuffer(a) && Buffer.isBuffer(b) && a.length === 32 && b.length === 32);
        observed.push({ variant: attempt.variant, status, compared: calls.length > 0, digests });
      }
      // Unknown tokens ("wrong", "near miss") are compared too, against a digest no token has (auth.ts).
      expect(observed).toEqual(tries.map(({ variant, status }) => ({ variant, status, compared: true, digests: true })));
    });
  });
});

// ---------------------------------------------------------------- authorization and transport

describe("authorization", () => {
  test(PRINCIPAL_ON_ADMIN.name, async () => {
    const { proxy } = setup.clients;
    const user = await proxy.createToken(alice);
    const service = await proxy.createToken({ type: "service_principal", id: "dbt-prod" });
    const secrets = [setup.emulator.apiKey, setup.emulator.proxyManagerToken, user.token, service.token];
    for (const principalToken of [user.token, service.token]) {
      const admin = new ProxyAdminClient({ proxyUrl: setup.emulator.url, proxyManagerToken: principalToken, env: {}, retry: FAST_RETRY });
      const errors = [
        await thrown(() => admin.listTokens(alice)),
        await thrown(() => admin.getToken(alice, user.id)),
        await thrown(() => admin.createToken(alice)),
        await thrown(() => admin.revokeToken(alice, user.id)),
        await thrown(() => admin.revokeAllTokens(alice)),
      ];
      for (const error of errors) {
        expect(error).toBeInstanceOf(AuthenticationError);
        expect(error).toMatchObject({ status: 403, serverCode: "FORBIDDEN" });
        expect(error.message).toContain("not allowed");
        expectNoSecrets(error, secrets);
      }
    }
    const tokens = await proxy.listTokens(alice, { includeRevoked: true });
    expect(tokens.map((token) => [token.id, token.status])).toEqual([[user.id, "active"]]);
  });

  test(OTHER_PRINCIPAL_PATH.name, async () => {
    const { proxy, control } = setup.clients;
    const created = await proxy.createToken(alice);
    const others = [{ type: "user", id: "bob" }, { type: "service_principal", id: "alice" }, { type: "proxy_manager" }] as const;
    for (const other of others) {
      for (const error of [await thrown(() => proxy.getToken(other, created.id)), await thrown(() => proxy.revokeToken(other, created.id))]) {
        expect(error).toBeInstanceOf(NotFoundError);
        expect(error).toMatchObject({ status: 404, serverCode: "NOT_FOUND" });
      }
    }
    expect(await proxy.revokeAllTokens({ type: "user", id: "bob" })).toMatchObject({ revoked_count: 0 });
    const token = await proxy.getToken(alice, created.id);
    expect([token.status, token.revoked_at ?? null]).toEqual(["active", null]);
    await expect(control.authenticateProxyToken(created.token)).resolves.toMatchObject({ token_id: created.id });
  });
});

describe("transport", () => {
  const CLIENTS = [
    { kind: "DatafoldClient", option: "host", configKey: "datafold:host", envVar: "DATAFOLD_HOST", credential: { apiKey: "df_transport_key" } },
    { kind: "ProxyAdminClient", option: "proxyUrl", configKey: "datafold:proxyUrl", envVar: "DATAFOLD_PROXY_URL", credential: { proxyManagerToken: "sqlp_pm_transport" } },
  ] as const;

  const REMOTE_HTTP = ["http://example.com", "http://10.0.0.5:8080", "http://127.0.0.1.nip.io", "http://localhost.example.com"];
  const ALLOW = { configKey: "datafold:allowInsecureHttp", envVar: "DATAFOLD_ALLOW_INSECURE_HTTP" } as const;

  /** The ways to give a client an address (and allowInsecureHttp), with how its error names the address's source. */
  function addressedBy(client: (typeof CLIENTS)[number], url: string) {
    return [
      [{ [client.option]: url, env: {} }, `the option ${client.option}`],
      [{ config: (key: string) => (key === client.configKey ? url : undefined), env: {} }, `the stack config ${client.configKey}`],
      [{ env: { [client.envVar]: url } }, `the environment variable ${client.envVar}`],
      [{ [client.option]: url, config: (key: string) => (key === ALLOW.configKey ? "false" : undefined), env: {} }, `the option ${client.option}`],
      [{ [client.option]: url, env: { [ALLOW.envVar]: "false" } }, `the option ${client.option}`],
      [{ [client.option]: url, allowInsecureHttp: false, env: { [ALLOW.envVar]: "true" } }, `the option ${client.option}`],
    ] as const;
  }

  test(INSECURE_HTTP.name, () => {
    for (const url of REMOTE_HTTP) {
      for (const client of CLIENTS) {
        for (const [options, source] of addressedBy(client, url)) {
          const error = constructionError(() => buildClient(client.kind, { ...client.credential, ...options }));
          expect(error.name).toBe("InvalidConfigurationError");
          expect(error.message).toContain(`(from ${source})`);
          expect(error.message).toContain("allowInsecureHttp");
        }
      }
    }
  });

  test(INSECURE_HTTP_WORDS.name, () => {
    for (const word of ["1", "yes", "on"]) {
      for (const client of CLIENTS) {
        const ways = [
          [{ config: (key: string) => (key === ALLOW.configKey ? word : undefined) }, `the stack config ${ALLOW.configKey}`],
          [{ env: { [ALLOW.envVar]: word } }, `the environment variable ${ALLOW.envVar}`],
        ] as const;
        for (const [options, source] of ways) {
          const error = constructionError(() => buildClient(client.kind, { ...client.credential, env: {}, [client.option]: REMOTE_HTTP[0], ...options }));
          expect(error.name).toBe("InvalidConfigurationError");
          expect(error.message).toContain("must be true or false");
          expect(error.message).toContain(`(from ${source})`);
        }
      }
    }
  });

  test(ALLOWED_TRANSPORT.name, async () => {
    const port = new URL(setup.emulator.url).port;
    const accepted = [
      [`http://127.0.0.1:${port}`],
      [`http://localhost:${port}`],
      [`http://[::1]:${port}`],
      ["https://app.datafold.com"],
      ["https://sqlproxy.example.com:8443"],
    ] as const;
    const remote = "http://sqlproxy.internal.example.com";
    const allowed = [
      { allowInsecureHttp: true, env: {} },
      { config: (key: string) => (key === ALLOW.configKey ? "true" : undefined), env: {} },
      { env: { [ALLOW.envVar]: "TRUE" } },
    ];
    for (const client of CLIENTS) {
      const built = [
        ...accepted.map(([url]) => [url, buildClient(client.kind, { ...client.credential, [client.option]: url, env: {} })] as const),
        ...allowed.map((allow) => [remote, buildClient(client.kind, { ...client.credential, [client.option]: remote, ...allow })] as const),
      ];
      for (const [url, instance] of built) expect((instance as Record<string, string>)[client.option]).toBe(url);
    }
    const loopback = clientsFor(setup.emulator);
    expect(loopback.datafold.host).toMatch(/^http:\/\/127\.0\.0\.1:/);
    await expect(loopback.datafold.getDataDiff(DATADIFF)).resolves.toMatchObject({ id: DATADIFF });
    await expect(loopback.proxy.listTokens(alice)).resolves.toEqual([]);
  });
});
