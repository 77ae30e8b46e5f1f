/**
 * The Terraform provider's schema, src/terraform/generated/terraform-schema.json (its form:
 * src/terraform/shapes/terraform-schema-file.ts), generated from the one source the Pulumi
 * package schema is written from (pulumi-schema.ts): the kit definitions of RESOURCES, the data
 * functions of DATA_FUNCTIONS, the components of COMPONENTS (each a data source: Terraform has no
 * components) and the settings table, each field read by the one walk from zod
 * to the type model (type-model.ts), named shapes resolved and unions told apart as the Pulumi
 * schema does (object-shapes.ts).
 *
 * What Terraform's shape says of a kit field:
 * - names: `datafold_<snake(Name)>`, data sources by the function without `get`, attributes
 *   snake_case of the kit's key (src/terraform/shapes/naming.ts, which the runtime reads too);
 *   every resource has a computed `id`;
 * - inputs: required as the kit requires them; a kit default, optional + computed with that
 *   `default`; observed, optional + computed (state holds the service's value when the
 *   configuration leaves it out); `replaces`, `requiresReplace`; credentials, `sensitive`;
 * - outputs: computed, `secret` ones sensitive; data sources: arguments optional or required,
 *   the result's fields computed;
 * - types: string, number, bool, list, map and dynamic; objects as nested attributes; null
 *   widened to its inner type (Terraform's null is "not set"); a TAGGED union of objects one
 *   nested attribute per variant (`union`), an untagged one merged as the Pulumi schema merges it;
 *   a list or map whose elements hold a value of any type, dynamic as a whole (cty's elements
 *   are of one type).
 * A place Terraform cannot express (a tuple, a list of lists of objects) fails the generation,
 * naming it.
 */
import type { z } from "zod";
import { SETTINGS, type SettingDefinition } from "../../src/client/settings/known-settings";
import type { DataFunctionDefinition } from "../../src/functions/data-function";
import type { ResourceDefinition } from "../../src/kit/define-resource";
import type { Field, Fields } from "../../src/kit/fields";
import { secretPathsOf } from "../../src/kit/secret";
import { MONITORS_FROM_YAML } from "../../src/monitors-yaml/component-spec";
import { MONITOR_RESOURCES } from "../../src/monitors-yaml/to-inputs";
import { COMPONENTS, DATA_FUNCTIONS, RESOURCES as PACKAGE_RESOURCES } from "../../src/registry";
import type { CtyType } from "../../src/terraform/protocol/terraform-provider-interface";
import { attributeName, dataSourceTypeName, isAttributeName, MONITORS_YAML_DATA_SOURCE, monitorsAttributeName, resourceTypeName, variantName } from "../../src/terraform/shapes/naming";
import type { TerraformSchemaFile, TfAttribute, TfBlock, TfDataSourceSchema, TfResourceSchema } from "../../src/terraform/shapes/terraform-schema-file";
import { terraformNames, terraformText } from "../../src/terraform/shapes/terraform-text";
import { isAbsence, flatMembers, isObjectLike, memberShapesOf, objectShapeOf, tagOf, withAllowedValues, type ObjectShape, type ResolveShape } from "./object-shapes";
import { argumentFields, markdown, shapeRegistry } from "./pulumi-schema";
import { REPO_ROOT } from "./shape-files";
import { metaOf, modelOf, type FieldNode, type TypeNode } from "./type-model";

/** Where the schema is written, relative to the repository. */
export const TERRAFORM_SCHEMA_PATH = "src/terraform/generated/terraform-schema.json";

/** Thrown for a field Terraform's schema cannot express, or a name it cannot take; the message names the place. */
export class TerraformSchemaError extends Error {}

/** The resources, as the kit defines them. */
const RESOURCES = PACKAGE_RESOURCES.map((resource) => resource.definition) as unknown as readonly ResourceDefinition<Fields, Fields>[];

/**
 * Names a resource's or data source's top level cannot take: OpenTofu reads them as its own
 * meta-arguments (count, for_each, ...), so the provider's attribute could never be set.
 */
const META_ARGUMENTS = new Set(["connection", "count", "depends_on", "for_each", "lifecycle", "provider", "provisioner"]);
/** The provider block's own meta-arguments. */
const PROVIDER_META_ARGUMENTS = new Set(["alias", "version"]);

/** The description of every resource's `id`. */
const ID_DESCRIPTION = "The object's id in Datafold, as the provider gives it after create; `tofu import` takes it.";

/**
 * Every description of the schema is written through here, the definitions' text as it is
 * (TypeScript's `{@link Name}` as `Name` in code, as the Pulumi schema writes it): where it
 * names inputs in camelCase or speaks of `pulumi up`, it says so in Terraform's schema too.
 * One place to adjust the wording for Terraform later.
 */
export function terraformDescription(text: string): string {
  return markdown(text).trim();
}

type Literal = string | number | boolean | null;

