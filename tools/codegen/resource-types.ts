/**
 * Emits the public TypeScript types of a resource from its kit fields (src/kit/fields.ts):
 * the inputs as `pulumi.Input<…>` fields of the Args, and every output (the inputs as state
 * holds them, then the outputs) as a `pulumi.Output<…>` field that the resource class merges
 * in. Each field's doc comment is its description: what editors show is written once, next
 * to the schema that validates it.
 */
import type { z } from "zod";
import type { Field, Fields } from "../../src/kit/fields";

/** What to emit for one resource. */
export interface ResourceTypes {
  /** The resource's name: `ProxyToken` gives `ProxyTokenInputFields` and `ProxyTokenOutputFields`. */
  readonly name: string;
  readonly inputs: Fields;
  readonly outputs: Fields;
  /** Named object shapes a field may hold, emitted by name (their interfaces are emitted too). */
  readonly shapes?: ReadonlyMap<z.ZodType, string>;
  /** Type-only imports the `tsType`s need: `import type { TokenStatus } from "../../types/token";`. */
  readonly imports?: readonly string[];
}

/** The TypeScript type a field's values have, read from its schema (or its `tsType` where a transform hides it). */
export function typeOfField(field: Field, shapes: ReadonlyMap<z.ZodType, string> = new Map()): string {
  return field.tsType ?? typeOfSchema(field.schema, shapes);
}

/** The TypeScript type of a zod schema's output, for the kinds resource fields use. */
export function typeOfSchema(schema: z.ZodType, shapes: ReadonlyMap<z.ZodType, string>): string {
  const named = shapes.get(schema);
  if (named !== undefined) return named;
  const def = schema.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "null":
      return def.type;
    case "int":
      return "number";
    case "enum":
      return Object.values(def.entries as Record<string, string>)
        .map((value) => JSON.stringify(value))
        .join(" | ");
    case "literal":
      return (def.values as unknown[]).map((value) => JSON.stringify(value)).join(" | ");
    case "nullable":
      return `${typeOfSchema(def.innerType as z.ZodType, shapes)} | null`;
    case "optional":
    case "default":
    case "readonly":
      return typeOfSchema(def.innerType as z.ZodType, shapes);
    case "array":
      return `${parenthesized(typeOfSchema(def.element as z.ZodType, shapes))}[]`;
    case "record":
      return `Record<string, ${typeOfSchema(def.valueType as z.ZodType, shapes)}>`;
    case "pipe":
      // A refinement chain ends in its input's type; a transform's output cannot be read.
      if ((def.out as z.ZodType).def.type !== "transform") return typeOfSchema(def.out as z.ZodType, shapes);
      throw new Error("a field whose schema transforms its value needs a tsType: its output type cannot be read from the schema");
    default:
      throw new Error(`cannot emit a TypeScript type for a schema of kind ${def.type}: give the field a tsType`);
  }
}

function parenthesized(type: string): string {
  return type.includes(" ") ? `(${type})` : type;
}

/** A doc comment of `text`, wrapped at about 100 columns, indented by `indent`. */
export function docComment(text: string, indent: string): string {
  const words = text.split(/\s+/).filter((word) => word !== "");
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line !== "" && indent.length + 3 + line.length + 1 + word.length > 100) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  if (lines.length === 1 && indent.length + 7 + lines[0]!.length <= 100) return `${indent}/** ${lines[0]} */`;
  return [`${indent}/**`, ...lines.map((l) => `${indent} * ${l}`), `${indent} */`].join("\n");
}

/** The Args type of an input: `pulumi.Input` around the value, and around each value of a map. */
function argType(field: Field, shapes: ReadonlyMap<z.ZodType, string>): string {
  if (field.tsType === undefined && field.schema.def.type === "record") {
    const value = typeOfSchema((field.schema.def as unknown as { valueType: z.ZodType }).valueType, shapes);
    return `pulumi.Input<Record<string, pulumi.Input<${value}>>>`;
  }
  return `pulumi.Input<${typeOfField(field, shapes)}${field.nullable === true ? " | null" : ""}>`;
}

