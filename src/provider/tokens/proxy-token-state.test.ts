import { CLOCK_OFFSET_TOLERANCE_SECONDS, measuredClockOffset, PROXY_TOKEN_OUTPUTS, recordedClockOffset } from "./proxy-token-state";

/** The offset as the state boundary reads it from state. */
const inState = (value: unknown) => PROXY_TOKEN_OUTPUTS.serviceClockOffsetSeconds.schema.parse(value);

describe("the recorded service clock offset", () => {
  test("stays as recorded while a new measurement is within the tolerance", () => {
    expect(recordedClockOffset(0, 2)).toBe(0);
    expect(recordedClockOffset(10, 10 - CLOCK_OFFSET_TOLERANCE_SECONDS)).toBe(10);
    expect(recordedClockOffset(-40, -40 + CLOCK_OFFSET_TOLERANCE_SECONDS)).toBe(-40);
  });

  test("takes the new measurement once it moved by more than the tolerance", () => {
    const days24 = 24 * 24 * 60 * 60;
    expect(recordedClockOffset(0, days24)).toBe(days24);
    expect(recordedClockOffset(0, CLOCK_OFFSET_TOLERANCE_SECONDS + 1)).toBe(CLOCK_OFFSET_TOLERANCE_SECONDS + 1);
    expect(recordedClockOffset(0, -CLOCK_OFFSET_TOLERANCE_SECONDS - 1)).toBe(-CLOCK_OFFSET_TOLERANCE_SECONDS - 1);
  });

  test("is measured afresh when state has none (state of earlier versions) or holds no number", () => {
    expect(recordedClockOffset(undefined, 3)).toBe(3);
    expect(recordedClockOffset(inState("2026-01-01T00:00:00Z"), 3)).toBe(3);
    expect(recordedClockOffset(inState(Number.NaN), 3)).toBe(3);
  });

  test("is measured in whole seconds from the service's Date, which is cut to the second", () => {
    const local = Date.parse("2026-11-23T12:00:00.900Z");
    // Clocks in step: the header says 12:00:00 while it is 12:00:00.9 here.
    expect(measuredClockOffset(new Date("2026-11-23T12:00:00.000Z"), local)).toBe(0);
    expect(Object.is(measuredClockOffset(new Date("2026-11-23T12:00:00.000Z"), Date.parse("2026-11-23T12:00:00.990Z")), 0)).toBe(true);
    expect(measuredClockOffset(new Date("2026-11-23T12:00:02.000Z"), local)).toBe(2);
    expect(measuredClockOffset(new Date("2026-12-17T12:00:00.000Z"), local)).toBe(24 * 24 * 60 * 60);
  });
});
