/**
 * The data functions' definitions (DATA_FUNCTIONS of src/registry.ts): the one implementation the
 * TypeScript functions and the provider plugin's invokes share. Each runs here with clients
 * handed to it (as the plugin hands it the provider's), against the emulator; its result must
 * parse with its declared `result` (the package schema's description of it) and equal what the
 * TypeScript function returns.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { InvalidArgumentError, NotFoundError } from "../../src";
import type { MonitorCreateKind } from "../../src/clients";
import * as functions from "../../src/functions";
import { callDataFunction, type DataFunctionDefinition, type FunctionClients } from "../../src/functions/data-function";
import { DATA_FUNCTIONS } from "../../src/registry";
import * as tokenWire from "../../src/schemas/token";
import { viewResult } from "../../src/schemas/view";
import { clientsFor, thrown } from "../../tools/harness/clients";
import { useResetEmulator } from "../../tools/harness/emulator";
import { emulatorStackConfig, setStackConfig, useCleanProgramSettings } from "./program-settings";

const live = useResetEmulator({ monitors: 3 });
useCleanProgramSettings();

let clients: ReturnType<typeof clientsFor>;
/** The clients a definition runs with: handed to it, not read from a program's stack config. */
let handed: FunctionClients;
beforeEach(() => {
  clients = clientsFor(live.emulator);
  handed = { datafold: () => clients.datafold, proxyAdmin: () => clients.proxy };
});

