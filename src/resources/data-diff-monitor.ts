// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { DataDiffMonitorInputFields, DataDiffMonitorOutputFields } from "./generated/data-diff-monitor";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/data-diff-monitor";

/** The inputs of a {@link DataDiffMonitor} (each described where it is defined, src/provider/monitors/data-diff-monitor.ts). */
export type DataDiffMonitorArgs = DataDiffMonitorInputFields;

/**
 * A Datafold data-diff monitor: two datasets compared on a schedule.
 *
 * - create: POST `/api/v1/monitors/create/diff` (after a lost answer, never two monitors, nor
 *   another stack's), then GET; or, with `adoptMonitorId`, adopts that existing monitor of this
 *   kind.
 * - read (refresh): GET `/api/v1/monitors/{id}`; `name`, `schedule`, `alert`, `notifications`,
 *   `tags`, `enabled`, `owner` and `description` changed in the app show as drift; a monitor
 *   deleted in the app is dropped, and the next up creates it again.
 * - update: PATCH `/api/v1/monitors/{id}/update`, and PUT `.../toggle` for `enabled`; a change of
 *   `datadiff` replaces the monitor.
 * - delete: DELETE, or with `onDelete: "pause"` disables it and leaves it.
 *
 * Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` /
 * `DATAFOLD_HOST`. The resource id is the monitor's id.
 *
 * @example
 * new datafold.DataDiffMonitor("orders-prod-vs-dev", {
 *   name: "Orders: prod vs dev",
 *   datadiff: {
 *     diffType: "indb",
 *     datasetA: { connectionId: 7, table: "prod.orders" },
 *     datasetB: { connectionId: 7, table: "dev.orders" },
 *     primaryKey: ["id"],
 *   },
 *   schedule: { interval: { every: "day", hour: 6 } },
 *   alert: { differentRowsPercent: 1 },
 * });
 */
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface DataDiffMonitor extends DataDiffMonitorOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class DataDiffMonitor extends pulumi.dynamic.Resource {
  constructor(name: string, args: DataDiffMonitorArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { monitorId: undefined, monitorType: undefined, name: undefined, schedule: undefined, notifications: undefined, tags: undefined, enabled: undefined };
    super(PROVIDER, name, { ...outputs, ...args }, opts, "datafold", "DataDiffMonitor");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
