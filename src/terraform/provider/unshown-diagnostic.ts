import type { FailurePath } from "../../kit/check-failure";
import type { UnshownInput } from "../../kit/import";
import type { Diagnostic } from "../protocol/terraform-provider-interface";
import type { TfAttribute } from "../shapes/terraform-schema-file";
import { terraformPlaceOf } from "../shapes/terraform-place";
import { inTerraformTerms } from "./terraform-terms";

type Bag = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Bag {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Where `input` is, as HCL writes it. Under a tagged union whose tag GET does not show (a data
 * diff monitor's `datadiff`, `indb` or `inmem`), the kit's value tells no variant: the tag is
 * the choice of the union's attribute (`datadiff (\`indb\` or \`inmem\`)`), and a field is named
 * under each variant that has it (`datadiff.<indb|inmem>.primary_key`).
 */
function placeText(inputs: readonly TfAttribute[], input: UnshownInput, state: Bag): string {
  const inside = inTerraformTerms(input.place.slice(input.path.join(".").length));
  const [first, second] = input.path;
  const attribute = inputs.find((candidate) => candidate.key === first);
  const value = first === undefined ? undefined : state[first];
  const union = attribute?.union;
  if (attribute?.nested === undefined || union === undefined || !isObject(value) || value[union.tag] !== undefined) {
    return `${terraformPlaceOf(inputs, input.path as unknown as FailurePath, state).text}${inside}`;
  }
  const variants = attribute.nested.attributes;
  if (second === union.tag) return `${attribute.name} (${variants.map((variant) => `\`${variant.name}\``).join(" or ")})`;
  const having = variants.flatMap((variant) => {
    const text = terraformPlaceOf(inputs, input.path as unknown as FailurePath, { ...state, [first!]: { ...value, [union.tag]: variant.key } }).text;
    const prefix = `${attribute.name}.${variant.name}`;
    return text.startsWith(prefix) && text.length > prefix.length ? [{ variant: variant.name, rest: text.slice(prefix.length) }] : [];
  });
  if (having.length === 0) return `${attribute.name}${inside}`;
  const rests = new Set(having.map((each) => each.rest));
  if (rests.size === 1) {
    const names = having.map((each) => each.variant);
    return `${attribute.name}.${names.length === 1 ? names[0] : `<${names.join("|")}>`}${having[0]!.rest}${inside}`;
  }
  return having.map((each) => `${attribute.name}.${each.variant}${each.rest}${inside}`).join(" or ");
}

/**
 * The warning of an import whose GET could not show every argument (src/kit/import.ts): the
 * places, as HCL writes them, grouped by why, and what to do. An argument added at one of them
 * is taken as what Datafold holds: the next plan writes it to state without a request.
 */
export function unshownDiagnostic(typeName: string, id: string, inputs: readonly TfAttribute[], unshown: readonly UnshownInput[], state: Readonly<Record<string, unknown>>): Diagnostic {
  const groups = (required: boolean) => {
    const byReason = new Map<string, Set<string>>();
    for (const input of unshown.filter((each) => each.required === required)) {
      byReason.set(input.reason, (byReason.get(input.reason) ?? new Set()).add(placeText(inputs, input, state)));
    }
    return [...byReason].map(([reason, places]) => `  - ${[...places].join(", ")}: ${inTerraformTerms(reason)}.`);
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
