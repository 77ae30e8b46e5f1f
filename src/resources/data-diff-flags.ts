import * as pulumi from "@pulumi/pulumi";
/** The provider, a module of its own so that state can hold a `require` of it (../shells/proxy-token). */
import PROVIDER from "../shells/data-diff-flags";

/** The inputs of a {@link DataDiffFlags}. */
export interface DataDiffFlagsArgs {
  /** The id of an existing data diff. Changing it moves the resource to another data diff. */
  readonly datadiffId: pulumi.Input<number>;
  /** Archive (true) or un-archive (false) the data diff; leave it out to leave the flag alone. */
  readonly archived?: pulumi.Input<boolean>;
  /**
   * Purge the data diff's results (true). A purged data diff cannot be un-purged: going from
   * true to false is refused by `check`. Leave it out to leave the flag alone.
   */
  readonly purged?: pulumi.Input<boolean>;
  /** Un-archive the data diff when this resource is deleted (default false: leave it as it is). */
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
  declare public readonly datadiffId: pulumi.Output<number>;
  /** The data diff's `archived` flag as the service last reported it. */
  declare public readonly archived: pulumi.Output<boolean>;
  /** The data diff's `purged` flag as the service last reported it. */
  declare public readonly purged: pulumi.Output<boolean>;
  declare public readonly restoreOnDelete: pulumi.Output<boolean>;

  constructor(name: string, args: DataDiffFlagsArgs, opts?: pulumi.CustomResourceOptions) {
    super(PROVIDER, name, { archived: undefined, purged: undefined, ...args }, opts, "datafold", "DataDiffFlags");
  }
}
