/*
 * DMA v2 transform summaries. The API does not list every value of status, side, kind and
 * reason, so they are read as strings: a value added later must not break every read. Each
 * object keeps the fields the service adds as they came (index signature).
 */

/** Why a translation attempt failed, and what to do about it. */
export interface FailureSummary {
  /** The error the translation tool reported, as it reported it. */
  error_message?: string | null;
  /** What went wrong, in a sentence or two for a person. */
  problem?: string | null;
  /** A short code for why the attempt failed, such as `max_iterations` or `tool_error`. */
  reason?: string | null;
  /** What the service suggests doing about it. */
  solution?: string | null;
  /** Where in the source the failure is, such as `etl/finance/revenue_recognition.sql:88`. */
  location?: string | null;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** The outcome of a validation that ran a data diff. */
export interface DiffResult {
  /** The id of the data diff that compared the translated output with the original. */
  datadiff_id?: number | null;
  /** The outcome, such as `identical`, `different` or `error`. */
  diff_result?: string | null;
  /** What the comparison found, in words, such as which rows differ. */
  human_readable_feedback?: string | null;
  /** The dataset compared against (the original's output), as the service identifies it. */
  reference_dataset?: string[] | null;
  /** The dataset being validated (the translation's output), as the service identifies it. */
  validated_dataset?: string[] | null;
  /** Whether the two datasets' column types differ. */
  has_schema_type_differences?: boolean | null;
  /** For an incremental comparison, which iteration this is, counted from 1. */
  incremental_iteration?: number | null;
  /** Whether the comparison ran on datasets without rows. */
  is_zero_row_diff?: boolean | null;
  /** The kind of comparison, such as `diff`. */
  kind?: string | null;
  /** For an incremental comparison, how many iterations it has in all. */
  total_iterations?: number | null;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** One validation of a translation attempt's output. */
export interface ValidationResult {
  /** What the validation checks, in words. */
  description?: string | null;
  /** The assets the validation concerns, in groups, as the service sent them. */
  related_assets?: unknown[][] | null;
  /** The kind of validation asked for, such as `diff`, `manual_review` or `code_execution`. */
  requested_validation_kind?: string | null;
  /** The outcome, once there is one; only for a validation that ran a data diff. */
  result?: DiffResult | null;
  /** Where the validation stands, such as `pending`, `running`, `failed` or `success`. */
  status?: string | null;
  /** When the validation was created: an ISO 8601 timestamp in UTC. */
  created_at?: string | null;
  /** When it finished: an ISO 8601 timestamp in UTC; null while it runs. */
  finished_at?: string | null;
  /** When it last changed: an ISO 8601 timestamp in UTC. */
  last_updated_at?: string | null;
  /** Remarks the service attached, in order. */
  notes?: string[] | null;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** A group of transforms: what a translation attempt starts from. */
export interface TransformGroup {
  /** Which side of the migration the group belongs to, such as `source` or `target`. */
  side: string;
  /** The primary key the service derived for the group's output. */
  computed_pk?: string;
  /** Diagnostic details, as the service sent them. */
  debug?: Record<string, unknown>;
  /** Tags the service attached to the group. */
  tags?: string[];
  /** The group's UUID. */
  uuid?: string;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** One translation attempt. */
export interface Transform {
  /** Where the attempt stands, such as `created`, `running`, `done` or `error`. */
  lifecycle_state: string;
  /** Which side of the migration the attempt produces, such as `target`. */
  side: string;
  /** How the attempt translates, such as `squash` or `bundle`. */
  transform_kind: string;
  /** The validations run on the attempt's output, in order. */
  validation_results: ValidationResult[];
  /** The primary key the service derived for the attempt's output. */
  computed_pk?: string;
  /** Diagnostic details, as the service sent them. */
  debug?: Record<string, unknown>;
  /** Why the attempt failed and what to do about it; null or absent unless it failed. */
  failure_summary?: FailureSummary | null;
  /** Tags the service attached to the attempt. */
  tags?: string[];
  /** The attempt's UUID. */
  uuid?: string;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** One link of a transform chain (TransformCollection in the API's own schema names). */
export interface ChainLink {
  /** The group this link's attempts translate. */
  parent_transform_group: TransformGroup;
  /** The translation attempts of this link, oldest first. */
  transforms: Transform[];
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** Every translation attempt of a transform, from the root group on. */
export interface TransformChain {
  /** The links of the chain, in order. */
  chain: ChainLink[];
  /** The group the chain starts from, on the source side. */
  root_transform_group: TransformGroup;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** The translation summary of one transform (one source script) of a DMA project. */
export interface TransformSummary {
  /** How many assets (tables, views) the transform involves. */
  asset_count: number;
  /** Translation attempts made so far; grows while the service retries. */
  iterations: number;
  /** The source script being translated, by its path. */
  source: string;
  /** Where the translation stands, such as `done`, `running`, `pending` or `failed`; read as text. */
  status: string;
  /** The UUID of the root transform group. */
  transform_group: string;
  /** The transform summary's UUID. */
  uuid: string;
  /** The latest status per kind of validation, keyed by kind, as the service sent it. */
  validations: Record<string, unknown>;
  /** Every attempt, link by link, with its validations and failures. */
  transform_chain: TransformChain;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}
