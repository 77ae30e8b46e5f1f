import { AuthenticationError, InvalidConfigurationError, MissingConfigurationError } from "../../src";
import {
  getMonitors,
  getMonitorsOutput,
  getProxyTokens,
  getProxyTokensOutput,
  getQueryLineage,
  getTopQueries,
  getTransformSummaries,
  type DataFunctionOptions,
} from "../../src/functions";
import { EmulatorControlClient } from "../../packages/datafold-emulator/src/control-client";
import { expectNoSecrets, thrown } from "../../tools/harness/clients";
import { startTestEmulator, type TestEmulator } from "../../tools/harness/emulator";
import { emulatorStackConfig, resolveOutput, setStackConfig, useCleanProgramSettings } from "./program-settings";

/*
 * Two emulators with different credentials: `configured` is what the stack config names,
 * `other` what the environment names, so each test can tell which source was used.
 */
let configured: TestEmulator;
let other: TestEmulator;
beforeAll(async () => {
  configured = await startTestEmulator({ monitors: 7, apiKey: "config_api_key", proxyManagerToken: "sqlp_pm_config" });
  other = await startTestEmulator({ monitors: 3, apiKey: "env_api_key", proxyManagerToken: "sqlp_pm_env" });
});
afterAll(async () => {
  await configured?.close();
  await other?.close();
});
beforeEach(async () => {
  await new EmulatorControlClient(configured.url).reset();
  await new EmulatorControlClient(other.url).reset();
});
useCleanProgramSettings();

const requestsTo = (emulator: TestEmulator) => new EmulatorControlClient(emulator.url).requests();

function setEnvironment(emulator: TestEmulator): void {
  process.env.DATAFOLD_HOST = emulator.url;
  process.env.DATAFOLD_API_KEY = emulator.apiKey;
  process.env.DATAFOLD_PROXY_URL = emulator.url;
  process.env.DATAFOLD_PROXY_MANAGER_TOKEN = emulator.proxyManagerToken;
}