/** An attribute's type as Terraform writes it, with what its description adds. */
interface Shaped {
  readonly type?: CtyType;
  readonly nested?: NonNullable<TfAttribute["nested"]>;
  readonly union?: { readonly tag: string };
  /** The values of an enumeration the type was widened from, for the description. */
  readonly allowed: readonly Literal[];
  /** A sentence the description ends with (a union's "Exactly one of ..."). */
  readonly note?: string;
}

/** Whether attributes are given by the configuration (`input`) or only reported (`computed`: outputs, results). */
type Role = "input" | "computed";

/** An attribute's type, nested attributes' included, without names' descriptions and roles: what two attributes must agree on to be one. */
function typeKey(attribute: TfAttribute): string {
  const strip = (value: TfAttribute): unknown => ({
    type: value.type,
    nested: value.nested === undefined ? undefined : { nesting: value.nested.nesting, attributes: value.nested.attributes.map(strip) },
    union: value.union,
  });
  return JSON.stringify(strip(attribute));
}

/** Converts type models to Terraform attributes; `resolve` gives the shape a `ref` names. */
export class TerraformAttributes {
  readonly #resolve: ResolveShape;
  /** The named shapes being converted, so that one that contains itself fails instead of looping. */
  readonly #within: string[] = [];

  constructor(resolve: ResolveShape) {
    this.#resolve = resolve;
  }

  /**
   * The attribute of one field of an object (a nested attribute, a function's argument or
   * result field): required as the field is, a zod default optional + computed with it.
   */
  fieldAttribute(field: FieldNode, where: string, role: Role): TfAttribute {
    if (field.description === undefined || field.description.trim() === "") throw new TerraformSchemaError(`${where} has no description: every attribute of the Terraform schema is documented`);
    const shaped = this.#shape(field.type, where, role);
    const flags =
      role === "computed"
        ? { computed: true as const }
        : field.default !== undefined
          ? { optional: true as const, computed: true as const, default: field.default.value }
          : field.optional || this.#mayBeAbsent(field.type)
            ? { optional: true as const }
            : { required: true as const };
    return this.#attribute(field.name, field.description, shaped, where, { ...flags, ...(field.secret === true ? { sensitive: true as const } : {}) });
  }

