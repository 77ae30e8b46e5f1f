import type { MonitorSortField, SortOrder } from "./monitor";

/*
 * What the clients' methods take. Each is checked by a schema before anything is sent, so a
 * field of the wrong type or range is an InvalidArgumentError naming it; an unknown field is
 * one too (a typo would otherwise be ignored).
 */

/** Filters and order of a monitor listing (GET /api/v1/monitors). */
export interface MonitorQuery {
  /**
   * Order of the list, applied by the service: `id`, `name`, `last_triggered` (last alert),
   * `last_run` or `created_by` (owner). Left out, the service's own order.
   */
  orderBy?: MonitorSortField | undefined;
  /** `asc` or `desc` (the service's default) when `orderBy` is set. */
  sortOrder?: SortOrder | undefined;
  /** Only monitors that carry every one of these tags; each non-empty, without commas. */
  tags?: string[] | undefined;
}

/** One page of a monitor listing. */
export interface ListMonitorsParams extends MonitorQuery {
  /** The page to read, counted from 1. Default 1. */
  page?: number | undefined;
  /** Monitors per page, 1 or more; a service may serve fewer (the answer's `page_size` says). Left out, the service's default. */
  pageSize?: number | undefined;
}

/** Every page of a monitor listing. */
export interface ListAllMonitorsParams extends MonitorQuery {
  /** Monitors per request, 1 or more; where the service serves fewer per page, its page size is walked. Default 100. */
  pageSize?: number | undefined;
  /** Pages fetched at once, 1 or more. Default 8 (the per-origin limit of the client applies too). */
  concurrency?: number | undefined;
  /**
   * Most pages read; a first page announcing more is a TooManyPagesError, and no other page
   * is requested. Default 10 000.
   */
  maxPages?: number | undefined;
}

/** Filters, order and paging of `DatafoldClient.monitors`: as {@link ListAllMonitorsParams}, one page at a time. */
export type IterateMonitorsParams = Omit<ListAllMonitorsParams, "concurrency">;

/** The most executed queries that lineage v2 has seen. */
export interface TopQueriesParams {
  /** Most queries returned, 1 or more. The server's default is 100. */
  limit?: number | undefined;
  /** Only queries of this statement type (SELECT, INSERT, ...). */
  statementType?: string | undefined;
}

/** A token to create. */
export interface CreateTokenParams {
  /** The token's label, shown in the Datafold app; left out, the server gives `"API created"`. */
  label?: string | undefined;
  /**
   * Whole days until expiry, 1 or more, counted by the service from create; null or absent
   * for a token that never expires.
   */
  expiresInDays?: number | null | undefined;
}

/** How to revoke. */
export interface RevokeParams {
  /** Recorded as the token's `revoked_reason`. */
  reason?: string | undefined;
}

/** Which tokens to list. */
export interface ListTokensParams {
  /** Also list revoked tokens. Default false: active and expired tokens only. */
  includeRevoked?: boolean | undefined;
}
