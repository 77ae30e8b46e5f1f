/**
 * A monitor as GET shows it (ApiPublicGetMonitorOutFull), turned back into the inputs of the
 * resource of its kind, as far as GET shows them: the one place that does so for a monitor
 * without a state to fill the gaps from (`getMonitor`, the export command). The settings come
 * through the same conversions the resources' reads use (./monitor-wire.ts); the definition
 * is rebuilt from `dataset`, which holds only a data source, table, column, metric, filter and
 * query per side. What GET does not show is never guessed: it is named in `unknownFields`,
 * and those of it that the resource requires in `missingRequiredFields`.
 */
import { UnexpectedResponseError } from "../../core/errors";
import type { MonitorType } from "../../types/monitor";
import type { MonitorDatasetEntry, MonitorDetail } from "../../types/monitor-spec";
import { InDbDiff, InMemDiff, DiffQueryDataset, DiffTableDataset, diffAlertFromWire, type DataDiffMonitorInputs } from "./data-diff-monitor";
import { StandardDataTest, type DataTestMonitorInputs } from "./data-test-monitor";
import { ColumnMetricConfig, CustomMetricConfig, TableMetricConfig, type MetricMonitorInputs } from "./metric-monitor";
import { SCHEMA_CHANGE_MONITOR_INPUTS, type SchemaChangeMonitorInputs } from "./schema-change-monitor";
import { monitorSettingsInputs } from "./monitor-inputs";
import { commonFromWire, thresholdFromWire, withoutNulls, type CommonMonitorSettings } from "./monitor-wire";

/** The inputs of a kind that describe the monitor: the resource-only ones (`onDelete`, `adoptMonitorId`) left out. */
type SpecOf<I> = Omit<I, "onDelete" | "adoptMonitorId">;

/** The shared settings, arrays as the inputs type them. */
type Common = CommonMonitorSettings & { readonly tags: string[]; readonly notifications: CommonMonitorSettings["notifications"][number][] };

type DiffDataset = DataDiffMonitorInputs["datadiff"]["datasetA"];

/** A data diff as GET shows it: its two sides; its kind only when the sides tell it, its primary key and options never. */
export interface ShownDataDiff {
  readonly diffType?: "indb" | "inmem";
  readonly datasetA: DiffDataset;
  readonly datasetB: DiffDataset;
}

/** A standard data test as GET shows it: the path of its first table, nothing else. */
export interface ShownStandardTest {
  readonly tables: readonly { readonly path: string }[];
}

export type MetricMonitorSpec = SpecOf<MetricMonitorInputs>;
export type SchemaChangeMonitorSpec = SpecOf<SchemaChangeMonitorInputs>;
export type DataTestMonitorSpec = Omit<SpecOf<DataTestMonitorInputs>, "test"> & { readonly test?: ShownStandardTest };
export type DataDiffMonitorSpec = Omit<SpecOf<DataDiffMonitorInputs>, "datadiff"> & { readonly datadiff: ShownDataDiff };

/** What GET could not show of the monitor, by input path (`datadiff.primaryKey`). */
interface Unshown {
  /** Every input GET does not show, optional ones included. */
  readonly unknownFields: readonly string[];
  /** Those of them the resource requires: its inputs are incomplete until they are filled in. */
  readonly missingRequiredFields: readonly string[];
}

/** A monitor's inputs as GET shows them, discriminated by its kind. */
export type MonitorSpecFromDetail =
  | ({ readonly kind: "metric"; readonly spec: MetricMonitorSpec } & Unshown)
  | ({ readonly kind: "schema"; readonly spec: SchemaChangeMonitorSpec } & Unshown)
  | ({ readonly kind: "test"; readonly spec: DataTestMonitorSpec } & Unshown)
  | ({ readonly kind: "diff"; readonly spec: DataDiffMonitorSpec } & Unshown);

const GET_MONITOR = "get monitor";

/** The inputs every kind shares (GET shows each, but for the resource's own `onDelete` and `adoptMonitorId`). */
const COMMON_INPUTS = ["name", ...Object.keys(monitorSettingsInputs())];

/**
 * The fields of a shape GET does not show, as paths under `prefix`: taken from the resource's
 * own shape, so that a field added to it later is named too rather than silently dropped.
 */
function unshown(fields: readonly string[], shown: readonly string[], prefix = ""): string[] {
  return fields.filter((field) => !shown.includes(field)).map((field) => `${prefix}${field}`);
}

/** The inputs of the monitor GET answered with, for its kind; fails on a kind or a `dataset` this version cannot read. */
export function monitorSpecFromDetail(detail: MonitorDetail): MonitorSpecFromDetail {
  const settings = commonFromWire(detail);
  const common = { ...settings, tags: [...settings.tags], notifications: [...settings.notifications] };
  const kind = detail.monitor_type as MonitorType | null;
  switch (kind) {
    case "metric":
      return metricSpec(detail, common);
    case "schema": {
      const shown = firstDataset(detail, "schema");
      const spec = { ...common, connectionId: shown.connection_id, ...withoutNulls({ table: shown.table }) };
      return { kind, spec, unknownFields: unshown(Object.keys(SCHEMA_CHANGE_MONITOR_INPUTS), [...COMMON_INPUTS, "connectionId", "table"]), missingRequiredFields: [] };
    }
    case "test":
      return dataTestSpec(detail, common);
    case "diff":
      return dataDiffSpec(detail, common);
    default:
      throw unreadable(detail, "monitor_type", `one of "metric", "diff", "schema", "test" (this version knows no other kind); got ${JSON.stringify(detail.monitor_type)}`);
  }
}

