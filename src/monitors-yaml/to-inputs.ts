/**
 * A monitor of Datafold's monitors YAML as the inputs of its resource (MetricMonitor,
 * SchemaChangeMonitor, DataTestMonitor, DataDiffMonitor), checked by that resource's own
 * check, so the vendor's rules are stated once. Where the YAML and the inputs differ:
 *
 * - keys are snake_case there, camelCase here (the user's own names, such as columns, kept);
 * - `name` is optional there: it defaults to the slug;
 * - `id` (an existing monitor) is `adoptMonitorId`;
 * - null for an optional field means absent;
 * - a schedule's `type` tag (`hourly`, `daily`, `crontab`) is dropped, and a schedule with
 *   neither `interval` nor `cron` is `{ type: "none" }`;
 * - a key the schema does not have is reported (file, slug, path) and ignored, as Datafold's
 *   server ignores it: a typo is never lost silently.
 *
 * Every failure names the file, the line, and the YAML's own path
 * (`monitors/a.yaml:12: monitors.orders_rows.metric.metric: must be ...`).
 */
import { describeValue } from "../core/describe-value";
import { valueAt } from "../core/value-at";
import { checkInputs } from "../kit/check-inputs";
import type { CheckFailure } from "../kit/check-failure";
import { DATA_DIFF_MONITOR_INPUTS, dataDiffMonitorResource } from "../provider/monitors/data-diff-monitor";
import { DATA_TEST_MONITOR_INPUTS, dataTestMonitorResource } from "../provider/monitors/data-test-monitor";
import { METRIC_MONITOR_INPUTS, metricMonitorResource } from "../provider/monitors/metric-monitor";
import { SCHEMA_CHANGE_MONITOR_INPUTS, schemaChangeMonitorResource } from "../provider/monitors/schema-change-monitor";
import type { MonitorSource } from "./load";
import { camel, MONITOR_SPECS, type MonitorKindName, type Shape } from "./yaml-shapes";

/** The resource each YAML `type` becomes. */
export const MONITOR_RESOURCES: Readonly<Record<MonitorKindName, string>> = { metric: "MetricMonitor", schema: "SchemaChangeMonitor", test: "DataTestMonitor", diff: "DataDiffMonitor" };

/** Each kind's resource check: its input fields, then its rules across them. */
const CHECKS: Readonly<Record<MonitorKindName, (inputs: Record<string, unknown>) => CheckFailure[]>> = {
  metric: (inputs) => checkInputs("MetricMonitor", METRIC_MONITOR_INPUTS, metricMonitorResource.definition.checkRules, inputs).failures,
  schema: (inputs) => checkInputs("SchemaChangeMonitor", SCHEMA_CHANGE_MONITOR_INPUTS, schemaChangeMonitorResource.definition.checkRules, inputs).failures,
  test: (inputs) => checkInputs("DataTestMonitor", DATA_TEST_MONITOR_INPUTS, dataTestMonitorResource.definition.checkRules, inputs).failures,
  diff: (inputs) => checkInputs("DataDiffMonitor", DATA_DIFF_MONITOR_INPUTS, dataDiffMonitorResource.definition.checkRules, inputs).failures,
};

/** What the component sets on every monitor besides the YAML, as far as it is known in the program (for the check). */
export interface SharedSettings {
  readonly owner?: string;
  readonly onDelete?: string;
  readonly tags?: readonly string[];
}

export interface ConvertedMonitor {
  readonly slug: string;
  /** The YAML's `type`, when it is one of the four. */
  readonly kind?: MonitorKindName;
  /** The resource's inputs (camelCase), from the YAML and the shared settings. */
  readonly inputs: Record<string, unknown>;
  /** One line per failure: `file:line: monitors.slug.path: reason`. */
  readonly failures: string[];
  /** One line per key the schema does not have. */
  readonly warnings: string[];
}

