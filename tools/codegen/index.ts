/**
 * TypeScript and JSON Schema from zod schemas, with doc comments from their descriptions.
 *
 * - `modelOf(schema, { mode, nameOf })`: the schema read into a small type model
 *   (type-model.ts), each object field with its description;
 * - `typeText`, `membersText`, `declarationText`: that model as TypeScript (typescript.ts),
 *   with options for readonly fields, a wrapper of each field's type (`pulumi.Input<…>`) and
 *   renamed fields;
 * - `jsonSchemaOf`, `jsonSchemaDocument`: the same model as JSON Schema (json-schema.ts);
 * - `viewDeclaration`: the interface of a view of a wire object (views.ts);
 * - `shapeFiles`: this package's src/types/*.ts, from src/schemas and the clients'
 *   argument schemas (shape-files.ts), which `npm run generate` writes with the resources'
 *   types (generated-files.ts, resource-types.ts) and the data functions' (function-files.ts).
 */
export * from "./type-model";
export * from "./typescript";
export * from "./json-schema";
export * from "./views";
export { loadShapes, shapeFiles, shapeModules, shapeSources, shapesJsonSchema, REPO_ROOT, type GeneratedModule, type Shape, type ShapeSource } from "./shape-files";
