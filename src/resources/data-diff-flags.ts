import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/data-diff-flags";

/** The inputs of a {@link DataDiffFlags}. */
export interface DataDiffFlagsArgs {
  /**
   * The id of an existing data diff: a positive whole number, as in the Datafold app's URL
   * `/datadiffs/<id>`. Required. Changing it replaces the resource: the old data diff is left
   * as it is (or un-archived, with `restoreOnDelete`) and the new one gets the flags.
   */
  readonly datadiffId: pulumi.Input<number>;
  /**
   * Archive (true) or un-archive (false) the data diff; leave it out to leave the flag alone.
   * Sent only when it differs from what the service reports; a change updates in place.
   */
  readonly archived?: pulumi.Input<boolean>;
  /**
   * Purge the data diff's results (true). A purged data diff cannot be un-purged: going from
   * true to false is refused by `check`, before any request. Leave it out to leave the flag
   * alone. Sent only when it differs from what the service reports; a change updates in place.
   */
  readonly purged?: pulumi.Input<boolean>;
  /**
   * Un-archive the data diff when this resource is deleted or replaced, if it is archived then
   * (default false: leave it as it is). A change is an in-place update that sends no PATCH.
   */
  readonly restoreOnDelete?: pulumi.Input<boolean>;
}

/**
 * The `archived` and `purged` flags of an existing data diff. The data diff itself is
 * neither created nor deleted.
 *
 * - create/update: PATCH `/api/v1/datadiffs/{id}` with only the flags set that differ,
 *   then GET it back.
 * - read (refresh): GET `/api/v1/datadiffs/{id}`; a flag changed outside Pulumi shows as a
 *   diff on the next preview; a data diff gone (404) is dropped from state.
 * - delete: nothing, unless `restoreOnDelete` (then PATCH `{archived: false}`).
 *
 * Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` /
 * `DATAFOLD_HOST`. The resource id is the data diff id.
 *
 * @example
 * new datafold.DataDiffFlags("old-diff", { datadiffId: 101, archived: true });
 */
export class DataDiffFlags extends pulumi.dynamic.Resource {
  /** The `datadiffId` input; also the resource id, as text. A change replaces the resource. */
  declare public readonly datadiffId: pulumi.Output<number>;
  /**
   * The data diff's `archived` flag as the service reported it after the last create, update
   * or refresh, whether or not the program sets it. A change made in the Datafold app shows
   * after `pulumi refresh` and, when the program sets the flag, is set back by `pulumi up`.
   */
  declare public readonly archived: pulumi.Output<boolean>;
  /**
   * The data diff's `purged` flag as the service reported it after the last create, update
   * or refresh, whether or not the program sets it. Once true it stays true.
   */
  declare public readonly purged: pulumi.Output<boolean>;
  /** The `restoreOnDelete` input: false unless it was set true. Changes in place. */
  declare public readonly restoreOnDelete: pulumi.Output<boolean>;

  constructor(name: string, args: DataDiffFlagsArgs, opts?: pulumi.CustomResourceOptions) {
    super(PROVIDER, name, { archived: undefined, purged: undefined, ...args }, opts, "datafold", "DataDiffFlags");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
