import { TooManyPagesError } from "./limit-errors";

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
