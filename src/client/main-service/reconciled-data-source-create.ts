/**
 * A data source create that settles a lost answer without ever taking another's data source:
 * the rule of the monitors' and BI integrations' creates (reconciled-monitor-create.ts,
 * reconciled-bi-integration-create.ts). It matters more here: the API cannot delete a data
 * source, so a second one made by sending the POST again blindly would stay for good. The data
 * sources are listed before the first POST; after a lost answer, those that appeared since, of
 * the same type and name, not made by another create of this process, are looked for.
 *
 * - None: the service made nothing, and the create is sent again, for at most
 *   {@link DEFAULT_DATA_SOURCE_CREATE_ATTEMPTS} attempts in all.
 * - Some: one may be this create's, or another writer's of the same name: none is taken, and
 *   UnresolvedCreateError names them (`candidateIds`) and says how to adopt the right one
 *   (`adoptDataSourceId`).
 */
import { UnresolvedCreateError } from "../../core/errors";
import type { DataSource } from "../../types/data-source";
import { realSleep } from "../transport/http-client";
import { mayHaveCreated, settleTimeFor, summarizeFailure } from "../transport/lost-answer";

export const DEFAULT_DATA_SOURCE_CREATE_ATTEMPTS = 3;

/** The calls a reconciled create makes, injected by DatafoldClient. */
export interface DataSourceCreateCalls {
  readonly create: () => Promise<DataSource>;
  readonly list: () => Promise<DataSource[]>;
}

/** Options of {@link DatafoldClient.createDataSourceReconciled}. */
export interface ReconciledDataSourceCreateOptions {
  /** Creates tried in all. Default 3. */
  readonly attempts?: number;
  /** Waits before the look, after a timeout or a gateway's 504; default a real timer. */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Data sources this process made (answered), by id, with type and name: never taken for another create's. */
const madeHere = new Map<number, string>();
const identity = (type: string, name: string) => `${type}\u0000${name}`;

/** Runs the create, reconciling a lost answer as the module's comment says. */
export async function createDataSourceReconciledWith(
  type: string,
  name: string,
  calls: DataSourceCreateCalls,
  options: ReconciledDataSourceCreateOptions = {},
): Promise<DataSource> {
  const attempts = options.attempts ?? DEFAULT_DATA_SOURCE_CREATE_ATTEMPTS;
  const sleep = options.sleep ?? realSleep;
  const before = new Set((await calls.list()).map((source) => source.id));
  let last: Error | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const created = await calls.create();
      madeHere.set(created.id, identity(type, name));
      return created;
    } catch (error) {
      if (!mayHaveCreated(error)) throw error;
      last = error as Error;
    }
    const settle = settleTimeFor(last);
    if (settle > 0) await sleep(settle);
    let found: DataSource[];
    try {
      found = (await calls.list()).filter(
        (source) => !before.has(source.id) && source.type === type && source.name === name && madeHere.get(source.id) !== identity(type, name),
      );
    } catch (error) {
      throw new UnresolvedCreateError(
        `The ${type} data source "${name}" may have been created (${summarizeFailure(last)}), and looking for it failed: ${(error as Error).message}. ` +
          "Look for it in the Datafold app (Settings → Data connections) before trying again: the API cannot delete a duplicate.",
        [],
        last,
      );
    }
    if (found.length > 0) {
      const ids = found.map((source) => source.id);
      throw new UnresolvedCreateError(
        `The ${type} data source "${name}" may have been created (${summarizeFailure(last)}): since the create began, ` +
          `${ids.length === 1 ? "1 data source" : `${ids.length} data sources`} of that type and name appeared: ${ids.join(", ")}. ` +
          "None was taken, since another writer may have made it. If it is this create's, adopt it: set adoptDataSourceId to its id " +
          "and run the update again; otherwise delete it in the Datafold app (Settings → Data connections) and run the update again.",
        [],
        last,
        ids,
      );
    }
  }
  throw new UnresolvedCreateError(
    `The ${type} data source "${name}" could not be created: ${attempts} attempts failed after they were sent (the last: ` +
      `${summarizeFailure(last!)}), and no data source any of them made was found.`,
    [],
    last!,
  );
}
