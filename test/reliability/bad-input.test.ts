/**
 * The table of bad inputs (issue 4): every case of bad-inputs.cases.ts, each with the exact
 * failure or error message a user gets, against the emulator and the real provider host.
 */
import { ProviderHost, ProviderHostError } from "../../tools/provider-host-driver/provider-host";
import { DatafoldClient, ProxyAdminClient } from "../../src/clients";
import { getMonitors, getProxyTokens, getQueryLineage, getTransformSummaries } from "../../src/functions";
import {
  DataDiffFlags,
  ProxyToken,
  ProxyTokenRevocation,
  type DataDiffFlagsArgs,
  type ProxyTokenArgs,
  type ProxyTokenRevocationArgs,
} from "../../src/resources";
import { emulatorStackConfig, setStackConfig, useCleanProgramSettings } from "../functions/program-settings";
import { expectNoSecrets, FAST_RETRY, thrown } from "../../tools/harness/clients";
import { asEngineSees, hostEnvironment, registrationOf, useProviderHost, type Registration } from "../../tools/harness/provider-harness";
import {
  BAD_INPUT_CASES,
  PLACEHOLDER,
  type CheckCase,
  type ClientCase,
  type DataFunctionName,
  type FunctionCase,
  type ProviderCase,
} from "./bad-inputs.cases";

const WRONG_API_KEY = "df_wrong_api_key_0123456789abcdef";
const WRONG_PROXY_MANAGER_TOKEN = "sqlp_pm_wrong_token_0123456789abcdefghijklmnop";

const setup = useProviderHost();
useCleanProgramSettings();

/** Every credential of this file: none may appear in any error. */
const credentials = () => [setup.emulator.apiKey, setup.emulator.proxyManagerToken, WRONG_API_KEY, WRONG_PROXY_MANAGER_TOKEN];

/** The value a placeholder of the cases stands for; other values as they are. */
function resolved(value: string): string {
  const values: Record<string, string> = {
    [PLACEHOLDER.url]: setup.emulator.url,
    [PLACEHOLDER.apiKey]: setup.emulator.apiKey,
    [PLACEHOLDER.proxyManagerToken]: setup.emulator.proxyManagerToken,
    [PLACEHOLDER.wrongApiKey]: WRONG_API_KEY,
    [PLACEHOLDER.wrongProxyManagerToken]: WRONG_PROXY_MANAGER_TOKEN,
  };
  return values[value] ?? value;
}

const resolvedSettings = (settings: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, resolved(value)]));

/** A message with the emulator's URL and the logged request ids put back as placeholders. */
async function withPlaceholders(message: string): Promise<string> {
  let shown = message.split(setup.emulator.url).join(PLACEHOLDER.url);
  for (const { requestId } of await setup.clients.control.requests()) shown = shown.split(requestId).join(PLACEHOLDER.requestId);
  return shown;
}

/** Exactly `count` requests reached the emulator (0: refused before sending; 1: not retried). */
async function expectRequests(count: 0 | 1): Promise<void> {
  expect(await setup.clients.control.requests()).toHaveLength(count);
}

let counter = 0;
function register(resource: ProviderCase["resource"], inputs: Readonly<Record<string, unknown>>): Promise<Registration> {
  const name = `bad-input-${++counter}`;
  // Values the types forbid are passed as a YAML program or untyped JavaScript would pass them.
  return registrationOf(name, () => {
    switch (resource) {
      case "ProxyToken":
        return new ProxyToken(name, inputs as unknown as ProxyTokenArgs);
      case "ProxyTokenRevocation":
        return new ProxyTokenRevocation(name, inputs as unknown as ProxyTokenRevocationArgs);
      case "DataDiffFlags":
        return new DataDiffFlags(name, inputs as unknown as DataDiffFlagsArgs);
    }
  });
}

/** Provider hosts with a bad stack config, one per config, started when a case first needs it. */
const misconfiguredHosts = new Map<string, Promise<ProviderHost>>();
function hostWith(stackConfig: Readonly<Record<string, string>>): Promise<ProviderHost> {
  const key = JSON.stringify(stackConfig);
  let host = misconfiguredHosts.get(key);
  if (host === undefined) {
    host = ProviderHost.start({ cwd: setup.projectDir, env: hostEnvironment() }).then(async (started) => {
      await started.configure(resolvedSettings(stackConfig));
      return started;
    });
    misconfiguredHosts.set(key, host);
  }
  return host;
}
afterAll(async () => {
  for (const host of misconfiguredHosts.values()) await (await host).close();
});

