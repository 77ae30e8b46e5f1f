/**
 * The public types of the data functions, written by `npm run generate` from their definitions
 * (DATA_FUNCTIONS of src/registry.ts), as the resources' are from theirs: for each function,
 * src/functions/generated/<module>.ts (`getMonitors` → `get-monitors.ts`) declares
 *
 * - `<Name>Args` from the definition's `args`, as a caller may give them (`z.input`);
 * - `<Name>Result` from its `result`, as `run` returns it (`z.output`);
 * - its named shapes (`presentation.shapes`), as the result holds them;
 *
 * every field readonly, arrays and records too, each doc comment the description in the
 * definition. A shape declared elsewhere is imported by name: the API objects and their views
 * (src/types/, shape-files.ts), the resources' shapes (src/resources/generated/), another
 * function's shapes. A shape a definition built from others (src/functions/result-types.ts) is
 * written so: `Omit<MetricMonitorCheckedInputs, …>`, `GetMonitorFacts<"metric">`, `A & B`.
 * Then the barrel src/functions/generated/index.ts, which src/functions/index.ts re-exports.
 * The declarations import no zod (written out, not inferred), so neither does the package's.
 */
import { dirname, relative } from "node:path";
import type { z } from "zod";
import type { DataFunctionDefinition } from "../../src/functions/data-function";
import { compositionOf, typeParameterOf, type Composition } from "../../src/functions/result-types";
import type { Fields } from "../../src/kit/fields";
import { DATA_FUNCTIONS, moduleName, RESOURCES } from "../../src/registry";
import { isView, viewResult, type View } from "../../src/schemas/view";
import { resourceShapeFiles, resourceTypesFile } from "./resource-files";
import { loadShapes, REPO_ROOT, shapeSources } from "./shape-files";
import { fieldDescription, metaOf, modelOf, referencedNames, shapeNamer, UnsupportedSchemaError, type FieldNode, type ModelOptions, type TypeNode } from "./type-model";
import { declarationText, type Declaration, type TypeScriptOptions } from "./typescript";

/** Where the generated files are, from the repository's root. */
export const FUNCTION_TYPES_DIR = "src/functions/generated";

/** Readonly through and through, as a program reads a result; doc comments within 100 columns, as the resources' types. */
const WRITTEN: TypeScriptOptions = { readonlyFields: true, readonlyCollections: true, width: 100, oneLineWidth: 100 };

/** `getMonitors` → `GetMonitors`. */
function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The file of a function's generated types, from the repository's root: `src/functions/generated/get-monitors.ts`. */
export function functionTypesFile(name: string): string {
  return `${FUNCTION_TYPES_DIR}/${moduleName(name)}.ts`;
}

/** The names of a function's arguments' and result's types: `GetMonitorsArgs`, `GetMonitorsResult`. */
export function functionTypeNames(name: string): { readonly args: string; readonly result: string } {
  return { args: `${pascalCase(name)}Args`, result: `${pascalCase(name)}Result` };
}

type NameOf = (schema: z.core.$ZodType) => string | undefined;

/** A type another module declares, and the file that does (from the repository's root). */
interface Known {
  readonly file: string;
  /** The schema it is written from, when a field may hold it (a resource's checked inputs have none). */
  readonly schema?: z.core.$ZodType;
}

/** Every name a function's types may refer to, with its file: the API objects and views, the resources' shapes and checked inputs, the functions' own. */
function knownNames(root: string, definitions: readonly DataFunctionDefinition[]): Map<string, Known> {
  const known = new Map<string, Known>();
  const add = (name: string, entry: Known) => {
    const other = known.get(name);
    if (other !== undefined) throw new UnsupportedSchemaError(`${name} is declared in ${other.file} and in ${entry.file}: a type's name must be unique`);
    known.set(name, entry);
  };
  for (const shape of loadShapes(root, shapeSources(root))) {
    // A view is known by its result schema (viewResult), which a data function's result holds.
    const schema = isView(shape.value) ? viewResult(shape.value as View<never>) : shape.value;
    add(shape.name, { file: shape.source.target, schema });
  }
  for (const { name, schema, file } of resourceShapeFiles()) add(name, { file, schema });
  for (const { definition } of RESOURCES) add(`${definition.name}CheckedInputs`, { file: resourceTypesFile(definition.name) });
  for (const definition of definitions) {
    const file = functionTypesFile(definition.name);
    const names = functionTypeNames(definition.name);
    add(names.args, { file });
    add(names.result, { file });
    for (const [schema, name] of definition.presentation.shapes ?? []) add(name, { file, schema });
  }
  return known;
}

