import { InvalidConfigurationError, MissingConfigurationError } from "../../core/errors";
import { booleanSetting, requireSetting, resolveSetting, SETTINGS, validateServiceUrl, wholeNumberSetting } from "./settings";

const config = (values: Record<string, string>) => (key: string) => values[key];

describe("resolveSetting", () => {
  it("prefers the explicit option, then the stack config, then the environment", () => {
    const env = { DATAFOLD_API_KEY: "from-env" };
    const cfg = config({ "datafold:apiKey": "from-config" });
    expect(resolveSetting(SETTINGS.apiKey, "apiKey", "explicit", { config: cfg, env })?.source).toBe("the option apiKey");
    expect(resolveSetting(SETTINGS.apiKey, "apiKey", undefined, { config: cfg, env })).toMatchObject({
      value: "from-config",
      source: "the stack config datafold:apiKey",
    });
    expect(resolveSetting(SETTINGS.apiKey, "apiKey", undefined, { env })).toMatchObject({
      value: "from-env",
      source: "the environment variable DATAFOLD_API_KEY",
    });
  });

  it("skips blank config and environment values and falls back to the default host", () => {
    const resolved = resolveSetting(SETTINGS.host, "host", undefined, { config: config({ "datafold:host": " " }), env: { DATAFOLD_HOST: "" } });
    expect(resolved).toMatchObject({ value: "https://app.datafold.com", source: "the default" });
  });

  it.each([
    ["", "an empty string"],
    ["  ", "blank"],
  ])("refuses an explicit option %j instead of falling back to the environment", (value, described) => {
    const env = { DATAFOLD_API_KEY: "from-env" };
    expect(() => resolveSetting(SETTINGS.apiKey, "apiKey", value, { env })).toThrow(
      new InvalidConfigurationError(
        "Datafold API key",
        `The option apiKey is ${described}: give the Datafold API key, or leave the option out to read it from ` +
          "the stack config datafold:apiKey or the environment variable DATAFOLD_API_KEY.",
      ),
    );
  });
});

