import { isUniqueLabelOf, MAX_TOKEN_LABEL_LENGTH, uniqueLabel } from "./unique-label";

describe("uniqueLabel", () => {
  test("is the base, then a space, # and ten characters of [0-9a-z], different every time", () => {
    const labels = Array.from({ length: 50 }, () => uniqueLabel("pulumi infra/prod/dbt"));
    for (const label of labels) expect(label).toMatch(/^pulumi infra\/prod\/dbt #[0-9a-z]{10}$/);
    expect(new Set(labels).size).toBe(50);
  });

  test("cuts a base too long for the API's 255 characters, keeping the nonce and marking the cut", () => {
    const label = uniqueLabel(`pulumi infra/prod/${"x".repeat(400)}`);
    expect(label).toHaveLength(MAX_TOKEN_LABEL_LENGTH);
    expect(label).toMatch(/^pulumi infra\/prod\/x+… #[0-9a-z]{10}$/);
  });

  test("never leaves half a character where it cuts", () => {
    // An emoji is two UTF-16 units: a cut between them would send a lone surrogate.
    for (let pad = 0; pad < 4; pad++) {
      const label = uniqueLabel(`${"a".repeat(pad)}${"😀".repeat(200)}`);
      expect(label.length).toBeLessThanOrEqual(MAX_TOKEN_LABEL_LENGTH);
      expect(label).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
  });
});

describe("isUniqueLabelOf", () => {
  test("knows a label made from the base, long or short, and nothing else", () => {
    const long = `pulumi infra/prod/${"y".repeat(300)}`;
    expect(isUniqueLabelOf(uniqueLabel("pulumi a/b/c"), "pulumi a/b/c")).toBe(true);
    expect(isUniqueLabelOf(uniqueLabel(long), long)).toBe(true);
    expect(isUniqueLabelOf(uniqueLabel("pulumi a/b/c"), "pulumi a/b/cd")).toBe(false);
    expect(isUniqueLabelOf("pulumi a/b/c", "pulumi a/b/c")).toBe(false);
    expect(isUniqueLabelOf("API created", "pulumi a/b/c")).toBe(false);
    expect(isUniqueLabelOf("pulumi a/b/c #ABCDEFGHIJ", "pulumi a/b/c")).toBe(false);
  });
});
