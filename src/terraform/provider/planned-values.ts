import { isUnknown, UNKNOWN, type TfValue } from "../protocol/terraform-provider-interface";
import type { TfAttribute } from "../shapes/terraform-schema-file";

/*
 * OpenTofu's rules for a planned (and an applied) object: every attribute the configuration
 * sets is planned exactly as the configuration says, and the provider may choose only where the
 * configuration is silent and the attribute is computed. A plan that broke them would fail
 * ("Provider produced invalid plan"), and an apply that did would fail as "inconsistent result".
 */

type TfObject = { readonly [name: string]: TfValue };

function isObject(value: TfValue | undefined): value is TfObject {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !isUnknown(value);
}

/**
 * The object to plan (or to answer an apply with): the configuration's values where it sets
 * them, `basis`'s where it does not and the attribute is computed (a default, the service's
 * value of an observed input, an output), null elsewhere; nested objects alike, attribute by
 * attribute.
 */
export function plannedObject(attributes: readonly TfAttribute[], config: TfObject | null, basis: TfObject | null): TfObject {
  const planned: Record<string, TfValue> = {};
  for (const attribute of attributes) planned[attribute.name] = plannedValue(attribute, config?.[attribute.name] ?? null, basis?.[attribute.name] ?? null);
  return planned;
}

function plannedValue(attribute: TfAttribute, config: TfValue, basis: TfValue): TfValue {
  const settable = attribute.required === true || attribute.optional === true;
  if (!settable) return basis;
  if (config === null) return attribute.computed === true ? basis : null;
  if (isUnknown(config) || attribute.nested === undefined) return config;
  const { nesting, attributes } = attribute.nested;
  if (nesting === "single") return isObject(config) ? plannedObject(attributes, config, isObject(basis) ? basis : null) : config;
  if (nesting === "list" && Array.isArray(config)) {
    const bases = Array.isArray(basis) ? (basis as readonly TfValue[]) : [];
    return (config as readonly TfValue[]).map((element, i) => (isObject(element) ? plannedObject(attributes, element, isObject(bases[i]) ? (bases[i] as TfObject) : null) : element));
  }
  if (nesting === "map" && isObject(config)) {
    const bases = isObject(basis) ? basis : {};
    return Object.fromEntries(Object.entries(config).map(([key, element]) => [key, isObject(element) ? plannedObject(attributes, element, isObject(bases[key]) ? (bases[key] as TfObject) : null) : element]));
  }
  return config;
}

/** The object with every computed-only attribute not known until apply (an update's outputs may all change). */
export function withOutputsUnknown(attributes: readonly TfAttribute[], object: TfObject, keep: ReadonlySet<string> = new Set()): TfObject {
  const result: Record<string, TfValue> = { ...object };
  for (const attribute of attributes) {
    if (attribute.required !== true && attribute.optional !== true && !keep.has(attribute.name)) result[attribute.name] = UNKNOWN;
  }
  return result;
}

/**
 * The object with every computed input the configuration leaves out and no default fills
 * unknown: the service chooses it (a token's own label) or keeps its own (an observed input),
 * and a create or an update may change it.
 */
export function unknownWhereUnset(inputs: readonly TfAttribute[], config: TfObject, object: TfObject): TfObject {
  const result: Record<string, TfValue> = { ...object };
  for (const attribute of inputs) {
    if (attribute.computed === true && attribute.default === undefined && (config[attribute.name] ?? null) === null) result[attribute.name] = UNKNOWN;
  }
  return result;
}

/**
 * A state as OpenTofu stored it (JSON, of this or an earlier version's schema) as an object of
 * this schema: every attribute present, null where the stored state has none (one added since),
 * and attributes the schema no longer has left out.
 */
export function conformed(attributes: readonly TfAttribute[], stored: unknown): TfObject {
  const source = typeof stored === "object" && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const result: Record<string, TfValue> = {};
  for (const attribute of attributes) result[attribute.name] = conformedValue(attribute, source[attribute.name]);
  return result;
}

function conformedValue(attribute: TfAttribute, value: unknown): TfValue {
  if (value === undefined || value === null) return null;
  const nested = attribute.nested;
  if (nested === undefined) return value as TfValue;
  if (nested.nesting === "single") return conformed(nested.attributes, value);
  if (nested.nesting === "list") return Array.isArray(value) ? value.map((element) => conformed(nested.attributes, element)) : null;
  return typeof value === "object" ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, element]) => [key, conformed(nested.attributes, element)])) : null;
}
