import type { ProxyAdminClient } from "../client/proxy-admin/proxy-admin-client";
import { forEngine } from "./check-properties";
import type { CheckFailure } from "./check-failure";
import { providerClients } from "./provider-config";
import {
  isDue,
  PENDING_REVOCATIONS_KEY,
  pendingRevocationFor,
  pendingRevocationsOf,
  serviceNowFromState,
  principalOfPending,
  type PendingRevocation,
} from "./pending-revocations";
import { checkProxyTokenInputs, principalOf, STATE_ONLY_INPUTS, type ProxyTokenInputs } from "./proxy-token-inputs";
import {
  createHeldToken,
  newTokenReasons,
  noteHeldTokens,
  revokeAll,
  revokeDue,
  revokeReasonOf,
  rotatesInPlace,
  sameInput,
  sweepInterruptedRotations,
} from "./proxy-token-rotation";
import {
  currentTokenOf,
  inputsOf,
  measuredClockOffset,
  proxyTokenId,
  proxyTokenOutputs,
  recordedClockOffset,
  rotatingProxyTokenId,
} from "./proxy-token-state";
import { unlessGone } from "./unless-gone";

export { DEFAULT_REVOKE_REASON } from "./proxy-token-rotation";

type Props = Record<string, unknown>;

/** The pending list as an output: kept when state had it or a grace period is set, else left out (old state stays as it was). */
function withPending(outs: object, pending: readonly PendingRevocation[], keep: boolean): Props {
  const result: Props = { ...outs };
  if (keep || pending.length > 0) result[PENDING_REVOCATIONS_KEY] = pending;
  else delete result[PENDING_REVOCATIONS_KEY];
  return result;
}

function hasGracePeriod(props: Props): props is Props & { revokeReplacedAfterHours: number } {
  return typeof props.revokeReplacedAfterHours === "number";
}

/**
 * The ProxyToken provider, run by the dynamic-provider host through the shell stored in state:
 * - create: GET {base_path} (the tokens before), POST {base_path}; the secret is kept in
 *   state from then on. A POST that fails after it was sent is reconciled before it is sent
 *   again (createTokenReconciled): no orphaned active token is left.
 * - read: GET {base_path}/{token_id} of the current token and of each token pending
 *   revocation; a 404 of the current one drops the resource from state, a pending one
 *   revoked, expired or gone leaves the list.
 * - update: state-only inputs; the revocation of pending tokens whose grace has passed; and,
 *   with `revokeReplacedAfterHours`, the rotation in place: the new token is created (after
 *   a sweep for the orphans of an interrupted rotation) and the old one joins the pending list.
 * - delete: DELETE {base_path}/{token_id} of the current token and of every pending one, with
 *   the reason; gone already counts as deleted.
 */
