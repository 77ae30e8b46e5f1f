import { z } from "zod";
import { describeValue } from "../core/describe-value";
import { checkProperties, inDocumentedOrder, wholeNumber, type PropertyRules } from "./check-properties";
import type { CheckFailure } from "./check-failure";

const flag = (meaning: string) =>
  z.boolean({ error: (issue) => `must be true or false (${meaning}); got ${describeValue(issue.input, "boolean")}` });

const DATA_DIFF_FLAGS_RULES: PropertyRules = {
  resource: "DataDiffFlags",
  fields: {
    datadiffId: wholeNumber(1, Number.POSITIVE_INFINITY, "the data diff's id, a positive whole number"),
    archived: flag("leave it out to leave the flag as it is"),
    purged: flag("true purges the diff's results for good; leave it out to leave it as it is"),
    restoreOnDelete: flag("true un-archives the data diff when this resource is deleted"),
  },
  required: { datadiffId: "the id of an existing data diff, e.g. from the Datafold app's URL /datadiffs/<id>." },
};

/** DataDiffFlags inputs after `check`: only the flags the program sets are managed. */
export interface DataDiffFlagsInputs {
  readonly datadiffId: number;
  readonly archived?: boolean;
  readonly purged?: boolean;
  readonly restoreOnDelete: boolean;
}

/** The flags this resource can set; the others of a data diff are never touched. */
export const MANAGED_FLAGS = ["archived", "purged"] as const;

/**
 * Validates DataDiffFlags inputs. A purged data diff has lost its results for good, so
 * `purged: true → false` is refused here, before any request, rather than by the API.
 */
export function checkDataDiffFlagsInputs(
  olds: Readonly<Record<string, unknown>>,
  news: Readonly<Record<string, unknown>>,
): { inputs: Record<string, unknown>; failures: CheckFailure[] } {
  const { values, unknown, failures } = checkProperties(DATA_DIFF_FLAGS_RULES, news);
  if (olds.purged === true && values.purged === false && olds.datadiffId === values.datadiffId) {
    failures.push({
      property: "purged",
      reason:
        `purged cannot go from true to false: data diff ${String(values.datadiffId)} was purged and its results are deleted for good. ` +
        "Set purged back to true (or remove it); to run the comparison again, create a new data diff.",
    });
  }
  const inputs: Record<string, unknown> = { ...values };
  for (const property of unknown) inputs[property] = news[property];
  inputs.restoreOnDelete ??= false;
  return { inputs, failures: inDocumentedOrder(DATA_DIFF_FLAGS_RULES, failures) };
}
