/**
 * What both MonitorsFromYaml components do once their component resource is registered: read
 * the files (./read-monitors.ts) and register one child monitor per slug, named
 * `<component>-<slug>`, under the component. They differ only in the child they register: the
 * TypeScript class (src/resources/monitors-from-yaml.ts) a dynamic resource, the plugin's
 * component (src/plugin/plugin-components.ts) the plugin's own `datafold:index:<Kind>Monitor`.
 */
import * as pulumi from "@pulumi/pulumi";
import { describeValue } from "../core/describe-value";
import { InvalidArgumentError } from "../core/errors";
import { printedAsMessage } from "../functions/printed-as-message";
import { REMOVAL_STRATEGIES, type RemovalStrategy } from "./component-spec";
import { readMonitors } from "./read-monitors";
import type { MonitorKindName } from "./yaml-shapes";

/** The arguments, as far as the reading needs them known: everything but the owner is plain. */
export interface YamlMonitorsArgs {
  readonly files: readonly string[];
  readonly baseDir?: string;
  readonly ignoreNonMonitorsFiles?: boolean;
  readonly owner?: pulumi.Input<string>;
  readonly onRemoved?: RemovalStrategy;
  readonly tags?: readonly string[];
}

/** A child monitor, as far as the component reads it: its id in Datafold. */
export interface YamlMonitorChild {
  readonly monitorId: pulumi.Output<number>;
}

/** Registers one child: the resource of the monitor's kind, with inputs the YAML check has passed. */
export type RegisterChild<Child extends YamlMonitorChild> = (kind: MonitorKindName, name: string, inputs: Record<string, unknown>, opts: pulumi.CustomResourceOptions) => Child;

export interface YamlMonitors<Child extends YamlMonitorChild> {
  /** The children, by slug. */
  readonly bySlug: Readonly<Record<string, Child>>;
  /** Each monitor's id in Datafold, by slug. */
  readonly monitors: pulumi.Output<Record<string, number>>;
}

/**
 * Reads the files and registers the children under `component`. A problem with the arguments
 * or the files is thrown as one error that prints as its message, with no stack trace (the
 * data functions' way, src/functions/printed-as-message.ts): it is the user's files that need
 * fixing, not this package.
 */
export function registerYamlMonitors<Child extends YamlMonitorChild>(
  component: pulumi.ComponentResource,
  name: string,
  args: YamlMonitorsArgs,
  registerChild: RegisterChild<Child>,
  /** Where the warnings' log calls go, for a caller that must wait for them to reach the engine before it fails. */
  logged: Promise<void>[] = [],
): YamlMonitors<Child> {
  try {
    if (args.onRemoved !== undefined && !(REMOVAL_STRATEGIES as readonly unknown[]).includes(args.onRemoved)) {
      throw new InvalidArgumentError("onRemoved", `MonitorsFromYaml "${name}": onRemoved must be "delete" or "pause"; got ${describeValue(args.onRemoved)}.`);
    }
    const monitors = readMonitors(name, {
      files: args.files,
      baseDir: args.baseDir,
      ignoreNonMonitorsFiles: args.ignoreNonMonitorsFiles,
      shared: { ...(typeof args.owner === "string" ? { owner: args.owner } : {}), onDelete: args.onRemoved, tags: args.tags },
      warn: (message) => void logged.push(pulumi.log.warn(message, component)),
    });
    const bySlug: Record<string, Child> = {};
    for (const monitor of monitors) {
      // The owner may be an Output: it is given to each monitor as is (the check above saw it only when plain).
      const inputs = args.owner === undefined ? monitor.inputs : { ...monitor.inputs, owner: args.owner };
      bySlug[monitor.slug] = registerChild(monitor.kind, `${name}-${monitor.slug}`, inputs, { parent: component });
    }
    const ids = pulumi.all(Object.fromEntries(Object.entries(bySlug).map(([slug, child]) => [slug, child.monitorId])));
    return { bySlug, monitors: ids };
  } catch (error) {
    throw printedAsMessage(error);
  }
}
