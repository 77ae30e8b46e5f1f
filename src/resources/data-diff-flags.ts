// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { DataDiffFlagsInputFields, DataDiffFlagsOutputFields } from "./generated/data-diff-flags";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/data-diff-flags";

/** The inputs of a {@link DataDiffFlags} (each described where it is defined, src/provider/data-diff-flags/data-diff-flags-inputs.ts). */
export type DataDiffFlagsArgs = DataDiffFlagsInputFields;

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
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface DataDiffFlags extends DataDiffFlagsOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class DataDiffFlags extends pulumi.dynamic.Resource {
  constructor(name: string, args: DataDiffFlagsArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { archived: undefined, purged: undefined };
    super(PROVIDER, name, { ...outputs, ...args }, opts, "datafold", "DataDiffFlags");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
