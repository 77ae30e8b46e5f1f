import { z } from "zod";
import { NotFoundError } from "../core/errors";
import type { Fields } from "../kit/fields";
import { DATA_DIFF_MONITOR_INPUTS, Dataset } from "../provider/monitors/data-diff-monitor";
import { DATA_TEST_MONITOR_INPUTS } from "../provider/monitors/data-test-monitor";
import { METRIC_MONITOR_INPUTS } from "../provider/monitors/metric-monitor";
import { monitorSpecFromDetail } from "../provider/monitors/monitor-spec-from-detail";
import { SCHEMA_CHANGE_MONITOR_INPUTS } from "../provider/monitors/schema-change-monitor";
import * as wire from "../schemas/monitor";
import type { MonitorType } from "../types/monitor";
import type { MonitorDetail } from "../types/monitor-spec";
import { defineDataFunction } from "./data-function";
import type { GetMonitorFacts as Facts, GetMonitorResult } from "./generated/get-monitor";
import { monitorIdArgument } from "./monitor-runs-definition";
import { printedAsMessage } from "./printed-as-message";
import { checkedInputsOf, generic, instanceOf, intersectionOf } from "./result-types";

const GetMonitorArgs = z.strictObject({ monitorId: monitorIdArgument() }).describe("The arguments of {@link getMonitor}.");

/** The inputs of a resource alone, which say nothing of the monitor. */
const RESOURCE_ONLY = ["onDelete", "adoptMonitorId"];

/**
 * A kind's inputs as the result shows them, each described as its resource's input: required
 * and defaulted ones always there, the others when set; `shown` replaces those GET shows only
 * in part. Its public type is the resource's checked inputs but those of the resource alone,
 * with `shown` in place of theirs.
 */
function monitorSpec(resource: string, fields: Fields, description: string, shown: Readonly<Record<string, z.ZodType>> = {}): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => !RESOURCE_ONLY.includes(name))
      .map(([name, field]) => {
        const schema = shown[name] ?? field.schema.describe(field.description);
        return [name, field.required !== undefined || field.default !== undefined || shown[name] !== undefined ? schema : schema.optional()];
      }),
  );
  return checkedInputsOf(resource, shape, RESOURCE_ONLY, Object.keys(shown)).describe(description);
}

/** A table of a standard data test, as GET shows it (the public type DataTestMonitorShownTable). */
export const ShownTestTable = z
  .strictObject({ path: z.string().describe("The table, such as `analytics.orders`. Its columns are not shown (see `unknownFields`).") })
  .describe("A table of a standard data test, as GET shows it: its path only.");

/** A standard data test, as GET shows it (the public type DataTestMonitorShownTest). */
export const ShownStandardTest = z
  .strictObject({ tables: z.array(ShownTestTable).describe("Its first table (the others are not shown).") })
  .describe("A standard data test as GET shows it: the first of its tables, without its type, columns or variables (see `unknownFields`).");

/** A data diff, as GET shows it (the public type DataDiffMonitorShownDefinition). */
export const ShownDataDiff = z
  .strictObject({
    diffType: z
      .enum(["indb", "inmem"])
      .optional()
      .describe('`"inmem"` when the two sides are in different data sources; absent when they share one, since either kind is possible then (`missingRequiredFields` names it).'),
    datasetA: Dataset.describe("The first dataset: its data source and table (with filter) or query."),
    datasetB: Dataset.describe("The second dataset: its data source and table (with filter) or query."),
  })
  .describe("A data diff as GET shows it: its two sides; its primary key and options are not shown (see `unknownFields`).");

export const MetricMonitorSpec = monitorSpec("MetricMonitor", METRIC_MONITOR_INPUTS, "A metric monitor as a {@link MetricMonitor}'s inputs.");

export const SchemaChangeMonitorSpec = monitorSpec(
  "SchemaChangeMonitor",
  SCHEMA_CHANGE_MONITOR_INPUTS,
  "A schema-change monitor as a {@link SchemaChangeMonitor}'s inputs.",
);

