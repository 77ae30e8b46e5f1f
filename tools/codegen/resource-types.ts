/**
 * Emits the public TypeScript types of a resource from its kit fields (src/kit/fields.ts):
 * the inputs as `pulumi.Input<…>` fields of the Args, and every output (the inputs as state
 * holds them, then the outputs) as a `pulumi.Output<…>` field that the resource class merges
 * in. Each field's doc comment is its description: what editors show is written once, next
 * to the schema that validates it.
 *
 * A field's schema is read by the one walk from zod to the type model (type-model.ts) that the
 * API shapes use, and written by typescript.ts: a zod construct is understood in one place.
 */
import type { z } from "zod";
import type { Field, Fields } from "../../src/kit/fields";
import { metaOf, modelOf, referencedNames, shapeNamer, UnsupportedSchemaError, type FieldNode, type TypeNode } from "./type-model";
import { declarationText, typeText, type Declaration, type TypeScriptOptions } from "./typescript";

/** Named object shapes declared in another generated module, which this one imports by name where it uses them. */
export interface ImportedShapes {
  /** The module, as an import names it: `./monitor-shapes`. */
  readonly from: string;
  readonly shapes: Iterable<readonly [z.ZodType, string]>;
}

/** Fields several resources share, emitted once as interfaces that each resource's extend. */
export interface CommonFields {
  /** The interfaces' prefix: `MonitorCommon` gives `MonitorCommonInputFields`, … */
  readonly name: string;
  /** The module they are emitted in, as an import names it: `./monitor-common`. */
  readonly from: string;
  readonly inputs: Fields;
  readonly outputs: Fields;
}

/** What to emit for one resource. */
export interface ResourceTypes {
  /** The resource's name: `ProxyToken` gives `ProxyTokenInputFields` and `ProxyTokenOutputFields`. */
  readonly name: string;
  readonly inputs: Fields;
  readonly outputs: Fields;
  /** Who the fields belong to in the interfaces' doc comments (default `a {@link <name>}`). */
  readonly subject?: string;
  /** Named object shapes a field may hold, emitted by name (their interfaces are emitted too). */
  readonly shapes?: Iterable<readonly [z.ZodType, string]>;
  /** Named shapes of other generated modules, imported where a field uses them. */
  readonly imported?: readonly ImportedShapes[];
  /** Fields shared with other resources: the interfaces extend theirs, and leave those fields to them. */
  readonly common?: CommonFields;
  /** Emit the named shapes only (a module of shapes several resources share). */
  readonly shapesOnly?: boolean;
  /** Type-only imports the `tsType`s need: `import type { TokenStatus } from "../../types/token";`. */
  readonly imports?: readonly string[];
}

/** How a doc comment is wrapped in these modules: every line within 100 columns, a one-line comment too. */
const WIDTH = { width: 100, oneLineWidth: 100 };

type NameOf = (schema: z.core.$ZodType) => string | undefined;

/** The type model of a field's values: its `tsType`, or its schema read as what it returns. */
function modelOfField(field: Field, nameOf: NameOf, where: string): TypeNode {
  if (field.tsType !== undefined) return { kind: "raw", text: field.tsType, json: {} };
  return modelOf(field.schema, { mode: "output", nameOf }, where, true);
}

function namerOf(shapes: Iterable<readonly [z.ZodType, string]>): NameOf {
  return shapeNamer([...shapes].map(([schema, name]) => [name, schema] as const));
}

function orNull(node: TypeNode): TypeNode {
  return { kind: "union", members: [node, { kind: "primitive", name: "null" }] };
}

/** What the output mirroring an input says: the input's own description is on the Args. */
function mirroredDescription(name: string, field: Field): string {
  const value = field.default === undefined ? "" : `, or ${JSON.stringify(field.default)} when it was left out`;
  const absent = field.default === undefined && field.required === undefined ? "; absent when it was left out" : "";
  const change = field.replaces === true ? "A change replaces the resource." : "A change updates it in place.";
  return `The \`${name}\` input${value}${absent}. ${change}`;
}

/** The three interfaces of a resource's fields, as the model has them (the `pulumi.Input`/`Output` wrappers are the writer's). */
interface ResourceModel {
  /** The inputs as a program gives them (the Args). */
  readonly inputFields: readonly FieldNode[];
  /** The inputs after `check`: defaults applied. */
  readonly checkedInputs: readonly FieldNode[];
  /** The inputs as state holds them, then the outputs. */
  readonly outputFields: readonly FieldNode[];
}

