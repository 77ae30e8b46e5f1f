/**
 * DataDiffMonitor: a data diff of two datasets run on a schedule (the vendor's
 * DataDiffMonitorSpecPublic). The data diff's definition (`datadiff`) replaces the monitor on
 * change, as the issue asks; the shared settings and `alert` update in place.
 */
import { z } from "zod";
import { untaggedUnion } from "../../kit/untagged-union";
import { mustBe } from "../../core/describe-value";
import { input, type InputsOf } from "../../kit/fields";
import { wholeNumber } from "../../kit/whole-number";
import { failureAcross, failureAt, type CheckFailure } from "../../kit/check-failure";
import { monitorNameInput, monitorSettingsInputs, strictShape, tagged, text } from "./monitor-inputs";
import { defineMonitorResource } from "./monitor-resource";
import { withoutNulls } from "./monitor-wire";
import type { MonitorDatasetEntry, MonitorDetail } from "../../types/monitor-spec";
import { unreadable, type CommonShown, type ShownMonitor, type SpecOf } from "./monitor-shown";

const whole = (min: number, max: number, what: string, description: string) => wholeNumber(min, max, what).meta({ tsType: "number", description });
const columns = (what: string) => z.array(text("a column's name"), mustBe(`an array of column names (${what})`));
const number = (what: string) => z.number(mustBe(`a number (${what})`));
const flag = (description: string) => z.boolean(mustBe("true or false")).optional().describe(description);
const sessionParameters = z
  .record(z.string(), z.unknown(), mustBe("a map of parameter names to values"))
  .optional()
  .describe("Session parameters set on the connection before the query runs. Optional.");

const connectionId = whole(1, Number.MAX_SAFE_INTEGER, "the data source's id, a positive whole number", "The data source's id.");

export const DiffTableDataset = strictShape({
  connectionId,
  table: text("the table's name").describe("The table, such as `analytics.orders`."),
  filter: z.string(mustBe("a SQL condition")).optional().describe("A SQL condition that selects the rows compared. Optional."),
  timeTravelPoint: z.union([z.string(), z.number()], mustBe("a timestamp or a number")).optional().describe("Compare the table as of this point (in-database diffs only). Optional."),
  materialize: flag("Materialize the dataset before comparing (cross-database diffs only; the vendor's default: true). Optional."),
  sessionParameters,
}).describe("A table to compare (the vendor's InDbTableDataset and XdbTableDataset).");

export const DiffQueryDataset = strictShape({
  connectionId,
  query: text("the SQL query").describe("The SQL query whose result is compared."),
  timeTravelPoint: z.union([z.string(), z.number()], mustBe("a timestamp or a number")).optional().describe("Run the query as of this point (in-database diffs only). Optional."),
  materialize: flag("Materialize the dataset before comparing (cross-database diffs only; the vendor's default: true). Optional."),
  sessionParameters,
}).describe("A query's result to compare (the vendor's InDbQueryDataset and XdbQueryDataset).");

/** The vendor's dataset union is untagged: a table dataset has `table`, a query dataset `query`. */
export const Dataset = untaggedUnion(
  [DiffTableDataset, DiffQueryDataset],
  (value) => ("query" in value ? DiffQueryDataset : "table" in value ? DiffTableDataset : undefined),
  "{ connectionId, table, filter? } or { connectionId, query }",
);

export const ToleranceSampling = strictShape({
  tolerance: number("the tolerance").describe("The tolerated share of differing rows."),
  confidence: number("the confidence").describe("The confidence of the sample."),
  threshold: whole(0, Number.MAX_SAFE_INTEGER, "a whole number of rows", "Below this many rows, no sampling.").optional().describe("Below this many rows, no sampling. Optional."),
}).describe("Sampling by tolerance and confidence (the vendor's ToleranceBasedSampling).");
export const PercentageSampling = strictShape({
  rate: number("the sampling rate").describe("The share of rows sampled."),
  threshold: whole(0, Number.MAX_SAFE_INTEGER, "a whole number of rows", "Below this many rows, no sampling.").optional().describe("Below this many rows, no sampling. Optional."),
}).describe("Sampling by a rate (the vendor's PercentageSampling).");
export const MaxRowsSampling = strictShape({
  maxRows: whole(1, Number.MAX_SAFE_INTEGER, "a positive whole number of rows", "The most rows sampled."),
  threshold: whole(0, Number.MAX_SAFE_INTEGER, "a whole number of rows", "Below this many rows, no sampling.").optional().describe("Below this many rows, no sampling. Optional."),
}).describe("Sampling up to a number of rows (the vendor's MaxRowsSampling).");
export const Sampling = z.union([ToleranceSampling, PercentageSampling, MaxRowsSampling], mustBe("{ tolerance, confidence }, { rate } or { maxRows }, each with an optional threshold"));

