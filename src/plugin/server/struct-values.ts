import type * as structProto from "google-protobuf/google/protobuf/struct_pb";
import type { SdkModules } from "../../provider/shared/sdk-modules";

type Bag = Record<string, unknown>;

/**
 * A property bag as a protobuf Struct. A Struct has no `undefined`: a property left undefined is
 * absent (as the engine reads a missing property), and an undefined array element is null.
 */
export function toStruct(bag: Readonly<Bag> | undefined, { struct }: SdkModules): structProto.Struct {
  return struct.Struct.fromJavaScript(withoutUndefined(bag ?? {}) as Record<string, structProto.JavaScriptValue>);
}

/** A Struct (absent: an empty bag) as plain values; secrets stay wrapped in their signature objects. */
export function fromStruct(value: structProto.Struct | undefined): Bag {
  return (value?.toJavaScript() ?? {}) as Bag;
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((element) => (element === undefined ? null : withoutUndefined(element)));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => (inner === undefined ? [] : [[key, withoutUndefined(inner)]])));
  }
  return value;
}