  /** An attribute of `key` with `shaped`'s type, the description completed, named and checked. */
  #attribute(key: string, description: string, shaped: Shaped, where: string, flags: Partial<TfAttribute>): TfAttribute {
    const name = attributeName(key);
    if (!isAttributeName(name)) throw new TerraformSchemaError(`${where}: ${JSON.stringify(key)} gives the attribute name ${JSON.stringify(name)}, which HCL does not take; rename the field`);
    const text = shaped.note === undefined ? description : `${description.trimEnd()} ${shaped.note}`;
    return {
      name,
      key,
      description: terraformDescription(withAllowedValues(text, shaped.allowed)),
      ...flags,
      ...(shaped.type === undefined ? {} : { type: shaped.type }),
      ...(shaped.nested === undefined ? {} : { nested: shaped.nested }),
      ...(shaped.union === undefined ? {} : { union: shaped.union }),
    };
  }

  /** The attributes of an object's fields (or of a union merged), their names distinct. */
  objectAttributes(fields: readonly FieldNode[], where: string, role: Role): TfAttribute[] {
    return distinctNames(
      fields.map((field) => this.fieldAttribute(field, `${where}.${field.name}`, role)),
      where,
    );
  }

  /** Whether a type lets the value be null or absent (`T | null`, `T | undefined`). */
  #mayBeAbsent(node: TypeNode): boolean {
    if (node.kind === "ref") {
      const shape = this.#resolve(node.name);
      return shape !== undefined && this.#mayBeAbsent(shape.type);
    }
    return flatMembers(node).some(isAbsence);
  }

  #shape(node: TypeNode, where: string, role: Role): Shaped {
    switch (node.kind) {
      case "primitive":
        switch (node.name) {
          case "string":
            return { type: "string", allowed: [] };
          case "number":
          case "bigint":
            return { type: "number", allowed: [] };
          case "boolean":
            return { type: "bool", allowed: [] };
          case "unknown":
            return { type: "dynamic", allowed: [] };
          default:
            throw new TerraformSchemaError(`${where} is always ${node.name}: Terraform's schema has no such type`);
        }
      case "literal":
        return { type: literalType(node.values), allowed: node.values };
      case "raw": {
        const type = node.json.type;
        if (type === "string") return { type: "string", allowed: [] };
        if (type === "number" || type === "integer") return { type: "number", allowed: [] };
        if (type === "boolean") return { type: "bool", allowed: [] };
        throw new TerraformSchemaError(`${where}: its type is given as TypeScript only (${node.text}); give its schema .meta({ jsonSchema: { type: "…" } })`);
      }
      case "tuple":
        throw new TerraformSchemaError(`${where} is a tuple: Terraform's schema has none here; use an array or an object`);
      case "optional":
        return this.#shape(node.inner, where, role);
      case "array":
        return this.#collection("list", node.element, `${where}[]`, role);
      case "record":
        this.#checkMapKey(node.key, where);
        return this.#collection("map", node.value, `${where}{}`, role);
      case "ref": {
        const shape = this.#resolve(node.name);
        if (shape === undefined) throw new TerraformSchemaError(`${where} refers to ${node.name}, which is not declared by name`);
        if (this.#within.includes(node.name)) throw new TerraformSchemaError(`${where}: ${node.name} contains itself, which Terraform's nested attributes cannot express`);
        this.#within.push(node.name);
        try {
          if (isObjectLike(shape.type, this.#resolve)) return this.#objectLike(node, where, role);
          return this.#shape(shape.type, where, role);
        } finally {
          this.#within.pop();
        }
      }
      case "object":
      case "intersection":
        return this.#objectLike(node, where, role);
      case "union": {
        const present = flatMembers(node).filter((member) => !isAbsence(member));
        if (present.length === 0) throw new TerraformSchemaError(`${where} is always null or absent: Terraform's schema has no such type`);
        // `T | null` is T: Terraform's null is "not set", which the kit reads as null does.
        if (present.length === 1) return this.#shape(present[0]!, where, role);
        if (present.every((member) => isObjectLike(member, this.#resolve))) return this.#objectLike(node, where, role);
        return this.#scalars(present, where, role);
      }
    }
  }

  /** A union of members not all objects: their common primitive type, else dynamic (the kit checks the value). */
  #scalars(members: readonly TypeNode[], where: string, role: Role): Shaped {
    const shaped = members.map((member) => this.#shape(member, where, role));
    const types = new Set(shaped.map((one) => JSON.stringify(one.type ?? "nested")));
    const primitive = shaped.every((one) => one.type === "string" || one.type === "number" || one.type === "bool");
    if (primitive && types.size === 1) {
      // Literals of one type narrow it; a literal beside its open type (`Known | string`) allows any.
      const onlyEnumerations = shaped.every((one) => one.allowed.length > 0);
      return { type: shaped[0]!.type!, allowed: onlyEnumerations ? shaped.flatMap((one) => one.allowed) : [] };
    }
    return { type: "dynamic", allowed: [] };
  }

  /** A list or map: of a plain type, `list(T)`; of objects, a nested list or map. */
  #collection(kind: "list" | "map", element: TypeNode, where: string, role: Role): Shaped {
    const inner = this.#shape(element, where, role);
    // Every element of a cty list or map has one type, and OpenTofu cannot decode one whose
    // elements differ (cty.ListVal panics): a value of any type in its elements, of a type of its
    // own in each, would break it. Dynamic as a whole, each element keeps its own type (and its
    // keys inside are the kit's, as any dynamic value's are).
    if (inner.nested !== undefined ? inner.nested.attributes.some(holdsDynamic) : containsDynamic(inner.type!)) return { type: "dynamic", allowed: [] };
    if (inner.nested !== undefined) {
      if (inner.nested.nesting !== "single") {
        throw new TerraformSchemaError(`${where} is a ${kind} of ${inner.nested.nesting}s of objects: Terraform's nested attributes cannot express it; use a ${kind} of objects`);
      }
      return { nested: { nesting: kind, attributes: inner.nested.attributes }, ...(inner.union === undefined ? {} : { union: inner.union }), allowed: inner.allowed, ...(inner.note === undefined ? {} : { note: inner.note }) };
    }
    return { type: [kind, inner.type!], allowed: inner.allowed };
  }

  /** A map's keys are text: a record keyed by numbers cannot be a Terraform map. */
  #checkMapKey(key: TypeNode, where: string): void {
    const resolved = key.kind === "ref" ? this.#resolve(key.name)?.type : key;
    const text = resolved !== undefined && ((resolved.kind === "primitive" && resolved.name === "string") || (resolved.kind === "literal" && resolved.values.every((value) => typeof value === "string")));
    if (!text) throw new TerraformSchemaError(`${where} is a record whose keys are not text: a Terraform map's keys are strings`);
  }

  /**
   * An object, a union of objects or a name of either: one nested attribute. A tagged union
   * (object-shapes.ts `tagOf`) has one nested attribute per variant, named by the tag's value;
   * any other union is merged into one object, as the Pulumi schema merges it.
   */
  #objectLike(node: TypeNode, where: string, role: Role): Shaped {
    const union = this.#unionOf(node);
    if (union !== undefined) {
      const members = memberShapesOf(union, this.#resolve, where);
      if (members === undefined) throw new TerraformSchemaError(`${where}: a member of the union is not an object`);
      const tag = members.length > 1 ? tagOf(members) : undefined;
      if (tag !== undefined) return this.#taggedUnion(members, tag, where, role);
    }
    const shape = objectShapeOf(node, this.#resolve, where, undefined);
    if (shape === undefined) throw new TerraformSchemaError(`${where} is not an object`);
    return { nested: { nesting: "single", attributes: this.objectAttributes(shape.fields, where, role) }, allowed: [] };
  }

  /** The union a type is (through names and optionality), if it is one. */
  #unionOf(node: TypeNode): (TypeNode & { kind: "union" }) | undefined {
    if (node.kind === "union") return node;
    if (node.kind === "optional") return this.#unionOf(node.inner);
    if (node.kind === "ref") {
      const shape = this.#resolve(node.name);
      return shape === undefined ? undefined : this.#unionOf(shape.type);
    }
    return undefined;
  }

  /** One optional nested attribute per variant, each of the member's fields but the tag. */
  #taggedUnion(members: readonly ObjectShape[], tag: string, where: string, role: Role): Shaped {
    const variants = members.map((member): TfAttribute => {
      const tagField = member.fields.find((field) => field.name === tag)!;
      const value = (tagField.type as { values: readonly Literal[] }).values[0]!;
      // The attribute's key is the tag's value, and the kit's value gets it back as text.
      if (typeof value !== "string") throw new TerraformSchemaError(`${where}: a variant's ${tag} is ${JSON.stringify(value)}, not text, which cannot name its attribute`);
      const name = variantName(value);
      const at = `${where}<${tag}=${JSON.stringify(value)}>`;
      if (!isAttributeName(name)) throw new TerraformSchemaError(`${at}: its tag's value gives the attribute name ${JSON.stringify(name)}, which HCL does not take`);
      const said = member.description.trim();
      const description = `The variant of \`${tag}\` ${JSON.stringify(value)}${said === "" ? "." : `: ${said}`}`;
      const fields = member.fields.filter((field) => field.name !== tag);
      return {
        name,
        key: String(value),
        description: terraformDescription(description),
        ...(role === "computed" ? { computed: true as const } : { optional: true as const }),
        nested: { nesting: "single", attributes: this.objectAttributes(fields, at, role) },
      };
    });
    distinctNames(variants, where);
    return {
      nested: { nesting: "single", attributes: variants },
      union: { tag },
      allowed: [],
      note: `Exactly one of ${variants.map((variant) => `\`${variant.name}\``).join(", ")}.`,
    };
  }
}

/** Whether a type is, or holds, `dynamic`. */
function containsDynamic(type: CtyType): boolean {
  if (typeof type === "string") return type === "dynamic";
  if (type[0] === "object") return Object.values(type[1]).some(containsDynamic);
  if (type[0] === "tuple") return type[1].some(containsDynamic);
  return containsDynamic(type[1]);
}

/** Whether an attribute is, or holds, a `dynamic` one. */
function holdsDynamic(attribute: TfAttribute): boolean {
  return attribute.type !== undefined ? containsDynamic(attribute.type) : (attribute.nested?.attributes.some(holdsDynamic) ?? false);
}

/** The primitive type every literal has; literals of different types are dynamic. */
function literalType(values: readonly Literal[]): CtyType {
  const types = new Set(values.filter((value) => value !== null).map((value) => typeof value));
  if (types.size !== 1) return "dynamic";
  const [type] = types;
  return type === "boolean" ? "bool" : type === "number" ? "number" : "string";
}

/** `attributes`, failing when two share a name (two kit keys of one snake_case). */
function distinctNames(attributes: TfAttribute[], where: string): TfAttribute[] {
  const seen = new Map<string, string>();
  for (const attribute of attributes) {
    const other = seen.get(attribute.name);
    if (other !== undefined) throw new TerraformSchemaError(`${where}: ${other} and ${attribute.key} are both named ${attribute.name} in Terraform; rename one`);
    seen.set(attribute.name, attribute.key);
  }
  return attributes;
}

/** A top-level attribute name OpenTofu would read as its own meta-argument fails, naming it. */
function checkTopLevelNames(attributes: readonly TfAttribute[], reserved: ReadonlySet<string>, where: string): void {
  const taken = attributes.filter((attribute) => reserved.has(attribute.name));
  if (taken.length > 0) throw new TerraformSchemaError(`${where}: ${taken.map((attribute) => attribute.key).join(", ")} would be named as OpenTofu's own meta-argument; rename it`);
}

export type NameOf = (schema: z.core.$ZodType) => string | undefined;

/** A description of a replacing input: the kit's, saying that a change replaces (unless the definition's own rule says otherwise). */
function replacingDescription(field: Field): string {
  if (field.replaces !== true) return field.description;
  if (field.replacesUnless !== undefined) return `${field.description.trimEnd()} Changing this replaces the object, unless ${field.replacesUnless}.`;
  return /\breplaces?\b/.test(field.description) ? field.description : `${field.description.trimEnd()} Changing this replaces the object.`;
}

/** The attribute of one of a resource's kit fields. */
function kitFieldAttribute(types: TerraformAttributes, name: string, field: Field, where: string, role: Role, nameOf: NameOf): TfAttribute {
  const node = modelOf(field.schema, { mode: "output", nameOf, ignoreTsType: true }, where, true);
  const secret = field.secret === true || secretPathsOf(field.schema).some((place) => place.length === 0);
  const base = types.fieldAttribute({ name, type: node, optional: true, readonly: true, description: replacingDescription(field), ...(secret ? { secret } : {}) }, where, role);
  if (role === "computed") return base;
  const { optional: _optional, ...typed } = base;
  const flags =
    field.required !== undefined
      ? { required: true as const }
      : field.default !== undefined
        ? { optional: true as const, computed: true as const, default: field.default }
        : field.observed === true
          ? { optional: true as const, computed: true as const }
          : { optional: true as const };
  return { ...typed, ...flags, ...(field.replaces === true && field.replacesUnless === undefined ? { requiresReplace: true as const } : {}) };
}

/** Attributes in a fixed key order, as the schema file writes them (name, key, description, flags, type). */
function ordered(attribute: TfAttribute): TfAttribute {
  const { name, key, description, required, optional, computed, sensitive, requiresReplace, default: value, type, nested, union } = attribute;
  return {
    name,
    key,
    description,
    ...(required === undefined ? {} : { required }),
    ...(optional === undefined ? {} : { optional }),
    ...(computed === undefined ? {} : { computed }),
    ...(sensitive === undefined ? {} : { sensitive }),
    ...(requiresReplace === undefined ? {} : { requiresReplace }),
    ...("default" in attribute ? { default: value } : {}),
    ...(type === undefined ? {} : { type }),
    ...(nested === undefined ? {} : { nested: { nesting: nested.nesting, attributes: nested.attributes.map(ordered) } }),
    ...(union === undefined ? {} : { union }),
  };
}

export function resourceSchema(types: TerraformAttributes, definition: ResourceDefinition<Fields, Fields>, nameOf: NameOf): TfResourceSchema {
  const { name, inputs, outputs } = definition;
  if (definition.description.trim() === "") throw new TerraformSchemaError(`${name} has no description: give its definition one`);
  const kitKeys = [...Object.keys(inputs), ...Object.keys(outputs)];
  if (kitKeys.includes("id")) throw new TerraformSchemaError(`${name}.id: a kit field is called id, which Terraform keeps for the object's id; rename the field`);
  const both = Object.keys(inputs).filter((key) => key in outputs);
  if (both.length > 0) throw new TerraformSchemaError(`${name}: ${both.join(", ")} is both an input and an output; one attribute cannot be both`);
  const attributes: TfAttribute[] = [
    { name: "id", key: "id", description: ID_DESCRIPTION, computed: true, type: "string" },
    ...Object.entries(inputs).map(([key, field]) => kitFieldAttribute(types, key, field, `${name}.${key}`, "input", nameOf)),
    // An output marked secret is sensitive (kitFieldAttribute reads `secret` with the credentials' marks).
    ...Object.entries(outputs).map(([key, field]) => kitFieldAttribute(types, key, field, `${name}.${key}`, "computed", nameOf)),
  ];
  const where = resourceTypeName(name);
  distinctNames(attributes, where);
  checkTopLevelNames(attributes, META_ARGUMENTS, where);
  return { kit: name, version: 0, description: terraformDescription(definition.description), attributes: attributes.map(ordered) };
}

/**
 * A data source: the function's arguments as given by the configuration, its result's fields
 * computed (a field named as an argument, of its type, is one attribute: given or computed); a
 * result that is no object, one computed `result`.
 */
export function dataSourceSchema(types: TerraformAttributes, definition: DataFunctionDefinition, nameOf: NameOf, resolve: ResolveShape): TfDataSourceSchema {
  const { name } = definition;
  if (definition.description.trim() === "") throw new TerraformSchemaError(`${name} has no description: give its definition one`);
  const typeName = dataSourceTypeName(name);
  const args = types.objectAttributes(argumentFields(definition, nameOf), `${name}(args)`, "input");
  const where = `${name}(result)`;
  const result = modelOf(definition.result, { mode: "output", nameOf, ignoreTsType: true }, where);
  const resultDescription = metaOf(definition.result).description;
  if (resultDescription === undefined) throw new TerraformSchemaError(`${where} has no description: give its schema .describe("…")`);
  const shape = isObjectLike(result, resolve) ? objectShapeOf(result, resolve, where, undefined) : undefined;
  const computed =
    shape === undefined
      ? [types.fieldAttribute({ name: "result", type: result, optional: false, readonly: true, description: resultDescription }, where, "computed")]
      : types.objectAttributes(shape.fields, where, "computed");
  const attributes = [...args];
  for (const attribute of computed) {
    const index = attributes.findIndex((arg) => arg.name === attribute.name);
    if (index === -1) {
      attributes.push(attribute);
      continue;
    }
    const arg = attributes[index]!;
    if (typeKey(arg) !== typeKey(attribute)) {
      throw new TerraformSchemaError(`${typeName}.${attribute.name}: ${name}'s argument ${arg.key} and its result's field ${attribute.key} differ in type; one attribute cannot be both`);
    }
    // The argument as given, else the result's value: optional + computed (a required one stays required).
    attributes[index] = arg.required === true ? arg : { ...arg, optional: true, computed: true };
  }
  checkTopLevelNames(attributes, META_ARGUMENTS, typeName);
  return { kit: name, version: 0, description: terraformDescription(definition.description), attributes: attributes.map(ordered) };
}

// ---- Components: Terraform has none, so each is a data source that reads what the component reads ----

/** An argument of a component as the package schema's spec declares it (src/monitors-yaml/component-spec.ts). */
interface ComponentProperty {
  readonly type: string;
  readonly items?: { readonly type: string };
  readonly description?: string;
}

/** What a component's spec gives its data source: its arguments. */
interface ComponentSpec {
  readonly inputProperties: Readonly<Record<string, ComponentProperty>>;
  readonly requiredInputs: readonly string[];
}

/** A component's data source: its name and description, what its arguments say in OpenTofu's terms, and the attributes it computes. */
export interface ComponentDataSource {
  readonly typeName: string;
  readonly description: string;
  /** Argument descriptions said anew where the spec's speak of what only a Pulumi program has. */
  readonly descriptions?: Readonly<Record<string, string>>;
  /** Phrases of the spec's descriptions and their OpenTofu wording. */
  readonly phrases?: readonly (readonly [RegExp, string])[];
  readonly results: (resources: Readonly<Record<string, TfResourceSchema>>) => TfAttribute[];
}

/** The monitor resources of the monitors YAML, in the order of its kinds (metric, schema, test, diff). */
const YAML_MONITOR_RESOURCES = Object.values(MONITOR_RESOURCES);

/** Each component's data source, by the component's name: every component of COMPONENTS has one. */
export const COMPONENT_DATA_SOURCES: Readonly<Record<(typeof COMPONENTS)[number]["name"], ComponentDataSource>> = {
  [MONITORS_FROM_YAML]: {
    typeName: MONITORS_YAML_DATA_SOURCE,
    description:
      "Datafold monitors as code from the vendor's own monitors YAML, read when OpenTofu plans, as the Pulumi component " +
      "`MonitorsFromYaml` reads it: the files' `monitors:` mappings merged as `datafold monitors provision` merges them (a " +
      "slug in two files is an error naming both), each monitor converted to the arguments of its kind's resource and checked " +
      `by that resource's own check, before any request. The result is one map by slug per kind (${YAML_MONITOR_RESOURCES.map((name) => `\`${monitorsAttributeName(name)}\``).join(", ")}), ` +
      "each value the arguments of one monitor resource, so that `for_each` over it makes one resource per slug: the module " +
      "`terraform/modules/monitors-from-yaml` does exactly that, and its addresses are keyed by slug, so moving a monitor " +
      "from one file to another changes nothing. Each problem is one error, `file:line: monitors.<slug>.<path>: reason`; a " +
      "key the schema does not have is a warning and is ignored. A YAML `name` left out is the slug; `id` adopts that existing " +
      "monitor (`adopt_monitor_id`). Relative paths are read against `base_dir`.",
    descriptions: {
      baseDir:
        "The directory relative paths and patterns are read against. Default: the directory OpenTofu runs in (the provider's " +
        "working directory). Pass `path.module` to read them against the directory of the configuration that names them, " +
        "wherever OpenTofu runs.",
    },
    phrases: [
      [/Known when the program runs/g, "Known when OpenTofu plans"],
      [/\(or when the component is destroyed\)/g, "(or when its resource is destroyed)"],
    ],
    results: monitorsYamlResults,
  },
};

/** Any word that speaks of a Pulumi program: left in a description, the generation fails, naming it. */
const PULUMI_WORDS = /\b(program|component|pulumi|stack)\b/i;

/** A component argument's type, from the spec's JSON Schema type. */
function componentArgumentType(property: Pick<ComponentProperty, "type" | "items">, where: string): CtyType {
  switch (property.type) {
    case "string":
      return "string";
    case "boolean":
      return "bool";
    case "integer":
    case "number":
      return "number";
    case "array":
      if (property.items !== undefined) return ["list", componentArgumentType(property.items, `${where}[]`)];
  }
  throw new TerraformSchemaError(`${where}: the spec's type ${JSON.stringify(property.type)} has no Terraform type here; map it in componentArgumentType`);
}

