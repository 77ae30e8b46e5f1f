/**
 * `--format typescript`: a Pulumi program that declares one resource per monitor, each
 * adopting its live monitor (`adoptMonitorId`), so that the first `pulumi up` takes them over
 * without creating, replacing or deleting any. A required input GET does not show is left
 * out with a TODO comment in its place: the program then fails its type check and the
 * resource's check, naming the input, rather than deploying a made-up value.
 */
import { fillInAdvice, RESOURCE_OF_KIND, unshownAdvice, type ExportedMonitor } from "./exported-monitor";
import { addComment, commentPlace, type CommentsByPath } from "./value-paths";
import { Code, lookupDeclarations, withLookups, type ConnectionLookup } from "./connection-lookups";

/** Lines up to this long are written on one line. */
const INLINE_WIDTH = 120;

/** The inputs' defaults, left out of the program: the resource sets the same values. */
const DEFAULTS: Readonly<Record<string, unknown>> = { notifications: [], tags: [], enabled: true };

/**
 * The program. With `connections` (the default of the command), each connection id is a
 * look-up of its data source by name, declared once at the top; without, the ids as they are.
 */
export function typescriptProgram(monitors: readonly ExportedMonitor[], source: string, connections?: ReadonlyMap<number, ConnectionLookup>): string {
  const lines = [
    `// Written by \`pulumi-datafold export-monitors\` from ${source}: ${monitors.length} monitor${monitors.length === 1 ? "" : "s"}.`,
    "// Each resource adopts its live monitor (adoptMonitorId): the first `pulumi up` takes it over and creates none.",
    ...(connections === undefined ? [] : ["// Connections are found by name (getDataSourceOutput), so the program applies to an account that names its data sources alike."]),
    `import * as datafold from "pulumi-datafold";`,
  ];
  const lookups = connections === undefined ? [] : lookupDeclarations(connections);
  if (lookups.length > 0) lines.push("", ...lookups);
  for (const monitor of monitors) lines.push("", resourceDeclaration(monitor, connections));
  return `${lines.join("\n")}\n`;
}

function resourceDeclaration(monitor: ExportedMonitor, connections: ReadonlyMap<number, ConnectionLookup> | undefined): string {
  const given: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(monitor.inputs)) {
    if (!(field in DEFAULTS) || JSON.stringify(DEFAULTS[field]) !== JSON.stringify(value)) given[field] = value;
  }
  const { inputs, notes } = connections === undefined ? { inputs: given, notes: [] } : withLookups(given, connections);
  inputs.adoptMonitorId = monitor.id;
  const comments: CommentsByPath = new Map();
  for (const field of monitor.missingRequiredFields) addComment(comments, commentPlace(inputs, field), fillInAdvice(field));
  const before = [...(comments.get("") ?? []), ...notes];
  comments.delete("");
  if (monitor.unshownOptionalFields.length > 0) before.push(unshownAdvice(monitor.unshownOptionalFields));
  const statement = `new datafold.${RESOURCE_OF_KIND[monitor.kind]}(${JSON.stringify(monitor.slug)}, ${literal(inputs, "", "", comments, true)});`;
  return [...before.map((line) => `// ${line}`), statement].join("\n");
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A TypeScript literal of a JSON value; an object or array with comments, or too long, spans lines. */
function literal(value: unknown, path: string, indent: string, comments: CommentsByPath, multiline = false): string {
  if (value instanceof Code) return value.text;
  const own = comments.get(path) ?? [];
  const inner = `${indent}  `;
  const block = (open: string, close: string, items: string[]) =>
    `${open}\n${own.map((line) => `${inner}// ${line}\n`).join("")}${items.map((item) => `${inner}${item},\n`).join("")}${indent}${close}`;
  if (Array.isArray(value)) {
    const items = value.map((item, index) => literal(item, `${path}[${index}]`, inner, comments));
    const oneLine = `[${items.join(", ")}]`;
    return !multiline && own.length === 0 && !oneLine.includes("\n") && oneLine.length <= INLINE_WIDTH ? oneLine : block("[", "]", items);
  }
  if (typeof value === "object" && value !== null) {
    const items = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${literal(item, path === "" ? key : `${path}.${key}`, inner, comments)}`);
    const oneLine = items.length === 0 ? "{}" : `{ ${items.join(", ")} }`;
    return !multiline && own.length === 0 && !oneLine.includes("\n") && oneLine.length <= INLINE_WIDTH ? oneLine : block("{", "}", items);
  }
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}