export const RelativeTolerance = strictShape({
  type: z.literal("relative").describe('`"relative"`.'),
  value: number("the relative tolerance").describe("The tolerated relative difference."),
}).describe("A relative tolerance (the vendor's RelativeColumnTolerance).");
export const AbsoluteTolerance = strictShape({
  type: z.literal("absolute").describe('`"absolute"`.'),
  value: number("the absolute tolerance").describe("The tolerated absolute difference."),
}).describe("An absolute tolerance (the vendor's AbsoluteColumnTolerance).");
export const ColumnTolerance = tagged("type", [RelativeTolerance, AbsoluteTolerance], ["relative", "absolute"]);
const DATETIME_TOLERANCES = ["1s", "0.1s", "0.01s", "1ms", "0.1ms", "0.01ms", "1us"] as const;
export const DatetimeTolerance = strictShape({
  default: z.enum(DATETIME_TOLERANCES, mustBe(DATETIME_TOLERANCES.map((t) => `"${t}"`).join(", "))).describe("The precision datetimes are compared to."),
}).describe("The tolerance of datetime columns (the vendor's DatetimeColumnToleranceConfig).");
export const FloatTolerance = strictShape({
  default: ColumnTolerance.optional().describe("The tolerance of every float column. Optional."),
  columnTolerance: z.record(z.string(), ColumnTolerance, mustBe("a map of column names to tolerances")).optional().describe("Tolerances by column. Optional."),
}).describe("The tolerance of float columns (the vendor's ColumnToleranceConfig).");
export const DiffTolerance = strictShape({
  datetime: DatetimeTolerance.optional().describe("Datetime columns. Optional."),
  float: FloatTolerance.optional().describe("Float columns. Optional."),
}).describe("Tolerances of the comparison (the vendor's DataDiffToleranceConfig).");

const DATATYPES = ["boolean", "integer", "float", "decimal", "unbounded_decimal", "money", "string", "fixed_length_string", "varbinary", "binary", "date", "super", "time", "time_interval", "timestamp", "year", "uuid", "array", "struct", "json", "xml", "map", "void", "unsupported"] as const;
export const ColumnRule = strictShape({
  equalIf: text("a SQL condition").describe("The condition under which two values count as equal (the vendor's `equal_if`)."),
  column: text("the column's name").optional().describe("The column the rule applies to; give it or `type`."),
  type: z.enum(DATATYPES, mustBe("a datatype name such as \"string\" or \"timestamp\"")).optional().describe("The datatype the rule applies to; give it or `column`."),
}).describe("An extra equality rule of an in-memory diff (the vendor's ColumnRule).");

const commonDiff = {
  datasetA: Dataset.describe("The first dataset."),
  datasetB: Dataset.describe("The second dataset."),
  primaryKey: columns("the primary key").min(1, "must name at least one column").describe("The columns of the primary key."),
  columnsToCompare: columns("columns to compare").optional().describe("The columns compared. Optional; set it or `includeColumns`, not both."),
  includeColumns: columns("columns to include").optional().describe("Columns included (the vendor's alias of `columnsToCompare`). Optional."),
  excludeColumns: columns("columns to exclude").optional().describe("Columns left out of the comparison. Optional."),
  columnRemapping: z.record(z.string(), z.string(), mustBe("a map of column names")).optional().describe("Columns of A compared with differently named columns of B. Optional."),
  compareDuplicates: flag("Compare rows with duplicate primary keys (the vendor's default: true). Optional."),
  ignoreStringCase: flag("Ignore case in string comparisons (default false). Optional."),
  nullEqualsEmptyString: flag("Treat NULL and '' as equal (default false). Optional."),
  materializeResults: flag("Materialize the results (default false). Optional."),
  sortArrayColumns: flag("Sort array columns before comparing. Optional."),
  sampling: Sampling.optional().describe("Sampling: `{ tolerance, confidence }`, `{ rate }` or `{ maxRows }`, each with an optional `threshold`. Optional."),
  tolerance: DiffTolerance.optional().describe("Tolerances of datetime and float columns. Optional."),
};

