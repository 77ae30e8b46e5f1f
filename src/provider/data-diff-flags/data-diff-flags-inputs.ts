import { z } from "zod";
import { describeValue } from "../../core/describe-value";
import type { CheckedInputs } from "../../kit/check-inputs";
import { input, type InputsOf } from "../../kit/fields";
import { wholeNumber } from "../../kit/whole-number";
import type { CheckFailure } from "../../kit/check-failure";

const flag = (meaning: string) =>
  z.boolean({ error: (issue) => `must be true or false (${meaning}); got ${describeValue(issue.input, "boolean")}` });

/**
 * The inputs of a DataDiffFlags. The two flags are observed: state holds what the service
 * reports, and a flag the program leaves out is not managed, so it never shows as drift.
 */
export const DATA_DIFF_FLAGS_INPUTS = {
  datadiffId: input(wholeNumber(1, Number.POSITIVE_INFINITY, "the data diff's id, a positive whole number"), {
    description:
      "The id of an existing data diff: a positive whole number, as in the Datafold app's URL `/datadiffs/<id>`. Required. " +
      "Changing it replaces the resource: the old data diff is left as it is (or un-archived, with `restoreOnDelete`) and the " +
      "new one gets the flags.",
    required: "the id of an existing data diff, e.g. from the Datafold app's URL /datadiffs/<id>.",
    replaces: true,
    tsType: "number",
  }),
  archived: input(flag("leave it out to leave the flag as it is"), {
    description:
      "Archive (true) or un-archive (false) the data diff; leave it out to leave the flag alone. Sent only when it differs from " +
      "what the service reports; a change updates in place. In state: the flag as the service reported it after the last " +
      "create, update or refresh, whether or not the program sets it.",
    observed: true,
  }),
  purged: input(flag("true purges the diff's results for good; leave it out to leave it as it is"), {
    description:
      "Purge the data diff's results (true). A purged data diff cannot be un-purged: going from true to false is refused by " +
      "`check`, before any request. Leave it out to leave the flag alone. Sent only when it differs from what the service " +
      "reports; a change updates in place. In state: the flag as the service reported it; once true it stays true.",
    observed: true,
  }),
  restoreOnDelete: input(flag("true un-archives the data diff when this resource is deleted"), {
    description:
      "Un-archive the data diff when this resource is deleted or replaced, if it is archived then (default false: leave it as " +
      "it is). A change is an in-place update that sends no PATCH.",
    default: false,
  }),
};

/** DataDiffFlags inputs after `check`: only the flags the program sets are managed. */
export type DataDiffFlagsInputs = InputsOf<typeof DATA_DIFF_FLAGS_INPUTS>;

/** The flags this resource can set; the others of a data diff are never touched. */
export const MANAGED_FLAGS = ["archived", "purged"] as const;

/**
 * A purged data diff has lost its results for good, so `purged: true → false` is refused
 * here, before any request, rather than by the API.
 */
export function dataDiffFlagsCheckRules(
  { values }: CheckedInputs<typeof DATA_DIFF_FLAGS_INPUTS>,
  olds: Partial<DataDiffFlagsInputs>,
): CheckFailure[] {
  if (olds.purged !== true || values.purged !== false || olds.datadiffId !== values.datadiffId) return [];
  return [
    {
      property: "purged", path: ["purged"],
      reason:
        `purged cannot go from true to false: data diff ${String(values.datadiffId)} was purged and its results are deleted for good. ` +
        "Set purged back to true (or remove it); to run the comparison again, create a new data diff.",
    },
  ];
}
