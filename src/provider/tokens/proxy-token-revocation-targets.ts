import { NotFoundError } from "../../core/errors";
import type { Principal } from "../../core/principal";
import type { ProxyAdminClient } from "../../client/proxy-admin/proxy-admin-client";
import type { ActiveTokenSummary } from "./proxy-token-revocation-inputs";
import { activeTokensOf } from "./proxy-token-revocation-state";
import { unlessGone } from "../shared/unless-gone";

/**
 * The targeted form of a ProxyTokenRevocation (`tokenIds`): each listed token on its own,
 * by `{base_path}/{token_id}`, so that no other token of the principal is ever touched, and
 * so that it works for the proxy manager, whose tokens the API revokes only one by one.
 * One token after another: the lists are short (strays), and a request log in list order is
 * what a reader of it expects.
 */

/** What a targeted create or update reports besides the inputs. */
export interface ListedRevocation {
  /** The listed tokens this call revoked: those that were active, ascending. */
  readonly revokedTokenIds: number[];
  /** The listed tokens still active after it: normally none. */
  readonly activeTokens: ActiveTokenSummary[];
}

/**
 * Revokes each listed token that is active (GET, then DELETE with the reason), then reads
 * them back. A token already revoked keeps the reason it was revoked with; an expired one
 * works no more; one the service does not have for this principal (404, at the GET or the
 * DELETE) is gone. Each counts as done, and is not reported as revoked by this call.
 */
export async function revokeListed(admin: ProxyAdminClient, principal: Principal, tokenIds: readonly number[], reason: string): Promise<ListedRevocation> {
  const revoked: number[] = [];
  for (const tokenId of tokenIds) {
    const token = await unlessGone(admin.getToken(principal, tokenId));
    if (token?.status !== "active") continue;
    if (await revokedNow(admin, principal, tokenId, reason)) revoked.push(tokenId);
  }
  return { revokedTokenIds: revoked.sort((a, b) => a - b), activeTokens: await listedActive(admin, principal, tokenIds) };
}

/**
 * The listed tokens that are active, as state keeps them: what refresh reports as drift
 * (a token cannot be re-activated, so in practice none; the next up would revoke it).
 */
export async function listedActive(admin: ProxyAdminClient, principal: Principal, tokenIds: readonly number[]): Promise<ActiveTokenSummary[]> {
  const found = [];
  for (const tokenId of tokenIds) {
    const token = await unlessGone(admin.getToken(principal, tokenId));
    if (token !== undefined) found.push(token);
  }
  return activeTokensOf(found);
}

/** DELETE of one token: false when the service no longer has it (404). */
async function revokedNow(admin: ProxyAdminClient, principal: Principal, tokenId: number, reason: string): Promise<boolean> {
  try {
    await admin.revokeToken(principal, tokenId, { reason });
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}