export const InDbDiff = strictShape({
  diffType: z.literal("indb").describe('`"indb"`: both datasets in one data source.'),
  ...commonDiff,
  timeseriesDimensionColumn: text("the column's name").optional().describe("The time column of a time-series diff. Optional."),
}).describe("An in-database data diff (the vendor's InDbDataDiffConfig).");

export const InMemDiff = strictShape({
  diffType: z.literal("inmem").describe('`"inmem"`: datasets in different data sources, compared in memory.'),
  ...commonDiff,
  columnRules: z.array(ColumnRule, mustBe("an array of column rules")).optional().describe("Extra equality rules. Optional."),
  materializeResultsTo: whole(1, Number.MAX_SAFE_INTEGER, "a data source's id", "The data source results are materialized to.").optional().describe("The data source results are materialized to. Optional."),
}).describe("A cross-database data diff (the vendor's InMemDataDiffConfig).");

export const DataDiffDefinition = tagged("diffType", [InDbDiff, InMemDiff], ["indb", "inmem"]);

export const DiffAlert = strictShape({
  differentRowsCount: whole(0, Number.MAX_SAFE_INTEGER, "a whole number of rows", "Alert above this many different rows.").optional().describe("Alert above this many different rows. Optional."),
  differentRowsPercent: whole(0, 100, "a whole percentage from 0 to 100", "Alert above this percentage of different rows.").optional().describe("Alert above this percentage of different rows. Optional."),
  matchRatioMin: number("a ratio from 0 to 1").min(0, "must be at least 0").max(1, "must be at most 1").optional().describe("Alert when the match ratio falls below this, 0.0 to 1.0. Optional."),
}).describe("When a data diff monitor alerts (the vendor's DiffAlertCondition).");

/** The inputs of a DataDiffMonitor, in documented order. */
export const DATA_DIFF_MONITOR_INPUTS = {
  name: monitorNameInput,
  datadiff: input(DataDiffDefinition, {
    description:
      'The data diff, discriminated by `diffType`: `{ diffType: "indb", datasetA, datasetB, primaryKey, ... }` (one data source) or ' +
      '`{ diffType: "inmem", ... }` (two). Each dataset is `{ connectionId, table, filter? }` or `{ connectionId, query }`. Required. ' +
      "Changing it replaces the monitor. A refresh compares each side's data source, table, filter and query with what the service shows.",
    required: 'give the data diff, such as { diffType: "indb", datasetA: {...}, datasetB: {...}, primaryKey: ["id"] }.',
    replaces: true,
    tsType: "DataDiffMonitorInDb | DataDiffMonitorInMem",
  }),
  ...monitorSettingsInputs({
    alert: input(DiffAlert, {
      description: "When to alert: `differentRowsCount`, `differentRowsPercent`, `matchRatioMin`. Optional; left out, none. A change updates it in place.",
      tsType: "DataDiffMonitorAlert",
    }),
  }),
};

export type DataDiffMonitorInputs = InputsOf<typeof DATA_DIFF_MONITOR_INPUTS>;

/** The vendor's rules stated in words: a column rule names exactly one of column and type; set only one of includeColumns and columnsToCompare. */
function dataDiffRules({ values }: { values: Partial<DataDiffMonitorInputs> }): CheckFailure[] {
  const failures: CheckFailure[] = [];
  const diff = values.datadiff;
  if (diff === undefined) return failures;
  if (diff.includeColumns !== undefined && diff.columnsToCompare !== undefined) {
    failures.push(failureAcross(["datadiff", "includeColumns"], "datadiff.includeColumns and datadiff.columnsToCompare are the same setting: set only one."));
  }
  if (diff.diffType === "inmem") {
    (diff.columnRules ?? []).forEach((rule, index) => {
      if ((rule.column === undefined) === (rule.type === undefined)) {
        failures.push(failureAt(["datadiff", "columnRules", index], "must name exactly one of column or type."));
      }
    });
  }
  return failures;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** Keys whose values are maps of the user's own names (columns, parameters): their keys are kept. */
const MAPS = new Set(["columnRemapping", "sessionParameters", "columnTolerance"]);
function toWire(value: unknown, mapKeys = false): unknown {
  if (Array.isArray(value)) return value.map((item) => toWire(item));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([key, v]) => [mapKeys ? key : snake(key), MAPS.has(key) && key !== "sessionParameters" ? toWire(v, true) : key === "sessionParameters" ? v : toWire(v)]),
  );
}

