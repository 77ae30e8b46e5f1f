import { describePrincipal, type Principal } from "../../core/principal";
import type { PrincipalType } from "../../types/principal";
import type { CheckFailure } from "../../kit/check-failure";
import { namesTokens } from "./proxy-token-revocation-inputs";

/** The resources whose `check` records the principal it names. */
export type Claimant = "ProxyToken" | "ProxyTokenRevocation";

/**
 * Which resource kinds named which principal in a `check` of this process. The engine runs
 * every dynamic resource of a deployment in one provider host process
 * (docs/architecture.md §3), so a ProxyToken and a ProxyTokenRevocation of the same user in
 * one stack meet here, whichever is checked first: the second check fails. Such a pair would
 * fight for ever: the revocation revokes the token after each refresh, and the ProxyToken
 * then replaces it with a new one, which is revoked again.
 *
 * A ProxyTokenRevocation that lists its tokens (`tokenIds`) claims nothing: it revokes only
 * the tokens it names, never the ProxyToken's new ones, so there is no fight. Revoking a
 * stray token of a principal whose current token the stack holds as a ProxyToken (one left
 * by a create whose answer was lost) is exactly what it is for.
 *
 * Kinds rather than resources are recorded because a dynamic provider's `check` is not told
 * which resource it checks: a second check of the same resource (a preview, then the update)
 * records nothing new, and two ProxyTokens of one principal are no conflict. Nothing is ever
 * removed: one process serves one deployment, whose program does not change while it runs.
 */
const claims = new Map<string, Set<Claimant>>();

function keyOf(principal: Principal): string {
  return principal.type === "proxy_manager" ? principal.type : `${principal.type}/${principal.id}`;
}

/**
 * Records that a resource of kind `claimant` names `principal`, and returns the failure to
 * report when the other kind named the same principal in this process.
 */
export function claimPrincipal(claimant: Claimant, principal: Principal): CheckFailure | undefined {
  const key = keyOf(principal);
  const kinds = claims.get(key) ?? new Set<Claimant>();
  kinds.add(claimant);
  claims.set(key, kinds);
  if (kinds.size < 2) return undefined;
  const who = describePrincipal(principal);
  const other: Claimant = claimant === "ProxyToken" ? "ProxyTokenRevocation" : "ProxyToken";
  return {
    property: "principalId", path: ["principalId"],
    reason:
      `principalId names ${who}, and this stack also has a ${other} of ${who}: the ProxyTokenRevocation revokes ` +
      "every active token of that principal, the ProxyToken's included, and the ProxyToken then replaces its token on " +
      "the next up, which is revoked again, for ever. Keep one of them: remove the ProxyToken (deleting it revokes its " +
      "token) to keep the principal offboarded, or remove the ProxyTokenRevocation (deleting it leaves tokens as they are). " +
      "To revoke only some tokens of the principal, list them in the ProxyTokenRevocation's tokenIds.",
  };
}

/** What the claim rule reads of a resource's checked inputs. */
interface ClaimingInputs {
  readonly values: { readonly principalType?: PrincipalType; readonly principalId?: string; readonly tokenIds?: readonly number[] };
  readonly unknown: ReadonlySet<string>;
  readonly failures: readonly CheckFailure[];
}

/**
 * The check rule of a resource that names a principal: records the user or service principal
 * its checked inputs name (not one unknown at preview, which `up` sees resolved), and reports
 * the conflict {@link claimPrincipal} finds. A revocation that names its tokens records
 * nothing (see {@link claims}), even while they are unknown at preview: it is known to name
 * some.
 */
export function principalClaimRule(claimant: Claimant) {
  return (checked: ClaimingInputs): CheckFailure[] => {
    if (claimant === "ProxyTokenRevocation" && namesTokens(checked)) return [];
    const { principalType: type, principalId: id } = checked.values;
    if ((type !== "user" && type !== "service_principal") || id === undefined) return [];
    const conflict = claimPrincipal(claimant, { type, id });
    return conflict === undefined ? [] : [conflict];
  };
}
