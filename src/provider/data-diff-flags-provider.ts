import { InvalidArgumentError } from "../core/errors";
import type { DataDiff } from "../types/data-diff";
import { forEngine } from "./check-properties";
import type { CheckFailure } from "./check-failure";
import { checkDataDiffFlagsInputs, MANAGED_FLAGS } from "./data-diff-flags-inputs";
import { providerClients } from "./provider-config";
import { unlessGone } from "./unless-gone";
import { isUnknown } from "./unknown-value";

type Props = Record<string, unknown>;

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
function flagsOutputs(inputs: Props, dataDiff: DataDiff): Props {
  const outs: Props = { datadiffId: inputs.datadiffId, restoreOnDelete: inputs.restoreOnDelete ?? false };
  for (const flag of MANAGED_FLAGS) outs[flag] = dataDiff[flag];
  return outs;
}

/** PATCHes the flags the inputs set that differ from `current`, then reads the diff back. */
async function applyFlags(inputs: Props, current: Props | undefined): Promise<Props> {
  const datadiffId = inputs.datadiffId as number;
  const client = providerClients.datafold();
  const update: { archived?: boolean; purged?: boolean } = {};
  for (const flag of MANAGED_FLAGS) {
    if (typeof inputs[flag] === "boolean" && inputs[flag] !== current?.[flag]) update[flag] = inputs[flag] as boolean;
  }
  if (Object.keys(update).length > 0) await client.updateDataDiff(datadiffId, update);
  return flagsOutputs(inputs, await client.getDataDiff(datadiffId));
}

/**
 * The DataDiffFlags provider, run by the dynamic-provider host through the shell stored in state:
 * - create/update: PATCH /api/v1/datadiffs/{id} with only the flags that are set and
 *   differ, then GET it back so state holds what the service says.
 * - read: GET /api/v1/datadiffs/{id}; flags changed outside Pulumi show as a diff; 404 drops it.
 * - delete: leaves the data diff as it is, unless `restoreOnDelete` (then un-archives).
 * The data diff is never created or deleted: the resource manages two flags of it.
 */
export const dataDiffFlagsProvider = {
  async check(olds: Props, news: Props): Promise<{ inputs: Props; failures: CheckFailure[] }> {
    const { inputs, failures } = checkDataDiffFlagsInputs(olds, news);
    // Settings too: a preview must fail on what would fail create, without a request.
    return { inputs, failures: forEngine([...failures, ...providerClients.settingsFailures("datafold")]) };
  },

  async diff(_id: string, olds: Props, news: Props) {
    const replaces = isUnknown(news.datadiffId) || olds.datadiffId !== news.datadiffId ? ["datadiffId"] : [];
    // Only flags the program sets are compared: an unset flag is not managed, so no drift.
    const flagChanged = MANAGED_FLAGS.some((flag) => news[flag] !== undefined && news[flag] !== olds[flag]);
    const changes = replaces.length > 0 || flagChanged || (news.restoreOnDelete ?? false) !== (olds.restoreOnDelete ?? false);
    return { changes, replaces, deleteBeforeReplace: false };
  },

  async create(inputs: Props) {
    return { id: String(inputs.datadiffId), outs: await applyFlags(inputs, undefined) };
  },

  async read(id: string, props: Props) {
    const dataDiff = await unlessGone(providerClients.datafold().getDataDiff(parseDataDiffFlagsId(id)));
    // Gone: no id drops it from state. Otherwise no inputs are returned: the engine keeps the
    // program's, so drift in the outputs (the service's flags) shows as a diff on the next up.
    return dataDiff === undefined ? {} : { id, props: flagsOutputs(props, dataDiff) };
  },

  async update(_id: string, olds: Props, news: Props) {
    return { outs: await applyFlags(news, olds) };
  },

  async delete(id: string, props: Props): Promise<void> {
    if (props.restoreOnDelete !== true || props.archived !== true) return;
    await unlessGone(providerClients.datafold().updateDataDiff(parseDataDiffFlagsId(id), { archived: false }));
  },
};
