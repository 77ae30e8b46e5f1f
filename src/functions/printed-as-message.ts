// Its own module, apart from program-config.ts: the data functions' definitions (./definitions.ts)
// mark their errors too, and load no `@pulumi/pulumi` (the provider plugin runs them with its own clients).
import { DatafoldError } from "../core/errors";

/**
 * Marks one of our errors so that the Pulumi Node runtime, should it reach the runtime
 * unhandled, prints its message without a stack trace: a DatafoldError says what went wrong
 * and what to do, and a stack into this package's files would only bury that. The mark is the
 * one `pulumi.RunError.isInstance` looks for (a `__pulumiRunError` member that is true, the
 * SDK's way to recognise a RunError across copies of the SDK), non-enumerable so that it shows
 * nowhere else; the error keeps its class, `code` and properties, so a program that catches
 * it is not affected. Anything else is returned as it is.
 */
export function printedAsMessage(error: unknown): unknown {
  if (error instanceof DatafoldError && !Object.prototype.hasOwnProperty.call(error, "__pulumiRunError")) {
    Object.defineProperty(error, "__pulumiRunError", { value: true, enumerable: false });
  }
  return error;
}
