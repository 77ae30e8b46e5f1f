// Its own module: the provider's public declarations name it, and must not lead to the
// property checks' declarations, which name zod's types.

/** One bad input, as `check` reports it to the engine: `pulumi up` prints both. */
export interface CheckFailure {
  /** The input's name, such as `expiresInDays`. */
  readonly property: string;
  /** What is wrong with its value and what to do. */
  readonly reason: string;
}
