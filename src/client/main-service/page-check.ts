import type { ResponseProblem } from "../transport/response-body";

/** The paging fields every page of a listing carries (MonitorList and its kin). */
export interface PageEnvelope {
  readonly count: number;
  readonly page: number;
  readonly page_size: number;
  readonly total_pages: number;
}

/** What a page is checked against, besides itself. */
export interface PageAsked {
  /** The page asked for: the service must answer that one. */
  readonly page: number;
  /**
   * The page size page 1 of a walk was served with, for its later pages (which are asked for
   * with it). Absent for page 1 and a single page: a service may serve another size than
   * the one asked for (commonly a smaller one: it caps the page size without saying so), and
   * whatever it served is what the numbers of the page are checked against.
   */
  readonly servedPageSize?: number;
}

/**
 * Where a page's numbers disagree with what was asked or with each other. A page that is
 * valid by the schema can still announce 34 million pages; a listing that trusted it would
 * plan them all. None of these checks needs the service to echo the page size asked for:
 * the count, the page size it served and the items it sent must agree among themselves.
 * `itemsField` names the array of the page in messages ("monitors").
 */
export function pageProblems(asked: PageAsked, list: PageEnvelope, items: readonly unknown[], itemsField: string): ResponseProblem[] {
  const problems: ResponseProblem[] = [];
  const { count, page, page_size: size, total_pages: total } = list;
  if (page !== asked.page) problems.push({ path: "page", expected: `expected ${asked.page} (the page asked for), received ${page}` });
  // Pages of one walk must share page 1's size, or the walk would skip or repeat items.
  if (asked.servedPageSize !== undefined && size !== asked.servedPageSize) {
    problems.push({
      path: "page_size",
      expected: `expected ${asked.servedPageSize} (the page size page 1 was served with, and asked for since), received ${size}`,
    });
  }
  if (size < 1) return [...problems, { path: "page_size", expected: `expected 1 or more, received ${size}` }];
  if (count < 0) return [...problems, { path: "count", expected: `expected 0 or more, received ${count}` }];
  const pages = Math.ceil(count / size);
  // An empty listing is "0 pages" to some services and "1 empty page" to others.
  if (total !== pages && !(count === 0 && total === 1)) {
    problems.push({ path: "total_pages", expected: `expected ${pages} (count ${count} / page_size ${size}, rounded up), received ${total}` });
  }
  if (items.length > size) {
    problems.push({ path: itemsField, expected: `expected at most page_size ${size} items, received ${items.length}` });
  } else if (page < total && items.length < size) {
    problems.push({ path: itemsField, expected: `expected a full page of ${size} items (page ${page} of ${total}), received ${items.length}` });
  } else if (page > Math.max(total, 1) && items.length > 0) {
    problems.push({ path: itemsField, expected: `expected no items past the last page (${total}), received ${items.length}` });
  }
  return problems;
}
