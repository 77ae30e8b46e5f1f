/**
 * Which live monitors an export writes: those that match every filter given. Tags are
 * applied by the service's listing (a monitor must carry every tag), kinds here; ids are read
 * one by one, each of which must exist.
 */
import type { DatafoldClient } from "../client/main-service/datafold-client";
import { InvalidArgumentError, NotFoundError } from "../core/errors";
import type { MonitorType } from "../types/monitor";
import type { MonitorDetail } from "../types/monitor-spec";
import { unlessGone } from "../provider/shared/unless-gone";

export interface MonitorFilters {
  /** Only monitors that carry every one of these tags. */
  readonly tags: readonly string[];
  /** Only monitors of one of these kinds. */
  readonly types: readonly MonitorType[];
  /** Only these monitors. */
  readonly ids: readonly number[];
}

/** The monitors that match, as GET shows them (the listing shows no definitions), in id order. */
export async function selectMonitors(client: DatafoldClient, filters: MonitorFilters): Promise<MonitorDetail[]> {
  const matchesKind = (type: string | null) => filters.types.length === 0 || filters.types.some((kind) => kind === type);
  if (filters.ids.length > 0) {
    const details = await Promise.all([...new Set(filters.ids)].map((id) => monitorById(client, id)));
    return details.filter((detail) => matchesKind(detail.monitor_type) && filters.tags.every((tag) => (detail.tags ?? []).includes(tag))).sort((a, b) => a.id - b.id);
  }
  const listed = await client.listAllMonitors(filters.tags.length > 0 ? { tags: [...filters.tags] } : {});
  const wanted = listed.filter((monitor) => matchesKind(monitor.monitor_type)).sort((a, b) => a.id - b.id);
  // A monitor deleted between the listing and its GET is no longer there to export.
  const details = await Promise.all(wanted.map((monitor) => unlessGone(client.getMonitor(monitor.id))));
  return details.filter((detail): detail is MonitorDetail => detail !== undefined);
}

async function monitorById(client: DatafoldClient, id: number): Promise<MonitorDetail> {
  try {
    return await client.getMonitor(id);
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new InvalidArgumentError("--id", `--id ${id}: no monitor with this id in the Datafold account (GET answered 404). Check the id; nothing was written.`);
    }
    throw error;
  }
}
