/**
 * The files of the package that the registry (src/registry.ts) decides, written by
 * `npm run generate`: for each resource its provider shell (src/shells/<module>.ts), its class
 * (src/resources/<module>.ts) and its public types (src/resources/generated/<module>.ts); the
 * shared types of each resource family; the resources' barrel (src/resources/index.ts); and the
 * provider entry (src/provider.ts). So a resource is its definition file and one line of the
 * registry: nothing else names it.
 */
import type { z } from "zod";
import type { Fields } from "../../src/kit/fields";
import type { ResourceFamily, ResourcePresentation } from "../../src/kit/presentation";
import { COMPONENTS, moduleName, providerKind, RESOURCES } from "../../src/registry";
import { secretInputPaths } from "../../src/kit/secret";
import { emitResourceTypes, type CommonFields, type ImportedShapes } from "./resource-types";
import { registryModules } from "./registry-modules";

/** What the generator reads of a registered resource. */
interface Registered {
  readonly definition: { readonly name: string; readonly inputs: Fields; readonly outputs: Fields; readonly presentation: ResourcePresentation };
  readonly secretOutputs: readonly string[];
}

const REGISTERED: readonly Registered[] = RESOURCES;
const GENERATED = "// Generated from src/registry.ts by `npm run generate`: do not edit.";

/** The modules of a family's shared types, by the family's name: `monitor-shapes`, `monitor-common`. */
const familyModules = (family: ResourceFamily) => ({ shapes: `${moduleName(family.name)}-shapes`, common: `${moduleName(family.name)}-common` });

/** The families of the registered resources, each once, in registry order. */
function families(): ResourceFamily[] {
  const found: ResourceFamily[] = [];
  for (const { definition } of REGISTERED) {
    const family = definition.presentation.family;
    if (family !== undefined && !found.includes(family)) found.push(family);
  }
  return found;
}

/** The family's fields as the generated types of its members extend them. */
function commonFields(family: ResourceFamily): CommonFields {
  return { name: `${family.name}Common`, from: `./${familyModules(family).common}`, inputs: family.inputs, outputs: family.outputs };
}

function familyShapes(family: ResourceFamily): ImportedShapes {
  return { from: `./${familyModules(family).shapes}`, shapes: family.shapes };
}

/** A doc comment of these lines, indented. */
function docComment(text: string, indent = ""): string {
  const lines = text.split("\n");
  return `${indent}/**\n${lines.map((line) => (line === "" ? `${indent} *` : `${indent} * ${line}`)).join("\n")}\n${indent} */`;
}

/** The provider shell of a resource: the module whose one export Pulumi stores in state as a `require`. */
function shellFile(name: string): string {
  return [
    GENERATED,
    docComment(
      `The ${name} provider object, as a module of its own. Pulumi stores the serialized provider in every\n` +
        "resource's state (`__provider`); because this object is a module's exports, the SDK's closure\n" +
        "serializer stores a one-line `require` of this file instead of its code when the package is installed\n" +
        "under node_modules. State written by every release requires this path, so it must never move: a\n" +
        "resource's module name is its name, and the registry never renames one (docs/architecture.md).",
    ),
    'import { providerShell } from "./provider-shell";',
    "",
    `export = providerShell("${providerKind(name)}");`,
    "",
  ].join("\n");
}

