import { createHeldToken } from "../../client/proxy-admin/reconciled-create";
import type { ProxyAdminClient } from "../../client/proxy-admin/proxy-admin-client";
import { changedInputs, defineResource, replacingInputs } from "../../kit/define-resource";
import { inputsOf, updatableInputs } from "../../kit/fields";
import { principalClaimRule } from "./principal-claims";
import { providerClients } from "../shared/provider-config";
import { isDue, PendingRevocation, pendingRevocationFor, principalOfPending, serviceNowFromState } from "./pending-revocations";
import { principalOf, PROXY_TOKEN_INPUTS, proxyTokenCheckRules, type ProxyTokenInputs } from "./proxy-token-inputs";
import { lifetimeReason, noteHeldTokens, revokeAll, revokeDue, revokeReasonOf, rotatesInPlace, sweepInterruptedRotations } from "./proxy-token-rotation";
import {
  currentTokenOf,
  measuredClockOffset,
  PROXY_TOKEN_OUTPUTS,
  proxyTokenId,
  proxyTokenState,
  recordedClockOffset,
  rotatingProxyTokenId,
  type ProxyTokenState,
} from "./proxy-token-state";
import { unlessGone } from "../shared/unless-gone";
import { labelForNewToken } from "./proxy-token-label";

export { DEFAULT_REVOKE_REASON } from "./proxy-token-rotation";

const claimAsProxyToken = principalClaimRule("ProxyToken");

/**
 * The pending list in state: kept when state had it or a grace period is set, else left out,
 * so that state from before the feature (or without a grace period) stays as it was.
 */
function withPending(state: ProxyTokenState, pending: readonly PendingRevocation[], keep: boolean): ProxyTokenState {
  return { ...state, pendingRevocations: keep || pending.length > 0 ? [...pending] : undefined };
}

/**
 * The ProxyToken, run by the dynamic-provider host through the shell stored in state:
 * - create: GET {base_path} (the tokens before), POST {base_path}; the secret is kept in
 *   state from then on. The label, unless the program gives one, is the resource's own (it
 *   names the stack and the resource, and no other writer can use it), so a POST that fails
 *   after it was sent is settled before it is sent again (createTokenReconciled): the token it
 *   made is provably its own, and revoked. With a label the program gives, such a token may be
 *   another stack's, and the create fails naming it instead.
 * - read: GET {base_path}/{token_id} of the current token and of each token pending
 *   revocation; a 404 of the current one drops the resource from state, a pending one
 *   revoked, expired or gone leaves the list.
 * - update: state-only inputs; the revocation of pending tokens whose grace has passed; and,
 *   with `revokeReplacedAfterHours`, the rotation in place: the new token is created (after
 *   a sweep for the orphans of an interrupted rotation) and the old one joins the pending list.
 * - delete: DELETE {base_path}/{token_id} of the current token and of every pending one, with
 *   the reason; gone already counts as deleted.
 */
