import { decodeCtyValue, encodeCtyValue } from "./cty-msgpack";
import { isUnknown, type CtyType, type TfValue } from "./terraform-provider-interface";

/** tfplugin6.DynamicValue as protocol-definitions.ts decodes it: absent is null, an unset field an empty Buffer. */
export interface DynamicValueMessage {
  readonly msgpack: Buffer;
  readonly json: Buffer;
}

export type TfObject = { readonly [name: string]: TfValue };

/** Names what failed to convert: `the configuration of datafold_token: ...`. */
function withContext<T>(what: string, convert: () => T): T {
  try {
    return convert();
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * A request's value, by the schema's type. OpenTofu sends msgpack; the JSON form is protocol 5's
 * legacy, which it never sends to a protocol 6 provider, so it is refused rather than guessed at.
 */
export function decodeDynamicValue(message: DynamicValueMessage | null, type: CtyType, what: string): TfValue {
  if (message === null) return null;
  if (message.msgpack.length > 0) return withContext(what, () => decodeCtyValue(message.msgpack, type));
  if (message.json.length > 0) throw new Error(`${what} came as JSON, which this provider does not read: it expects msgpack, as OpenTofu and Terraform send.`);
  return null;
}

/** A value that must be an object of a block (a configuration, a state) or null. */
export function decodeObjectOrNull(message: DynamicValueMessage | null, type: CtyType, what: string): TfObject | null {
  const value = decodeDynamicValue(message, type, what);
  if (value === null) return null;
  if (isUnknown(value) || typeof value !== "object" || Array.isArray(value)) throw new Error(`${what} must be an object, and is not.`);
  return value as TfObject;
}

export function decodeObject(message: DynamicValueMessage | null, type: CtyType, what: string): TfObject {
  const value = decodeObjectOrNull(message, type, what);
  if (value === null) throw new Error(`${what} is null, and must be an object.`);
  return value;
}

export function encodeDynamicValue(value: TfValue, type: CtyType, what: string): { readonly msgpack: Buffer } {
  return { msgpack: Buffer.from(withContext(what, () => encodeCtyValue(value, type))) };
}
