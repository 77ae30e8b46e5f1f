import { calculateRetryDelay, DEFAULT_RETRY_POLICY, isRetryable, parseRetryAfter } from "./retry-policy";

const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 5_000 };

describe("calculateRetryDelay", () => {
  it("doubles the backoff on each retry, with jitter between half and all of the step", () => {
    expect(calculateRetryDelay(policy, 1, undefined, () => 0)).toBe(50);
    expect(calculateRetryDelay(policy, 1, undefined, () => 1)).toBe(100);
    expect(calculateRetryDelay(policy, 3, undefined, () => 1)).toBe(400);
  });

  it("never waits longer than maxDelayMs between retries", () => {
    expect(calculateRetryDelay(policy, 10, undefined, () => 1)).toBe(1_000);
  });

  it("waits what Retry-After asks, in seconds or as an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(calculateRetryDelay(policy, 1, "2", () => 0, now)).toBe(2_000);
    expect(calculateRetryDelay(policy, 1, "Thu, 01 Jan 2026 00:00:03 GMT", () => 0, now)).toBe(3_000);
  });

  it("gives up (undefined) when Retry-After asks for more than maxRetryAfterMs", () => {
    expect(calculateRetryDelay(policy, 1, "60", () => 0)).toBeUndefined();
  });
});

describe("parseRetryAfter", () => {
  it("ignores empty and unparseable values", () => {
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter("")).toBeUndefined();
    expect(parseRetryAfter("soon")).toBeUndefined();
  });

  it("treats a date in the past as no wait", () => {
    expect(parseRetryAfter("Thu, 01 Jan 2015 00:00:00 GMT", Date.parse("2026-01-01T00:00:00Z"))).toBe(0);
  });
});

describe("isRetryable", () => {
  it.each(["GET", "PATCH", "DELETE"])("retries %s on 408, 429, 5xx and connection resets", (method) => {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      expect(isRetryable(policy, method, { kind: "status", status, retryAfter: undefined })).toBe(true);
    }
    expect(isRetryable(policy, method, { kind: "network", errorCode: "ECONNRESET" })).toBe(true);
    expect(isRetryable(policy, method, { kind: "network", errorCode: "ETIMEDOUT" })).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422])("never retries status %i", (status) => {
    expect(isRetryable(policy, "GET", { kind: "status", status, retryAfter: undefined })).toBe(false);
  });

  it("retries POST only where the server certainly did not act: 429 and a refused connection", () => {
    expect(isRetryable(policy, "POST", { kind: "status", status: 429, retryAfter: "1" })).toBe(true);
    expect(isRetryable(policy, "POST", { kind: "network", errorCode: "ECONNREFUSED" })).toBe(true);
    expect(isRetryable(policy, "POST", { kind: "status", status: 502, retryAfter: undefined })).toBe(false);
    expect(isRetryable(policy, "POST", { kind: "status", status: 503, retryAfter: undefined })).toBe(false);
    expect(isRetryable(policy, "POST", { kind: "network", errorCode: "ECONNRESET" })).toBe(false);
    expect(isRetryable(policy, "POST", { kind: "network", errorCode: "ETIMEDOUT" })).toBe(false);
  });
});