function unreadable(detail: MonitorDetail, path: string, expected: string): UnexpectedResponseError {
  return new UnexpectedResponseError(GET_MONITOR, { method: "GET", url: `/api/v1/monitors/${detail.id}`, requestId: undefined }, [{ path, expected }]);
}

function firstDataset(detail: MonitorDetail, kind: MonitorType): MonitorDatasetEntry {
  const shown = detail.dataset?.[0];
  if (shown === undefined) throw unreadable(detail, "dataset", `one entry at least: a ${kind} monitor's data source`);
  return shown;
}

/** A metric monitor's metric, from its one `dataset` entry: a query is a custom metric, a column a column metric, else a table metric. */
function metricSpec(detail: MonitorDetail, common: Common): MonitorSpecFromDetail {
  const shown = firstDataset(detail, "metric");
  const alert = thresholdFromWire(detail.alert);
  const settings = { ...common, ...(alert === undefined ? {} : { alert }) };
  if (typeof shown.query === "string") {
    const metric: MetricMonitorInputs["metric"] = { type: "custom", query: shown.query };
    const unknownFields = unshown(Object.keys(CustomMetricConfig.shape), ["type", "query"], "metric.");
    return { kind: "metric", spec: { ...settings, connectionId: shown.connection_id, metric }, unknownFields, missingRequiredFields: [] };
  }
  if (typeof shown.metric !== "string") throw unreadable(detail, "dataset[0].metric", "the metric's name (a table or column metric), or a query (a custom metric)");
  const filter = withoutNulls({ filter: shown.filter });
  // The metric's name is the service's: passed on as it is, not narrowed to the names this version lists.
  if (typeof shown.column === "string" && typeof shown.table !== "string") throw unreadable(detail, "dataset[0].table", "the table of a column metric");
  const metric = (
    typeof shown.column === "string"
      ? { type: "column", table: shown.table, column: shown.column, metric: shown.metric, ...filter }
      : { type: "table", ...withoutNulls({ table: shown.table }), metric: shown.metric, ...filter }
  ) as MetricMonitorInputs["metric"];
  const unknownFields =
    metric.type === "column"
      ? unshown(Object.keys(ColumnMetricConfig.shape), ["type", "table", "column", "metric", "filter"], "metric.")
      : unshown(Object.keys(TableMetricConfig.shape), ["type", "table", "metric", "filter"], "metric.");
  return { kind: "metric", spec: { ...settings, connectionId: shown.connection_id, metric }, unknownFields, missingRequiredFields: [] };
}

/** A data test: its query, or the first table of its standard test (whose type, columns and variables GET does not show). */
function dataTestSpec(detail: MonitorDetail, common: Common): MonitorSpecFromDetail {
  const shown = firstDataset(detail, "test");
  const query = typeof shown.query === "string" ? shown.query : undefined;
  const table = typeof shown.table === "string" ? shown.table : undefined;
  const spec: DataTestMonitorSpec = {
    ...common,
    connectionId: shown.connection_id,
    ...(query === undefined ? {} : { query }),
    ...(table === undefined ? {} : { test: { tables: [{ path: table }] } }),
  };
  if (query !== undefined && table === undefined) return { kind: "test", spec, unknownFields: [], missingRequiredFields: [] };
  // A standard test: everything of it but its first table's path is unknown (its other tables too).
  const unknownTables = table === undefined ? ["test.tables"] : ["test.tables[0].columns", "test.tables[1...]"];
  // A test shown by its table needs its type and columns; one not shown at all (no query either) at least its type.
  const missing = table !== undefined ? ["test.type", "test.tables[0].columns"] : query === undefined ? ["test.type"] : [];
  return { kind: "test", spec, unknownFields: [...unshown(Object.keys(StandardDataTest.shape), ["tables"], "test."), ...unknownTables], missingRequiredFields: missing };
}

/**
 * A data diff: its two sides from `dataset` (A then B). Sides in two data sources make a
 * cross-database (`inmem`) diff; sides in one data source may be either kind, so its kind is
 * unknown then. The primary key and every option are not shown.
 */
function dataDiffSpec(detail: MonitorDetail, common: Common): MonitorSpecFromDetail {
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
  return { kind: "diff", spec, unknownFields: [...(diffType === undefined ? ["datadiff.diffType"] : []), ...unknownOptions, ...unknownSides], missingRequiredFields: missing };
}

function diffSide(detail: MonitorDetail, shown: MonitorDatasetEntry, index: number): DiffDataset {
  if (typeof shown.query === "string") return { connectionId: shown.connection_id, query: shown.query };
  if (typeof shown.table !== "string") throw unreadable(detail, `dataset[${index}]`, "a table or a query: a data diff's side");
  return { connectionId: shown.connection_id, table: shown.table, ...withoutNulls({ filter: shown.filter }) };
}
