import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { sameValue } from "../../kit/define-resource";
import type { CheckedInputs } from "../../kit/check-inputs";
import { failureAcross, type CheckFailure, type FailurePath } from "../../kit/check-failure";
import { input, type Field, type InputsOf } from "../../kit/fields";
import { wholeNumber } from "../../kit/whole-number";
import { DATA_SOURCE_KINDS, KIND_NAMES, type DataSourceKindName } from "./data-source-kinds";
import { kindBlockSchema } from "./data-source-options";

/*
 * The inputs of a DataSource: its name, ONE block of options per kind (27, exactly one set),
 * the fields every kind shares (the vendor's `ApiDataSource<Kind>` that a user sets), and what
 * the resource itself does (test the connection, replace on change, adopt).
 */

const text = (what: string) => z.string(mustBe(what, "text"));
const flag = (what: string) => z.boolean(mustBe(`true or false (${what})`, "boolean"));
const whole = z.number(mustBe("a whole number", "number")).int(mustBe("a whole number", "number"));

/** The common fields, each with its wire name: observed (state holds what GET shows; left out, not managed). */
export const COMMON_FIELDS = {
  tempSchema: { wire: "temp_schema", field: input(text("a schema name"), { description: "The schema Datafold writes temporary tables to (`database.schema` where the kind needs it). Left out: the service's default.", observed: true }) },
  groupIds: {
    wire: "group_ids",
    field: input(z.array(whole, mustBe("an array of group ids")), { description: "The ids of the groups whose members may use the data source.", observed: true }),
  },
  hidden: { wire: "hidden", field: input(flag("hidden from the app's lists"), { description: "Hide the data source from the app's lists.", observed: true }) },
  isPaused: { wire: "is_paused", field: input(flag("its scheduled work paused"), { description: "Pause the data source's scheduled work (profiling, indexing, lineage).", observed: true }) },
  viewOnly: { wire: "view_only", field: input(flag("visible, no queries"), { description: "Users may see the data source but run no queries through it.", observed: true }) },
  lineageSchedule: { wire: "lineage_schedule", field: input(text("a cron expression"), { description: "When lineage is collected: a cron expression.", observed: true }) },
  profileSchedule: { wire: "profile_schedule", field: input(text("a cron expression"), { description: "When tables are profiled: a cron expression.", observed: true }) },
  schemaIndexingSchedule: { wire: "schema_indexing_schedule", field: input(text("a cron expression"), { description: "When the schema is indexed: a cron expression.", observed: true }) },
  catalogIncludeList: { wire: "catalog_include_list", field: input(text("patterns, one a line"), { description: "What the catalog includes: patterns, one a line.", observed: true }) },
  catalogExcludeList: { wire: "catalog_exclude_list", field: input(text("patterns, one a line"), { description: "What the catalog leaves out: patterns, one a line.", observed: true }) },
  profileIncludeList: { wire: "profile_include_list", field: input(text("patterns, one a line"), { description: "What the profiler includes: patterns, one a line.", observed: true }) },
  profileExcludeList: { wire: "profile_exclude_list", field: input(text("patterns, one a line"), { description: "What the profiler leaves out: patterns, one a line.", observed: true }) },
  dataRetentionDays: { wire: "data_retention_days", field: input(whole.min(1, mustBe("1 or more", "number")), { description: "How many days results are kept.", observed: true }) },
  disableProfiling: { wire: "disable_profiling", field: input(flag("profiling off"), { description: "Turn profiling off.", observed: true }) },
  disableSchemaIndexing: { wire: "disable_schema_indexing", field: input(flag("schema indexing off"), { description: "Turn schema indexing off.", observed: true }) },
  floatTolerance: { wire: "float_tolerance", field: input(z.number(mustBe("a number", "number")).min(0, mustBe("0 or more", "number")), { description: "The tolerance of float comparisons in data diffs.", observed: true }) },
  maxAllowedConnections: { wire: "max_allowed_connections", field: input(whole.min(1, mustBe("1 or more", "number")), { description: "The most connections Datafold opens to it at once.", observed: true }) },
  schemaMaxAgeS: { wire: "schema_max_age_s", field: input(whole.min(0, mustBe("0 or more", "number")), { description: "How old the indexed schema may be, in seconds.", observed: true }) },
} as const;

export type CommonFieldName = keyof typeof COMMON_FIELDS;
export const COMMON_NAMES = Object.keys(COMMON_FIELDS) as CommonFieldName[];

/** The input block of each kind: its options, typed, credentials secret. */
const KIND_FIELDS = Object.fromEntries(
  KIND_NAMES.map((kind) => [
    kind,
    input(kindBlockSchema(kind), {
      description:
        `A \`${DATA_SOURCE_KINDS[kind].type}\` data source's options (the vendor's \`${DATA_SOURCE_KINDS[kind].config}\`). ` +
        "Set exactly one kind block. What GET shows is compared on refresh; credentials are not (GET masks them).",
      observed: true,
    }),
  ]),
) as Record<DataSourceKindName, Field<Record<string, unknown>> & { readonly observed: true }>;

/** The block's public type name: `DataSourceSnowflakeOptions`. */
export function kindShapeName(kind: DataSourceKindName): string {
  return `DataSource${kind.charAt(0).toUpperCase()}${kind.slice(1)}Options`;
}