/** The class of a resource: a dynamic resource whose provider is its shell. */
function classFile({ definition, secretOutputs: secretOutputsOf }: Registered): string {
  const { name, inputs, outputs, presentation } = definition;
  const module = moduleName(name);
  const args = presentation.args;
  const argsName = args?.name ?? `${name}Args`;
  // Every output, and every observed input (the service's value), named so that the engine reports it.
  const named = [...Object.keys(outputs), ...Object.keys(inputs).filter((field) => inputs[field]!.observed === true)];
  const secretPlaces = secretInputPaths(inputs);
  // A secret input that is a whole field stays secret in the outputs too, told as the secret outputs are.
  const secretOutputs = [...secretOutputsOf, ...secretPlaces.filter((path) => path.length === 1).map(([field]) => field!)];
  const imports = [
    'import * as pulumi from "@pulumi/pulumi";',
    ...(secretPlaces.length === 0 ? [] : ['import { withSecretInputs } from "./secret-inputs";']),
    ...(presentation.passesResourceName === true ? ['import { RESOURCE_NAME_KEY } from "../kit/check-inputs";'] : []),
    'import { warnAboutProgramConfig } from "../program-config-warnings";',
    `import type { ${args === undefined ? `${name}InputFields, ` : ""}${name}OutputFields } from "./generated/${module}";`,
    ...(args === undefined ? [] : [`import type { ${args.name} } from "${args.from}";`]),
    "/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */",
    `import PROVIDER from "../shells/${module}";`,
  ];
  const argsDeclaration =
    args === undefined
      ? [`/** The inputs of a {@link ${name}} (each described where it is defined, ${presentation.source}). */`, `export type ${argsName} = ${name}InputFields;`]
      : [`export type { ${args.name} };`];
  const secrets = secretOutputs.map((output) => JSON.stringify(output)).join(", ");
  const options = secretOutputs.length === 0 ? "opts" : "{ ...opts, additionalSecretOutputs: secretOutputs }";
  const resourceName = presentation.passesResourceName === true ? ", [RESOURCE_NAME_KEY]: `${pulumi.getProject()}/${pulumi.getStack()}/${name}`" : "";
  return [
    GENERATED,
    ...imports,
    "",
    ...argsDeclaration,
    "",
    docComment(`${presentation.doc}\n\n@example\n${presentation.example}`),
    "// The outputs, each documented where it is defined, merge into the class: declaration merging",
    "// is how a class gets members it does not declare itself.",
    "// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging",
    `export interface ${name} extends ${name}OutputFields {}`,
    "// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging",
    `export class ${name} extends pulumi.dynamic.Resource {`,
    `  constructor(name: string, args: ${argsName}, opts?: pulumi.CustomResourceOptions) {`,
    "    // Each output named, so that the engine reports it (an output not passed to super is dropped).",
    `    const outputs = { ${named.map((field) => `${field}: undefined`).join(", ")} };`,
    ...(secretOutputs.length === 0
      ? []
      : [
          "    // The engine keeps an output secret only when it is told which one, whatever the program passes.",
          `    const secretOutputs = [...new Set([...(opts?.additionalSecretOutputs ?? []), ${secrets}])];`,
        ]),
    ...(resourceName === "" ? [] : ["    // A dynamic provider is not told the URN: the resource's name comes this way."]),
    ...(secretPlaces.length === 0
      ? []
      : [
          "    // Credentials are secrets in state whatever the program passed (src/kit/secret.ts).",
          `    const given = withSecretInputs("${name}", name, args, ${JSON.stringify(secretPlaces)});`,
        ]),
    `    super(PROVIDER, name, { ...outputs, ...${secretPlaces.length === 0 ? "args" : "given"}${resourceName} }, ${options}, "datafold", "${name}");`,
    "    // The provider host cannot tell a plain credential from a secret one; the program can.",
    "    warnAboutProgramConfig();",
    "  }",
    "}",
    "",
  ].join("\n");
}

/** The public types of a resource, from its fields and its named shapes. */
function typesFile({ definition }: Registered): string {
  const { name, inputs, outputs, presentation } = definition;
  const family = presentation.family;
  return emitResourceTypes(
    {
      name,
      inputs,
      outputs,
      ...(presentation.shapes === undefined ? {} : { shapes: presentation.shapes }),
      ...(presentation.typeImports === undefined ? {} : { imports: presentation.typeImports }),
      ...(family === undefined ? {} : { imported: [familyShapes(family)], common: commonFields(family) }),
    },
    presentation.source,
  );
}

/** The names a resource's types module adds to the package's exports: its own shapes. */
const shapeNames = (presentation: { readonly shapes?: ResourcePresentation["shapes"] }) => (presentation.shapes ?? []).map(([, name]) => name);

