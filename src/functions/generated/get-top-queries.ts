// Generated from src/functions/lineage-definitions.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.
import type { LineageQuery } from "../../types/lineage";

/** The arguments of {@link getTopQueries}: both optional. */
export interface GetTopQueriesArgs {
  /** Most queries returned: a whole number, 1 or more. The service's default is 100. */
  readonly limit?: number;
  /** Only queries of this statement type (SELECT, INSERT, ...). */
  readonly statementType?: string;
}

/** What {@link getTopQueries} returns: read afresh at every run of the program. */
export interface GetTopQueriesResult {
  /** The queries, most executed first. */
  readonly queries: readonly LineageQuery[];
}
