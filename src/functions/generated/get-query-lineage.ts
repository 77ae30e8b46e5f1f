// Generated from src/functions/lineage-definitions.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.
import type { LineageQuery, LineageTable } from "../../types/lineage";

/** The arguments of {@link getQueryLineage}. */
export interface GetQueryLineageArgs {
  /** The query's fingerprint (see {@link getTopQueries}): non-empty text, one path segment. */
  readonly fingerprint: string;
}

/** What {@link getQueryLineage} returns: read afresh at every run of the program. */
export interface GetQueryLineageResult {
  /** The fingerprint asked for. */
  readonly fingerprint: string;
  /** The query itself, with its usage statistics. */
  readonly query: LineageQuery;
  /** The tables and views the query reads. */
  readonly tablesRead: readonly LineageTable[];
  /**
   * The query's output columns, as the service describes them (such as name, dataType, position).
   */
  readonly outputColumns: readonly Readonly<Record<string, unknown>>[];
  /**
   * Where each output column comes from (such as outputColumn, sourceTable, sourceColumn,
   * transformType).
   */
  readonly columnLineage: readonly Readonly<Record<string, unknown>>[];
}
