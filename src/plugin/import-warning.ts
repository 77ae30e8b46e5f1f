import type { UnshownInput } from "../kit/import";

/**
 * The warning `pulumi import` prints under a resource whose GET could not show every input
 * (src/kit/import.ts): the inputs left out of the generated code, grouped by why, and what to
 * do: the required ones must be filled in before the next preview (the engine writes an empty
 * value for them), the others only if the stack should manage them. Added, a value is taken as
 * the one Datafold holds: the next preview plans no change for it, since the provider cannot
 * compare it; the reasons say what a credential does.
 */
export function unshownWarning(resource: string, urn: string, id: string, unshown: readonly UnshownInput[]): string {
  const name = urn.split("::").at(-1);
  const groups = (required: boolean) => {
    const byReason = new Map<string, string[]>();
    for (const input of unshown.filter((each) => each.required === required)) byReason.set(input.reason, [...(byReason.get(input.reason) ?? []), input.place]);
    return [...byReason].map(([reason, places]) => `  - ${places.join(", ")}: ${reason}.`);
  };
  const required = groups(true);
  const optional = groups(false);
  return [
    `${resource} "${name}" (id ${id}) was imported without what Datafold's API does not show, so the generated code leaves it out:`,
    ...(required.length === 0 ? [] : ["Required: fill each in before the next preview (the generated code holds an empty value, which fails naming it):", ...required]),
    ...(optional.length === 0 ? [] : ["Optional: add each only if the stack should manage it:", ...optional]),
    "An input added at one of these places is taken as what Datafold holds: the next preview plans no change for it, since the " +
      "provider cannot compare it; a later change of it is planned as any change is.",
  ].join("\n");
}
