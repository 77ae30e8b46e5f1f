/**
 * `pulumi-datafold drift-report`: reads the JSON of a drift check (`pulumi refresh
 * --preview-only --json`, or `pulumi preview --refresh --json`) and, for each Datafold object
 * that drifted, prints the stack's resource, what changed, and the audit-log entries that
 * touched it since the last `up` (who, when, what). Settings come from the environment, as
 * for every client (DATAFOLD_API_KEY, DATAFOLD_HOST, and the proxy's for tokens).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { z } from "zod";
import { RESOURCES } from "../registry";
import { providerClients } from "../provider/shared/provider-config";
import type { AuditLog } from "../types/audit-log";
import { UsageError, type CommandIo } from "./command-io";
import { DriftCheckJson, lastUpdateEnd, recordedResources, StackHistoryJson, type RecordedResource } from "./drift-input";
import { AUDITED_OBJECTS, type AuditedObject } from "./drift-objects";

export const DRIFT_REPORT_HELP = `Usage: pulumi-datafold drift-report <drift.json> [options]

Reads the JSON of a drift check and says, for each Datafold object that drifted, the stack's
resource, what changed (the state of the last deployment against the object now), and who
changed it: the entries of the account's audit log about the object since the last up.

  pulumi refresh --preview-only --expect-no-changes --json > drift.json   # exit 7: drift
  pulumi stack history --json > history.json
  pulumi-datafold drift-report drift.json --history history.json

<drift.json> is the output of \`pulumi refresh --preview-only --json\` or of
\`pulumi preview --refresh --json\` ("-" reads standard input).

Options:
  --history <file>   the output of \`pulumi stack history --json\`: audit-log entries since the
                     end of the last successful update are shown
  --since <time>     show audit-log entries since this ISO 8601 time instead
  --json             print the report as JSON
  -h, --help         show this help

Without --history or --since, every audit-log entry of a drifted object is shown.

Settings, from the environment as for every pulumi-datafold client:
  DATAFOLD_API_KEY, DATAFOLD_HOST                         the app (monitors, data diffs, audit log)
  DATAFOLD_PROXY_MANAGER_TOKEN, DATAFOLD_PROXY_URL        the SQL proxy (tokens), if the stack has any

Exit status: 0 no drift, 7 drift reported (as \`pulumi ... --expect-no-changes\`), 1 failed,
2 bad usage.`;

/** The exit status of a report that found drift: the one Pulumi gives a drift check that found changes. */
export const DRIFT_FOUND = 7;

export interface DriftReportOptions {
  readonly file: string;
  readonly history?: string;
  readonly since?: string;
  readonly json: boolean;
  readonly help: boolean;
}

export function parseDriftReportArguments(args: readonly string[]): DriftReportOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      options: { history: { type: "string" }, since: { type: "string" }, json: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    throw new UsageError(String((error as { message?: unknown }).message ?? error));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { file: "", json: false, help: true };
  if (positionals.length !== 1) {
    throw new UsageError(`give exactly one file, the JSON of the drift check (got ${positionals.length === 0 ? "none" : positionals.join(", ")}).`);
  }
  if (values.history !== undefined && values.since !== undefined) throw new UsageError("--history and --since: give one of them, not both.");
  if (values.since !== undefined && Number.isNaN(Date.parse(values.since))) {
    throw new UsageError(`--since ${JSON.stringify(values.since)}: must be an ISO 8601 time such as 2025-05-31T09:30:00Z.`);
  }
  return {
    file: positionals[0]!,
    ...(values.history !== undefined ? { history: values.history } : {}),
    ...(values.since !== undefined ? { since: values.since } : {}),
    json: values.json === true,
    help: false,
  };
}

/** One field that differs: as the last deployment recorded it, and as the service has it now. */
export interface FieldChange {
  readonly field: string;
  readonly recorded: unknown;
  readonly now: unknown;
}

