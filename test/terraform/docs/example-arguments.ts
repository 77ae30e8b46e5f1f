/**
 * The examples' arguments against the schema: every argument a `resource`, `data` or `provider`
 * block of ours sets exists in its type's schema at its place (nested attributes, a union's
 * variants, lists and maps of objects), none is read-only, every required one is given, and every
 * reference to one of ours (`datafold_x.name.attr`, `data.datafold_x.name.attr`) names an
 * attribute the type has.
 */
import type { TerraformSchemaFile, TfAttribute } from "../../../src/terraform/shapes/terraform-schema-file";
import type { HclBlock, HclBody, HclValue } from "./hcl-reader";

/** What OpenTofu itself takes in a resource or data block, besides the type's arguments. */
const META_ARGUMENTS = new Set(["count", "for_each", "depends_on", "provider"]);
const META_BLOCKS = new Set(["lifecycle", "provisioner", "connection"]);

const isReadOnly = (attribute: TfAttribute) => attribute.required !== true && attribute.optional !== true;

function checkValue(attribute: TfAttribute, value: HclValue, place: string, problems: string[]): void {
  const nested = attribute.nested;
  if (nested === undefined) return; // a plain value: its type is OpenTofu's to check
  const checkObject = (object: HclValue, at: string) => {
    if (object.kind === "expression") return; // a reference or a function: known at plan only
    if (object.kind !== "object") {
      problems.push(`${at} (line ${object.line}) must be an object of ${nested.attributes.map((a) => a.name).join(", ")}`);
      return;
    }
    checkAttributes(nested.attributes, object.entries, at, problems, attribute.union !== undefined);
  };
  if (nested.nesting === "single") checkObject(value, place);
  else if (nested.nesting === "list") {
    if (value.kind === "tuple") value.items.forEach((item, index) => checkObject(item, `${place}[${index}]`));
    else if (value.kind === "object") problems.push(`${place} (line ${value.line}) is a list of objects: write [ { … } ]`);
  } else if (value.kind === "object") {
    for (const [key, item] of value.entries) checkObject(item, `${place}["${key}"]`);
  }
}

/** The arguments given at one place: each known and settable, the required ones present; a union's variants exactly one. */
function checkAttributes(attributes: readonly TfAttribute[], given: ReadonlyMap<string, HclValue>, place: string, problems: string[], union = false): void {
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]));
  for (const [name, value] of given) {
    const attribute = byName.get(name);
    if (attribute === undefined) {
      problems.push(`${place}.${name} (line ${value.line}) is no argument: the arguments are ${attributes.filter((a) => !isReadOnly(a)).map((a) => a.name).join(", ")}`);
      continue;
    }
    if (isReadOnly(attribute)) problems.push(`${place}.${name} (line ${value.line}) is read-only: the provider sets it`);
    checkValue(attribute, value, `${place}.${name}`, problems);
  }
  for (const attribute of attributes) {
    if (attribute.required === true && !given.has(attribute.name)) problems.push(`${place}: the required argument ${attribute.name} is missing`);
  }
  if (union && given.size !== 1) problems.push(`${place}: exactly one of ${attributes.map((a) => a.name).join(", ")} must be set; ${given.size} are`);
}

function checkBody(attributes: readonly TfAttribute[], body: HclBody, place: string, problems: string[]): void {
  const own = new Map([...body.attributes].filter(([name]) => !META_ARGUMENTS.has(name)));
  checkAttributes(attributes, own, place, problems);
  for (const block of body.blocks) {
    if (!META_BLOCKS.has(block.type)) problems.push(`${place}: the block ${block.type} (line ${block.line}) is no block of the schema: its nested arguments are written \`name = { … }\``);
  }
}

/** Every text an expression holds, at any depth. */
function expressions(value: HclValue): string[] {
  if (value.kind === "expression") return [value.text];
  if (value.kind === "tuple") return value.items.flatMap(expressions);
  return [...value.entries.values()].flatMap(expressions);
}

function allExpressions(body: HclBody): string[] {
  return [...[...body.attributes.values()].flatMap(expressions), ...body.blocks.flatMap((block) => allExpressions(block.body))];
}

/** References to our types' attributes whose first attribute the type does not have. */
function checkReferences(schema: TerraformSchemaFile, body: HclBody, file: string, problems: string[]): void {
  for (const text of allExpressions(body)) {
    for (const match of text.matchAll(/(?<![\w.])(data\.)?(datafold_\w+)\.(\w+)\.(\w+)/g)) {
      const [reference, data, type, , attribute] = match as unknown as [string, string | undefined, string, string, string];
      const block = data === undefined ? schema.resources[type] : schema.dataSources[type];
      if (block === undefined) problems.push(`${file}: ${reference} names no ${data === undefined ? "resource" : "data source"} type of the schema`);
      else if (!block.attributes.some((a) => a.name === attribute)) problems.push(`${file}: ${reference}: ${type} has no attribute ${attribute}`);
    }
  }
}

/** What is wrong with the arguments of one example file: none when every argument is the schema's. */
export function exampleArgumentProblems(schema: TerraformSchemaFile, body: HclBody, file: string): string[] {
  const problems: string[] = [];
  for (const block of body.blocks as readonly HclBlock[]) {
    const [type, name] = block.labels;
    const place = `${file}: ${block.type === "data" ? "data." : ""}${type ?? ""}.${name ?? ""}`;
    if (block.type === "resource" && type?.startsWith("datafold_")) {
      const resource = schema.resources[type];
      if (resource === undefined) problems.push(`${place}: no resource type ${type} in the schema`);
      else checkBody(resource.attributes, block.body, place, problems);
    } else if (block.type === "data" && type?.startsWith("datafold_")) {
      const dataSource = schema.dataSources[type];
      if (dataSource === undefined) problems.push(`${place}: no data source type ${type} in the schema`);
      else checkBody(dataSource.attributes, block.body, place, problems);
    } else if (block.type === "provider" && type === "datafold") {
      checkBody(schema.provider.attributes, block.body, `${file}: provider "datafold"`, problems);
    }
  }
  checkReferences(schema, body, file, problems);
  return problems;
}
