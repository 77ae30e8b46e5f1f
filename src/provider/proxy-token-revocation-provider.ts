import { describePrincipal, type Principal } from "../core/principal";
import { defineResource } from "../kit/define-resource";
import { inputsOf } from "../kit/fields";
import { principalClaimRule } from "./principal-claims";
import { providerClients } from "./provider-config";

const claimAsRevocation = principalClaimRule("ProxyTokenRevocation");
import {
  ActiveTokenSummary,
  REVOCATION_INPUTS,
  REVOCATION_OUTPUTS,
  revocationCheckRules,
  type ProxyTokenRevocationInputs,
  type ProxyTokenRevocationState,
} from "./proxy-token-revocation-inputs";
import { activeTokensOf, parseRevocationId, revocationId } from "./proxy-token-revocation-state";
import { unlessGone } from "./unless-gone";

/** Recorded on each revoked token when no `reason` is given, so an audit can tell who revoked it and why. */
export function defaultRevocationReason(principal: Principal): string {
  return `Revoked by Pulumi (pulumi-datafold): a ProxyTokenRevocation offboards ${describePrincipal(principal)}`;
}

/** The principal checked inputs name: check refuses the proxy manager. */
function principalOf(inputs: ProxyTokenRevocationInputs): Principal {
  if (inputs.principalType === "proxy_manager") throw new Error("a ProxyTokenRevocation never names the proxy manager (check refuses it)");
  return { type: inputs.principalType, id: inputs.principalId };
}

/**
 * Revokes every active token of the principal (DELETE {base_path}, with the reason), between
 * two listings: the first says what was revoked when the service's answer does not, the
 * second what is still active (a token created at that very moment), which then shows as
 * drift and is revoked by the next up.
 */
async function revokeAll(inputs: ProxyTokenRevocationInputs): Promise<ProxyTokenRevocationState> {
  const principal = principalOf(inputs);
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

/**
 * The ProxyTokenRevocation, run by the dynamic-provider host through the shell stored in state:
 * - check: the inputs, the proxy manager refused, and a ProxyToken of the same principal in
 *   the same deployment refused (principal-claims).
 * - create, update: GET {base_path}, DELETE {base_path} with the reason, GET {base_path}.
 * - read: GET {base_path}; active tokens found are drift, which the next up revokes.
 * - delete: nothing. The tokens stay revoked; new ones are no longer revoked.
 */
export const proxyTokenRevocationResource = defineResource({
  name: "ProxyTokenRevocation",
  description:
    "Revokes every active SQL-proxy token of a user or service principal, such as someone who left, and keeps them revoked: " +
    "a refresh shows a token made since as drift in `activeTokens`, and the next `up` revokes it. Delete does nothing to tokens " +
    "(revoked tokens stay revoked). Do not manage a ProxyToken of the same principal in the same stack. The resource id is " +
    "`users/<user_id>` or `service-principals/<client_id>`. Connection: the `proxyUrl` and `proxyManagerToken` (secret) settings.",
  presentation: {
    source: "src/provider/proxy-token-revocation-inputs.ts",
    doc: [
      "Offboarding as a resource: every active SQL-proxy token of a user or a service principal",
      "is revoked, and stays revoked.",
      "",
      "- create: revokes all of the principal's active tokens (DELETE `{base_path}` with",
      "  `reason`), between two listings of them.",
      "- read (refresh): lists the principal's tokens. An active one (made after the revocation)",
      "  shows as drift in `activeTokens`, so `pulumi refresh --expect-no-changes` fails, and the",
      "  next `pulumi up` revokes it: run refresh and up on a schedule (or `pulumi up --refresh`) to",
      "  enforce the departure continuously. With no new token, a refresh changes nothing.",
      "- update: revokes all active tokens again, with the current `reason`.",
      "- delete: does nothing to tokens. Revoked tokens stay revoked (the API cannot restore",
      "  them); tokens created afterwards are no longer revoked.",
      "",
      "Do not manage a `ProxyToken` of the same principal in the same stack: the revocation would",
      "revoke its token after every refresh, and the ProxyToken would replace it on every up.",
      "`check` refuses such a pair when both are in the same deployment; it cannot see a token",
      "managed by another stack. Credentials come from the stack config or environment, as for",
      "`ProxyToken`. The resource id is `users/<user_id>` or `service-principals/<client_id>`.",
    ].join("\n"),
    example: [
      "new datafold.ProxyTokenRevocation(\"alice-left\", {",
      "  principalType: \"user\",",
      "  principalId: \"alice\",",
      "  reason: \"left the company\",",
      "});",
    ].join("\n"),
    shapes: [[ActiveTokenSummary, "RevocationActiveToken"]],
  },
  client: "proxyAdmin",
  inputs: REVOCATION_INPUTS,
  outputs: REVOCATION_OUTPUTS,
  // A ProxyToken and a ProxyTokenRevocation of the same principal would fight: the second checked fails.
  checkRules: (checked) => [...revocationCheckRules(checked), ...claimAsRevocation(checked)],

  diff({ olds, changed, replaces }) {
    // Tokens a refresh found active are the drift: the update revokes them.
    return { changes: changed.length > 0 || (olds.activeTokens ?? []).length > 0, replaces };
  },

  async create(inputs) {
    return { id: revocationId(principalOf(inputs)), state: await revokeAll(inputs) };
  },

  async read(id, state) {
    const principal = parseRevocationId(id);
    // A principal the service no longer knows has no tokens: the revocation stays in force.
    const tokens = (await unlessGone(providerClients.proxyAdmin().listTokens(principal))) ?? [];
    return { ...inputsOf(REVOCATION_INPUTS, state), revokedTokenIds: state.revokedTokenIds ?? [], activeTokens: activeTokensOf(tokens) };
  },

  async update(_id, _olds, news) {
    // Every update enforces the departure again: it is how tokens found by a refresh are revoked.
    return revokeAll(news);
  },

  async delete() {
    // Deliberately nothing: revoked tokens cannot be restored, and tokens made later are the
    // business of whoever makes them once the revocation is gone.
  },
}, providerClients);
