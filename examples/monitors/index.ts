// pulumi-datafold monitors as code: Datafold's own monitors YAML (monitors/*.yaml, the files
// `datafold monitors provision` takes), one Pulumi resource per monitor, with a preview that
// shows each field's change, drift checks, and the owner every monitor must have.
//
// Credentials come from the stack config or the environment, never from this program:
//   datafold:apiKey / DATAFOLD_API_KEY
//   datafold:host / DATAFOLD_HOST   (default https://app.datafold.com)
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();

// Every slug of every file becomes a monitor, named `monitors-<slug>`: moving a slug to another
// file changes nothing. A slug removed from the files deletes its monitor; with
// `onRemoved: "pause"` (Datafold's dangling-monitor strategy) it would be switched off instead.
const monitors = new datafold.MonitorsFromYaml("monitors", {
  files: ["monitors/*.yaml"],
  owner: config.get("owner") ?? "data-team@example.com",
});

// A monitor written in TypeScript sits beside the YAML ones: the freshness of the orders table.
const freshness = new datafold.MetricMonitor("orders-freshness", {
  name: "Orders freshness",
  connectionId: 7,
  metric: { type: "table", table: "analytics.orders", metric: "freshness" },
  schedule: { interval: { every: "hour" } },
  alert: { type: "absolute", max: 180 },
  notifications: [{ type: "email", recipients: ["data-team@example.com"] }],
  owner: "data-team@example.com",
  tags: ["orders", "pulumi"],
});

export const monitorIds = monitors.monitors;
export const freshnessMonitorId = freshness.monitorId;
