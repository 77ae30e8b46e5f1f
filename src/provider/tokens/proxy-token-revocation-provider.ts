import { describePrincipal, type Principal } from "../../core/principal";
import { defineResource } from "../../kit/define-resource";
import { inputsOf } from "../../kit/fields";
import { principalClaimRule } from "./principal-claims";
import { providerClients } from "../shared/provider-config";
import {
  ActiveTokenSummary,
  REVOCATION_INPUTS,
  REVOCATION_OUTPUTS,
  revocationCheckRules,
  type ProxyTokenRevocationInputs,
  type ProxyTokenRevocationState,
} from "./proxy-token-revocation-inputs";
import { activeTokensOf, parseRevocationId, revocationId } from "./proxy-token-revocation-state";
import { listedActive, revokeListed } from "./proxy-token-revocation-targets";
import { unlessGone } from "../shared/unless-gone";
import { actingRoute } from "../shared/acting-route";

const claimAsRevocation = principalClaimRule("ProxyTokenRevocation");

/** Recorded on each revoked token when no `reason` is given, so an audit can tell who revoked it and why. */
export function defaultRevocationReason(principal: Principal): string {
  const route = actingRoute();
  return `Revoked by ${route.name}: a ${route.resource("ProxyTokenRevocation")} offboards ${describePrincipal(principal)}`;
}

/** The same, for a token revoked because a ProxyTokenRevocation lists it (`tokenIds`): the principal is not offboarded. */
export function defaultListedTokenReason(principal: Principal): string {
  const route = actingRoute();
  return `Revoked by ${route.name}: a ${route.resource("ProxyTokenRevocation")} lists this token of ${describePrincipal(principal)}`;
}

/** The principal checked inputs name: the id is there for a user or a service principal (check asks for it). */
function principalOf(inputs: ProxyTokenRevocationInputs): Principal {
  return inputs.principalType === "proxy_manager" ? { type: "proxy_manager" } : { type: inputs.principalType, id: inputs.principalId ?? "" };
}

/**
 * Revokes every active token of the principal (DELETE {base_path}, with the reason), between
 * two listings: the first says what was revoked when the service's answer does not, the
 * second what is still active (a token created at that very moment), which then shows as
 * drift and is revoked by the next up.
 */
async function revokeAll(inputs: ProxyTokenRevocationInputs, principal: Principal): Promise<ProxyTokenRevocationState> {
  const admin = providerClients.proxyAdmin();
  // A principal the service does not know (404) has no tokens: there is nothing to revoke.
  const list = async () => activeTokensOf((await unlessGone(admin.listTokens(principal))) ?? []);
  const before = await list();
  const reason = inputs.reason ?? defaultRevocationReason(principal);
  const answer = await unlessGone(admin.revokeAllTokens(principal, { reason }));
  const activeTokens = await list();
  const stillActive = new Set(activeTokens.map((token) => token.id));
  const revoked = answer?.token_ids ?? before.filter((token) => !stillActive.has(token.id)).map((token) => token.id);
  return { ...inputs, revokedTokenIds: [...revoked].sort((a, b) => a - b), activeTokens };
}

/** Create and update: the listed tokens when `tokenIds` is set, else every active token of the principal. */
async function revoke(inputs: ProxyTokenRevocationInputs): Promise<ProxyTokenRevocationState> {
  const principal = principalOf(inputs);
  if (inputs.tokenIds === undefined) return revokeAll(inputs, principal);
  const reason = inputs.reason ?? defaultListedTokenReason(principal);
  return { ...inputs, ...(await revokeListed(providerClients.proxyAdmin(), principal, inputs.tokenIds, reason)) };
}

/**
 * The ProxyTokenRevocation, run by the dynamic-provider host through the shell stored in state:
 * - check: the inputs; the proxy manager only with `tokenIds`; without `tokenIds`, a
 *   ProxyToken of the same principal in the same deployment refused (principal-claims).
 * - create, update: GET {base_path}, DELETE {base_path} with the reason, GET {base_path}; with
 *   `tokenIds`, for each listed token GET and (if active) DELETE {base_path}/{token_id}, then
 *   GET each again.
 * - read: GET {base_path} (with `tokenIds`, GET each listed token); active tokens found are
 *   drift, which the next up revokes.
 * - delete: nothing. The tokens stay revoked; new ones are no longer revoked.
 */