const definition = (name: string): DataFunctionDefinition => {
  const found = DATA_FUNCTIONS.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no definition named ${name}`);
  return found;
};

const SETTINGS = { name: "Orders", schedule: { interval: { every: "hour" } }, tags: ["finance"], enabled: true } as const;

async function createMonitor(kind: MonitorCreateKind, body: Record<string, unknown>): Promise<number> {
  return (await clients.datafold.createMonitor(kind, { ...SETTINGS, ...body })).id;
}

describe("DATA_FUNCTIONS", () => {
  it("defines the eleven data functions, each named as the TypeScript function it backs", () => {
    expect(DATA_FUNCTIONS.map((fn) => fn.name)).toEqual([
      "getMonitors",
      "getMonitor",
      "getMonitorRuns",
      "getTransformSummaries",
      "getQueryLineage",
      "getTopQueries",
      "getProxyTokens",
      "getDataSources",
      "getDataSource",
      "getBiIntegrations",
      "getAuditLogs",
    ]);
    for (const fn of DATA_FUNCTIONS) {
      expect(typeof (functions as Record<string, unknown>)[fn.name]).toBe("function");
      expect(fn.description.length).toBeGreaterThan(40);
    }
  });

  it("loads no @pulumi/pulumi, nor does the registry that lists them: the provider plugin runs the definitions with its own clients", () => {
    const root = resolve(__dirname, "../..");
    const script =
      'require("./src/registry"); ' +
      'console.log(JSON.stringify(Object.keys(require.cache).filter((file) => file.includes("@pulumi"))));';
    const run = spawnSync(process.execPath, ["--require", "./tools/typescript/register.js", "-e", script], { cwd: root, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual([]);
  });
});

describe("each definition, run with the clients handed to it", () => {
  /** Runs a function both ways: the definition with handed clients, and the TypeScript function from the stack config. */
  async function bothRoutes(name: string, args: Record<string, unknown>): Promise<unknown> {
    const fn = definition(name);
    const result = await callDataFunction(fn, args, handed);
    // What run returns is what its result schema describes: every field, no other.
    expect(fn.result.safeParse(result).error).toBeUndefined();
    setStackConfig(emulatorStackConfig(live.emulator));
    const typescript = await (functions as unknown as Record<string, (args: unknown) => Promise<unknown>>)[name]!(args);
    expect(result).toEqual(typescript);
    return result;
  }

  it("getMonitors, getMonitorRuns", async () => {
    const listed = (await bothRoutes("getMonitors", {})) as functions.GetMonitorsResult;
    expect(listed.total).toBe(3);
    await bothRoutes("getMonitorRuns", { monitorId: listed.monitors[0]!.id });
  });

  it.each([
    ["metric", { connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" }, alert: { type: "automatic", sensitivity: 50 } }],
    ["schema", { connection_id: 7, table: "analytics.orders" }],
    ["test", { connection_id: 7, test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] } }],
    [
      "diff",
      {
        datadiff: {
          diff_type: "indb",
          dataset_a: { connection_id: 7, table: "prod.orders" },
          dataset_b: { connection_id: 7, table: "dev.orders" },
          primary_key: ["id"],
        },
      },
    ],
  ] as const)("getMonitor of a %s monitor", async (kind, body) => {
    const monitorId = await createMonitor(kind, body);
    const result = (await bothRoutes("getMonitor", { monitorId })) as functions.GetMonitorResult;
    expect(result.monitorType).toBe(kind);
  });

  it("getTransformSummaries, getTopQueries, getQueryLineage", async () => {
    await bothRoutes("getTransformSummaries", { projectId: 2 });
    const top = (await bothRoutes("getTopQueries", { limit: 2 })) as functions.GetTopQueriesResult;
    expect(top.queries).toHaveLength(2);
    await bothRoutes("getQueryLineage", { fingerprint: top.queries[0]!.fingerprint });
  });

  it("getProxyTokens, through the proxy admin client", async () => {
    await clients.proxy.createToken({ type: "user", id: "alice" }, { label: "dbt" });
    const result = (await bothRoutes("getProxyTokens", { principalType: "user", principalId: "alice" })) as functions.GetProxyTokensResult;
    expect(result.tokens.map((token) => token.label)).toEqual(["dbt"]);
  });

  it("getProxyTokens with the audit filters neverUsed and label, as the plugin's invoke runs them", async () => {
    const alice = { type: "user", id: "alice" } as const;
    const used = await clients.proxy.createToken(alice, { label: "dbt" });
    await clients.control.authenticateProxyToken(used.token);
    const stray = await clients.proxy.createToken(alice, { label: "dbt" });
    await clients.proxy.createToken(alice, { label: "bi" });
    const result = (await bothRoutes("getProxyTokens", { principalType: "user", principalId: "alice", label: "dbt", neverUsed: true })) as functions.GetProxyTokensResult;
    expect(result.tokens.map((token) => token.id)).toEqual([stray.id]);
  });

  it("getBiIntegrations, of every kind or of one kind and name, never a credential", async () => {
    const secret = "looker-secret-for-the-listing-7a6b5c";
    const looker = await clients.datafold.createBiIntegration("looker", {
      name: "Looker",
      base_url: "https://example.looker.com",
      client_id: "c",
      client_secret: secret,
      repo_id: 3,
      bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }],
    });
    const dbt = await clients.datafold.createBiIntegration("dbt", { name: "dbt", ci_config_id: 4 });
    const all = (await bothRoutes("getBiIntegrations", {})) as functions.GetBiIntegrationsResult;
    expect(all.integrations.map((integration) => [integration.id, integration.kind])).toEqual([
      [looker.id, "looker"],
      [dbt.id, "dbt"],
    ]);
    expect(all.integrations[0]).toMatchObject({ name: "Looker", baseUrl: "https://example.looker.com", repoId: 3, bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }], ciConfigId: null });
    expect(JSON.stringify(all)).not.toContain(secret);
    const one = (await bothRoutes("getBiIntegrations", { kind: "dbt", name: "dbt" })) as functions.GetBiIntegrationsResult;
    expect(one.integrations).toEqual([expect.objectContaining({ id: dbt.id, ciConfigId: 4, baseUrl: null })]);
    const none = (await bothRoutes("getBiIntegrations", { kind: "looker", name: "dbt" })) as functions.GetBiIntegrationsResult;
    expect(none.integrations).toEqual([]);
  });

  it("an error of the service is the client's, as in TypeScript: getMonitor of a monitor that does not exist", async () => {
    const error = await thrown(() => callDataFunction(definition("getMonitor"), { monitorId: 999999 }, handed));
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toMatch(/no monitor with id 999999/);
  });
});

describe("arguments are checked by the definition's schema before anything is sent", () => {
  it.each([
    ["getMonitor", {}, /monitorId is required: give the monitor's id/],
    ["getMonitor", { monitorId: 0 }, /monitorId must be a positive/],
    ["getMonitors", { states: ["sleeping"] }, /states/],
    ["getMonitors", { bogus: 1 }, /bogus/],
    ["getProxyTokens", { principalType: "user" }, /principalId is required when principalType is "user"/],
    ["getProxyTokens", { principalType: "proxy_manager", label: "" }, /label must not be empty/],
    ["getProxyTokens", { principalType: "proxy_manager", neverUsed: 1 }, /neverUsed must be true or false; got 1/],
    ["getQueryLineage", { fingerprint: ".." }, /fingerprint must not be "\.\."/],
    ["getBiIntegrations", { kind: "lookr" }, /kind must be one of "looker", "tableau", "powerbi", "mode", "hightouch", "dbt"/],
    ["getBiIntegrations", { name: "" }, /name must not be empty/],
  ])("%s(%j)", async (name, args, message) => {
    const error = await thrown(() => callDataFunction(definition(name), args, handed));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toMatch(message);
    expect(await clients.control.requests()).toEqual([]);
  });

  it("arguments that are no object are refused, naming the function", async () => {
    const error = await thrown(() => callDataFunction(definition("getTopQueries"), "all", handed));
    expect((error as Error).message).toMatch(/Invalid arguments to getTopQueries: they must be an object of named arguments/);
  });
});

describe("the result schemas describe the results, and refuse what they do not describe", () => {
  it("a result without one of its fields fails", async () => {
    const result = (await callDataFunction(definition("getMonitors"), {}, handed)) as Record<string, unknown>;
    const { total: _total, ...withoutTotal } = result;
    expect(definition("getMonitors").result.safeParse(withoutTotal).success).toBe(false);
  });

  it("a view's result schema refuses an object with a field the view does not declare (a secret above all)", async () => {
    const created = await clients.proxy.createToken({ type: "user", id: "alice" });
    const listed = (await callDataFunction(definition("getProxyTokens"), { principalType: "user", principalId: "alice" }, handed)) as functions.GetProxyTokensResult;
    const token = listed.tokens[0]!;
    expect(viewResult(tokenWire.ProxyTokenInfo).safeParse(token).success).toBe(true);
    expect(viewResult(tokenWire.ProxyTokenInfo).safeParse({ ...token, token: created.token }).success).toBe(false);
  });
});