const DATA_FUNCTIONS: Record<DataFunctionName, (args: never) => Promise<unknown>> = {
  getMonitors,
  getQueryLineage,
  getTransformSummaries,
  getProxyTokens,
};

/** Construction and the call, so that a settings error at construction is caught as well. */
async function callClient(badInput: ClientCase): Promise<unknown> {
  const options = { env: {}, retry: FAST_RETRY, ...resolvedSettings(badInput.options) };
  const client = badInput.client === "DatafoldClient" ? new DatafoldClient(options) : new ProxyAdminClient(options);
  if (!badInput.call) return client;
  const method = (client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[badInput.call.method]!;
  return method.apply(client, [...badInput.call.args]);
}

const byKind = <K extends (typeof BAD_INPUT_CASES)[number]["kind"]>(kind: K) =>
  BAD_INPUT_CASES.filter((c): c is Extract<(typeof BAD_INPUT_CASES)[number], { kind: K }> => c.kind === kind);

test("the table has at least 30 rows", () => {
  expect(BAD_INPUT_CASES.length).toBeGreaterThanOrEqual(30);
});

describe.each(["ProxyToken", "ProxyTokenRevocation", "DataDiffFlags"] as const)("%s check", (resource) => {
  const cases = byKind("check").filter((c) => c.resource === resource);
  test.each(cases.map((c): [string, CheckCase] => [c.what, c]))("refuses %s, before any request", async (_what, badInput) => {
    const registration = await register(badInput.resource, badInput.inputs);
    const { failures } = await setup.host.check(registration.urn, badInput.olds ?? {}, registration.inputs);
    expect(failures).toEqual(asEngineSees(badInput.failures));
    await expectRequests(0);
  });
});

describe("data functions", () => {
  test.each(byKind("function").map((c): [string, FunctionCase] => [`${c.fn}: ${c.what}`, c]))("refuses %s", async (_what, badInput) => {
    setStackConfig(badInput.stackConfig === "emulator" ? emulatorStackConfig(setup.emulator) : {});
    const error = await thrown(() => DATA_FUNCTIONS[badInput.fn](badInput.args as never));
    expect({ name: error.name, message: await withPlaceholders(error.message) }).toEqual(badInput.error);
    expectNoSecrets(error, credentials());
    await expectRequests(badInput.requests);
  });
});

describe("clients", () => {
  test.each(byKind("client").map((c): [string, ClientCase] => [`${c.client}: ${c.what}`, c]))("refuses %s", async (_what, badInput) => {
    if (badInput.answer) {
      const { path, status, body } = badInput.answer;
      await setup.clients.control.addFault({ path, action: "status", status, body });
    }
    const error = await thrown(() => callClient(badInput));
    expect({ name: error.name, message: await withPlaceholders(error.message) }).toEqual(badInput.error);
    expectNoSecrets(error, credentials());
    await expectRequests(badInput.requests);
  });
});

describe("resources with a bad stack config", () => {
  test.each(byKind("provider").map((c): [string, ProviderCase] => [c.what, c]))("fails %s", async (_what, badInput) => {
    const host = await hostWith(badInput.stackConfig);
    const registration = await register(badInput.resource, badInput.inputs);
    const checked = await host.check(registration.urn, {}, registration.inputs);
    if (badInput.failsAt === "check") {
      // A settings problem fails check, so that `pulumi preview` fails; the engine stops there.
      const failures = await Promise.all(checked.failures.map(async (f) => ({ ...f, reason: await withPlaceholders(f.reason) })));
      expect(failures).toEqual([{ property: "", reason: badInput.message }]);
      for (const credential of credentials()) expect(JSON.stringify(checked.failures)).not.toContain(credential);
    } else {
      expect(checked.failures).toEqual([]);
      const error = await thrown(() => host.create(registration.urn, checked.inputs));
      expect(error).toBeInstanceOf(ProviderHostError);
      expect(await withPlaceholders(error.message)).toBe(badInput.message);
      expectNoSecrets(error, credentials());
    }
    for (const credential of credentials()) expect(host.stderr).not.toContain(credential);
    await expectRequests(badInput.requests);
  });
});
