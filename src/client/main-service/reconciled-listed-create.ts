/**
 * A create that settles a lost answer by listing, for objects whose answers show no creation
 * time (BI integrations, data sources): the objects are listed before the first POST, and after
 * a lost answer those that appeared since, of the same identity (kind or type, and name), not
 * made by another create of this process, are looked for.
 *
 * - None: the service made nothing, and the create is sent again, for at most `attempts` in all.
 * - Some: one of them may be this create's, but another writer may have made one of that
 *   identity meanwhile, and nothing the API shows proves which. None is taken: the create fails
 *   with the family's UnresolvedCreateError, which names them (`candidateIds`) and says how to
 *   adopt the right one.
 *
 * One create at a time per identity in this process, so that no look sees a sibling's object.
 * The cost is one listing per create, made before it: an account's objects of these families
 * are few. The monitors' create tells a new monitor by its `created_at` instead
 * (reconciled-monitor-create.ts).
 */
import type { UnresolvedCreateError } from "../../core/errors";
import { realSleep } from "../transport/http-client";
import { mayHaveCreated, settleTimeFor } from "../transport/lost-answer";

/** What a family gives: its calls, how to tell its identity, and its own messages. */
export interface ListedCreate<Created extends { readonly id: number }, Listed extends { readonly id: number }> {
  /** The family and identity, such as `data source\u0000pg\u0000snowflake-prod`: the lock's key, and what "made here" remembers. */
  readonly identity: string;
  readonly create: () => Promise<Created>;
  readonly list: () => Promise<Listed[]>;
  /** Whether a listed object has the identity of the one being created. */
  readonly isSame: (listed: Listed) => boolean;
  /** Creates tried in all. */
  readonly attempts: number;
  /** Waits before the look, after a timeout or a gateway's 504; default a real timer. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The failure when the look after a lost answer failed itself. */
  readonly lookFailed: (last: Error, error: Error) => UnresolvedCreateError;
  /** The failure when objects of the identity appeared since the create began: none is taken. */
  readonly unprovable: (last: Error, found: readonly Listed[]) => UnresolvedCreateError;
  /** The failure when every attempt's answer was lost and none of them made anything. */
  readonly exhausted: (last: Error) => UnresolvedCreateError;
}

/**
 * Objects this process made (answered), as `<identity>#<id>`: never taken for another create's.
 * The identity is kept with the id, so that an id the service gives again after a reset (the
 * emulator's do) does not hide another object.
 */
const madeHere = new Set<string>();
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
export function createByListing<Created extends { readonly id: number }, Listed extends { readonly id: number }>(
  spec: ListedCreate<Created, Listed>,
): Promise<Created> {
  const sleep = spec.sleep ?? realSleep;
  return withLock(spec.identity, async () => {
    // What exists before the first POST: nothing listed here can be this create's.
    const before = new Set((await spec.list()).map((listed) => listed.id));
    let last: Error | undefined;
    for (let attempt = 1; attempt <= spec.attempts; attempt++) {
      try {
        const created = await spec.create();
        madeHere.add(`${spec.identity}#${created.id}`);
        return created;
      } catch (error) {
        if (!mayHaveCreated(error)) throw error;
        last = error as Error;
      }
      const settle = settleTimeFor(last);
      if (settle > 0) await sleep(settle);
      let found: Listed[];
      try {
        found = (await spec.list()).filter((listed) => !before.has(listed.id) && spec.isSame(listed) && !madeHere.has(`${spec.identity}#${listed.id}`));
      } catch (error) {
        throw spec.lookFailed(last, error as Error);
      }
      if (found.length > 0) throw spec.unprovable(last, found);
    }
    throw spec.exhausted(last!);
  });
}
