// Its own module, apart from function-arguments.ts: the public declarations that name these
// options must not lead to the argument checks', which name zod's types.
import type * as pulumi from "@pulumi/pulumi";
import type { DataFunctionOptions } from "./program-config";

/**
 * The options of a data function's Promise form: Pulumi's invoke options, as every Pulumi
 * package takes them. Our data functions call the Datafold API from the program itself, not
 * through a provider, so `provider`, `parent`, `version` and `pluginDownloadURL` are accepted
 * and have no effect. The client tuning once passed here (`timeoutMs`, `retry`, ...) still
 * works, deprecated: see {@link DataFunctionOptions}.
 */
export type DataFunctionInvokeOptions = pulumi.InvokeOptions & DataFunctionOptions;

/**
 * The options of a data function's `...Output` form: {@link DataFunctionInvokeOptions} and
 * `dependsOn`. Declared here rather than taken from `pulumi.InvokeOutputOptions`, which the
 * oldest `@pulumi/pulumi` this package supports (3.139) does not have; the waiting is done
 * here too, so it behaves the same on every supported version.
 */
export type DataFunctionOutputOptions = DataFunctionInvokeOptions & {
  /**
   * Resources to wait for before the call: a custom resource (such as a ProxyToken) until it
   * is created or updated (its id is known), a component resource until it is registered.
   * In a preview, while a resource waited for is still to be created, the call is not made
   * and its result is unknown, as for an argument that is not known yet.
   */
  readonly dependsOn?: pulumi.Input<pulumi.Input<pulumi.Resource>[]> | pulumi.Input<pulumi.Resource>;
};
