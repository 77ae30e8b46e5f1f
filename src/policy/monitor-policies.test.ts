/**
 * Each monitor policy, called as the analyzer of `@pulumi/policy` calls it: `props` is the
 * library's own unknown-checking proxy over the inputs the engine sends (unknown values as the
 * engine's sentinel), and `getConfig` gives what the pack's config file set.
 */
import type { ResourceValidationPolicy } from "@pulumi/policy";
import { reportedViolations } from "../../tools/harness/policy-call";
import { UNKNOWN_VALUE } from "../kit/unknown-value";
import { isMonitor, isProxyToken, MONITOR_TYPES, monitorPolicies, PROXY_TOKEN_TYPE, type MonitorPolicyName } from "../policy";

/** A metric monitor that every policy passes with `requiredTags: ["team:data"]`. */
const COMPLIANT = {
  name: "Orders row count",
  connectionId: 7,
  metric: { type: "table", table: "analytics.orders", metric: "row_count" },
  schedule: { interval: { every: "hour" } },
  notifications: [{ type: "email", recipients: ["data-team@example.com"] }],
  tags: ["team:data", "tier:1"],
  owner: "data-team@example.com",
};

interface Run {
  config?: object;
  type?: string;
  policies?: ResourceValidationPolicy[];
}

/** The messages one policy reports for a resource named "orders-rows" of `type` (a MetricMonitor by default). */
function violations(name: MonitorPolicyName, props: Record<string, unknown>, { config = {}, type = MONITOR_TYPES.MetricMonitor, policies = monitorPolicies() }: Run = {}): string[] {
  const policy = policies.find((p) => p.name === name)!;
  return reportedViolations(policy, type, "orders-rows", props, config);
}

const NAMES: MonitorPolicyName[] = ["datafold-monitor-notifications", "datafold-monitor-owner", "datafold-monitor-schedule-interval", "datafold-monitor-required-tags"];
const WITH_TAGS = { config: { requiredTags: ["team:data"] } };

test("four policies, mandatory by default, with the documented config schemas", () => {
  const policies = monitorPolicies();
  expect(policies.map((p) => [p.name, p.enforcementLevel])).toEqual(NAMES.map((name) => [name, "mandatory"]));
  expect(policies[2]!.configSchema!.properties.minScheduleIntervalMinutes).toMatchObject({ type: "integer", default: 60, minimum: 1, maximum: 527040 });
  expect(policies[3]!.configSchema!.properties.requiredTags).toMatchObject({ type: "array", default: [], items: { type: "string", minLength: 1 }, uniqueItems: true });
});

test.each(NAMES)("%s: a compliant monitor passes", (name) => {
  expect(violations(name, COMPLIANT, WITH_TAGS)).toEqual([]);
});

describe("datafold-monitor-notifications", () => {
  const name = "datafold-monitor-notifications";
  const message =
    'MetricMonitor "orders-rows": notifications is empty (or left out), so the monitor\'s alerts reach nobody. Add at least one destination ' +
    'to notifications, such as { type: "email", recipients: ["data-team@example.com"] } or { type: "slack", integration, channel }.';

  test.each([
    ["left out", (({ notifications: _n, ...rest }) => rest)(COMPLIANT)],
    ["null", { ...COMPLIANT, notifications: null }],
    ["empty", { ...COMPLIANT, notifications: [] }],
  ])("none (%s) fails, naming the resource, the input and what to add", (_how, props) => {
    expect(violations(name, props)).toEqual([message]);
  });

  test("not known during preview, wholly or in part: not judged (up judges it)", () => {
    expect(violations(name, { ...COMPLIANT, notifications: UNKNOWN_VALUE })).toEqual([]);
    expect(violations(name, { ...COMPLIANT, notifications: [{ type: "email", recipients: [UNKNOWN_VALUE] }] })).toEqual([]);
  });

  test("a value the provider refuses is left to the provider's check, which names it", () => {
    expect(violations(name, { ...COMPLIANT, notifications: "data-team@example.com" })).toEqual([]);
  });
});

