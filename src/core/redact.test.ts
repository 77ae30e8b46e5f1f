import { redact } from "./redact";

describe("redact", () => {
  it("replaces every occurrence of each known secret", () => {
    expect(redact("key abcd1234 and abcd1234 again", ["abcd1234"])).toBe("key [redacted] and [redacted] again");
  });

  it("keeps the type prefix of anything shaped like a proxy token", () => {
    expect(redact("got sqlp_pcp_AbCdEf123456xyz and sqlp_pm_ZZZZZZZZZZ")).toBe(
      "got sqlp_pcp_[redacted] and sqlp_pm_[redacted]",
    );
  });

  it("finds a proxy token glued to a word by an underscore, as in a server's error code", () => {
    expect(redact("INVALID_TOKEN_sqlp_pcp_AbCdEf123456xyz")).toBe("INVALID_TOKEN_sqlp_pcp_[redacted]");
  });

  it("finds a proxy token glued to letters before it", () => {
    expect(redact("xxxxsqlp_pcp_AbCdEf123456xyz")).toBe("xxxxsqlp_pcp_[redacted]");
  });

  it("leaves very short values alone rather than mangling words", () => {
    expect(redact("a b c", ["a"])).toBe("a b c");
  });
});
