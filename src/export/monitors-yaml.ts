/**
 * `--format yaml`: Datafold's monitors-as-code file (its JSON Schema, MonitorsConfig):
 * `monitors: { <slug>: { type, name, id, connection_id, schedule, ... } }` in the vendor's
 * snake_case, `id` set so that applying the file adopts each live monitor. A required field
 * GET does not show is left out with a TODO comment in its place (the file then fails the
 * schema, naming it); the owner, which the file format has no field for, is kept as a comment.
 */
import { Document, isCollection } from "yaml";
import { fillInAdvice, unshownAdvice, type ExportedMonitor } from "./exported-monitor";
import { addComment, commentPlace, type CommentsByPath } from "./value-paths";

/** `connectionId` → `connection_id`, `datasetA` → `dataset_a`: the inputs' names are the vendor's in camelCase. */
const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A path of the inputs (`datadiff.primaryKey`, `test.tables[0].columns`) in the file's names. */
const snakePath = (path: string) => path.split(".").map(snake).join(".");

/**
 * The inputs with every key in snake_case. What an export holds has no map keyed by the user's
 * own names (GET shows no column remapping, variables or session parameters), so every key is
 * a field name.
 */
function toSnake(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toSnake);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined).map(([key, item]) => [snake(key), toSnake(item)]));
}

function monitorEntry(monitor: ExportedMonitor): Record<string, unknown> {
  const { owner: _owner, name, ...rest } = monitor.inputs;
  return { type: monitor.kind, name, id: monitor.id, ...(toSnake(rest) as Record<string, unknown>) };
}

export function monitorsYaml(monitors: readonly ExportedMonitor[], source: string): string {
  const entries = Object.fromEntries(monitors.map((monitor) => [monitor.slug, monitorEntry(monitor)]));
  // Written for a YAML 1.1 reader, as Datafold's CLI (PyYAML) is one: text it would read as something
  // else (a time such as 16:30:00 as a number, `yes` or `on` as true) is quoted.
  const doc = new Document({ monitors: entries }, { version: "1.1" });
  doc.commentBefore =
    ` Written by \`pulumi-datafold export-monitors\` from ${source}: ${monitors.length} monitor${monitors.length === 1 ? "" : "s"}.\n` +
    " Each monitor has its id: applying this file updates those monitors and creates none.";
  for (const monitor of monitors) {
    const entry = entries[monitor.slug]!;
    const comments: CommentsByPath = new Map();
    for (const field of monitor.missingRequiredFields) addComment(comments, commentPlace(entry, snakePath(field)), fillInAdvice(field, snakePath));
    if (monitor.unshownOptionalFields.length > 0) addComment(comments, "", unshownAdvice(monitor.unshownOptionalFields, snakePath));
    const owner = monitor.inputs.owner;
    if (typeof owner === "string") addComment(comments, "", `NOTE: owner ${JSON.stringify(owner)}: the monitors file has no owner field (MonitorsFromYaml's owner option sets one for all its monitors).`);
    for (const [place, lines] of comments) {
      const steps = place === "" ? [] : place.split(/\.|(?=\[)/).map((step) => (/^\[\d+\]$/.test(step) ? Number(step.slice(1, -1)) : step));
      const node = doc.getIn(["monitors", monitor.slug, ...steps], true);
      if (isCollection(node)) node.commentBefore = lines.map((line) => ` ${line}`).join("\n");
    }
  }
  return doc.toString({ lineWidth: 0 });
}
