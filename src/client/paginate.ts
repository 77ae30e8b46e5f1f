import { ConcurrencyLimit } from "./concurrency-limit";

/** What every page of a paged listing says about the whole. */
export interface PageInfo<T> {
  readonly items: readonly T[];
  readonly totalPages: number;
}

/**
 * Fetches pages 2..totalPages (as page 1 announced them) with at most `concurrency`
 * requests at once, and returns every item in page order. Items that appear twice (the
 * list shifted while it was read) are kept once, by `key`.
 */
export async function collectPages<T>(
  first: PageInfo<T>,
  fetchPage: (page: number) => Promise<PageInfo<T>>,
  concurrency: number,
  key: (item: T) => unknown,
): Promise<T[]> {
  const limit = new ConcurrencyLimit(concurrency);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => limit.run(() => fetchPage(i + 2))),
  );
  const seen = new Set<unknown>();
  const items: T[] = [];
  for (const page of [first, ...rest]) {
    for (const item of page.items) {
      const k = key(item);
      if (!seen.has(k)) {
        seen.add(k);
        items.push(item);
      }
    }
  }
  return items;
}
