import { configKeyHints, describeConfigKeyHint, nearMissOf } from "./config-keys";

describe("configKeyHints", () => {
  it.each([
    ["datafold:proxyURL", "datafold:proxyUrl"],
    ["datafold:apikey", "datafold:apiKey"],
    ["datafold:proxyUrll", "datafold:proxyUrl"],
    ["Datafold:apiKey", "datafold:apiKey"],
    ["datafodl:host", "datafold:host"],
    ["datafold:timeoutMS", "datafold:timeoutMs"],
    ["datafold:maxRetrys", "datafold:maxRetries"],
  ])("suggests the known key for %s", (key, suggestion) => {
    expect(configKeyHints([key])).toEqual([{ key, suggestion }]);
  });

  it("leaves known keys and other namespaces alone, and lists the settings for a key that is close to none", () => {
    expect(configKeyHints(["datafold:apiKey", "aws:region", "myproject:apiKey"])).toEqual([]);
    const [hint] = configKeyHints(["datafold:color"]);
    expect(hint).toEqual({ key: "datafold:color", suggestion: undefined });
    expect(describeConfigKeyHint(hint!)).toContain("The settings are: datafold:apiKey, datafold:host, datafold:proxyUrl");
  });

  it("finds the near miss of a missing key", () => {
    expect(nearMissOf("datafold:proxyUrl", ["datafold:apiKey", "datafold:proxyURL"])).toBe("datafold:proxyURL");
    expect(nearMissOf("datafold:proxyUrl", ["datafold:apiKey"])).toBeUndefined();
  });
});