/** A data diff's alert condition as GET shows it, in the inputs' shape; undefined when none is set (GET's `type: "diff"` tag is dropped). */
export function diffAlertFromWire(wire: Record<string, unknown> | null | undefined): DataDiffMonitorInputs["alert"] {
  const alert = wire === null || wire === undefined ? undefined : withoutNulls(wire);
  if (alert === undefined) return undefined;
  const { different_rows_count, different_rows_percent, match_ratio_min } = alert as Record<string, number | undefined>;
  const seen = withoutNulls({ differentRowsCount: different_rows_count, differentRowsPercent: different_rows_percent, matchRatioMin: match_ratio_min });
  return Object.keys(seen).length === 0 ? undefined : (seen as DataDiffMonitorInputs["alert"]);
}

type DiffDataset = DataDiffMonitorInputs["datadiff"]["datasetA"];

/** A data diff as GET shows it: its two sides; its kind only when the sides tell it, its primary key and options never. */
export interface ShownDataDiff {
  readonly diffType?: "indb" | "inmem";
  readonly datasetA: DiffDataset;
  readonly datasetB: DiffDataset;
}

export type DataDiffMonitorSpec = Omit<SpecOf<DataDiffMonitorInputs>, "datadiff"> & { readonly datadiff: ShownDataDiff };

/**
 * A data diff's inputs from GET alone: its two sides from `dataset` (A then B). Sides in two
 * data sources make a cross-database (`inmem`) diff; sides in one data source may be either
 * kind, so its kind is unknown then. The primary key and every option are not shown.
 */
export function dataDiffSpecFromDetail(detail: MonitorDetail, common: CommonShown): ShownMonitor<DataDiffMonitorSpec> {
  const [a, b] = detail.dataset ?? [];
  if (a === undefined || b === undefined) throw unreadable(detail, "dataset", "two entries: a data diff's sides A and B");
  const diffType = a.connection_id === b.connection_id ? undefined : ("inmem" as const);
  const alert = diffAlertFromWire(detail.alert);
  const datadiff: ShownDataDiff = { ...(diffType === undefined ? {} : { diffType }), datasetA: diffSide(detail, a, 0), datasetB: diffSide(detail, b, 1) };
  const spec: DataDiffMonitorSpec = { ...common, datadiff, ...(alert === undefined ? {} : { alert }) };
  const options = (shape: object) => Object.keys(shape).filter((field) => !["diffType", "datasetA", "datasetB"].includes(field));
  // The options of either kind while the kind is unknown; of a cross-database diff, its own.
  const unknownOptions = [...new Set([...(diffType === "inmem" ? [] : options(InDbDiff.shape)), ...options(InMemDiff.shape)])].map((field) => `datadiff.${field}`);
  const unknownSides = (["datasetA", "datasetB"] as const).flatMap((name) => {
    const side = name === "datasetA" ? a : b;
    const shownFields = typeof side.query === "string" ? ["connectionId", "query"] : ["connectionId", "table", "filter"];
    const shape = typeof side.query === "string" ? DiffQueryDataset.shape : DiffTableDataset.shape;
    return Object.keys(shape)
      .filter((field) => !shownFields.includes(field))
      .map((field) => `datadiff.${name}.${field}`);
  });
  const missing = [...(diffType === undefined ? ["datadiff.diffType"] : []), "datadiff.primaryKey"];
  return { spec, unknownFields: [...(diffType === undefined ? ["datadiff.diffType"] : []), ...unknownOptions, ...unknownSides], missingRequiredFields: missing };
}

