/**
 * `pulumi-datafold/provider`: what the provider host loads at run time. The serialized
 * provider stored in Pulumi state is a thin shell that `import()`s this entry by package
 * name (src/resources/provider-shell.ts), so the implementation is never captured in state
 * and an upgrade of the package fixes refresh and destroy of existing resources too
 * (DESIGN.md §2.1). Nothing here imports `@pulumi/pulumi`.
 */
export { configureProvider as configure, configLookupFrom } from "./provider/provider-config";
export type { StackConfig } from "./provider/provider-config";
export { proxyTokenProvider as proxyToken, DEFAULT_REVOKE_REASON } from "./provider/proxy-token-provider";
export { dataDiffFlagsProvider as dataDiffFlags } from "./provider/data-diff-flags-provider";
