/**
 * The one place where monitor inputs (camelCase, as the resources take them) become the wire's
 * snake_case bodies, and where the service's answers become the inputs' shape again, field by
 * field. What the service fills in on its own (a schedule's `type` tag, null for an unset
 * field) is dropped on the way back, so that an untouched monitor reads back as it was given.
 */
import type { z } from "zod";
import type { MonitorDetail } from "../../types/monitor-spec";
import type { CronSchedule, DayInterval, IntervalSchedule, MetricThreshold, NoneSchedule, Notification } from "./monitor-inputs";

type Json = Record<string, unknown>;
export type ScheduleInput = z.output<typeof IntervalSchedule> | z.output<typeof CronSchedule> | z.output<typeof NoneSchedule>;
export type NotificationInput = z.output<typeof Notification>;
export type ThresholdInput = z.output<typeof MetricThreshold>;

const asRecord = (value: unknown): Json => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {});

/** The entries of `value` whose value is neither null nor undefined. */
export function withoutNulls(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));
}

export function scheduleToWire(schedule: ScheduleInput): Json {
  if ("cron" in schedule) return { cron: schedule.cron };
  if ("type" in schedule) return { type: "none" };
  const interval = schedule.interval;
  if (interval.every === "hour") return { interval: { every: "hour" } };
  const day = interval as z.output<typeof DayInterval>;
  return { interval: withoutNulls({ every: "day", hour: day.hour, utc_at: day.utcAt }) };
}

/** The schedule as the inputs give it; the service's `type` tags (`hourly`, `daily`, `crontab`) are dropped. */
export function scheduleFromWire(wire: Json): ScheduleInput {
  if (typeof wire.cron === "string") return { cron: wire.cron };
  if (wire.interval !== undefined && wire.interval !== null) {
    const interval = asRecord(wire.interval);
    if (interval.every === "hour") return { interval: { every: "hour" } };
    return {
      interval: withoutNulls({ every: interval.every, hour: interval.hour, utcAt: interval.utc_at }) as z.output<typeof DayInterval>,
    };
  }
  return { type: "none" };
}

/** Notification keys are the same on both sides; only the unset ones are dropped. */
export function notificationsToWire(notifications: readonly NotificationInput[]): Json[] {
  return notifications.map((notification) => withoutNulls({ ...notification }));
}

/** The service's notifications, unset fields (`features: null`, empty `mentions`) dropped. */
export function notificationsFromWire(wire: readonly Json[] | null | undefined): NotificationInput[] {
  return (wire ?? []).map((notification) => {
    const kept = withoutNulls(notification);
    if (Array.isArray(kept.mentions) && kept.mentions.length === 0) delete kept.mentions;
    if (Array.isArray(kept.features) && kept.features.length === 0) delete kept.features;
    return kept as NotificationInput;
  });
}

export function thresholdToWire(threshold: ThresholdInput | undefined): Json | null {
  return threshold === undefined ? null : withoutNulls({ ...threshold });
}

export function thresholdFromWire(wire: Json | null | undefined): ThresholdInput | undefined {
  return wire === null || wire === undefined ? undefined : (withoutNulls(wire) as ThresholdInput);
}

/** The settings every kind's create and update bodies share. */
export interface CommonMonitorSettings {
  readonly name: string;
  readonly schedule: ScheduleInput;
  readonly notifications: readonly NotificationInput[];
  readonly tags: readonly string[];
  readonly enabled: boolean;
  readonly owner?: string;
  readonly description?: string;
}

/** The shared fields of a create body. Unset optional fields are not sent. */
export function commonCreateBody(inputs: CommonMonitorSettings): Json {
  return withoutNulls({
    name: inputs.name,
    description: inputs.description,
    owner: inputs.owner,
    schedule: scheduleToWire(inputs.schedule),
    notifications: notificationsToWire(inputs.notifications),
    tags: [...inputs.tags],
    enabled: inputs.enabled,
  });
}

/** The shared fields of an update body: every one, unset ones as null (which clears them). */
export function commonUpdateBody(inputs: CommonMonitorSettings): Json {
  return {
    name: inputs.name,
    description: inputs.description ?? null,
    owner: inputs.owner ?? null,
    schedule: scheduleToWire(inputs.schedule),
    notifications: notificationsToWire(inputs.notifications),
    tags: [...inputs.tags],
  };
}

/** The shared settings as GET shows them, in the inputs' shape. */
export function commonFromWire(detail: MonitorDetail): CommonMonitorSettings {
  return {
    name: detail.name ?? "",
    schedule: scheduleFromWire(detail.schedule),
    notifications: notificationsFromWire(detail.notifications),
    tags: detail.tags ?? [],
    enabled: detail.enabled,
    ...withoutNulls({ owner: detail.owner, description: detail.description }),
  };
}
