/**
 * The `## Schema` section of a Registry page, as tfplugindocs writes it: the arguments grouped
 * as Required, Optional and Read-Only, each `- \`name\` (Type) description`, then one
 * `### Nested Schema for \`path\`` per nested attribute or object, under an anchor
 * (`nestedatt--a--b`) that its parent's line links to. Besides what tfplugindocs writes, each
 * line says what the kit knows of the attribute: its default, that a change of it replaces the
 * object, and, for a tagged union, that exactly one of its variants is set.
 */
import type { CtyType } from "../../src/terraform/protocol/terraform-provider-interface";
import type { TfAttribute } from "../../src/terraform/shapes/terraform-schema-file";

/** The groups of tfplugindocs, in its order: the title at the top level and inside a nested schema. */
const GROUPS = [
  { top: "### Required", nested: "Required:", holds: (a: TfAttribute) => a.required === true },
  { top: "### Optional", nested: "Optional:", holds: (a: TfAttribute) => a.required !== true && a.optional === true },
  { top: "### Read-Only", nested: "Read-Only:", holds: (a: TfAttribute) => a.required !== true && a.optional !== true },
] as const;

type Group = (typeof GROUPS)[number];

/** What a line links to, written after the group it is in. */
interface NestedSection {
  readonly anchor: string;
  readonly path: readonly string[];
  /** The nested attributes, or the fields of an object type. */
  readonly attributes?: readonly TfAttribute[];
  readonly object?: Readonly<Record<string, CtyType>>;
  /** The group of the parent: a read-only parent's children are all read-only. */
  readonly group: Group;
  /** Set for a tagged union: its variants, exactly one of which is set. */
  readonly union?: true;
}

/** tfplugindocs' name of a cty type: `String`, `List of String`, `Map of Number`, `Object`. */
export function typeName(type: CtyType): string {
  if (typeof type === "string") return { string: "String", number: "Number", bool: "Boolean", dynamic: "Dynamic" }[type];
  const [kind, inner] = type;
  if (kind === "object") return "Object";
  if (kind === "tuple") return "Tuple";
  return `${{ list: "List", set: "Set", map: "Map" }[kind]} of ${typeName(inner as CtyType)}`;
}

/** The object type an attribute's type holds (itself, or a collection's element), if any. */
function objectOf(type: CtyType): Readonly<Record<string, CtyType>> | undefined {
  if (typeof type === "string") return undefined;
  if (type[0] === "object") return type[1] as Readonly<Record<string, CtyType>>;
  if (type[0] === "list" || type[0] === "set" || type[0] === "map") return objectOf(type[1] as CtyType);
  return undefined;
}

/** A kit default as HCL writes it: `true`, `"delete"`, `[]`. */
export function hclLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(hclLiteral).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    return `{ ${Object.entries(value).map(([key, inner]) => `${key} = ${hclLiteral(inner)}`).join(", ")} }`;
  }
  return JSON.stringify(value);
}

/** A description as one Markdown line: its own line breaks would end the list item. */
function oneLine(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, " ");
}

