/**
 * `pulumi-datafold/provider`: what the provider host loads at run time. The serialized
 * provider stored in Pulumi state is a thin shell that `import()`s this entry by package
 * name (src/shells/provider-shell.ts), so the implementation is never captured in state
 * and an upgrade of the package fixes refresh and destroy of existing resources too
 * (docs/architecture.md). Nothing here imports `@pulumi/pulumi`.
 */
// The contract of every shell ever stored in state: `configure`, then one object per
// resource kind with check, diff, create, read, update and delete. Pinned by
// test/api/public-api.test.ts; removing or renaming any of these breaks existing stacks.
import { withPrincipalClaim } from "./provider/principal-claims";
import { proxyTokenProvider } from "./provider/proxy-token-provider";
import { proxyTokenRevocationProvider } from "./provider/proxy-token-revocation-provider";

export { configureProvider as configure } from "./provider/provider-config";
export type { StackConfig } from "./provider/provider-config";
export { dataDiffFlagsProvider as dataDiffFlags } from "./provider/data-diff-flags-provider";

// A ProxyToken and a ProxyTokenRevocation of the same principal would fight: each check records
// the principal it names, and the second of such a pair fails (src/provider/principal-claims.ts).
export const proxyToken = withPrincipalClaim("ProxyToken", proxyTokenProvider);
export const proxyTokenRevocation = withPrincipalClaim("ProxyTokenRevocation", proxyTokenRevocationProvider);
