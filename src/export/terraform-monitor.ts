/**
 * One exported monitor in Terraform's shape: the arguments of its `datafold_<kind>_monitor`
 * resource as the provider's import reads them (the kit's inputs through the schema's converter,
 * src/terraform/shapes/), and where each part GET cannot show goes, under its Terraform name.
 *
 * A tagged union whose tag GET cannot show (a data diff in one data source: `indb` or `inmem`)
 * has no Terraform form, since the tag is the name of the variant's attribute; it is written
 * under a name that is no variant, the variants' names joined by `_or_` (`indb_or_inmem`), which
 * the user renames, and which `tofu plan` refuses until then. What the union's value shows is
 * what its variants share (a data diff's two datasets), so it converts alike as any of them.
 */
import type { FailurePath } from "../kit/check-failure";
import type { TfValue } from "../terraform/protocol/terraform-provider-interface";
import { terraformFromKit } from "../terraform/shapes/kit-values";
import { resourceTypeName } from "../terraform/shapes/naming";
import { terraformPlaceOf } from "../terraform/shapes/terraform-place";
import type { TfAttribute, TfResourceSchema } from "../terraform/shapes/terraform-schema-file";
import { RESOURCE_OF_KIND, type ExportedMonitor } from "./exported-monitor";

type Bag = Record<string, unknown>;
type TfObject = { readonly [name: string]: TfValue };

/** A place in the Terraform value: attribute names, list indexes and map keys. */
export type TfPath = readonly (string | number)[];

/** A part of the monitor GET cannot show, by its Terraform name. */
export interface UnshownPart {
  /** As the kit names it: `datadiff.primaryKey`. */
  readonly field: string;
  /** As messages name it: `datadiff.inmem.primary_key`, `test.tables[0].columns`. */
  readonly name: string;
  /** The object its comment goes in: the nearest one the value has at or above where it would be. */
  readonly commentAt: TfPath;
  /** For a union's tag: the placeholder the variant is written under, and the variants' names. */
  readonly variant?: { readonly placeholder: string; readonly names: readonly string[] };
}

export interface TerraformMonitor {
  readonly monitor: ExportedMonitor;
  /** `datafold_metric_monitor`. */
  readonly type: string;
  /** The resource's arguments: the configurable attributes with a value, those equal to their default left out. */
  readonly arguments: TfObject;
  readonly missingRequired: readonly UnshownPart[];
  readonly unshownOptional: readonly UnshownPart[];
}

/** The monitor in Terraform's shape, from the provider's schema of its kind. */
export function terraformMonitor(monitor: ExportedMonitor, resources: Readonly<Record<string, TfResourceSchema>>): TerraformMonitor {
  const type = resourceTypeName(RESOURCE_OF_KIND[monitor.kind]);
  const schema = resources[type];
  if (schema === undefined) throw new Error(`the Terraform schema has no resource ${type} for a ${monitor.kind} monitor: regenerate it (npm run generate).`);
  const attributes = schema.attributes;
  // Each union whose tag GET cannot show is converted as its first variant, then renamed.
  const tags = monitor.missingRequiredFields.map((field) => unshownTag(attributes, kitPath(field), monitor.inputs)).filter((tag) => tag !== undefined);
  let bag: Bag = { ...monitor.inputs };
  for (const tag of tags) bag = withValueAt(bag, [...tag.unionPath, tag.tag], tag.variants[0]!.key);
  let value: TfObject = terraformFromKit(attributes, bag);
  for (const tag of tags) value = renamedAt(value, tag.place, tag.variants[0]!.name, placeholderOf(tag.variants));
  const partOf = (field: string): UnshownPart => {
    const path = kitPath(field);
    const tag = tags.find((candidate) => sameSteps(candidate.kitPath, path));
    if (tag !== undefined) {
      const variant = { placeholder: placeholderOf(tag.variants), names: tag.variants.map((candidate) => candidate.name) };
      return { field, name: placeText([...tag.place, variant.placeholder]), commentAt: objectAt(value, tag.place), variant };
    }
    const place = fieldPlace(attributes, path, bag, tags);
    const rest = field.slice(kitText(path).length);
    const name = placeText(place) + rest;
    return { field, name, commentAt: objectAt(value, rest === "" ? place.slice(0, -1) : place) };
  };
  return {
    monitor,
    type,
    arguments: argumentsOf(attributes, value),
    missingRequired: monitor.missingRequiredFields.map(partOf),
    unshownOptional: monitor.unshownOptionalFields.map(partOf),
  };
}

/** A union whose tag GET cannot show: where it is, in the kit's value and in Terraform's, and its variants. */
interface UnshownTag {
  readonly kitPath: FailurePath;
  readonly unionPath: readonly (string | number)[];
  readonly tag: string;
  readonly place: TfPath;
  readonly variants: readonly TfAttribute[];
}

function unshownTag(attributes: readonly TfAttribute[], path: FailurePath, inputs: Readonly<Bag>): UnshownTag | undefined {
  if (path.length < 2) return undefined;
  const unionPath = path.slice(0, -1) as unknown as FailurePath;
  const place = terraformPlaceOf(attributes, unionPath, inputs).path;
  const union = attributeAt(attributes, place);
  if (union?.union === undefined || union.union.tag !== path.at(-1) || union.nested === undefined) return undefined;
  return { kitPath: path, unionPath, tag: union.union.tag, place, variants: union.nested.attributes };
}

/** The name a union's variant is written under while its tag is unknown: `indb_or_inmem`. */
function placeholderOf(variants: readonly TfAttribute[]): string {
  return variants.map((variant) => variant.name).join("_or_");
}

