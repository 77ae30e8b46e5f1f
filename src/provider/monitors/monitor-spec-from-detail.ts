/**
 * A monitor as GET shows it (ApiPublicGetMonitorOutFull), turned back into the inputs of the
 * resource of its kind, as far as GET shows them: for a monitor without a state to fill the
 * gaps from (`getMonitor`, the export command). Each kind reads its own definition (its
 * `specFromDetail`, the one `pulumi import` uses too); the settings come through the same
 * conversions the resources' reads use (./monitor-wire.ts). What GET does not show is never
 * guessed: it is named in `unknownFields`, and those of it that the resource requires in
 * `missingRequiredFields` (./monitor-shown.ts).
 */
import type { MonitorType } from "../../types/monitor";
import type { MonitorDetail } from "../../types/monitor-spec";
import { dataDiffSpecFromDetail, type DataDiffMonitorSpec } from "./data-diff-monitor";
import { dataTestSpecFromDetail, type DataTestMonitorSpec } from "./data-test-monitor";
import { metricSpecFromDetail, type MetricMonitorSpec } from "./metric-monitor";
import { schemaChangeSpecFromDetail, type SchemaChangeMonitorSpec } from "./schema-change-monitor";
import { commonShown, unreadable, type Unshown } from "./monitor-shown";

export type { DataDiffMonitorSpec, ShownDataDiff } from "./data-diff-monitor";
export type { DataTestMonitorSpec, ShownStandardTest } from "./data-test-monitor";
export type { MetricMonitorSpec } from "./metric-monitor";
export type { SchemaChangeMonitorSpec } from "./schema-change-monitor";

/** A monitor's inputs as GET shows them, discriminated by its kind. */
export type MonitorSpecFromDetail =
  | ({ readonly kind: "metric"; readonly spec: MetricMonitorSpec } & Unshown)
  | ({ readonly kind: "schema"; readonly spec: SchemaChangeMonitorSpec } & Unshown)
  | ({ readonly kind: "test"; readonly spec: DataTestMonitorSpec } & Unshown)
  | ({ readonly kind: "diff"; readonly spec: DataDiffMonitorSpec } & Unshown);

/** The inputs of the monitor GET answered with, for its kind; fails on a kind or a `dataset` this version cannot read. */
export function monitorSpecFromDetail(detail: MonitorDetail): MonitorSpecFromDetail {
  const common = commonShown(detail);
  const kind = detail.monitor_type as MonitorType | null;
  switch (kind) {
    case "metric":
      return { kind, ...metricSpecFromDetail(detail, common) };
    case "schema":
      return { kind, ...schemaChangeSpecFromDetail(detail, common) };
    case "test":
      return { kind, ...dataTestSpecFromDetail(detail, common) };
    case "diff":
      return { kind, ...dataDiffSpecFromDetail(detail, common) };
    default:
      throw unreadable(detail, "monitor_type", `one of "metric", "diff", "schema", "test" (this version knows no other kind); got ${JSON.stringify(detail.monitor_type)}`);
  }
}
