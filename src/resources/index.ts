export { ProxyToken } from "./proxy-token";
export type { ProxyTokenArgs } from "./proxy-token";
export type { ProxyTokenPendingRevocation } from "./generated/proxy-token";
export { DataDiffFlags } from "./data-diff-flags";
export type { DataDiffFlagsArgs } from "./data-diff-flags";
export { ProxyTokenRevocation } from "./proxy-token-revocation";
export type { ProxyTokenRevocationArgs } from "./proxy-token-revocation";
export type { RevocationActiveToken } from "./generated/proxy-token-revocation";
