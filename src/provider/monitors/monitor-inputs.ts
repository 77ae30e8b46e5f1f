/**
 * What the four monitor resources share: the schemas of the vendor's schedules, notification
 * destinations and metric thresholds, in camelCase (the wire's snake_case is converted in one
 * place, ./monitor-wire.ts), and the inputs and outputs every monitor kind has. Each union is
 * discriminated as the vendor's OpenAPI discriminates it: notifications and thresholds by
 * `type`, an interval by `every`; a schedule by its one key (`interval`, `cron`, or
 * `type: "none"`), as the vendor's untagged union tells its members apart.
 */
import { z } from "zod";
import { untaggedUnion } from "../../kit/untagged-union";
import type { ResourceFamily } from "../../kit/presentation";
import { describeValue, mustBe } from "../../core/describe-value";
import { input, output, type Fields } from "../../kit/fields";
import { wholeNumber } from "../../kit/whole-number";

/** A strict object: a key the vendor's model does not have is a failure naming it (a typo would otherwise be dropped). */
export function strictShape<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `has no field ${issue.keys.map((key) => `"${key}"`).join(", ")}: the fields are ${Object.keys(shape).join(", ")}`
        : issue.code === "invalid_type"
          ? `must be an object; got ${describeValue(issue.input)}`
          : undefined,
  });
}

/** Non-empty text. */
export const text = (what: string) => z.string(mustBe(`${what}, a string`)).min(1, `must not be empty: give ${what}`);

/** A discriminated union whose bad tag says which tags there are. */
export function tagged<const T extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]]>(key: string, options: T, tags: readonly string[]) {
  return z.discriminatedUnion(key, options, {
    error: (issue) =>
      issue.code === "invalid_union"
        ? typeof issue.input === "object" && issue.input !== null && !Array.isArray(issue.input)
          ? `must be ${tags.map((tag) => `"${tag}"`).join(", ")}; got ${describeValue((issue.input as Record<string, unknown>)[key])}`
          : `must be an object; got ${describeValue(issue.input)}`
        : undefined,
  });
}

/** A whole number inside a shape: its public type is given, since the check's transform hides it. */
const whole = (min: number, max: number, what: string, description: string) => wholeNumber(min, max, what).meta({ tsType: "number", description });
const integrationId = (description: string) => whole(1, Number.MAX_SAFE_INTEGER, "the integration's id, a positive whole number", description);

/** Table patterns of a table metric or a schema-change monitor (the vendor's `include_tables` / `exclude_tables`). */
export const tablePattern = (which: "include" | "exclude") =>
  z
    .string(mustBe("a string"))
    .optional()
    .describe(
      `Tables to ${which} (the vendor's \`${which}_tables\`, a string sent as given). Optional. Datafold's monitors YAML schema has it; ` +
        "its public OpenAPI does not list it, and GET does not show it, so a refresh keeps what was sent.",
    );

// ---- Schedules ----------------------------------------------------------------------------

export const HourInterval = strictShape({
  every: z.literal("hour").describe('`"hour"`: the monitor runs every hour.'),
}).describe("Every hour (the vendor's HourIntervalSchedule).");

export const DayInterval = strictShape({
  every: z.literal("day").describe('`"day"`: the monitor runs once a day.'),
  hour: whole(0, 23, "an hour of the day, 0 to 23", "The hour.").optional().describe("The hour it runs at, 0 to 23 (UTC). Optional."),
  utcAt: z
    .string(mustBe("a time of day, such as \"06:30:00\""))
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]+)?)?$/, 'must be a time of day in UTC, such as "06:30" or "06:30:00"')
    .optional()
    .describe('The UTC time of day it runs at, such as `"06:30:00"` (the vendor\'s `utc_at`). Optional.'),
}).describe("Once a day (the vendor's DayIntervalSchedule).");

export const ScheduleInterval = tagged("every", [HourInterval, DayInterval], ["hour", "day"]).describe("An interval, discriminated by `every`.");

