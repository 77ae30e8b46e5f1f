import { describeValue } from "./describe-value";

describe("describeValue", () => {
  it.each<[unknown, string]>([
    [101.5, "101.5"],
    [0, "0"],
    [true, "true"],
    [null, "null"],
    [undefined, "nothing"],
    [[1], "an array"],
    [{ a: 1 }, "an object"],
  ])("shows %j as %s", (value, shown) => {
    expect(describeValue(value)).toBe(shown);
  });

  it("says a number or a boolean in quotes is a string, and to drop the quotes", () => {
    expect(describeValue("30", "number")).toBe('the string "30" (write the number without quotes)');
    expect(describeValue("false", "boolean")).toBe('the string "false" (write false without quotes)');
  });

  it("shows other short strings in quotes, bare where text was expected", () => {
    expect(describeValue("yes", "boolean")).toBe('the string "yes"');
    expect(describeValue("2026-Q4")).toBe('the string "2026-Q4"');
    expect(describeValue("owner", "text")).toBe('"owner"');
  });

  it.each([
    ["a long string", "x".repeat(41)],
    ["a proxy token", "sqlp_pcp_AbC123xyz"],
    ["a key-like string", "df_api_key_0123456789"],
  ])("names %s by its length only: it may be a credential", (_what, value) => {
    expect(describeValue(value, "number")).toBe(`a string of ${value.length} characters`);
  });
});
