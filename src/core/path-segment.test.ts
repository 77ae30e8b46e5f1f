import { z } from "zod";
import { InvalidArgumentError } from "./errors";
import { asPathSegment, pathSegment, pathSegmentProblem } from "./path-segment";

describe("pathSegment", () => {
  it("encodes every character a URL would read as structure, so the value stays one segment", () => {
    expect(pathSegment("a b/c?d#e%2e\\f", "op", "id")).toBe("a%20b%2Fc%3Fd%23e%252e%5Cf");
    expect(pathSegment("...", "op", "id")).toBe("...");
    expect(pathSegment(42, "op", "id")).toBe("42");
  });

  it.each([".", "..", " .. ", "\t.\n"])("refuses %j, which URLs read as a dot segment, naming the argument", (value) => {
    const error = (() => {
      try {
        pathSegment(value, "revokeAllTokens", "principal.id");
      } catch (e) {
        return e as InvalidArgumentError;
      }
    })();
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ argument: "principal.id" });
    expect(error!.message).toMatch(/^Invalid argument to revokeAllTokens: principal\.id must not be "\.\.?": .* Nothing was sent\.$/);
  });

  it("refuses a lone surrogate with an InvalidArgumentError instead of encodeURIComponent's URIError", () => {
    expect(() => pathSegment("a\uD800", "getQueryLineage", "fingerprint")).toThrow(InvalidArgumentError);
    expect(() => pathSegment("a\uD800", "getQueryLineage", "fingerprint")).toThrow("lone UTF-16 surrogate at index 1");
    expect(pathSegment("\uD83D\uDE00", "op", "id")).toBe("%F0%9F%98%80");
  });

  it("refuses numbers that are not positive integers", () => {
    for (const value of [0, -1, 1.5, Number.NaN, 2 ** 60]) expect(() => pathSegment(value, "getDataDiff", "datadiffId")).toThrow(InvalidArgumentError);
  });
});

describe("asPathSegment", () => {
  it("adds the same refusal to a schema, after its own checks", () => {
    const Id = asPathSegment(z.string().trim().min(1, "must not be empty"));
    expect(Id.safeParse(" alice ").data).toBe("alice");
    expect(Id.safeParse("").error?.issues[0]?.message).toBe("must not be empty");
    expect(Id.safeParse(" .. ").error?.issues[0]?.message).toBe(pathSegmentProblem(".."));
  });
});
