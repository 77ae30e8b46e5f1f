import type { FailurePath } from "../../kit/check-failure";
import type { UnshownInput } from "../../kit/import";
import type { Diagnostic } from "../protocol/terraform-provider-interface";
import type { TfAttribute } from "../shapes/terraform-schema-file";
import { terraformPlaceOf } from "../shapes/terraform-place";
import { inTerraformTerms } from "./terraform-terms";

/**
 * The warning of an import whose GET could not show every argument (src/kit/import.ts): the
 * places, as HCL writes them, grouped by why, and what to do. An argument added at one of them
 * is taken as what Datafold holds: the next plan writes it to state without a request.
 */
export function unshownDiagnostic(typeName: string, id: string, inputs: readonly TfAttribute[], unshown: readonly UnshownInput[], state: Readonly<Record<string, unknown>>): Diagnostic {
  const placeOf = (input: UnshownInput) => {
    const inside = input.place.slice(input.path.join(".").length);
    return `${terraformPlaceOf(inputs, input.path as unknown as FailurePath, state).text}${inTerraformTerms(inside)}`;
  };
  const groups = (required: boolean) => {
    const byReason = new Map<string, string[]>();
    for (const input of unshown.filter((each) => each.required === required)) byReason.set(input.reason, [...(byReason.get(input.reason) ?? []), placeOf(input)]);
    return [...byReason].map(([reason, places]) => `  - ${places.join(", ")}: ${reason}.`);
  };
  const required = groups(true);
  const optional = groups(false);
  return {
    severity: "warning",
    summary: `${typeName} ${id} was imported without what Datafold's API does not show`,
    detail: [
      ...(required.length === 0 ? [] : ["Required: set each in the configuration before the next plan:", ...required]),
      ...(optional.length === 0 ? [] : ["Optional: set each only if the configuration should manage it:", ...optional]),
      "An argument set at one of these places is taken as what Datafold holds: the next apply writes it to state without a " +
        "request, since the provider cannot compare it; a later change of it is applied as any change is.",
    ].join("\n"),
  };
}
