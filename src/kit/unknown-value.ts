/**
 * During a preview, an input computed from another resource's output that does not exist
 * yet reaches the provider as this sentinel string (`runtime/rpc.js` `unknownValue`).
 * Such values cannot be validated or compared; the provider treats them as "will change".
 */
export const UNKNOWN_VALUE = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

export function isUnknown(value: unknown): boolean {
  return value === UNKNOWN_VALUE;
}
