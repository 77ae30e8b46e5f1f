/**
 * The named object shapes of the resources' fields and of the data functions' results, by the names the generated public types
 * give them (resource-types.ts) and the package schema's types take (pulumi-schema.ts), and
 * the names of the unions the package schema writes as one object type each (pulumi-types.ts).
 */
import type { z } from "zod";
import { PendingRevocation } from "../../src/provider/pending-revocations";
import { ActiveTokenSummary } from "../../src/provider/proxy-token-revocation-inputs";
import { COMMON_SHAPES, MetricThreshold, Notification, Schedule, ScheduleInterval, THRESHOLD_SHAPES } from "../../src/provider/monitor-inputs";
import { ColumnMetricConfig, CustomMetricConfig, MetricConfig, TableMetricConfig } from "../../src/provider/metric-monitor";
import { DataTestTable, DataTestVariable, StandardDataTest } from "../../src/provider/data-test-monitor";
import {
  AbsoluteTolerance,
  ColumnRule,
  ColumnTolerance,
  DataDiffDefinition,
  Dataset,
  DatetimeTolerance,
  DiffAlert,
  DiffQueryDataset,
  DiffTableDataset,
  DiffTolerance,
  FloatTolerance,
  InDbDiff,
  InMemDiff,
  MaxRowsSampling,
  PercentageSampling,
  RelativeTolerance,
  Sampling,
  ToleranceSampling,
} from "../../src/provider/data-diff-monitor";
import { ShownDataDiff, ShownStandardTest, ShownTestTable } from "../../src/functions/monitor-definition";
import { MonitorStateCountsSchema, MonitorTypeCountsSchema } from "../../src/functions/monitors-definition";
import { FailedTransformSchema, TransformProgressSchema, TransformStatusCountsSchema } from "../../src/functions/transform-summaries-definition";
import type { ImportedShapes } from "./resource-types";

type Shapes = ReadonlyArray<readonly [z.ZodType, string]>;

/** The shapes every monitor kind may use, in the module they are declared in. */
export const MONITOR_SHAPES: ImportedShapes = { from: "./monitor-shapes", shapes: [...COMMON_SHAPES, ...THRESHOLD_SHAPES] };

export const PROXY_TOKEN_SHAPES: Shapes = [[PendingRevocation, "ProxyTokenPendingRevocation"]];

export const REVOCATION_SHAPES: Shapes = [[ActiveTokenSummary, "RevocationActiveToken"]];

export const METRIC_MONITOR_SHAPES: Shapes = [
  [TableMetricConfig, "MetricMonitorTableMetric"],
  [ColumnMetricConfig, "MetricMonitorColumnMetric"],
  [CustomMetricConfig, "MetricMonitorCustomMetric"],
];

export const DATA_TEST_MONITOR_SHAPES: Shapes = [
  [StandardDataTest, "DataTestMonitorStandardTest"],
  [DataTestTable, "DataTestMonitorTable"],
  [DataTestVariable, "DataTestMonitorVariable"],
];

export const DATA_DIFF_MONITOR_SHAPES: Shapes = [
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
];

/** What getMonitor shows of a kind's inputs that GET shows only in part, named as its public types name them. */
export const GET_MONITOR_SHAPES: Shapes = [
  [ShownStandardTest, "DataTestMonitorShownTest"],
  [ShownTestTable, "DataTestMonitorShownTable"],
  [ShownDataDiff, "DataDiffMonitorShownDefinition"],
];

/** The objects of the data functions' results, named as their public types name them. */
export const FUNCTION_RESULT_SHAPES: Shapes = [
  [MonitorStateCountsSchema, "MonitorStateCounts"],
  [MonitorTypeCountsSchema, "MonitorTypeCounts"],
  [TransformProgressSchema, "TransformProgress"],
  [TransformStatusCountsSchema, "TransformStatusCounts"],
  [FailedTransformSchema, "FailedTransform"],
];

/**
 * The unions of object shapes, each written in the package schema as ONE object type of this
 * name with every member's properties (pulumi-types.ts); a union without a name here fails
 * the generation, naming where it is.
 */
export const UNION_NAMES: Shapes = [
  [Schedule, "MonitorSchedule"],
  [ScheduleInterval, "MonitorScheduleInterval"],
  [Notification, "MonitorNotification"],
  [MetricThreshold, "MonitorThreshold"],
  [MetricConfig, "MetricMonitorMetric"],
  [DataDiffDefinition, "DataDiffMonitorDefinition"],
  [Dataset, "DataDiffMonitorDataset"],
  [Sampling, "DataDiffMonitorSampling"],
  [ColumnTolerance, "DataDiffMonitorColumnTolerance"],
];

/** Every named shape of the resources' fields and of the functions' results. */
export const ALL_RESOURCE_SHAPES: Shapes = [
  ...MONITOR_SHAPES.shapes,
  ...PROXY_TOKEN_SHAPES,
  ...REVOCATION_SHAPES,
  ...METRIC_MONITOR_SHAPES,
  ...DATA_TEST_MONITOR_SHAPES,
  ...DATA_DIFF_MONITOR_SHAPES,
  ...GET_MONITOR_SHAPES,
  ...FUNCTION_RESULT_SHAPES,
];
