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
 *
 * The procedure, shared with BI integrations (one create at a time per type and name in this
 * process, so no look sees a sibling's), is reconciled-listed-create.ts; this module gives it
 * the data sources' identity and messages.
 */
import { UnresolvedCreateError } from "../../core/errors";
import type { DataSource } from "../../types/data-source";
import { summarizeFailure } from "../transport/lost-answer";
import { createByListing } from "./reconciled-listed-create";

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

/** Runs the create, reconciling a lost answer as the module's comment says. */
export function createDataSourceReconciledWith(
  type: string,
  name: string,
  calls: DataSourceCreateCalls,
  options: ReconciledDataSourceCreateOptions = {},
): Promise<DataSource> {
  const attempts = options.attempts ?? DEFAULT_DATA_SOURCE_CREATE_ATTEMPTS;
  return createByListing<DataSource, DataSource>({
    identity: `data source\u0000${type}\u0000${name}`,
    ...calls,
    isSame: (source) => source.type === type && source.name === name,
    attempts,
    ...(options.sleep === undefined ? {} : { sleep: options.sleep }),
    lookFailed: (last, error) =>
      new UnresolvedCreateError(
        `The ${type} data source "${name}" may have been created (${summarizeFailure(last)}), and looking for it failed: ${error.message}. ` +
          "Look for it in the Datafold app (Settings → Data connections) before trying again: the API cannot delete a duplicate.",
        [],
        last,
      ),
    unprovable: (last, found) => {
      const ids = found.map((source) => source.id);
      return new UnresolvedCreateError(
        `The ${type} data source "${name}" may have been created (${summarizeFailure(last)}): since the create began, ` +
          `${ids.length === 1 ? "1 data source" : `${ids.length} data sources`} of that type and name appeared: ${ids.join(", ")}. ` +
          "None was taken, since another writer may have made it. If it is this create's, adopt it: set adoptDataSourceId to its id " +
          "and run the update again; otherwise delete it in the Datafold app (Settings → Data connections) and run the update again.",
        [],
        last,
        ids,
      );
    },
    exhausted: (last) =>
      new UnresolvedCreateError(
        `The ${type} data source "${name}" could not be created: ${attempts} attempts failed after they were sent (the last: ` +
          `${summarizeFailure(last)}), and no data source any of them made was found.`,
        [],
        last,
      ),
  });
}
