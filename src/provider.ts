/**
 * `pulumi-datafold/provider`: what the provider host loads at run time. The serialized
 * provider stored in Pulumi state is a thin shell that `import()`s this entry by package
 * name (src/resources/provider-shell.ts), so the implementation is never captured in state
 * and an upgrade of the package fixes refresh and destroy of existing resources too
 * (docs/architecture.md). Nothing here imports `@pulumi/pulumi`.
 */
// The contract of every shell ever stored in state: `configure`, then one object per
// resource kind with check, diff, create, read, update and delete. Pinned by
// test/api/public-api.test.ts; removing or renaming any of these breaks existing stacks.
export { configureProvider as configure } from "./provider/provider-config";
export type { StackConfig } from "./provider/provider-config";
export { proxyTokenProvider as proxyToken } from "./provider/proxy-token-provider";
export { dataDiffFlagsProvider as dataDiffFlags } from "./provider/data-diff-flags-provider";