/** The inputs of each registered resource, by its name. */
const RESOURCE_INPUTS = new Map<string, Fields>(RESOURCES.map(({ definition }) => [definition.name, definition.inputs]));

/**
 * The type of a shape built from others (result-types.ts). A resource's checked inputs are
 * checked against the resource: the shape's fields are its inputs but those left out, each
 * optional where the input is, and its own.
 */
function composedType(schema: z.core.$ZodType, composition: Composition, part: (other: z.core.$ZodType) => TypeNode, nameOf: NameOf, where: string): TypeNode {
  switch (composition.kind) {
    case "checkedInputs": {
      const inputs = RESOURCE_INPUTS.get(composition.resource);
      if (inputs === undefined) throw new UnsupportedSchemaError(`${where}: ${composition.resource} is no registered resource`);
      const shape = Object.entries((schema as z.ZodObject).shape as Record<string, z.core.$ZodType>);
      const optional = (field: z.core.$ZodType) => field._zod.optout === "optional";
      const listed = (fields: ReadonlyArray<readonly [string, boolean]>) => fields.map(([name, absent]) => `${name}${absent ? "?" : ""}`).join(", ");
      const theirs = listed(
        Object.entries(inputs)
          .filter(([name]) => !composition.omitted.includes(name))
          .map(([name, field]) => [name, field.required === undefined && field.default === undefined]),
      );
      const mine = listed(shape.filter(([name]) => !composition.own.includes(name)).map(([name, field]) => [name, optional(field)]));
      if (theirs !== mine) {
        throw new UnsupportedSchemaError(`${where}: its fields (${mine}) are not ${composition.resource}'s checked inputs but those left out (${theirs})`);
      }
      const base: TypeNode = {
        kind: "ref",
        name: "Omit",
        args: [{ kind: "ref", name: `${composition.resource}CheckedInputs` }, { kind: "literal", values: [...composition.omitted] }],
      };
      const own = shape
        .filter(([name]) => composition.own.includes(name))
        .map(([name, field]): FieldNode => {
          const type = part(field);
          const description = fieldDescription(field, nameOf);
          if (description === undefined) throw new UnsupportedSchemaError(`${where}.${name} has no description: give the field .describe("…") (its doc comment)`);
          return { name, type: type.kind === "optional" ? type.inner : type, optional: type.kind === "optional", readonly: true, description };
        });
      return own.length === 0 ? base : { kind: "intersection", members: [base, { kind: "object", fields: own, rest: undefined }] };
    }
    case "instance": {
      const name = nameOf(composition.generic);
      if (name === undefined) throw new UnsupportedSchemaError(`${where}: the generic shape it is an instance of is declared by no name (presentation.shapes)`);
      return { kind: "ref", name, args: [part(composition.argument)] };
    }
    case "intersection":
      return { kind: "intersection", members: composition.parts.map(part) };
  }
}

/** The declaration of a named shape, generic when it was declared so (its parameter's field of the parameter's type). */
function shapeDeclaration(name: string, schema: z.core.$ZodType, options: ModelOptions, source: string): Declaration {
  const description = metaOf(schema).description;
  if (description === undefined || description.trim() === "") throw new UnsupportedSchemaError(`${name} (${source}) has no description: give it .describe("…")`);
  const type = modelOf(schema, options, name);
  const parameter = typeParameterOf(schema);
  if (parameter === undefined) return { name, description, type };
  if (type.kind !== "object") throw new UnsupportedSchemaError(`${name}: only an object shape can be generic`);
  const field = type.fields.find((candidate) => candidate.name === parameter.field)!;
  return {
    name,
    description,
    type: { ...type, fields: type.fields.map((other) => (other === field ? { ...other, type: { kind: "ref", name: parameter.name } } : other)) },
    typeParameters: [{ name: parameter.name, constraint: field.type }],
  };
}

