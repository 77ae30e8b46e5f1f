import { isDeepStrictEqual } from "node:util";
import { createTokenReconciled } from "../client/reconciled-create";
import { forEngine } from "./check-properties";
import type { CheckFailure } from "./check-failure";
import { providerClients } from "./provider-config";
import {
  checkProxyTokenInputs,
  principalOf,
  STATE_ONLY_INPUTS,
  TOKEN_SHAPING_INPUTS,
  type ProxyTokenInputs,
} from "./proxy-token-inputs";
import {
  inputsOf,
  measuredClockOffset,
  parseProxyTokenId,
  proxyTokenId,
  proxyTokenOutputs,
  recordedClockOffset,
} from "./proxy-token-state";
import { unlessGone } from "./unless-gone";
import { isUnknown } from "./unknown-value";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Recorded on the token when no `revokeReason` is given, so an audit can tell who revoked it. */
export const DEFAULT_REVOKE_REASON = "Revoked by Pulumi (pulumi-datafold): the ProxyToken resource was replaced or deleted";

type Props = Record<string, unknown>;

/** Equal inputs, with null and absent meaning the same ("not set"). */
function sameInput(old: unknown, next: unknown): boolean {
  if (isUnknown(next)) return false;
  return isDeepStrictEqual(old ?? null, next ?? null);
}

/**
 * "Now" for the rotation window: the later of this machine's clock and the service's clock as
 * the recorded offset gives it. The service decides expiry, so a refresh against it is what a
 * scheduled rotation relies on; a lagging CI clock cannot delay it. Diff makes no request (a
 * preview must not), hence the offset recorded in state.
 */
function rotationNow(olds: Props): number {
  const offset = typeof olds.serviceClockOffsetSeconds === "number" ? olds.serviceClockOffsetSeconds : 0;
  return Date.now() + Math.max(0, offset) * 1000;
}

/** Why the current token must be replaced even though no token-shaping input changed. */
function replacementForLifetime(olds: Props, news: Props): string | undefined {
  if (olds.status === "revoked" || olds.status === "expired") return "status";
  const expiresAt = typeof olds.expiresAt === "string" ? Date.parse(olds.expiresAt) : NaN;
  if (Number.isNaN(expiresAt)) return undefined;
  const now = rotationNow(olds);
  if (expiresAt <= now) return "status";
  const window = news.rotateBeforeDays;
  if (typeof window === "number" && expiresAt - now <= window * DAY_MS) return "expiresAt";
  return undefined;
}

/**
 * The ProxyToken provider, run by the dynamic-provider host through the shell stored in state:
 * - create: GET {base_path} (the tokens before), POST {base_path}; the secret is kept in
 *   state from then on. A POST that fails after it was sent is reconciled before it is sent
 *   again (createTokenReconciled): no orphaned active token is left.
 * - read: GET {base_path}/{token_id}; a 404 drops the token from state.
 * - update: state only (revokeReason, revokeOnDelete, rotateBeforeDays); no API call.
 * - delete: DELETE {base_path}/{token_id} with the reason; gone already counts as deleted.
 */
export const proxyTokenProvider = {
  async check(_olds: Props, news: Props): Promise<{ inputs: Props; failures: CheckFailure[] }> {
    const { inputs, failures } = checkProxyTokenInputs(news);
    return { inputs, failures: forEngine(failures) };
  },

  async diff(_id: string, olds: Props, news: Props) {
    const replaces: string[] = TOKEN_SHAPING_INPUTS.filter((key) => !sameInput(olds[key], news[key]));
    const lifetime = replaces.length === 0 ? replacementForLifetime(olds, news) : undefined;
    if (lifetime !== undefined) replaces.push(lifetime);
    const changes = replaces.length > 0 || STATE_ONLY_INPUTS.some((key) => !sameInput(olds[key], news[key]));
    // Create-before-delete (Pulumi's default): the new token exists before the old one is revoked.
    return { changes, replaces, deleteBeforeReplace: false };
  },

  async create(inputs: Props) {
    const checked = inputs as unknown as ProxyTokenInputs;
    const principal = principalOf(checked);
    const admin = providerClients.proxyAdmin();
    // An interrupted create is reconciled: its orphan is found and revoked, then it is sent again.
    const created = await createTokenReconciled(admin, principal, {
      label: checked.label,
      ...(checked.expiresInDays === undefined ? {} : { expiresInDays: checked.expiresInDays }),
    });
    return {
      id: proxyTokenId(principal, created.id),
      outs: proxyTokenOutputs(inputs, created, created.token, measuredClockOffset(admin.serverNow())),
    };
  },

  async read(id: string, props: Props) {
    const { principal, tokenId } = parseProxyTokenId(id);
    const admin = providerClients.proxyAdmin();
    const token = await unlessGone(admin.getToken(principal, tokenId));
    // Gone from the service: no id tells the engine to drop it; the next up creates a new one.
    if (token === undefined) return {};
    const secret = typeof props.token === "string" ? props.token : null;
    // Returning the inputs keeps a refresh from showing the inputs as changed (the dynamic-provider
    // host passes a read's `inputs` on to the engine from @pulumi/pulumi 3.216 on).
    const offset = recordedClockOffset(props.serviceClockOffsetSeconds, measuredClockOffset(admin.serverNow()));
    return { id, props: proxyTokenOutputs(props, token, secret, offset), inputs: inputsOf(props) };
  },

  async update(_id: string, olds: Props, news: Props) {
    const outs: Props = { ...olds };
    for (const key of STATE_ONLY_INPUTS) {
      if (news[key] === undefined || news[key] === null) delete outs[key];
      else outs[key] = news[key];
    }
    return { outs };
  },

  async delete(id: string, props: Props): Promise<void> {
    // revokeOnDelete: false leaves the old token working until it expires, for an overlap.
    if (props.revokeOnDelete === false) return;
    const { principal, tokenId } = parseProxyTokenId(id);
    const reason = typeof props.revokeReason === "string" ? props.revokeReason : DEFAULT_REVOKE_REASON;
    // Already revoked is answered 200; gone (404) counts as deleted too.
    await unlessGone(providerClients.proxyAdmin().revokeToken(principal, tokenId, { reason }));
  },
};
