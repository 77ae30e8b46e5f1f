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
  readonly fetchPage: (page: number) => Promise<PageInfo<T>>;
  /** Most pages in flight at once. */
  readonly concurrency: number;
  /** Most pages read: a page 1 that announces more is a TooManyPagesError, and nothing else is sent. */
  readonly maxPages: number;
  /** Identity of an item: one that appears on two pages (the list shifted while read) is kept once. */
  readonly key: (item: T) => unknown;
}

/**
 * Fetches page 1, then pages 2..totalPages as page 1 announced them, at most `concurrency`
 * at once, and returns every item in page order. Workers pull the next page number when
 * they are free, so nothing is planned ahead of what is in flight; after a failure no
 * further page is started.
 */
export async function collectPages<T>(options: CollectPagesOptions<T>): Promise<T[]> {
  const { endpoint, fetchPage, concurrency, maxPages, key } = options;
  const first = await fetchPage(1);
  if (first.totalPages > maxPages) throw new TooManyPagesError(endpoint, first.totalPages, first.count, first.pageSize, maxPages);
  const pages: (readonly T[])[] = [first.items];
  let next = 2;
  let failed = false;
  const worker = async () => {
    while (!failed && next <= first.totalPages) {
      const page = next++;
      try {
        pages[page - 1] = (await fetchPage(page)).items;
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
 * pages there are (more than `maxPages` is a TooManyPagesError); an item seen on an earlier
 * page (the list shifted while read) is not yielded again.
 */
export async function* iteratePages<T>(options: IteratePagesOptions<T>): AsyncGenerator<T, void, undefined> {
  const { endpoint, fetchPage, maxPages, key } = options;
  const seen = new Set<unknown>();
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page++) {
    const info = await fetchPage(page);
    if (page === 1) {
      if (info.totalPages > maxPages) throw new TooManyPagesError(endpoint, info.totalPages, info.count, info.pageSize, maxPages);
      totalPages = info.totalPages;
    }
    for (const item of info.items) {
      const k = key(item);
      if (seen.has(k)) continue;
      seen.add(k);
      yield item;
    }
  }
}
