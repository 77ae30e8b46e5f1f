import type { EnforcementLevel, ReportViolation, ResourceValidationArgs, ResourceValidationPolicy } from "@pulumi/policy";
import { describeValue } from "../core/describe-value";
import { CronSyntaxError, cronGapMinutes } from "./cron-gap";
import { monitorKind, readMonitorSettings, type MonitorSettings, type ReadMonitorSettings } from "./monitor-resources";
import { checkStrings, checkWholeNumber, configSchema, withLevels } from "./policy-options";

/** The name of each monitor policy, as the policy pack config file and the CLI's report name it. */
export type MonitorPolicyName =
  | "datafold-monitor-notifications"
  | "datafold-monitor-owner"
  | "datafold-monitor-schedule-interval"
  | "datafold-monitor-required-tags";

/** Defaults a policy pack can give the monitor policies in code; the pack's config file still overrides them. */
export interface MonitorPolicyOptions {
  /**
   * The fewest minutes a monitor's schedule may leave between two runs (1 to 527040, 366 days):
   * an hourly interval is 60 minutes, a daily one 1440, a cron expression its smallest gap
   * between consecutive runs; a `{ type: "none" }` schedule never runs on its own and passes.
   * Default 60. Config key `minScheduleIntervalMinutes` of `datafold-monitor-schedule-interval`.
   */
  readonly minScheduleIntervalMinutes?: number;
  /**
   * Tags every monitor must carry, each exactly as written (case counts). Default none, so the
   * policy passes every monitor until tags are given. Config key `requiredTags` of
   * `datafold-monitor-required-tags`.
   */
  readonly requiredTags?: readonly string[];
  /** The enforcement level of each policy by name, where it should differ from the default, `mandatory`. */
  readonly enforcementLevels?: Readonly<Partial<Record<MonitorPolicyName, EnforcementLevel>>>;
}

const FROM = "monitorPolicies";
const DEFAULT_MIN_INTERVAL_MINUTES = 60;
/** 366 days: a longer minimum would refuse even a yearly cron schedule in a leap year. */
const MAX_INTERVAL_MINUTES = 527_040;
const HOUR = 60;
const DAY = 1440;

/** The input names the messages use: the generated checked-input types' own (a rename there fails to compile here). */
const input = <K extends keyof MonitorSettings>(name: K): K => name;
const NOTIFICATIONS = input("notifications");
const OWNER = input("owner");
const SCHEDULE = input("schedule");
const TAGS = input("tags");

/**
 * One policy's check of one monitor: its shared inputs as the provider reads them, the policy's
 * config, and where to report. Resources other than monitors never reach it.
 */
type MonitorRule<C> = (read: ReadMonitorSettings, config: C, report: ReportViolation) => void;

/**
 * Runs `rule` on this package's monitors only, of every kind; each message starts with the
 * resource's kind and name (`MetricMonitor "orders-rows": `), so it stands on its own in a log.
 */
function forMonitors<C extends object>(rule: MonitorRule<C>): (args: ResourceValidationArgs, report: ReportViolation) => void {
  return (args, report) => {
    const kind = monitorKind(args);
    if (kind === undefined) return;
    rule(readMonitorSettings(kind, args.props), args.getConfig<C>(), (message) => report(`${kind} ${JSON.stringify(args.name)}: ${message}`));
  };
}

/** True when the input can be judged: known during this preview, and accepted by the provider's check. */
const judged = (read: ReadMonitorSettings, name: string) => !read.unknown.has(name) && !read.invalid.has(name);

const notifications: MonitorRule<object> = (read, _config, report) => {
  if (judged(read, NOTIFICATIONS) && read.inputs.notifications?.length === 0) {
    report(
      `${NOTIFICATIONS} is empty (or left out), so the monitor's alerts reach nobody. Add at least one destination to ${NOTIFICATIONS}, ` +
        'such as { type: "email", recipients: ["data-team@example.com"] } or { type: "slack", integration, channel }.',
    );
  }
};