describe("datafold-monitor-owner", () => {
  const name = "datafold-monitor-owner";
  const message = (what: string) =>
    `MetricMonitor "orders-rows": owner is ${what}, so nobody answers for the monitor. Set owner to the e-mail address of the person or team responsible for it.`;

  test("left out, null or blank fails", () => {
    expect(violations(name, (({ owner: _o, ...rest }) => rest)(COMPLIANT))).toEqual([message("not set")]);
    expect(violations(name, { ...COMPLIANT, owner: null })).toEqual([message("not set")]);
    expect(violations(name, { ...COMPLIANT, owner: "  " })).toEqual([message('"  ", blank')]);
  });

  test("an owner not known during preview counts as set; an empty one is the provider's to refuse", () => {
    expect(violations(name, { ...COMPLIANT, owner: UNKNOWN_VALUE })).toEqual([]);
    expect(violations(name, { ...COMPLIANT, owner: "" })).toEqual([]);
  });
});

describe("datafold-monitor-schedule-interval", () => {
  const name = "datafold-monitor-schedule-interval";
  const at = (schedule: unknown, config: object = {}) => violations(name, { ...COMPLIANT, schedule }, { config });

  test("hourly (60 minutes) and daily (1440) pass the default of 60; a none schedule never runs on its own; a disabled monitor is judged too", () => {
    expect(violations(name, { ...COMPLIANT, enabled: false, schedule: { cron: "*/5 * * * *" } })).toHaveLength(1);
    expect(at({ interval: { every: "hour" } })).toEqual([]);
    expect(at({ interval: { every: "day", hour: 6 } })).toEqual([]);
    expect(at({ type: "none" })).toEqual([]);
    expect(at({ type: "none" }, { minScheduleIntervalMinutes: 527040 })).toEqual([]);
  });

  test("a cron expression more frequent than the minimum fails, with its gap, the minimum and a schedule to use", () => {
    expect(at({ cron: "*/15 * * * *" })).toEqual([
      'MetricMonitor "orders-rows": schedule is { cron: "*/15 * * * *" }, which runs as often as every 15 minutes: more often than the one run ' +
        "every 60 minutes this policy allows (minScheduleIntervalMinutes). Set schedule to one with at least 60 minutes between runs, " +
        'such as { interval: { every: "hour" } }.',
    ]);
    // 0 and 45: from :45 to the next :00 is 15 minutes.
    expect(at({ cron: "0,45 * * * *" })[0]).toContain("as often as every 15 minutes");
    expect(at({ cron: "0 * * * *" })).toEqual([]);
    expect(at({ cron: "0 6 * * MON-FRI" })).toEqual([]);
  });

  test("minScheduleIntervalMinutes from the config file: hourly fails 90, daily fails 2880, and the suggestion follows", () => {
    expect(at({ interval: { every: "hour" } }, { minScheduleIntervalMinutes: 90 })).toEqual([
      'MetricMonitor "orders-rows": schedule is { interval: { every: "hour" } }, which runs every 60 minutes: more often than the one run ' +
        "every 90 minutes this policy allows (minScheduleIntervalMinutes). Set schedule to one with at least 90 minutes between runs, " +
        'such as { interval: { every: "day" } }.',
    ]);
    expect(at({ interval: { every: "day" } }, { minScheduleIntervalMinutes: 1440 })).toEqual([]);
    expect(at({ interval: { every: "day", hour: 6 } }, { minScheduleIntervalMinutes: 2880 })[0]).toContain('schedule is { interval: { every: "day", hour: 6 } }, which runs every 1440 minutes');
    expect(at({ interval: { every: "day", utcAt: "06:30:00" } }, { minScheduleIntervalMinutes: 2880 })[0]).toContain('schedule is { interval: { every: "day", utcAt: "06:30:00" } }');
    expect(at({ interval: { every: "day" } }, { minScheduleIntervalMinutes: 2880 })[0]).toContain(
      "which runs every 1440 minutes: more often than the one run every 2880 minutes this policy allows (minScheduleIntervalMinutes). " +
        'Set schedule to one with at least 2880 minutes between runs, such as a cron expression with at least 2880 minutes between runs, such as { cron: "0 6 * * 1" }',
    );
    expect(at({ cron: "0 0 * * 1,4" }, { minScheduleIntervalMinutes: 2880 })).toEqual([]);
    expect(at({ cron: "*/5 * * * *" }, { minScheduleIntervalMinutes: 5 })).toEqual([]);
  });

  test("the pack's option sets the default; the config file still wins", () => {
    const policies = monitorPolicies({ minScheduleIntervalMinutes: 1440 });
    expect(policies[2]!.configSchema!.properties.minScheduleIntervalMinutes).toMatchObject({ default: 1440 });
    expect(violations(name, COMPLIANT, { policies })[0]).toContain("which runs every 60 minutes: more often than the one run every 1440 minutes");
    expect(violations(name, COMPLIANT, { policies, config: { minScheduleIntervalMinutes: 60 } })).toEqual([]);
  });

  test("a cron expression the policy cannot read fails with the reason and what to write", () => {
    expect(at({ cron: "0 0 ? * MON" })).toEqual([
      'MetricMonitor "orders-rows": schedule is { cron: "0 0 ? * MON" }, which this policy cannot read (the day of month field "?": "?" is not a number), ' +
        "so it cannot tell how often the monitor runs. Write five fields (minute hour day-of-month month day-of-week) with at least 60 minutes " +
        "between runs (this policy's minScheduleIntervalMinutes).",
    ]);
  });

  test("a cron expression that never fires (February 30th) never runs on its own: passes", () => {
    expect(at({ cron: "0 0 30 2 *" })).toEqual([]);
  });

  test("not known during preview, wholly or in part (a cron computed from an output): not judged", () => {
    expect(at(UNKNOWN_VALUE)).toEqual([]);
    expect(at({ cron: UNKNOWN_VALUE })).toEqual([]);
  });

  test("a schedule the provider refuses, or none at all, is left to the provider's check", () => {
    expect(at({ interval: { every: "minute" } })).toEqual([]);
    expect(violations(name, (({ schedule: _s, ...rest }) => rest)(COMPLIANT))).toEqual([]);
  });
});