export const proxyTokenRevocationResource = defineResource({
  name: "ProxyTokenRevocation",
  description:
    "Revokes every active SQL-proxy token of a user or service principal, such as someone who left, and keeps them revoked: " +
    "a refresh shows a token made since as drift in `activeTokens`, and the next `up` revokes it. With `tokenIds`, it revokes " +
    "exactly the listed tokens of a user, a service principal or the proxy manager, never any other: for a stray token " +
    "(`getProxyTokens` with `neverUsed` and `label` finds one), also of a principal whose current token the stack holds as " +
    "a ProxyToken. Delete does nothing to tokens (revoked tokens stay revoked). Without `tokenIds`, do not manage a ProxyToken " +
    "of the same principal in the same stack. The resource id names the principal: `users/<user_id>`, " +
    "`service-principals/<client_id>` or `proxy-manager`. Connection: the `proxyUrl` and `proxyManagerToken` (secret) settings.",
  presentation: {
    source: "src/provider/tokens/proxy-token-revocation-inputs.ts",
    doc: [
      "Offboarding as a resource: every active SQL-proxy token of a user or a service principal",
      "is revoked, and stays revoked. With `tokenIds`, exactly the listed tokens of a user, a",
      "service principal or the proxy manager are revoked instead, never any other: the way to",
      "clean up a stray token (one nobody ever used, which `getProxyTokens` with `neverUsed` and",
      "`label` finds), such as one left by a create whose answer was lost.",
      "",
      "- create: revokes all of the principal's active tokens (DELETE `{base_path}` with",
      "  `reason`), between two listings of them. With `tokenIds`: each listed token that is",
      "  active (DELETE `{base_path}/{token_id}` with `reason`); one already revoked, expired or",
      "  gone counts as done.",
      "- read (refresh): lists the principal's tokens (with `tokenIds`, reads each listed one). An",
      "  active one (made after the revocation) shows as drift in `activeTokens`, so",
      "  `pulumi refresh --expect-no-changes` fails, and the next `pulumi up` revokes it: run",
      "  refresh and up on a schedule (or `pulumi up --refresh`) to enforce the departure",
      "  continuously. With no new token, a refresh changes nothing.",
      "- update (a change of `reason` or `tokenIds`, or drift): revokes all active tokens again, or",
      "  the listed ones, with the current `reason`. The id stays.",
      "- delete: does nothing to tokens. Revoked tokens stay revoked (the API cannot restore",
      "  them); tokens created afterwards are no longer revoked.",
      "",
      "Without `tokenIds`, do not manage a `ProxyToken` of the same principal in the same stack:",
      "the revocation would revoke its token after every refresh, and the ProxyToken would",
      "replace it on every up. `check` refuses such a pair when both are in the same deployment;",
      "it cannot see a token managed by another stack. With `tokenIds` the pair is allowed: do not",
      "list the ProxyToken's own token. Credentials come from the stack config or environment, as",
      "for `ProxyToken`. The resource id names the principal only, `users/<user_id>`,",
      "`service-principals/<client_id>` or `proxy-manager`; `tokenIds` is kept in state.",
    ].join("\n"),
    example: [
      "new datafold.ProxyTokenRevocation(\"alice-left\", {",
      "  principalType: \"user\",",
      "  principalId: \"alice\",",
      "  reason: \"left the company\",",
      "});",
      "",
      "// One stray token of a service principal whose current token the stack holds.",
      "new datafold.ProxyTokenRevocation(\"dbt-stray\", {",
      "  principalType: \"service_principal\",",
      "  principalId: \"dbt-prod\",",
      "  tokenIds: [4711],",
      "  reason: \"stray from a lost create answer\",",
      "});",
    ].join("\n"),
    shapes: [[ActiveTokenSummary, "RevocationActiveToken"]],
  },
  client: "proxyAdmin",
  notImportable:
    "A ProxyTokenRevocation cannot be imported: it is no object Datafold holds, but the stack's promise to keep a principal's tokens " +
    "revoked, so there is nothing to read back. Declare it in the program instead: the next `up` revokes the principal's active " +
    "tokens (none, if they already are) and keeps them revoked.",
  inputs: REVOCATION_INPUTS,
  outputs: REVOCATION_OUTPUTS,
  // A ProxyToken and a ProxyTokenRevocation of all of one principal's tokens would fight: the
  // second checked fails. A revocation that lists its tokens claims nothing (principal-claims).
  checkRules: (checked) => [...revocationCheckRules(checked), ...claimAsRevocation(checked)],

  diff({ olds, changed, replaces }) {
    // Tokens a refresh found active are the drift: the update revokes them.
    return { changes: changed.length > 0 || (olds.activeTokens ?? []).length > 0, replaces };
  },

  async create(inputs) {
    return { id: revocationId(principalOf(inputs)), state: await revoke(inputs) };
  },

  async read(id, state) {
    const principal = parseRevocationId(id);
    const admin = providerClients.proxyAdmin();
    // A principal the service no longer knows has no tokens: the revocation stays in force.
    const activeTokens =
      state.tokenIds === undefined
        ? activeTokensOf((await unlessGone(admin.listTokens(principal))) ?? [])
        : await listedActive(admin, principal, state.tokenIds);
    return { ...inputsOf(REVOCATION_INPUTS, state), revokedTokenIds: state.revokedTokenIds ?? [], activeTokens };
  },

  async update(_id, _olds, news) {
    // Every update enforces the revocation again: it is how tokens found by a refresh are
    // revoked, and how a new `tokenIds` list is carried out (the id, the principal, stays).
    return revoke(news);
  },

  async delete() {
    // Deliberately nothing: revoked tokens cannot be restored, and tokens made later are the
    // business of whoever makes them once the revocation is gone.
  },
}, providerClients);
