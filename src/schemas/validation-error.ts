import { z } from "zod";
import type * as api from "../types/validation-error";
import type { Assert, Equals } from "../types/type-equality";

// Each public object's fields are documented on its type in src/types (what editors show);
// the `_…Matches` checks keep that type and the schema exactly equal.

/** One item of a FastAPI 422 body (ValidationError): what the server refused, and where. */
export const ValidationErrorItem = z.looseObject({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
  ctx: z.record(z.string(), z.unknown()).optional(),
  input: z.unknown().optional(),
});
export type ValidationErrorItem = api.ValidationErrorItem;
// tsc fails here if the public type and what this schema checks ever differ.
type _ValidationErrorItemMatches = Assert<Equals<z.output<typeof ValidationErrorItem>, api.ValidationErrorItem>>;

/** A FastAPI 422 body (HTTPValidationError) of the main service. */
export const HttpValidationError = z.looseObject({
  /** One item per refused value. */
  detail: z.array(ValidationErrorItem).optional(),
});
export type HttpValidationError = z.infer<typeof HttpValidationError>;

/** FastAPI's body for other errors of the main service: `{"detail": "..."}`. */
export const MainServiceErrorBody = z.looseObject({
  /** The server's message, or the items of a 422. */
  detail: z.union([z.string(), z.array(ValidationErrorItem)]),
});
export type MainServiceErrorBody = z.infer<typeof MainServiceErrorBody>;
