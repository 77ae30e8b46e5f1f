/**
 * Paths into an exported monitor's inputs, as `unknownFields` names them (`datadiff.primaryKey`,
 * `test.tables[0].columns`): where a comment about a field that GET does not show goes.
 */
import { parentPath } from "./exported-monitor";

/** The value at `path` ("" is the whole), or undefined when there is none. */
export function valueAt(root: unknown, path: string): unknown {
  if (path === "") return root;
  let value: unknown = root;
  for (const step of path.split(/\.|(?=\[)/)) {
    if (typeof value !== "object" || value === null) return undefined;
    const index = /^\[(\d+)\]$/.exec(step);
    value = index === null ? (value as Record<string, unknown>)[step] : (value as unknown[])[Number(index[1])];
  }
  return value;
}

/** The nearest object at or above the parent of `path` that exists in `root`: where its comment is written. */
export function commentPlace(root: unknown, path: string): string {
  let place = parentPath(path);
  while (place !== "" && (typeof valueAt(root, place) !== "object" || valueAt(root, place) === null)) place = parentPath(place);
  return place;
}

/** Comment lines by the object path they go on. */
export type CommentsByPath = Map<string, string[]>;

export function addComment(comments: CommentsByPath, path: string, line: string): void {
  comments.set(path, [...(comments.get(path) ?? []), line]);
}
