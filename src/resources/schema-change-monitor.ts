// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { SchemaChangeMonitorInputFields, SchemaChangeMonitorOutputFields } from "./generated/schema-change-monitor";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/schema-change-monitor";

/** The inputs of a {@link SchemaChangeMonitor} (each described where it is defined, src/provider/monitors/schema-change-monitor.ts). */
export type SchemaChangeMonitorArgs = SchemaChangeMonitorInputFields;

/**
 * A Datafold schema-change monitor: alerts when a table's columns change.
 *
 * - create: POST `/api/v1/monitors/create/schema` (after a lost answer, never two monitors, nor
 *   another stack's), then GET; or, with `adoptMonitorId`, adopts that existing monitor of this
 *   kind.
 * - read (refresh): GET `/api/v1/monitors/{id}`; `name`, `schedule`, `notifications`, `tags`,
 *   `enabled`, `owner` and `description` changed in the app show as drift; a monitor deleted in
 *   the app is dropped, and the next up creates it again.
 * - update: PATCH `/api/v1/monitors/{id}/update`, and PUT `.../toggle` for `enabled`; a change of
 *   `connectionId`, `table`, `includeTables` or `excludeTables` replaces the monitor.
 * - delete: DELETE, or with `onDelete: "pause"` disables it and leaves it.
 *
 * Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` /
 * `DATAFOLD_HOST`. The resource id is the monitor's id.
 *
 * @example
 * new datafold.SchemaChangeMonitor("orders-schema", {
 *   name: "Orders schema",
 *   connectionId: 7,
 *   table: "analytics.orders",
 *   schedule: { cron: "0 6 * * *" },
 * });
 */
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface SchemaChangeMonitor extends SchemaChangeMonitorOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class SchemaChangeMonitor extends pulumi.dynamic.Resource {
  constructor(name: string, args: SchemaChangeMonitorArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { monitorId: undefined, monitorType: undefined, name: undefined, schedule: undefined, notifications: undefined, tags: undefined, enabled: undefined };
    super(PROVIDER, name, { ...outputs, ...args }, opts, "datafold", "SchemaChangeMonitor");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
