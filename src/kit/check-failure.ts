// Its own module: the provider's public declarations name it, and must not lead to the
// property checks' declarations, which name zod's types.
import { formatFieldPath } from "../core/format-issue-path";

/** A place inside an input: the input's name, then the keys and indexes inside its value. */
export type FailurePath = readonly [string, ...(string | number)[]];

/** One bad input, as `check` reports it to the engine: `pulumi up` prints both. */
export interface CheckFailure {
  /** The input's name, such as `expiresInDays`, with the place inside it as text: `alert.sensitivity`. */
  readonly property: string;
  /** What is wrong with its value and what to do. */
  readonly reason: string;
  /**
   * The place as data, the input's name first: what a caller maps to a place of its own (the
   * monitors YAML's file, line and path) without reading the text. Absent for a failure of no
   * input (a setting).
   */
  readonly path?: FailurePath;
  /**
   * The reason without the place it starts with (`must be at most 100.`), when it starts with
   * it; absent for a reason that names several inputs (`query or test is required: ...`).
   */
  readonly problem?: string;
}

/** A failure at `path` whose reason is the place, then `problem`. */
export function failureAt(path: FailurePath, problem: string): CheckFailure {
  const [field, ...inside] = path;
  const property = formatFieldPath(field, inside);
  return { property, reason: `${property} ${problem}`, path, problem };
}

/** A failure at `path` whose reason is a sentence of its own (a rule across inputs). */
export function failureAcross(path: FailurePath, reason: string): CheckFailure {
  const [field, ...inside] = path;
  return { property: formatFieldPath(field, inside), reason, path };
}
