/**
 * For the policies' own tests: calls one policy as the analyzer of `@pulumi/policy` does.
 * `props` is the library's own unknown-checking proxy over the inputs the engine sends
 * (unknown values as the engine's sentinel), and `getConfig` gives what the pack's config
 * file set. Kept out of src/ so that it is not part of the package.
 */
import { unknownCheckingProxy, type ResourceValidationArgs, type ResourceValidationPolicy } from "@pulumi/policy";

/** The messages `policy` reports for a resource of `type` named `name`, with these inputs and config. */
export function reportedViolations(policy: ResourceValidationPolicy, type: string, name: string, props: Record<string, unknown>, config: object): string[] {
  const messages: string[] = [];
  const args = {
    type,
    props: unknownCheckingProxy({ ...props }),
    urn: `urn:pulumi:dev::proj::${type}::${name}`,
    name,
    opts: {},
    getConfig: () => config,
    notApplicable: () => {
      throw new Error("not used");
    },
  } as unknown as ResourceValidationArgs;
  const validate = policy.validateResource as (args: ResourceValidationArgs, report: (message: string) => void) => void;
  validate(args, (message) => messages.push(message));
  return messages;
}
