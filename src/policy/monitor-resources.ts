import { checkFields } from "../kit/check-inputs";
import { monitorNameInput, monitorSettingsInputs } from "../provider/monitors/monitor-inputs";
import { isUnknown, UNKNOWN_VALUE } from "../kit/unknown-value";
import type { DataDiffMonitorCheckedInputs } from "../resources/generated/data-diff-monitor";
import type { DataTestMonitorCheckedInputs } from "../resources/generated/data-test-monitor";
import type { MetricMonitorCheckedInputs } from "../resources/generated/metric-monitor";
import type { SchemaChangeMonitorCheckedInputs } from "../resources/generated/schema-change-monitor";

/**
 * The type the Pulumi engine records for each monitor resource, by the resource's name: as for
 * `PROXY_TOKEN_TYPE`, `pulumi-nodejs:dynamic/datafold:<name>` from the module and type each
 * class passes to `super`. A component that makes monitors (such as one reading a monitors
 * YAML file) makes resources of these same types, so the monitor policies judge them too.
 * `test/e2e/policy-pack.test.ts` compares these with the types the CLI writes into state.
 */
export const MONITOR_TYPES = {
  MetricMonitor: "pulumi-nodejs:dynamic/datafold:MetricMonitor",
  SchemaChangeMonitor: "pulumi-nodejs:dynamic/datafold:SchemaChangeMonitor",
  DataTestMonitor: "pulumi-nodejs:dynamic/datafold:DataTestMonitor",
  DataDiffMonitor: "pulumi-nodejs:dynamic/datafold:DataDiffMonitor",
} as const;

/**
 * The type of each monitor resource of the provider plugin (Python, Go and YAML programs), by
 * the resource's name: the schema's token, `datafold:index:<name>`. The children of the
 * plugin's `MonitorsFromYaml` component are resources of these types too. The engine hands a
 * policy their checked inputs under the schema's property names, the TypeScript inputs' own,
 * so the monitor policies judge both routes alike. `src/policy/plugin-route.test.ts`
 * compares these with the schema, `test/e2e/policy-pack-plugin.test.ts` with state.
 */
export const PLUGIN_MONITOR_TYPES = {
  MetricMonitor: "datafold:index:MetricMonitor",
  SchemaChangeMonitor: "datafold:index:SchemaChangeMonitor",
  DataTestMonitor: "datafold:index:DataTestMonitor",
  DataDiffMonitor: "datafold:index:DataDiffMonitor",
} as const satisfies Record<keyof typeof MONITOR_TYPES, string>;

/** The name of a monitor resource kind: `MetricMonitor`. */
export type MonitorKind = keyof typeof MONITOR_TYPES;

/** The inputs every monitor kind has, as its provider's `check` returns them. */
export type MonitorSettings = Pick<
  MetricMonitorCheckedInputs | SchemaChangeMonitorCheckedInputs | DataTestMonitorCheckedInputs | DataDiffMonitorCheckedInputs,
  "name" | "schedule" | "notifications" | "tags" | "owner"
>;

/**
 * The shared inputs' fields, as every kind's provider checks them (src/provider/monitors/monitor-inputs.ts).
 * A kind's own inputs (its metric, data diff, test) are no policy's concern here, and the
 * kinds' cross-input rules read only those.
 */
const SETTINGS_FIELDS = (() => {
  const { schedule, notifications, tags, owner } = monitorSettingsInputs();
  return { name: monitorNameInput, schedule, notifications, tags, owner };
})();

/**
 * A monitor's shared inputs as the provider reads them: defaults applied (`notifications` and
 * `tags` are `[]` when left out), null is "not set". An input whose value, or any part of it,
 * is not known yet (a preview of an input computed from another resource's output) is named
 * in `unknown`; one the provider's `check` refuses is named in `invalid` (the engine reports
 * it from `check`, with the reason). Neither is in `inputs`, so a policy does not judge it.
 */
export interface ReadMonitorSettings {
  readonly kind: MonitorKind;
  readonly inputs: Partial<MonitorSettings>;
  readonly unknown: ReadonlySet<string>;
  readonly invalid: ReadonlySet<string>;
}

/** The kind of a monitor resource of this package, of either route, by its type; undefined for any other resource. */
export function monitorKind(resource: { readonly type: string }): MonitorKind | undefined {
  return (Object.keys(MONITOR_TYPES) as MonitorKind[]).find((kind) => MONITOR_TYPES[kind] === resource.type || PLUGIN_MONITOR_TYPES[kind] === resource.type);
}

/** True when the resource is one of this package's monitors (`MetricMonitor`, `SchemaChangeMonitor`, `DataTestMonitor`, `DataDiffMonitor`), of either route. */
export function isMonitor(resource: { readonly type: string }): boolean {
  return monitorKind(resource) !== undefined;
}

/**
 * Reads a monitor's shared inputs with the provider's own field rules. As for a ProxyToken,
 * the property descriptors give the values under `@pulumi/policy`'s unknown-checking proxy.
 * Unlike a token's inputs these are objects and arrays, so a value not known yet may sit inside
 * one (`schedule: { cron: <unknown> }`, one unknown tag): the whole input counts as unknown then.
 */
export function readMonitorSettings(kind: MonitorKind, props: Record<string, unknown>): ReadMonitorSettings {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(SETTINGS_FIELDS)) {
    const value = Object.getOwnPropertyDescriptor(props, key)?.value;
    // Given as wholly unknown, so that check neither parses the sentinel as a string nor applies a default.
    raw[key] = containsUnknown(value) ? UNKNOWN_VALUE : value;
  }
  const { values, unknown, failures } = checkFields(kind, SETTINGS_FIELDS, raw);
  const invalid = new Set(failures.map((failure) => failure.property.split(/[.[]/)[0]!));
  const known: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (!invalid.has(key)) known[key] = value;
  return { kind, inputs: known as Partial<MonitorSettings>, unknown, invalid };
}

function containsUnknown(value: unknown): boolean {
  if (isUnknown(value)) return true;
  if (Array.isArray(value)) return value.some(containsUnknown);
  if (typeof value === "object" && value !== null) return Object.values(value).some(containsUnknown);
  return false;
}
