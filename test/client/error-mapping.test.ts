import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  DatafoldClient,
  DatafoldError,
  HttpError,
  InvalidConfigurationError,
  MissingConfigurationError,
  NotFoundError,
  ProxyAdminClient,
  RateLimitError,
  ServerError,
  ValidationError,
} from "../../src/clients";
import { useEmulatorClients, expectNoSecrets, thrown } from "../../tools/harness/clients";

const live = useEmulatorClients({}, { retry: { limit: 1, baseDelayMs: 1, maxRetryAfterMs: 0 } });

const alice = { type: "user", id: "alice" } as const;

describe("every error status of the proxy admin API maps to its class and stable code", () => {
  it.each([
    [400, "BAD_REQUEST", BadRequestError, "DATAFOLD_BAD_REQUEST"],
    [401, "UNAUTHORIZED", AuthenticationError, "DATAFOLD_AUTHENTICATION"],
    [403, "FORBIDDEN", AuthenticationError, "DATAFOLD_AUTHENTICATION"],
    [404, "NOT_FOUND", NotFoundError, "DATAFOLD_NOT_FOUND"],
    [409, "CONFLICT", ConflictError, "DATAFOLD_CONFLICT"],
    [418, "TEAPOT", HttpError, "DATAFOLD_HTTP_ERROR"],
    [422, "UNPROCESSABLE", ValidationError, "DATAFOLD_VALIDATION"],
    [429, "RATE_LIMITED", RateLimitError, "DATAFOLD_RATE_LIMITED"],
    [500, "INTERNAL_ERROR", ServerError, "DATAFOLD_SERVER_ERROR"],
    [503, "UNAVAILABLE", ServerError, "DATAFOLD_SERVER_ERROR"],
  ])("status %i (%s)", async (status, errorCode, errorClass, code) => {
    await live.clients.control.addFault({
      path: "/admin/users/*",
      action: "status",
      status,
      times: 5,
      // A server that echoes the credential back must not get it into our error.
      body: { error_code: errorCode, message: `refused for Bearer ${live.emulator.proxyManagerToken}` },
    });
    const error = await thrown(() => live.clients.proxy.listTokens(alice));
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toBeInstanceOf(DatafoldError);
    expect(error).toMatchObject({ code, status, serverCode: errorCode, method: "GET" });
    expect(error.message).toContain(`Request failed with status code ${status}`);
    expect(error.message).toContain(`(${errorCode})`);
    expectNoSecrets(error, [live.emulator.proxyManagerToken, live.emulator.apiKey]);
  });
});

describe("configuration errors are thrown before any request", () => {
  it("names the constructor option, the environment variable and the config key of a missing API key", () => {
    const error = (() => {
      try {
        return new DatafoldClient({ host: live.emulator.url, env: {} });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MissingConfigurationError);
    expect((error as Error).message).toBe(
      "Missing Datafold API key: give the client option apiKey, or set the environment variable DATAFOLD_API_KEY, " +
        "or in a Pulumi stack `pulumi config set --secret datafold:apiKey <value>`.",
    );
  });

  it("names the missing SQL proxy URL", () => {
    expect(() => new ProxyAdminClient({ proxyManagerToken: "x-123456", env: {} })).toThrow(
      "Missing SQL proxy URL: give the client option proxyUrl, or set the environment variable DATAFOLD_PROXY_URL, " +
        "or in a Pulumi stack `pulumi config set datafold:proxyUrl <value>`.",
    );
  });

  it("refuses a host without a scheme, saying where the value came from", () => {
    const run = () => new DatafoldClient({ apiKey: "k-123456", env: { DATAFOLD_HOST: "app.datafold.com" } });
    expect(run).toThrow(InvalidConfigurationError);
    expect(run).toThrow(/"app\.datafold\.com" \(from the environment variable DATAFOLD_HOST\) is not an absolute URL/);
  });
});
