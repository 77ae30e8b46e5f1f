import { z } from "zod";

/** One item of a FastAPI 422 body (contract §2.4 ValidationError). */
export const ValidationErrorItem = z.looseObject({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
  ctx: z.record(z.string(), z.unknown()).optional(),
  input: z.unknown().optional(),
});
export type ValidationErrorItem = z.infer<typeof ValidationErrorItem>;

/** A FastAPI 422 body (contract §2.4 HTTPValidationError). */
export const HttpValidationError = z.looseObject({
  detail: z.array(ValidationErrorItem).optional(),
});
export type HttpValidationError = z.infer<typeof HttpValidationError>;

/** FastAPI's body for other errors of the main service: `{"detail": "..."}`. */
export const MainServiceErrorBody = z.looseObject({
  detail: z.union([z.string(), z.array(ValidationErrorItem)]),
});
export type MainServiceErrorBody = z.infer<typeof MainServiceErrorBody>;