describe("datafold-monitor-required-tags", () => {
  const name = "datafold-monitor-required-tags";

  test("with no requiredTags (the default) every monitor passes", () => {
    expect(violations(name, { ...COMPLIANT, tags: [] })).toEqual([]);
  });

  test("a monitor without a required tag fails, naming its tags and the missing ones", () => {
    expect(violations(name, { ...COMPLIANT, tags: ["tier:1"] }, { config: { requiredTags: ["team:data", "tier:1", "env:prod"] } })).toEqual([
      'MetricMonitor "orders-rows": tags is ["tier:1"], without "team:data", "env:prod", which this policy requires (requiredTags). ' +
        "Add them to tags, exactly as written.",
    ]);
    expect(violations(name, (({ tags: _t, ...rest }) => rest)(COMPLIANT), WITH_TAGS)).toEqual([
      'MetricMonitor "orders-rows": tags is empty (or left out), without "team:data", which this policy requires (requiredTags). Add it to tags, exactly as written.',
    ]);
  });

  test("tags compare exactly: case counts", () => {
    expect(violations(name, { ...COMPLIANT, tags: ["Team:Data"] }, WITH_TAGS)).toHaveLength(1);
  });

  test("the pack's option sets the default list; the config file replaces it", () => {
    const policies = monitorPolicies({ requiredTags: ["env:prod"] });
    expect(policies[3]!.configSchema!.properties.requiredTags).toMatchObject({ default: ["env:prod"] });
    expect(violations(name, COMPLIANT, { policies })[0]).toContain('without "env:prod"');
    expect(violations(name, COMPLIANT, { policies, config: { requiredTags: ["tier:1"] } })).toEqual([]);
  });

  test("tags not known during preview, wholly or one of them: not judged", () => {
    expect(violations(name, { ...COMPLIANT, tags: UNKNOWN_VALUE }, WITH_TAGS)).toEqual([]);
    expect(violations(name, { ...COMPLIANT, tags: ["tier:1", UNKNOWN_VALUE] }, WITH_TAGS)).toEqual([]);
  });
});

