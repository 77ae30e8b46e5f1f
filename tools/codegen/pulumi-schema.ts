/**
 * The Pulumi package schema, sdk/schema.json, generated: what SDKs of other languages are
 * generated from, and what the provider plugin (src/plugin/) serves as its GetSchema. Every
 * part comes from the one source the TypeScript route reads too:
 *
 * - resources: the kit definitions (src/provider/*: name, description, input and output
 *   fields with their descriptions, `required`/`default`, `replaces`, `observed`, `secret`);
 * - `config` and the provider's inputs: the settings table (src/client/settings/known-settings.ts);
 * - functions: the data functions' definitions (DATA_FUNCTIONS of src/registry.ts);
 * - types: the named shapes of the fields and results, as the resources' and functions'
 *   definitions declare them (resource-shapes.ts), and the API objects' schemas
 *   and views (shape-files.ts), read by the one walk from zod to the type model (type-model.ts)
 *   and written by pulumi-types.ts.
 *
 * Every resource's and function's description ends with its example in four languages, read
 * from examples/schema/ (schema-examples.ts). A property without a description, or a type
 * without a complete example, fails the generation, naming it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { SETTINGS } from "../../src/client/settings/known-settings";
import type { DataFunctionDefinition } from "../../src/functions/data-function";
import type { Field, Fields } from "../../src/kit/fields";
import type { ResourceDefinition } from "../../src/kit/define-resource";
import { secretPathsOf } from "../../src/kit/secret";
import { COMPONENTS, DATA_FUNCTIONS, PLUGIN_DOWNLOAD_URL, RESOURCES as PACKAGE_RESOURCES } from "../../src/registry";
import { isView, viewResult, type View } from "../../src/schemas/view";
import { PulumiSchemaError, PulumiTypes, pulumiToken, PULUMI_PACKAGE, type NamedShape, type PulumiObjectSpec, type PulumiPropertySpec } from "./pulumi-types";
import { ALL_RESOURCE_SHAPES, UNION_NAMES } from "./resource-shapes";
import { checkNoStrayExamples, withExamples } from "./schema-examples";
import { loadShapes, REPO_ROOT, shapeModules, shapeSources } from "./shape-files";
import { metaOf, modelOf, shapeNamer, type FieldNode, type TypeNode } from "./type-model";

/** Where the schema is written, relative to the repository. */
export const PACKAGE_SCHEMA_PATH = "sdk/schema.json";

/** The resources the plugin serves, as the kit defines them; their names are the tokens' (`datafold:index:ProxyToken`). */
const RESOURCES = PACKAGE_RESOURCES.map((resource) => resource.definition) as unknown as readonly ResourceDefinition<Fields, Fields>[];

/** The package as the schema's top level describes it, beside what package.json says. */
const PACKAGE = {
  displayName: "Datafold",
  publisher: "pulumi-datafold",
  keywords: ["pulumi", "datafold", "data-quality", "sql-proxy", "category/utility", "kind/native"],
  language: {
    python: {
      packageName: "pulumi_datafold",
      pyproject: { enabled: true },
      respectSchemaVersion: true,
      requires: { pulumi: ">=3.142.0,<4.0.0" },
    },
    go: {
      importBasePath: "github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold",
      generateResourceContainerTypes: false,
      respectSchemaVersion: true,
    },
  },
} as const;

/** `proxyToken` → `ProxyToken`. */
function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A description as Markdown: TypeScript's `{@link Name}` becomes `Name` in code. */
export function markdown(text: string): string {
  return text.replace(/\{@link\s+([^}\s]+)\s*\}/g, "`$1`");
}

/** Every description in a spec, as Markdown (the walk keeps the TypeScript doc comments' links). */
function markdownDescriptions<T>(value: T): T {
  if (Array.isArray(value)) return value.map(markdownDescriptions) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, key === "description" && typeof inner === "string" ? markdown(inner) : markdownDescriptions(inner)]),
  ) as T;
}

/**
 * The shapes a field may refer to by name, and how each is read: the resources' named shapes
 * and unions walked from their schemas (their TypeScript `tsType`s mean nothing here), the
 * API objects and views as shape-files.ts declares them.
 */
