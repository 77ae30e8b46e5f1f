/**
 * `pulumi-datafold/provider`: what the provider host loads at run time. The serialized
 * provider stored in Pulumi state is a thin shell that `import()`s this entry by package
 * name (src/shells/provider-shell.ts), so the implementation is never captured in state
 * and an upgrade of the package fixes refresh and destroy of existing resources too
 * (docs/architecture.md). Nothing here loads `@pulumi/pulumi`: its types only check that
 * each provider is one the dynamic-provider host can call.
 */
// The contract of every shell ever stored in state: `configure`, then one object per
// resource kind with check, diff, create, read, update and delete. Pinned by
// test/api/public-api.test.ts; removing or renaming any of these breaks existing stacks.
import type * as pulumi from "@pulumi/pulumi";
import type { KitProvider } from "./kit/kit-provider";
import { dataDiffFlagsResource } from "./provider/data-diff-flags-provider";
import { proxyTokenResource } from "./provider/proxy-token-provider";
import { proxyTokenRevocationResource } from "./provider/proxy-token-revocation-provider";

export { configureProvider as configure } from "./provider/provider-config";
export type { StackConfig } from "./provider/provider-config";

export const proxyToken: KitProvider = proxyTokenResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const proxyTokenRevocation: KitProvider = proxyTokenRevocationResource.provider satisfies pulumi.dynamic.ResourceProvider;
export const dataDiffFlags: KitProvider = dataDiffFlagsResource.provider satisfies pulumi.dynamic.ResourceProvider;
