/**
 * `pulumi-datafold export-monitors`: reads the account's live monitors (filtered by tag, kind
 * and id) and writes them as a Pulumi TypeScript program or as Datafold's monitors YAML, each
 * adopting its monitor, as a file for `pulumi import --file` (Python, Go and YAML stacks), or
 * as an OpenTofu/Terraform configuration that imports them. Settings come from the environment,
 * as for every client (DATAFOLD_API_KEY, DATAFOLD_HOST, DATAFOLD_TIMEOUT_MS, ...).
 */
import { parseArgs } from "node:util";
import { DatafoldClient } from "../client/main-service/datafold-client";
import { MonitorType } from "../schemas/monitor";
import type { MonitorType as MonitorKind } from "../types/monitor";
import { exportedMonitors, type ExportedMonitor } from "../export/exported-monitor";
import { monitorsYaml } from "../export/monitors-yaml";
import { selectMonitors, type MonitorFilters } from "../export/select-monitors";
import { typescriptProgram } from "../export/typescript-program";
import { pulumiImportFile } from "../export/pulumi-import-file";
import { connectionIdsOf, connectionLookups } from "../export/connection-lookups";
import { terraformConfiguration, terraformMonitors } from "../export/terraform-configuration";
import { TERRAFORM_SCHEMA } from "../terraform/provider/terraform-schema";
import { UsageError, type CommandIo } from "./command-io";

export const EXPORT_MONITORS_HELP = `Usage: pulumi-datafold export-monitors [options]

Writes the live monitors of a Datafold account as code that adopts them, so that they can be
managed from then on without being created again:
  --format typescript  a Pulumi TypeScript program: one MetricMonitor, SchemaChangeMonitor,
                       DataTestMonitor or DataDiffMonitor per monitor, with adoptMonitorId
  --format yaml        Datafold's monitors-as-code YAML (monitors: { <name>: { type, id, ... } })
  --format pulumi-import
                       a file for \`pulumi import --file <file> --out <code>\` in a Python, Go
                       or Pulumi YAML stack (the provider plugin): each monitor's type, name (its
                       slug) and id; the CLI reads each monitor and writes the code itself
  --format hcl         an OpenTofu/Terraform configuration: the datafold/datafold provider's
                       requirement, then per monitor an import block and its resource
                       (datafold_metric_monitor, ...) with the arguments the import reads, so
                       that \`tofu plan\` shows each monitor to be imported and no change

Options:
  --tag <tag>          only monitors that carry this tag; repeat for several (all must match)
  --type <kind>        only monitors of this kind: metric, diff, schema or test; repeatable
  --id <id>            only this monitor; repeatable
  --format <format>    typescript (default), yaml, pulumi-import or hcl
  --out <file>         write to this file instead of standard output
  --keep-connection-ids  write each monitor's connection as its numeric id; by default the
                       TypeScript program finds each connection by its data source's name
                       (getDataSourceOutput({ name }).id), so that it applies to another account
                       that names its connections alike (an id whose name several data sources
                       share stays a number, with a NOTE). The YAML and HCL always have the ids.
  -h, --help           show this help

The Datafold API does not show every part of a monitor's definition: a data diff's primary key
and options, a standard data test's type and columns, a custom metric's alertOnMissingData.
Those are never invented: a required one is left out with a TODO comment (the code does not
deploy until it is filled in; in HCL, a comment saying what to fill in before \`tofu plan\`), an
optional one is named in a NOTE comment; each such monitor is listed on standard error.

Settings, from the environment as for every pulumi-datafold client:
  DATAFOLD_API_KEY     the account's API key (required)
  DATAFOLD_HOST        the Datafold host (default https://app.datafold.com)

Exit status: 0 written, 1 failed (nothing written), 2 bad usage.`;

type Format = "typescript" | "yaml" | "pulumi-import" | "hcl";
const FORMATS: readonly Format[] = ["typescript", "yaml", "pulumi-import", "hcl"];