function diffSide(detail: MonitorDetail, shown: MonitorDatasetEntry, index: number): DiffDataset {
  if (typeof shown.query === "string") return { connectionId: shown.connection_id, query: shown.query };
  if (typeof shown.table !== "string") throw unreadable(detail, `dataset[${index}]`, "a table or a query: a data diff's side");
  return { connectionId: shown.connection_id, table: shown.table, ...withoutNulls({ filter: shown.filter }) };
}

export const dataDiffMonitorResource = defineMonitorResource({
  name: "DataDiffMonitor",
  description:
    "A Datafold data diff monitor: a data diff of two datasets (tables or queries, in one data source or two) run on a " +
    "schedule. A change of `datadiff` replaces the monitor; `alert` updates in place.",
  presentation: {
    source: "src/provider/monitors/data-diff-monitor.ts",
    summary: "A Datafold data-diff monitor: two datasets compared on a schedule.",
    example: [
      "new datafold.DataDiffMonitor(\"orders-prod-vs-dev\", {",
      "  name: \"Orders: prod vs dev\",",
      "  datadiff: {",
      "    diffType: \"indb\",",
      "    datasetA: { connectionId: 7, table: \"prod.orders\" },",
      "    datasetB: { connectionId: 7, table: \"dev.orders\" },",
      "    primaryKey: [\"id\"],",
      "  },",
      "  schedule: { interval: { every: \"day\", hour: 6 } },",
      "  alert: { differentRowsPercent: 1 },",
      "});",
    ].join("\n"),
    shapes: [
      [InDbDiff, "DataDiffMonitorInDb"],
      [InMemDiff, "DataDiffMonitorInMem"],
      [DiffTableDataset, "DataDiffMonitorTableDataset"],
      [DiffQueryDataset, "DataDiffMonitorQueryDataset"],
      [ToleranceSampling, "DataDiffMonitorToleranceSampling"],
      [PercentageSampling, "DataDiffMonitorPercentageSampling"],
      [MaxRowsSampling, "DataDiffMonitorMaxRowsSampling"],
      [DiffTolerance, "DataDiffMonitorTolerance"],
      [DatetimeTolerance, "DataDiffMonitorDatetimeTolerance"],
      [FloatTolerance, "DataDiffMonitorFloatTolerance"],
      [RelativeTolerance, "DataDiffMonitorRelativeTolerance"],
      [AbsoluteTolerance, "DataDiffMonitorAbsoluteTolerance"],
      [ColumnRule, "DataDiffMonitorColumnRule"],
      [DiffAlert, "DataDiffMonitorAlert"],
    ],
    unions: [
      [DataDiffDefinition, "DataDiffMonitorDefinition"],
      [Dataset, "DataDiffMonitorDataset"],
      [Sampling, "DataDiffMonitorSampling"],
      [ColumnTolerance, "DataDiffMonitorColumnTolerance"],
    ],
  },
  kind: "diff",
  inputs: DATA_DIFF_MONITOR_INPUTS,
  specFromDetail: dataDiffSpecFromDetail,
  checkRules: dataDiffRules,
  createBody: (inputs) => withoutNulls({ datadiff: toWire(inputs.datadiff), alert: inputs.alert === undefined ? undefined : toWire(inputs.alert) }),
  updateBody: (inputs) => ({ alert: inputs.alert === undefined ? null : toWire(inputs.alert) }),
  settingsFromWire: (detail) => ({ alert: diffAlertFromWire(detail.alert) }),
  definitionFromWire(state, detail) {
    const [a, b] = detail.dataset ?? [];
    if (a === undefined || b === undefined) return {};
    const side = <D extends DataDiffMonitorInputs["datadiff"]["datasetA"]>(mine: D, shown: NonNullable<typeof a>): D => {
      if ("query" in mine) return { ...mine, connectionId: shown.connection_id, query: shown.query ?? mine.query };
      return { ...withoutNulls({ ...mine, filter: shown.filter }), connectionId: shown.connection_id, table: shown.table ?? mine.table } as D;
    };
    return { datadiff: { ...state.datadiff, datasetA: side(state.datadiff.datasetA, a), datasetB: side(state.datadiff.datasetB, b) } };
  },
});
