import { z } from "zod";
import type { EmulatorState } from "./state";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The largest instant a JavaScript Date can hold. */
const MAX_INSTANT_MS = 8.64e15;

/**
 * The emulator's time. It lives in the state (offset from real time, or a frozen instant)
 * so that it survives a restart with the same data file: tokens expired by moving the
 * clock stay expired.
 */
export function clockNow(state: EmulatorState, realNowMs = Date.now()): Date {
  return state.frozenAt !== null ? new Date(state.frozenAt) : new Date(realNowMs + state.clockOffsetMs);
}

/** A change of the clock, as POST /__emulator/clock takes it. */
export const ClockChange = z.strictObject({
  /** Jump to this instant (ISO 8601). Applied first. */
  set: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }).optional(),
  advanceMs: z.number().int().optional(),
  advanceDays: z.number().optional(),
  /** true stops the clock at the resulting instant; false lets it run on from there. */
  freeze: z.boolean().optional(),
});
export type ClockChange = z.infer<typeof ClockChange>;

/** Applies a change; throws a RangeError (and changes nothing) when the result is no valid date. */
export function applyClockChange(state: EmulatorState, change: ClockChange, realNowMs = Date.now()): void {
  const start = change.set !== undefined ? Date.parse(change.set) : clockNow(state, realNowMs).getTime();
  const target = start + (change.advanceMs ?? 0) + (change.advanceDays ?? 0) * DAY_MS;
  if (!Number.isFinite(target) || Math.abs(target) > MAX_INSTANT_MS) {
    throw new RangeError("the resulting time is not a valid date");
  }
  const freeze = change.freeze ?? state.frozenAt !== null;
  state.frozenAt = freeze ? new Date(target).toISOString() : null;
  state.clockOffsetMs = target - realNowMs;
}
