// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { DataDiffMonitorInputFields, DataDiffMonitorOutputFields } from "./generated/data-diff-monitor";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/data-diff-monitor";

/** The inputs of a {@link DataDiffMonitor} (each described where it is defined, src/provider/monitors/data-diff-monitor.ts). */
export type DataDiffMonitorArgs = DataDiffMonitorInputFields;

/**
 * A Datafold data-diff monitor: two datasets compared on a schedule. Create POSTs
 * `/api/v1/monitors/create/diff` (a lost answer never makes two, nor takes another stack's), or adopts a monitor with
 * `adoptMonitorId`; `alert` and the shared settings update in place (PATCH, and the toggle for
 * `enabled`); a change of `datadiff` replaces; delete deletes, or with `onDelete: "pause"`
 * disables it and leaves it. Edits in the app show as drift on refresh.
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
