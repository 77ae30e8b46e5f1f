import { z } from "zod";
import type * as api from "../types/validation-error";

// The source of the validation error types: src/types/validation-error.ts is generated from
// this file by `npm run generate`, each description below becoming a doc comment.

export const ValidationErrorItem = z
  .looseObject({
    loc: z
      .array(z.union([z.string(), z.number()]))
      .describe("Where the refused value was: its place, such as `[\"query\", \"page_size\"]` or `[\"body\", \"archived\"]`."),
    msg: z.string().describe("What is wrong with it, in the server's words."),
    type: z.string().describe("The kind of failure, such as `int_parsing` or `missing`."),
    ctx: z.record(z.string(), z.unknown()).optional().describe("Details of the rule that failed, such as the limit a value passed."),
    input: z
      .unknown()
      .optional()
      .describe("The value the server refused, echoed back. Never put into an error: it may repeat what was sent."),
  })
  .meta({
    description: "One item of a FastAPI 422 body (ValidationError): what the server refused, and where.",
    otherFields: "A field the server added, passed on as it came.",
  });
export type ValidationErrorItem = api.ValidationErrorItem;

export const HttpValidationError = z
  .looseObject({
    detail: z.array(ValidationErrorItem).optional().describe("One item per refused value."),
  })
  .meta({ description: "A FastAPI 422 body (HTTPValidationError) of the main service.", otherFields: "A field the server added, passed on as it came." });
export type HttpValidationError = api.HttpValidationError;

export const MainServiceErrorBody = z
  .looseObject({
    detail: z.union([z.string(), z.array(ValidationErrorItem)]).describe("The server's message, or the items of a 422."),
  })
  .meta({
    description: "FastAPI's body for other errors of the main service: `{\"detail\": \"...\"}`.",
    otherFields: "A field the server added, passed on as it came.",
  });
export type MainServiceErrorBody = api.MainServiceErrorBody;