function header(source: string): string {
  return (
    `// Generated from ${source} by \`npm run generate\`: do not edit. Each doc comment is the description there.\n` +
    "// Written out rather than inferred, so that the published declarations do not import zod.\n"
  );
}

/** One function's generated module: its declarations and the imports they need. */
function functionFile(definition: DataFunctionDefinition, known: ReadonlyMap<string, Known>, nameOf: NameOf): string {
  const { source } = definition.presentation;
  const file = functionTypesFile(definition.name);
  const names = functionTypeNames(definition.name);
  const writtenAs: ModelOptions["writtenAs"] = (schema, part) => {
    const composition = compositionOf(schema);
    return composition === undefined ? undefined : composedType(schema, composition, part, nameOf, `${definition.name} (${source})`);
  };
  const given: ModelOptions = { mode: "input", nameOf, writtenAs };
  const returned: ModelOptions = { mode: "output", nameOf, writtenAs };
  const args = shapeDeclaration(names.args, definition.args, given, source);
  if (args.type.kind !== "object") throw new UnsupportedSchemaError(`${names.args} (${source}) is not an object of named arguments`);
  const main = [args, shapeDeclaration(names.result, definition.result, returned, source)];
  const shapes = (definition.presentation.shapes ?? []).map(([schema, name]) => shapeDeclaration(name, schema, returned, source));
  const declarations = [...main, ...shapes];

  const own = new Set(declarations.map((declaration) => declaration.name));
  const imports = new Map<string, Set<string>>();
  for (const declaration of declarations) {
    const used = [...referencedNames(declaration.type), ...(declaration.typeParameters ?? []).flatMap((parameter) => (parameter.constraint === undefined ? [] : referencedNames(parameter.constraint)))];
    for (const name of used) {
      const target = known.get(name)?.file;
      if (target === undefined || own.has(name) || target === file) continue;
      const specifier = relative(dirname(file), target).replace(/\.ts$/, "");
      const path = specifier.startsWith(".") ? specifier : `./${specifier}`;
      imports.set(path, (imports.get(path) ?? new Set()).add(name));
    }
  }
  const importLines = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, used]) => `import type { ${[...used].sort().join(", ")} } from "${path}";\n`);
  const body = declarations.map((declaration) => declarationText(declaration, WRITTEN)).join("\n");
  return `${header(source)}${importLines.length > 0 ? importLines.join("") : ""}\n${body}`;
}

/** The barrel: every function's types, in the registry's order. */
function barrel(definitions: readonly DataFunctionDefinition[]): string {
  const lines = definitions.map((definition) => {
    const names = functionTypeNames(definition.name);
    const exported = [names.args, names.result, ...(definition.presentation.shapes ?? []).map(([, name]) => name)];
    return `export type { ${exported.join(", ")} } from "./${moduleName(definition.name)}";`;
  });
  return ["// Generated from src/registry.ts by `npm run generate`: do not edit. The data functions' public types.", ...lines, ""].join("\n");
}

/** Every file of src/functions/generated, by its path from the repository's root. */
export function functionFiles(root = REPO_ROOT, definitions: readonly DataFunctionDefinition[] = DATA_FUNCTIONS): Array<[string, string]> {
  const known = knownNames(root, definitions);
  const nameOf = shapeNamer([...known].flatMap(([name, entry]) => (entry.schema === undefined ? [] : [[name, entry.schema] as const])));
  return [
    ...definitions.map((definition): [string, string] => [functionTypesFile(definition.name), functionFile(definition, known, nameOf)]),
    [`${FUNCTION_TYPES_DIR}/index.ts`, barrel(definitions)],
  ];
}