export const proxyTokenProvider = {
  async check(_olds: Props, news: Props): Promise<{ inputs: Props; failures: CheckFailure[] }> {
    const { inputs, failures } = checkProxyTokenInputs(news);
    // Settings too: a preview must fail on what would fail create, without a request.
    return { inputs, failures: forEngine([...failures, ...providerClients.settingsFailures("proxyAdmin")]) };
  },

  async diff(_id: string, olds: Props, news: Props) {
    noteHeldTokensIfConfigured(olds);
    const reasons = newTokenReasons(olds, news);
    // With a grace period the new token comes by an update, so the old one outlives this up.
    const replaces = rotatesInPlace(reasons, news) ? [] : reasons;
    // A pending token whose grace has passed must be revoked even when nothing else changed:
    // the engine calls update only for a resource whose diff reports a change.
    const serviceNow = serviceNowFromState(olds);
    const due = pendingRevocationsOf(olds).some((entry) => isDue(entry, serviceNow));
    const changes = reasons.length > 0 || due || STATE_ONLY_INPUTS.some((key) => !sameInput(olds[key], news[key]));
    // Create-before-delete (Pulumi's default): the new token exists before the old one is revoked.
    return { changes, replaces, deleteBeforeReplace: false };
  },

  async create(inputs: Props) {
    const checked = inputs as unknown as ProxyTokenInputs;
    const principal = principalOf(checked);
    const admin = providerClients.proxyAdmin();
    // An interrupted create is reconciled: its orphan is found and revoked, then it is sent again.
    const created = await createHeldToken(admin, principal, createParams(checked));
    const outs = proxyTokenOutputs(inputs, created, created.token, measuredClockOffset(admin.serverNow()));
    // With a grace period, the id must outlive the token: rotations keep it (docs/architecture.md).
    if (hasGracePeriod(inputs)) return { id: rotatingProxyTokenId(principal, created.id), outs: withPending(outs, [], true) };
    return { id: proxyTokenId(principal, created.id), outs };
  },

  async read(id: string, props: Props) {
    const { principal, tokenId } = currentTokenOf(id, props);
    const admin = providerClients.proxyAdmin();
    noteHeldTokens(admin, props);
    const token = await unlessGone(admin.getToken(principal, tokenId));
    // Gone from the service: no id tells the engine to drop it; the next up creates a new one.
    if (token === undefined) return {};
    const pending = await stillPending(admin, pendingRevocationsOf(props));
    const secret = typeof props.token === "string" ? props.token : null;
    // Returning the inputs keeps a refresh from showing the inputs as changed (the dynamic-provider
    // host passes a read's `inputs` on to the engine from @pulumi/pulumi 3.216 on).
    const offset = recordedClockOffset(props.serviceClockOffsetSeconds, measuredClockOffset(admin.serverNow()));
    const outs = withPending(proxyTokenOutputs(props, token, secret, offset), pending, PENDING_REVOCATIONS_KEY in props);
    return { id, props: outs, inputs: inputsOf(props) };
  },

  async update(id: string, olds: Props, news: Props) {
    const admin = providerClients.proxyAdmin();
    noteHeldTokens(admin, olds);
    // Everything that can fail runs before the new token exists: an update that throws after
    // the create would lose the new token's secret with the outputs the engine never saves.
    const pending = await revokeDue(admin, pendingRevocationsOf(olds), serviceNowFromState(olds), revokeReasonOf(news));
    const reasons = newTokenReasons(olds, news);
    const keepList = PENDING_REVOCATIONS_KEY in olds || hasGracePeriod(news);
    // A new token without a grace period comes by a replacement, planned by diff; here only
    // when the window was entered between diff and update, and then by the next up.
    if (reasons.length === 0 || !rotatesInPlace(reasons, news)) {
      const outs: Props = { ...olds };
      for (const key of STATE_ONLY_INPUTS) {
        if (news[key] === undefined || news[key] === null) delete outs[key];
        else outs[key] = news[key];
      }
      return { outs: withPending(outs, pending, keepList) };
    }
    const checked = news as unknown as ProxyTokenInputs & { revokeReplacedAfterHours: number };
    const principal = principalOf(checked);
    await sweepInterruptedRotations(admin, principal, olds, checked);
    const created = await createHeldToken(admin, principal, createParams(checked));
    const replacedAt = admin.serverNow();
    const old = currentTokenOf(id, olds);
    // A token already revoked or expired needs no revocation; revokeOnDelete false never revokes.
    const stillWorks =
      olds.status === "active" &&
      news.revokeOnDelete !== false &&
      !(typeof olds.expiresAt === "string" && Date.parse(olds.expiresAt) <= replacedAt.getTime());
    if (stillWorks) {
      const label = typeof olds.label === "string" ? olds.label : checked.label;
      const prefix = typeof olds.prefix === "string" ? olds.prefix : "";
      pending.push(pendingRevocationFor({ tokenId: old.tokenId, prefix, label }, old.principal, replacedAt, checked.revokeReplacedAfterHours));
    }
    const offset = recordedClockOffset(olds.serviceClockOffsetSeconds, measuredClockOffset(replacedAt));
    return { outs: withPending(proxyTokenOutputs(news, created, created.token, offset), pending, true) };
  },

  async delete(id: string, props: Props): Promise<void> {
    const { principal, tokenId } = currentTokenOf(id, props);
    const admin = providerClients.proxyAdmin();
    const reason = revokeReasonOf(props);
    // Destroy ends every grace period: a token kept for consumers to switch has nothing left to switch to.
    await revokeAll(admin, pendingRevocationsOf(props), reason);
    // revokeOnDelete: false leaves the current token working until it expires, for an overlap.
    if (props.revokeOnDelete === false) return;
    // Already revoked is answered 200; gone (404) counts as deleted too.
    await unlessGone(admin.revokeToken(principal, tokenId, { reason }));
  },
};

/**
 * Diff needs no credentials (a preview may run without them): when the client cannot be made,
 * there is nothing to note, as no update of this host could sweep either.
 */
function noteHeldTokensIfConfigured(state: Props): void {
  let admin: ProxyAdminClient;
  try {
    admin = providerClients.proxyAdmin();
  } catch {
    return;
  }
  noteHeldTokens(admin, state);
}

function createParams(checked: ProxyTokenInputs): { label: string; expiresInDays?: number } {
  return { label: checked.label, ...(checked.expiresInDays === undefined ? {} : { expiresInDays: checked.expiresInDays }) };
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
