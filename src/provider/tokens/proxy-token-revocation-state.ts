import { InvalidArgumentError } from "../../core/errors";
import { PRINCIPAL_PATH_SEGMENT, type Principal } from "../../core/principal";
import type { Token } from "../../types/token";
import type { ActiveTokenSummary } from "./proxy-token-revocation-inputs";

/** The active tokens of a listing, in the service's order, as state keeps them. */
export function activeTokensOf(tokens: readonly Token[]): ActiveTokenSummary[] {
  return tokens
    .filter((token) => token.status === "active")
    .map((token) => ({ id: token.id, prefix: token.prefix, label: token.label, createdAt: token.created_at, expiresAt: token.expires_at }));
}

/**
 * `users/<user_id>`, `service-principals/<client_id>` or `proxy-manager`: the principal whose
 * tokens are revoked, and nothing else. The listed `tokenIds` live in state, not in the id:
 * an update (a change of `tokenIds`, or adding or removing it) cannot change an id, and the
 * engine hands `read` and `delete` the state with the id, so the id need name only what
 * never changes without a replacement. Two revocations of one principal share an id, as
 * they always could.
 */
export function revocationId(principal: Principal): string {
  const segment = PRINCIPAL_PATH_SEGMENT[principal.type];
  return principal.type === "proxy_manager" ? segment : `${segment}/${principal.id}`;
}

/** Reads a ProxyTokenRevocation id back into the principal it names. */
export function parseRevocationId(id: string): Principal {
  const [segment, principalId, ...rest] = id.split("/");
  if (segment === PRINCIPAL_PATH_SEGMENT.proxy_manager && principalId === undefined) return { type: "proxy_manager" };
  if (rest.length === 0 && principalId !== undefined && principalId !== "") {
    if (segment === PRINCIPAL_PATH_SEGMENT.user) return { type: "user", id: principalId };
    if (segment === PRINCIPAL_PATH_SEGMENT.service_principal) return { type: "service_principal", id: principalId };
  }
  throw new InvalidArgumentError(
    "id",
    `${JSON.stringify(id)} is not a ProxyTokenRevocation id: expected users/<user_id>, service-principals/<client_id> or ` +
      "proxy-manager. If the state was edited by hand, restore the id the resource was created with. Nothing was sent.",
  );
}
