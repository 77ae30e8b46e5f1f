// Generated from src/provider/data-diff-flags/data-diff-flags-inputs.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";

/** The inputs of a {@link DataDiffFlags}, each as a program may give it. */
export interface DataDiffFlagsInputFields {
  /**
   * The id of an existing data diff: a positive whole number, as in the Datafold app's URL
   * `/datadiffs/<id>`. Required. Changing it replaces the resource: the old data diff is left as it
   * is (or un-archived, with `restoreOnDelete`) and the new one gets the flags.
   */
  readonly datadiffId: pulumi.Input<number>;
  /**
   * Archive (true) or un-archive (false) the data diff; leave it out to leave the flag alone. Sent
   * only when it differs from what the service reports; a change updates in place. In state: the
   * flag as the service reported it after the last create, update or refresh, whether or not the
   * program sets it.
   */
  readonly archived?: pulumi.Input<boolean>;
  /**
   * Purge the data diff's results (true). A purged data diff cannot be un-purged: going from true
   * to false is refused by `check`, before any request. Leave it out to leave the flag alone. Sent
   * only when it differs from what the service reports; a change updates in place. In state: the
   * flag as the service reported it; once true it stays true.
   */
  readonly purged?: pulumi.Input<boolean>;
  /**
   * Un-archive the data diff when this resource is deleted or replaced, if it is archived then
   * (default false: leave it as it is). A change is an in-place update that sends no PATCH.
   */
  readonly restoreOnDelete?: pulumi.Input<boolean>;
}

/**
 * The inputs of a {@link DataDiffFlags} as its provider's `check` returns them: defaults applied,
 * values resolved.
 */
export interface DataDiffFlagsCheckedInputs {
  /**
   * The id of an existing data diff: a positive whole number, as in the Datafold app's URL
   * `/datadiffs/<id>`. Required. Changing it replaces the resource: the old data diff is left as it
   * is (or un-archived, with `restoreOnDelete`) and the new one gets the flags.
   */
  readonly datadiffId: number;
  /**
   * Archive (true) or un-archive (false) the data diff; leave it out to leave the flag alone. Sent
   * only when it differs from what the service reports; a change updates in place. In state: the
   * flag as the service reported it after the last create, update or refresh, whether or not the
   * program sets it.
   */
  readonly archived?: boolean;
  /**
   * Purge the data diff's results (true). A purged data diff cannot be un-purged: going from true
   * to false is refused by `check`, before any request. Leave it out to leave the flag alone. Sent
   * only when it differs from what the service reports; a change updates in place. In state: the
   * flag as the service reported it; once true it stays true.
   */
  readonly purged?: boolean;
  /**
   * Un-archive the data diff when this resource is deleted or replaced, if it is archived then
   * (default false: leave it as it is). A change is an in-place update that sends no PATCH.
   */
  readonly restoreOnDelete: boolean;
}

/** What a {@link DataDiffFlags} reports: its inputs as state holds them, then its outputs. */
export interface DataDiffFlagsOutputFields {
  /** The `datadiffId` input. A change replaces the resource. */
  readonly datadiffId: pulumi.Output<number>;
  /**
   * Archive (true) or un-archive (false) the data diff; leave it out to leave the flag alone. Sent
   * only when it differs from what the service reports; a change updates in place. In state: the
   * flag as the service reported it after the last create, update or refresh, whether or not the
   * program sets it.
   */
  readonly archived: pulumi.Output<boolean>;
  /**
   * Purge the data diff's results (true). A purged data diff cannot be un-purged: going from true
   * to false is refused by `check`, before any request. Leave it out to leave the flag alone. Sent
   * only when it differs from what the service reports; a change updates in place. In state: the
   * flag as the service reported it; once true it stays true.
   */
  readonly purged: pulumi.Output<boolean>;
  /** The `restoreOnDelete` input, or false when it was left out. A change updates it in place. */
  readonly restoreOnDelete: pulumi.Output<boolean>;
}