const owner: MonitorRule<object> = (read, _config, report) => {
  if (!judged(read, OWNER)) return;
  const value = read.inputs.owner;
  if (value === undefined || value.trim() === "") {
    report(
      `${OWNER} is ${value === undefined ? "not set" : `${describeValue(value, "text")}, blank`}, so nobody answers for the monitor. ` +
        `Set ${OWNER} to the e-mail address of the person or team responsible for it.`,
    );
  }
};

/** A schedule as the program writes it, for messages: `{ cron: "*\/5 * * * *" }`. */
function describeSchedule(schedule: MonitorSettings["schedule"]): string {
  if ("cron" in schedule) return `{ cron: ${describeValue(schedule.cron, "text")} }`;
  if ("interval" in schedule) {
    const interval = schedule.interval;
    if (interval.every === "hour") return '{ interval: { every: "hour" } }';
    const hour = interval.hour === undefined ? "" : `, hour: ${interval.hour}`;
    const utcAt = interval.utcAt === undefined ? "" : `, utcAt: ${describeValue(interval.utcAt, "text")}`;
    return `{ interval: { every: "day"${hour}${utcAt} } }`;
  }
  return '{ type: "none" }';
}

/** A schedule that runs at most every `minutes`, to suggest. */
function suggestion(minutes: number): string {
  if (minutes <= HOUR) return '{ interval: { every: "hour" } }';
  if (minutes <= DAY) return '{ interval: { every: "day" } }';
  return `a cron expression with at least ${minutes} minutes between runs, such as { cron: "0 6 * * 1" } (Mondays at 06:00 UTC, 10080 minutes)`;
}

const scheduleInterval =
  (fallback: number): MonitorRule<{ minScheduleIntervalMinutes?: number }> =>
  (read, config, report) => {
    const schedule = read.inputs.schedule;
    if (!judged(read, SCHEDULE) || schedule === undefined) return;
    const min = typeof config.minScheduleIntervalMinutes === "number" ? config.minScheduleIntervalMinutes : fallback;
    let gap: number | null;
    if ("interval" in schedule) gap = schedule.interval.every === "hour" ? HOUR : DAY;
    else if ("cron" in schedule) {
      try {
        gap = cronGapMinutes(schedule.cron);
      } catch (error) {
        if (!(error instanceof CronSyntaxError)) throw error;
        report(
          `${SCHEDULE} is ${describeSchedule(schedule)}, which this policy cannot read (${error.message}), so it cannot tell how often ` +
            `the monitor runs. Write five fields (minute hour day-of-month month day-of-week) with at least ${min} minutes between runs ` +
            "(this policy's minScheduleIntervalMinutes).",
        );
        return;
      }
    } else gap = null; // { type: "none" }: runs only when asked to.
    if (gap !== null && gap < min) {
      report(
        `${SCHEDULE} is ${describeSchedule(schedule)}, which runs ${"cron" in schedule ? "as often as " : ""}every ${gap} minute${gap === 1 ? "" : "s"}: ` +
          `more often than the one run every ${min} minutes this policy allows (minScheduleIntervalMinutes). ` +
          `Set ${SCHEDULE} to one with at least ${min} minutes between runs, such as ${suggestion(min)}.`,
      );
    }
  };

const requiredTags =
  (fallback: readonly string[]): MonitorRule<{ requiredTags?: string[] }> =>
  (read, config, report) => {
    const required = Array.isArray(config.requiredTags) ? config.requiredTags : fallback;
    const tags = read.inputs.tags;
    if (!judged(read, TAGS) || tags === undefined) return;
    const missing = required.filter((tag) => !tags.includes(tag));
    if (missing.length === 0) return;
    const list = (values: readonly string[]) => values.map((value) => describeValue(value, "text")).join(", ");
    report(
      `${TAGS} is ${tags.length === 0 ? "empty (or left out)" : `[${list(tags)}]`}, without ${list(missing)}, which this policy requires ` +
        `(requiredTags). Add ${missing.length === 1 ? "it" : "them"} to ${TAGS}, exactly as written.`,
    );
  };

