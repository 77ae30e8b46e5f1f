import { describeValue } from "../../core/describe-value";
import { InvalidArgumentError } from "../../core/errors";
import { UNKNOWN_VALUE } from "../../kit/unknown-value";
import { REMOVAL_STRATEGIES } from "../../monitors-yaml/component-spec";
import { readMonitorsOfFiles, type MonitorsReading } from "../../monitors-yaml/read-monitors";
import { MONITOR_RESOURCES } from "../../monitors-yaml/to-inputs";
import type { Diagnostic, TfValue } from "../protocol/terraform-provider-interface";
import { kitFromTerraform, TerraformShapeError, terraformFromKit } from "../shapes/kit-values";
import { MONITORS_YAML_DATA_SOURCE, monitorsAttributeName, resourceTypeName } from "../shapes/naming";
import type { TfAttribute } from "../shapes/terraform-schema-file";
import { dataSourceSchema, inputAttributes, resourceSchema } from "./terraform-schema";

/*
 * The data source datafold_monitors_yaml: the Pulumi component MonitorsFromYaml's reading of
 * Datafold's monitors YAML (src/monitors-yaml/read-monitors.ts), for OpenTofu, which has no
 * components. The files are read where the provider runs (its working directory is OpenTofu's,
 * or `base_dir`), each monitor converted and checked by its resource's own check, and given back
 * per kind, by slug, as that resource's input attributes (terraformFromKit), so that the module
 * terraform/modules/monitors-from-yaml declares one resource per slug with them.
 *
 * Each problem of a monitor is an error diagnostic of its own, its text as the component says it
 * (`monitors/b.yaml:6: monitors.orders_rows.metric.metric: must be ...`): the place is the YAML's,
 * in the YAML's names, which the user edits. A warning of the reading (a skipped file, a key the
 * schema does not have) is a warning diagnostic.
 */

type TfObject = { readonly [name: string]: TfValue };

const INVALID_ARGUMENT = `Invalid ${MONITORS_YAML_DATA_SOURCE} argument`;
const INVALID_YAML = "Invalid monitors YAML";
const UNREADABLE = "Cannot read the monitors YAML";

/** The data source's arguments (the component's), as the schema gives them. */
function argumentAttributes(): readonly TfAttribute[] {
  return dataSourceSchema(MONITORS_YAML_DATA_SOURCE).attributes.filter((attribute) => attribute.required === true || attribute.optional === true);
}

/**
 * A message of the reading in this data source's terms: its arguments by their snake_case names
 * (`baseDir` is `base_dir`; "set ignoreNonMonitorsFiles: true" is "set ignore_non_monitors_files = true").
 * Only these names: the rest of the text names the user's files and YAML, which stay as they are.
 */
function inArgumentNames(message: string, args: readonly TfAttribute[]): string {
  let text = message;
  for (const attribute of args) {
    if (attribute.key === attribute.name) continue;
    text = text.replace(new RegExp(`\\b${attribute.key}\\b(: )?`, "g"), (_match, colon: string | undefined) => (colon === undefined ? attribute.name : `${attribute.name} = `));
  }
  return text;
}

/** The rules of the arguments themselves, which the reading does not check (values not known yet skipped). */
function argumentDiagnostics(values: Readonly<Record<string, unknown>>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const { files, onRemoved } = values;
  if (files !== undefined && files !== UNKNOWN_VALUE && (!Array.isArray(files) || files.length === 0 || files.some((file) => typeof file !== "string" || file === ""))) {
    diagnostics.push({
      severity: "error",
      summary: INVALID_ARGUMENT,
      detail: `files must list one or more paths or glob patterns, none empty, such as ["monitors/**/*.yaml"]; got ${Array.isArray(files) ? (files.length === 0 ? "an empty list" : JSON.stringify(files)) : describeValue(files)}.`,
      attribute: ["files"],
    });
  }
  if (onRemoved !== undefined && onRemoved !== UNKNOWN_VALUE && !(REMOVAL_STRATEGIES as readonly unknown[]).includes(onRemoved)) {
    diagnostics.push({ severity: "error", summary: INVALID_ARGUMENT, detail: `on_removed must be "delete" or "pause" (or left out: "delete"); got ${describeValue(onRemoved, "text")}.`, attribute: ["on_removed"] });
  }
  return diagnostics;
}

/** ValidateDataResourceConfig: the arguments' own rules; the files are read when OpenTofu plans. */
export function validateMonitorsYaml(config: TfObject): Diagnostic[] {
  return argumentDiagnostics(kitFromTerraform(argumentAttributes(), config).bag);
}

