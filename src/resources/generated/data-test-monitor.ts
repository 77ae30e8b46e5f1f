// Generated from src/provider/monitors/data-test-monitor.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { MonitorCommonCheckedInputs, MonitorCommonInputFields, MonitorCommonOutputFields } from "./monitor-common";

/** A standard data test (the vendor's StandardDataTestMonitorSpec). */
export interface DataTestMonitorStandardTest {
  /**
   * The test: `"unique"`, `"not_null"`, `"accepted_values"`, `"referential_integrity"`,
   * `"numeric_range"`, `"custom_template"`.
   */
  readonly type: "unique" | "not_null" | "accepted_values" | "referential_integrity" | "numeric_range" | "custom_template";
  /** The tables and columns it checks. Optional. */
  readonly tables?: DataTestMonitorTable[];
  /** The template's variables, by name. Optional. */
  readonly variables?: Record<string, DataTestMonitorVariable>;
}

/** A table a standard test checks (the vendor's SDTTable). */
export interface DataTestMonitorTable {
  /** The table, such as `analytics.orders`. */
  readonly path: string;
  /** The columns the test checks. */
  readonly columns: string[];
}

/** A variable of a standard test's template (the vendor's SDTVariable). */
export interface DataTestMonitorVariable {
  /** The variable's value: a string, a number, or an array of strings and numbers. */
  readonly value: string | number | (string | number)[];
  /** Quote the value in the generated SQL (the vendor's default: true). Optional. */
  readonly quote?: boolean;
}

/** The inputs of a {@link DataTestMonitor}, each as a program may give it. */
export interface DataTestMonitorInputFields extends MonitorCommonInputFields {
  /**
   * The id of the data source (connection) the test runs in. Required. Changing it replaces the
   * monitor: the update endpoint cannot move one.
   */
  readonly connectionId: pulumi.Input<number>;
  /**
   * The SQL query of the test: it fails when the query returns rows. Give it or `test`. A change
   * updates it in place; a refresh compares it with what the service shows.
   */
  readonly query?: pulumi.Input<string>;
  /**
   * A standard test instead of a query:
   * `{ type: "unique" | "not_null" | "accepted_values" | "referential_integrity" | "numeric_range" | "custom_template", tables?: [{ path, columns }], variables? }`.
   * A change updates it in place. A refresh compares only the first table's path (GET shows no more
   * of it).
   */
  readonly test?: pulumi.Input<DataTestMonitorStandardTest>;
}

/**
 * The inputs of a {@link DataTestMonitor} as its provider's `check` returns them: defaults applied,
 * values resolved.
 */
export interface DataTestMonitorCheckedInputs extends MonitorCommonCheckedInputs {
  /**
   * The id of the data source (connection) the test runs in. Required. Changing it replaces the
   * monitor: the update endpoint cannot move one.
   */
  readonly connectionId: number;
  /**
   * The SQL query of the test: it fails when the query returns rows. Give it or `test`. A change
   * updates it in place; a refresh compares it with what the service shows.
   */
  readonly query?: string;
  /**
   * A standard test instead of a query:
   * `{ type: "unique" | "not_null" | "accepted_values" | "referential_integrity" | "numeric_range" | "custom_template", tables?: [{ path, columns }], variables? }`.
   * A change updates it in place. A refresh compares only the first table's path (GET shows no more
   * of it).
   */
  readonly test?: DataTestMonitorStandardTest;
}

/** What a {@link DataTestMonitor} reports: its inputs as state holds them, then its outputs. */
export interface DataTestMonitorOutputFields extends MonitorCommonOutputFields {
  /** The `connectionId` input. A change replaces the resource. */
  readonly connectionId: pulumi.Output<number>;
  /** The `query` input; absent when it was left out. A change updates it in place. */
  readonly query: pulumi.Output<string | undefined>;
  /** The `test` input; absent when it was left out. A change updates it in place. */
  readonly test: pulumi.Output<DataTestMonitorStandardTest | undefined>;
}
