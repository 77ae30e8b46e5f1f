/**
 * The whole reading of a MonitorsFromYaml, without Pulumi: the files the arguments name, their
 * monitors merged, each converted to its resource's inputs and checked. Every problem of every
 * monitor is gathered into one error, so a user fixes them in one go, before any request.
 */
import * as path from "node:path";
import { describeValue } from "../core/describe-value";
import { InvalidArgumentError } from "../core/errors";
import { expandFileArgs } from "./files";
import { loadAndMerge } from "./load";
import { convertMonitor, type ConvertedMonitor, type SharedSettings } from "./to-inputs";
import type { MonitorKindName } from "./yaml-shapes";

/** What the reading needs of a MonitorsFromYaml's arguments. */
export interface ReadMonitorsOptions {
  readonly files: readonly string[];
  readonly baseDir?: string;
  readonly ignoreNonMonitorsFiles?: boolean;
  /** Settings put on every monitor, as far as they are known in the program. */
  readonly shared?: SharedSettings;
  /** Where warnings go (skipped files, keys the schema does not have). */
  readonly warn: (message: string) => void;
}

export interface MonitorToCreate extends ConvertedMonitor {
  readonly kind: MonitorKindName;
}

/** What the files hold: their monitors, in file order, and every problem of every monitor. */
export interface MonitorsReading {
  /** The monitors that passed their check. */
  readonly monitors: MonitorToCreate[];
  /** One line per problem of any monitor: `file:line: monitors.slug.path: reason`. */
  readonly failures: string[];
}

/**
 * The monitors of the files, each converted and checked, and the problems found, listed rather
 * than thrown: for a caller that says each problem on its own (the Terraform data source, one
 * diagnostic each). A problem of the files themselves (a missing file, invalid YAML, a slug in
 * two files) is still thrown, as there are no monitors to speak of.
 */
export function readMonitorsOfFiles(options: ReadMonitorsOptions): MonitorsReading {
  const baseDir = path.resolve(options.baseDir ?? process.cwd());
  const sources = loadAndMerge(expandFileArgs(options.files, baseDir), { ignoreNonMonitorsFiles: options.ignoreNonMonitorsFiles, warn: options.warn });
  const converted = sources.map((source) => convertMonitor(source, options.shared));
  for (const monitor of converted) monitor.warnings.forEach(options.warn);
  const failures = converted.flatMap((monitor) => monitor.failures);
  return { monitors: converted.filter((monitor) => monitor.failures.length === 0) as MonitorToCreate[], failures };
}

/** The monitors of the files, in file order; throws one error listing every problem. */
export function readMonitors(component: string, options: ReadMonitorsOptions): MonitorToCreate[] {
  if (!Array.isArray(options.files) || options.files.length === 0 || options.files.some((f) => typeof f !== "string" || f === "")) {
    throw new InvalidArgumentError(
      "files",
      `MonitorsFromYaml "${component}": files must be a non-empty array of paths or glob patterns, such as ["monitors/**/*.yaml"]; got ${describeValue(options.files)}.`,
    );
  }
  const { monitors, failures } = readMonitorsOfFiles(options);
  if (failures.length > 0) {
    throw new InvalidArgumentError(
      "files",
      `MonitorsFromYaml "${component}": ${failures.length === 1 ? "1 problem" : `${failures.length} problems`} in the monitors YAML; nothing was created or changed. Fix ${failures.length === 1 ? "it" : "them"} and run again:\n` +
        failures.map((failure) => `  ${failure}`).join("\n"),
    );
  }
  return monitors;
}
