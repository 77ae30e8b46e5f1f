import { DEFAULT_CONNECTION_LIMITS, resolveConnectionLimits } from "../../packages/datafold-emulator/src/connection-limits";
import { resolveEmulatorOptions } from "../../packages/datafold-emulator/src/options";

describe("emulator connection limits", () => {
  it("defaults to 30 s for a whole request, 10 s for headers and keep-alive, checked every second, 1024 connections", () => {
    expect(resolveEmulatorOptions({}).connectionLimits).toEqual(DEFAULT_CONNECTION_LIMITS);
    expect(DEFAULT_CONNECTION_LIMITS).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 10_000,
      timeoutCheckIntervalMs: 1_000,
      maxConnections: 1024,
    });
  });

  it("shortens the default headers timeout to a shorter request timeout", () => {
    expect(resolveConnectionLimits({ requestTimeoutMs: 500 })).toMatchObject({ requestTimeoutMs: 500, headersTimeoutMs: 500 });
  });

  it("rejects a headers timeout longer than the request timeout, naming both", () => {
    expect(() => resolveConnectionLimits({ requestTimeoutMs: 500, headersTimeoutMs: 600 })).toThrow(
      "connectionLimits.headersTimeoutMs (600) must not exceed requestTimeoutMs (500)",
    );
  });

  it.each([
    ["zero", { maxConnections: 0 }, "maxConnections"],
    ["a fraction", { requestTimeoutMs: 1.5 }, "requestTimeoutMs"],
    ["a negative interval", { timeoutCheckIntervalMs: -1 }, "timeoutCheckIntervalMs"],
  ])("rejects %s with a message naming the limit", (_case, limits, name) => {
    expect(() => resolveConnectionLimits(limits)).toThrow(`connectionLimits.${name} must be a whole number >= 1`);
  });
});
