import * as pulumi from "@pulumi/pulumi";
import { formatFieldPath } from "../core/format-issue-path";
import { mapAtPaths, type SecretPath } from "../kit/secret";
import { warnOnce } from "../program-config-warnings";

/** A value the program computes later (an Output or a promise): it cannot be looked into now. */
function isDeferred(value: unknown): boolean {
  return pulumi.Output.isInstance(value) || value instanceof Promise;
}

/**
 * The resource's args with every secret input (the places its definition marks with
 * `secret()`, src/kit/secret.ts) wrapped in `pulumi.secret`, so that the engine keeps it
 * encrypted in state, in the inputs and in the outputs, whatever the program passed. A place
 * inside an object the program computes as a whole (an Output of the object) cannot be reached:
 * the whole object is wrapped, never less.
 *
 * A credential written in the program as plain text is kept secret from here on, but it sits
 * in clear in the program's source and its history: the program is told once, as it is told of
 * a provider credential set in plain config (program-config-warnings.ts). The value is never
 * printed.
 */
export function withSecretInputs<T extends object>(resource: string, name: string, args: T, paths: readonly SecretPath[]): T {
  return mapAtPaths(
    args,
    paths,
    (value, path) => {
      if (typeof value === "string") {
        const [field, ...inside] = path as [string, ...string[]];
        warnOnce(
          `The input ${formatFieldPath(field, inside)} of ${resource} "${name}" is written in the program as plain text: Pulumi keeps it ` +
            "secret in state, but it sits in clear in your source and its history. Read it from secret config instead " +
            '(`pulumi config set --secret <key> <value>`, then `new pulumi.Config().requireSecret("<key>")`), and rotate it if the ' +
            "source was shared.",
        );
      }
      return pulumi.secret(value as pulumi.Input<unknown>);
    },
    isDeferred,
  ) as T;
}
