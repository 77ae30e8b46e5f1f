import { z } from "zod";

/*
 * What drift-report reads: the JSON of a drift check, `pulumi refresh --preview-only --json`
 * or `pulumi preview --refresh --json` (both an object with `steps`), and optionally the JSON
 * of `pulumi stack history --json` (an array of updates), for the time of the last `up`.
 * Only the fields used are read; the CLI's other fields pass.
 */

/** A resource's state as a step of the JSON shows it: secrets are "[secret]" there. */
const StepState = z.looseObject({
  urn: z.string(),
  type: z.string(),
  id: z.string().optional(),
  outputs: z.record(z.string(), z.unknown()).optional(),
});

const Step = z.looseObject({
  op: z.string(),
  urn: z.string(),
  oldState: StepState.nullish(),
});

export const DriftCheckJson = z.looseObject({ steps: z.array(Step).default([]) });
export type DriftCheckJson = z.output<typeof DriftCheckJson>;

export const StackHistoryJson = z.array(
  z.looseObject({
    kind: z.string(),
    result: z.string().optional(),
    startTime: z.string().optional(),
    endTime: z.string().optional(),
  }),
);
export type StackHistoryJson = z.output<typeof StackHistoryJson>;

/** A resource of the stack as the last deployment left it: what drift-report compares the live object with. */
export interface RecordedResource {
  readonly urn: string;
  /** The resource's name in the program: the URN's last part. */
  readonly name: string;
  /** The package's name of its kind: `MetricMonitor`, from `pulumi-nodejs:dynamic/datafold:MetricMonitor` or `datafold:index:MetricMonitor`. */
  readonly kind: string;
  readonly id: string;
  readonly outputs: Readonly<Record<string, unknown>>;
}

/**
 * The package's resources of the drift check, each once, as recorded in state: the `oldState`
 * of its steps. Pulumi 3.259 shows a refresh step's new state as its old one in JSON, so the
 * JSON does not say what changed: drift-report reads each object itself.
 */
export function recordedResources(check: DriftCheckJson, isPackageKind: (kind: string) => boolean): RecordedResource[] {
  const byUrn = new Map<string, RecordedResource>();
  for (const step of check.steps) {
    const state = step.oldState;
    if (state === null || state === undefined || state.id === undefined || state.id === "" || byUrn.has(state.urn)) continue;
    const kind = packageKind(state.type);
    if (kind === undefined || !isPackageKind(kind)) continue;
    byUrn.set(state.urn, { urn: state.urn, name: state.urn.split("::").pop() ?? state.urn, kind, id: state.id, outputs: state.outputs ?? {} });
  }
  return [...byUrn.values()];
}

/** `MetricMonitor` of the dynamic provider's type or the plugin's; undefined for a type of another package. */
function packageKind(type: string): string | undefined {
  const dynamic = /^pulumi-nodejs:dynamic\/datafold:([A-Za-z]+)$/.exec(type);
  if (dynamic !== null) return dynamic[1];
  return /^datafold:index:([A-Za-z]+)$/.exec(type)?.[1];
}

/**
 * When the last successful `pulumi up` ended, from the stack's history; undefined if none did.
 * The history gives whole seconds (`05:56:38.000Z`) while the up's own changes fall within that
 * second: a time without a fraction is taken as the end of its second, so that the up's own
 * entries are not shown as changes made since.
 */
export function lastUpdateEnd(history: StackHistoryJson): string | undefined {
  const ends = history
    .filter((entry) => entry.kind === "update" && entry.result === "succeeded" && entry.endTime !== undefined && !Number.isNaN(Date.parse(entry.endTime)))
    .map((entry) => Date.parse(entry.endTime!));
  if (ends.length === 0) return undefined;
  const last = Math.max(...ends);
  return new Date(last % 1000 === 0 ? last + 999 : last).toISOString();
}
