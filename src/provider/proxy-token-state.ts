import { PRINCIPAL_PATH_SEGMENT, type Principal } from "../principal";
import type { CreatedToken, Token } from "../schemas/token";
import { toProxyTokenInfo, type ProxyTokenInfo } from "../token-info";
import { STATE_ONLY_INPUTS, TOKEN_SHAPING_INPUTS, type ProxyTokenInputs } from "./proxy-token-inputs";

/**
 * What a ProxyToken holds in state: its inputs, then what the API says about the token (the
 * metadata getProxyTokens shows, the label being an input). Absent values are null, never
 * undefined (the provider host cannot send undefined).
 */
export interface ProxyTokenOutputs extends ProxyTokenInputs, Omit<ProxyTokenInfo, "id" | "label"> {
  readonly tokenId: number;
  /** The secret: returned by create only, then carried forward from state (null if state lost it). */
  readonly token: string | null;
  /** The service's time when this state was last read from it (create or refresh). */
  readonly checkedAt: string;
}

/** `users/<user_id>/<token_id>`, `service-principals/<client_id>/<token_id>`, `proxy-manager/<token_id>`. */
export function proxyTokenId(principal: Principal, tokenId: number): string {
  const segment = PRINCIPAL_PATH_SEGMENT[principal.type];
  return principal.type === "proxy_manager" ? `${segment}/${tokenId}` : `${segment}/${principal.id}/${tokenId}`;
}

/** The inputs part of a state object (outputs repeat the inputs). */
export function inputsOf(state: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const key of [...TOKEN_SHAPING_INPUTS, ...STATE_ONLY_INPUTS]) {
    if (state[key] !== undefined && state[key] !== null) inputs[key] = state[key];
  }
  return inputs;
}

/** State after create or refresh: the inputs, the API's view of the token, and the secret. */
export function proxyTokenOutputs(
  inputs: Readonly<Record<string, unknown>>,
  token: Token | CreatedToken,
  secret: string | null,
  checkedAt: Date,
): ProxyTokenOutputs {
  // The label is an input (the API echoes it); the metadata is the same view getProxyTokens gives.
  const { id: _id, label: _label, ...metadata } = toProxyTokenInfo(token);
  return {
    ...(inputsOf(inputs) as unknown as ProxyTokenInputs),
    tokenId: token.id,
    token: secret,
    ...metadata,
    checkedAt: checkedAt.toISOString(),
  };
}

/** Reads a ProxyToken id back into the principal and token id it names. */
export function parseProxyTokenId(id: string): { principal: Principal; tokenId: number } {
  const parts = id.split("/");
  const tokenId = Number(parts[parts.length - 1]);
  const valid = Number.isInteger(tokenId) && tokenId > 0;
  if (valid && parts.length === 2 && parts[0] === PRINCIPAL_PATH_SEGMENT.proxy_manager) {
    return { principal: { type: "proxy_manager" }, tokenId };
  }
  if (valid && parts.length === 3 && parts[1] !== "") {
    if (parts[0] === PRINCIPAL_PATH_SEGMENT.user) return { principal: { type: "user", id: parts[1]! }, tokenId };
    if (parts[0] === PRINCIPAL_PATH_SEGMENT.service_principal) {
      return { principal: { type: "service_principal", id: parts[1]! }, tokenId };
    }
  }
  throw new Error(
    `"${id}" is not a ProxyToken id: expected users/<user_id>/<token_id>, service-principals/<client_id>/<token_id> or proxy-manager/<token_id>.`,
  );
}