export const proxyTokenResource = defineResource({
  name: "ProxyToken",
  description:
    "A Datafold SQL-proxy token of a user, a service principal or the proxy manager. Its secret value is the `token` output, " +
    "known only to the stack that created it and kept secret in state. Tokens cannot be changed: a change of owner, `label`, " +
    "`expiresInDays` or `rotationTriggers` makes a new token and revokes the old one (with `revokeReplacedAfterHours`, the new " +
    "token comes by an update in place and the old one keeps working for that grace period); a token revoked, expired or " +
    "within `rotateBeforeDays` of its expiry is replaced at the next `up`. Delete revokes it, unless `revokeOnDelete` is false. " +
    "Connection: the `proxyUrl` and `proxyManagerToken` (secret) settings.",
  presentation: {
    source: "src/provider/tokens/proxy-token-inputs.ts and proxy-token-state.ts",
    doc: [
      "A SQL-proxy token of a user, a service principal or the proxy manager.",
      "",
      "- create: GET then POST `{base_path}` of the principal. The secret (`token`) is returned",
      "  this once and kept in state as a Pulumi secret from then on; refresh never blanks it.",
      "  Without a `label`, the token gets one of its own, `pulumi <project>/<stack>/<name> #<nonce>`,",
      "  so that a POST interrupted after it was sent is settled: the token it made is provably this",
      "  resource's, and is revoked with a reason before the create is sent again. With a `label`",
      "  another stack may share, such a token may be that stack's: the create fails naming it, and",
      "  revokes nothing (`UnresolvedCreateError`).",
      "- read (refresh): GET `{base_path}/{token_id}`: status, expiry and revocation. A revoked or",
      "  expired token is replaced by the next `pulumi up`; a token gone from the service is",
      "  dropped from state and created again. Usage (use count, last use) is not kept in state,",
      "  so a token merely used is no drift: read it with `getProxyTokens`.",
      "- update: `revokeReason`, `revokeOnDelete` and `rotateBeforeDays` change in state only.",
      "- replace: any other input, a revoked or expired token, or a token inside its",
      "  `rotateBeforeDays` window. The new token is created before the old one is revoked.",
      "- with `revokeReplacedAfterHours`, every such replacement but a change of principal is an",
      "  update instead: the new token is created under the same resource id, and the old one",
      "  stays in `pendingRevocations` until an `up` after its grace revokes it.",
      "- delete: DELETE `{base_path}/{token_id}` with `revokeReason` (unless `revokeOnDelete` is",
      "  false); a token already revoked or gone counts as deleted.",
      "",
      "Credentials come from the stack config (`datafold:proxyUrl`, `datafold:proxyManagerToken`)",
      "or the environment (`DATAFOLD_PROXY_URL`, `DATAFOLD_PROXY_MANAGER_TOKEN`), never from inputs.",
      "The resource id is `users/<user_id>/<token_id>`, `service-principals/<client_id>/<token_id>`",
      "or `proxy-manager/<token_id>`. `pulumi import` is not supported for dynamic resources.",
    ].join("\n"),
    example: [
      "const dbt = new datafold.ProxyToken(\"dbt\", {",
      "  principalType: \"service_principal\",",
      "  principalId: \"dbt-prod\",",
      "  expiresInDays: 90,",
      "  rotateBeforeDays: 14,",
      "});",
      "export const dbtToken = dbt.token; // a secret",
    ].join("\n"),
    shapes: [[PendingRevocation, "ProxyTokenPendingRevocation"]],
    typeImports: ['import type { TokenStatus, TokenType } from "../../types/token";'],
    args: { name: "ProxyTokenArgs", from: "./proxy-token-args" },
    passesResourceName: true,
  },
  client: "proxyAdmin",
  notImportable:
    "A ProxyToken cannot be imported: Datafold shows a token's secret once, in the answer that creates it, and never again, so an " +
    "imported token would have no `token` output, the one thing the resource exists to give. Declare a new ProxyToken in the program " +
    "instead (the next `up` creates it), move its users to it, then revoke the old token: in the Datafold app, or with a " +
    "ProxyTokenRevocation listing its id in `tokenIds`. `getProxyTokens` lists the existing tokens, with their ids, without secrets.",
  inputs: PROXY_TOKEN_INPUTS,
  outputs: PROXY_TOKEN_OUTPUTS,
  // A ProxyToken and a ProxyTokenRevocation of the same principal would fight: the second checked fails.
  checkRules: (checked) => [...proxyTokenCheckRules(checked), ...claimAsProxyToken(checked)],

  diff({ olds, news, changed, replaces }) {
    noteHeldTokensIfConfigured(olds);
    // A token that must go although no input shaping it changed: revoked, expired, or in its window.
    const lifetime = replaces.length > 0 ? undefined : lifetimeReason(olds, news.rotateBeforeDays);
    const reasons = lifetime === undefined ? replaces : [lifetime];
    // A pending token whose grace has passed must be revoked even when nothing else changed:
    // the engine calls update only for a resource whose diff reports a change.
    const serviceNow = serviceNowFromState(olds);
    const due = (olds.pendingRevocations ?? []).some((entry) => isDue(entry, serviceNow));
    // With a grace period the new token comes by an update, so the old one outlives this up.
    return { changes: changed.length > 0 || reasons.length > 0 || due, replaces: rotatesInPlace(reasons, news) ? [] : reasons };
  },

  async create(inputs, context) {
    const principal = principalOf(inputs);
    const admin = providerClients.proxyAdmin();
    // A lost answer is settled: with the resource's own label, the token it made is revoked and the create sent again.
    const created = await createHeldToken(admin, principal, labelForNewToken(inputs.label, context), inputs.expiresInDays);
    const state = proxyTokenState(inputs, created, created.token, measuredClockOffset(admin.serverNow()));
    // With a grace period, the id must outlive the token: rotations keep it (docs/architecture.md).
    if (inputs.revokeReplacedAfterHours !== undefined) return { id: rotatingProxyTokenId(principal, created.id), state: withPending(state, [], true) };
    return { id: proxyTokenId(principal, created.id), state };
  },

  async read(id, state) {
    const { principal, tokenId } = currentTokenOf(id, state);
    const admin = providerClients.proxyAdmin();
    noteHeldTokens(admin, state);
    const token = await unlessGone(admin.getToken(principal, tokenId));
    if (token === undefined) return undefined;
    const pending = await stillPending(admin, state.pendingRevocations ?? []);
    const offset = recordedClockOffset(state.serviceClockOffsetSeconds, measuredClockOffset(admin.serverNow()));
    const next = proxyTokenState(inputsOf(PROXY_TOKEN_INPUTS, state), token, state.token ?? null, offset);
    return withPending(next, pending, state.pendingRevocations !== undefined);
  },

  async update(id, olds, news, context) {
    const admin = providerClients.proxyAdmin();
    noteHeldTokens(admin, olds);
    // Everything that can fail runs before the new token exists: an update that throws after
    // the create would lose the new token's secret with the outputs the engine never saves.
    const pending = await revokeDue(admin, olds.pendingRevocations ?? [], serviceNowFromState(olds), revokeReasonOf(news));
    const keepList = olds.pendingRevocations !== undefined || news.revokeReplacedAfterHours !== undefined;
    const reasons = newTokenReasons(olds, news);
    // A new token without a grace period comes by a replacement, planned by diff; here only
    // when the window was entered between diff and update, and then by the next up.
    if (reasons.length === 0 || !rotatesInPlace(reasons, news)) {
      // Only the inputs kept in state change; the token and what the service said of it stay.
      return withPending({ ...olds, ...updatableInputs(PROXY_TOKEN_INPUTS, news) }, pending, keepList);
    }
    const grace = news.revokeReplacedAfterHours!;
    const principal = principalOf(news);
    const next = labelForNewToken(news.label, context, olds.label);
    // Only the resource's own label proves a token an interrupted rotation's; another's may be in use elsewhere.
    if (next.unique && next.label === olds.label) await sweepInterruptedRotations(admin, principal, olds, { ...news, label: next.label });
    const created = await createHeldToken(admin, principal, next, news.expiresInDays);
    const replacedAt = admin.serverNow();
    const old = currentTokenOf(id, olds);
    // A token already revoked or expired needs no revocation; revokeOnDelete false never revokes.
    const stillWorks = olds.status === "active" && news.revokeOnDelete && !(Date.parse(olds.expiresAt ?? "") <= replacedAt.getTime());
    if (stillWorks) {
      const entry = { tokenId: old.tokenId, prefix: olds.prefix ?? "", label: olds.label ?? "" };
      pending.push(pendingRevocationFor(entry, old.principal, replacedAt, grace));
    }
    const offset = recordedClockOffset(olds.serviceClockOffsetSeconds, measuredClockOffset(replacedAt));
    return withPending(proxyTokenState(news, created, created.token, offset), pending, true);
  },

  async delete(id, state) {
    const { principal, tokenId } = currentTokenOf(id, state);
    const admin = providerClients.proxyAdmin();
    const reason = revokeReasonOf(state);
    // Destroy ends every grace period: a token kept for consumers to switch has nothing left to switch to.
    await revokeAll(admin, state.pendingRevocations ?? [], reason);
    // revokeOnDelete: false leaves the current token working until it expires, for an overlap.
    if (!state.revokeOnDelete) return;
    // Already revoked is answered 200; gone (404) counts as deleted too.
    await unlessGone(admin.revokeToken(principal, tokenId, { reason }));
  },
}, providerClients);

