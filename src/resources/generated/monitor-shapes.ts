// Generated from src/provider/monitors/monitor-inputs.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.

/** Every hour (the vendor's HourIntervalSchedule). */
export interface MonitorHourInterval {
  /** `"hour"`: the monitor runs every hour. */
  readonly every: "hour";
}

/** Once a day (the vendor's DayIntervalSchedule). */
export interface MonitorDayInterval {
  /** `"day"`: the monitor runs once a day. */
  readonly every: "day";
  /** The hour it runs at, 0 to 23 (UTC). Optional. */
  readonly hour?: number;
  /** The UTC time of day it runs at, such as `"06:30:00"` (the vendor's `utc_at`). Optional. */
  readonly utcAt?: string;
}

/** A schedule by interval (the vendor's IntervalSchedule). */
export interface MonitorIntervalSchedule {
  /** The interval: `{ every: "hour" }` or `{ every: "day", hour?, utcAt? }`. */
  readonly interval: MonitorHourInterval | MonitorDayInterval;
}

/** A schedule by cron expression (the vendor's CronSchedule). */
export interface MonitorCronSchedule {
  /** A cron expression, such as `"0 6 * * *"` (the vendor's CronSchedule). */
  readonly cron: string;
}

/** No schedule (the vendor's NoneSchedule). */
export interface MonitorNoneSchedule {
  /** `"none"`: the monitor runs only when asked to (API or app). */
  readonly type: "none";
}

/** Notify by e-mail (the vendor's EmailNotification). */
export interface MonitorEmailNotification {
  /** `"email"`. */
  readonly type: "email";
  /** The e-mail addresses to notify. */
  readonly recipients: string[];
  /**
   * Features of this destination: `attach_csv`, `notify_first_triggered_only`,
   * `disable_recovery_notifications`, `notify_every_run`. Optional.
   */
  readonly features?: ("attach_csv" | "notify_first_triggered_only" | "disable_recovery_notifications" | "notify_every_run")[];
}

/** Notify through PagerDuty (the vendor's PagerDutyNotification). */
export interface MonitorPagerDutyNotification {
  /** `"pagerduty"`. */
  readonly type: "pagerduty";
  /** The PagerDuty integration's id in Datafold. */
  readonly integration: number;
  /**
   * Features of this destination: `attach_csv`, `notify_first_triggered_only`,
   * `disable_recovery_notifications`, `notify_every_run`. Optional.
   */
  readonly features?: ("attach_csv" | "notify_first_triggered_only" | "disable_recovery_notifications" | "notify_every_run")[];
}

/** Notify through a webhook (the vendor's WebhookNotification). */
export interface MonitorWebhookNotification {
  /** `"webhook"`. */
  readonly type: "webhook";
  /** The webhook integration's id in Datafold. */
  readonly integration: number;
  /**
   * Features of this destination: `attach_csv`, `notify_first_triggered_only`,
   * `disable_recovery_notifications`, `notify_every_run`. Optional.
   */
  readonly features?: ("attach_csv" | "notify_first_triggered_only" | "disable_recovery_notifications" | "notify_every_run")[];
}

/** Notify in Slack (the vendor's SlackNotification). */
export interface MonitorSlackNotification {
  /** `"slack"`. */
  readonly type: "slack";
  /** The Slack integration's id in Datafold. */
  readonly integration: number;
  /** The channel to post to. */
  readonly channel: string;
  /** Who to mention. Optional. */
  readonly mentions?: string[];
  /**
   * Features of this destination: `attach_csv`, `notify_first_triggered_only`,
   * `disable_recovery_notifications`, `notify_every_run`. Optional.
   */
  readonly features?: ("attach_csv" | "notify_first_triggered_only" | "disable_recovery_notifications" | "notify_every_run")[];
}

/** Notify in Microsoft Teams (the vendor's TeamsNotification). */
export interface MonitorTeamsNotification {
  /** `"teams"`. */
  readonly type: "teams";
  /** The Microsoft Teams integration's id in Datafold. */
  readonly integration: number;
  /** The channel to post to. */
  readonly channel: string;
  /** Who to mention. Optional. */
  readonly mentions?: string[];
  /**
   * Features of this destination: `attach_csv`, `notify_first_triggered_only`,
   * `disable_recovery_notifications`, `notify_every_run`. Optional.
   */
  readonly features?: ("attach_csv" | "notify_first_triggered_only" | "disable_recovery_notifications" | "notify_every_run")[];
}

/** Alert on anomalies (the vendor's AnomalyDetectionThreshold). */
export interface MonitorAutomaticThreshold {
  /** `"automatic"`: anomaly detection. */
  readonly type: "automatic";
  /** How sensitive the anomaly detection is, 0 to 100. */
  readonly sensitivity: number;
}

/** Alert outside fixed bounds (the vendor's AbsoluteThreshold). */
export interface MonitorAbsoluteThreshold {
  /** `"absolute"`. */
  readonly type: "absolute";
  /** Alert below this value. Optional. */
  readonly min?: number;
  /** Alert above this value. Optional. */
  readonly max?: number;
}

/** Alert on a change by more than a percentage (the vendor's PercentageThreshold). */
export interface MonitorPercentageThreshold {
  /** `"percentage"`. */
  readonly type: "percentage";
  /** Alert on an increase of more than this percentage. Optional. */
  readonly increase?: number;
  /** Alert on a decrease of more than this percentage. Optional. */
  readonly decrease?: number;
}