/** The command line, checked: each flag's values, or a UsageError naming the flag. */
export interface ExportOptions extends MonitorFilters {
  readonly format: Format;
  readonly out?: string;
  /** Write connection ids as numbers rather than look-ups by name. */
  readonly keepConnectionIds: boolean;
  readonly help: boolean;
}

export function parseExportArguments(args: readonly string[]): ExportOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        tag: { type: "string", multiple: true },
        type: { type: "string", multiple: true },
        id: { type: "string", multiple: true },
        format: { type: "string" },
        out: { type: "string" },
        "keep-connection-ids": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    throw new UsageError(parseError(error));
  }
  const tags = (parsed.tag ?? []).map((tag) => {
    if (tag.trim() === "" || tag.includes(",")) throw new UsageError(`--tag ${JSON.stringify(tag)}: give a non-empty tag without commas (repeat --tag for several).`);
    return tag;
  });
  const types = (parsed.type ?? []).map((type): MonitorKind => {
    const kind = MonitorType.options.find((option) => option === type);
    if (kind === undefined) throw new UsageError(`--type ${JSON.stringify(type)}: must be one of ${MonitorType.options.join(", ")}.`);
    return kind;
  });
  const ids = (parsed.id ?? []).map((id) => {
    if (!/^[1-9][0-9]*$/.test(id) || !Number.isSafeInteger(Number(id))) throw new UsageError(`--id ${JSON.stringify(id)}: must be a monitor's id, a positive whole number such as 100001.`);
    return Number(id);
  });
  const format = FORMATS.find((known) => known === (parsed.format ?? "typescript"));
  if (format === undefined) throw new UsageError(`--format ${JSON.stringify(parsed.format)}: must be typescript, yaml, pulumi-import or hcl.`);
  if (parsed.out !== undefined && parsed.out.trim() === "") throw new UsageError("--out: give a file name, or leave --out out to write to standard output.");
  return { tags, types, ids, format, ...(parsed.out === undefined ? {} : { out: parsed.out }), keepConnectionIds: parsed["keep-connection-ids"] === true, help: parsed.help === true };
}

/** node:util's parse errors, said with the flag first. */
function parseError(error: unknown): string {
  const code = (error as { code?: string }).code;
  // Read by shape: node's errors come from another realm under a test runner, where instanceof fails.
  const message = String((error as { message?: unknown }).message ?? error);
  const flag = /'(-[^' ]+)/.exec(message)?.[1];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return `unknown option ${flag ?? message}.`;
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") return `${message.replace(/\. This command.*$/, "")}: the command takes options only.`;
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && /argument missing/.test(message)) return `${flag ?? "an option"} needs a value.`;
  return message;
}

export async function exportMonitors(args: readonly string[], io: CommandIo): Promise<void> {
  const options = parseExportArguments(args);
  if (options.help) {
    io.stdout(`${EXPORT_MONITORS_HELP}\n`);
    return;
  }
  const client = new DatafoldClient({ env: io.env });
  const details = await selectMonitors(client, options);
  if (details.length === 0) throw new NoMonitorError(`No monitor matches ${describeFilters(options)}: nothing was written.`);
  const monitors = exportedMonitors(details);
  const source = new URL(client.host).origin;
  // Datafold's YAML takes connection_id only; a program can find each connection by name.
  const byName = options.format === "typescript" && !options.keepConnectionIds;
  const connections = byName ? connectionLookups(connectionIdsOf(monitors.map((monitor) => monitor.inputs)), await client.listDataSources()) : undefined;
  const terraform = options.format === "hcl" ? terraformMonitors(monitors, TERRAFORM_SCHEMA.resources) : undefined;
  const text =
    terraform !== undefined
      ? terraformConfiguration(terraform, source)
      : options.format === "yaml"
        ? monitorsYaml(monitors, source)
        : options.format === "pulumi-import"
          ? pulumiImportFile(monitors)
          : typescriptProgram(monitors, source, connections);
  if (options.out === undefined) io.stdout(text);
  else io.writeFile(options.out, text);
  io.stderr(`${summary(monitors, options)}\n`);
  // An import file holds no inputs: \`pulumi import\` names what GET cannot show, under each resource.
  if (options.format === "pulumi-import") io.stderr(`${IMPORT_NOTE}\n`);
  else if (terraform !== undefined) {
    const listed = terraform.map((tf) => ({ ...tf.monitor, missing: tf.missingRequired.map((part) => part.name), unshown: tf.unshownOptional.map((part) => part.name) }));
    for (const warning of warnings(listed, "Fill in each before `tofu plan` (a comment in its place says what to give):")) io.stderr(`${warning}\n`);
    io.stderr(`${HCL_NOTE}\n`);
  } else {
    const listed = monitors.map((monitor) => ({ ...monitor, missing: monitor.missingRequiredFields, unshown: monitor.unshownOptionalFields }));
    for (const warning of warnings(listed, "Fill in each TODO before deploying:")) io.stderr(`${warning}\n`);
  }
}

