export { ProxyToken } from "./proxy-token";
export type { ProxyTokenArgs } from "./proxy-token";
export type { ProxyTokenPendingRevocation } from "./pending-revocation";
export { DataDiffFlags } from "./data-diff-flags";
export type { DataDiffFlagsArgs } from "./data-diff-flags";
export { ProxyTokenRevocation } from "./proxy-token-revocation";
export type { ProxyTokenRevocationArgs, RevocationActiveToken } from "./proxy-token-revocation";
