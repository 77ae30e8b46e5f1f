/**
 * DataTestMonitor: a data test run on a schedule, as a SQL query or one of Datafold's standard
 * tests (the vendor's DataTestMonitorSpecPublic, updated with DataTestUpdateMonitorSpecPublic).
 * The update endpoint takes `query` and `test`, so those update in place; a change of the data
 * source replaces the monitor.
 */
import { z } from "zod";
import { failureAcross } from "../../kit/check-failure";
import { mustBe } from "../../core/describe-value";
import { input, type InputsOf } from "../../kit/fields";
import { monitorConnectionInput, monitorNameInput, monitorSettingsInputs, strictShape, text } from "./monitor-inputs";
import { defineMonitorResource } from "./monitor-resource";
import { withoutNulls } from "./monitor-wire";
import type { MonitorDetail } from "../../types/monitor-spec";
import { firstDataset, unshown, type CommonShown, type ShownMonitor, type SpecOf } from "./monitor-shown";

/** The standard tests (the vendor's StandardDataTestTypes). */
export const STANDARD_DATA_TESTS = ["unique", "not_null", "accepted_values", "referential_integrity", "numeric_range", "custom_template"] as const;

export const DataTestTable = strictShape({
  path: text("the table's path").describe("The table, such as `analytics.orders`."),
  columns: z.array(text("a column's name"), mustBe("an array of column names")).describe("The columns the test checks."),
}).describe("A table a standard test checks (the vendor's SDTTable).");

const scalar = z.union([z.string(), z.number()], mustBe("a string or a number"));
export const DataTestVariable = strictShape({
  value: z
    .union([z.string(), z.number(), z.array(scalar)], mustBe("a string, a number, or an array of strings and numbers"))
    .describe("The variable's value: a string, a number, or an array of strings and numbers."),
  quote: z.boolean(mustBe("true or false")).optional().describe("Quote the value in the generated SQL (the vendor's default: true). Optional."),
}).describe("A variable of a standard test's template (the vendor's SDTVariable).");

export const StandardDataTest = strictShape({
  type: z.enum(STANDARD_DATA_TESTS, mustBe(STANDARD_DATA_TESTS.map((t) => `"${t}"`).join(", "))).describe(`The test: ${STANDARD_DATA_TESTS.map((t) => `\`"${t}"\``).join(", ")}.`),
  tables: z.array(DataTestTable, mustBe("an array of tables")).optional().describe("The tables and columns it checks. Optional."),
  variables: z.record(z.string(), DataTestVariable, mustBe("a map of variable names to { value, quote? }")).optional().describe("The template's variables, by name. Optional."),
}).describe("A standard data test (the vendor's StandardDataTestMonitorSpec).");

/** The inputs of a DataTestMonitor, in documented order. */
export const DATA_TEST_MONITOR_INPUTS = {
  name: monitorNameInput,
  connectionId: monitorConnectionInput("the test runs in"),
  query: input(text("the SQL query"), {
    description:
      "The SQL query of the test: it fails when the query returns rows. Give it or `test`. A change updates it in place; a refresh " +
      "compares it with what the service shows.",
  }),
  test: input(StandardDataTest, {
    description:
      'A standard test instead of a query: `{ type: "unique" | "not_null" | "accepted_values" | "referential_integrity" | ' +
      '"numeric_range" | "custom_template", tables?: [{ path, columns }], variables? }`. A change updates it in place. A refresh ' +
      "compares only the first table's path (GET shows no more of it).",
    tsType: "DataTestMonitorStandardTest",
  }),
  ...monitorSettingsInputs(),
};

export type DataTestMonitorInputs = InputsOf<typeof DATA_TEST_MONITOR_INPUTS>;

const testToWire = (test: DataTestMonitorInputs["test"]) => (test === undefined ? null : withoutNulls({ ...test }));

/** A standard data test as GET shows it: the path of its first table, nothing else. */
export interface ShownStandardTest {
  readonly tables: readonly { readonly path: string }[];
}

export type DataTestMonitorSpec = Omit<SpecOf<DataTestMonitorInputs>, "test"> & { readonly test?: ShownStandardTest };

