/**
 * The Pulumi-like report of a run: a resource table with op symbols, the stack outputs and the
 * resource counts. Values go through `formatValue`, so secrets print as `[secret]`.
 */
import type { ConsoleOutput } from "./console-output";
import { formatValue, type PropertyMap } from "./property-values";
import type { ResourceCounts, ResourceRow, RowKind } from "./run-record";

export type Command = "preview" | "up" | "refresh" | "destroy";

export const HEADERS: Record<Command, string> = {
  preview: "Previewing update",
  up: "Updating",
  refresh: "Refreshing",
  destroy: "Destroying",
};

const SYMBOLS: Record<RowKind, string> = { create: "+", update: "~", replace: "+-", delete: "-", refresh: "~", same: "" };
const PLANNED: Record<RowKind, string> = { create: "create", update: "update", replace: "replace", delete: "delete", refresh: "refresh", same: "" };
const DONE: Record<RowKind, string> = { create: "created", update: "updated", replace: "replaced", delete: "deleted", refresh: "updated", same: "" };
const DOING: Record<RowKind, string> = { create: "creating", update: "updating", replace: "replacing", delete: "deleting", refresh: "refreshing", same: "registering" };

export interface SummaryInput {
  readonly command: Command;
  readonly rows: readonly ResourceRow[];
  readonly counts: ResourceCounts;
  /** Stack outputs in wire shape (secrets wrapped); omitted for destroy. */
  readonly outputs?: PropertyMap;
  readonly durationMs: number;
}

export function printSummary(output: ConsoleOutput, summary: SummaryInput): void {
  const preview = summary.command === "preview";
  const rows = treeOrder(summary.rows);
  if (rows.length > 0) {
    const typeCells = rows.map(({ row, depth }) => (depth === 0 ? row.type : `${"   ".repeat(depth - 1)}└─ ${row.type}`));
    const typeWidth = Math.max(4, ...typeCells.map((cell) => cell.length));
    const nameWidth = Math.max(4, ...rows.map(({ row }) => row.name.length));
    output.line(`     ${"Type".padEnd(typeWidth)}  ${"Name".padEnd(nameWidth)}  ${preview ? "Plan" : "Status"}`);
    rows.forEach(({ row }, index) => {
      const status = row.failed ? `${(preview ? PLANNED : DOING)[row.kind] || "registering"} failed` : (preview ? PLANNED : DONE)[row.kind];
      const line = ` ${SYMBOLS[row.kind].padEnd(3)} ${typeCells[index]!.padEnd(typeWidth)}  ${row.name.padEnd(nameWidth)}  ${status}`;
      output.line(line.trimEnd());
      for (const detail of row.details) output.line(`         ${detail}`);
    });
    output.line();
  }
  const outputs = Object.entries(summary.outputs ?? {});
  if (outputs.length > 0) {
    output.line("Outputs:");
    const width = Math.max(...outputs.map(([key]) => key.length));
    for (const [key, value] of outputs) output.line(`    ${key.padEnd(width)}: ${formatValue(value)}`);
    output.line();
  }
  output.line("Resources:");
  for (const line of countLines(summary.counts, preview)) output.line(`    ${line}`);
  output.line();
  output.line(`Duration: ${(summary.durationMs / 1000).toFixed(1)}s`);
}

function countLines(counts: ResourceCounts, preview: boolean): string[] {
  const lines: string[] = [];
  const add = (count: number, symbol: string, done: string, planned: string) => {
    if (count > 0) lines.push(`${symbol}${count} ${preview ? planned : done}`);
  };
  add(counts.created, "+ ", "created", "to create");
  add(counts.updated, "~ ", "updated", "to update");
  add(counts.replaced, "+-", "replaced", "to replace");
  add(counts.deleted, "- ", "deleted", "to delete");
  if (counts.unchanged > 0 || lines.length === 0) lines.push(`${counts.unchanged} unchanged`);
  if (counts.failed > 0) lines.push(`${counts.failed} failed`);
  return lines;
}

/** Rows with each child right under its parent (as Pulumi draws the tree), with its depth. */
function treeOrder(rows: readonly ResourceRow[]): { row: ResourceRow; depth: number }[] {
  const urns = new Set(rows.map((row) => row.urn));
  const ordered: { row: ResourceRow; depth: number }[] = [];
  const visit = (row: ResourceRow, depth: number) => {
    ordered.push({ row, depth });
    for (const child of rows) if (child.parent === row.urn && child !== row) visit(child, depth + 1);
  };
  for (const row of rows) if (!row.parent || !urns.has(row.parent)) visit(row, 0);
  return ordered;
}