/**
 * A description of the spec in OpenTofu's terms: the component's phrases replaced, camelCase names
 * in backticks (its arguments', its resources' inputs') snake_case. What still speaks of a Pulumi
 * program fails the generation, so that a new sentence of the spec gets its OpenTofu wording here.
 */
function inOpenTofuWords(text: string, source: ComponentDataSource, keys: ReadonlyMap<string, string>, where: string): string {
  let said = text;
  for (const [pattern, replacement] of source.phrases ?? []) said = said.replace(pattern, replacement);
  said = said.replace(/`([a-z][A-Za-z0-9]*)`/g, (whole, key: string) => (keys.has(key) ? `\`${keys.get(key)}\`` : whole));
  const pulumi = PULUMI_WORDS.exec(said) ?? /`[a-z]+[A-Z][A-Za-z0-9]*`/.exec(said);
  if (pulumi !== null) throw new TerraformSchemaError(`${where}: its description says ${JSON.stringify(pulumi[0])}, which OpenTofu users do not write; give its OpenTofu wording in COMPONENT_DATA_SOURCES`);
  return terraformDescription(said);
}

/** camelCase key → attribute name, of every attribute (nested ones too). */
function namesOf(attributes: readonly TfAttribute[], into: Map<string, string> = new Map()): Map<string, string> {
  for (const attribute of attributes) {
    if (attribute.key !== attribute.name) into.set(attribute.key, attribute.name);
    if (attribute.nested !== undefined) namesOf(attribute.nested.attributes, into);
  }
  return into;
}