/** One drifted object of the report. */
export interface DriftedObject {
  readonly urn: string;
  readonly resource: string;
  readonly kind: string;
  readonly id: string;
  /** True when the object is gone from the service. */
  readonly deleted: boolean;
  readonly changes: readonly FieldChange[];
  /** Where the audit log holds it; null when it does not hold objects of this kind (or drift-objects.ts does not say). */
  readonly audited: AuditedObject | null;
  /** Why no audit-log entries are shown, when `audited` is null. */
  readonly notAudited?: string;
  readonly auditEntries: readonly AuditLog[];
}

export interface DriftReport {
  /** Audit-log entries are from this time on; null: all of them. */
  readonly since: string | null;
  readonly checked: number;
  readonly drifted: readonly DriftedObject[];
}

/** Outputs that are how the package runs, not the object: never compared. */
const NOT_COMPARED = new Set(["__provider"]);
/** How the CLI's JSON shows a secret. Never compared, never printed: it cannot be told apart. */
const SECRET = "[secret]";

export async function driftReport(args: readonly string[], io: CommandIo): Promise<number> {
  const options = parseDriftReportArguments(args);
  if (options.help) {
    io.stdout(`${DRIFT_REPORT_HELP}\n`);
    return 0;
  }
  const read = io.readFile ?? ((path: string) => readFileSync(path === "-" ? 0 : path, "utf8"));
  const check = parseJsonFile(read, options.file, DriftCheckJson, "the JSON of `pulumi refresh --preview-only --json` or `pulumi preview --refresh --json`");
  const since = options.since ?? (options.history === undefined ? undefined : lastUpdateEnd(parseJsonFile(read, options.history, StackHistoryJson, "the JSON of `pulumi stack history --json`")));
  providerClients.configure({ env: io.env });
  const report = await compare(recordedResources(check, (kind) => PROVIDERS.has(kind)), since);
  io.stdout(options.json ? `${JSON.stringify(report, null, 2)}\n` : reportText(report));
  return report.drifted.length === 0 ? 0 : DRIFT_FOUND;
}

/** The package's providers by resource name: their `read` is the refresh the drift check ran. */
const PROVIDERS = new Map<string, (typeof RESOURCES)[number]>(RESOURCES.map((resource) => [resource.definition.name, resource]));

