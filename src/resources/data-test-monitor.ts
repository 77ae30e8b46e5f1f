// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { DataTestMonitorInputFields, DataTestMonitorOutputFields } from "./generated/data-test-monitor";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/data-test-monitor";

/** The inputs of a {@link DataTestMonitor} (each described where it is defined, src/provider/monitors/data-test-monitor.ts). */
export type DataTestMonitorArgs = DataTestMonitorInputFields;

/**
 * A Datafold data-test monitor: a SQL query, or one of Datafold's standard tests, run on a
 * schedule.
 *
 * - create: POST `/api/v1/monitors/create/test` (after a lost answer, never two monitors, nor
 *   another stack's), then GET; or, with `adoptMonitorId`, adopts that existing monitor of this
 *   kind.
 * - read (refresh): GET `/api/v1/monitors/{id}`; `name`, `query`, `test`, `schedule`,
 *   `notifications`, `tags`, `enabled`, `owner` and `description` changed in the app show as
 *   drift; a monitor deleted in the app is dropped, and the next up creates it again.
 * - update: PATCH `/api/v1/monitors/{id}/update`, and PUT `.../toggle` for `enabled`; a change of
 *   `connectionId` replaces the monitor.
 * - delete: DELETE, or with `onDelete: "pause"` disables it and leaves it.
 *
 * Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` /
 * `DATAFOLD_HOST`. The resource id is the monitor's id.
 *
 * @example
 * new datafold.DataTestMonitor("orders-ids", {
 *   name: "Order ids are unique",
 *   connectionId: 7,
 *   test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] },
 *   schedule: { interval: { every: "day", hour: 6 } },
 * });
 */
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface DataTestMonitor extends DataTestMonitorOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class DataTestMonitor extends pulumi.dynamic.Resource {
  constructor(name: string, args: DataTestMonitorArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { monitorId: undefined, monitorType: undefined, name: undefined, schedule: undefined, notifications: undefined, tags: undefined, enabled: undefined };
    super(PROVIDER, name, { ...outputs, ...args }, opts, "datafold", "DataTestMonitor");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
