import { z } from "zod";
import { NotFoundError } from "../core/errors";
import type { Fields } from "../kit/fields";
import { DATA_DIFF_MONITOR_INPUTS, Dataset } from "../provider/monitors/data-diff-monitor";
import { DATA_TEST_MONITOR_INPUTS } from "../provider/monitors/data-test-monitor";
import { METRIC_MONITOR_INPUTS } from "../provider/monitors/metric-monitor";
import { monitorSpecFromDetail } from "../provider/monitors/monitor-spec-from-detail";
import { SCHEMA_CHANGE_MONITOR_INPUTS } from "../provider/monitors/schema-change-monitor";
import type { MonitorType } from "../types/monitor";
import type { MonitorDetail } from "../types/monitor-spec";
import { defineDataFunction } from "./data-function";
import type { GetMonitorArgs, GetMonitorFacts, GetMonitorResult } from "./monitor";
import { monitorIdArgument } from "./monitor-runs-definition";
import { printedAsMessage } from "./printed-as-message";

const GetMonitorArgsSchema = z.strictObject({ monitorId: monitorIdArgument() }) satisfies z.ZodType<GetMonitorArgs>;

/** The inputs of a resource alone, which say nothing of the monitor. */
const RESOURCE_ONLY = ["onDelete", "adoptMonitorId"];

/**
 * A kind's inputs as the result shows them, each described as its resource's input: required
 * and defaulted ones always there, the others when set; `shown` replaces those GET shows only in part.
 */
function specShape(fields: Fields, shown: Readonly<Record<string, z.ZodType>> = {}): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => !RESOURCE_ONLY.includes(name))
      .map(([name, field]) => {
        const schema = shown[name] ?? field.schema.describe(field.description);
        return [name, field.required !== undefined || field.default !== undefined || shown[name] !== undefined ? schema : schema.optional()];
      }),
  );
}

/** A table of a standard data test, as GET shows it. */
export const ShownTestTable = z
  .strictObject({ path: z.string().describe("The table, such as `analytics.orders`. Its columns are not shown (see `unknownFields`).") })
  .describe("A table of a standard data test, as GET shows it: its path only.");

/** A standard data test, as GET shows it. */
export const ShownStandardTest = z
  .strictObject({ tables: z.array(ShownTestTable).describe("Its first table (the others are not shown).") })
  .describe("A standard data test as GET shows it: the first of its tables, without its type, columns or variables (see `unknownFields`).");

/** A data diff, as GET shows it. */
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

const KIND_RESOURCES: Readonly<Record<MonitorType, string>> = { metric: "MetricMonitor", schema: "SchemaChangeMonitor", test: "DataTestMonitor", diff: "DataDiffMonitor" };

const nullableTime = (description: string) => z.string().nullable().describe(description);

/** What the result says of a monitor of kind `kind` besides its inputs. */
function factsShape(kind: MonitorType) {
  return {
    monitorId: z.number().int().describe("The monitor's id in Datafold."),
    monitorType: z
      .literal(kind)
      .describe(`\`"${kind}"\`: the rest are the inputs of a ${KIND_RESOURCES[kind]}, as far as GET shows them.`),
    unknownFields: z
      .array(z.string())
      .describe('The inputs GET does not show, by path (`"datadiff.primaryKey"`, `"metric.alertOnMissingData"`): left out of the result rather than guessed. Empty when the result is the monitor\'s whole definition.'),
    missingRequiredFields: z
      .array(z.string())
      .describe('Those of `unknownFields` the resource requires (`"datadiff.primaryKey"`, `"test.type"`): a resource declared from this result needs them filled in. Empty when the result is complete.'),
    state: z
      .string()
      .nullable()
      .describe("The state of the last run: `ok`, `alert`, `error`, `learning`, `checking`, `created`, `skipped`, `cancelled`, `queued`, or a state added since this version; null before the first run."),
    lastRun: nullableTime("When the monitor last ran: an ISO 8601 timestamp in UTC; null before its first run."),
    lastAlert: nullableTime("When the monitor last alerted: an ISO 8601 timestamp in UTC; null when it never has."),
    createdAt: z.string().describe("When the monitor was created: an ISO 8601 timestamp in UTC."),
    modifiedAt: z.string().describe("When the monitor was last modified: an ISO 8601 timestamp in UTC. Moves with every edit."),
  } satisfies Record<keyof GetMonitorFacts<MonitorType>, z.ZodType>;
}

const variant = (kind: MonitorType, fields: Fields, shown?: Readonly<Record<string, z.ZodType>>) =>
  z
    .strictObject({ ...specShape(fields, shown), ...factsShape(kind) })
    .describe(`A ${KIND_RESOURCES[kind]}: its inputs as far as GET shows them, and the monitor's facts`);

const GetMonitorResultSchema = z
  .discriminatedUnion("monitorType", [
    variant("metric", METRIC_MONITOR_INPUTS),
    variant("schema", SCHEMA_CHANGE_MONITOR_INPUTS),
    variant("test", DATA_TEST_MONITOR_INPUTS, {
      test: ShownStandardTest.optional().describe("A standard test, as far as GET shows it: its first table's path. Its type is not shown (`missingRequiredFields` names it)."),
    }),
    variant("diff", DATA_DIFF_MONITOR_INPUTS, { datadiff: ShownDataDiff.describe("The data diff, as far as GET shows it: its two sides.") }),
  ])
  .describe(
    "What getMonitor returns: the monitor's definition in the shape of its resource's inputs, discriminated by `monitorType`, " +
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
  args: GetMonitorArgsSchema,
  result: GetMonitorResultSchema,
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
  const facts = <K extends MonitorType>(monitorType: K): GetMonitorFacts<K> => ({
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