/** A resource's fields read into the type model. */
export function resourceModel(inputs: Fields, outputs: Fields, nameOf: NameOf, where: string): ResourceModel {
  const node = (name: string, field: Field) => modelOfField(field, nameOf, `${where}.${name}`);
  const inputEntries = Object.entries(inputs);
  return {
    inputFields: inputEntries.map(([name, field]) => ({
      name,
      type: field.nullable === true ? orNull(node(name, field)) : node(name, field),
      optional: field.required === undefined,
      readonly: true,
      description: field.description,
    })),
    checkedInputs: inputEntries.map(([name, field]) => ({
      name,
      type: node(name, field),
      optional: field.required === undefined && field.default === undefined,
      readonly: true,
      description: field.description,
    })),
    outputFields: [
      ...inputEntries.map(([name, field]): FieldNode => {
        const always = field.required !== undefined || field.default !== undefined || field.observed === true;
        return {
          name,
          type: always ? node(name, field) : { kind: "optional", inner: node(name, field) },
          optional: false,
          readonly: true,
          description: field.observed === true ? field.description : mirroredDescription(name, field),
        };
      }),
      ...Object.entries(outputs).map(([name, field]): FieldNode => ({ name, type: node(name, field), optional: false, readonly: true, description: field.description })),
    ],
  };
}

/** An input of the Args: `pulumi.Input` around the value, and around each value of a map. */
function argType(text: string, field: FieldNode): string {
  if (field.type.kind === "record") return `pulumi.Input<Record<${typeText(field.type.key)}, pulumi.Input<${typeText(field.type.value)}>>>`;
  return `pulumi.Input<${text}>`;
}

const ARGS: TypeScriptOptions = { readonlyFields: true, ...WIDTH, wrapField: argType };
const CHECKED: TypeScriptOptions = { readonlyFields: true, ...WIDTH };
const OUTPUTS: TypeScriptOptions = { readonlyFields: true, ...WIDTH, wrapField: (text) => `pulumi.Output<${text}>` };

/**
 * The fields of `resource` that are the common ones, unchanged: those its interfaces inherit.
 * `Fields` built by one call of a shared factory (`monitorSettingsInputs()`) are new objects,
 * so a field counts as the common one when it is that very object, or when everything the
 * generated types are written from is the same: its attributes and its schema's model.
 */
function inheritedFields(resource: ResourceTypes, common: CommonFields, nameOf: NameOf): { inputs: string[]; outputs: string[] } {
  const same = (name: string, mine: Field | undefined, theirs: Field): boolean => {
    if (mine === theirs) return true;
    if (mine === undefined) return false;
    const { schema: mineSchema, ...mineAttributes } = mine;
    const { schema: theirSchema, ...theirAttributes } = theirs;
    // What the schema accepts and what it returns (a transform's output cannot be read: its tsType, compared above, says it).
    const model = (schema: z.ZodType) => {
      const accepts = modelOf(schema, { mode: "input", nameOf }, name, true);
      let returns: TypeNode | string;
      try {
        returns = modelOf(schema, { mode: "output", nameOf }, name, true);
      } catch (error) {
        if (!(error instanceof UnsupportedSchemaError)) throw error;
        returns = error.message;
      }
      return JSON.stringify([accepts, returns]);
    };
    return JSON.stringify(mineAttributes) === JSON.stringify(theirAttributes) && (mineSchema === theirSchema || model(mineSchema) === model(theirSchema));
  };
  const check = (mine: Fields, theirs: Fields, side: string): string[] =>
    Object.entries(theirs).map(([name, field]) => {
      if (!same(name, mine[name], field)) {
        throw new Error(
          `${resource.name}'s ${side} ${name} is not ${common.name}'s (missing, or declared differently): its types cannot extend ${common.name}'s; ` +
            `use the shared field unchanged, or leave common out of its ResourceTypes`,
        );
      }
      return name;
    });
  return { inputs: check(resource.inputs, common.inputs, "input"), outputs: check(resource.outputs, common.outputs, "output") };
}

/** Names of types a model refers to: shapes by name, and identifiers in `tsType` texts. */
function namesUsed(node: TypeNode, into: Set<string>): void {
  for (const name of referencedNames(node)) into.add(name);
}

