import { z } from "zod";

/** One item of a FastAPI 422 body (ValidationError): what the server refused, and where. */
export const ValidationErrorItem = z.looseObject({
  /**
   * Where the refused value was: its place, such as `["query", "page_size"]` or `["body",
   * "archived"]`.
   */
  loc: z.array(z.union([z.string(), z.number()])),
  /** What is wrong with it, in the server's words. */
  msg: z.string(),
  /** The kind of failure, such as `int_parsing` or `missing`. */
  type: z.string(),
  /** Details of the rule that failed, such as the limit a value passed. */
  ctx: z.record(z.string(), z.unknown()).optional(),
  /**
   * The value the server refused, echoed back. Never put into an error: it may repeat what
   * was sent.
   */
  input: z.unknown().optional(),
});
export type ValidationErrorItem = z.infer<typeof ValidationErrorItem>;

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
