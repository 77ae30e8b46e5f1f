/**
 * A data diff as GET /api/v1/datadiffs/{id} returns it (ApiDataDiffWithProgressState). Only
 * the fields this package acts on are typed; the rest pass through untouched.
 */
export interface DataDiff {
  /** The data diff's id: a positive whole number, as in the app's URL `/datadiffs/<id>`. */
  id?: number | null;
  /** Whether the data diff is archived. False when the service leaves it out. */
  archived: boolean;
  /**
   * Whether the data diff's results were purged. Once true it stays true: purged results are
   * gone for good. False when the service leaves it out.
   */
  purged: boolean;
  /** The kind of data diff, such as `in_db` or `cross_db`. */
  kind?: string;
  /** Where the data diff's run stands, such as `done`; changes while it runs. */
  status?: string | null;
  /** The outcome once it has run, such as `identical`, `different` or `error`; null before that. */
  result?: string | null;
  /** When the data diff was created: an ISO 8601 timestamp in UTC. */
  created_at?: string | null;
  /** When the data diff last changed: an ISO 8601 timestamp in UTC. */
  updated_at?: string | null;
  /** The id of the data source of the first dataset compared. */
  data_source1_id?: number;
  /** The id of the data source of the second dataset compared. */
  data_source2_id?: number;
  /** The columns that identify a row in both datasets (the primary key the diff joins on). */
  pk_columns?: string[];
  /** A field this package does not act on, passed on as it came. */
  [field: string]: unknown;
}

/** Body of PATCH /api/v1/datadiffs/{id}: only the flags being set, so that the others stay as they are. */
export interface DataDiffUpdate {
  /** Archive (true) or un-archive (false); left out, the flag is not changed. */
  archived?: boolean;
  /** Purge the results (true); left out, the flag is not changed. The service cannot un-purge. */
  purged?: boolean;
}