/** MonitorsFromYaml's words for a setting the resources' check refused on every monitor (src/monitors-yaml/to-inputs.ts). */
const SETTING_FAILURE = /^MonitorsFromYaml (owner|onRemoved) \(/;

/** One problem of a monitor as its own error: the YAML's file, line and path, or the argument set on every monitor. */
function failureDiagnostic(failure: string, args: readonly TfAttribute[]): Diagnostic {
  const setting = SETTING_FAILURE.exec(failure);
  if (setting === null) return { severity: "error", summary: INVALID_YAML, detail: failure, attribute: ["files"] };
  const name = args.find((attribute) => attribute.key === setting[1])?.name ?? setting[1]!;
  return { severity: "error", summary: INVALID_ARGUMENT, detail: failure.replace(SETTING_FAILURE, `${name} (`), attribute: [name] };
}

/** Each kind's monitors by slug, as that kind's resource's input attributes; a value the schema cannot hold is an error naming the monitor. */
function monitorsByKind(reading: MonitorsReading): { results: Record<string, Record<string, TfObject>>; diagnostics: Diagnostic[] } {
  const results: Record<string, Record<string, TfObject>> = {};
  for (const kitName of Object.values(MONITOR_RESOURCES)) results[monitorsAttributeName(kitName)] = {};
  const diagnostics: Diagnostic[] = [];
  for (const monitor of reading.monitors) {
    const kitName = MONITOR_RESOURCES[monitor.kind];
    try {
      results[monitorsAttributeName(kitName)]![monitor.slug] = terraformFromKit(inputAttributes(resourceSchema(resourceTypeName(kitName))), monitor.inputs);
    } catch (error) {
      if (!(error instanceof TerraformShapeError)) throw error;
      diagnostics.push({ severity: "error", summary: INVALID_YAML, detail: `monitors.${monitor.slug}: ${error.message}.`, attribute: ["files"] });
    }
  }
  return { results, diagnostics };
}

/** ReadDataSource: the files read, merged and checked; the arguments as given, and each kind's monitors by slug. */
export async function readMonitorsYaml(config: TfObject): Promise<{ state?: TfObject; diagnostics?: Diagnostic[] }> {
  const args = argumentAttributes();
  const { bag } = kitFromTerraform(args, config);
  const notKnown = args.filter((attribute) => bag[attribute.key] === UNKNOWN_VALUE);
  if (notKnown.length > 0) {
    return {
      diagnostics: notKnown.map((attribute) => ({
        severity: "error",
        summary: INVALID_ARGUMENT,
        detail: `${attribute.name} is not known when OpenTofu plans: the monitors YAML is read then, as for_each needs its slugs. Give it a variable or a literal, not another resource's attribute.`,
        attribute: [attribute.name],
      })),
    };
  }
  const invalid = argumentDiagnostics(bag);
  if (invalid.length > 0) return { diagnostics: invalid };

  const warnings: Diagnostic[] = [];
  let reading: MonitorsReading;
  try {
    reading = readMonitorsOfFiles({
      files: bag.files as string[],
      baseDir: bag.baseDir as string | undefined,
      ignoreNonMonitorsFiles: bag.ignoreNonMonitorsFiles as boolean | undefined,
      shared: { owner: bag.owner as string | undefined, onDelete: bag.onRemoved as string | undefined, tags: bag.tags as string[] | undefined },
      warn: (message) => void warnings.push({ severity: "warning", summary: "Monitors YAML", detail: message, attribute: ["files"] }),
    });
  } catch (error) {
    // A problem of the files themselves (missing, not YAML, a slug in two files): no monitor to speak of.
    if (!(error instanceof InvalidArgumentError)) throw error;
    const attribute = args.find((candidate) => candidate.key === error.argument)?.name ?? "files";
    return { diagnostics: [...warnings, { severity: "error", summary: UNREADABLE, detail: inArgumentNames(error.message, args), attribute: [attribute] }] };
  }
  if (reading.failures.length > 0) return { diagnostics: [...warnings, ...reading.failures.map((failure) => failureDiagnostic(failure, args))] };

  const { results, diagnostics } = monitorsByKind(reading);
  if (diagnostics.length > 0) return { diagnostics: [...warnings, ...diagnostics] };
  const given: Record<string, TfValue> = Object.fromEntries(args.map((attribute) => [attribute.name, config[attribute.name] ?? null]));
  return { state: { ...given, ...results }, diagnostics: warnings };
}