const IMPORT_NOTE =
  "Next, in the stack: pulumi import --file <this file> --out <code file>, then add the code to the program. " +
  "The import names, under each monitor, what the Datafold API does not show (fill in the required ones before the next preview).";

const HCL_NOTE =
  "Next, in the configuration's directory: tofu init, then tofu plan (each monitor to be imported, with no change but the arguments you filled in, " +
  "which apply writes to state without a request), then tofu apply (or terraform, alike).";

/** An export that matched no monitor: a failure (exit 1), as a filter with a typo would be. */
export class NoMonitorError extends Error {}

function describeFilters(filters: MonitorFilters): string {
  const parts = [
    ...filters.tags.map((tag) => `--tag ${tag}`),
    ...filters.types.map((type) => `--type ${type}`),
    ...filters.ids.map((id) => `--id ${id}`),
  ];
  return parts.length === 0 ? "(no filter: the account has no monitor)" : parts.join(" ");
}

function summary(monitors: readonly ExportedMonitor[], options: ExportOptions): string {
  const kinds = MonitorType.options
    .map((kind) => [kind, monitors.filter((monitor) => monitor.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind} ${count}`);
  const where = options.out === undefined ? "standard output" : options.out;
  return `Exported ${monitors.length} monitor${monitors.length === 1 ? "" : "s"} (${kinds.join(", ")}) as ${options.format} to ${where}.`;
}

/** A monitor as the warnings list it: what GET could not show of it, named as the written format names it. */
export interface WarnedMonitor extends Pick<ExportedMonitor, "id" | "slug" | "kind"> {
  /** Required fields GET does not show. */
  readonly missing: readonly string[];
  /** Optional fields GET does not show. */
  readonly unshown: readonly string[];
}

const listed = (monitor: WarnedMonitor, fields: readonly string[]) => `  - ${monitor.slug} (id ${monitor.id}, ${monitor.kind}): ${fields.join(", ")}`;

/** The monitors GET could not fully show: incomplete ones first (`fillIn` says what to do), then those with unshown options. */
export function warnings(monitors: readonly WarnedMonitor[], fillIn: string): string[] {
  const lines: string[] = [];
  const incomplete = monitors.filter((monitor) => monitor.missing.length > 0);
  if (incomplete.length > 0) {
    lines.push(
      `warning: ${incomplete.length} monitor${incomplete.length === 1 ? " is" : "s are"} incomplete: the Datafold API does not show these required fields. ${fillIn}`,
      ...incomplete.map((monitor) => listed(monitor, monitor.missing)),
    );
  }
  const unshown = monitors.filter((monitor) => monitor.unshown.length > 0);
  if (unshown.length > 0) {
    lines.push(
      `warning: ${unshown.length} monitor${unshown.length === 1 ? " has" : "s have"} settings the Datafold API does not show, written as unset ` +
        "(see each NOTE); set any the monitor uses:",
      ...unshown.map((monitor) => listed(monitor, monitor.unshown)),
    );
  }
  return lines;
}
