import { decode, encode, ExtData, ExtensionCodec } from "@msgpack/msgpack";
import { ctyTypeFromJson, inferredType } from "./cty-types";
import { UNKNOWN, isUnknown, type CtyType, type TfValue } from "./terraform-provider-interface";

/**
 * Terraform's values on the wire (a DynamicValue's `msgpack`), as go-cty's msgpack package writes
 * and reads them, given the type the schema says: null is nil; a value not known yet is the
 * extension type 0 (`d4 00 00`), and one with refinements (extension 12: not null, a prefix, a
 * range) is read as simply unknown; a number is an integer when it is one, else a float64, and
 * cty writes one that fits neither as its decimal string; where the type is `dynamic`, the value
 * is `[its type's JSON, the value]`. An object of a block is written with every attribute of its
 * type, null where the provider left one out: cty rejects an object that lacks one.
 */

const UNKNOWN_EXTENSION = 0;
const REFINED_UNKNOWN_EXTENSION = 12;
/** cty's unknown: fixext1 of type 0 with one zero byte. */
const UNKNOWN_ON_WIRE = new ExtData(UNKNOWN_EXTENSION, new Uint8Array([0]));

const unknownExtensions = new ExtensionCodec();
for (const type of [UNKNOWN_EXTENSION, REFINED_UNKNOWN_EXTENSION]) {
  unknownExtensions.register({ type, encode: () => null, decode: () => UNKNOWN });
}

type Path = readonly (string | number)[];

/** A place in a value as an error names it: `tags["env"]`, `columns[2].name`, or `the value` at the top. */
function describePath(path: Path): string {
  if (path.length === 0) return "the value";
  return path.map((step, index) => (typeof step === "number" ? `[${step}]` : index === 0 ? step : `.${step}`)).join("");
}

function describeType(type: CtyType): string {
  return JSON.stringify(type);
}

function isPlainObject(value: unknown): value is { readonly [name: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

function mismatch(path: Path, type: CtyType, value: unknown): Error {
  const shown = typeof value === "string" ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : Array.isArray(value) ? "an array" : typeof value === "object" ? "an object" : String(value);
  return new Error(`${describePath(path)} must be of type ${describeType(type)}, but is ${shown}.`);
}

export function encodeCtyValue(value: TfValue, type: CtyType): Uint8Array {
  return encode(toWire(value, type, []), { extensionCodec: unknownExtensions });
}

export function decodeCtyValue(bytes: Uint8Array, type: CtyType): TfValue {
  return fromWire(decode(bytes, { extensionCodec: unknownExtensions }), type, []);
}

function toWire(value: TfValue | undefined, type: CtyType, path: Path): unknown {
  if (value === null || value === undefined) return null;
  if (isUnknown(value)) return UNKNOWN_ON_WIRE;
  if (type === "dynamic") return [Buffer.from(JSON.stringify(inferredType(value))), toWire(value, inferredType(value), path)];
  if (type === "string") {
    if (typeof value !== "string") throw mismatch(path, type, value);
    return value;
  }
  if (type === "number") {
    if (typeof value !== "number" || Number.isNaN(value)) throw mismatch(path, type, value);
    return value;
  }
  if (type === "bool") {
    if (typeof value !== "boolean") throw mismatch(path, type, value);
    return value;
  }
  const [kind, inner] = type;
  switch (kind) {
    case "list":
    case "set":
      if (!Array.isArray(value)) throw mismatch(path, type, value);
      return (value as readonly TfValue[]).map((element, index) => toWire(element, inner, [...path, index]));
    case "tuple":
      if (!Array.isArray(value) || value.length !== inner.length) throw mismatch(path, type, value);
      return (value as readonly TfValue[]).map((element, index) => toWire(element, inner[index]!, [...path, index]));
    case "map":
      if (!isPlainObject(value)) throw mismatch(path, type, value);
      return Object.fromEntries(Object.entries(value).map(([key, element]) => [key, toWire(element, inner, [...path, key])]));
    case "object": {
      if (!isPlainObject(value)) throw mismatch(path, type, value);
      const extra = Object.keys(value).filter((name) => !Object.hasOwn(inner, name));
      if (extra.length > 0) throw new Error(`${describePath(path)} has ${extra.map((name) => `"${name}"`).join(", ")}, which its type ${describeType(type)} does not: the schema and the value disagree.`);
      // Every attribute, in cty's order (sorted), null where absent.
      return Object.fromEntries(
        Object.keys(inner)
          .sort()
          .map((name) => [name, toWire(value[name], inner[name]!, [...path, name])]),
      );
    }
  }
}

function fromWire(wire: unknown, type: CtyType, path: Path): TfValue {
  if (wire === null) return null;
  if (isUnknown(wire)) return UNKNOWN;
  if (type === "dynamic") {
    if (!Array.isArray(wire) || wire.length !== 2 || !(wire[0] instanceof Uint8Array || typeof wire[0] === "string")) {
      throw new Error(`${describePath(path)} is of type "dynamic", so it must be [type JSON, value] on the wire: it is not.`);
    }
    const [typeJson, value] = wire as [Uint8Array | string, unknown];
    return fromWire(value, ctyTypeFromJson(JSON.parse(typeof typeJson === "string" ? typeJson : Buffer.from(typeJson).toString("utf8"))), path);
  }
  if (type === "string") {
    if (typeof wire === "string") return wire;
    if (wire instanceof Uint8Array) return Buffer.from(wire).toString("utf8");
    throw mismatch(path, type, wire);
  }
  if (type === "number") {
    if (typeof wire === "number") return wire;
    // A number neither int64 nor float64 holds exactly comes as its decimal text.
    if (typeof wire === "string" && wire.trim() !== "" && !Number.isNaN(Number(wire))) return Number(wire);
    throw mismatch(path, type, wire);
  }
  if (type === "bool") {
    if (typeof wire !== "boolean") throw mismatch(path, type, wire);
    return wire;
  }
  const [kind, inner] = type;
  switch (kind) {
    case "list":
    case "set":
      if (!Array.isArray(wire)) throw mismatch(path, type, wire);
      return wire.map((element, index) => fromWire(element, inner, [...path, index]));
    case "tuple":
      if (!Array.isArray(wire) || wire.length !== inner.length) throw mismatch(path, type, wire);
      return wire.map((element, index) => fromWire(element, inner[index]!, [...path, index]));
    case "map":
      if (!isPlainObject(wire)) throw mismatch(path, type, wire);
      return Object.fromEntries(Object.entries(wire).map(([key, element]) => [key, fromWire(element, inner, [...path, key])]));
    case "object": {
      if (!isPlainObject(wire)) throw mismatch(path, type, wire);
      const extra = Object.keys(wire).filter((name) => !Object.hasOwn(inner, name));
      if (extra.length > 0) throw new Error(`${describePath(path)} has ${extra.map((name) => `"${name}"`).join(", ")}, which its type ${describeType(type)} does not: the schema and the value disagree.`);
      return Object.fromEntries(Object.entries(inner).map(([name, attributeType]) => [name, fromWire(wire[name] ?? null, attributeType, [...path, name])]));
    }
  }
}
