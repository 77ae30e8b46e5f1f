// Generated from src/provider/monitors/monitor-inputs.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { MonitorCronSchedule, MonitorEmailNotification, MonitorIntervalSchedule, MonitorNoneSchedule, MonitorPagerDutyNotification, MonitorSlackNotification, MonitorTeamsNotification, MonitorWebhookNotification } from "./monitor-shapes";

/** The inputs of every monitor kind, each as a program may give it. */
export interface MonitorCommonInputFields {
  /**
   * The monitor's name, as the Datafold app shows it. Required. A change updates it in place; a
   * name changed in the app shows as drift on refresh, and the next `up` sets it back.
   */
  readonly name: pulumi.Input<string>;
  /**
   * When the monitor runs: `{ interval: { every: "hour" } }`,
   * `{ interval: { every: "day", hour: 6 } }` (or `utcAt: "06:30"`), `{ cron: "0 6 * * *" }`, or
   * `{ type: "none" }` (only when asked to). Required. A change updates it in place; an edit in the
   * app shows as drift.
   */
  readonly schedule: pulumi.Input<MonitorIntervalSchedule | MonitorCronSchedule | MonitorNoneSchedule>;
  /**
   * Where alerts go, each destination discriminated by `type`:
   * `{ type: "email", recipients: [...] }`, `{ type: "slack", integration, channel, mentions? }`,
   * `{ type: "teams", integration, channel, mentions? }`, `{ type: "pagerduty", integration }`,
   * `{ type: "webhook", integration }`, each with optional `features`. Default none (`[]`). A
   * change updates it in place; an edit in the app shows as drift.
   */
  readonly notifications?: pulumi.Input<(MonitorEmailNotification | MonitorPagerDutyNotification | MonitorWebhookNotification | MonitorSlackNotification | MonitorTeamsNotification)[]>;
  /**
   * Tags, in the order given. Default none (`[]`). A change updates it in place; an edit in the app
   * shows as drift.
   */
  readonly tags?: pulumi.Input<string[]>;
  /**
   * Whether the monitor runs on its schedule (default true). A change goes through the toggle
   * endpoint; a monitor switched on or off in the app shows as drift, and the next `up` sets it
   * back.
   */
  readonly enabled?: pulumi.Input<boolean>;
  /**
   * The e-mail address of the monitor's owner. Optional; left out, the monitor has none, and an
   * owner set in the app shows as drift (the next `up` clears it). A change updates it in place.
   */
  readonly owner?: pulumi.Input<string>;
  /**
   * What the monitor is for. Optional; left out, the monitor has none, and one set in the app shows
   * as drift (the next `up` clears it). A change updates it in place.
   */
  readonly description?: pulumi.Input<string>;
  /**
   * What deleting the resource does to the monitor, as Datafold's dangling-monitor strategy:
   * `"delete"` (default) deletes it; `"pause"` disables it and leaves it in Datafold. Kept in state
   * only: a change makes no request.
   */
  readonly onDelete?: pulumi.Input<"delete" | "pause">;
  /**
   * Adopt an existing monitor instead of creating one (Pulumi's `import` option does not work for
   * dynamic resources): create reads that monitor, refuses one of another kind or on another data
   * source or definition, updates it to these inputs and manages it from then on; no second monitor
   * is made. Used by create only: a later change makes no request.
   */
  readonly adoptMonitorId?: pulumi.Input<number>;
}

/**
 * The inputs of every monitor kind as its provider's `check` returns them: defaults applied, values
 * resolved.
 */