export function shapeRegistry(root: string): { nameOf: (schema: z.core.$ZodType) => string | undefined; resolve: (name: string) => NamedShape | undefined } {
  const apiShapes = loadShapes(root, shapeSources(root));
  const apiDeclarations = new Map(shapeModules(root).flatMap((module) => module.declarations.map((declaration) => [declaration.name, declaration] as const)));
  const own = [...ALL_RESOURCE_SHAPES, ...UNION_NAMES].map(([schema, name]) => [name, schema] as const);
  const apiSchemas = apiShapes.filter((shape) => !isView(shape.value)).map((shape) => [shape.name, shape.value as z.core.$ZodType] as const);
  // A view is known by its result schema (viewResult), which a data function's result holds.
  const views = apiShapes.filter((shape) => isView(shape.value)).map((shape) => [shape.name, viewResult(shape.value as View<never>)] as const);
  const ownNames = new Map(own);
  for (const [name] of [...apiSchemas, ...views]) {
    if (ownNames.has(name)) throw new PulumiSchemaError(`${name} names both a resource field's shape and an API object: rename one`);
  }
  const nameOf = shapeNamer([...own, ...apiSchemas, ...views]);
  const resolve = (name: string): NamedShape | undefined => {
    const schema = ownNames.get(name);
    if (schema !== undefined) {
      const description = metaOf(schema).description ?? "";
      return { description, type: modelOf(schema, { mode: "output", nameOf, ignoreTsType: true }, name) };
    }
    const declaration = apiDeclarations.get(name);
    return declaration === undefined ? undefined : { description: declaration.description, type: declaration.type };
  };
  return { nameOf, resolve };
}

/** The package schema's properties of a resource's fields, and those required. */
function fieldProperties(
  types: PulumiTypes,
  fields: Fields,
  resource: string,
  nameOf: (schema: z.core.$ZodType) => string | undefined,
  always: (field: Field) => boolean,
): { properties: Record<string, PulumiPropertySpec>; required: string[] } {
  const properties: Record<string, PulumiPropertySpec> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const where = `${resource}.${name}`;
    const node = modelOf(field.schema, { mode: "output", nameOf, ignoreTsType: true }, where, true);
    // A field that replaces only without a condition says so, since it is not marked replaceOnChanges.
    const description = field.replacesUnless === undefined ? field.description : `${field.description} It does not replace the resource when ${field.replacesUnless}.`;
    const { spec, absent } = types.property(node, description, where, `${resource}${pascalCase(name)}`);
    properties[name] = {
      ...spec,
      ...(field.replaces === true && field.replacesUnless === undefined ? { replaceOnChanges: true } : {}),
      ...(field.secret === true || secretPathsOf(field.schema).some((place) => place.length === 0) ? { secret: true } : {}),
    };
    if (always(field) && !absent) required.push(name);
  }
  return { properties, required };
}

function resourceSpec(types: PulumiTypes, definition: ResourceDefinition<Fields, Fields>, nameOf: (schema: z.core.$ZodType) => string | undefined): Record<string, unknown> {
  const { name, inputs, outputs } = definition;
  if (definition.description.trim() === "") throw new PulumiSchemaError(`${name} has no description: give its definition one`);
  const given = fieldProperties(types, inputs, name, nameOf, (field) => field.required !== undefined);
  // State holds an input always when it is required, defaulted, or the service's value (observed).
  const held = fieldProperties(types, inputs, name, nameOf, (field) => field.required !== undefined || field.default !== undefined || field.observed === true);
  const reported = fieldProperties(types, outputs, name, nameOf, () => true);
  return {
    description: definition.description,
    inputProperties: given.properties,
    // An empty list is left out, as the CLI leaves it out of the schema it serves (`pulumi package get-schema`).
    ...(given.required.length > 0 ? { requiredInputs: given.required } : {}),
    properties: { ...held.properties, ...reported.properties },
    ...(held.required.length + reported.required.length > 0 ? { required: [...held.required, ...reported.required] } : {}),
  };
}

/** The provider's configuration: every setting, typed, secrets marked, each saying where it is read from. */
function configProperties(): Record<string, PulumiPropertySpec> {
  return Object.fromEntries(
    Object.values(SETTINGS).map((setting) => {
      const key = setting.configKey.slice(`${PULUMI_PACKAGE}:`.length);
      const description =
        `${setting.description} Read from the provider's configuration (stack config \`${setting.configKey}\`${setting.secret ? ", set with `--secret`" : ""}), ` +
        `else the environment variable \`${setting.envVar}\`.`;
      return [key, { type: setting.valueType, description, ...(setting.secret ? { secret: true } : {}) }];
    }),
  );
}

/**
 * A function's arguments: each typed as the check returns it (a whole number is an integer),
 * optional as the caller may leave it out.
 */
function argumentsSpec(types: PulumiTypes, definition: DataFunctionDefinition, nameOf: (schema: z.core.$ZodType) => string | undefined): PulumiObjectSpec {
  const where = `${definition.name}(args)`;
  const fields = argumentFields(definition, nameOf);
  const { description: _description, ...spec } = types.objectSpec({ kind: "object", fields, rest: undefined }, where, `${pascalCase(definition.name)}Args`);
  return spec;
}

