/**
 * What the monitor kinds share to read a monitor back from GET alone (ApiPublicGetMonitorOutFull),
 * with no state to fill the gaps from: for `getMonitor`, the export command and `pulumi import`.
 * Each kind reads its own definition (its `specFromDetail`, in its file); what GET does not
 * show is never guessed: it is named in `unknownFields`, and those of it that the resource
 * requires in `missingRequiredFields`.
 */
import { UnexpectedResponseError } from "../../core/errors";
import type { MonitorType } from "../../types/monitor";
import type { MonitorDatasetEntry, MonitorDetail } from "../../types/monitor-spec";
import { monitorSettingsInputs } from "./monitor-inputs";
import { commonFromWire, type CommonMonitorSettings } from "./monitor-wire";

/** The inputs of a kind that describe the monitor: the resource-only ones (`onDelete`, `adoptMonitorId`) left out. */
export type SpecOf<I> = Omit<I, "onDelete" | "adoptMonitorId">;

/** The shared settings, arrays as the inputs type them. */
export type CommonShown = CommonMonitorSettings & { readonly tags: string[]; readonly notifications: CommonMonitorSettings["notifications"][number][] };

/** What GET could not show of the monitor, by input path (`datadiff.primaryKey`). */
export interface Unshown {
  /** Every input GET does not show, optional ones included. */
  readonly unknownFields: readonly string[];
  /** Those of them the resource requires: its inputs are incomplete until they are filled in. */
  readonly missingRequiredFields: readonly string[];
}

/** A monitor of one kind as GET shows it: its inputs, and what GET could not show. */
export type ShownMonitor<S> = { readonly spec: S } & Unshown;

/** The inputs every kind shares (GET shows each, but for the resource's own `onDelete` and `adoptMonitorId`). */
export const COMMON_SPEC_INPUTS: readonly string[] = ["name", ...Object.keys(monitorSettingsInputs())];

/** The shared settings as GET shows them. */
export function commonShown(detail: MonitorDetail): CommonShown {
  const settings = commonFromWire(detail);
  return { ...settings, tags: [...settings.tags], notifications: [...settings.notifications] };
}

/**
 * The fields of a shape GET does not show, as paths under `prefix`: taken from the resource's
 * own shape, so that a field added to it later is named too rather than silently dropped.
 */
export function unshown(fields: readonly string[], shown: readonly string[], prefix = ""): string[] {
  return fields.filter((field) => !shown.includes(field)).map((field) => `${prefix}${field}`);
}

/** A GET answer this version cannot read back into inputs, naming the place. */
export function unreadable(detail: MonitorDetail, path: string, expected: string): UnexpectedResponseError {
  return new UnexpectedResponseError("get monitor", { method: "GET", url: `/api/v1/monitors/${detail.id}`, requestId: undefined }, [{ path, expected }]);
}

/** The first `dataset` entry, which every kind has. */
export function firstDataset(detail: MonitorDetail, kind: MonitorType): MonitorDatasetEntry {
  const shown = detail.dataset?.[0];
  if (shown === undefined) throw unreadable(detail, "dataset", `one entry at least: a ${kind} monitor's data source`);
  return shown;
}
