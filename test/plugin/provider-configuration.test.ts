import { asSecret } from "../../src/plugin/secret-values";
import { changedSettings, checkProviderConfig } from "../../src/plugin/provider-configuration";

const DEFAULT_URN = "urn:pulumi:dev::proj::pulumi:providers:datafold::default_0_1_0";
const EXPLICIT_URN = "urn:pulumi:dev::proj::pulumi:providers:datafold::eu";

describe("the plugin's provider configuration (CheckConfig, DiffConfig)", () => {
  test("well-formed settings pass, whether given as text, numbers or true/false", () => {
    const result = checkProviderConfig(DEFAULT_URN, {
      apiKey: asSecret("df_key"),
      host: "https://app.datafold.com",
      proxyUrl: "http://127.0.0.1:8080",
      timeoutMs: 5000,
      maxRetries: "3",
      allowInsecureHttp: false,
      version: "0.1.0",
    });
    expect(result).toEqual({ failures: [], warnings: [] });
  });

  test("each malformed setting is one failure with the TypeScript route's message, naming its stack config key", () => {
    const { failures } = checkProviderConfig(DEFAULT_URN, { host: "ftp://app.datafold.com", timeoutMs: "soon", allowInsecureHttp: "maybe" });
    expect(failures.map((failure) => failure.property)).toEqual(["", "", ""]);
    expect(failures.map((failure) => failure.reason)).toEqual([
      expect.stringContaining('The insecure http permission "maybe" (from the stack config datafold:allowInsecureHttp) must be true or false'),
      expect.stringContaining('The request timeout "soon" (from the stack config datafold:timeoutMs) must be a whole number of milliseconds'),
      expect.stringContaining('The Datafold host "ftp://app.datafold.com" (from the stack config datafold:host) uses ftp:// rather than http:// or https://'),
    ]);
  });

  test("an explicit provider's messages name its argument, not the stack config", () => {
    const { failures } = checkProviderConfig(EXPLICIT_URN, { host: "app.datafold.com" });
    expect(failures).toEqual([{ property: "", reason: expect.stringContaining("(from the provider argument host)") }]);
  });

  test("a credential set under an address's key is never printed", () => {
    const credential = "df_1234567890abcdef1234567890abcdef";
    const { failures } = checkProviderConfig(DEFAULT_URN, { host: asSecret(credential) });
    expect(failures).toHaveLength(1);
    expect(JSON.stringify(failures)).not.toContain(credential);
  });

  test("a missing credential is not CheckConfig's to refuse: only the resources that need it fail", () => {
    expect(checkProviderConfig(DEFAULT_URN, {}).failures).toEqual([]);
  });

  test("a key that is not a setting is a warning naming the key meant, never a failure", () => {
    const result = checkProviderConfig(DEFAULT_URN, { proxyURL: "https://proxy.example.com", version: "0.1.0" });
    expect(result.failures).toEqual([]);
    expect(result.warnings).toEqual([expect.stringContaining("`datafold:proxyURL` is not a setting of pulumi-datafold and is ignored: did you mean `datafold:proxyUrl`?")]);
  });

  test("DiffConfig names the settings that changed, secret or not, as text", () => {
    expect(changedSettings({ apiKey: asSecret("a"), timeoutMs: "5000" }, { apiKey: asSecret("b"), timeoutMs: 5000 })).toEqual(["apiKey"]);
    expect(changedSettings({ host: "https://a" }, { host: "https://a" })).toEqual([]);
  });
});
