import { z } from "zod";
import { PositiveId } from "../core/arguments";
import * as wire from "../schemas/transform";
import { viewResult } from "../schemas/view";
import { requiredArgument } from "./argument-checks";
import { defineDataFunction } from "./data-function";
import type { GetTransformSummariesResult } from "./generated/get-transform-summaries";
import { TRANSFORM_STATUSES, transformProgress } from "./transform-progress";

const GetTransformSummariesArgs = z
  .strictObject({
    projectId: z
      .number(requiredArgument("a positive integer", "the id of the DMA project", "number"))
      .pipe(PositiveId)
      .describe("Id of the DMA (migration) project: a positive whole number, as in the Datafold app."),
  })
  .describe("The arguments of {@link getTransformSummaries}.");

/** A status a transform summary is known to take (the public type TransformStatus). */
export const TransformStatus = z.enum(TRANSFORM_STATUSES).describe("A status a transform summary is known to take.");

const orNull = (schema: z.ZodString, description: string) => schema.nullable().describe(description);

/** The public type FailedTransform. */
export const FailedTransform = z
  .strictObject({
    uuid: z.string().describe("UUID of the transform summary."),
    source: z.string().describe("The source script that failed to translate."),
    iterations: z.number().int().describe("Translation attempts made."),
    failedTransformUuid: orNull(z.string(), "UUID of the attempt that failed, when the service reports one; null otherwise."),
    reason: orNull(z.string(), "A short code, such as `max_iterations` or `tool_error`; null when the service gave no summary."),
    problem: orNull(z.string(), "What went wrong, in a sentence or two for a person; null when the service gave no summary."),
    solution: orNull(z.string(), "What the service suggests doing about it; null when it suggests nothing."),
    errorMessage: orNull(z.string(), "The error the translation tool reported, as it reported it; null when none."),
    location: orNull(z.string(), "Where in the source the failure is, such as `etl/finance/revenue_recognition.sql:88`; null when unknown."),
  })
  .describe("A transform whose translation failed, with what the service says about why.");

/** The public type TransformStatusCounts. */
export const TransformStatusCounts = z
  .strictObject(
    Object.fromEntries(
      [...TRANSFORM_STATUSES, "other"].map((status) => [
        status,
        z.number().int().describe(status === "other" ? "Transforms in a status this package does not know yet." : `Transforms with status \`${status}\`.`),
      ]),
    ),
  )
  .describe("Transforms per status: every key always present (0 when none); `other` counts statuses this package does not know yet. The counts add up to `total`.");

/** The public type TransformProgress. */
export const TransformProgress = z
  .strictObject({
    total: z.number().int().describe("Transforms in the project."),
    countsByStatus: TransformStatusCounts.describe("How many transforms are in each status; every key present, adding up to `total`."),
    percentDone: z.number().describe("Share of transforms done, 0 to 100, one decimal; 0 for a project without transforms."),
    failed: z.array(FailedTransform).describe("Transforms with status `failed`, in the service's order."),
  })
  .describe("Where a DMA project's translation stands, as of the call.");

const GetTransformSummariesResultSchema = z
  .strictObject({
    projectId: z.number().int().describe("The project id asked for."),
    summaries: z.array(viewResult(wire.TransformSummaryInfo)).describe("One summary per transform (source script), in the service's order."),
    progress: TransformProgress.describe("Totals by status, share done, and the failed transforms with their reasons."),
  })
  .describe("What {@link getTransformSummaries} returns: read afresh at every run of the program.");

export const getTransformSummariesDefinition = defineDataFunction({
  name: "getTransformSummaries",
  description:
    "Reads the translation summaries of every transform of a DMA project and computes its progress: how many transforms are " +
    "done, running, pending or failed, and for each failed one the reason, problem and suggested solution the service reports. " +
    "A project that does not exist is a NotFoundError. Connection: the `apiKey` (secret) and `host` settings.",
  args: GetTransformSummariesArgs,
  result: GetTransformSummariesResultSchema,
  presentation: {
    source: "src/functions/transform-summaries-definition.ts",
    shapes: [
      [TransformStatus, "TransformStatus"],
      [TransformStatusCounts, "TransformStatusCounts"],
      [FailedTransform, "FailedTransform"],
      [TransformProgress, "TransformProgress"],
    ],
  },
  async run({ projectId }, clients): Promise<GetTransformSummariesResult> {
    const summaries = (await clients.datafold().listTransformSummaries(projectId)).map((summary) => wire.TransformSummaryInfo.from(summary));
    return { projectId, summaries, progress: transformProgress(summaries) };
  },
});
