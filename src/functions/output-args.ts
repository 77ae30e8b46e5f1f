import type * as pulumi from "@pulumi/pulumi";

// Its own module: the data functions' public declarations name it, and must not lead to the
// argument checks' declarations, which name zod's types.

/**
 * The arguments of a function's `...Output` form: each field, and each element of an
 * array field, may also be an Output or a Promise, as in every Pulumi package.
 */
export type OutputArgs<T> = {
  readonly [K in keyof T]: T[K] extends readonly (infer E)[] | undefined
    ? pulumi.Input<readonly pulumi.Input<E>[]>
    : pulumi.Input<T[K]>;
};
