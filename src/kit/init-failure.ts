/*
 * A create (or update) whose object exists but failed to become usable: a data source made by
 * POST whose connection test then failed. The API cannot delete it, so failing the create
 * plainly would leave it in Datafold with no stack tracking it. Pulumi has a path for this
 * (the provider protocol's `ErrorResourceInitFailed`): the engine records the resource, with
 * its id and state, as created with initialization errors, fails the update with the message,
 * and on the next `up` calls update again, even with no change, so the step is retried. Both
 * of the package's routes speak it: the dynamic-provider host and the plugin's server turn an
 * error that carries `id`, `properties` and `reasons` into that answer.
 */

/** Thrown by a definition's create or update: the object `resourceId` exists, in `state`, but failed as `message` says. */
export class ResourceInitError<S = unknown> extends Error {
  override readonly name = "ResourceInitError";
  constructor(
    message: string,
    readonly resourceId: string,
    readonly state: S,
  ) {
    super(message);
  }
}

/** The error as the engine's hosts read it: `id`, the state as `properties`, the message among `reasons`. */
export interface InitFailure extends Error {
  readonly id: string;
  properties: Record<string, unknown>;
  readonly reasons: string[];
}

/** The error a provider method throws for a {@link ResourceInitError}, its state already a property bag. */
export function initFailure(message: string, id: string, properties: Record<string, unknown>): InitFailure {
  return Object.assign(new Error(message), { id, properties, reasons: [message] });
}

/** Whether an error is an {@link InitFailure} (the plugin wraps the secrets of its properties). */
export function isInitFailure(error: unknown): error is InitFailure {
  return error instanceof Error && typeof (error as Partial<InitFailure>).id === "string" && typeof (error as Partial<InitFailure>).properties === "object";
}