export const IntervalSchedule = strictShape({
  interval: ScheduleInterval.describe('The interval: `{ every: "hour" }` or `{ every: "day", hour?, utcAt? }`.'),
}).describe("A schedule by interval (the vendor's IntervalSchedule).");

export const CronSchedule = strictShape({
  cron: text("a cron expression").describe('A cron expression, such as `"0 6 * * *"` (the vendor\'s CronSchedule).'),
}).describe("A schedule by cron expression (the vendor's CronSchedule).");

export const NoneSchedule = strictShape({
  type: z.literal("none").describe('`"none"`: the monitor runs only when asked to (API or app).'),
}).describe("No schedule (the vendor's NoneSchedule).");

/** The vendor's schedule union is untagged: its members are told apart by their one key. */
export const Schedule = untaggedUnion(
  [IntervalSchedule, CronSchedule, NoneSchedule],
  (value) => ("interval" in value ? IntervalSchedule : "cron" in value ? CronSchedule : "type" in value ? NoneSchedule : undefined),
  '{ interval: { every: "hour" } }, { interval: { every: "day", hour?, utcAt? } }, { cron: "0 6 * * *" } or { type: "none" }',
)
  .describe("When the monitor runs: an interval, a cron expression or none.");

// ---- Notifications --------------------------------------------------------------------------

export const NOTIFICATION_FEATURES = ["attach_csv", "notify_first_triggered_only", "disable_recovery_notifications", "notify_every_run"] as const;
const features = z
  .array(z.enum(NOTIFICATION_FEATURES, mustBe(NOTIFICATION_FEATURES.map((f) => `"${f}"`).join(", "))), mustBe("an array of feature names"))
  .optional()
  .describe("Features of this destination: `attach_csv`, `notify_first_triggered_only`, `disable_recovery_notifications`, `notify_every_run`. Optional.");

export const EmailNotification = strictShape({
  type: z.literal("email").describe('`"email"`.'),
  recipients: z.array(text("an e-mail address"), mustBe("an array of e-mail addresses")).describe("The e-mail addresses to notify."),
  features,
}).describe("Notify by e-mail (the vendor's EmailNotification).");

export const PagerDutyNotification = strictShape({
  type: z.literal("pagerduty").describe('`"pagerduty"`.'),
  integration: integrationId("The PagerDuty integration's id in Datafold."),
  features,
}).describe("Notify through PagerDuty (the vendor's PagerDutyNotification).");

export const WebhookNotification = strictShape({
  type: z.literal("webhook").describe('`"webhook"`.'),
  integration: integrationId("The webhook integration's id in Datafold."),
  features,
}).describe("Notify through a webhook (the vendor's WebhookNotification).");

export const SlackNotification = strictShape({
  type: z.literal("slack").describe('`"slack"`.'),
  integration: integrationId("The Slack integration's id in Datafold."),
  channel: text("the channel").describe("The channel to post to."),
  mentions: z.array(text("a mention"), mustBe("an array of mentions")).optional().describe("Who to mention. Optional."),
  features,
}).describe("Notify in Slack (the vendor's SlackNotification).");

export const TeamsNotification = strictShape({
  type: z.literal("teams").describe('`"teams"`.'),
  integration: integrationId("The Microsoft Teams integration's id in Datafold."),
  channel: text("the channel").describe("The channel to post to."),
  mentions: z.array(text("a mention"), mustBe("an array of mentions")).optional().describe("Who to mention. Optional."),
  features,
}).describe("Notify in Microsoft Teams (the vendor's TeamsNotification).");

export const Notification = tagged(
  "type",
  [EmailNotification, PagerDutyNotification, WebhookNotification, SlackNotification, TeamsNotification],
  ["email", "pagerduty", "webhook", "slack", "teams"],
);

// ---- Thresholds of metric monitors -------------------------------------------------------------

export const AutomaticThreshold = strictShape({
  type: z.literal("automatic").describe('`"automatic"`: anomaly detection.'),
  sensitivity: whole(0, 100, "a whole number from 0 to 100", "How sensitive the anomaly detection is, 0 to 100."),
}).describe("Alert on anomalies (the vendor's AnomalyDetectionThreshold).");

