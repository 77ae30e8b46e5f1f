import { z } from "zod";
import { describeValue } from "../core/describe-value";

/**
 * A whole number from `min` to `max`. One custom check instead of zod's chain, so every
 * wrong value (a string, 1.5, 0) gets the same message that says what is wanted and what came.
 * Its `jsonSchema` metadata says what the check's transform hides from the package schema's
 * generator: an integer.
 */
export function wholeNumber(min: number, max: number, mustBe: string): z.ZodType<number> {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({ code: "custom", message: `must be ${mustBe}; got ${describeValue(value, "number")}` });
      }
    })
    .transform((value) => value as number)
    .meta({ jsonSchema: { type: "integer" } });
}
