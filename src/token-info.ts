import * as wire from "./schemas/token";
import type { ProxyTokenInfo, Token } from "./types/token";

// ProxyTokenInfo is a view of the wire Token, declared in src/schemas/token.ts; its interface
// is generated into src/types/token.ts.
export type { ProxyTokenInfo };

/** Field by field, so that nothing the service might add (a secret above all) is passed on. */
export function toProxyTokenInfo(token: Token): ProxyTokenInfo {
  return wire.ProxyTokenInfo.from(token);
}