export const DATA_SOURCE_INPUTS = {
  name: input(text("the data source's name").min(1, "must not be empty"), {
    description: "The data source's name, as the app shows it and as `getDataSource({ name })` finds it. Required. Datafold cannot rename it through its API (see `replaceOnChange`).",
    required: "give the data source's name, e.g. \"snowflake-prod\".",
    observed: true,
  }),
  ...KIND_FIELDS,
  ...(Object.fromEntries(COMMON_NAMES.map((name) => [name, COMMON_FIELDS[name].field])) as { [K in CommonFieldName]: (typeof COMMON_FIELDS)[K]["field"] }),
  testConnection: input(flag("run the vendor's connection test on create"), {
    description:
      "Run the vendor's connection test after create and wait for it (default true). A failed test fails the create with the vendor's " +
      "message; the data source, which the API cannot delete, is kept in the stack as created with an error, and the next `up` tests it again.",
    default: true,
  }),
  replaceOnChange: input(flag("a change creates a new data source"), {
    description:
      "Datafold's API cannot change a data source. Default false: a change of any of its inputs fails at preview, naming it. True: a change " +
      "creates a new data source instead, and the old one stays in Datafold (delete it in the app: Settings → Data connections).",
    default: false,
  }),
  adoptDataSourceId: input(wholeNumber(1, Number.POSITIVE_INFINITY, "the id of a live data source, a positive whole number"), {
    description:
      "Adopt a live data source by its id instead of creating one: it must be of the kind set and match the inputs GET can show " +
      "(credentials cannot be compared). Only read at create.",
    tsType: "number",
  }),
};

export type DataSourceInputs = InputsOf<typeof DATA_SOURCE_INPUTS>;

/** The inputs that describe the data source itself (a change needs an update the API does not have). */
export const DESCRIBING_INPUTS: readonly string[] = ["name", ...KIND_NAMES, ...COMMON_NAMES];

/** The kind blocks set, in table order. */
export function kindsSet(inputs: Readonly<Record<string, unknown>>): DataSourceKindName[] {
  return KIND_NAMES.filter((kind) => inputs[kind] !== undefined && inputs[kind] !== null);
}

/** The place of the first difference between two values, below `field`: `["snowflake", "warehouse"]`. */
export function firstDifference(field: string, old: unknown, next: unknown): FailurePath {
  if (typeof old === "object" && old !== null && typeof next === "object" && next !== null && !Array.isArray(old) && !Array.isArray(next)) {
    const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
    const key = keys.find((name) => !sameValue((old as Record<string, unknown>)[name], (next as Record<string, unknown>)[name]));
    if (key !== undefined) return [field, key];
  }
  return [field];
}

/**
 * Exactly one kind block; and, once the data source exists, nothing that describes it may
 * differ from the old inputs unless `replaceOnChange`: refused at preview, naming each place,
 * before any request. The old inputs are what Datafold holds as of the last create, update or
 * refresh (a refresh hands the engine the service's values: `refreshUpdatesInputs`), so an
 * edit made in the app and seen by refresh is refused too, until the program says the same.
 * An observed input the program leaves out is not managed, so never refused.
 */
export function dataSourceCheckRules({ values, unknown, failures }: CheckedInputs<typeof DATA_SOURCE_INPUTS>, olds: Partial<DataSourceInputs>): CheckFailure[] {
  // A block given but malformed is given: its own failure says what is wrong with it.
  const malformed = KIND_NAMES.filter((kind) => failures.some((failure) => failure.path?.[0] === kind));
  const given = values as Readonly<Record<string, unknown>>;
  const set = [...new Set([...kindsSet(given), ...malformed])].sort((a, b) => KIND_NAMES.indexOf(a) - KIND_NAMES.indexOf(b));
  const unknownKinds = KIND_NAMES.filter((kind) => unknown.has(kind));
  if (set.length + unknownKinds.length === 0) {
    return [failureAcross(["name"], `A DataSource needs one kind block: set exactly one of ${KIND_NAMES.join(", ")}.`)];
  }
  if (set.length > 1) return [failureAcross([set[1]!], `${set.join(" and ")} are both set: a data source is of one kind. Keep one of them.`)];
  if (olds.name === undefined || values.replaceOnChange === true || malformed.length > 0) return [];
  const old = olds as Readonly<Record<string, unknown>>;
  const oldKind = kindsSet(old)[0];
  const refused: CheckFailure[] = [];
  for (const field of DESCRIBING_INPUTS) {
    const isKind = (KIND_NAMES as readonly string[]).includes(field);
    // An observed field left out is not managed; a kind block left out counts only if it was the kind.
    if ((unknown as ReadonlySet<string>).has(field) || (given[field] === undefined && !(isKind && field === oldKind) && field !== "name")) continue;
    if (sameValue(old[field], given[field])) continue;
    const path = firstDifference(field, old[field], given[field]);
    refused.push(failureAcross(path, `${path.join(".")} ${CANNOT_CHANGE}`));
  }
  return refused;
}

/** What a refused change says after its place. */
export const CANNOT_CHANGE =
  "differs from the data source Datafold has (changed in the program, or in the app and seen by refresh), and Datafold's API cannot change " +
  "a data source. Either edit it in the Datafold app (Settings → Data connections), run `pulumi refresh`, and set the program to what the " +
  "app shows; or set replaceOnChange: true to create a new data source (the old one stays in Datafold until you delete it in the app).";

/** The changes the API cannot make, as one message naming each place (update's last guard, for values not known at preview). */
export function refusedChanges(resource: string, changed: readonly string[], olds: Readonly<Record<string, unknown>>, news: Readonly<Record<string, unknown>>): string | undefined {
  const places = changed.filter((field) => DESCRIBING_INPUTS.includes(field)).map((field) => firstDifference(field, olds[field], news[field]).join("."));
  if (places.length === 0) return undefined;
  return `DataSource ${resource}: ${places.join(", ")} ${CANNOT_CHANGE}`;
}