/**
 * The policies of monitor hygiene, for a `PolicyPack` of `@pulumi/policy`:
 *
 * - `datafold-monitor-notifications` (mandatory): `notifications` has at least one destination.
 * - `datafold-monitor-owner` (mandatory): `owner` is set.
 * - `datafold-monitor-schedule-interval` (mandatory): the schedule leaves at least
 *   `minScheduleIntervalMinutes` (default 60) between runs: hourly is 60, daily 1440, a cron
 *   expression its smallest gap between consecutive runs (UTC); `{ type: "none" }` passes. A
 *   cron expression the policy cannot read fails, with the reason.
 * - `datafold-monitor-required-tags` (mandatory): `tags` holds every one of `requiredTags`
 *   (default none).
 *
 * Each applies to every monitor kind of this package (`MetricMonitor`, `SchemaChangeMonitor`,
 * `DataTestMonitor`, `DataDiffMonitor`), of either route (the dynamic resources' types in
 * `MONITOR_TYPES`, the plugin's in `PLUGIN_MONITOR_TYPES`), the monitors a component makes
 * included: they are resources of the same types. A disabled monitor
 * (`enabled: false`) is judged too: it can be switched on in the app. Each reads the inputs with
 * the provider's own rules and names the resource, the input, its value and what to change.
 * An input whose value (or part of it) is not known during a preview is not judged then;
 * `pulumi up` judges it before the monitor is created. The numbers, the tags and each policy's
 * enforcement level can be changed in the policy pack's config file (`--policy-pack-config`),
 * by policy name; `options` changes the defaults in code.
 *
 * @example
 * // index.ts of a policy pack
 * import { PolicyPack } from "@pulumi/policy";
 * import { monitorPolicies, proxyTokenPolicies } from "pulumi-datafold/policy";
 *
 * new PolicyPack("datafold-hygiene", {
 *   policies: [...proxyTokenPolicies(), ...monitorPolicies({ requiredTags: ["team:data"] })],
 * });
 */
export function monitorPolicies(options: MonitorPolicyOptions = {}): ResourceValidationPolicy[] {
  checkWholeNumber(FROM, "minScheduleIntervalMinutes", options.minScheduleIntervalMinutes, MAX_INTERVAL_MINUTES, "minutes");
  checkStrings(FROM, "requiredTags", options.requiredTags, "tag");
  const minMinutes = options.minScheduleIntervalMinutes ?? DEFAULT_MIN_INTERVAL_MINUTES;
  const tags = [...(options.requiredTags ?? [])];
  const policies: (ResourceValidationPolicy & { name: MonitorPolicyName })[] = [
    {
      name: "datafold-monitor-notifications",
      description: "Every Datafold monitor notifies someone: notifications has at least one destination.",
      enforcementLevel: "mandatory",
      validateResource: forMonitors(notifications),
    },
    {
      name: "datafold-monitor-owner",
      description: "Every Datafold monitor has an owner.",
      enforcementLevel: "mandatory",
      validateResource: forMonitors(owner),
    },
    {
      name: "datafold-monitor-schedule-interval",
      description: "No Datafold monitor runs more often than once every minScheduleIntervalMinutes.",
      enforcementLevel: "mandatory",
      configSchema: configSchema({
        minScheduleIntervalMinutes: {
          type: "integer",
          minimum: 1,
          maximum: MAX_INTERVAL_MINUTES,
          default: minMinutes,
          description: "The fewest minutes a monitor's schedule may leave between two runs (hourly is 60, daily 1440).",
        },
      }),
      validateResource: forMonitors(scheduleInterval(minMinutes)),
    },
    {
      name: "datafold-monitor-required-tags",
      description: "Every Datafold monitor carries each of the requiredTags.",
      enforcementLevel: "mandatory",
      configSchema: configSchema({
        requiredTags: {
          type: "array",
          items: { type: "string", minLength: 1 },
          uniqueItems: true,
          default: tags,
          description: "Tags every monitor must carry, exactly as written.",
        },
      }),
      validateResource: forMonitors(requiredTags(tags)),
    },
  ];
  return withLevels(FROM, policies, options.enforcementLevels);
}
