/**
 * Every file `npm run generate` writes, with its content: the public types derived from the
 * kit's resource definitions, and those of the API objects derived from their schemas
 * (src/types/, shape-files.ts). The staleness test compares these with what is committed.
 */
import type { z } from "zod";
import { PendingRevocation } from "../../src/provider/pending-revocations";
import { DATA_DIFF_FLAGS_INPUTS } from "../../src/provider/data-diff-flags-inputs";
import { PROXY_TOKEN_INPUTS } from "../../src/provider/proxy-token-inputs";
import { PROXY_TOKEN_OUTPUTS } from "../../src/provider/proxy-token-state";
import { ActiveTokenSummary, REVOCATION_INPUTS, REVOCATION_OUTPUTS } from "../../src/provider/proxy-token-revocation-inputs";
import { COMMON_SHAPES, MONITOR_OUTPUTS, monitorNameInput, monitorSettingsInputs, THRESHOLD_SHAPES } from "../../src/provider/monitor-inputs";
import { ColumnMetricConfig, CustomMetricConfig, METRIC_MONITOR_INPUTS, TableMetricConfig } from "../../src/provider/metric-monitor";
import { SCHEMA_CHANGE_MONITOR_INPUTS } from "../../src/provider/schema-change-monitor";
import { DATA_TEST_MONITOR_INPUTS, DataTestTable, DataTestVariable, StandardDataTest } from "../../src/provider/data-test-monitor";
import {
  AbsoluteTolerance,
  ColumnRule,
  DATA_DIFF_MONITOR_INPUTS,
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
  ToleranceSampling,
} from "../../src/provider/data-diff-monitor";
import { emitResourceTypes, type CommonFields, type ImportedShapes } from "./resource-types";
import { shapeFiles } from "./shape-files";

/** The shapes every monitor kind may use, in the module they are declared in. */
const MONITOR_SHAPES: ImportedShapes = { from: "./monitor-shapes", shapes: [...COMMON_SHAPES, ...THRESHOLD_SHAPES] };

/**
 * The fields every monitor kind has, as src/provider/monitor-inputs.ts declares them: emitted
 * once, in monitor-common.ts, and extended by each kind's interfaces (a kind whose field differs
 * from these fails the generation).
 */
const MONITOR_COMMON: CommonFields = {
  name: "MonitorCommon",
  from: "./monitor-common",
  inputs: { name: monitorNameInput, ...monitorSettingsInputs() },
  outputs: MONITOR_OUTPUTS,
};

/** Paths are relative to the repository's root. */
export function generatedFiles(): Map<string, string> {
  return new Map([
    ...shapeFiles(),
    [
      "src/resources/generated/proxy-token.ts",
      emitResourceTypes(
        {
          name: "ProxyToken",
          inputs: PROXY_TOKEN_INPUTS,
          outputs: PROXY_TOKEN_OUTPUTS,
          shapes: new Map([[PendingRevocation, "ProxyTokenPendingRevocation"]]),
          imports: ['import type { TokenStatus, TokenType } from "../../types/token";'],
        },
        "src/provider/proxy-token-inputs.ts and proxy-token-state.ts",
      ),
    ],
    [
      "src/resources/generated/proxy-token-revocation.ts",
      emitResourceTypes(
        {
          name: "ProxyTokenRevocation",
          inputs: REVOCATION_INPUTS,
          outputs: REVOCATION_OUTPUTS,
          shapes: new Map([[ActiveTokenSummary, "RevocationActiveToken"]]),
        },
        "src/provider/proxy-token-revocation-inputs.ts",
      ),
    ],
    [
      "src/resources/generated/data-diff-flags.ts",
      emitResourceTypes({ name: "DataDiffFlags", inputs: DATA_DIFF_FLAGS_INPUTS, outputs: {} }, "src/provider/data-diff-flags-inputs.ts"),
    ],
    [
      "src/resources/generated/monitor-shapes.ts",
      emitResourceTypes({ name: "", inputs: {}, outputs: {}, shapes: MONITOR_SHAPES.shapes, shapesOnly: true }, "src/provider/monitor-inputs.ts"),
    ],
    [
      "src/resources/generated/monitor-common.ts",
      emitResourceTypes(
        { ...MONITOR_COMMON, subject: "every monitor kind", imported: [MONITOR_SHAPES] },
        "src/provider/monitor-inputs.ts",
      ),
    ],
    [
      "src/resources/generated/metric-monitor.ts",
      emitResourceTypes(
        {
          name: "MetricMonitor",
          inputs: METRIC_MONITOR_INPUTS,
          outputs: MONITOR_OUTPUTS,
          shapes: new Map<z.ZodType, string>([
            [TableMetricConfig, "MetricMonitorTableMetric"],
            [ColumnMetricConfig, "MetricMonitorColumnMetric"],
            [CustomMetricConfig, "MetricMonitorCustomMetric"],
          ]),
          imported: [MONITOR_SHAPES], common: MONITOR_COMMON,
        },
        "src/provider/metric-monitor.ts",
      ),
    ],
    [
      "src/resources/generated/schema-change-monitor.ts",
      emitResourceTypes(
        { name: "SchemaChangeMonitor", inputs: SCHEMA_CHANGE_MONITOR_INPUTS, outputs: MONITOR_OUTPUTS, imported: [MONITOR_SHAPES], common: MONITOR_COMMON },
        "src/provider/schema-change-monitor.ts",
      ),
    ],
    [
      "src/resources/generated/data-test-monitor.ts",
      emitResourceTypes(
        { name: "DataTestMonitor", inputs: DATA_TEST_MONITOR_INPUTS, outputs: MONITOR_OUTPUTS, shapes: new Map<z.ZodType, string>([[StandardDataTest, "DataTestMonitorStandardTest"], [DataTestTable, "DataTestMonitorTable"], [DataTestVariable, "DataTestMonitorVariable"]]), imported: [MONITOR_SHAPES], common: MONITOR_COMMON },
        "src/provider/data-test-monitor.ts",
      ),
    ],
    [
      "src/resources/generated/data-diff-monitor.ts",
      emitResourceTypes(
        { name: "DataDiffMonitor", inputs: DATA_DIFF_MONITOR_INPUTS, outputs: MONITOR_OUTPUTS, shapes: new Map<z.ZodType, string>([[InDbDiff, "DataDiffMonitorInDb"], [InMemDiff, "DataDiffMonitorInMem"], [DiffTableDataset, "DataDiffMonitorTableDataset"], [DiffQueryDataset, "DataDiffMonitorQueryDataset"], [ToleranceSampling, "DataDiffMonitorToleranceSampling"], [PercentageSampling, "DataDiffMonitorPercentageSampling"], [MaxRowsSampling, "DataDiffMonitorMaxRowsSampling"], [DiffTolerance, "DataDiffMonitorTolerance"], [DatetimeTolerance, "DataDiffMonitorDatetimeTolerance"], [FloatTolerance, "DataDiffMonitorFloatTolerance"], [RelativeTolerance, "DataDiffMonitorRelativeTolerance"], [AbsoluteTolerance, "DataDiffMonitorAbsoluteTolerance"], [ColumnRule, "DataDiffMonitorColumnRule"], [DiffAlert, "DataDiffMonitorAlert"]]), imported: [MONITOR_SHAPES], common: MONITOR_COMMON },
        "src/provider/data-diff-monitor.ts",
      ),
    ],
  ]);
}
