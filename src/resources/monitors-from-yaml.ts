import * as pulumi from "@pulumi/pulumi";
import { registerYamlMonitors } from "../monitors-yaml/register-monitors";
import type { MonitorKindName } from "../monitors-yaml/yaml-shapes";
import { DataDiffMonitor, type DataDiffMonitorArgs } from "./data-diff-monitor";
import { DataTestMonitor, type DataTestMonitorArgs } from "./data-test-monitor";
import { MetricMonitor, type MetricMonitorArgs } from "./metric-monitor";
import { SchemaChangeMonitor, type SchemaChangeMonitorArgs } from "./schema-change-monitor";

/** Any of the four monitor resources a {@link MonitorsFromYaml} creates. */
export type YamlMonitor = MetricMonitor | SchemaChangeMonitor | DataTestMonitor | DataDiffMonitor;

/** The arguments of a {@link MonitorsFromYaml}. */
export interface MonitorsFromYamlArgs {
  /**
   * Datafold monitors YAML files, as `datafold monitors provision` takes them: each a path or a
   * glob pattern (`*`, `?`, `[...]`, `**` for any directories; names starting with `.` only by a
   * pattern starting with `.`). A pattern's matches are read in sorted order; a file named twice
   * is read once. A pattern matching nothing, a missing path or a directory is an error.
   */
  readonly files: readonly string[];
  /** The directory relative paths and patterns are read against. Default: the program's working directory. */
  readonly baseDir?: string;
  /**
   * Skip, with a warning, a file that is not YAML or has no top-level `monitors` mapping,
   * instead of failing (the CLI's `--ignore-non-monitors-files`). Default false. Some file must
   * still have one.
   */
  readonly ignoreNonMonitorsFiles?: boolean;
  /** The owner (an e-mail address) of every monitor; the YAML has no owner. Optional. */
  readonly owner?: pulumi.Input<string>;
  /**
   * What happens to a monitor whose slug leaves the files (or when the component is
   * destroyed), as the CLI's `--dangling-monitors-strategy`: `"delete"` (default) deletes it,
   * `"pause"` disables it and leaves it in Datafold. Each monitor's `onDelete`.
   */
  readonly onRemoved?: "delete" | "pause";
  /** Tags added after each monitor's own. Optional. */
  readonly tags?: readonly string[];
}

/**
 * Datafold monitors as code from the vendor's own YAML: one monitor resource
 * (MetricMonitor, SchemaChangeMonitor, DataTestMonitor or DataDiffMonitor) per slug of the
 * files' `monitors:` mappings, merged as `datafold monitors provision` merges them (a slug in
 * two files is an error naming both). Each child is named `<name>-<slug>`, so moving a
 * monitor from one file to another changes nothing. Every monitor is converted and checked
 * when the program runs, before any request: one error lists every problem, each as
 * `file:line: monitors.<slug>.<path>: reason`; a key the schema does not have is a warning
 * and is ignored. A YAML `name` left out is the slug; `id` adopts that existing monitor.
 *
 * @example
 * const monitors = new datafold.MonitorsFromYaml("monitors", { files: ["monitors/**\/*.yaml"], onRemoved: "pause" });
 * export const monitorIds = monitors.monitors;
 */
export class MonitorsFromYaml extends pulumi.ComponentResource {
  /** Each monitor's id in Datafold, by slug. */
  readonly monitors: pulumi.Output<Record<string, number>>;
  /** The monitor resources, by slug. */
  readonly bySlug: Readonly<Record<string, YamlMonitor>>;

  constructor(name: string, args: MonitorsFromYamlArgs, opts?: pulumi.ComponentResourceOptions) {
    super("datafold:index:MonitorsFromYaml", name, {}, opts);
    const { bySlug, monitors } = registerYamlMonitors(this, name, args, createMonitor);
    this.bySlug = bySlug;
    this.monitors = monitors;
    this.registerOutputs({ monitors: this.monitors });
  }
}

/** The resource of a kind, from inputs the YAML check has passed. */
function createMonitor(kind: MonitorKindName, name: string, inputs: object, opts: pulumi.CustomResourceOptions): YamlMonitor {
  switch (kind) {
    case "metric":
      return new MetricMonitor(name, inputs as MetricMonitorArgs, opts);
    case "schema":
      return new SchemaChangeMonitor(name, inputs as SchemaChangeMonitorArgs, opts);
    case "test":
      return new DataTestMonitor(name, inputs as DataTestMonitorArgs, opts);
    case "diff":
      return new DataDiffMonitor(name, inputs as DataDiffMonitorArgs, opts);
  }
}
