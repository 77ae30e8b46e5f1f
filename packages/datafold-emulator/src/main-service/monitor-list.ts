import type { EmulatorContext } from "../context";
import type { StoredMonitor } from "../state";
import type { MonitorCatalog, MonitorPage, MonitorPageQuery, MonitorSortKey } from "./monitor-catalog";
import { changedMonitors } from "./monitor-store";
import { listedMonitor } from "./monitor-view";
import { tagsOf, type MonitorRecord } from "./seed-monitors";

/*
 * The monitor list once monitors were created, changed or deleted: the seeded catalog
 * without the ids the state overrides, plus the state's monitors, in the catalog's order
 * (nulls last in both directions, ties by id). This path sorts on every request; the
 * catalog's cached fast path serves the list while nothing changed.
 */

type SortValue = string | number | null;

interface Entry {
  readonly id: number;
  readonly tags: readonly string[];
  readonly sortValue: SortValue;
  json(): string;
}

const ms = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

function storedSortValue(monitor: StoredMonitor, key: MonitorSortKey): SortValue {
  switch (key) {
    case "id":
      return monitor.id;
    case "name":
      return typeof monitor.spec.name === "string" ? monitor.spec.name : null;
    case "last_alert":
      return ms(monitor.lastAlert);
    case "last_run":
      return ms(monitor.lastRun);
    case "owner":
      return typeof monitor.spec.owner === "string" ? monitor.spec.owner : null;
  }
}

function seededSortValue(record: MonitorRecord, key: MonitorSortKey): SortValue {
  const values: Record<MonitorSortKey, SortValue> = {
    id: record.id,
    name: record.name,
    last_alert: record.lastAlert,
    last_run: record.lastRun,
    owner: record.owner,
  };
  return values[key];
}

/** True when the list must take the merged path. */
export function monitorsChanged(ctx: EmulatorContext): boolean {
  return Object.keys(changedMonitors(ctx)).length > 0;
}

/** One page of the merged list, in the shape of the catalog's pages. */
export function mergedMonitorPage(ctx: EmulatorContext, catalog: MonitorCatalog, query: MonitorPageQuery): MonitorPage {
  const changed = changedMonitors(ctx);
  const key = query.sortKey ?? "id";
  const entries: Entry[] = [];
  for (let index = 0; index < catalog.size; index += 1) {
    const record = catalog.recordAt(index);
    if (record === undefined || Object.hasOwn(changed, String(record.id))) continue;
    entries.push({ id: record.id, tags: tagsOf(record.tagMask), sortValue: seededSortValue(record, key), json: () => catalog.jsonAt(index) });
  }
  for (const monitor of Object.values(changed)) {
    if (monitor === null) continue;
    const tags = Array.isArray(monitor.spec.tags) ? (monitor.spec.tags as string[]) : [];
    entries.push({ id: monitor.id, tags, sortValue: storedSortValue(monitor, key), json: () => JSON.stringify(listedMonitor(monitor)) });
  }
  const matching = entries.filter((entry) => query.tags.every((tag) => entry.tags.includes(tag)));
  const sign = query.sortKey === undefined || query.direction === "asc" ? 1 : -1;
  matching.sort((a, b) => {
    const left = a.sortValue;
    const right = b.sortValue;
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return left < right ? -sign : sign;
    }
    return a.id - b.id;
  });
  const start = Math.max(0, (query.page - 1) * query.pageSize);
  const end = Math.max(start, query.page * query.pageSize);
  return { count: matching.length, monitorsJson: matching.slice(start, end).map((entry) => entry.json()) };
}