export interface MonitorCommonCheckedInputs {
  /**
   * The monitor's name, as the Datafold app shows it. Required. A change updates it in place; a
   * name changed in the app shows as drift on refresh, and the next `up` sets it back.
   */
  readonly name: string;
  /**
   * When the monitor runs: `{ interval: { every: "hour" } }`,
   * `{ interval: { every: "day", hour: 6 } }` (or `utcAt: "06:30"`), `{ cron: "0 6 * * *" }`, or
   * `{ type: "none" }` (only when asked to). Required. A change updates it in place; an edit in the
   * app shows as drift.
   */
  readonly schedule: MonitorIntervalSchedule | MonitorCronSchedule | MonitorNoneSchedule;
  /**
   * Where alerts go, each destination discriminated by `type`:
   * `{ type: "email", recipients: [...] }`, `{ type: "slack", integration, channel, mentions? }`,
   * `{ type: "teams", integration, channel, mentions? }`, `{ type: "pagerduty", integration }`,
   * `{ type: "webhook", integration }`, each with optional `features`. Default none (`[]`). A
   * change updates it in place; an edit in the app shows as drift.
   */
  readonly notifications: (MonitorEmailNotification | MonitorPagerDutyNotification | MonitorWebhookNotification | MonitorSlackNotification | MonitorTeamsNotification)[];
  /**
   * Tags, in the order given. Default none (`[]`). A change updates it in place; an edit in the app
   * shows as drift.
   */
  readonly tags: string[];
  /**
   * Whether the monitor runs on its schedule (default true). A change goes through the toggle
   * endpoint; a monitor switched on or off in the app shows as drift, and the next `up` sets it
   * back.
   */
  readonly enabled: boolean;
  /**
   * The e-mail address of the monitor's owner. Optional; left out, the monitor has none, and an
   * owner set in the app shows as drift (the next `up` clears it). A change updates it in place.
   */
  readonly owner?: string;
  /**
   * What the monitor is for. Optional; left out, the monitor has none, and one set in the app shows
   * as drift (the next `up` clears it). A change updates it in place.
   */
  readonly description?: string;
  /**
   * What deleting the resource does to the monitor, as Datafold's dangling-monitor strategy:
   * `"delete"` (default) deletes it; `"pause"` disables it and leaves it in Datafold. Kept in state
   * only: a change makes no request.
   */
  readonly onDelete: "delete" | "pause";
  /**
   * Adopt an existing monitor instead of creating one (Pulumi's `import` option does not work for
   * dynamic resources): create reads that monitor, refuses one of another kind or on another data
   * source or definition, updates it to these inputs and manages it from then on; no second monitor
   * is made. Used by create only: a later change makes no request.
   */
  readonly adoptMonitorId?: number;
}

/** What every monitor kind reports: its inputs as state holds them, then its outputs. */
export interface MonitorCommonOutputFields {
  /**
   * The monitor's name, as the Datafold app shows it. Required. A change updates it in place; a
   * name changed in the app shows as drift on refresh, and the next `up` sets it back.
   */
  readonly name: pulumi.Output<string>;
  /**
   * When the monitor runs: `{ interval: { every: "hour" } }`,
   * `{ interval: { every: "day", hour: 6 } }` (or `utcAt: "06:30"`), `{ cron: "0 6 * * *" }`, or
   * `{ type: "none" }` (only when asked to). Required. A change updates it in place; an edit in the
   * app shows as drift.
   */
  readonly schedule: pulumi.Output<MonitorIntervalSchedule | MonitorCronSchedule | MonitorNoneSchedule>;
  /**
   * Where alerts go, each destination discriminated by `type`:
   * `{ type: "email", recipients: [...] }`, `{ type: "slack", integration, channel, mentions? }`,
   * `{ type: "teams", integration, channel, mentions? }`, `{ type: "pagerduty", integration }`,
   * `{ type: "webhook", integration }`, each with optional `features`. Default none (`[]`). A
   * change updates it in place; an edit in the app shows as drift.
   */
  readonly notifications: pulumi.Output<(MonitorEmailNotification | MonitorPagerDutyNotification | MonitorWebhookNotification | MonitorSlackNotification | MonitorTeamsNotification)[]>;
  /**
   * Tags, in the order given. Default none (`[]`). A change updates it in place; an edit in the app
   * shows as drift.
   */
  readonly tags: pulumi.Output<string[]>;
  /**
   * Whether the monitor runs on its schedule (default true). A change goes through the toggle
   * endpoint; a monitor switched on or off in the app shows as drift, and the next `up` sets it
   * back.
   */
  readonly enabled: pulumi.Output<boolean>;
  /** The `owner` input; absent when it was left out. A change updates it in place. */
  readonly owner: pulumi.Output<string | undefined>;
  /** The `description` input; absent when it was left out. A change updates it in place. */
  readonly description: pulumi.Output<string | undefined>;
  /** The `onDelete` input, or "delete" when it was left out. A change updates it in place. */
  readonly onDelete: pulumi.Output<"delete" | "pause">;
  /** The `adoptMonitorId` input; absent when it was left out. A change updates it in place. */
  readonly adoptMonitorId: pulumi.Output<number | undefined>;
  /** The monitor's id in Datafold (the resource's id, as text, is the same number). */
  readonly monitorId: pulumi.Output<number>;
  /** The monitor's kind as Datafold reports it: `"metric"`, `"diff"`, `"schema"` or `"test"`. */
  readonly monitorType: pulumi.Output<string>;
}
