import { TooManyPagesError } from "../transport/limit-errors";

/** What every page of a paged listing says about the whole (already checked by `pageProblems`). */
export interface PageInfo<T> {
  readonly items: readonly T[];
  readonly totalPages: number;
  readonly count: number;
  readonly pageSize: number;
}

export interface CollectPagesOptions<T> {
  /** Human name of the listing, for errors: "list monitors". */
  readonly endpoint: string;
  /**
   * Fetches one page. Page 1 is asked for with no `servedPageSize`; every later page with the
   * page size page 1 was served with, which that page must have too (the caller's check). A
   * service that caps the page size below the one asked for is thus walked in its own pages.
   */
  readonly fetchPage: (page: number, servedPageSize?: number) => Promise<PageInfo<T>>;
  /** The page size asked for page 1, when the caller gave one: the TooManyPagesError says when the service served fewer. */
  readonly askedPageSize?: number;
  /** Most pages in flight at once. */
  readonly concurrency: number;
  /** Most pages read: a page 1 that announces more is a TooManyPagesError, and nothing else is sent. */
  readonly maxPages: number;
  /** Identity of an item: one that appears on two pages (the list shifted while read) is kept once. */
  readonly key: (item: T) => unknown;
}

/** Page 1 says how many pages there are: more than `maxPages` stops the walk before any other request. */
function checkPageCount<T>(options: IteratePagesOptions<T>, first: PageInfo<T>): void {
  if (first.totalPages > options.maxPages) {
    throw new TooManyPagesError(options.endpoint, first.totalPages, first.count, first.pageSize, options.maxPages, options.askedPageSize);
  }
}

/**
 * Fetches page 1, then pages 2..totalPages as page 1 announced them (in page 1's page size),
 * at most `concurrency` at once, and returns every item in page order. Workers pull the
 * next page number when they are free, so nothing is planned ahead of what is in flight;
 * after a failure no further page is started.
 */
export async function collectPages<T>(options: CollectPagesOptions<T>): Promise<T[]> {
  const { fetchPage, concurrency, key } = options;
  const first = await fetchPage(1);
  checkPageCount(options, first);
  const pages: (readonly T[])[] = [first.items];
  let next = 2;
  let failed = false;
  const worker = async () => {
    while (!failed && next <= first.totalPages) {
      const page = next++;
      try {
        pages[page - 1] = (await fetchPage(page, first.pageSize)).items;
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Math.min(concurrency, Math.max(0, first.totalPages - 1));
  await Promise.all(Array.from({ length: workers }, worker));
  const seen = new Set<unknown>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      const k = key(item);
      if (!seen.has(k)) {
        seen.add(k);
        items.push(item);
      }
    }
  }
  return items;
}

/** What {@link iteratePages} needs: {@link CollectPagesOptions} but the concurrency, as pages are read one by one. */
export type IteratePagesOptions<T> = Omit<CollectPagesOptions<T>, "concurrency">;

/**
 * The items of every page, fetched lazily: page n+1 is requested only when the consumer has
 * taken every item of page n, and a consumer that stops (`break`, `return`, a throw in a
 * `for await` body) stops the fetching, as the generator is closed. Page 1 says how many
 * pages there are (more than `maxPages` is a TooManyPagesError) and in what page size the
 * later ones are asked for; an item seen on an earlier page (the list shifted while read)
 * is not yielded again.
 */
export async function* iteratePages<T>(options: IteratePagesOptions<T>): AsyncGenerator<T, void, undefined> {
  const { fetchPage, key } = options;
  const seen = new Set<unknown>();
  let totalPages = 1;
  let servedPageSize: number | undefined;
  for (let page = 1; page <= totalPages; page++) {
    const info = await fetchPage(page, servedPageSize);
    if (page === 1) {
      checkPageCount(options, info);
      totalPages = info.totalPages;
      servedPageSize = info.pageSize;
    }
    for (const item of info.items) {
      const k = key(item);
      if (seen.has(k)) continue;
      seen.add(k);
      yield item;
    }
  }
}