describe("requireSetting", () => {
  it("in a plain script (no stack config), names the client option, the environment variable and the config key", () => {
    expect(() => requireSetting(SETTINGS.apiKey, "apiKey", undefined, { env: {} })).toThrow(
      "Missing Datafold API key: give the client option apiKey, or set the environment variable DATAFOLD_API_KEY, " +
        "or in a Pulumi stack `pulumi config set --secret datafold:apiKey <value>`.",
    );
  });

  it("with a stack config that has a near miss of the key, asks whether it was meant, without its value", () => {
    const keys = { "datafold:proxyURL": "https://sqlproxy.example.com", "datafold:apiKey": "k" };
    const message = (() => {
      try {
        requireSetting(SETTINGS.proxyUrl, "proxyUrl", undefined, { config: config(keys), configKeys: () => Object.keys(keys), env: {} });
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toBe(
      "Missing SQL proxy URL: set it with `pulumi config set datafold:proxyUrl <value>` or the environment variable DATAFOLD_PROXY_URL. " +
        "The stack config has `datafold:proxyURL`, which is not a setting of pulumi-datafold: did you mean `datafold:proxyUrl`?",
    );
  });

  it("names the config key and the environment variable of a missing secret", () => {
    const error = (() => {
      try {
        requireSetting(SETTINGS.proxyManagerToken, "proxyManagerToken", undefined, { config: () => undefined, env: {} });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MissingConfigurationError);
    expect(error).toMatchObject({ code: "DATAFOLD_MISSING_CONFIGURATION" });
    expect((error as Error).message).toBe(
      "Missing SQL proxy manager token: set it with `pulumi config set --secret datafold:proxyManagerToken <value>` " +
        "or the environment variable DATAFOLD_PROXY_MANAGER_TOKEN.",
    );
  });
});

describe("validateServiceUrl", () => {
  const host = (value: string) => ({ value, source: "the option host", definition: SETTINGS.host });

  it("keeps an https base URL without its trailing slash", () => {
    expect(validateServiceUrl(host("https://app.datafold.com/"), false)).toBe("https://app.datafold.com");
  });

  it.each([
    ["app.datafold.com", "is not an absolute URL with an http:// or https:// scheme", "https://app.datafold.com"],
    ["app.datafold.com:443", "has no http:// or https:// scheme", "https://app.datafold.com:443"],
    ["localhost:8080", "has no http:// or https:// scheme", "https://localhost:8080"],
  ])("refuses the host %j, which has no scheme, and suggests it with https://", (value, problem, suggestion) => {
    expect(() => validateServiceUrl(host(value), false)).toThrow(
      new InvalidConfigurationError(
        "Datafold host",
        `The Datafold host ${JSON.stringify(value)} (from the option host) ${problem}: write it in full, such as ${suggestion}, in the option host.`,
      ),
    );
  });

  it("suggests https:// in place of another scheme", () => {
    expect(() => validateServiceUrl(host("ftp://app.datafold.com/"), false)).toThrow(
      'The Datafold host "ftp://app.datafold.com/" (from the option host) uses ftp:// rather than http:// or https://: ' +
        "write it as https://app.datafold.com/, in the option host.",
    );
  });

  it.each([
    ["the stack config datafold:host", "config"],
    ["the environment variable DATAFOLD_HOST", "env"],
  ] as const)("says to correct the host in %s, where it came from", (source, origin) => {
    expect(() => validateServiceUrl({ value: "app.datafold.com", source, origin, definition: SETTINGS.host }, false)).toThrow(
      new RegExp(`\\(from ${source}\\) .*, in ${source}\\.$`),
    );
  });

  it.each(["df_api_key_0123456789", "sqlp_pcp_0123456789abcdefABCDEF"])(
    "does not print %j, which does not look like an address (a credential set there by mistake)",
    (value) => {
      const run = () => validateServiceUrl({ value, source: "the stack config datafold:proxyUrl", origin: "config", definition: SETTINGS.proxyUrl }, false);
      expect(run).toThrow(
        "The SQL proxy URL (from the stack config datafold:proxyUrl) is not an absolute URL with an http:// or https:// scheme (its value " +
          "is not shown: it does not look like an address, and may be a credential set there by mistake): write it in full, such as " +
          "https://sqlproxy.example.datafold.com, in the stack config datafold:proxyUrl.",
      );
      expect(() => run()).not.toThrow(value);
    },
  );

  it("refuses plain http to a remote host unless allowed", () => {
    expect(() => validateServiceUrl(host("http://datafold.internal"), false)).toThrow(/unencrypted/);
    expect(validateServiceUrl(host("http://datafold.internal"), true)).toBe("http://datafold.internal");
  });

  it.each(["http://127.0.0.1:8080", "http://localhost:1", "http://[::1]:2"])("allows plain http to loopback %s", (value) => {
    expect(validateServiceUrl(host(value), false)).toBe(value);
  });

  it("refuses a URL carrying credentials, without printing them", () => {
    const run = () => validateServiceUrl(host("https://user:hunter22@app.datafold.com"), false);
    expect(run).toThrow(/without credentials/);
    expect(() => run()).not.toThrow(/hunter22/);
  });
});

describe("tuning settings", () => {
  const range = { min: 1, max: 256, unit: "requests", defaultValue: 8 };
  const concurrency = (explicit: number | undefined, env: Record<string, string>, values: Record<string, string> = {}) =>
    wholeNumberSetting(SETTINGS.maxConcurrentRequests, "maxConcurrentRequests", explicit, { env, config: config(values) }, range);

  it("reads a whole number from the option, then the stack config, then the environment", () => {
    expect(concurrency(3, { DATAFOLD_MAX_CONCURRENT_REQUESTS: "5" }, { "datafold:maxConcurrentRequests": "4" })).toBe(3);
    expect(concurrency(undefined, { DATAFOLD_MAX_CONCURRENT_REQUESTS: "5" }, { "datafold:maxConcurrentRequests": "4" })).toBe(4);
    expect(concurrency(undefined, { DATAFOLD_MAX_CONCURRENT_REQUESTS: "5" })).toBe(5);
    expect(concurrency(undefined, {})).toBeUndefined();
  });

  it.each([["0"], ["-2"], ["2.5"], ["eight"], ["257"]])("refuses %j, naming where it came from and the range", (value) => {
    expect(() => concurrency(undefined, { DATAFOLD_MAX_CONCURRENT_REQUESTS: value })).toThrow(
      new InvalidConfigurationError(
        "most concurrent requests",
        `The most concurrent requests ${JSON.stringify(value)} (from the environment variable DATAFOLD_MAX_CONCURRENT_REQUESTS) ` +
          "must be a whole number of requests from 1 to 256: correct it in the environment variable " +
          "DATAFOLD_MAX_CONCURRENT_REQUESTS, or remove it for the default 8.",
      ),
    );
  });

  it("does not show a value shaped like a credential", () => {
    const token = "sqlp_pcp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";
    expect(() => concurrency(undefined, { DATAFOLD_MAX_CONCURRENT_REQUESTS: token })).toThrow(
      "The most concurrent requests (value not shown: it looks like a credential) (from the environment variable DATAFOLD_MAX_CONCURRENT_REQUESTS)",
    );
  });

  it("reads true or false, in any case, and refuses anything else", () => {
    const allow = (value: string) => booleanSetting(SETTINGS.allowInsecureHttp, "allowInsecureHttp", undefined, { env: { DATAFOLD_ALLOW_INSECURE_HTTP: value } });
    expect(allow("TRUE")).toBe(true);
    expect(allow("false")).toBe(false);
    expect(() => allow("yes")).toThrow(
      'The insecure http permission "yes" (from the environment variable DATAFOLD_ALLOW_INSECURE_HTTP) must be true or false: ' +
        "correct it in the environment variable DATAFOLD_ALLOW_INSECURE_HTTP, or remove it for the default false.",
    );
  });
});