describe("every monitor kind is judged, and nothing else", () => {
  const bare = { name: "bare", connectionId: 7, schedule: { cron: "* * * * *" } };

  test.each(Object.entries(MONITOR_TYPES))("%s (%s): the same bare inputs break all four, and the message names the kind", (kind, type) => {
    for (const name of NAMES) {
      const found = violations(name, bare, { type, ...WITH_TAGS });
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(new RegExp(`^${kind} "orders-rows": `));
    }
  });

  test.each([
    ["another dynamic resource", "pulumi-nodejs:dynamic:Resource"],
    ["another package's dynamic resource with a type of the same name", "pulumi-nodejs:dynamic/other:MetricMonitor"],
    ["a ProxyToken", PROXY_TOKEN_TYPE],
    ["a provider resource", "aws:cloudwatch/metricAlarm:MetricAlarm"],
  ])("%s (%s) with the same inputs gets no violation", (_what, type) => {
    for (const name of NAMES) expect(violations(name, bare, { type, ...WITH_TAGS })).toEqual([]);
  });

  test("isMonitor tells them apart by type", () => {
    for (const type of Object.values(MONITOR_TYPES)) expect(isMonitor({ type })).toBe(true);
    expect(isMonitor({ type: PROXY_TOKEN_TYPE })).toBe(false);
    expect(isProxyToken({ type: MONITOR_TYPES.MetricMonitor })).toBe(false);
    expect(isMonitor({ type: "pulumi-nodejs:dynamic/datafold:DataDiffFlags" })).toBe(false);
  });
});

describe("options", () => {
  test("enforcementLevels sets a policy's default level", () => {
    const policies = monitorPolicies({ enforcementLevels: { "datafold-monitor-owner": "advisory", "datafold-monitor-required-tags": "disabled" } });
    expect(policies.map((p) => p.enforcementLevel)).toEqual(["mandatory", "advisory", "mandatory", "disabled"]);
  });

  test.each([
    [{ minScheduleIntervalMinutes: 0 }, "monitorPolicies: options.minScheduleIntervalMinutes must be a whole number of minutes from 1 to 527040; got 0"],
    [{ minScheduleIntervalMinutes: "60" }, 'options.minScheduleIntervalMinutes must be a whole number of minutes from 1 to 527040; got the string "60" (write the number without quotes)'],
    [{ requiredTags: "team:data" }, 'monitorPolicies: options.requiredTags must be an array of tags; got the string "team:data". Pass such as ["team:data"], or leave it out.'],
    [{ requiredTags: ["team:data", " "] }, 'monitorPolicies: options.requiredTags[1] must be a non-blank tag; got " ".'],
    [{ requiredTags: ["a", "b", "a"] }, 'monitorPolicies: options.requiredTags[2] repeats "a"; give each tag once.'],
    [{ enforcementLevels: { "datafold-monitor-owners": "advisory" } }, 'monitorPolicies: options.enforcementLevels names no such policy: "datafold-monitor-owners". Use one of datafold-monitor-notifications,'],
    [{ enforcementLevels: { "datafold-monitor-owner": "warn" } }, 'options.enforcementLevels.datafold-monitor-owner must be one of advisory, mandatory, remediate, disabled; got "warn"'],
  ])("bad options are refused with the field, the value and what to do: %j", (options, message) => {
    expect(() => monitorPolicies(options as never)).toThrow(message);
  });
});
