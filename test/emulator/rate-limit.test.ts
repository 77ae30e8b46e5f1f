/**
 * The emulator's rate limit (packages/datafold-emulator/src/rate-limit.ts) on a clock the test
 * moves: a token bucket of one second's worth, and a refused request that names itself booking
 * the slot its retry is admitted in.
 */
import { RateLimiter } from "../../packages/datafold-emulator/src/rate-limit";

function limiter(rate: number) {
  let now = 1_000;
  const bucket = new RateLimiter(() => rate, () => now);
  return { bucket, advance: (ms: number) => (now += ms) };
}

describe("the emulator's rate limiter", () => {
  test("admits a second's worth at once and refuses the rest, without ids, with the plain bucket's wait", () => {
    const { bucket, advance } = limiter(4);
    expect(Array.from({ length: 4 }, () => bucket.take().admitted)).toEqual([true, true, true, true]);
    expect(bucket.take()).toEqual({ admitted: false, retryAfterSeconds: 1 });
    // An anonymous refusal books nothing: after a quarter second one token is back, for anyone.
    advance(250);
    expect(bucket.take().admitted).toBe(true);
    expect(bucket.take().admitted).toBe(false);
  });

  test("a refused request with an id is admitted on its retry, however many others came meanwhile", () => {
    const { bucket, advance } = limiter(2);
    bucket.take("a");
    bucket.take("b");
    // Ten requests refused in the same instant: each books a slot, half a second apart.
    const refusals = Array.from({ length: 10 }, (_, i) => bucket.take(`r${i}`));
    expect(refusals.every((answer) => !answer.admitted)).toBe(true);
    expect(refusals.map((answer) => (answer.admitted ? 0 : answer.retryAfterSeconds))).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    // A new request after the first second finds the bucket in debt: it is refused and books behind them.
    advance(1_000);
    expect(bucket.take("late")).toEqual({ admitted: false, retryAfterSeconds: 5 });
    // Each refused request comes back when told (whole seconds, so at or after its slot): admitted, once.
    refusals.forEach((answer, i) => {
      if (answer.admitted) throw new Error("unreachable");
      const [r0, r1] = [`r${i}`, `r${i}`];
      if (i % 2 === 0 && i > 0) advance(1_000);
      expect(bucket.take(r0).admitted).toBe(true);
      // Its slot is spent: another attempt of the same id is a new request (the bucket is in debt).
      expect(bucket.take(r1).admitted).toBe(false);
    });
  });

  test("a retry that comes before its slot is refused again with the rest of its wait", () => {
    const { bucket, advance } = limiter(1);
    bucket.take("first");
    bucket.take("x");
    bucket.take("y");
    expect(bucket.take("z")).toEqual({ admitted: false, retryAfterSeconds: 3 });
    advance(1_200);
    expect(bucket.take("z")).toEqual({ admitted: false, retryAfterSeconds: 2 });
    advance(1_800);
    expect(bucket.take("z").admitted).toBe(true);
  });

  test("a booked slot never claimed is given up after a minute, and a new rate clears the bookings", () => {
    let rate = 1;
    let now = 0;
    const bucket = new RateLimiter(() => rate, () => now);
    bucket.take("first");
    expect(bucket.take("gone").admitted).toBe(false);
    now += 62_000;
    // Abandoned: its id is a new request again, admitted from the refilled bucket.
    expect(bucket.take("gone").admitted).toBe(true);
    expect(bucket.take("again").admitted).toBe(false);
    rate = 5;
    expect(bucket.take("again").admitted).toBe(true);
  });
});