/** What the output mirroring an input says: the input's own description is on the Args. */
function mirroredDescription(name: string, field: Field): string {
  const value = field.default === undefined ? "" : `, or ${JSON.stringify(field.default)} when it was left out`;
  const absent = field.default === undefined && field.required === undefined ? "; absent when it was left out" : "";
  const change = field.replaces === true ? "A change replaces the resource." : "A change updates it in place.";
  return `The \`${name}\` input${value}${absent}. ${change}`;
}

/** The generated module for one resource: its input fields, its output fields, and its named shapes. */
export function emitResourceTypes(resource: ResourceTypes, source: string): string {
  const shapes = resource.shapes ?? new Map<z.ZodType, string>();
  const out: string[] = [
    `// Generated from ${source} by \`npm run generate\`: do not edit. Each doc comment is the field's description there.`,
    'import type * as pulumi from "@pulumi/pulumi";',
    ...(resource.imports ?? []),
    "",
  ];
  for (const [schema, name] of shapes) out.push(...emitShape(schema, name, shapes), "");

  out.push(`/** The inputs of a {@link ${resource.name}}, each as a program may give it. */`);
  out.push(`export interface ${resource.name}InputFields {`);
  for (const [name, field] of Object.entries(resource.inputs)) {
    const optional = field.required === undefined ? "?" : "";
    out.push(docComment(field.description, "  "), `  readonly ${name}${optional}: ${argType(field, shapes)};`);
  }
  out.push("}", "");

  out.push(`/** The inputs of a {@link ${resource.name}} as its provider's \`check\` returns them: defaults applied, values resolved. */`);
  out.push(`export interface ${resource.name}CheckedInputs {`);
  for (const [name, field] of Object.entries(resource.inputs)) {
    const always = field.required !== undefined || field.default !== undefined;
    out.push(docComment(field.description, "  "), `  readonly ${name}${always ? "" : "?"}: ${typeOfField(field, shapes)};`);
  }
  out.push("}", "");

  out.push(`/** What a {@link ${resource.name}} reports: its inputs as state holds them, then its outputs. */`);
  out.push(`export interface ${resource.name}OutputFields {`);
  for (const [name, field] of Object.entries(resource.inputs)) {
    const type = typeOfField(field, shapes);
    const always = field.required !== undefined || field.default !== undefined || field.observed === true;
    out.push(docComment(field.observed === true ? field.description : mirroredDescription(name, field), "  "));
    out.push(`  readonly ${name}: pulumi.Output<${always ? type : `${type} | undefined`}>;`);
  }
  for (const [name, field] of Object.entries(resource.outputs)) {
    out.push(docComment(field.description, "  "), `  readonly ${name}: pulumi.Output<${typeOfField(field, shapes)}>;`);
  }
  out.push("}", "");
  return out.join("\n");
}

/** A named object shape as a readonly interface, each field documented. */
function emitShape(schema: z.ZodType, name: string, shapes: ReadonlyMap<z.ZodType, string>): string[] {
  const def = schema.def as unknown as { type: string; shape?: Record<string, z.ZodType> };
  if (def.type !== "object" || def.shape === undefined) throw new Error(`shape ${name} is not an object schema`);
  const inner = new Map([...shapes].filter(([other]) => other !== schema));
  const lines = [docComment(describe(schema, name), ""), `export interface ${name} {`];
  for (const [field, fieldSchema] of Object.entries(def.shape)) {
    lines.push(docComment(describe(fieldSchema, `${name}.${field}`), "  "), `  readonly ${field}: ${typeOfSchema(fieldSchema, inner)};`);
  }
  lines.push("}");
  return lines;
}

function describe(schema: z.ZodType, where: string): string {
  const description = schema.description;
  if (description === undefined || description.trim() === "") throw new Error(`${where} has no description: every field is documented`);
  return description;
}