export const DataTestMonitorSpec = monitorSpec("DataTestMonitor", DATA_TEST_MONITOR_INPUTS, "A data test monitor as a {@link DataTestMonitor}'s inputs, as far as GET shows them.", {
  test: ShownStandardTest.optional().describe("A standard test, as far as GET shows it: its first table's path. Its type is not shown (`missingRequiredFields` names it)."),
});

export const DataDiffMonitorSpec = monitorSpec("DataDiffMonitor", DATA_DIFF_MONITOR_INPUTS, "A data diff monitor as a {@link DataDiffMonitor}'s inputs, as far as GET shows them.", {
  datadiff: ShownDataDiff.describe("The data diff, as far as GET shows it: its two sides."),
});

const KIND_RESOURCES: Readonly<Record<MonitorType, string>> = { metric: "MetricMonitor", schema: "SchemaChangeMonitor", test: "DataTestMonitor", diff: "DataDiffMonitor" };

const nullableTime = (description: string) => z.string().nullable().describe(description);

/**
 * What the result says of a monitor besides its inputs, of any kind: the public type
 * `GetMonitorFacts<K>`, K the type of `monitorType`.
 */
export const GetMonitorFacts = generic(
  z
    .strictObject({
      monitorId: z.number().int().describe("The monitor's id in Datafold."),
      monitorType: wire.MonitorType.describe(
        'The monitor\'s kind: `"metric"`, `"diff"`, `"schema"` or `"test"`; it tells which resource\'s inputs the rest are.',
      ),
      unknownFields: z
        .array(z.string())
        .describe('The inputs GET does not show, by path (`"datadiff.primaryKey"`, `"metric.alertOnMissingData"`): left out of the result rather than guessed. Empty when the result is the monitor\'s whole definition.'),
      missingRequiredFields: z
        .array(z.string())
        .describe('Those of `unknownFields` the resource requires (`"datadiff.primaryKey"`, `"test.type"`): a resource declared from this result needs them filled in. Empty when the result is complete.'),
      state: z
        .string()
        .nullable()
        .meta({
          // The known states, and any state added since, as the views' known values are typed.
          tsType: "MonitorRunState | (string & {}) | null",
          description:
            "The state of the last run: `ok`, `alert`, `error`, `learning`, `checking`, `created`, `skipped`, `cancelled`, `queued`, or a state added since this version; null before the first run.",
        }),
      lastRun: nullableTime("When the monitor last ran: an ISO 8601 timestamp in UTC; null before its first run."),
      lastAlert: nullableTime("When the monitor last alerted: an ISO 8601 timestamp in UTC; null when it never has."),
      createdAt: z.string().describe("When the monitor was created: an ISO 8601 timestamp in UTC."),
      modifiedAt: z.string().describe("When the monitor was last modified: an ISO 8601 timestamp in UTC. Moves with every edit."),
    })
    .describe("What {@link getMonitor} says of a monitor of any kind besides its inputs."),
  { name: "K", field: "monitorType" },
);

/** A kind's variant of the result: its inputs as far as GET shows them, then the monitor's facts (`GetMonitorFacts<kind>`). */
const variant = (kind: MonitorType, spec: z.ZodObject) =>
  intersectionOf(
    spec,
    instanceOf(GetMonitorFacts, z.literal(kind).describe(`\`"${kind}"\`: the rest are the inputs of a ${KIND_RESOURCES[kind]}, as far as GET shows them.`)),
  ).describe(`A ${KIND_RESOURCES[kind]}: its inputs as far as GET shows them, and the monitor's facts`);

const GetMonitorResultSchema = z
  .discriminatedUnion("monitorType", [
    variant("metric", MetricMonitorSpec),
    variant("schema", SchemaChangeMonitorSpec),
    variant("test", DataTestMonitorSpec),
    variant("diff", DataDiffMonitorSpec),
  ])
  .describe(
    "What {@link getMonitor} returns: the monitor's definition in the shape of its resource's inputs, discriminated by `monitorType`, " +
      "with its read-only facts. Read afresh at every run of the program.",
  );

