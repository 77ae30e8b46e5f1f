import * as pulumi from "@pulumi/pulumi";
import { reportedByTheRuntime } from "./program-config";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import type { OutputArgs } from "./output-args";

export type { OutputArgs };
export type { DataFunctionInvokeOptions, DataFunctionOutputOptions };


/**
 * Runs the Promise form `fn` once every input is resolved and every resource of `dependsOn`
 * is done. `apply` does not call it while an input or such a resource's id is unknown (in a
 * preview), so the result is then unknown as well, and the result is secret when an input was.
 */
export function outputForm<A, R>(
  fn: (args: A, opts?: DataFunctionInvokeOptions) => Promise<R>,
  args: OutputArgs<A>,
  opts: DataFunctionOutputOptions | undefined,
): pulumi.Output<R> {
  const { dependsOn, ...invokeOptions } = opts ?? {};
  const inputs: pulumi.Output<unknown> = pulumi.output(args);
  const ready = dependsOn === undefined ? inputs : pulumi.all([inputs, resourcesDone(dependsOn)]).apply(([resolved]) => resolved);
  // The cast only restates what `output` does (Inputs in, plain values out); `fn` checks them.
  return ready.apply((resolved) => reportedByTheRuntime(fn(resolved as A, invokeOptions)));
}

/**
 * An Output known once every resource is done: a custom resource's id is known only after
 * its create or update, and a component's URN once it is registered.
 */
function resourcesDone(dependsOn: NonNullable<DataFunctionOutputOptions["dependsOn"]>): pulumi.Output<unknown[]> {
  return pulumi.output(dependsOn).apply((resources) =>
    pulumi.all(
      (Array.isArray(resources) ? resources : [resources]).map((resource: pulumi.Resource) =>
        pulumi.CustomResource.isInstance(resource) ? resource.id : resource.urn,
      ),
    ),
  );
}