/**
 * The Terraform place of a kit path. Under a union whose tag is unknown, a field every variant
 * has is named under the placeholder (`datadiff.indb_or_inmem.primary_key`), one only some
 * have under the first of them (`datadiff.inmem.column_rules`).
 */
function fieldPlace(attributes: readonly TfAttribute[], path: FailurePath, bag: Bag, tags: readonly UnshownTag[]): TfPath {
  const tag = tags.find((candidate) => path.length > candidate.unionPath.length && sameSteps(path.slice(0, candidate.unionPath.length), candidate.unionPath));
  if (tag === undefined) return terraformPlaceOf(attributes, path, bag).path;
  const places = tag.variants.map((variant) => terraformPlaceOf(attributes, path, withValueAt(bag, [...tag.unionPath, tag.tag], variant.key)).path);
  const deepest = Math.max(...places.map((place) => place.length));
  const reaching = places.filter((place) => place.length === deepest);
  if (reaching.length < places.length) return reaching[0]!;
  const named = [...places[0]!];
  if (named.length > tag.place.length) named[tag.place.length] = placeholderOf(tag.variants);
  return named;
}

/** The attribute a Terraform place names (indexes and map keys step into a nested attribute's elements). */
function attributeAt(attributes: readonly TfAttribute[], place: TfPath): TfAttribute | undefined {
  let fields = attributes;
  let found: TfAttribute | undefined;
  for (const step of place) {
    const named = typeof step === "string" ? fields.find((candidate) => candidate.name === step) : undefined;
    if (named === undefined) {
      // An index or a map's key: the same attribute, one of its elements.
      if (found?.nested === undefined || found.nested.nesting === "single") return undefined;
      continue;
    }
    found = named;
    fields = named.nested?.attributes ?? [];
  }
  return found;
}

/**
 * A kit path as `unknownFields` names it (`test.tables[0].columns`) as steps; it stops before a
 * step that is not one place (`test.tables[1...]`, every table after the first).
 */
function kitPath(field: string): FailurePath {
  const steps: (string | number)[] = [];
  for (const match of field.matchAll(/([^.[\]]+)|\[(\d+)\]|(\[[^\]]*\])/g)) {
    if (match[3] !== undefined) break;
    steps.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
  }
  return steps as unknown as FailurePath;
}

/** The text of a kit path's steps, as `unknownFields` writes them. */
function kitText(path: readonly (string | number)[]): string {
  return path.map((step, index) => (typeof step === "number" ? `[${step}]` : index === 0 ? step : `.${step}`)).join("");
}

/** A Terraform place as messages name it: `datadiff.inmem.primary_key`, `test.tables[0].columns`, `variables["x"]`. */
export function placeText(place: TfPath): string {
  return place.map((step, index) => (typeof step === "number" ? `[${step}]` : /^[a-z_][a-z0-9_]*$/.test(step) ? (index === 0 ? step : `.${step}`) : `[${JSON.stringify(step)}]`)).join("");
}

function sameSteps(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length === b.length && a.every((step, index) => step === b[index]);
}

function isObject(value: unknown): value is Bag {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stepInto(value: unknown, step: string | number): unknown {
  if (typeof step === "number") return Array.isArray(value) ? value[step] : undefined;
  return isObject(value) ? value[step] : undefined;
}

/** The nearest place at or above `place` whose value is an object (not a list): where a comment about `place` can go. */
function objectAt(root: TfObject, place: TfPath): TfPath {
  for (let length = place.length; length > 0; length--) {
    let value: unknown = root;
    for (const step of place.slice(0, length)) value = stepInto(value, step);
    if (isObject(value)) return place.slice(0, length);
  }
  return [];
}

/** A copy of `bag` with `value` at `path` (objects made where there are none). */
function withValueAt(bag: Bag, path: readonly (string | number)[], value: unknown): Bag {
  const [step, ...rest] = path;
  if (step === undefined) return bag;
  const inner = stepInto(bag, step);
  const next = rest.length === 0 ? value : withValueAt(isObject(inner) ? inner : {}, rest, value);
  return { ...bag, [step]: next };
}

/** A copy of `value` with the attribute `from` of the object at `place` renamed `to`. */
function renamedAt(value: TfObject, place: TfPath, from: string, to: string): TfObject {
  const [step, ...rest] = place;
  if (step === undefined) return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name === from ? to : name, inner]));
  const inner = stepInto(value, step);
  if (typeof step === "number" || !isObject(inner)) return value;
  return { ...value, [step]: renamedAt(inner as TfObject, rest, from, to) };
}

/**
 * The attributes a configuration gives: not those only the provider computes (`id`,
 * `monitor_id`), not null ones, not those equal to their default (the provider plans the
 * default when the argument is left out, as the TypeScript export leaves `tags: []` out). The
 * schema gives defaults to a resource's own attributes only (the kit's inputs' defaults).
 */
function argumentsOf(attributes: readonly TfAttribute[], value: TfObject): TfObject {
  const given: Record<string, TfValue> = {};
  for (const attribute of attributes) {
    const inner = value[attribute.name];
    if (inner === undefined || inner === null) continue;
    if (attribute.computed === true && attribute.required !== true && attribute.optional !== true) continue;
    if (attribute.default !== undefined && sameValue(inner, terraformFromKit([attribute], { [attribute.key]: attribute.default })[attribute.name])) continue;
    given[attribute.name] = inner;
  }
  return given;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