const bound = (what: string) => z.number(mustBe(`a number (${what})`)).optional();

export const AbsoluteThreshold = strictShape({
  type: z.literal("absolute").describe('`"absolute"`.'),
  min: bound("the lowest value allowed").describe("Alert below this value. Optional."),
  max: bound("the highest value allowed").describe("Alert above this value. Optional."),
}).describe("Alert outside fixed bounds (the vendor's AbsoluteThreshold).");

export const PercentageThreshold = strictShape({
  type: z.literal("percentage").describe('`"percentage"`.'),
  increase: bound("a percentage").describe("Alert on an increase of more than this percentage. Optional."),
  decrease: bound("a percentage").describe("Alert on a decrease of more than this percentage. Optional."),
}).describe("Alert on a change by more than a percentage (the vendor's PercentageThreshold).");

export const MetricThreshold = tagged("type", [AutomaticThreshold, AbsoluteThreshold, PercentageThreshold], ["automatic", "absolute", "percentage"]);

/** The named shapes of what every monitor shares, for the generated public types. */
export const COMMON_SHAPES: ReadonlyArray<readonly [z.ZodType, string]> = [
  [HourInterval, "MonitorHourInterval"],
  [DayInterval, "MonitorDayInterval"],
  [IntervalSchedule, "MonitorIntervalSchedule"],
  [CronSchedule, "MonitorCronSchedule"],
  [NoneSchedule, "MonitorNoneSchedule"],
  [EmailNotification, "MonitorEmailNotification"],
  [PagerDutyNotification, "MonitorPagerDutyNotification"],
  [WebhookNotification, "MonitorWebhookNotification"],
  [SlackNotification, "MonitorSlackNotification"],
  [TeamsNotification, "MonitorTeamsNotification"],
];

export const THRESHOLD_SHAPES: ReadonlyArray<readonly [z.ZodType, string]> = [
  [AutomaticThreshold, "MonitorAutomaticThreshold"],
  [AbsoluteThreshold, "MonitorAbsoluteThreshold"],
  [PercentageThreshold, "MonitorPercentageThreshold"],
];

// ---- Inputs and outputs every monitor kind has -------------------------------------------------

/** The inputs every kind starts with: name. */
export const monitorNameInput = input(z.string(mustBe("a string")).min(1, "must not be empty: give the monitor's name"), {
  description:
    "The monitor's name, as the Datafold app shows it. Required. A change updates it in place; a name changed in the app shows " +
    "as drift on refresh, and the next `up` sets it back.",
  required: "give the monitor's name.",
  observed: true,
});

/** The data source a kind's definition lives in; `where` says what runs there ("the test runs in"). */
export function monitorConnectionInput(where: string) {
  return input(wholeNumber(1, Number.MAX_SAFE_INTEGER, "the data source's id, a positive whole number"), {
    description: `The id of the data source (connection) ${where}. Required. Changing it replaces the monitor: the update endpoint cannot move one.`,
    required: "give the data source's id, as in the Datafold app's data source settings.",
    replaces: true,
    tsType: "number",
  });
}

/**
 * The inputs every kind has after its definition (data source, metric, ...): schedule to
 * adoptMonitorId, with a kind's own settings (its `alert`) in documented order after the schedule.
 */
