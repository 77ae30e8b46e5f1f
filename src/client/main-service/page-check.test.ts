import { pageProblems } from "./page-check";

const items = (n: number) => Array.from({ length: n }, (_, i) => i);
const page = (count: number, p: number, size: number, totalPages = Math.ceil(count / size)) => ({ count, page: p, page_size: size, total_pages: totalPages });

describe("pageProblems", () => {
  it("accepts full pages, a short last page, an empty page past the end, and both forms of an empty listing", () => {
    expect(pageProblems({ page: 1 }, page(45, 1, 20), items(20), "monitors")).toEqual([]);
    expect(pageProblems({ page: 3, servedPageSize: 20 }, page(45, 3, 20), items(5), "monitors")).toEqual([]);
    expect(pageProblems({ page: 4, servedPageSize: 20 }, page(45, 4, 20), [], "monitors")).toEqual([]);
    expect(pageProblems({ page: 1 }, page(0, 1, 20, 0), [], "monitors")).toEqual([]);
    expect(pageProblems({ page: 1 }, page(0, 1, 20, 1), [], "monitors")).toEqual([]);
  });

  it("accepts page 1 in whatever page size the service served, such as one capped below the size asked for", () => {
    // Asked for 500 a page; the service serves 100 and says so.
    expect(pageProblems({ page: 1 }, page(250, 1, 100), items(100), "monitors")).toEqual([]);
  });

  it("judges a capped page by the size it was served in: total_pages, a full page and the most items follow page_size", () => {
    expect(pageProblems({ page: 1 }, page(250, 1, 100, 1), items(100), "monitors")).toEqual([
      { path: "total_pages", expected: "expected 3 (count 250 / page_size 100, rounded up), received 1" },
    ]);
    expect(pageProblems({ page: 1 }, page(250, 1, 100), items(250), "monitors")).toEqual([
      { path: "monitors", expected: "expected at most page_size 100 items, received 250" },
    ]);
    expect(pageProblems({ page: 1 }, page(250, 1, 100), items(40), "monitors")).toEqual([
      { path: "monitors", expected: "expected a full page of 100 items (page 1 of 3), received 40" },
    ]);
  });

  it("names each number that disagrees with what was asked or with the others", () => {
    expect(pageProblems({ page: 2, servedPageSize: 100 }, { ...page(300, 1, 20), total_pages: 7 }, items(20), "monitors")).toEqual([
      { path: "page", expected: "expected 2 (the page asked for), received 1" },
      { path: "page_size", expected: "expected 100 (the page size page 1 was served with, and asked for since), received 20" },
      { path: "total_pages", expected: "expected 15 (count 300 / page_size 20, rounded up), received 7" },
    ]);
  });

  it("refuses more items than page_size, a short page before the last, and items past the last page", () => {
    expect(pageProblems({ page: 1 }, page(150, 1, 100), items(150), "monitors")[0]?.expected).toBe("expected at most page_size 100 items, received 150");
    expect(pageProblems({ page: 2 }, page(300, 2, 100), items(10), "monitors")[0]?.expected).toBe(
      "expected a full page of 100 items (page 2 of 3), received 10",
    );
    expect(pageProblems({ page: 5 }, page(300, 5, 100), items(3), "monitors")[0]?.expected).toBe("expected no items past the last page (3), received 3");
  });

  it("stops at a page size or count no listing can have", () => {
    expect(pageProblems({ page: 1 }, page(10, 1, 1, 10), items(1), "monitors")).toEqual([]);
    expect(pageProblems({ page: 1 }, { count: 10, page: 1, page_size: 0, total_pages: 1 }, [], "monitors")).toEqual([
      { path: "page_size", expected: "expected 1 or more, received 0" },
    ]);
    expect(pageProblems({ page: 1 }, { count: 10, page: 1, page_size: -5, total_pages: 1 }, [], "monitors")).toEqual([
      { path: "page_size", expected: "expected 1 or more, received -5" },
    ]);
    expect(pageProblems({ page: 1 }, { count: -1, page: 1, page_size: 20, total_pages: 0 }, [], "monitors")).toEqual([
      { path: "count", expected: "expected 0 or more, received -1" },
    ]);
  });
});
