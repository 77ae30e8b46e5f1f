import type { BaseShape, FieldNode, RestNode, TypeNode } from "./type-model";

/** How the model is written as TypeScript. */
export interface TypeScriptOptions {
  /** Every field `readonly` (results a program reads, a resource's outputs). */
  readonly readonlyFields?: boolean;
  /** Arrays as `readonly T[]`, records as `Readonly<Record<K, V>>`. */
  readonly readonlyCollections?: boolean;
  /**
   * An optional field's type ends with `| undefined` (`page?: number | undefined`), as argument
   * types have it: under `exactOptionalPropertyTypes` a caller may still pass undefined.
   */
  readonly optionalUndefined?: boolean;
  /** The type each field is written with, from the text of its type: `(type) => \`pulumi.Input<${type}>\``. */
  readonly wrapField?: (type: string, field: FieldNode) => string;
  /** The name each field is written under (`(name) => camelCase(name)`). */
  readonly renameField?: (name: string, field: FieldNode) => string;
  /** Longest line of a doc comment before it is wrapped (default 100; a one-line comment may reach 120). */
  readonly width?: number;
  /** Longest one-line doc comment (default `width` + 20): the resources' types keep every line within `width`. */
  readonly oneLineWidth?: number;
}

/** A named type to declare: `export interface Name …` for an object, `export type Name = …` for the rest. */
export interface Declaration {
  readonly name: string;
  /** Its doc comment. */
  readonly description: string;
  readonly type: TypeNode;
  /** The shape it builds on (see `baseShapeOf`): written `extends Base` or `Omit<Base, …>`. */
  readonly base?: BaseShape;
  /** Its type parameters (`K extends MonitorType`), which its type refers to by name. */
  readonly typeParameters?: readonly TypeParameterNode[];
}

