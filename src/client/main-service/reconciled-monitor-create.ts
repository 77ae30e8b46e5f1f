/**
 * A monitor create that settles a lost answer without ever taking another stack's monitor. A
 * POST whose answer is lost (a dropped connection, a timeout, a 5xx a gateway may send after
 * the service committed) may have made the monitor; sending it again blindly would make a
 * second. Before trying again, the monitors are listed and those the failed attempt may have
 * made are looked for: the same kind and name, created since the attempt began (on the
 * service's clock), not known to this process as made by another create of its own.
 *
 * - None: the service made nothing, and the create is sent again, for at most
 *   {@link DEFAULT_MONITOR_CREATE_ATTEMPTS} attempts in all.
 * - Some: one of them may be this create's, but a monitor's name is the user's and may be
 *   shared (review stacks of one program name their monitors alike), and nothing in what the
 *   API shows proves which stack made a monitor. Taking another stack's monitor would leave two
 *   stacks holding it (one's destroy deletes the other's), so none is taken: the create fails with
 *   UnresolvedCreateError naming them and saying how to adopt the right one.
 *
 * The same rule as `createTokenReconciled` has for tokens of a shared label (docs/architecture.md,
 * section 4): never act on what cannot be proven one's own.
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
}

/**
 * Monitors this process made (answered), by id, with the service's time when the
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
      if (found.length > 0) throw unprovable(kind, spec.name, last, found);
    }
    throw new UnresolvedCreateError(
      `The ${kind} monitor "${spec.name}" could not be created: ${attempts} attempts failed after they were sent (the last: ${summarizeFailure(last!)}), ` +
        "and no monitor any of them made was found.",
      [],
      last!,
    );
  });
}

/**
 * The failure of a create whose lost answer may have made one of `found`, monitors of its kind
 * and name that another stack may have made as well: what they are, why none was taken, and
 * how to adopt the right one.
 */
function unprovable(kind: MonitorCreateKind, name: string, cause: Error, found: readonly Monitor[]): UnresolvedCreateError {
  const ids = found.map((monitor) => monitor.id);
  const listed = found.map((monitor) => `${monitor.id} (created ${monitor.created_at})`).join(", ");
  const one = found.length === 1;
  return new UnresolvedCreateError(
    `The ${kind} monitor "${name}" may have been created (${summarizeFailure(cause)}): since the attempt began, ` +
      `${one ? "1 monitor" : `${found.length} monitors`} of that kind and name appeared: ${listed}. ` +
      `${one ? "It" : "One of them"} may be the monitor this create made, or another stack's of the same name, so none was ` +
      `taken. If ${one ? `monitor ${ids[0]}` : "one of them"} is this create's (no other stack creates a ${kind} monitor ` +
      `named "${name}"), adopt it: set adoptMonitorId to its id on the resource and run the update again. Otherwise run ` +
      "the update again to create a new one, and delete in the Datafold app any monitor this create made, which no stack " +
      "manages. Names unique to each stack let nothing be mistaken.",
    [],
    cause,
    ids,
  );
}
