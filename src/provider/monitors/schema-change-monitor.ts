/**
 * SchemaChangeMonitor: alerts when a table's schema changes (the vendor's
 * SchemaChangeMonitorSpecPublic, updated with SchemaChangeUpdateMonitorSpecPublic). The update
 * endpoint changes only the shared settings: a change of the data source or the table
 * replaces the monitor.
 */
import { input, type InputsOf } from "../../kit/fields";
import { monitorConnectionInput, monitorNameInput, monitorSettingsInputs, tablePattern, text } from "./monitor-inputs";
import { defineMonitorResource } from "./monitor-resource";
import { withoutNulls } from "./monitor-wire";
import type { MonitorDetail } from "../../types/monitor-spec";
import { COMMON_SPEC_INPUTS, firstDataset, unshown, type CommonShown, type ShownMonitor, type SpecOf } from "./monitor-shown";

/** The inputs of a SchemaChangeMonitor, in documented order. */
export const SCHEMA_CHANGE_MONITOR_INPUTS = {
  name: monitorNameInput,
  connectionId: monitorConnectionInput("whose table is watched"),
  table: input(text("the table's name"), {
    description:
      "The table whose schema is watched, such as `analytics.orders`. Optional in the vendor's model. Changing it replaces the " +
      "monitor: the update endpoint cannot change it. A refresh compares it with what the service shows.",
    replaces: true,
  }),
  includeTables: input(tablePattern("include").unwrap(), {
    description:
      "Tables to watch beside `table` (the vendor's `include_tables`, a string sent as given). Optional. Changing it replaces the " +
      "monitor, like `table`. Datafold's monitors YAML schema has it; its public OpenAPI does not list it, and GET does not show " +
      "it, so a refresh keeps what was sent.",
    replaces: true,
  }),
  excludeTables: input(tablePattern("exclude").unwrap(), {
    description:
      "Tables not to watch (the vendor's `exclude_tables`, a string sent as given). Optional. Changing it replaces the monitor, " +
      "like `table`. Datafold's monitors YAML schema has it; its public OpenAPI does not list it, and GET does not show it, so a " +
      "refresh keeps what was sent.",
    replaces: true,
  }),
  ...monitorSettingsInputs(),
};

export type SchemaChangeMonitorInputs = InputsOf<typeof SCHEMA_CHANGE_MONITOR_INPUTS>;

export type SchemaChangeMonitorSpec = SpecOf<SchemaChangeMonitorInputs>;

/** A schema change monitor's inputs from GET alone: its data source and table (its include and exclude patterns GET does not show). */
export function schemaChangeSpecFromDetail(detail: MonitorDetail, common: CommonShown): ShownMonitor<SchemaChangeMonitorSpec> {
  const shown = firstDataset(detail, "schema");
  const spec = { ...common, connectionId: shown.connection_id, ...withoutNulls({ table: shown.table }) };
  return { spec, unknownFields: unshown(Object.keys(SCHEMA_CHANGE_MONITOR_INPUTS), [...COMMON_SPEC_INPUTS, "connectionId", "table"]), missingRequiredFields: [] };
}

export const schemaChangeMonitorResource = defineMonitorResource({
  name: "SchemaChangeMonitor",
  description:
    "A Datafold schema-change monitor: alerts when a table's schema changes. A change of `connectionId`, `table`, " +
    "`includeTables` or `excludeTables` replaces the monitor.",
  presentation: {
    source: "src/provider/monitors/schema-change-monitor.ts",
    summary: "A Datafold schema-change monitor: alerts when a table's columns change.",
    example: [
      "new datafold.SchemaChangeMonitor(\"orders-schema\", {",
      "  name: \"Orders schema\",",
      "  connectionId: 7,",
      "  table: \"analytics.orders\",",
      "  schedule: { cron: \"0 6 * * *\" },",
      "});",
    ].join("\n"),
  },
  kind: "schema",
  inputs: SCHEMA_CHANGE_MONITOR_INPUTS,
  specFromDetail: schemaChangeSpecFromDetail,
  createBody: (inputs) =>
    withoutNulls({ connection_id: inputs.connectionId, table: inputs.table, include_tables: inputs.includeTables, exclude_tables: inputs.excludeTables }),
  updateBody: () => ({}),
  settingsFromWire: () => ({}),
  definitionFromWire(_state, detail) {
    const shown = detail.dataset?.[0];
    if (shown === undefined) return {};
    return { connectionId: shown.connection_id, table: shown.table ?? undefined };
  },
});
