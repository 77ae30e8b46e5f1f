import { serverText } from "./server-text";

describe("serverText", () => {
  const secret = "k3y-0123456789abcdef";

  it("scrubs before it cuts, so a secret across the cut leaves nothing of itself", () => {
    const text = `${"x".repeat(195)}${secret}${"x".repeat(100)}`;
    const shown = serverText(text, [secret], 200);
    expect(shown).toBe(`${"x".repeat(195)}[reda…`);
    expect(shown).not.toContain(secret.slice(0, 5));
  });

  it("keeps short text whole and marks a cut with an ellipsis", () => {
    expect(serverText("no such user", [secret], 200)).toBe("no such user");
    expect(serverText("abcdef", [], 3)).toBe("abc…");
  });

  it("does not end on half of a surrogate pair", () => {
    expect(serverText("ab\uD83D\uDE00", [], 3)).toBe("ab…");
  });
});
