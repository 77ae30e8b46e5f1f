/**
 * A live monitor ready to be written out: its slug, the resource of its kind, its inputs as
 * GET shows them (./../provider/monitor-spec-from-detail.ts, the same reading `getMonitor`
 * uses), and what GET could not show, each with what to fill in.
 */
import { monitorSpecFromDetail, type MonitorSpecFromDetail } from "../provider/monitors/monitor-spec-from-detail";
import type { MonitorDetail } from "../types/monitor-spec";
import { uniqueSlugs } from "./slugs";

/** The resource class of each kind, as `pulumi-datafold` exports it. */
export const RESOURCE_OF_KIND = {
  metric: "MetricMonitor",
  schema: "SchemaChangeMonitor",
  test: "DataTestMonitor",
  diff: "DataDiffMonitor",
} as const;

export interface ExportedMonitor {
  readonly id: number;
  readonly slug: string;
  readonly kind: MonitorSpecFromDetail["kind"];
  /** The inputs of the kind's resource as far as GET shows them (camelCase), without `onDelete` and `adoptMonitorId`. */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** Required inputs GET does not show (`datadiff.primaryKey`): the monitor is incomplete until they are filled in. */
  readonly missingRequiredFields: readonly string[];
  /** Optional inputs GET does not show (`metric.alertOnMissingData`): written out as unset, which may not be what the monitor has. */
  readonly unshownOptionalFields: readonly string[];
}

/** The inputs in the order the resources document them: what the monitor watches first, then its settings. */
const INPUT_ORDER = ["name", "connectionId", "table", "metric", "query", "test", "datadiff", "schedule", "alert", "notifications", "tags", "enabled", "owner", "description"];

function inDocumentedOrder(inputs: object): Record<string, unknown> {
  const rank = (field: string) => (INPUT_ORDER.includes(field) ? INPUT_ORDER.indexOf(field) : INPUT_ORDER.length);
  return Object.fromEntries(Object.entries(inputs).sort(([a], [b]) => rank(a) - rank(b)));
}

/** The monitors as they will be written, in id order, each with its unique slug. */
export function exportedMonitors(details: readonly MonitorDetail[]): ExportedMonitor[] {
  const slugs = uniqueSlugs(details);
  return [...details]
    .sort((a, b) => a.id - b.id)
    .map((detail) => {
      const shown = monitorSpecFromDetail(detail);
      return {
        id: detail.id,
        slug: slugs.get(detail.id)!,
        kind: shown.kind,
        inputs: inDocumentedOrder(shown.spec),
        missingRequiredFields: shown.missingRequiredFields,
        unshownOptionalFields: shown.unknownFields.filter((field) => !shown.missingRequiredFields.includes(field)),
      };
    });
}

/** What to give for each required input GET does not show, by path. */
const FILL_IN: Readonly<Record<string, string>> = {
  "datadiff.primaryKey": 'the primary key\'s columns, such as ["id"]',
  "datadiff.diffType": '"indb" (both datasets in this one data source) or "inmem" (compared in memory)',
  "test.type": 'the standard test\'s type: "unique", "not_null", "accepted_values", "referential_integrity", "numeric_range" or "custom_template"',
  "test.tables[0].columns": "the columns the test checks",
};

/** What to give for a required input GET does not show (`datadiff.primaryKey`), where there is more to say than its name. */
export function fillInWhat(path: string): string | undefined {
  return FILL_IN[path];
}

/** The TODO line of a required input GET does not show: what to set, and why it is not there. */
export function fillInAdvice(path: string, name: (path: string) => string = (p) => p): string {
  const what = fillInWhat(path);
  return `TODO: set ${name(path)}${what === undefined ? "" : ` to ${what}`}: the Datafold API does not show it, so the export cannot.`;
}

/** The NOTE line of the optional inputs GET does not show. */
export function unshownAdvice(paths: readonly string[], name: (path: string) => string = (p) => p): string {
  return `NOTE: the Datafold API does not show ${paths.map(name).join(", ")}: written as unset; set any the monitor uses.`;
}

/** The object path a field's comment goes on: its parent (`datadiff` for `datadiff.primaryKey`); "" for the monitor itself. */
export function parentPath(path: string): string {
  const cut = Math.max(path.lastIndexOf("."), 0);
  return path.slice(0, cut);
}
