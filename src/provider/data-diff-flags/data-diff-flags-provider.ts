import { InvalidArgumentError } from "../../core/errors";
import type { DataDiff } from "../../types/data-diff";
import { defineResource } from "../../kit/define-resource";
import { DATA_DIFF_FLAGS_INPUTS, dataDiffFlagsCheckRules, MANAGED_FLAGS, type DataDiffFlagsInputs } from "./data-diff-flags-inputs";
import { providerClients } from "../shared/provider-config";
import { unlessGone } from "../shared/unless-gone";

/** Reads a DataDiffFlags id (the data diff id, in decimal) back into the data diff id. */
export function parseDataDiffFlagsId(id: string): number {
  const datadiffId = /^[1-9][0-9]*$/.test(id) ? Number(id) : NaN;
  if (Number.isSafeInteger(datadiffId)) return datadiffId;
  throw new InvalidArgumentError(
    "id",
    `${JSON.stringify(id)} is not a DataDiffFlags id: expected the data diff id, a positive whole number such as "101". ` +
      "If the state was edited by hand, restore the id the resource was created with. Nothing was sent.",
  );
}

/** State: the inputs, with each managed flag as the service last reported it. */
function flagsState(inputs: DataDiffFlagsInputs, dataDiff: DataDiff): DataDiffFlagsInputs {
  return { datadiffId: inputs.datadiffId, restoreOnDelete: inputs.restoreOnDelete, archived: dataDiff.archived, purged: dataDiff.purged };
}

/** PATCHes the flags the inputs set that differ from `current`, then reads the diff back. */
async function applyFlags(inputs: DataDiffFlagsInputs, current: DataDiffFlagsInputs | undefined): Promise<DataDiffFlagsInputs> {
  const client = providerClients.datafold();
  const update: { archived?: boolean; purged?: boolean } = {};
  for (const flag of MANAGED_FLAGS) {
    const wanted = inputs[flag];
    if (wanted !== undefined && wanted !== current?.[flag]) update[flag] = wanted;
  }
  if (Object.keys(update).length > 0) await client.updateDataDiff(inputs.datadiffId, update);
  return flagsState(inputs, await client.getDataDiff(inputs.datadiffId));
}

/**
 * The DataDiffFlags, run by the dynamic-provider host through the shell stored in state:
 * - create/update: PATCH /api/v1/datadiffs/{id} with only the flags that are set and
 *   differ, then GET it back so state holds what the service says.
 * - read: GET /api/v1/datadiffs/{id}; flags changed outside Pulumi show as a diff; 404 drops it.
 * - delete: leaves the data diff as it is, unless `restoreOnDelete` (then un-archives).
 * The data diff is never created or deleted: the resource manages two flags of it.
 */
export const dataDiffFlagsResource = defineResource({
  name: "DataDiffFlags",
  description:
    "The `archived` and `purged` flags of an existing Datafold data diff; the data diff itself is neither created nor deleted. " +
    "Create and update set only the flags that differ, then read the data diff back; a refresh shows a flag changed outside " +
    "Pulumi as drift, and drops a data diff that is gone; delete does nothing, unless `restoreOnDelete` (then it un-archives " +
    "the data diff). The resource id is the data diff's id. Connection: the `apiKey` (secret) and `host` settings.",
  presentation: {
    source: "src/provider/data-diff-flags/data-diff-flags-inputs.ts",
    doc: [
      "The `archived` and `purged` flags of an existing data diff. The data diff itself is",
      "neither created nor deleted.",
      "",
      "- create/update: PATCH `/api/v1/datadiffs/{id}` with only the flags set that differ,",
      "  then GET it back.",
      "- read (refresh): GET `/api/v1/datadiffs/{id}`; a flag changed outside Pulumi shows as a",
      "  diff on the next preview; a data diff gone (404) is dropped from state.",
      "- delete: nothing, unless `restoreOnDelete` (then PATCH `{archived: false}`).",
      "",
      "Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` /",
      "`DATAFOLD_HOST`. The resource id is the data diff id.",
    ].join("\n"),
    example: [
      "new datafold.DataDiffFlags(\"old-diff\", { datadiffId: 101, archived: true });",
    ].join("\n"),
  },
  client: "datafold",
  inputs: DATA_DIFF_FLAGS_INPUTS,
  outputs: {},
  checkRules: dataDiffFlagsCheckRules,

  async create(inputs) {
    return { id: String(inputs.datadiffId), state: await applyFlags(inputs, undefined) };
  },

  async read(id, state) {
    const dataDiff = await unlessGone(providerClients.datafold().getDataDiff(parseDataDiffFlagsId(id)));
    // The flags are observed inputs: the engine keeps the program's inputs, so drift in the
    // service's flags shows as a diff on the next up.
    return dataDiff === undefined ? undefined : flagsState(state, dataDiff);
  },

  async update(_id, olds, news) {
    return applyFlags(news, olds);
  },

  // `pulumi import`: both flags as the service shows them; the data diff's id is the resource's.
  async importFromId(id) {
    const datadiffId = parseDataDiffFlagsId(id);
    const dataDiff = await unlessGone(providerClients.datafold().getDataDiff(datadiffId));
    return dataDiff === undefined ? undefined : { state: flagsState({ datadiffId, restoreOnDelete: false }, dataDiff), unshown: [] };
  },

  async delete(id, state) {
    if (!state.restoreOnDelete || state.archived !== true) return;
    await unlessGone(providerClients.datafold().updateDataDiff(parseDataDiffFlagsId(id), { archived: false }));
  },
}, providerClients);