/** Why the resource needs a new token now: the inputs that shape it and changed, else the lifetime reason. */
function newTokenReasons(olds: ProxyTokenState, news: ProxyTokenInputs): string[] {
  const changed = replacingInputs(PROXY_TOKEN_INPUTS, changedInputs(PROXY_TOKEN_INPUTS, olds, news));
  if (changed.length > 0) return changed;
  const lifetime = lifetimeReason(olds, news.rotateBeforeDays);
  return lifetime === undefined ? [] : [lifetime];
}

/**
 * Diff needs no credentials (a preview may run without them): when the client cannot be made,
 * there is nothing to note, as no update of this host could sweep either.
 */
function noteHeldTokensIfConfigured(state: ProxyTokenState): void {
  let admin: ProxyAdminClient;
  try {
    admin = providerClients.proxyAdmin();
  } catch {
    return;
  }
  noteHeldTokens(admin, state);
}

/**
 * The pending entries whose token still works. One the service revoked (by hand, or a later
 * up), expired or deleted needs nothing more, and leaves the list; the others are kept as
 * they were, so a refresh of an untouched stack changes nothing.
 */
async function stillPending(admin: ProxyAdminClient, pending: readonly PendingRevocation[]): Promise<PendingRevocation[]> {
  const kept: PendingRevocation[] = [];
  for (const entry of pending) {
    const token = await unlessGone(admin.getToken(principalOfPending(entry), entry.tokenId));
    if (token?.status === "active") kept.push(entry);
  }
  return kept;
}