type Segment = string | number;
const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
/** A path as check failures spell it: `datadiff.datasetA.table`, `notifications[1].type`. */
const pathText = (segments: readonly Segment[]) => segments.map((s, i) => (typeof s === "number" ? `[${s}]` : `${i === 0 ? "" : "."}${s}`)).join("");
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * YAML 1.1 (PyYAML's, and so Datafold's CLI's) reads an unquoted `16:30` as the base-60
 * number 990: a time of day that came out as a number gets a hint to quote it.
 */
function unquotedTimeHint(spec: unknown, path: readonly Segment[]): string {
  if (path.at(-1) !== "utc_at" || typeof valueAt(spec, path) !== "number") return "";
  return ' (YAML 1.1 reads an unquoted time such as 16:30 as a base-60 number: quote it, such as utc_at: "16:30")';
}

/** Converts one monitor's spec and checks it as its resource would. */
export function convertMonitor(source: MonitorSource, shared: SharedSettings = {}): ConvertedMonitor {
  const root: Segment[] = ["monitors", source.slug];
  const failures: string[] = [];
  const warnings: string[] = [];
  const at = (yamlPath: readonly Segment[]) => {
    const line = source.lineOf(yamlPath);
    return `${source.file}${line === undefined ? "" : `:${line}`}: ${pathText(yamlPath)}`;
  };
  const spec = source.spec;
  if (!isMapping(spec)) {
    failures.push(`${at(root)}: must be a mapping of the monitor's settings, with a type (metric, schema, test or diff); got ${describeValue(spec)}.`);
    return { slug: source.slug, inputs: {}, failures, warnings };
  }
  const kind = spec.type;
  if (typeof kind !== "string" || !Object.hasOwn(MONITOR_SPECS, kind)) {
    failures.push(`${at([...root, "type"])}: must be "metric", "schema", "test" or "diff" (the monitor's kind); got ${describeValue(kind)}.`);
    return { slug: source.slug, inputs: {}, failures, warnings };
  }
  const monitorKind = kind as MonitorKindName;

  // Where each place of the inputs came from in the YAML, to name the YAML's path in failures.
  const origins = new Map<string, Segment[]>([["", root]]);
  const walk = (value: unknown, shape: Shape, yamlPath: Segment[], inputPath: Segment[]): unknown => {
    origins.set(pathText(inputPath), yamlPath);
    switch (shape.kind) {
      case "value":
        return value;
      case "list":
        return Array.isArray(value) ? value.map((item, i) => walk(item, shape.of, [...yamlPath, i], [...inputPath, i])) : value;
      case "map":
        return isMapping(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, shape.of, [...yamlPath, k], [...inputPath, k])])) : value;
      case "choice": {
        const member = isMapping(value) ? shape.choose(value) : undefined;
        // No member fits (a tag the schema does not have): passed on, for the check to say what is allowed.
        return member === undefined ? value : walk(value, member, yamlPath, inputPath);
      }
      case "object": {
        if (!isMapping(value)) return value;
        const out: Record<string, unknown> = {};
        for (const [key, v] of Object.entries(value)) {
          if (v === null || v === undefined) continue;
          // Own keys only: a YAML key such as `constructor` must not find Object's.
          const tag = shape.tags !== undefined && Object.hasOwn(shape.tags, key) ? shape.tags[key] : undefined;
          if (tag !== undefined) {
            if (v !== tag) failures.push(`${at([...yamlPath, key])}: must be "${tag}" here, or left out; got ${describeValue(v)}.`);
            continue;
          }
          const known = Object.hasOwn(shape.keys, key) ? shape.keys[key] : undefined;
          if (known === undefined) {
            warnings.push(`${at([...yamlPath, key])}: not a key of Datafold's monitors YAML schema here, so it is ignored (the keys are ${Object.keys(shape.keys).join(", ")}). Check its spelling.`);
            continue;
          }
          const name = known.to ?? camel(key);
          out[name] = walk(v, known.shape, [...yamlPath, key], [...inputPath, name]);
        }
        for (const [key, v] of Object.entries(shape.fill ?? {})) if (!(key in out)) out[key] = v;
        return out;
      }
    }
  };
  const converted = walk(spec, MONITOR_SPECS[monitorKind], root, []) as Record<string, unknown>;
  // The YAML's `type` chose the resource; it is not one of its inputs.
  delete converted.type;
  if (converted.name === undefined) converted.name = source.slug;
  if (shared.tags !== undefined && shared.tags.length > 0) converted.tags = Array.isArray(converted.tags) ? [...(converted.tags as unknown[]), ...shared.tags] : converted.tags ?? [...shared.tags];
  const inputs = { ...converted, ...(shared.owner === undefined ? {} : { owner: shared.owner }), ...(shared.onDelete === undefined ? {} : { onDelete: shared.onDelete }) };

  for (const failure of CHECKS[monitorKind](inputs)) failures.push(describeFailure(failure));
  return { slug: source.slug, kind: monitorKind, inputs, failures, warnings };

  /**
   * A check failure, its place in the inputs (the failure's path, as data) put back as the
   * YAML's: the longest start of it that the YAML had, then the rest spelt as the YAML would.
   * The reason is the failure's problem after the place, or its whole sentence for a rule across
   * inputs.
   */
  function describeFailure(failure: CheckFailure): string {
    const path: readonly Segment[] = failure.path ?? [failure.property];
    let known = 0;
    for (let length = path.length; length > 0; length--) {
      if (origins.has(pathText(path.slice(0, length)))) {
        known = length;
        break;
      }
    }
    const base = origins.get(pathText(path.slice(0, known)))!;
    const tail = path.slice(known).map((key) => (typeof key === "number" ? key : snake(key)));
    const yamlPath = [...base, ...tail];
    const described = failure.problem ?? failure.reason;
    const fromSettings = base === root && tail.length === 1 && (tail[0] === "owner" || tail[0] === "on_delete") && !(isMapping(spec) && tail[0] in spec);
    if (fromSettings) return `MonitorsFromYaml ${tail[0] === "owner" ? "owner" : "onRemoved"} (set on every monitor, here ${pathText(root)}): ${described}`;
    return `${at(yamlPath)}: ${described}${unquotedTimeHint(spec, yamlPath.slice(2))}`;
  }
}
