// Generated from src/provider/monitors/schema-change-monitor.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { MonitorCommonCheckedInputs, MonitorCommonInputFields, MonitorCommonOutputFields } from "./monitor-common";

/** The inputs of a {@link SchemaChangeMonitor}, each as a program may give it. */
export interface SchemaChangeMonitorInputFields extends MonitorCommonInputFields {
  /**
   * The id of the data source (connection) whose table is watched. Required. Changing it replaces
   * the monitor: the update endpoint cannot move one.
   */
  readonly connectionId: pulumi.Input<number>;
  /**
   * The table whose schema is watched, such as `analytics.orders`. Optional in the vendor's model.
   * Changing it replaces the monitor: the update endpoint cannot change it. A refresh compares it
   * with what the service shows.
   */
  readonly table?: pulumi.Input<string>;
  /**
   * Tables to watch beside `table` (the vendor's `include_tables`, a string sent as given).
   * Optional. Changing it replaces the monitor, like `table`. Datafold's monitors YAML schema has
   * it; its public OpenAPI does not list it, and GET does not show it, so a refresh keeps what was
   * sent.
   */
  readonly includeTables?: pulumi.Input<string>;
  /**
   * Tables not to watch (the vendor's `exclude_tables`, a string sent as given). Optional. Changing
   * it replaces the monitor, like `table`. Datafold's monitors YAML schema has it; its public
   * OpenAPI does not list it, and GET does not show it, so a refresh keeps what was sent.
   */
  readonly excludeTables?: pulumi.Input<string>;
}

/**
 * The inputs of a {@link SchemaChangeMonitor} as its provider's `check` returns them: defaults
 * applied, values resolved.
 */
export interface SchemaChangeMonitorCheckedInputs extends MonitorCommonCheckedInputs {
  /**
   * The id of the data source (connection) whose table is watched. Required. Changing it replaces
   * the monitor: the update endpoint cannot move one.
   */
  readonly connectionId: number;
  /**
   * The table whose schema is watched, such as `analytics.orders`. Optional in the vendor's model.
   * Changing it replaces the monitor: the update endpoint cannot change it. A refresh compares it
   * with what the service shows.
   */
  readonly table?: string;
  /**
   * Tables to watch beside `table` (the vendor's `include_tables`, a string sent as given).
   * Optional. Changing it replaces the monitor, like `table`. Datafold's monitors YAML schema has
   * it; its public OpenAPI does not list it, and GET does not show it, so a refresh keeps what was
   * sent.
   */
  readonly includeTables?: string;
  /**
   * Tables not to watch (the vendor's `exclude_tables`, a string sent as given). Optional. Changing
   * it replaces the monitor, like `table`. Datafold's monitors YAML schema has it; its public
   * OpenAPI does not list it, and GET does not show it, so a refresh keeps what was sent.
   */
  readonly excludeTables?: string;
}

/** What a {@link SchemaChangeMonitor} reports: its inputs as state holds them, then its outputs. */
export interface SchemaChangeMonitorOutputFields extends MonitorCommonOutputFields {
  /** The `connectionId` input. A change replaces the resource. */
  readonly connectionId: pulumi.Output<number>;
  /** The `table` input; absent when it was left out. A change replaces the resource. */
  readonly table: pulumi.Output<string | undefined>;
  /** The `includeTables` input; absent when it was left out. A change replaces the resource. */
  readonly includeTables: pulumi.Output<string | undefined>;
  /** The `excludeTables` input; absent when it was left out. A change replaces the resource. */
  readonly excludeTables: pulumi.Output<string | undefined>;
}