function parseJsonFile<S extends z.ZodType>(read: (path: string) => string, path: string, schema: S, what: string): z.output<S> {
  let text: string;
  try {
    text = read(path);
  } catch (error) {
    throw new UsageError(`${path}: cannot read it (${String((error as { message?: unknown }).message ?? error)}).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DriftInputError(`${path} is not JSON: give ${what} (the command's standard output alone, not its messages).`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DriftInputError(`${path} is not ${what}: at ${issue.path.length === 0 ? "the top" : issue.path.join(".")}, ${issue.message}.`);
  }
  return parsed.data;
}

/** A drift check's JSON that cannot be read as one (exit 1): the message names the file and the place. */
export class DriftInputError extends Error {}

/**
 * Reads each recorded object as the drift check's refresh did (its provider's `read`) and keeps
 * those whose outputs differ, one read at a time so as to spare the account's rate limit; then
 * the audit log since `since`, in one walk, for the drifted objects it holds.
 */
async function compare(resources: readonly RecordedResource[], since: string | undefined): Promise<DriftReport> {
  const drifted: Omit<DriftedObject, "auditEntries">[] = [];
  for (const resource of resources) {
    const { provider } = PROVIDERS.get(resource.kind)!;
    const live = await provider.read(resource.id, { ...resource.outputs });
    const deleted = live.id === undefined || live.id === "";
    const changes = deleted ? [] : fieldChanges(resource.outputs, live.props ?? {});
    if (!deleted && changes.length === 0) continue;
    const auditedOf = AUDITED_OBJECTS[resource.kind as keyof typeof AUDITED_OBJECTS];
    const audited = auditedOf === null || auditedOf === undefined ? null : (auditedOf(resource.outputs) ?? null);
    drifted.push({
      urn: resource.urn,
      resource: resource.name,
      kind: resource.kind,
      id: resource.id,
      deleted,
      changes,
      audited,
      ...(audited !== null
        ? {}
        : {
            notAudited:
              auditedOf === null
                ? `holds no ${resource.kind} (the SQL proxy's tokens are not the app's objects)`
                : `not read: pulumi-datafold does not know under which object type it keeps a ${resource.kind}`,
          }),
    });
  }
  const audited = drifted.filter((object) => object.audited !== null);
  const entries = audited.length === 0 ? [] : await providerClients.datafold().listAllAuditLogs(since === undefined ? {} : { startTime: since });
  return {
    since: since ?? null,
    checked: resources.length,
    drifted: drifted.map((object) => ({
      ...object,
      auditEntries:
        object.audited === null ? [] : entries.filter((entry) => entry.object_type === object.audited!.objectType && entry.object_id === object.audited!.objectId),
    })),
  };
}

/** The fields whose value differs between the recorded outputs and the object now; secrets and the provider's own fields are left out. */
export function fieldChanges(recorded: Readonly<Record<string, unknown>>, now: Readonly<Record<string, unknown>>): FieldChange[] {
  const fields = [...new Set([...Object.keys(recorded), ...Object.keys(now)])].sort();
  return fields
    .filter((field) => !NOT_COMPARED.has(field) && recorded[field] !== SECRET && now[field] !== SECRET)
    .filter((field) => canonical(recorded[field]) !== canonical(now[field]))
    .map((field) => ({ field, recorded: recorded[field] ?? null, now: now[field] ?? null }));
}

/** JSON with keys sorted, so that two objects equal but for key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  );
}

function reportText(report: DriftReport): string {
  if (report.drifted.length === 0) return `No drift: the ${report.checked} Datafold object${report.checked === 1 ? " is" : "s are"} as the last deployment left them.\n`;
  const sinceText = report.since === null ? "all entries" : `since ${report.since}`;
  const lines = [`Drift in ${report.drifted.length} of ${report.checked} Datafold objects (audit log: ${sinceText}).`, ""];
  for (const object of report.drifted) {
    lines.push(`${object.kind} ${object.resource} (id ${object.id})`, `  resource: ${object.urn}`);
    if (object.deleted) lines.push("  changed: deleted outside Pulumi");
    else {
      lines.push("  changed:");
      for (const change of object.changes) lines.push(`    ${change.field}: ${JSON.stringify(change.recorded)} -> ${JSON.stringify(change.now)}`);
    }
    if (object.audited === null) lines.push(`  audit log: ${object.notAudited ?? "not read"}`);
    else if (object.auditEntries.length === 0) lines.push(`  audit log: no entry about ${object.audited.objectType} ${object.audited.objectId} (${sinceText})`);
    else {
      lines.push(`  audit log (${object.audited.objectType} ${object.audited.objectId}, ${sinceText}):`);
      for (const entry of object.auditEntries) lines.push(`    ${auditLine(entry)}`);
    }
    lines.push("");
  }
  return `${lines.join("\n")}`;
}

/** When, who, what: `2025-05-31T09:30:00Z  ana@example.com (user 42)  update  {"name":"..."}`. */
function auditLine(entry: AuditLog): string {
  const who = entry.user_email ?? (entry.user_id === null || entry.user_id === undefined ? "unknown user" : `user ${entry.user_id}`);
  const id = entry.user_email !== null && entry.user_email !== undefined && entry.user_id !== null && entry.user_id !== undefined ? ` (user ${entry.user_id})` : "";
  const support = entry.is_support_user === true ? " [Datafold support]" : "";
  const payload = entry.payload === null || entry.payload === undefined ? "" : `  ${JSON.stringify(entry.payload)}`;
  return `${entry.timestamp}  ${who}${id}${support}  ${entry.action ?? "?"}${payload}`;
}