export const getMonitorDefinition = defineDataFunction({
  name: "getMonitor",
  description:
    "Reads one monitor: its definition in the shape of the inputs of its resource (MetricMonitor, SchemaChangeMonitor, " +
    "DataTestMonitor or DataDiffMonitor, by `monitorType`), and its last run, alert and dates. The service's GET shows a " +
    "monitor's definition only in part (a data diff's primary key and options, a standard test's type, a custom metric's " +
    "`alertOnMissingData` are not shown): those inputs are left out, never guessed, and `unknownFields` names them. A monitor " +
    "that does not exist is a NotFoundError naming the id. Connection: the `apiKey` (secret) and `host` settings.",
  args: GetMonitorArgs,
  result: GetMonitorResultSchema,
  presentation: {
    source: "src/functions/monitor-definition.ts",
    shapes: [
      [MetricMonitorSpec, "MetricMonitorSpec"],
      [SchemaChangeMonitorSpec, "SchemaChangeMonitorSpec"],
      [ShownTestTable, "DataTestMonitorShownTable"],
      [ShownStandardTest, "DataTestMonitorShownTest"],
      [DataTestMonitorSpec, "DataTestMonitorSpec"],
      [ShownDataDiff, "DataDiffMonitorShownDefinition"],
      [DataDiffMonitorSpec, "DataDiffMonitorSpec"],
      [GetMonitorFacts, "GetMonitorFacts"],
    ],
  },
  async run({ monitorId }, clients): Promise<GetMonitorResult> {
    const detail = await clients
      .datafold()
      .getMonitor(monitorId)
      .catch((error: unknown) => Promise.reject(error instanceof NotFoundError ? noSuchMonitor(error, monitorId) : error));
    return monitorResult(detail);
  },
});

/** The result of a GET: the inputs as far as shown, then the facts. */
function monitorResult(detail: MonitorDetail): GetMonitorResult {
  // An unreadable answer is the service's, not the program's: its message, without a stack into our files.
  let shown: ReturnType<typeof monitorSpecFromDetail>;
  try {
    shown = monitorSpecFromDetail(detail);
  } catch (error) {
    throw printedAsMessage(error);
  }
  const facts = <K extends MonitorType>(monitorType: K): Facts<K> => ({
    monitorId: detail.id,
    monitorType,
    unknownFields: shown.unknownFields,
    missingRequiredFields: shown.missingRequiredFields,
    state: detail.state ?? null,
    lastRun: detail.last_run ?? null,
    lastAlert: detail.last_alert ?? null,
    createdAt: detail.created_at,
    modifiedAt: detail.modified_at,
  });
  switch (shown.kind) {
    case "metric":
      return { ...shown.spec, ...facts(shown.kind) };
    case "schema":
      return { ...shown.spec, ...facts(shown.kind) };
    case "test":
      return { ...shown.spec, ...facts(shown.kind) };
    case "diff":
      return { ...shown.spec, ...facts(shown.kind) };
  }
}

/** The client's 404, saying which monitor and what to do; the same class, code and request. */
function noSuchMonitor(error: NotFoundError, monitorId: number): NotFoundError {
  return printedAsMessage(
    new NotFoundError({
      method: error.method,
      url: error.url,
      requestId: error.requestId,
      status: error.status,
      statusText: "Not Found",
      serverCode: error.serverCode,
      serverMessage:
        `no monitor with id ${monitorId} in this Datafold account` +
        (error.serverMessage === undefined ? "" : ` (the service says: ${error.serverMessage})`) +
        ". Check monitorId: getMonitors lists the account's monitors, and a monitor deleted in the app is gone",
    }),
  ) as NotFoundError;
}
