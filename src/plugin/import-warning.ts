import type { UnshownInput } from "../kit/import";

/**
 * The warning `pulumi import` prints under a resource whose GET could not show every input
 * (src/kit/import.ts): each input left out of the generated code, why, and what to do: the
 * required ones must be added before the next preview, the others only if the stack should
 * manage them. Added, a value is taken as the one Datafold holds: the next preview plans no
 * change for it, since the provider cannot compare it; the reasons say what a credential does.
 */
export function unshownWarning(resource: string, urn: string, id: string, unshown: readonly UnshownInput[]): string {
  const name = urn.split("::").at(-1);
  const required = unshown.filter((input) => input.required);
  const optional = unshown.filter((input) => !input.required);
  const line = (input: UnshownInput) => `  - ${input.place}: ${input.reason}`;
  return [
    `${resource} "${name}" (id ${id}) was imported without what Datafold's API does not show, so the generated code leaves it out:`,
    ...(required.length === 0 ? [] : ["Required: add each to the program before the next preview, or it fails naming it:", ...required.map(line)]),
    ...(optional.length === 0 ? [] : ["Optional: add each only if the stack should manage it:", ...optional.map(line)]),
    "An input added at one of these places is taken as what Datafold holds: the next preview plans no change for it, since the " +
      "provider cannot compare it; a later change of it is planned as any change is.",
  ].join("\n");
}
