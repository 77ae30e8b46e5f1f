import { DatafoldError, InvalidArgumentError, UnresolvedCreateError } from "../../core/errors";
import { parseDataDiffFlagsId } from "../data-diff-flags/data-diff-flags-provider";
import { currentTokenOf, parseProxyTokenId, rotatingProxyTokenId } from "../tokens/proxy-token-state";

/** The error a call throws, for assertions on its class and fields. */
function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

describe("resource ids the provider reads back from state", () => {
  test("a ProxyToken id names its principal and token id", () => {
    expect(parseProxyTokenId("users/alice/7")).toEqual({ principal: { type: "user", id: "alice" }, tokenId: 7, rotating: false });
    expect(parseProxyTokenId("service-principals/dbt/8")).toEqual({ principal: { type: "service_principal", id: "dbt" }, tokenId: 8, rotating: false });
    expect(parseProxyTokenId("proxy-manager/9")).toEqual({ principal: { type: "proxy_manager" }, tokenId: 9, rotating: false });
    // A user may be called "rotating": the segment counts only in the rotating form's position.
    expect(parseProxyTokenId("users/rotating/7")).toEqual({ principal: { type: "user", id: "rotating" }, tokenId: 7, rotating: false });
  });

  test("the id of a resource that rotates in place names its principal and first token, and round-trips", () => {
    const cases = [
      [{ type: "user", id: "alice" }, "users/alice/rotating/7"],
      [{ type: "service_principal", id: "dbt" }, "service-principals/dbt/rotating/8"],
      [{ type: "proxy_manager" }, "proxy-manager/rotating/9"],
    ] as const;
    for (const [principal, id] of cases) {
      const tokenId = Number(id.split("/").pop());
      expect(rotatingProxyTokenId(principal, tokenId)).toBe(id);
      expect(parseProxyTokenId(id)).toEqual({ principal, tokenId, rotating: true });
    }
  });

  test("the current token is state's tokenId; the id's last segment only for state without one (written before rotation in place)", () => {
    expect(currentTokenOf("users/alice/rotating/7", { tokenId: 12 })).toEqual({ principal: { type: "user", id: "alice" }, tokenId: 12 });
    expect(currentTokenOf("users/alice/7", { tokenId: 12 })).toEqual({ principal: { type: "user", id: "alice" }, tokenId: 12 });
    expect(currentTokenOf("users/alice/7", {})).toEqual({ principal: { type: "user", id: "alice" }, tokenId: 7 });
  });

  test.each(["", "users/alice", "users//7", "users/alice/0", "users/alice/x", "groups/a/7", "proxy-manager/a/7", "users/rotating/7/x", "proxy-manager/rotating/0", "users//rotating/7"])(
    "%j is not a ProxyToken id: an InvalidArgumentError of `id` that says what an id looks like",
    (id) => {
      const error = thrownBy(() => parseProxyTokenId(id));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ code: "DATAFOLD_INVALID_ARGUMENT", argument: "id" });
      expect((error as Error).message).toContain(`${JSON.stringify(id)} is not a ProxyToken id: expected users/<user_id>/<token_id>`);
    },
  );

  test("a DataDiffFlags id is the data diff id", () => {
    expect(parseDataDiffFlagsId("101")).toBe(101);
  });

  test.each(["", "0", "-1", "1.5", "01", "1e3", "abc", " 7", "99999999999999999999"])(
    "%j is not a DataDiffFlags id: an InvalidArgumentError of `id`",
    (id) => {
      const error = thrownBy(() => parseDataDiffFlagsId(id));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ argument: "id" });
      expect((error as Error).message).toContain(`${JSON.stringify(id)} is not a DataDiffFlags id`);
    },
  );
});

describe("DatafoldError", () => {
  test("keeps the cause it is given, as ES2022 errors do", () => {
    const cause = new Error("connection reset");
    const error = new DatafoldError("DATAFOLD_NETWORK", "request failed", { cause });
    expect(error.cause).toBe(cause);
    expect(error).toMatchObject({ name: "DatafoldError", code: "DATAFOLD_NETWORK", message: "request failed" });
    expect(new DatafoldError("DATAFOLD_NETWORK", "no cause")).not.toHaveProperty("cause");
  });

  test("UnresolvedCreateError keeps what made the last attempt fail as its cause", () => {
    const cause = new Error("status 503");
    const error = new UnresolvedCreateError("could not create", [3], cause);
    expect(error.cause).toBe(cause);
    expect(error).toMatchObject({ code: "DATAFOLD_UNRESOLVED_CREATE", revokedOrphanIds: [3] });
  });
});
