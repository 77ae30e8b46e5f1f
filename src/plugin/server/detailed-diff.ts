import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type { KitDiff } from "../../kit/kit-provider";

type Bag = Record<string, unknown>;

/**
 * A DiffResponse with its detailed diff: each changed property added, deleted or updated, and
 * whether it replaces, so the CLI shows `~ name` and `+- table` as it does for any native
 * provider. Without the detailed diff the engine falls back to comparing inputs itself, and
 * shows every property it holds differently, replacement reasons included.
 */
export function diffResponse(proto: typeof providerProto, plan: KitDiff, olds: Bag, news: Bag): providerProto.DiffResponse {
  const response = new proto.DiffResponse();
  response.setChanges(plan.changes ? proto.DiffResponse.DiffChanges.DIFF_SOME : proto.DiffResponse.DiffChanges.DIFF_NONE);
  response.setReplacesList(plan.replaces);
  response.setDeletebeforereplace(plan.deleteBeforeReplace);
  response.setDiffsList(plan.diffs);
  const { Kind } = proto.PropertyDiff;
  const detailed = response.getDetaileddiffMap();
  const present = (bag: Bag, key: string) => bag[key] !== undefined && bag[key] !== null;
  for (const key of new Set([...plan.diffs, ...plan.replaces])) {
    const replaces = plan.replaces.includes(key);
    const diff = new proto.PropertyDiff();
    if (plan.diffs.includes(key)) {
      // An input: added, deleted or updated. Compared, as the kit compares it, with the state (which
      // holds the inputs, and for an observed input the service's value): a refresh then shows the
      // value found in the app, where a comparison with the old inputs would show the program's twice.
      const [add, remove, update] = replaces ? [Kind.ADD_REPLACE, Kind.DELETE_REPLACE, Kind.UPDATE_REPLACE] : [Kind.ADD, Kind.DELETE, Kind.UPDATE];
      diff.setKind(!present(olds, key) ? add : !present(news, key) ? remove : update);
    } else {
      // A reason that is no input change (a token revoked out of band: its `status` in state).
      diff.setKind(Kind.UPDATE_REPLACE);
    }
    diff.setInputdiff(false);
    detailed.set(key, diff);
  }
  response.setHasdetaileddiff(true);
  return response;
}
