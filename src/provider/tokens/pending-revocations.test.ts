import { UnreadableStateError } from "../../kit/state-boundary";
import { proxyTokenResource } from "./proxy-token-provider";
import { isDue, pendingRevocationFor, serviceNowFromState } from "./pending-revocations";

const replacedAt = new Date("2026-11-25T12:00:00.000Z");
const entry = pendingRevocationFor({ tokenId: 7, prefix: "sqlp_pcp_abcd1234", label: "bi" }, { type: "user", id: "alice" }, replacedAt, 24);

describe("pending revocations in state", () => {
  test("an entry names the token and its owner, and ends its grace the given hours after the replacement", () => {
    expect(entry).toEqual({
      tokenId: 7,
      prefix: "sqlp_pcp_abcd1234",
      principalType: "user",
      principalId: "alice",
      label: "bi",
      replacedAt: "2026-11-25T12:00:00.000Z",
      revokeAfter: "2026-11-26T12:00:00.000Z",
    });
    expect(pendingRevocationFor(entry, { type: "proxy_manager" }, replacedAt, 1)).toMatchObject({ principalType: "proxy_manager", principalId: null });
  });

  test("is due from revokeAfter on, and an unreadable time counts as due", () => {
    const at = Date.parse(entry.revokeAfter);
    expect(isDue(entry, at - 1)).toBe(false);
    expect(isDue(entry, at)).toBe(true);
    expect(isDue({ ...entry, revokeAfter: "soon" }, 0)).toBe(true);
  });

  test("the service's now is the machine's plus the recorded offset, a lagging service included", () => {
    expect(serviceNowFromState({ serviceClockOffsetSeconds: 3600 }, 1_000)).toBe(3_601_000);
    expect(serviceNowFromState({ serviceClockOffsetSeconds: -60 }, 100_000)).toBe(40_000);
    expect(serviceNowFromState({}, 5)).toBe(5);
  });

  test("state without the list (before the feature, or no grace) has none; a list that is not one is an error naming where", async () => {
    const state = { principalType: "user", principalId: "alice", label: "bi", revokeOnDelete: true, tokenId: 7, status: "active", expiresAt: null };
    const { diff } = proxyTokenResource.provider;
    const news = { principalType: "user", principalId: "alice", label: "bi", revokeOnDelete: true };
    await expect(diff("users/alice/7", state, news)).resolves.toMatchObject({ changes: false });
    await expect(diff("users/alice/7", { ...state, pendingRevocations: null }, news)).resolves.toMatchObject({ changes: false });
    await expect(diff("users/alice/7", { ...state, pendingRevocations: [{ ...entry, revokeAfter: "2020-01-01T00:00:00.000Z" }] }, news)).resolves.toMatchObject({ changes: true });
    const unreadable = diff("users/alice/7", { ...state, pendingRevocations: [{ ...entry, tokenId: "7" }] }, news);
    await expect(unreadable).rejects.toThrow(UnreadableStateError);
    await expect(unreadable).rejects.toThrow(/pendingRevocations list that is not one \(at 0\.tokenId: .*\)\. Restore the state/);
    await expect(diff("users/alice/7", { ...state, pendingRevocations: "x" }, news)).rejects.toThrow(/\(at the list: /);
  });
});
