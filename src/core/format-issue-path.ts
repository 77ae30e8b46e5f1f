/**
 * How every message of this package names a place inside a value (a zod issue's path):
 * `["monitors", 3, "id"]` → `monitors[3].id`; the root is `(body)`.
 */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(body)";
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
}

/**
 * A place inside a named field, as messages about inputs and state name it:
 * `("alert", ["sensitivity"])` → `alert.sensitivity`, `("notifications", [1, "type"])` →
 * `notifications[1].type`, and the field itself for an empty path.
 */
export function formatFieldPath(field: string, path: readonly PropertyKey[]): string {
  if (path.length === 0) return field;
  return `${field}${typeof path[0] === "number" ? "" : "."}${formatIssuePath(path)}`;
}
