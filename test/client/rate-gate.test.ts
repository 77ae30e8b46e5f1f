/**
 * The process-wide rate gate (src/client/transport/rate-gate.ts) on a fake clock: unpaced until
 * a refusal; then the refused request waits its Retry-After and a spread, the process paces at
 * 70% of the rate it was refused at, retried requests first, and the rate grows back while no
 * refusal comes, until pacing ends.
 */
import { RateGate } from "../../src/client/transport/rate-gate";

function gate(random = 0.5) {
  let now = 10_000;
  const g = new RateGate(() => now, () => random);
  return { g, advance: (ms: number) => (now += ms) };
}

test("sends at once until the account refuses one", () => {
  const { g } = gate();
  for (let i = 0; i < 50; i++) expect(g.delayFor(false)).toBe(0);
});

test("a refusal: the request waits Retry-After and up to a quarter more; the process then paces at 70% of its rate", () => {
  const { g } = gate(1);
  for (let i = 0; i < 10; i++) g.delayFor(false);
  // Ten sent in the last second: paced at 7 a second from now on, one every 1000/7 ms.
  expect(g.refused(1000)).toBe(1250);
  expect(gate(0).g.refused(1000)).toBe(1000);
  const delays = Array.from({ length: 4 }, () => g.delayFor(false));
  expect(delays.map(Math.round)).toEqual([0, 143, 286, 429]);
  // A retried request goes before the ones queued after it.
  expect(Math.round(g.delayFor(true))).toBe(500);
});

test("refusals of one overload (within one Retry-After) cut the rate once; each later overload cuts it again, never below one request in two seconds", () => {
  const { g, advance } = gate();
  for (let i = 0; i < 4; i++) g.delayFor(false);
  for (let i = 0; i < 10; i++) g.refused(1000);
  expect([g.delayFor(false), g.delayFor(false)].map(Math.round)).toEqual([0, 357]);
  for (let i = 0; i < 10; i++) {
    advance(1000);
    g.refused(1000);
  }
  expect([g.delayFor(false), g.delayFor(false)]).toEqual([0, 2000]);
});

test("the rate grows back by 25% and a twentieth a second while nothing is refused, and pacing ends far above any limit", () => {
  const { g, advance } = gate();
  for (let i = 0; i < 4; i++) g.delayFor(false);
  g.refused(1000); // 2.8 a second, raised from 1 s after the refusal's Retry-After
  advance(3000); // two whole seconds past the Retry-After: 2.8 → 3.55 → 4.4875
  g.delayFor(false);
  const spacing = g.delayFor(false);
  expect(spacing).toBeCloseTo(1000 / 4.4875, 0);
  advance(200_000);
  g.delayFor(false);
  expect(g.delayFor(false)).toBe(0);
});