/**
 * A component's data source: the component's arguments from its spec (required as the spec
 * requires them, the others optional), then the attributes its reading computes.
 */
export function componentDataSourceSchema(component: { readonly name: string; readonly schema: ComponentSpec }, source: ComponentDataSource, resources: Readonly<Record<string, TfResourceSchema>>): TfDataSourceSchema {
  const { typeName } = source;
  const results = source.results(resources);
  const keys = new Map([...Object.keys(component.schema.inputProperties).map((key): [string, string] => [key, attributeName(key)]), ...namesOf(results)]);
  const args = Object.entries(component.schema.inputProperties).map(([key, property]): TfAttribute => {
    const where = `${typeName}.${attributeName(key)}`;
    const described = source.descriptions?.[key] ?? property.description;
    if (described === undefined || described.trim() === "") throw new TerraformSchemaError(`${where} has no description: give the spec's property one`);
    const flags = component.schema.requiredInputs.includes(key) ? { required: true as const } : { optional: true as const };
    return { name: attributeName(key), key, description: inOpenTofuWords(described, source, keys, where), ...flags, type: componentArgumentType(property, where) };
  });
  const attributes = distinctNames([...args, ...results], typeName);
  checkTopLevelNames(attributes, META_ARGUMENTS, typeName);
  // The data source's own description is written for OpenTofu already (it names the Pulumi component it reads as).
  return { kit: component.name, version: 0, description: terraformDescription(source.description), attributes: attributes.map(ordered) };
}