export function monitorSettingsInputs<const K extends Fields = Record<never, never>>(afterSchedule: K = {} as K) {
  return {
    schedule: input(Schedule, {
      description:
        'When the monitor runs: `{ interval: { every: "hour" } }`, `{ interval: { every: "day", hour: 6 } }` (or `utcAt: "06:30"`), ' +
        '`{ cron: "0 6 * * *" }`, or `{ type: "none" }` (only when asked to). Required. A change updates it in place; an edit in ' +
        "the app shows as drift.",
      required: 'give a schedule, such as { interval: { every: "hour" } } or { cron: "0 6 * * *" }.',
      observed: true,
      tsType: "MonitorIntervalSchedule | MonitorCronSchedule | MonitorNoneSchedule",
    }),
    ...afterSchedule,
    notifications: input(z.array(Notification, mustBe("an array of notification destinations")), {
      description:
        'Where alerts go, each destination discriminated by `type`: `{ type: "email", recipients: [...] }`, `{ type: "slack", ' +
        'integration, channel, mentions? }`, `{ type: "teams", integration, channel, mentions? }`, `{ type: "pagerduty", integration }`, ' +
        '`{ type: "webhook", integration }`, each with optional `features`. Default none (`[]`). A change updates it in place; an ' +
        "edit in the app shows as drift.",
      default: [],
      observed: true,
      tsType:
        "(MonitorEmailNotification | MonitorPagerDutyNotification | MonitorWebhookNotification | MonitorSlackNotification | MonitorTeamsNotification)[]",
    }),
    tags: input(z.array(text("a tag"), mustBe("an array of tags")), {
      description: "Tags, in the order given. Default none (`[]`). A change updates it in place; an edit in the app shows as drift.",
      default: [],
      observed: true,
    }),
    enabled: input(z.boolean(mustBe("true or false")), {
      description:
        "Whether the monitor runs on its schedule (default true). A change goes through the toggle endpoint; a monitor switched " +
        "on or off in the app shows as drift, and the next `up` sets it back.",
      default: true,
      observed: true,
    }),
    owner: input(text("the owner's e-mail address"), {
      description:
        "The e-mail address of the monitor's owner. Optional; left out, the monitor has none, and an owner set in the app shows as " +
        "drift (the next `up` clears it). A change updates it in place.",
    }),
    description: input(z.string(mustBe("a string")), {
      description:
        "What the monitor is for. Optional; left out, the monitor has none, and one set in the app shows as drift (the next `up` " +
        "clears it). A change updates it in place.",
    }),
    onDelete: input(z.enum(["delete", "pause"], mustBe('"delete" or "pause"')), {
      description:
        'What deleting the resource does to the monitor, as Datafold\'s dangling-monitor strategy: `"delete"` (default) deletes ' +
        'it; `"pause"` disables it and leaves it in Datafold. Kept in state only: a change makes no request.',
      default: "delete",
    }),
    adoptMonitorId: input(wholeNumber(1, Number.MAX_SAFE_INTEGER, "the id of an existing monitor, a positive whole number"), {
      description:
        "Adopt an existing monitor instead of creating one (Pulumi's `import` option does not work for dynamic resources): create " +
        "reads that monitor, refuses one of another kind or on another data source or definition, updates it to these inputs and " +
        "manages it from then on; no second monitor is made. Used by create only: a later change makes no request.",
      tsType: "number",
    }),
  };
}

/** The outputs every kind adds to its inputs. */
export const MONITOR_OUTPUTS = {
  monitorId: output(z.number().int(), { description: "The monitor's id in Datafold (the resource's id, as text, is the same number)." }),
  monitorType: output(z.string(), { description: 'The monitor\'s kind as Datafold reports it: `"metric"`, `"diff"`, `"schema"` or `"test"`.' }),
};

/**
 * What every monitor kind has, for the generated public types: the name and the shared
 * settings, the outputs, and the shapes any kind may use, emitted once and extended by each kind.
 */
export const MONITOR_FAMILY: ResourceFamily = {
  name: "Monitor",
  subject: "every monitor kind",
  inputs: { name: monitorNameInput, ...monitorSettingsInputs() },
  outputs: MONITOR_OUTPUTS,
  shapes: [...COMMON_SHAPES, ...THRESHOLD_SHAPES],
  unions: [
    [Schedule, "MonitorSchedule"],
    [ScheduleInterval, "MonitorScheduleInterval"],
    [Notification, "MonitorNotification"],
    [MetricThreshold, "MonitorThreshold"],
  ],
  source: "src/provider/monitors/monitor-inputs.ts",
};
