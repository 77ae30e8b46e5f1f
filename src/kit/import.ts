/**
 * `pulumi import`: the engine calls Read with an id and nothing else (no state, no inputs), then
 * Check on the inputs Read returned, and writes those inputs as the program's code
 * (pkg/v3 resource/deploy/step.go, ImportStep.Apply, at the CLI's v3.259). A definition that
 * can import rebuilds its state from what GET shows; what GET cannot show (a credential, an
 * option the API does not return) is named, with the reason, so that the user is told what to
 * add, and so that adding it later is not taken for a change.
 *
 * Those places are kept in state under {@link UNSHOWN_KEY}, beside the fields (as `__provider`
 * is): an input the program gives at such a place is the value the service holds, which the
 * provider could not see, so the first plan after the import fills it in rather than plan an
 * update (a credential re-added to the code) or a replacement (a data diff's primary key). The
 * mark goes at the next create or update, which writes the whole state from the program.
 */

/** The state key of the places GET could not show at import: `[["snowflake", "password"]]`. */
export const UNSHOWN_KEY = "__unshown";

/** One input place GET cannot show, and why, for the warning at import. */
export interface UnshownInput {
  /** Its place among the inputs, as messages name it: `clientSecret`, `test.tables[0].columns`. */
  readonly place: string;
  /**
   * The object path the program's value is taken from at that place (the place itself, or the
   * nearest object above a list's item): `["clientSecret"]`, `["test", "tables"]`.
   */
  readonly path: readonly string[];
  /** Why GET cannot show it: `write-only: no answer shows it`. */
  readonly reason: string;
  /** Whether the resource requires it: the generated code fails `check` until it is added. */
  readonly required: boolean;
}

/** What a definition's import read returns: the state, as a refresh would hold it, and what it could not fill. */
export interface Imported<S> {
  readonly state: S;
  readonly unshown: readonly UnshownInput[];
}

/**
 * A resource that cannot be imported: thrown by its read when the engine asks to import it,
 * with the reason and what to do instead.
 */
export class ImportRefusedError extends Error {
  override readonly name = "ImportRefusedError";
  readonly code = "DATAFOLD_IMPORT_REFUSED";
  constructor(
    /** The resource kind, such as `ProxyToken`. */
    readonly resource: string,
    message: string,
  ) {
    super(message);
  }
}

type Bag = Record<string, unknown>;

/** The places a state or input bag marks as not shown at import; none when it has no mark. */
export function unshownPaths(bag: Readonly<Bag> | undefined): string[][] {
  const mark = bag?.[UNSHOWN_KEY];
  if (!Array.isArray(mark)) return [];
  return mark.filter((path): path is string[] => Array.isArray(path) && path.length > 0 && path.every((key) => typeof key === "string"));
}

function isObject(value: unknown): value is Bag {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function valueAtPath(bag: Readonly<Bag> | undefined, path: readonly string[]): unknown {
  let value: unknown = bag;
  for (const key of path) {
    if (!isObject(value)) return undefined;
    value = value[key];
  }
  return value;
}

/**
 * The bag with each place it marks as not shown taken from the first of `sources` that has a
 * value there (a copy: nothing handed in is changed): what the bag holds at such a place is
 * at most part of the truth (a standard test's first table, without its columns), and the
 * program's value is the whole. A place whose object is itself absent is left.
 */
export function filledUnshown(bag: Readonly<Bag>, ...sources: readonly (Readonly<Bag> | undefined)[]): Bag {
  return filledAt(bag, unshownPaths(bag), sources);
}

/**
 * For an update: the marked places but the credentials filled in from the program. The old
 * state of an update stands for what Datafold holds; a credential no answer showed is not
 * known to be the program's, so the update sends it (a BI integration's PUT), and the state it
 * writes holds the program's.
 */
export function filledUnshownButSecrets(bag: Readonly<Bag>, secretPaths: readonly (readonly string[])[], news: Readonly<Bag>): Bag {
  const isSecret = (path: readonly string[]) =>
    secretPaths.some((secret) => secret.length === path.length && secret.every((key, index) => key === "*" || key === path[index]));
  return filledAt(bag, unshownPaths(bag).filter((path) => !isSecret(path)), [news]);
}

function filledAt(bag: Readonly<Bag>, paths: readonly string[][], sources: readonly (Readonly<Bag> | undefined)[]): Bag {
  if (paths.length === 0) return { ...bag };
  const filled = copied(bag) as Bag;
  for (const path of paths) {
    const value = sources.map((source) => valueAtPath(source, path)).find((found) => found !== undefined && found !== null);
    if (value === undefined) continue;
    let parent: Bag = filled;
    for (const key of path.slice(0, -1)) {
      if (!isObject(parent[key])) break;
      parent = parent[key] as Bag;
    }
    if (valueAtPath(filled, path.slice(0, -1)) === parent) parent[path.at(-1)!] = copied(value);
  }
  return filled;
}

/**
 * A deep copy of a property bag's value (objects, arrays, scalars), made of this realm's objects:
 * not structuredClone, whose copies a diff's deep-strict comparison tells apart from the
 * program's values where the two realms differ (Jest's module sandbox).
 */
function copied(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copied);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copied(inner)]));
  return value;
}

/** An input place GET cannot show, from its name in messages: `test.tables[0].columns` is taken from `["test", "tables"]`. */
export function unshownInput(place: string, reason: string, required: boolean): UnshownInput {
  const path: string[] = [];
  for (const segment of place.split(".")) {
    const bracket = segment.indexOf("[");
    if (bracket < 0) path.push(segment);
    else {
      if (bracket > 0) path.push(segment.slice(0, bracket));
      break;
    }
  }
  return { place, path, reason, required };
}