/** A data test's inputs from GET alone: its query, or the first table of its standard test (whose type, columns and variables GET does not show). */
export function dataTestSpecFromDetail(detail: MonitorDetail, common: CommonShown): ShownMonitor<DataTestMonitorSpec> {
  const shown = firstDataset(detail, "test");
  const query = typeof shown.query === "string" ? shown.query : undefined;
  const table = typeof shown.table === "string" ? shown.table : undefined;
  const spec: DataTestMonitorSpec = {
    ...common,
    connectionId: shown.connection_id,
    ...(query === undefined ? {} : { query }),
    ...(table === undefined ? {} : { test: { tables: [{ path: table }] } }),
  };
  if (query !== undefined && table === undefined) return { spec, unknownFields: [], missingRequiredFields: [] };
  // A standard test: everything of it but its first table's path is unknown (its other tables too).
  const unknownTables = table === undefined ? ["test.tables"] : ["test.tables[0].columns", "test.tables[1...]"];
  // A test shown by its table needs its type and columns; one not shown at all (no query either) at least its type.
  const missing = table !== undefined ? ["test.type", "test.tables[0].columns"] : query === undefined ? ["test.type"] : [];
  return { spec, unknownFields: [...unshown(Object.keys(StandardDataTest.shape), ["tables"], "test."), ...unknownTables], missingRequiredFields: missing };
}

export const dataTestMonitorResource = defineMonitorResource({
  name: "DataTestMonitor",
  description:
    "A Datafold data-test monitor: a SQL query, or one of Datafold's standard tests, run on a schedule. `query` and `test` " +
    "update in place; a change of `connectionId` replaces the monitor.",
  presentation: {
    source: "src/provider/monitors/data-test-monitor.ts",
    summary: "A Datafold data-test monitor: a SQL query, or one of Datafold's standard tests, run on a schedule.",
    example: [
      "new datafold.DataTestMonitor(\"orders-ids\", {",
      "  name: \"Order ids are unique\",",
      "  connectionId: 7,",
      "  test: { type: \"unique\", tables: [{ path: \"analytics.orders\", columns: [\"id\"] }] },",
      "  schedule: { interval: { every: \"day\", hour: 6 } },",
      "});",
    ].join("\n"),
    shapes: [
      [StandardDataTest, "DataTestMonitorStandardTest"],
      [DataTestTable, "DataTestMonitorTable"],
      [DataTestVariable, "DataTestMonitorVariable"],
    ],
  },
  kind: "test",
  inputs: DATA_TEST_MONITOR_INPUTS,
  specFromDetail: dataTestSpecFromDetail,
  checkRules: ({ values, unknown, failures }) =>
    values.query === undefined &&
    values.test === undefined &&
    !unknown.has("query") &&
    !unknown.has("test") &&
    !failures.some((failure) => /^(query|test)\b/.test(failure.property))
      ? [failureAcross(["query"], "query or test is required: give the test's SQL query, or a standard test.")]
      : [],
  createBody: (inputs) => withoutNulls({ connection_id: inputs.connectionId, query: inputs.query, test: testToWire(inputs.test) }),
  // GET shows a standard test's first table only: adoption sends the test, whatever it sees.
  partlyShownUpdateFields: ["test"],
  updateBody: (inputs) => ({ query: inputs.query ?? null, test: testToWire(inputs.test) }),
  settingsFromWire: () => ({}),
  definitionFromWire(state, detail) {
    const shown = detail.dataset?.[0];
    if (shown === undefined) return {};
    const seen: Partial<DataTestMonitorInputs> & { connectionId: number } = { connectionId: shown.connection_id };
    if (shown.query !== undefined) Object.assign(seen, { query: shown.query ?? undefined });
    const firstTable = state.test?.tables?.[0];
    if (firstTable !== undefined && state.test !== undefined && shown.table !== undefined && shown.table !== null && shown.table !== firstTable.path) {
      Object.assign(seen, { test: { ...state.test, tables: [{ ...firstTable, path: shown.table }, ...(state.test.tables ?? []).slice(1)] } });
    }
    return seen;
  },
});
