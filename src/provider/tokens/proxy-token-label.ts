import { isUniqueLabelOf, uniqueLabel } from "../../client/proxy-admin/unique-label";
import type { ResourceContext } from "../../kit/kit-provider";

/** The label of a token a ProxyToken is about to create, and whether no other writer can use it. */
export interface NewTokenLabel {
  readonly label: string;
  /** The label is the resource's alone: a token of it that a lost answer left is provably its own. */
  readonly unique: boolean;
}

/** The readable part of a ProxyToken's own labels: `pulumi <project>/<stack>/<name>` (or the route's own, `terraform datafold_proxy_token`). */
function ownLabelBase(context: ResourceContext): string {
  return context.labelBase ?? `pulumi ${context.resourceName ?? "pulumi-datafold ProxyToken"}`;
}

/**
 * The label of a new token: the one the program gives, used as given (another writer may
 * share it); else the resource's own. A rotation in place keeps the current token's own label,
 * so that every token of the resource carries it and a later rotation can find one that an
 * interrupted rotation left; a token that has none (given by the program before, or created
 * before labels of their own existed) gets a new one.
 */
export function labelForNewToken(given: string | undefined, context: ResourceContext, current?: string): NewTokenLabel {
  if (given !== undefined) return { label: given, unique: false };
  if (current !== undefined && isUniqueLabelOf(current, ownLabelBase(context))) return { label: current, unique: true };
  return { label: uniqueLabel(ownLabelBase(context)), unique: true };
}
