/**
 * A monitor create that never leaves two monitors behind. A POST whose answer is lost (a
 * dropped connection, a timeout, a 5xx a gateway may send after the service committed) may
 * have made the monitor; sending it again blindly would make a second. Before trying again,
 * the monitors are listed and the one the failed attempt made is looked for: the same kind and
 * name, created since the attempt began (on the service's clock), not known to this process as
 * made by another create. Found, it is the answer (no second POST); not found, the create is
 * sent again, for at most {@link DEFAULT_MONITOR_CREATE_ATTEMPTS} attempts in all. The same
 * discipline as `createTokenReconciled` has for tokens (docs/architecture.md, section 4).
 */
import { UnresolvedCreateError } from "../../core/errors";
import type { Monitor } from "../../types/monitor";
import type { CreatedMonitor, MonitorCreateSpec } from "../../types/monitor-spec";
import type { MonitorType as MonitorCreateKind } from "../../types/monitor";
import { realSleep } from "../transport/http-client";
import { CLOCK_SLACK_MS, mayHaveCreated, settleTimeFor, summarizeFailure } from "../transport/lost-answer";

export const DEFAULT_MONITOR_CREATE_ATTEMPTS = 3;

/** How a reconciled monitor create is run: the calls it makes, injected by DatafoldClient. */
export interface MonitorCreateCalls {
  readonly create: () => Promise<CreatedMonitor>;
  /** Every monitor carrying `tags` (all of them when empty). */
  readonly list: (tags: readonly string[]) => Promise<Monitor[]>;
  /** The service's time now, as the last answer's `Date` header gives it. */
  readonly serverNow: () => Date;
}

/** Options of {@link DatafoldClient.createMonitorReconciled}. */
export interface ReconciledMonitorCreateOptions {
  /** Creates tried in all. Default 3. */
  readonly attempts?: number;
  /** Waits before the look, after a timeout or a gateway's 504; default a real timer. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Told of a monitor a lost answer had made and that was taken instead of creating again. */
  readonly onRecovered?: (event: { readonly monitorId: number; readonly reason: string }) => void;
}

/**
 * Monitors this process made (answered or recovered), by id, with the service's time when the
 * answer came: never taken for another create's lost monitor. The time tells a monitor made
 * here from another that got the same id later (a service whose ids restart, as the emulator's
 * do after a reset): a record counts only for a monitor of its kind and name created within
 * {@link MADE_HERE_MATCH_MS} of it.
 */
const madeHere = new Map<number, { readonly kind: string; readonly name: string; readonly at: number }>();
const MADE_HERE_MATCH_MS = 30_000;
const wasMadeHere = (monitor: Monitor) => {
  const made = madeHere.get(monitor.id);
  return (
    made !== undefined &&
    made.kind === monitor.monitor_type &&
    made.name === monitor.name &&
    Math.abs(Date.parse(monitor.created_at) - made.at) <= MADE_HERE_MATCH_MS
  );
};
/** One create at a time per kind and name in this process, so no search sees a sibling's monitor. */
const locks = new Map<string, Promise<unknown>>();

async function withLock<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = locks.get(key) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.catch(() => undefined);
  locks.set(key, settled);
  try {
    return await next;
  } finally {
    if (locks.get(key) === settled) locks.delete(key);
  }
}

/** Runs the create, reconciling a lost answer as the module's comment says. */
export function createMonitorReconciledWith(
  kind: MonitorCreateKind,
  spec: MonitorCreateSpec,
  calls: MonitorCreateCalls,
  options: ReconciledMonitorCreateOptions = {},
): Promise<CreatedMonitor> {
  const attempts = options.attempts ?? DEFAULT_MONITOR_CREATE_ATTEMPTS;
  const sleep = options.sleep ?? realSleep;
  const tags = Array.isArray(spec.tags) ? (spec.tags as string[]) : [];
  return withLock(`${kind}\u0000${spec.name}`, async () => {
    let last: Error | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const began = calls.serverNow().getTime() - CLOCK_SLACK_MS;
      try {
        const created = await calls.create();
        madeHere.set(created.id, { kind, name: spec.name, at: calls.serverNow().getTime() });
        return created;
      } catch (error) {
        if (!mayHaveCreated(error)) throw error;
        last = error as Error;
      }
      const settle = settleTimeFor(last);
      if (settle > 0) await sleep(settle);
      let found: Monitor[];
      try {
        found = (await calls.list(tags)).filter(
          (monitor) =>
            monitor.monitor_type === kind &&
            monitor.name === spec.name &&
            Date.parse(monitor.created_at) >= began &&
            !wasMadeHere(monitor),
        );
      } catch (error) {
        throw new UnresolvedCreateError(
          `The ${kind} monitor "${spec.name}" may have been created (${summarizeFailure(last)}), and looking for it failed: ${(error as Error).message}. ` +
            `Check the monitors named "${spec.name}" in the Datafold app and delete a duplicate before trying again.`,
          [],
          last,
        );
      }
      if (found.length === 1) {
        const monitorId = found[0]!.id;
        madeHere.set(monitorId, { kind, name: spec.name, at: Date.parse(found[0]!.created_at) });
        options.onRecovered?.({ monitorId, reason: summarizeFailure(last) });
        return { id: monitorId };
      }
      if (found.length > 1) {
        throw new UnresolvedCreateError(
          `The ${kind} monitor "${spec.name}" may have been created (${summarizeFailure(last)}), and ${found.length} monitors of that name were made since: ` +
            `${found.map((monitor) => monitor.id).join(", ")}. Keep one, delete the others in the Datafold app, then adopt the one kept with adoptMonitorId.`,
          [],
          last,
        );
      }
    }
    throw new UnresolvedCreateError(
      `The ${kind} monitor "${spec.name}" could not be created: ${attempts} attempts failed after they were sent (the last: ${summarizeFailure(last!)}), ` +
        "and no monitor any of them made was found.",
      [],
      last!,
    );
  });
}