/** src/resources/index.ts: every class and its types, the families' shapes once, then the components. */
function resourcesIndex(): string {
  const lines = [GENERATED];
  const exported = new Set<ResourceFamily>();
  for (const { definition } of REGISTERED) {
    const { name, presentation } = definition;
    const module = moduleName(name);
    lines.push(`export { ${name} } from "./${module}";`, `export type { ${presentation.args?.name ?? `${name}Args`} } from "./${module}";`);
    const family = presentation.family;
    if (family !== undefined && !exported.has(family)) {
      exported.add(family);
      lines.push(`export type { ${shapeNames(family).join(", ")} } from "./generated/${familyModules(family).shapes}";`);
    }
    if (shapeNames(presentation).length > 0) lines.push(`export type { ${shapeNames(presentation).join(", ")} } from "./generated/${module}";`);
  }
  for (const component of COMPONENTS) {
    lines.push(`export { ${component.name} } from "./${component.module}";`, `export type { ${component.types.join(", ")} } from "./${component.module}";`);
  }
  return `${lines.join("\n")}\n`;
}

/** src/provider.ts: what the provider host loads, one export per resource kind. */
function providerEntry(): string {
  const modules = registryModules("RESOURCES", REGISTERED.map(({ definition }) => definition.name));
  const entries = REGISTERED.map(({ definition }) => ({ kind: providerKind(definition.name), ...modules.get(definition.name)! }));
  return [
    GENERATED,
    docComment(
      "`pulumi-datafold/provider`: what the provider host loads at run time. The serialized provider stored in\n" +
        "Pulumi state is a thin shell that `import()`s this entry by package name (src/shells/provider-shell.ts),\n" +
        "so the implementation is never captured in state and an upgrade of the package fixes refresh and destroy\n" +
        "of existing resources too (docs/architecture.md). Nothing here loads `@pulumi/pulumi`: its types only\n" +
        "check that each provider is one the dynamic-provider host can call.",
    ),
    "// The contract of every shell ever stored in state: `configure`, then one object per resource kind",
    "// with check, diff, create, read, update and delete. Pinned by test/api/public-api.test.ts; removing or",
    "// renaming any of these breaks existing stacks. Each resource's module is imported itself, not the",
    "// registry, so that the host loads no data function.",
    'import type * as pulumi from "@pulumi/pulumi";',
    'import type { KitProvider } from "./kit/kit-provider";',
    ...entries.map(({ binding, module }) => `import { ${binding} } from "${module}";`),
    "",
    'export { configureProvider as configure } from "./provider/shared/provider-config";',
    'export type { StackConfig } from "./provider/shared/provider-config";',
    "",
    ...entries.map(({ kind, binding }) => `export const ${kind}: KitProvider = ${binding}.provider satisfies pulumi.dynamic.ResourceProvider;`),
    "",
  ].join("\n");
}

/** The file of a resource's generated types, from the repository's root: `src/resources/generated/proxy-token.ts`. */
export function resourceTypesFile(name: string): string {
  return `src/resources/generated/${moduleName(name)}.ts`;
}

/**
 * Every named shape the resources' generated types declare (their families' and their own),
 * with the file that declares it, from the repository's root: what another generated module
 * imports by name.
 */
export function resourceShapeFiles(): Array<{ readonly name: string; readonly schema: z.ZodType; readonly file: string }> {
  return [
    ...families().flatMap((family) => family.shapes.map(([schema, name]) => ({ name, schema, file: `src/resources/generated/${familyModules(family).shapes}.ts` }))),
    ...REGISTERED.flatMap(({ definition }) => (definition.presentation.shapes ?? []).map(([schema, name]) => ({ name, schema, file: resourceTypesFile(definition.name) }))),
  ];
}

/** Every file the registry decides, by its path from the repository's root. */
export function resourceFiles(): Array<[string, string]> {
  const files: Array<[string, string]> = [];
  for (const family of families()) {
    const modules = familyModules(family);
    files.push(
      [`src/resources/generated/${modules.shapes}.ts`, emitResourceTypes({ name: "", inputs: {}, outputs: {}, shapes: family.shapes, shapesOnly: true }, family.source)],
      [
        `src/resources/generated/${modules.common}.ts`,
        emitResourceTypes({ ...commonFields(family), subject: family.subject, imported: [familyShapes(family)] }, family.source),
      ],
    );
  }
  for (const registered of REGISTERED) {
    const module = moduleName(registered.definition.name);
    files.push(
      [`src/shells/${module}.ts`, shellFile(registered.definition.name)],
      [`src/resources/${module}.ts`, classFile(registered)],
      [resourceTypesFile(registered.definition.name), typesFile(registered)],
    );
  }
  files.push(["src/resources/index.ts", resourcesIndex()], ["src/provider.ts", providerEntry()]);
  return files;
}