/** An attribute as a result reports it: computed only, nested attributes alike (what the configuration sets of it is no longer said). */
function computedOnly(attribute: TfAttribute): TfAttribute {
  const { name, key, description, sensitive, type, nested, union } = attribute;
  return {
    name,
    key,
    description,
    computed: true,
    ...(sensitive === undefined ? {} : { sensitive }),
    ...(type === undefined ? {} : { type }),
    ...(nested === undefined ? {} : { nested: { nesting: nested.nesting, attributes: nested.attributes.map(computedOnly) } }),
    ...(union === undefined ? {} : { union }),
  };
}

/** The names of the `dynamic` attributes among these, nested ones too. */
function dynamicNames(attributes: readonly TfAttribute[]): string[] {
  return [...new Set(attributes.flatMap((attribute) => (attribute.type !== undefined && containsDynamic(attribute.type) ? [attribute.name] : dynamicNames(attribute.nested?.attributes ?? []))))];
}

/**
 * MonitorsFromYaml's results: per kind, its monitors by slug, each the input attributes of that
 * kind's resource (so a value, or any nested attribute of it, can be assigned to the resource's
 * argument as it is). A map of objects when it can be; a `dynamic` object by slug when the
 * resource's arguments hold a `dynamic` value, whose type differs from one monitor to the next:
 * the elements of a cty map must all have one type, and OpenTofu cannot decode one whose
 * elements differ (cty.MapVal panics).
 */
