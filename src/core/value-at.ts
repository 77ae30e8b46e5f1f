/** The value at a path of keys and indexes inside a value, if there is one (undefined where the path leaves it). */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((inner, key) => (typeof inner === "object" && inner !== null ? (inner as Record<PropertyKey, unknown>)[key] : undefined), value);
}
