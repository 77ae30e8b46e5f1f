import { DatafoldClient, MissingConfigurationError } from "./clients";
import { configLookupFrom } from "./provider/shared/provider-config";

describe("configLookupFrom", () => {
  it("reads string values of the stack config the engine hands to configure, as a map or an object", () => {
    const entries: [string, unknown][] = [
      ["datafold:apiKey", "k-from-config"],
      ["datafold:host", "https://datafold.example.com"],
      ["datafold:retries", 3],
    ];
    for (const config of [new Map(entries), Object.fromEntries(entries)]) {
      const lookup = configLookupFrom(config);
      expect(lookup("datafold:apiKey")).toBe("k-from-config");
      expect(lookup("datafold:retries")).toBeUndefined();
      expect(lookup("datafold:proxyUrl")).toBeUndefined();
    }
  });

  it("lets a client take its settings from that config before the environment", () => {
    const config = configLookupFrom({ "datafold:host": "https://datafold.example.com", "datafold:apiKey": "k-from-config" });
    const client = new DatafoldClient({ config, env: { DATAFOLD_HOST: "https://ignored.example.com" } });
    expect(client.host).toBe("https://datafold.example.com");
    expect(() => new DatafoldClient({ config: configLookupFrom({}), env: {} })).toThrow(MissingConfigurationError);
  });
});
