/*
 * The paging the listings serve (monitors, data diffs). The vendor's OpenAPI gives `page` and
 * `page_size` a default and no bounds, so FastAPI accepts any integer, and what the service
 * then does with 0, a negative number or a very large one is not documented. The emulator's
 * answers are guesses, listed in its README ("Guesses"): a size under 1 is served as 1, a size
 * above the configured cap (`maxPageSize`) as the cap, and a page under 1 is an empty page.
 * Every answer says in `page_size` what it served, as a service that caps its page size does.
 */

/** What a listing serves for a `page` and `page_size` asked for. */
export interface ServedPaging {
  /** The page answered: the one asked for, echoed as is. */
  readonly page: number;
  /** The page size served, which the answer reports. */
  readonly pageSize: number;
  /** Index of the page's first item in the whole list; a page under 1 has no items (see {@link pageSlice}). */
  readonly start: number;
}

/** The page size served for `asked`: at least 1, at most `maxPageSize` when that is not 0. */
export function servedPageSize(asked: number, maxPageSize: number): number {
  const atLeastOne = Math.max(1, asked);
  return maxPageSize > 0 ? Math.min(atLeastOne, maxPageSize) : atLeastOne;
}

export function servedPaging(page: number, pageSize: number, maxPageSize: number): ServedPaging {
  const size = servedPageSize(pageSize, maxPageSize);
  return { page, pageSize: size, start: (page - 1) * size };
}

/** `[start, end)` of the page in a list of `count` items; empty for a page under 1 or past the end. */
export function pageSlice(paging: ServedPaging, count: number): { start: number; end: number } {
  if (paging.page < 1) return { start: 0, end: 0 };
  const start = Math.min(paging.start, count);
  return { start, end: Math.min(start + paging.pageSize, count) };
}

/** How many pages `count` items make in the size served. */
export function totalPages(count: number, paging: ServedPaging): number {
  return Math.ceil(count / paging.pageSize);
}
