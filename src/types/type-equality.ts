/**
 * Compile-time checks that a hand-written public type and the zod schema that checks the same
 * object describe exactly the same shape. Internal: no entry of the package exports these.
 *
 * The public types are written out (not `z.infer`) so that the shipped declarations do not
 * import zod: with the tsconfig `pulumi new typescript` generates (no `skipLibCheck`, no
 * `esModuleInterop`), zod's own declarations fail to compile in a user's project.
 */

/**
 * True when A and B are the same type: not merely assignable each way, but identical to the
 * compiler (optional versus required, readonly, index signatures and null all count).
 */
export type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Compiles only when given `true`: `type _X = Assert<Equals<A, B>>` fails the build when A and B differ. */
export type Assert<T extends true> = T;
