import { isDeepStrictEqual } from "node:util";
import { describePrincipal, type Principal } from "../core/principal";
import { forEngine } from "./check-properties";
import type { CheckFailure } from "./check-failure";
import { providerClients } from "./provider-config";
import { checkRevocationInputs, type ProxyTokenRevocationInputs } from "./proxy-token-revocation-inputs";
import {
  activeTokensOf,
  parseRevocationId,
  revocationId,
  revocationInputsOf,
  type ProxyTokenRevocationOutputs,
} from "./proxy-token-revocation-state";
import { unlessGone } from "./unless-gone";
import { isUnknown } from "./unknown-value";

type Props = Record<string, unknown>;

/** Recorded on each revoked token when no `reason` is given, so an audit can tell who revoked it and why. */
export function defaultRevocationReason(principal: Principal): string {
  return `Revoked by Pulumi (pulumi-datafold): a ProxyTokenRevocation offboards ${describePrincipal(principal)}`;
}

function principalOf(inputs: Props): Principal {
  return { type: inputs.principalType as "user" | "service_principal", id: inputs.principalId as string };
}

/**
 * Revokes every active token of the principal (DELETE {base_path}, with the reason), between
 * two listings: the first says what was revoked when the service's answer does not, the
 * second what is still active (a token created at that very moment), which then shows as
 * drift and is revoked by the next up.
 */
async function revokeAll(inputs: Props): Promise<ProxyTokenRevocationOutputs> {
  const principal = principalOf(inputs);
  const admin = providerClients.proxyAdmin();
  // A principal the service does not know (404) has no tokens: there is nothing to revoke.
  const list = async () => activeTokensOf((await unlessGone(admin.listTokens(principal))) ?? []);
  const before = await list();
  const reason = typeof inputs.reason === "string" ? inputs.reason : defaultRevocationReason(principal);
  const answer = await unlessGone(admin.revokeAllTokens(principal, { reason }));
  const activeTokens = await list();
  const stillActive = new Set(activeTokens.map((token) => token.id));
  const revoked = answer?.token_ids ?? before.filter((token) => !stillActive.has(token.id)).map((token) => token.id);
  return {
    ...(revocationInputsOf(inputs) as unknown as ProxyTokenRevocationInputs),
    revokedTokenIds: [...revoked].sort((a, b) => a - b),
    activeTokens,
  };
}

/**
 * The ProxyTokenRevocation provider, run by the dynamic-provider host through the shell stored in state:
 * - check: the inputs, the proxy manager refused. (The entry, src/provider.ts, adds the
 *   refusal of a ProxyToken of the same principal in the same deployment: principal-claims.)
 * - create, update: GET {base_path}, DELETE {base_path} with the reason, GET {base_path}.
 * - read: GET {base_path}; active tokens found are drift, which the next up revokes.
 * - delete: nothing. The tokens stay revoked; new ones are no longer revoked.
 */
export const proxyTokenRevocationProvider = {
  async check(_olds: Props, news: Props): Promise<{ inputs: Props; failures: CheckFailure[] }> {
    const { inputs, failures } = checkRevocationInputs(news);
    // Missing or malformed settings fail the preview, before any request (as for ProxyToken).
    return { inputs, failures: forEngine([...failures, ...providerClients.settingsFailures("proxyAdmin")]) };
  },

  async diff(_id: string, olds: Props, news: Props) {
    const replaces = ["principalType", "principalId"].filter((key) => isUnknown(news[key]) || olds[key] !== news[key]);
    // Tokens a refresh found active are the drift: the update revokes them.
    const tokensAppeared = Array.isArray(olds.activeTokens) && olds.activeTokens.length > 0;
    const reasonChanged = isUnknown(news.reason) || !isDeepStrictEqual(olds.reason ?? null, news.reason ?? null);
    return { changes: replaces.length > 0 || tokensAppeared || reasonChanged, replaces, deleteBeforeReplace: false };
  },

  async create(inputs: Props) {
    return { id: revocationId(principalOf(inputs)), outs: await revokeAll(inputs) };
  },

  async read(id: string, props: Props) {
    const principal = parseRevocationId(id);
    // A principal the service no longer knows has no tokens: the revocation stays in force.
    const tokens = (await unlessGone(providerClients.proxyAdmin().listTokens(principal))) ?? [];
    const inputs = revocationInputsOf(props);
    // Returning the inputs keeps a refresh from showing the inputs as changed (see ProxyToken's read).
    return { id, props: { ...inputs, revokedTokenIds: props.revokedTokenIds ?? [], activeTokens: activeTokensOf(tokens) }, inputs };
  },

  async update(_id: string, _olds: Props, news: Props) {
    // Every update enforces the departure again: it is how tokens found by a refresh are revoked.
    return { outs: await revokeAll(news) };
  },

  async delete(): Promise<void> {
    // Deliberately nothing: revoked tokens cannot be restored, and tokens made later are the
    // business of whoever makes them once the revocation is gone.
  },
};
