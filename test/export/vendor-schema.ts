/**
 * A check of a monitors file against Datafold's JSON Schema of it (test/fixtures/vendor/
 * monitors-as-code-schema.json), for the keywords that schema uses: $ref, anyOf, oneOf with
 * its discriminator, const, enum, type, properties, required, additionalProperties, items,
 * minimum, maximum and the `time` format. Stricter than JSON Schema in one way, on purpose:
 * a key the schema does not define is a problem (the schema allows any, so a misspelt
 * `conection_id` would pass it).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

type Schema = Readonly<Record<string, unknown>>;
type Json = Readonly<Record<string, unknown>>;

const ROOT = JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "vendor", "monitors-as-code-schema.json"), "utf8")) as Schema;

/** Where the file breaks the schema, each as `path: problem`; empty when it conforms. */
export function vendorSchemaProblems(file: unknown): string[] {
  return check(ROOT, file, "");
}

const resolve = (ref: string): Schema => (ROOT.$defs as Record<string, Schema>)[ref.replace("#/$defs/", "")]!;
const at = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`);
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function check(schema: Schema, value: unknown, path: string): string[] {
  if (typeof schema.$ref === "string") return check(resolve(schema.$ref), value, path);
  const discriminator = schema.discriminator as { propertyName: string; mapping: Record<string, string> } | undefined;
  if (discriminator !== undefined) {
    const tag = isObject(value) ? value[discriminator.propertyName] : undefined;
    if (!isObject(value)) return [`${path}: must be an object`];
    const ref = typeof tag === "string" ? discriminator.mapping[tag] : undefined;
    if (ref === undefined) return [`${at(path, discriminator.propertyName)}: ${JSON.stringify(tag)} is not one of the discriminator's values`];
    // The tag chose the option: its problems are the value's.
    return check(resolve(ref), value, path);
  }
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options !== undefined) {
    const results = options.map((option) => check(option, value, path));
    if (results.some((problems) => problems.length === 0)) return [];
    return [`${path}: matches none of its options (${options.map((option, i) => `${nameOf(option, value)}: ${relative(results[i]![0]!, path)}`).join("; ")})`];
  }
  if ("const" in schema && value !== schema.const) return [`${path}: must be ${JSON.stringify(schema.const)}`];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return [`${path}: ${JSON.stringify(value)} is not one of ${schema.enum.join(", ")}`];
  if (typeof schema.type === "string") {
    const actual = typeOf(value);
    if (actual !== schema.type && !(schema.type === "number" && actual === "integer")) return [`${path}: not ${schema.type}`];
  }
  if (typeof value === "number" && typeof schema.maximum === "number" && value > schema.maximum) return [`${path}: ${value} is above ${schema.maximum}`];
  if (typeof value === "number" && typeof schema.minimum === "number" && value < schema.minimum) return [`${path}: ${value} is below ${schema.minimum}`];
  if (schema.format === "time" && typeof value === "string" && !/^\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(value)) return [`${path}: not a time`];
  if (Array.isArray(value) && isObject(schema.items)) return value.flatMap((item, i) => check(schema.items as Schema, item, at(path, i)));
  if (isObject(value)) return objectProblems(schema, value, path);
  return [];
}

function objectProblems(schema: Schema, value: Json, path: string): string[] {
  const properties = schema.properties as Record<string, Schema> | undefined;
  const problems = ((schema.required as string[] | undefined) ?? []).filter((key) => !(key in value)).map((key) => `${path}: ${key} is required`);
  for (const [key, item] of Object.entries(value)) {
    const property = properties?.[key] ?? (isObject(schema.additionalProperties) ? (schema.additionalProperties as Schema) : undefined);
    if (property === undefined) problems.push(`${path}: has no field ${key}`);
    else problems.push(...check(property, item, at(path, key)));
  }
  return problems;
}

function optionName(ref: string): string {
  return ref.replace("#/$defs/", "");
}

function nameOf(option: Schema, value: unknown): string {
  if (typeof option.$ref === "string") return optionName(option.$ref);
  const discriminator = option.discriminator as { propertyName: string; mapping: Record<string, string> } | undefined;
  if (discriminator !== undefined && isObject(value)) {
    const ref = discriminator.mapping[String(value[discriminator.propertyName])];
    if (ref !== undefined) return optionName(ref);
  }
  return typeof option.type === "string" ? option.type : "option";
}

/** A problem of an option, said from the option's own place. */
function relative(problem: string, path: string): string {
  return problem.startsWith(`${path}: `) ? problem.slice(path.length + 2) : problem.startsWith(`${path}.`) ? problem.slice(path.length + 1) : problem;
}
