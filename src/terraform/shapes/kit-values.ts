import { UNKNOWN, isUnknown, type TfValue } from "../protocol/terraform-provider-interface";
import { UNKNOWN_VALUE } from "../../kit/unknown-value";
import { placeOf, type PlaceStep, type TerraformPlace } from "./terraform-place";
import type { TfAttribute } from "./terraform-schema-file";

/*
 * Values between Terraform's shape (an object of the schema's attributes, snake_case, every one
 * present, null where unset; a tagged union as one attribute per variant) and the kit's (a
 * property bag of camelCase keys, unset ones left out; a tagged union as the variant's object
 * with its tag), read from the generated schema's attributes (terraform-schema-file.ts).
 * Every attribute is converted, the computed `id` of a resource too (under the key `id`): the
 * provider takes it out of, and puts it into, what the kit sees.
 */

type Bag = Record<string, unknown>;
type TfObject = { readonly [name: string]: TfValue };

/** A Terraform value the kit's shape cannot take: a tagged union with no variant, or several, set. */
export interface ShapeFailure {
  /** Names the place, says what is wrong and what to do. */
  readonly message: string;
  readonly place: TerraformPlace;
}

/** What {@link kitFromTerraform} makes of a value: the bag, and the places it could not convert (left out of it). */
export interface KitConversion {
  readonly bag: Bag;
  readonly failures: readonly ShapeFailure[];
}

/** Thrown by {@link terraformFromKit} for a kit value the schema cannot hold, naming the place. */
export class TerraformShapeError extends Error {
  constructor(
    message: string,
    readonly place: TerraformPlace,
  ) {
    super(message);
    this.name = "TerraformShapeError";
  }
}

function isTfObject(value: unknown): value is TfObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a Terraform value is, or holds, a value not known yet. */
export function containsUnknown(value: TfValue | undefined): boolean {
  if (isUnknown(value)) return true;
  if (Array.isArray(value)) return value.some(containsUnknown);
  if (isTfObject(value)) return Object.values(value).some(containsUnknown);
  return false;
}

/**
 * The kit's property bag of a Terraform object (a configuration, a plan or a state): camelCase
 * keys, null attributes left out (but inside an output's objects, see {@link isOutput}), a
 * tagged union's variant as its object with the tag. An
 * attribute whose value is or holds an unknown is the kit's UNKNOWN_VALUE as a whole (the kit
 * judges an input known or not). A tagged union with several variants set, or none where one
 * must be (a required attribute, an element of a list or map), is a failure naming the place.
 */
export function kitFromTerraform(attributes: readonly TfAttribute[], value: TfObject): KitConversion {
  const failures: ShapeFailure[] = [];
  const bag: Bag = {};
  for (const attribute of attributes) {
    const inner = value[attribute.name];
    if (inner === undefined || inner === null) continue;
    if (containsUnknown(inner)) {
      bag[attribute.key] = UNKNOWN_VALUE;
      continue;
    }
    const converted = kitValue(attribute, inner, [{ attribute: attribute.name }], failures);
    if (converted !== undefined) bag[attribute.key] = converted;
  }
  return { bag, failures };
}

/**
 * Whether an attribute is an output (neither required nor optional): its value is what the kit
 * wrote into state, never the configuration's. Inside an output's objects null stays null: the
 * kit's schemas of such fields say "none" with null (a pending revocation's `principalId` of the
 * proxy manager, an active token's `expiresAt` that never expires) and refuse a missing key,
 * whereas an input's null is Terraform's "not set", which the kit writes as a key left out.
 */
function isOutput(attribute: TfAttribute): boolean {
  return attribute.required !== true && attribute.optional !== true;
}

/** The kit's value of one attribute's (non-null) value; undefined when it counts as unset or failed. */
function kitValue(attribute: TfAttribute, value: TfValue, steps: readonly PlaceStep[], failures: ShapeFailure[]): unknown {
  if (isUnknown(value)) return UNKNOWN_VALUE;
  const nested = attribute.nested;
  if (nested === undefined) return plainKitValue(value);
  switch (nested.nesting) {
    case "single":
      return objectKitValue(attribute, value, steps, failures, attribute.required === true);
    case "list":
      if (!Array.isArray(value)) return plainKitValue(value);
      return value.map((element, index) => (element === null ? null : (objectKitValue(attribute, element, [...steps, { index }], failures, true) ?? null)));
    case "map":
      if (!isTfObject(value)) return plainKitValue(value);
      return Object.fromEntries(
        Object.entries(value).map(([key, element]) => [key, element === null ? null : (objectKitValue(attribute, element, [...steps, { key }], failures, true) ?? null)]),
      );
  }
}

/** A plain attribute's value as it is (lists, maps, dynamic values), unknowns as the kit's. */
function plainKitValue(value: TfValue): unknown {
  if (isUnknown(value)) return UNKNOWN_VALUE;
  if (Array.isArray(value)) return value.map(plainKitValue);
  if (isTfObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainKitValue(inner)]));
  return value;
}

/** One object of a nested attribute: its attributes' kit values, or the variant set of a tagged union. */
function objectKitValue(attribute: TfAttribute, value: TfValue, steps: readonly PlaceStep[], failures: ShapeFailure[], mustBeSet: boolean): unknown {
  if (!isTfObject(value)) return plainKitValue(value);
  const attributes = attribute.nested?.attributes ?? [];
  if (attribute.union === undefined) return fieldsKitValue(attributes, value, steps, failures, isOutput(attribute));
  const set = attributes.filter((variant) => value[variant.name] !== undefined && value[variant.name] !== null);
  if (set.length === 1) {
    const variant = set[0]!;
    const fields = kitValue(variant, value[variant.name]!, [...steps, { attribute: variant.name }], failures);
    return isTfObject(fields as TfValue) ? { [attribute.union.tag]: variant.key, ...(fields as Bag) } : fields;
  }
  if (set.length === 0 && !mustBeSet) return undefined;
  failures.push(unionFailure(attributes, set, placeOf(steps)));
  return undefined;
}

