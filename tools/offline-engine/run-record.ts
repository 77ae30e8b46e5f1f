/**
 * What a run did, kept for the summary and for callers: the operations in the order performed
 * (or planned, in a preview), one row per resource for the table, and the errors. Errors are
 * printed the moment they happen, so a long run shows them early.
 */
import type { ConsoleOutput } from "./console-output";

export type OperationKind = "create" | "update" | "same" | "create-replacement" | "delete-replaced" | "delete" | "refresh";

export interface Operation {
  readonly op: OperationKind;
  readonly urn: string;
  readonly type: string;
  readonly name: string;
}

/** What the table shows for a resource. */
export type RowKind = "create" | "update" | "replace" | "delete" | "refresh" | "same";

export interface ResourceRef {
  readonly urn: string;
  readonly type: string;
  readonly name: string;
  readonly parent?: string;
}

export interface ResourceRow extends ResourceRef {
  readonly kind: RowKind;
  readonly failed: boolean;
  /** Extra lines under the row (refresh shows what changed). */
  readonly details: readonly string[];
}

export interface ResourceCounts {
  created: number;
  updated: number;
  replaced: number;
  deleted: number;
  unchanged: number;
  failed: number;
}

const COUNTED: Record<RowKind, keyof ResourceCounts> = {
  create: "created",
  update: "updated",
  refresh: "updated",
  replace: "replaced",
  delete: "deleted",
  same: "unchanged",
};

export class RunRecord {
  readonly operations: Operation[] = [];
  readonly errors: string[] = [];
  readonly #rows = new Map<string, ResourceRow>();

  constructor(private readonly output: ConsoleOutput) {}

  get rows(): readonly ResourceRow[] {
    return [...this.#rows.values()];
  }

  /** Records an operation performed on a resource (planned, in a preview). */
  performed(op: OperationKind, resource: ResourceRef): void {
    this.operations.push({ op, urn: resource.urn, type: resource.type, name: resource.name });
  }

  /** Sets the table row of a resource (the last call for a URN wins, keeping its place). */
  show(resource: ResourceRef, kind: RowKind, details: readonly string[] = []): void {
    const { urn, type, name, parent } = resource;
    this.#rows.set(urn, { urn, type, name, ...(parent ? { parent } : {}), kind, failed: false, details });
  }

  /** Marks the resource's row failed and reports the error. */
  fail(resource: ResourceRef, kind: RowKind, message: string): void {
    this.show(resource, kind);
    this.#rows.set(resource.urn, { ...this.#rows.get(resource.urn)!, failed: true });
    this.error(message);
  }

  error(message: string): void {
    const masked = this.output.mask(message);
    this.errors.push(masked);
    this.output.line(`error: ${masked}`);
  }

  get failed(): boolean {
    return this.errors.length > 0;
  }

  counts(): ResourceCounts {
    const counts: ResourceCounts = { created: 0, updated: 0, replaced: 0, deleted: 0, unchanged: 0, failed: 0 };
    for (const row of this.#rows.values()) counts[row.failed ? "failed" : COUNTED[row.kind]] += 1;
    return counts;
  }
}