/** The sentence a description ends with, so that a note after it reads as its own sentence. */
function sentence(text: string): string {
  const trimmed = oneLine(text);
  return trimmed === "" || /[.!?:)`"]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function attributeLine(attribute: TfAttribute, path: readonly string[], group: Group, describe: (text: string) => string): { line: string; nested?: NestedSection } {
  const anchor = `nestedatt--${path.join("--")}`;
  const flags = attribute.sensitive === true ? ", Sensitive" : "";
  // Each note unless the description says it already (the schema's descriptions say some).
  const says = (pattern: RegExp) => pattern.test(attribute.description);
  const notes: string[] = [];
  if (attribute.default !== undefined && !says(/\bdefault/i)) notes.push(`Defaults to \`${hclLiteral(attribute.default)}\`.`);
  if (attribute.requiresReplace === true && !says(/\bChanging (it|this) replaces\b/i)) notes.push("Changing this replaces the object.");
  if (attribute.union !== undefined && attribute.nested !== undefined && !says(/\bExactly one of\b/)) {
    const variants = attribute.nested.attributes.map((variant) => `\`${variant.name}\``);
    notes.push(`Exactly one of ${variants.join(", ")} is set.`);
  }
  const text = [sentence(describe(attribute.description)), ...notes].filter((part) => part !== "").join(" ");
  if (attribute.nested !== undefined) {
    const kind = { single: "Attributes", list: "Attributes List", map: "Attributes Map" }[attribute.nested.nesting];
    return {
      line: `- \`${attribute.name}\` (${kind}${flags}) ${text} (see [below for nested schema](#${anchor}))`,
      nested: { anchor, path, attributes: attribute.nested.attributes, group, ...(attribute.union === undefined ? {} : { union: true as const }) },
    };
  }
  if (attribute.type === undefined) throw new Error(`${path.join(".")}: an attribute has neither a type nor nested attributes`);
  const object = objectOf(attribute.type);
  const link = object === undefined ? "" : ` (see [below for nested schema](#${anchor}))`;
  return {
    line: `- \`${attribute.name}\` (${typeName(attribute.type)}${flags}) ${text}${link}`.replace(/ +$/, ""),
    ...(object === undefined ? {} : { nested: { anchor, path, object, group } }),
  };
}

function objectLines(object: Readonly<Record<string, CtyType>>, path: readonly string[], group: Group): { lines: string[]; nested: NestedSection[] } {
  const lines: string[] = [];
  const nested: NestedSection[] = [];
  for (const [name, type] of Object.entries(object)) {
    const inner = objectOf(type);
    const anchor = `nestedobjatt--${[...path, name].join("--")}`;
    lines.push(`- \`${name}\` (${typeName(type)})${inner === undefined ? "" : ` (see [below for nested schema](#${anchor}))`}`);
    if (inner !== undefined) nested.push({ anchor, path: [...path, name], object: inner, group });
  }
  return { lines, nested };
}

/** The groups of `attributes` and then their nested sections, recursively. */
function blockMarkdown(attributes: readonly TfAttribute[], parents: readonly string[], parentGroup: Group | undefined, describe: (text: string) => string): string[] {
  const out: string[] = [];
  const nested: NestedSection[] = [];
  for (const group of GROUPS) {
    // A read-only parent's children are read-only whatever their own flags say (tfplugindocs does the same).
    const members = parentGroup?.top === "### Read-Only" ? (group === parentGroup ? attributes : []) : attributes.filter(group.holds);
    if (members.length === 0) continue;
    out.push(parents.length === 0 ? group.top : group.nested, "");
    for (const attribute of members) {
      const { line, nested: inner } = attributeLine(attribute, [...parents, attribute.name], group, describe);
      out.push(line);
      if (inner !== undefined) nested.push(inner);
    }
    out.push("");
  }
  out.push(...nestedMarkdown(nested, describe));
  return out;
}

function nestedMarkdown(sections: readonly NestedSection[], describe: (text: string) => string): string[] {
  const out: string[] = [];
  for (const section of sections) {
    out.push(`<a id="${section.anchor}"></a>`, `### Nested Schema for \`${section.path.join(".")}\``, "");
    if (section.union === true) out.push("Exactly one of these is set: each is a variant of the union, with its own fields.", "");
    if (section.attributes !== undefined && section.attributes.length === 0) {
      out.push("It has no fields of its own: write it as `{}`.", "");
    } else if (section.attributes !== undefined) {
      out.push(...blockMarkdown(section.attributes, section.path, section.group, describe));
    } else {
      const { lines, nested } = objectLines(section.object!, section.path, section.group);
      out.push(section.group.nested, "", ...lines, "", ...nestedMarkdown(nested, describe));
    }
  }
  return out;
}

/** The `## Schema` section of a block's attributes; `describe` turns a kit description into the page's text. */
export function schemaMarkdown(attributes: readonly TfAttribute[], describe: (text: string) => string): string {
  const lines = ["## Schema", "", ...blockMarkdown(attributes, [], undefined, describe)];
  return `${lines.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}\n`;
}