function fieldsKitValue(attributes: readonly TfAttribute[], value: TfObject, steps: readonly PlaceStep[], failures: ShapeFailure[], keepNulls: boolean): Bag {
  const bag: Bag = {};
  for (const attribute of attributes) {
    const inner = value[attribute.name];
    if (inner === null && keepNulls) bag[attribute.key] = null;
    if (inner === undefined || inner === null) continue;
    const converted = kitValue(attribute, inner, [...steps, { attribute: attribute.name }], failures);
    if (converted !== undefined) bag[attribute.key] = converted;
  }
  return bag;
}

/** "`<place>` must set exactly one of ...", with what was set and what to do. */
function unionFailure(variants: readonly TfAttribute[], set: readonly TfAttribute[], place: TerraformPlace): ShapeFailure {
  const names = variants.map((variant) => `\`${variant.name}\``).join(", ");
  const found =
    set.length === 0
      ? `it sets none. Set the one that says what it is, e.g. \`${place.text} = { ${variants[0]?.name ?? "…"} = { … } }\`.`
      : `it sets ${set.map((variant) => `\`${variant.name}\``).join(" and ")}. Keep one of them and remove the others.`;
  return { message: `${place.text} must set exactly one of ${names}: ${found}`, place };
}

/**
 * The Terraform object of a kit bag (a state, or planned inputs): every attribute, null where
 * the bag has no value, a tagged union's value as its variant's attribute (the others null),
 * the kit's UNKNOWN_VALUE as unknown. Keys the schema does not name are left out (the kit's
 * reserved keys are the caller's). A value the schema cannot hold (a union's tag no variant
 * has, an object where a list is due) throws a {@link TerraformShapeError} naming the place.
 */
export function terraformFromKit(attributes: readonly TfAttribute[], bag: Readonly<Bag>): TfObject {
  return objectTfValue(attributes, bag, []);
}

function objectTfValue(attributes: readonly TfAttribute[], bag: Readonly<Bag>, steps: readonly PlaceStep[]): TfObject {
  return Object.fromEntries(attributes.map((attribute) => [attribute.name, tfValue(attribute, bag[attribute.key], [...steps, { attribute: attribute.name }])]));
}

function tfValue(attribute: TfAttribute, value: unknown, steps: readonly PlaceStep[]): TfValue {
  if (value === undefined || value === null) return null;
  if (value === UNKNOWN_VALUE) return UNKNOWN;
  const nested = attribute.nested;
  if (nested === undefined) return plainTfValue(value, steps);
  switch (nested.nesting) {
    case "single":
      return nestedObjectTfValue(attribute, value, steps);
    case "list":
      if (!Array.isArray(value)) throw shapeError(steps, "a list", value);
      return value.map((element, index) => nestedObjectTfValue(attribute, element, [...steps, { index }]));
    case "map":
      if (!isBag(value)) throw shapeError(steps, "a map", value);
      return Object.fromEntries(Object.entries(value).map(([key, element]) => [key, nestedObjectTfValue(attribute, element, [...steps, { key }])]));
  }
}

function isBag(value: unknown): value is Bag {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One object of a nested attribute; for a tagged union, its variant's attribute set and the others null. */
function nestedObjectTfValue(attribute: TfAttribute, value: unknown, steps: readonly PlaceStep[]): TfValue {
  if (value === undefined || value === null) return null;
  if (value === UNKNOWN_VALUE) return UNKNOWN;
  if (!isBag(value)) throw shapeError(steps, "an object", value);
  const attributes = attribute.nested?.attributes ?? [];
  if (attribute.union === undefined) return objectTfValue(attributes, value, steps);
  const { tag } = attribute.union;
  const { [tag]: tagValue, ...fields } = value;
  if (tagValue === UNKNOWN_VALUE) return UNKNOWN;
  const variant = attributes.find((candidate) => candidate.key === String(tagValue));
  if (variant === undefined) {
    const keys = attributes.map((candidate) => JSON.stringify(candidate.key)).join(", ");
    throw new TerraformShapeError(`${placeOf(steps).text}: its ${tag} is ${JSON.stringify(tagValue) ?? "missing"}, which is none of ${keys}; this provider cannot hold it in Terraform's state`, placeOf(steps));
  }
  return Object.fromEntries(
    attributes.map((candidate) => [candidate.name, candidate === variant ? nestedObjectTfValue(variant, fields, [...steps, { attribute: variant.name }]) : null]),
  );
}

/** A plain attribute's value (a primitive, a list, a map, a dynamic value): as it is, absent as null, the kit's unknown as Terraform's. */
function plainTfValue(value: unknown, steps: readonly PlaceStep[]): TfValue {
  if (value === undefined || value === null) return null;
  if (value === UNKNOWN_VALUE) return UNKNOWN;
  if (Array.isArray(value)) return value.map((element, index) => plainTfValue(element, [...steps, { index }]));
  if (isBag(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainTfValue(inner, [...steps, { key }])]));
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  throw shapeError(steps, "text, a number, a boolean, a list or a map", value);
}

function shapeError(steps: readonly PlaceStep[], expected: string, value: unknown): TerraformShapeError {
  const place = placeOf(steps);
  const got = Array.isArray(value) ? "a list" : typeof value === "object" ? "an object" : `a ${typeof value}`;
  return new TerraformShapeError(`${place.text} must be ${expected} in Terraform's shape; the kit's value is ${got}`, place);
}