/**
 * A function's arguments as fields: each typed as the check returns it (a whole number is an
 * integer), optional as the caller may leave it out (a defaulted one too).
 */
export function argumentFields(definition: DataFunctionDefinition, nameOf: (schema: z.core.$ZodType) => string | undefined): FieldNode[] {
  const where = `${definition.name}(args)`;
  const given = modelOf(definition.args, { mode: "input", nameOf }, where);
  const checked = modelOf(definition.args, { mode: "output", nameOf, ignoreTsType: true }, where);
  if (given.kind !== "object" || checked.kind !== "object") throw new PulumiSchemaError(`${where} is not an object of named arguments`);
  return checked.fields.map((field): FieldNode => ({ ...field, optional: given.fields.find((other) => other.name === field.name)?.optional ?? field.optional }));
}

function functionSpec(types: PulumiTypes, definition: DataFunctionDefinition, nameOf: (schema: z.core.$ZodType) => string | undefined): Record<string, unknown> {
  if (definition.description.trim() === "") throw new PulumiSchemaError(`${definition.name} has no description: give its definition one`);
  const result: TypeNode = modelOf(definition.result, { mode: "output", nameOf, ignoreTsType: true }, `${definition.name}(result)`);
  const resultDescription = metaOf(definition.result).description;
  if (resultDescription === undefined) throw new PulumiSchemaError(`${definition.name}'s result has no description: give its schema .describe("…")`);
  const outputs = types.objectSpec(result, `${definition.name}(result)`, pascalCase(definition.name));
  return {
    description: definition.description,
    inputs: argumentsSpec(types, definition, nameOf),
    outputs: { ...outputs, description: outputs.description === "" ? resultDescription : outputs.description },
  };
}

/** `git+https://github.com/o/r.git` → `https://github.com/o/r`. */
function repositoryUrl(repository: { readonly url: string } | string): string {
  const url = typeof repository === "string" ? repository : repository.url;
  return url.replace(/^git\+/, "").replace(/\.git$/, "");
}

/** The package schema, as sdk/schema.json holds it. */
export function packageSchema(root = REPO_ROOT): Record<string, unknown> {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    version: string;
    description: string;
    license: string;
    homepage: string;
    repository: { url: string } | string;
  };
  const { nameOf, resolve } = shapeRegistry(root);
  const types = new PulumiTypes(resolve);
  const resources = Object.fromEntries([
    ...RESOURCES.map((definition) => [pulumiToken(definition.name), resourceSpec(types, definition, nameOf)] as const),
    // The components the plugin constructs (`construct`): the SDKs register them as remote components.
    ...COMPONENTS.map((component) => [pulumiToken(component.name), { isComponent: true, ...component.schema }] as const),
  ]);
  const functions = Object.fromEntries(DATA_FUNCTIONS.map((definition) => [pulumiToken(definition.name), functionSpec(types, definition, nameOf)]));
  const config = configProperties();
  checkNoStrayExamples(root, [...Object.keys(resources), ...Object.keys(functions)]);
  const described = markdownDescriptions({
    name: PULUMI_PACKAGE,
    displayName: PACKAGE.displayName,
    version: manifest.version,
    description: manifest.description,
    keywords: PACKAGE.keywords,
    homepage: manifest.homepage.replace(/#readme$/, ""),
    license: manifest.license,
    repository: repositoryUrl(manifest.repository),
    publisher: PACKAGE.publisher,
    pluginDownloadURL: PLUGIN_DOWNLOAD_URL,
    meta: { moduleFormat: "(.*)" },
    config: { variables: config },
    provider: {
      description:
        "The provider's configuration: the credentials and addresses of the Datafold API and SQL proxy, and the clients' " +
        "tuning. Each key is read from the provider's inputs (the stack config `datafold:<key>` for the default provider), " +
        "else its environment variable; the secrets never reach state.",
      inputProperties: config,
    },
    types: types.types(),
    resources,
    functions,
    language: PACKAGE.language,
  });
  // After the Markdown pass: the examples are programs, embedded as they are.
  return { ...described, resources: withExamples(root, described.resources), functions: withExamples(root, described.functions) };
}

/** sdk/schema.json as `npm run generate` writes it: its path and its text. */
export function packageSchemaFile(root = REPO_ROOT): [string, string] {
  return [PACKAGE_SCHEMA_PATH, `${JSON.stringify(packageSchema(root), null, 2)}\n`];
}