function monitorsYamlResults(resources: Readonly<Record<string, TfResourceSchema>>): TfAttribute[] {
  return YAML_MONITOR_RESOURCES.map((kitName): TfAttribute => {
    const typeName = resourceTypeName(kitName);
    const resource = resources[typeName];
    if (resource === undefined) throw new TerraformSchemaError(`${MONITORS_YAML_DATA_SOURCE}: the monitors YAML makes ${kitName}, which has no resource ${typeName}`);
    const inputs = resource.attributes.filter((attribute) => attribute.name !== "id" && (attribute.required === true || attribute.optional === true));
    const name = monitorsAttributeName(kitName);
    const key = `${kitName.charAt(0).toLowerCase()}${kitName.slice(1)}s`;
    const said =
      `The \`${typeName}\` monitors of the files, by slug: each the arguments of one \`${typeName}\` (all of them, null where ` +
      "the YAML leaves one out; `owner`, `tags` and `on_removed` as `on_delete` added as the arguments say), so that `for_each` " +
      "over this and `each.value.<argument>` for each argument declare the resources.";
    const dynamic = dynamicNames(inputs);
    if (dynamic.length === 0) return { name, key, description: said, computed: true, nested: { nesting: "map", attributes: inputs.map(computedOnly) } };
    const why =
      ` One \`dynamic\` value, an object by slug rather than a map: the arguments hold values of type \`dynamic\` (${dynamic.map((inner) => `\`${inner}\``).join(", ")}), ` +
      "whose types differ from one monitor to the next, and the elements of a Terraform map all have one type.";
    return { name, key, description: `${said}${why}`, computed: true, type: "dynamic" };
  });
}

/** The description of a setting in the provider block: the setting's, and where else it is read from. */
function settingDescription(setting: SettingDefinition, name: string): string {
  return `${setting.description} Read from the provider block's \`${name}\`, else the environment variable \`${setting.envVar}\`.`;
}