/** `import type { … } from "…";` of each module whose shapes `used` names, its names sorted. */
function importsOf(imported: readonly ImportedShapes[], used: ReadonlySet<string>): string[] {
  return imported.flatMap(({ from, shapes }) => {
    const names = [...shapes].map(([, name]) => name).filter((name) => used.has(name));
    return names.length === 0 ? [] : [`import type { ${names.sort().join(", ")} } from "${from}";`];
  });
}

/** The generated module for one resource: its input fields, its output fields, and its named shapes. */
export function emitResourceTypes(resource: ResourceTypes, source: string): string {
  const shapes = [...(resource.shapes ?? [])];
  const imported = resource.imported ?? [];
  const nameOf = namerOf([...shapes, ...imported.flatMap(({ shapes: theirs }) => [...theirs])]);
  const shapeDeclarations = shapes.map(([schema, name]): Declaration => {
    const description = metaOf(schema).description;
    if (description === undefined || description.trim() === "") throw new Error(`${name} has no description: every shape is documented`);
    const type = modelOf(schema, { mode: "output", nameOf }, name);
    if (type.kind !== "object") throw new Error(`shape ${name} is not an object schema`);
    return { name, description, type };
  });
  const used = new Set<string>();
  shapeDeclarations.forEach((declaration) => namesUsed(declaration.type, used));
  const body = shapeDeclarations.map((declaration) => declarationText(declaration, CHECKED));

  if (resource.shapesOnly !== true) {
    const common = resource.common;
    const inherited = common === undefined ? undefined : inheritedFields(resource, common, nameOf);
    const model = resourceModel(resource.inputs, resource.outputs, nameOf, resource.name);
    const subject = resource.subject ?? `a {@link ${resource.name}}`;
    const declaration = (suffix: string, description: string, fields: readonly FieldNode[], names: readonly string[] | undefined): Declaration => {
      const own = names === undefined ? fields : fields.filter((field) => !names.includes(field.name));
      own.forEach((field) => namesUsed(field.type, used));
      return {
        name: `${resource.name}${suffix}`,
        description,
        type: { kind: "object", fields, rest: undefined },
        ...(common === undefined || names === undefined ? {} : { base: { kind: "extends" as const, name: `${common.name}${suffix}`, inherited: names } }),
      };
    };
    // A field holding one of the resource's own object shapes takes an Input in each of the
    // shape's fields too (a credential from secret config inside a DataSource's block).
    const ownObjects = new Set(shapeDeclarations.map((shape) => shape.name));
    const args: TypeScriptOptions = {
      ...ARGS,
      wrapField: (text, field) =>
        field.type.kind === "ref" && ownObjects.has(field.type.name)
          ? `pulumi.Input<{ readonly [K in keyof ${text}]: pulumi.Input<${text}[K]> }>`
          : argType(text, field),
    };
    body.push(
      declarationText(declaration("InputFields", `The inputs of ${subject}, each as a program may give it.`, model.inputFields, inherited?.inputs), args),
      declarationText(
        declaration(
          "CheckedInputs",
          `The inputs of ${subject} as its provider's \`check\` returns them: defaults applied, values resolved.`,
          model.checkedInputs,
          inherited?.inputs,
        ),
        CHECKED,
      ),
      declarationText(
        declaration(
          "OutputFields",
          `What ${subject} reports: its inputs as state holds them, then its outputs.`,
          model.outputFields,
          inherited === undefined ? undefined : [...inherited.inputs, ...inherited.outputs],
        ),
        OUTPUTS,
      ),
    );
    if (common !== undefined) used.add(`${common.name}InputFields`).add(`${common.name}CheckedInputs`).add(`${common.name}OutputFields`);
  }

  const commonImport =
    resource.common === undefined || resource.shapesOnly === true
      ? []
      : [`import type { ${["CheckedInputs", "InputFields", "OutputFields"].map((suffix) => `${resource.common!.name}${suffix}`).join(", ")} } from "${resource.common.from}";`];
  const header = [
    `// Generated from ${source} by \`npm run generate\`: do not edit. Each doc comment is the field's description there.`,
    ...(resource.shapesOnly === true ? [] : ['import type * as pulumi from "@pulumi/pulumi";']),
    ...(resource.imports ?? []),
    ...commonImport,
    ...importsOf(imported, used),
  ];
  return `${header.join("\n")}\n\n${body.join("\n")}`;
}