describe("connection settings of the data functions", () => {
  it("take the stack config ahead of the environment variables", async () => {
    setStackConfig(emulatorStackConfig(configured));
    setEnvironment(other);

    expect((await getMonitors()).total).toBe(7);
    await getProxyTokens({ principalType: "proxy_manager" });

    expect((await requestsTo(configured)).map((r) => [r.method, r.path, r.authScheme])).toEqual([
      ["GET", "/api/v1/monitors", "Key"],
      ["GET", "/admin/proxy-manager/tokens", "Bearer"],
    ]);
    expect(await requestsTo(other)).toEqual([]);
  });

  it("fall back to the environment variables when the stack config does not set them", async () => {
    setEnvironment(other);

    expect((await getMonitors()).total).toBe(3);
    await getProxyTokens({ principalType: "proxy_manager" });

    expect(await requestsTo(other)).toHaveLength(2);
    expect(await requestsTo(configured)).toEqual([]);
  });

  it("resolve each setting on its own: a host from the config works with an API key from the environment", async () => {
    setStackConfig({ "datafold:host": configured.url, "datafold:proxyUrl": configured.url });
    process.env.DATAFOLD_API_KEY = configured.apiKey;
    process.env.DATAFOLD_PROXY_MANAGER_TOKEN = configured.proxyManagerToken;

    expect((await getMonitors()).total).toBe(7);
    expect((await getProxyTokens({ principalType: "proxy_manager" })).tokens).toEqual([]);
  });

  it("read a secret API key from the stack config without logging a warning", async () => {
    setStackConfig(emulatorStackConfig(configured));
    const warn = jest.spyOn(console, "warn");
    const error = jest.spyOn(console, "error");
    try {
      await getTopQueries({ limit: 1 });
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it("say which stack config key a rejected API key came from, without printing it", async () => {
    const wrong = "df_wrong_key_from_config_4321";
    setStackConfig({ ...emulatorStackConfig(configured), "datafold:apiKey": wrong });
    process.env.DATAFOLD_API_KEY = configured.apiKey;

    const error = await thrown(() => getTransformSummaries({ projectId: 1 }));

    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.message).toContain("the stack config datafold:apiKey");
    expectNoSecrets(error, [wrong, configured.apiKey]);
  });

  it("refuse a host without a scheme, naming the stack config key it came from", async () => {
    setStackConfig({ "datafold:host": "app.datafold.com", "datafold:apiKey": "config_api_key" });

    const error = await thrown(() => getTopQueries());

    expect(error).toBeInstanceOf(InvalidConfigurationError);
    expect(error.message).toContain("(from the stack config datafold:host)");
    expect(error.message).toContain("https://app.datafold.com");
    expectNoSecrets(error, ["config_api_key"]);
  });

  it("pass client options such as the retry policy on to the client", async () => {
    setStackConfig(emulatorStackConfig(configured));
    await new EmulatorControlClient(configured.url).addFault({ path: "/api/v1/monitors", action: "status", status: 503, times: 1 });
    const retries: unknown[] = [];
    const options: DataFunctionOptions = { retry: { baseDelayMs: 1, maxDelayMs: 5 }, onRetry: (event) => retries.push(event) };

    expect((await getMonitors({}, options)).total).toBe(7);
    expect(retries).toHaveLength(1);
  });

  it("take the number of retries from the stack config datafold:maxRetries", async () => {
    setStackConfig({ ...emulatorStackConfig(configured), "datafold:maxRetries": "0" });
    await new EmulatorControlClient(configured.url).addFault({ path: "/api/v1/monitors", action: "status", status: 503, times: 1 });

    const error = await thrown(() => getMonitors());

    expect(error).toMatchObject({ code: "DATAFOLD_SERVER_ERROR", status: 503 });
    expect((await requestsTo(configured)).filter((r) => r.path.startsWith("/api/v1/monitors"))).toHaveLength(1);
  });

  it("reject a datafold:maxRetries that is not a whole number from 0 to 20, naming the key", async () => {
    setStackConfig({ ...emulatorStackConfig(configured), "datafold:maxRetries": "many" });

    const error = await thrown(() => getMonitors());

    expect(error).toBeInstanceOf(InvalidConfigurationError);
    expect(error.message).toBe(
      'The most retries "many" (from the stack config datafold:maxRetries) must be a whole number of retries from 0 to 20: ' +
        "correct it in the stack config datafold:maxRetries, or remove it for the default 5.",
    );
  });
});

describe("missing credentials", () => {
  const mainServiceCalls: [string, () => Promise<unknown>][] = [
    ["getMonitors", () => getMonitors()],
    ["getMonitorsOutput", () => resolveOutput(getMonitorsOutput())],
    ["getTransformSummaries", () => getTransformSummaries({ projectId: 1 })],
    ["getQueryLineage", () => getQueryLineage({ fingerprint: "9f2c4e1a7b3d5f60" })],
    ["getTopQueries", () => getTopQueries()],
  ];

  it.each(mainServiceCalls)("make %s fail with the config key and the variable to set", async (_name, call) => {
    setStackConfig({ "datafold:host": configured.url });

    const error = await thrown(call);

    expect(error).toBeInstanceOf(MissingConfigurationError);
    expect(error.message).toBe(
      "Missing Datafold API key: set it with `pulumi config set --secret datafold:apiKey <value>` " +
        "or the environment variable DATAFOLD_API_KEY.",
    );
    expect(await requestsTo(configured)).toEqual([]);
  });

  it.each<[string, () => Promise<unknown>]>([
    ["getProxyTokens", () => getProxyTokens({ principalType: "user", principalId: "alice" })],
    ["getProxyTokensOutput", () => resolveOutput(getProxyTokensOutput({ principalType: "proxy_manager" }))],
  ])("make %s name the proxy manager token and the proxy URL when they are missing", async (_name, call) => {
    setStackConfig({ "datafold:apiKey": "config_api_key", "datafold:host": configured.url });
    const noToken = await thrown(call);
    expect(noToken).toBeInstanceOf(MissingConfigurationError);
    expect(noToken.message).toContain("`pulumi config set --secret datafold:proxyManagerToken <value>`");
    expect(noToken.message).toContain("DATAFOLD_PROXY_MANAGER_TOKEN");

    process.env.DATAFOLD_PROXY_MANAGER_TOKEN = configured.proxyManagerToken;
    const noUrl = await thrown(call);
    expect(noUrl).toBeInstanceOf(MissingConfigurationError);
    expect(noUrl.message).toContain("`pulumi config set datafold:proxyUrl <value>`");
    expect(noUrl.message).toContain("DATAFOLD_PROXY_URL");
    expectNoSecrets(noUrl, [configured.proxyManagerToken, "config_api_key"]);
  });

  it("reject with one error object per cause, whichever function meets it, marked to be printed without a stack", async () => {
    setStackConfig({ "datafold:host": configured.url });

    const errors = await Promise.all(mainServiceCalls.map(([, call]) => thrown(call)));

    // The Pulumi runtime prints an error object once: the same object is one message.
    expect(new Set(errors).size).toBe(1);
    expect((errors[0] as unknown as Record<string, unknown>).__pulumiRunError).toBe(true);
    expect(Object.keys(errors[0]!)).not.toContain("__pulumiRunError");
  });
});