/** The provider block: one optional attribute per setting, typed as the setting is read, credentials sensitive. */
function providerBlock(): TfBlock {
  const attributes = Object.entries(SETTINGS).map(([key, setting]: [string, SettingDefinition]): TfAttribute => {
    const name = attributeName(key);
    const type: CtyType = setting.valueType === "integer" ? "number" : setting.valueType === "boolean" ? "bool" : "string";
    return ordered({ name, key, description: terraformDescription(settingDescription(setting, name)), optional: true, ...(setting.secret ? { sensitive: true as const } : {}), type });
  });
  distinctNames(attributes, "provider");
  checkTopLevelNames(attributes, PROVIDER_META_ARGUMENTS, "provider");
  return {
    version: 0,
    description: terraformDescription(
      "The provider's configuration: the credentials and addresses of the Datafold API and SQL proxy, and the clients' tuning. " +
        "Each attribute left out is read from its environment variable; the credentials are sensitive.",
    ),
    attributes,
  };
}

/** The Terraform schema, as src/terraform/generated/terraform-schema.json holds it. */
export function terraformSchema(root = REPO_ROOT): TerraformSchemaFile {
  const { nameOf, resolve } = shapeRegistry(root);
  const types = new TerraformAttributes(resolve);
  const resources = Object.fromEntries(RESOURCES.map((definition) => [resourceTypeName(definition.name), resourceSchema(types, definition, nameOf)]));
  const functions = DATA_FUNCTIONS.map((definition): [string, TfDataSourceSchema] => [dataSourceTypeName(definition.name), dataSourceSchema(types, definition, nameOf, resolve)]);
  // After the data functions, each component's data source (Terraform has no components).
  const components = COMPONENTS.map((component): [string, TfDataSourceSchema] => {
    const source = COMPONENT_DATA_SOURCES[component.name];
    return [source.typeName, componentDataSourceSchema(component, source, resources)];
  });
  return inTerraformWords({ provider: providerBlock(), resources, dataSources: Object.fromEntries([...functions, ...components]) });
}

/**
 * The schema with every description in OpenTofu's terms (src/terraform/shapes/terraform-text.ts,
 * as the Registry pages and the provider's messages): the definitions describe their fields in the
 * Pulumi routes' words, and `tofu providers schema`, cdktn's bindings and editors show these.
 */
function inTerraformWords(schema: TerraformSchemaFile): TerraformSchemaFile {
  const names = terraformNames(schema);
  const attribute = (one: TfAttribute): TfAttribute => ({
    ...one,
    description: terraformText(one.description, names),
    ...(one.nested === undefined ? {} : { nested: { ...one.nested, attributes: one.nested.attributes.map(attribute) } }),
  });
  const block = <B extends TfBlock>(one: B): B => ({ ...one, description: terraformText(one.description, names), attributes: one.attributes.map(attribute) });
  const each = <B extends TfBlock>(byName: Readonly<Record<string, B>>) => Object.fromEntries(Object.entries(byName).map(([name, one]) => [name, block(one)]));
  return { provider: block(schema.provider), resources: each(schema.resources), dataSources: each(schema.dataSources) };
}

/** src/terraform/generated/terraform-schema.json as `npm run generate` writes it (from `schema`, by default the registry's): its path and its text. */
export function terraformSchemaFile(schema: TerraformSchemaFile = terraformSchema()): [string, string] {
  return [TERRAFORM_SCHEMA_PATH, `${JSON.stringify(schema, null, 2)}\n`];
}
