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
import { COMMON_SHAPES, MONITOR_OUTPUTS, THRESHOLD_SHAPES } from "../../src/provider/monitor-inputs";
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
import { emitResourceTypes } from "./resource-types";
import { shapeFiles } from "./shape-files";

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
      emitResourceTypes({ name: "", inputs: {}, outputs: {}, shapes: new Map([...COMMON_SHAPES, ...THRESHOLD_SHAPES]), shapesOnly: true }, "src/provider/monitor-inputs.ts"),
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
          imports: [
            'import type { MonitorAbsoluteThreshold, MonitorAutomaticThreshold, MonitorCronSchedule, MonitorEmailNotification, MonitorIntervalSchedule, MonitorNoneSchedule, MonitorPagerDutyNotification, MonitorPercentageThreshold, MonitorSlackNotification, MonitorTeamsNotification, MonitorWebhookNotification } from "./monitor-shapes";',
          ],
        },
        "src/provider/metric-monitor.ts",
      ),
    ],
    [
      "src/resources/generated/schema-change-monitor.ts",
      emitResourceTypes(
        { name: "SchemaChangeMonitor", inputs: SCHEMA_CHANGE_MONITOR_INPUTS, outputs: MONITOR_OUTPUTS, imports: ['import type { MonitorCronSchedule, MonitorEmailNotification, MonitorIntervalSchedule, MonitorNoneSchedule, MonitorPagerDutyNotification, MonitorSlackNotification, MonitorTeamsNotification, MonitorWebhookNotification } from "./monitor-shapes";'] },
        "src/provider/schema-change-monitor.ts",
      ),
    ],
    [
      "src/resources/generated/data-test-monitor.ts",
      emitResourceTypes(
        { name: "DataTestMonitor", inputs: DATA_TEST_MONITOR_INPUTS, outputs: MONITOR_OUTPUTS, shapes: new Map<z.ZodType, string>([[StandardDataTest, "DataTestMonitorStandardTest"], [DataTestTable, "DataTestMonitorTable"], [DataTestVariable, "DataTestMonitorVariable"]]), imports: ['import type { MonitorCronSchedule, MonitorEmailNotification, MonitorIntervalSchedule, MonitorNoneSchedule, MonitorPagerDutyNotification, MonitorSlackNotification, MonitorTeamsNotification, MonitorWebhookNotification } from "./monitor-shapes";'] },
        "src/provider/data-test-monitor.ts",
      ),
    ],
    [
      "src/resources/generated/data-diff-monitor.ts",
      emitResourceTypes(
        { name: "DataDiffMonitor", inputs: DATA_DIFF_MONITOR_INPUTS, outputs: MONITOR_OUTPUTS, shapes: new Map<z.ZodType, string>([[InDbDiff, "DataDiffMonitorInDb"], [InMemDiff, "DataDiffMonitorInMem"], [DiffTableDataset, "DataDiffMonitorTableDataset"], [DiffQueryDataset, "DataDiffMonitorQueryDataset"], [ToleranceSampling, "DataDiffMonitorToleranceSampling"], [PercentageSampling, "DataDiffMonitorPercentageSampling"], [MaxRowsSampling, "DataDiffMonitorMaxRowsSampling"], [DiffTolerance, "DataDiffMonitorTolerance"], [DatetimeTolerance, "DataDiffMonitorDatetimeTolerance"], [FloatTolerance, "DataDiffMonitorFloatTolerance"], [RelativeTolerance, "DataDiffMonitorRelativeTolerance"], [AbsoluteTolerance, "DataDiffMonitorAbsoluteTolerance"], [ColumnRule, "DataDiffMonitorColumnRule"], [DiffAlert, "DataDiffMonitorAlert"]]), imports: ['import type { MonitorCronSchedule, MonitorEmailNotification, MonitorIntervalSchedule, MonitorNoneSchedule, MonitorPagerDutyNotification, MonitorSlackNotification, MonitorTeamsNotification, MonitorWebhookNotification } from "./monitor-shapes";'] },
        "src/provider/data-diff-monitor.ts",
      ),
    ],
  ]);
}
