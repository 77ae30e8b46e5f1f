import type { AttributePath } from "../protocol/terraform-provider-interface";
import { UNKNOWN_VALUE } from "../../kit/unknown-value";
import type { FailurePath } from "../../kit/check-failure";
import type { TfAttribute } from "./terraform-schema-file";

/**
 * A place in a Terraform value, as a diagnostic gives it (`path`) and as a message names it
 * (`text`: `metric.table.filter`, `notifications[1].email.recipients`, `variables["x"].value`).
 */
export interface TerraformPlace {
  readonly path: AttributePath;
  /**
   * The positions in `path` that are a map's keys (tfplugin6's `element_key_string`), not
   * attribute names: both are strings in {@link AttributePath}.
   */
  readonly mapKeys: readonly number[];
  readonly text: string;
}

/** One step of a place: an attribute, a list's index, or a map's key. */
export type PlaceStep = { readonly attribute: string } | { readonly index: number } | { readonly key: string };

/** The place of `steps`. */
export function placeOf(steps: readonly PlaceStep[]): TerraformPlace {
  const path: (string | number)[] = [];
  const mapKeys: number[] = [];
  let text = "";
  for (const step of steps) {
    if ("attribute" in step) {
      path.push(step.attribute);
      text += text === "" ? step.attribute : `.${step.attribute}`;
    } else if ("index" in step) {
      path.push(step.index);
      text += `[${step.index}]`;
    } else {
      mapKeys.push(path.length);
      path.push(step.key);
      text += `[${JSON.stringify(step.key)}]`;
    }
  }
  return { path, mapKeys, text };
}

type Bag = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Bag {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The Terraform place of a kit failure's path (src/kit/check-failure.ts: the input's camelCase
 * key, then keys and indexes inside its value, a tagged union's fields directly under it): each
 * key as its attribute's name, and under a tagged union the variant's attribute, told by the
 * tag of the kit's value there (`bag`, the inputs the failure is about). Without the value, a
 * field only one variant has tells the variant; otherwise the place stops at the union. A step
 * the schema does not know (a key the kit refused as unknown) ends the place before it.
 */
export function terraformPlaceOf(attributes: readonly TfAttribute[], kitPath: FailurePath, bag?: Bag): TerraformPlace {
  const steps: PlaceStep[] = [];
  const [first, ...rest] = kitPath;
  const attribute = attributes.find((candidate) => candidate.key === first);
  if (attribute !== undefined) {
    steps.push({ attribute: attribute.name });
    descend(attribute, bag?.[first], rest, steps);
  }
  return placeOf(steps);
}

/** The steps inside `attribute`'s value for the kit's `rest`, pushed onto `steps`. */
function descend(attribute: TfAttribute, value: unknown, rest: readonly (string | number)[], steps: PlaceStep[]): void {
  if (rest.length === 0) return;
  const [step, ...after] = rest as [string | number, ...(string | number)[]];
  if (attribute.nested !== undefined) {
    if (attribute.nested.nesting === "single") return within(attribute, value, rest, steps);
    const element = elementStep(attribute.nested.nesting, step);
    if (element === undefined) return;
    steps.push(element);
    return within(attribute, valueAt(value, step), after, steps);
  }
  descendType(attribute.type ?? "dynamic", value, rest, steps);
}

/** Steps inside a plain type: indexes of lists, keys of maps, and anything inside a dynamic value as it is. */
function descendType(type: NonNullable<TfAttribute["type"]>, value: unknown, rest: readonly (string | number)[], steps: PlaceStep[]): void {
  if (rest.length === 0) return;
  const [step, ...after] = rest as [string | number, ...(string | number)[]];
  if (type === "dynamic") {
    for (const inner of rest) steps.push(typeof inner === "number" ? { index: inner } : { attribute: inner });
    return;
  }
  if (typeof type === "string" || type[0] === "object" || type[0] === "tuple") return;
  const element = elementStep(type[0] === "map" ? "map" : "list", step);
  if (element === undefined) return;
  steps.push(element);
  descendType(type[1], valueAt(value, step), after, steps);
}

function elementStep(nesting: "list" | "set" | "map", step: string | number): PlaceStep | undefined {
  if (nesting === "map") return typeof step === "string" ? { key: step } : undefined;
  return typeof step === "number" ? { index: step } : undefined;
}

/** Steps inside one object of a nested attribute (a variant's, for a tagged union). */
function within(attribute: TfAttribute, value: unknown, rest: readonly (string | number)[], steps: PlaceStep[]): void {
  if (rest.length === 0 || attribute.nested === undefined) return;
  const [step, ...after] = rest as [string | number, ...(string | number)[]];
  let fields = attribute.nested.attributes;
  if (attribute.union !== undefined) {
    // The tag is the union itself: which variant is set.
    if (step === attribute.union.tag) return;
    const variant = variantOf(attribute, value, step);
    if (variant?.nested === undefined) return;
    steps.push({ attribute: variant.name });
    fields = variant.nested.attributes;
  }
  const field = fields.find((candidate) => candidate.key === step);
  if (field === undefined) return;
  steps.push({ attribute: field.name });
  descend(field, valueAt(value, step), after, steps);
}

/** The variant a kit value of a tagged union is, by its tag; without one, the only variant having `field`. */
function variantOf(attribute: TfAttribute, value: unknown, field: string | number): TfAttribute | undefined {
  const variants = attribute.nested?.attributes ?? [];
  const tag = isObject(value) && attribute.union !== undefined ? value[attribute.union.tag] : undefined;
  if (typeof tag === "string" && tag !== UNKNOWN_VALUE) return variants.find((variant) => variant.key === tag);
  const having = variants.filter((variant) => variant.nested?.attributes.some((candidate) => candidate.key === field));
  return having.length === 1 ? having[0] : undefined;
}

function valueAt(value: unknown, step: string | number): unknown {
  if (typeof step === "number") return Array.isArray(value) ? value[step] : undefined;
  return isObject(value) ? value[step] : undefined;
}