/** A type parameter of a generic declaration, and the type its arguments must be. */
export interface TypeParameterNode {
  readonly name: string;
  readonly constraint?: TypeNode;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A doc comment, as lines indented by `indent`: on one line when it fits, else wrapped at
 * `width` columns, with `{@link …}` and code spans kept whole and the text's own line breaks kept.
 */
export function docComment(text: string, indent = "", width = 100, oneLineWidth = width + 20): string[] {
  const escaped = text.trim().replace(/\*\//g, "*\\/");
  const single = `${indent}/** ${escaped} */`;
  if (!escaped.includes("\n") && single.length <= oneLineWidth) return [single];
  const lines = [`${indent}/**`];
  for (const paragraph of escaped.split("\n")) {
    // A word is what lies between spaces, but a `{@link …}` or a code span is never cut.
    const words = paragraph.match(/(?:\{@link [^}]*\}|`[^`]*`|[^\s`]|`)+/g) ?? [];
    if (words.length === 0) lines.push(`${indent} *`);
    let line = "";
    for (const word of words) {
      if (line !== "" && `${indent} * ${line} ${word}`.length > width) {
        lines.push(`${indent} * ${line}`);
        line = word;
      } else {
        line = line === "" ? word : `${line} ${word}`;
      }
    }
    if (line !== "") lines.push(`${indent} * ${line}`);
  }
  lines.push(`${indent} */`);
  return lines;
}

/** The members of a union, flattened, null and undefined last, each once. */
function unionMembers(node: TypeNode): TypeNode[] {
  const flat: TypeNode[] = [];
  const add = (member: TypeNode): void => {
    if (member.kind === "union") member.members.forEach(add);
    else if (member.kind === "optional") {
      add(member.inner);
      flat.push({ kind: "primitive", name: "undefined" });
    } else flat.push(member);
  };
  add(node);
  const isName = (member: TypeNode, name: string) => member.kind === "primitive" && member.name === name;
  return [
    ...flat.filter((member) => !isName(member, "null") && !isName(member, "undefined")),
    ...flat.filter((member) => isName(member, "null")).slice(0, 1),
    ...flat.filter((member) => isName(member, "undefined")).slice(0, 1),
  ];
}

function literalText(value: string | number | boolean | null): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

/** True when the type's text must be put in parentheses to be an array's element. */
function needsParentheses(node: TypeNode, options: TypeScriptOptions): boolean {
  switch (node.kind) {
    case "union":
    case "optional":
      return unionMembers(node).length > 1 || needsParentheses(unionMembers(node)[0]!, options);
    case "literal":
      return node.values.length > 1;
    case "intersection":
      return true;
    case "array":
    case "tuple":
      return node.readonly || options.readonlyCollections === true;
    case "raw":
      return /[|&]/.test(node.text);
    default:
      return false;
  }
}

/** The TypeScript text of a type; an object's members indented one step more than `indent`. */
export function typeText(node: TypeNode, options: TypeScriptOptions = {}, indent = ""): string {
  const readonlyCollection = (own: boolean) => own || options.readonlyCollections === true;
  switch (node.kind) {
    case "primitive":
      return node.name;
    case "literal":
      return node.values.length === 0 ? "never" : node.values.map(literalText).join(" | ");
    case "ref":
      return node.args === undefined || node.args.length === 0 ? node.name : `${node.name}<${node.args.map((arg) => typeText(arg, options, indent)).join(", ")}>`;
    case "raw":
      return node.text;
    case "array": {
      const element = typeText(node.element, options, indent);
      const written = needsParentheses(node.element, options) ? `(${element})[]` : `${element}[]`;
      return readonlyCollection(node.readonly) ? `readonly ${written}` : written;
    }
    case "tuple": {
      const written = `[${node.items.map((item) => typeText(item, options, indent)).join(", ")}]`;
      return readonlyCollection(node.readonly) ? `readonly ${written}` : written;
    }
    case "record": {
      const written = `Record<${typeText(node.key, options, indent)}, ${typeText(node.value, options, indent)}>`;
      return readonlyCollection(node.readonly) ? `Readonly<${written}>` : written;
    }
    case "object":
      return `{\n${membersText(node.fields, node.rest, options, `${indent}  `)}${indent}}`;
    case "union":
    case "optional":
      return unionMembers(node)
        .map((member) => (member.kind === "intersection" ? `(${typeText(member, options, indent)})` : typeText(member, options, indent)))
        .join(" | ");
    case "intersection":
      return node.members.map((member) => (member.kind === "union" ? `(${typeText(member, options, indent)})` : typeText(member, options, indent))).join(" & ");
  }
}

/** The members of an object type, each with its doc comment, one per line, each line indented by `indent`. */
export function membersText(fields: readonly FieldNode[], rest: RestNode | undefined, options: TypeScriptOptions = {}, indent = "  "): string {
  const lines: string[] = [];
  for (const field of fields) {
    if (field.description !== undefined) lines.push(...docComment(field.description, indent, options.width, options.oneLineWidth));
    const name = options.renameField?.(field.name, field) ?? field.name;
    const key = IDENTIFIER.test(name) ? name : JSON.stringify(name);
    let type = typeText(field.type, options, indent);
    if (options.wrapField !== undefined) type = options.wrapField(type, field);
    if (field.optional && options.optionalUndefined === true && !(field.type.kind === "primitive" && field.type.name === "unknown")) {
      type = `${type} | undefined`;
    }
    const modifier = field.readonly || options.readonlyFields === true ? "readonly " : "";
    lines.push(`${indent}${modifier}${key}${field.optional ? "?" : ""}: ${type};`);
  }
  if (rest !== undefined) {
    if (rest.description !== undefined) lines.push(...docComment(rest.description, indent, options.width, options.oneLineWidth));
    lines.push(`${indent}[field: string]: ${typeText(rest.type, options, indent)};`);
  }
  return lines.map((line) => `${line}\n`).join("");
}

/** The declaration of a named type, with its doc comment. */
export function declarationText(declaration: Declaration, options: TypeScriptOptions = {}): string {
  const doc = docComment(declaration.description, "", options.width, options.oneLineWidth).join("\n");
  const { type, base } = declaration;
  const parameters = declaration.typeParameters ?? [];
  const name =
    parameters.length === 0
      ? declaration.name
      : `${declaration.name}<${parameters.map((parameter) => (parameter.constraint === undefined ? parameter.name : `${parameter.name} extends ${typeText(parameter.constraint, options)}`)).join(", ")}>`;
  if (type.kind === "object" && base?.kind === "omit") {
    return `${doc}\nexport type ${name} = Omit<${base.name}, ${base.omitted.map((key) => JSON.stringify(key)).join(" | ")}>;\n`;
  }
  if (type.kind === "object") {
    const inherited = new Set(base?.kind === "extends" ? base.inherited : []);
    const own = type.fields.filter((field) => !inherited.has(field.name));
    const heading = base?.kind === "extends" ? `export interface ${name} extends ${base.name}` : `export interface ${name}`;
    // A shape with no field at all (a data source kind without options, DuckDB's) is still an
    // object the program writes as `{}`: an empty interface on purpose.
    const empty = own.length === 0 && type.rest === undefined && base === undefined ? "// eslint-disable-next-line @typescript-eslint/no-empty-object-type\n" : "";
    return `${doc}\n${empty}${heading} {\n${membersText(own, base?.kind === "extends" ? undefined : type.rest, options, "  ")}}\n`;
  }
  const members = type.kind === "union" ? unionMembers(type) : [];
  if (members.some((member) => member.kind === "object" || member.kind === "intersection")) {
    const memberText = (member: TypeNode) => (member.kind === "intersection" ? `(${typeText(member, options, "    ")})` : typeText(member, options, "    "));
    return `${doc}\nexport type ${name} =\n${members.map((member) => `  | ${memberText(member)}`).join("\n")};\n`;
  }
  return `${doc}\nexport type ${name} = ${typeText(type, options)};\n`;
}
