import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import * as ts from "typescript";
import type { z } from "zod";
import { isView, type View } from "../../src/schemas/view";
import { jsonSchemaDocument, type JsonSchema } from "./json-schema";
import { baseShapeOf, metaOf, modelOf, referencedNames, shapeNamer, UnsupportedSchemaError, type Mode } from "./type-model";
import { declarationText, type Declaration, type TypeScriptOptions } from "./typescript";
import { viewDeclaration } from "./views";

/*
 * This package's public API types, written from their schemas: every zod schema and view
 * exported by a source module below becomes a declaration of the same name, documented by
 * its descriptions, in the source's generated file under src/types/. `npm run generate`
 * writes the files (generated-files.ts lists them with the resources' types);
 * test/api/generated-files.test.ts fails when one is stale.
 */

export const REPO_ROOT = resolve(__dirname, "../..");

/** A module of schemas and the file generated from it. */
export interface ShapeSource {
  /** The module, relative to the repository. */
  readonly source: string;
  /** The generated file, relative to the repository. */
  readonly target: string;
  /** `input` for what a caller gives (the clients' arguments), `output` for what is read. */
  readonly mode: Mode;
  /** Written options of the declarations. */
  readonly typescript: TypeScriptOptions;
}

/** The clients' argument schemas, read as what a caller may give. */
const ARGUMENT_SOURCES = [
  { source: "src/client/main-service/params.ts", target: "src/types/main-service-params.ts" },
  { source: "src/client/proxy-admin/params.ts", target: "src/types/proxy-admin-params.ts" },
];

/** Modules of src/schemas that hold no shape. */
const NOT_SHAPES = new Set(["index.ts", "view.ts"]);

/** Every module of schemas, with the file written from it: src/schemas/<name>.ts → src/types/<name>.ts. */
export function shapeSources(root = REPO_ROOT): ShapeSource[] {
  const wire = readdirSync(join(root, "src/schemas"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !NOT_SHAPES.has(file))
    .sort()
    .map((file): ShapeSource => ({ source: `src/schemas/${file}`, target: `src/types/${file}`, mode: "output", typescript: {} }));
  const argumentSources = ARGUMENT_SOURCES.map(
    (paths): ShapeSource => ({ ...paths, mode: "input", typescript: { optionalUndefined: true } }),
  );
  return [...wire, ...argumentSources];
}

/** The doc comment of a loose object's index signature, unless its metadata gives one (`otherFields`). */
const OTHER_FIELDS = "A field the service added, passed on as it came.";

/** The names a module exports with `export const`, in the order it declares them. */
function exportedConstants(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    }
  }
  return names;
}

function isSchema(value: unknown): value is z.core.$ZodType {
  return typeof value === "object" && value !== null && "_zod" in value;
}

/** One exported shape: a schema or a view, where it is declared and where it is written. */
export interface Shape {
  readonly name: string;
  readonly value: z.core.$ZodType | View;
  readonly source: ShapeSource;
}

/** Every shape of every source, in the sources' order and each source's order of declaration. */
export function loadShapes(root: string, sources: readonly ShapeSource[]): Shape[] {
  const shapes: Shape[] = [];
  const seen = new Map<string, string>();
  for (const source of sources) {
    const file = join(root, source.source);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(file) as Record<string, unknown>;
    for (const name of exportedConstants(file)) {
      const value = exported[name];
      if (!isSchema(value) && !isView(value)) continue;
      const other = seen.get(name);
      if (other !== undefined) throw new UnsupportedSchemaError(`${name} is declared in ${other} and in ${source.source}: a shape's name must be unique`);
      seen.set(name, source.source);
      shapes.push({ name, value: value as z.core.$ZodType | View, source });
    }
  }
  return shapes;
}

/** A generated file's declarations, with the source they came from. */
export interface GeneratedModule {
  readonly source: ShapeSource;
  readonly declarations: readonly Declaration[];
}

/** The declarations of every source. */
export function shapeModules(root = REPO_ROOT, sources = shapeSources(root)): GeneratedModule[] {
  const shapes = loadShapes(root, sources);
  const schemas = shapes.filter((shape) => !isView(shape.value)).map((shape) => [shape.name, shape.value as z.core.$ZodType] as const);
  const nameOf = shapeNamer(schemas);
  const objectNames = new Set(schemas.filter(([, schema]) => schema._zod.def.type === "object").map(([name]) => name));
  const viewNames = new Map(shapes.filter((shape) => isView(shape.value)).map((shape) => [shape.value as View, shape.name]));
  const names = { nameOf, viewName: (view: View) => viewNames.get(view), isObjectShape: (name: string) => objectNames.has(name) };
  return sources.map((source) => {
    const own = shapes.filter((shape) => shape.source === source);
    const declarations = own.map((shape): Declaration => {
      if (isView(shape.value)) return viewDeclaration(shape.name, shape.value, names);
      const schema = shape.value;
      const description = metaOf(schema).description;
      if (description === undefined) throw new UnsupportedSchemaError(`${shape.name} (${source.source}) has no description: give it .meta({ description: "…" })`);
      const type = modelOf(schema, { mode: source.mode, nameOf, otherFields: OTHER_FIELDS }, shape.name);
      // Only a shape declared before it, so that no two shapes build on each other.
      const earlier = schemas.slice(0, schemas.findIndex(([name]) => name === shape.name));
      const base = baseShapeOf(schema, earlier);
      return base === undefined ? { name: shape.name, description, type } : { name: shape.name, description, type, base };
    });
    return { source, declarations };
  });
}

function header(source: ShapeSource): string {
  return (
    `// Generated by \`npm run generate\` from ${source.source}: do not edit.\n` +
    "// Each type and field is documented by its schema's description there: change the schema\n" +
    "// and run `npm run generate`. Written out rather than inferred, so that the published\n" +
    "// declarations do not import zod.\n"
  );
}

/** Every file of src/types, generated: its text by its path relative to the repository. */
export function shapeFiles(root = REPO_ROOT, sources = shapeSources(root)): Map<string, string> {
  const modules = shapeModules(root, sources);
  const fileOf = new Map(modules.flatMap((module) => module.declarations.map((declaration) => [declaration.name, module.source.target] as const)));
  const known = new Set(fileOf.keys());
  const files = new Map<string, string>();
  for (const { source, declarations } of modules) {
    const imports = new Map<string, Set<string>>();
    for (const declaration of declarations) {
      const used = [...referencedNames(declaration.type).filter((name) => known.has(name)), ...(declaration.base === undefined ? [] : [declaration.base.name])];
      for (const name of used) {
        const target = fileOf.get(name)!;
        if (target === source.target) continue;
        const specifier = `./${relative(join(source.target, ".."), target).replace(/\.ts$/, "")}`;
        imports.set(specifier, (imports.get(specifier) ?? new Set()).add(name));
      }
    }
    const importLines = [...imports]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([specifier, names]) => `import type { ${[...names].sort().join(", ")} } from "${specifier}";\n`);
    const body = declarations.map((declaration) => declarationText(declaration, source.typescript)).join("\n");
    files.set(source.target, `${header(source)}${importLines.length > 0 ? `\n${importLines.join("")}` : ""}\n${body}`);
  }
  return files;
}

/** Every shape as one JSON Schema document (`$defs`), descriptions included: the start of a Pulumi package schema. */
export function shapesJsonSchema(root = REPO_ROOT): JsonSchema {
  return jsonSchemaDocument(shapeModules(root).flatMap((module) => module.declarations));
}
