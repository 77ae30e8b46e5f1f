import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { checkArguments, unknownArgument } from "../core/arguments";
import { InvalidArgumentError } from "../core/errors";
import { describeValue, type ExpectedKind } from "../core/describe-value";
import { printedAsMessage, reportedByTheRuntime } from "./program-config";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import type { OutputArgs } from "./output-args";

/**
 * Checks a data function's arguments before anything is sent. Unknown names are caught
 * here, one by one, because zod reports them at the root of the object, which would not
 * say which argument was wrong; values are then checked by the schema.
 */
export function checkFunctionArguments<S extends z.ZodObject>(schema: S, args: unknown, fn: string): z.output<S> {
  try {
    return checkedArguments(schema, args, fn);
  } catch (error) {
    // A bad argument is the caller's to fix: its message, without a stack into our files.
    throw printedAsMessage(error);
  }
}

function checkedArguments<S extends z.ZodObject>(schema: S, args: unknown, fn: string): z.output<S> {
  if (args === null || typeof args !== "object" || Array.isArray(args)) {
    throw new InvalidArgumentError(
      "args",
      `Invalid arguments to ${fn}: they must be an object of named arguments; got ${describeValue(args)}. Nothing was sent.`,
    );
  }
  const known = Object.keys(schema.shape);
  const unknown = Object.keys(args).find((name) => !known.includes(name));
  if (unknown !== undefined) throw unknownArgument(fn, unknown, known, "arguments");
  return checkArguments(schema, args, fn, "args");
}

/**
 * The zod error option of a required argument: a missing value says what to give, a value
 * of the wrong type says what it must be and what it was (zod alone says "expected number,
 * received undefined").
 */
export function requiredArgument(
  mustBe: string,
  give: string,
  expected?: ExpectedKind,
): { error: (issue: { input?: unknown }) => string } {
  return {
    error: (issue) =>
      issue.input === undefined ? `is required: give ${give}` : `must be ${mustBe}; got ${describeValue(issue.input, expected)}`,
  };
}

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
