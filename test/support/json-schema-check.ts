/**
 * A small JSON Schema (draft 2020-12) validator: the keywords Pulumi's own package metaschema
 * uses (test/fixtures/vendor/pulumi-package-metaschema.json), enough to check sdk/schema.json
 * against it without a validator dependency. Annotations (`title`, `description`, `format`,
 * `default`, …) are not assertions and are ignored; a keyword it does not know fails, so that a
 * newer metaschema cannot pass by being half read.
 */

type Schema = boolean | { readonly [keyword: string]: unknown };

const ANNOTATIONS = new Set(["$schema", "$id", "$comment", "title", "description", "desciption", "default", "format", "contentEncoding", "$defs", "examples"]);

/** What is wrong with `value`, each problem with its JSON pointer; empty when it is valid. */
export function jsonSchemaProblems(root: Schema, value: unknown): string[] {
  const problems: string[] = [];
  check(root, value, "", root, problems);
  return problems;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

function resolve(root: Schema, ref: string): Schema {
  if (!ref.startsWith("#/")) throw new Error(`only local references are supported: ${ref}`);
  let current: unknown = root;
  for (const part of ref.slice(2).split("/")) current = (current as Record<string, unknown>)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  if (current === undefined) throw new Error(`unresolved reference ${ref}`);
  return current as Schema;
}

function valid(schema: Schema, value: unknown, root: Schema): boolean {
  const problems: string[] = [];
  check(schema, value, "", root, problems);
  return problems.length === 0;
}

function check(schema: Schema, value: unknown, at: string, root: Schema, problems: string[]): void {
  if (schema === true) return;
  if (schema === false) {
    problems.push(`${at || "/"}: not allowed here`);
    return;
  }
  for (const [keyword, argument] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    switch (keyword) {
      case "$ref":
        check(resolve(root, argument as string), value, at, root, problems);
        break;
      case "type": {
        const types = Array.isArray(argument) ? (argument as string[]) : [argument as string];
        if (!types.some((type) => hasType(value, type))) problems.push(`${at || "/"}: must be ${types.join(" or ")}, is ${typeOf(value)}`);
        break;
      }
      case "const":
        if (JSON.stringify(value) !== JSON.stringify(argument)) problems.push(`${at || "/"}: must be ${JSON.stringify(argument)}`);
        break;
      case "enum":
        if (!(argument as unknown[]).some((option) => JSON.stringify(option) === JSON.stringify(value))) problems.push(`${at || "/"}: must be one of ${JSON.stringify(argument)}`);
        break;
      case "allOf":
        for (const member of argument as Schema[]) check(member, value, at, root, problems);
        break;
      case "anyOf":
        if (!(argument as Schema[]).some((member) => valid(member, value, root))) problems.push(`${at || "/"}: matches none of anyOf`);
        break;
      case "oneOf": {
        const matches = (argument as Schema[]).filter((member) => valid(member, value, root)).length;
        if (matches !== 1) problems.push(`${at || "/"}: matches ${matches} of oneOf, not exactly one`);
        break;
      }
      case "properties":
        if (typeOf(value) === "object") {
          for (const [name, inner] of Object.entries(argument as Record<string, Schema>)) {
            if (Object.prototype.hasOwnProperty.call(value, name)) check(inner, (value as Record<string, unknown>)[name], `${at}/${name}`, root, problems);
          }
        }
        break;
      case "additionalProperties":
        if (typeOf(value) === "object") {
          const named = Object.keys((schema as { properties?: object }).properties ?? {});
          for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
            if (!named.includes(name)) check(argument as Schema, inner, `${at}/${name}`, root, problems);
          }
        }
        break;
      case "propertyNames":
        if (typeOf(value) === "object") for (const name of Object.keys(value as object)) check(argument as Schema, name, `${at}/${name} (its name)`, root, problems);
        break;
      case "required":
        if (typeOf(value) === "object") {
          for (const name of argument as string[]) if (!Object.prototype.hasOwnProperty.call(value, name)) problems.push(`${at || "/"}: lacks ${name}`);
        }
        break;
      case "items":
        if (Array.isArray(value)) value.forEach((item, i) => check(argument as Schema, item, `${at}/${i}`, root, problems));
        break;
      case "minItems":
        if (Array.isArray(value) && value.length < (argument as number)) problems.push(`${at || "/"}: fewer than ${String(argument)} items`);
        break;
      case "minLength":
        if (typeof value === "string" && [...value].length < (argument as number)) problems.push(`${at || "/"}: shorter than ${String(argument)}`);
        break;
      case "pattern":
        if (typeof value === "string" && !new RegExp(argument as string, "u").test(value)) problems.push(`${at || "/"}: does not match ${String(argument)}`);
        break;
      default:
        throw new Error(`json-schema-check: the keyword ${keyword} (at ${at || "/"}) is not supported`);
    }
  }
}
