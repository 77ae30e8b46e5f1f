import type { Monitor } from "pulumi-datafold/client";
import { generateMonitor, tagBit, toApiMonitor, type MonitorRecord } from "./seed-monitors";

/** What a monitor list can be ordered by, in the terms of the stored record (monitors-routes maps the public names). */
export type MonitorSortKey = "id" | "name" | "last_alert" | "last_run" | "owner";
export type SortDirection = "asc" | "desc";

export interface MonitorPageQuery {
  /** Absent: by id, ascending, whatever the direction (the service's unordered default). */
  readonly sortKey?: MonitorSortKey;
  readonly direction: SortDirection;
  /** A monitor matches when it carries every one of these tags. */
  readonly tags: readonly string[];
  readonly page: number;
  readonly pageSize: number;
}

export interface MonitorPage {
  /** Monitors matching the tag filter, on all pages. */
  readonly count: number;
  /** The page's monitors, each as its JSON text (ApiPublicGetMonitorOut). */
  readonly monitorsJson: string[];
}

type SortValue = string | number | null;

const SORT_VALUE: Readonly<Record<MonitorSortKey, (record: MonitorRecord) => SortValue>> = {
  id: (record) => record.id,
  name: (record) => record.name,
  last_alert: (record) => record.lastAlert,
  last_run: (record) => record.lastRun,
  owner: (record) => record.owner,
};

/**
 * The seeded monitors of one configured count, with their sorted orders and their JSON
 * computed on first use and kept: the list may be long enough that sorting it on every
 * request would dominate, and formatting and serializing monitors is most of the cost of
 * serving a page, which matters when the emulator stands in for the service under load.
 */
export class MonitorCatalog {
  private readonly records: readonly MonitorRecord[];
  private readonly orders = new Map<string, Uint32Array>();
  /** The JSON text of each record's API view, by index. */
  private readonly jsonTexts: (string | undefined)[];

  constructor(size: number) {
    this.records = Array.from({ length: size }, (_, index) => generateMonitor(index + 1));
    // Sized up front: filled in any order (a descending walk starts at the end).
    this.jsonTexts = new Array<string | undefined>(size);
  }

  /** The seeded record at this index (its id minus one). */
  recordAt(index: number): MonitorRecord | undefined {
    return this.records[index];
  }

  get size(): number {
    return this.records.length;
  }

  /**
   * Record indexes in list order: nulls last in both directions, ties by id ascending, so
   * that walking the pages never skips or repeats a monitor.
   */
  order(sortKey: MonitorSortKey | undefined, direction: SortDirection): Uint32Array {
    const key = sortKey === undefined ? "id:asc" : `${sortKey}:${direction}`;
    let order = this.orders.get(key);
    if (order === undefined) {
      order = this.sortedOrder(sortKey ?? "id", sortKey === undefined ? "asc" : direction);
      this.orders.set(key, order);
    }
    return order;
  }

  private sortedOrder(sortKey: MonitorSortKey, direction: SortDirection): Uint32Array {
    const indexes = Uint32Array.from({ length: this.records.length }, (_, index) => index);
    // Records are generated in id order, so index order is id order.
    if (sortKey === "id") return direction === "asc" ? indexes : indexes.reverse();
    const valueOf = SORT_VALUE[sortKey];
    const values = this.records.map(valueOf);
    const sign = direction === "asc" ? 1 : -1;
    return indexes.sort((a, b) => {
      const left = values[a] ?? null;
      const right = values[b] ?? null;
      if (left !== right) {
        if (left === null) return 1;
        if (right === null) return -1;
        return left < right ? -sign : sign;
      }
      return a - b;
    });
  }

  /** One page of the ordered, filtered list. A page past the end, or under 1, is empty, not an error. */
  page(query: MonitorPageQuery): MonitorPage {
    const required = requiredTagMask(query.tags);
    if (required === undefined) return { count: 0, monitorsJson: [] };
    const order = this.order(query.sortKey, query.direction);
    // A page under 1 holds nothing (a negative start would count from the end).
    const start = query.page < 1 ? 0 : (query.page - 1) * query.pageSize;
    const end = query.page < 1 ? 0 : start + query.pageSize;
    if (required === 0) {
      const monitorsJson = Array.from(order.subarray(Math.min(start, order.length), Math.min(end, order.length)), (index) =>
        this.jsonAt(index),
      );
      return { count: order.length, monitorsJson };
    }
    const monitorsJson: string[] = [];
    let count = 0;
    for (const index of order) {
      const record = this.records[index];
      if (record === undefined || (record.tagMask & required) !== required) continue;
      if (count >= start && count < end) monitorsJson.push(this.jsonAt(index));
      count += 1;
    }
    return { count, monitorsJson };
  }

  /** The JSON text of the record at this index (its id minus one), computed once. */
  jsonAt(index: number): string {
    let json = this.jsonTexts[index];
    if (json === undefined) {
      const record = this.records[index];
      if (record === undefined) throw new Error(`no seeded monitor at index ${index}`);
      json = JSON.stringify(toApiMonitor(record) satisfies Monitor);
      this.jsonTexts[index] = json;
    }
    return json;
  }
}

/** The mask a monitor must cover; undefined when a tag is unknown (nothing can match). */
function requiredTagMask(tags: readonly string[]): number | undefined {
  let mask = 0;
  for (const tag of tags) {
    const bit = tagBit(tag);
    if (bit === undefined) return undefined;
    mask |= bit;
  }
  return mask;
}

// A few catalogs at most: one per configured count, shared by every emulator in the process.
const catalogs = new Map<number, MonitorCatalog>();
const MAX_CACHED_CATALOGS = 4;

/** The catalog of `size` seeded monitors, generated once per size. */
export function monitorCatalog(size: number): MonitorCatalog {
  let catalog = catalogs.get(size);
  if (catalog === undefined) {
    if (catalogs.size >= MAX_CACHED_CATALOGS) catalogs.clear();
    catalog = new MonitorCatalog(Math.max(0, Math.floor(size)));
    catalogs.set(size, catalog);
  }
  return catalog;
}
