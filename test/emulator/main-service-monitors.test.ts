import { HttpValidationError, Monitor, MonitorList } from "../../src/schemas";
import { startHarness, type Harness } from "../fixtures/main-service-harness";

let harness: Harness;

afterEach(async () => {
  await harness.app.close();
});

async function list(query: string): Promise<MonitorList> {
  const { status, body } = await harness.call(`/api/v1/monitors${query}`);
  expect(status).toBe(200);
  return MonitorList.parse(body);
}

/** Every seeded monitor, in id order. */
async function everyMonitor(): Promise<Monitor[]> {
  return (await list("?page_size=100000")).monitors;
}

type Key = "id" | "name" | "last_alert" | "last_run" | "owner";

/** The order the service promises: nulls last in both directions, ties by id ascending. */
function expectedOrder(monitors: Monitor[], key: Key, direction: "asc" | "desc"): number[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...monitors]
    .sort((a, b) => {
      const left = a[key] ?? null;
      const right = b[key] ?? null;
      if (left === right) return a.id - b.id;
      if (left === null) return 1;
      if (right === null) return -1;
      return (left as string | number) < (right as string | number) ? -sign : sign;
    })
    .map((monitor) => monitor.id);
}

describe("GET /api/v1/monitors paging", () => {
  beforeEach(async () => {
    harness = await startHarness({ monitors: 50 });
  });

  it("answers the first 20 monitors by id when no parameter is given", async () => {
    const page = await list("");
    expect(page).toMatchObject({ count: 50, page: 1, page_size: 20, total_pages: 3 });
    expect(page.monitors.map((monitor) => monitor.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("answers a partial last page", async () => {
    const page = await list("?page=3&page_size=20");
    expect(page).toMatchObject({ count: 50, page: 3, total_pages: 3 });
    expect(page.monitors.map((monitor) => monitor.id)).toEqual(Array.from({ length: 10 }, (_, i) => i + 41));
  });

  it("answers a page past the end with 200 and no monitors", async () => {
    const page = await list("?page=4&page_size=20");
    expect(page).toEqual({ count: 50, monitors: [], page: 4, page_size: 20, total_pages: 3 });
  });

  it("answers every monitor on one page when page_size exceeds the count", async () => {
    const page = await list("?page_size=1000");
    expect(page).toMatchObject({ count: 50, page_size: 1000, total_pages: 1 });
    expect(page.monitors).toHaveLength(50);
  });

  it("serves a page_size above the cap in pages of the cap, and says so in page_size", async () => {
    await harness.app.close();
    harness = await startHarness({ monitors: 50, maxPageSize: 20 });
    const ids: number[] = [];
    for (const page of [1, 2, 3]) {
      const served = await list(`?page=${page}&page_size=500&order_by=id&sort_order=asc`);
      expect(served).toMatchObject({ count: 50, page, page_size: 20, total_pages: 3 });
      ids.push(...served.monitors.map((monitor) => monitor.id));
    }
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await list("?page_size=7")).toMatchObject({ page_size: 7, total_pages: 8 });
  });

  it("accepts page 0, negative pages and a page_size under 1, which the OpenAPI does not bound", async () => {
    expect(await list("?page=0")).toEqual({ count: 50, monitors: [], page: 0, page_size: 20, total_pages: 3 });
    expect(await list("?page=-3&page_size=10")).toEqual({ count: 50, monitors: [], page: -3, page_size: 10, total_pages: 5 });
    for (const size of ["0", "-5"]) {
      const page = await list(`?page=2&page_size=${size}&order_by=id&sort_order=asc`);
      expect(page).toMatchObject({ count: 50, page: 2, page_size: 1, total_pages: 50 });
      expect(page.monitors.map((monitor) => monitor.id)).toEqual([2]);
    }
  });

  it("answers zero pages when no monitor is configured", async () => {
    await harness.app.close();
    harness = await startHarness({ monitors: 0 });
    expect(await list("")).toEqual({ count: 0, monitors: [], page: 1, page_size: 20, total_pages: 0 });
  });

  it("generates the same monitors on every start, whatever the configured count", async () => {
    const first = await everyMonitor();
    await harness.app.close();
    harness = await startHarness({ monitors: 80 });
    expect((await everyMonitor()).slice(0, 50)).toEqual(first);
  });

  it("shows every field of ApiPublicGetMonitorOut, with the four monitor types in turn", async () => {
    const monitors = await everyMonitor();
    expect(Object.keys(monitors[0] ?? {}).sort()).toEqual(
      ["created_at", "enabled", "id", "last_alert", "last_run", "modified_at", "monitor_type", "name", "owner", "state", "tags"],
    );
    expect(monitors.slice(0, 4).map((monitor) => monitor.monitor_type)).toEqual(["diff", "metric", "schema", "test"]);
    expect(monitors.filter((monitor) => monitor.enabled).length).toBeGreaterThan(35);
    expect(monitors.filter((monitor) => monitor.state === "ok").length).toBeGreaterThan(20);
  });
});

describe("GET /api/v1/monitors ordering", () => {
  let all: Monitor[];

  beforeEach(async () => {
    harness = await startHarness({ monitors: 300 });
    all = await everyMonitor();
  });

  const cases: [string, Key][] = [
    ["id", "id"],
    ["name", "name"],
    ["last_triggered", "last_alert"],
    ["last_run", "last_run"],
    ["created_by", "owner"],
  ];
  for (const [orderBy, key] of cases) {
    for (const direction of ["asc", "desc"] as const) {
      it(`orders by ${orderBy} ${direction} with nulls last and ties by id`, async () => {
        const page = await list(`?order_by=${orderBy}&sort_order=${direction}&page_size=300`);
        expect(page.monitors.map((monitor) => monitor.id)).toEqual(expectedOrder(all, key, direction));
        if (key !== "id") {
          expect(all.some((monitor) => monitor[key] === null)).toBe(true);
          expect(page.monitors[page.monitors.length - 1]?.[key]).toBeNull();
        }
      });
    }
  }

  it("sorts descending when order_by is given without sort_order", async () => {
    const page = await list("?order_by=last_run&page_size=300");
    expect(page.monitors.map((monitor) => monitor.id)).toEqual(expectedOrder(all, "last_run", "desc"));
  });

  it("keeps id order when only sort_order is given", async () => {
    const page = await list("?sort_order=desc&page_size=5");
    expect(page.monitors.map((monitor) => monitor.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("accepts the vendor docs' created_by_id as created_by", async () => {
    const alias = await list("?order_by=created_by_id&sort_order=asc&page_size=300");
    const canonical = await list("?order_by=created_by&sort_order=asc&page_size=300");
    expect(alias).toEqual(canonical);
  });

  it("walks the pages of a sorted list without skipping or repeating a monitor", async () => {
    const walked: number[] = [];
    for (let page = 1; page <= 43; page += 1) {
      walked.push(...(await list(`?order_by=name&sort_order=desc&page_size=7&page=${page}`)).monitors.map((m) => m.id));
    }
    expect(walked).toEqual(expectedOrder(all, "name", "desc"));
  });
});

describe("GET /api/v1/monitors tag filter", () => {
  let all: Monitor[];

  beforeEach(async () => {
    harness = await startHarness({ monitors: 200 });
    all = await everyMonitor();
  });

  it("keeps the monitors carrying the one tag asked for", async () => {
    const expected = all.filter((monitor) => monitor.tags?.includes("finance")).map((monitor) => monitor.id);
    const page = await list("?tags=finance&page_size=200");
    expect(expected.length).toBeGreaterThan(0);
    expect(page.count).toBe(expected.length);
    expect(page.monitors.map((monitor) => monitor.id)).toEqual(expected);
  });

  it("keeps only the monitors carrying every tag asked for", async () => {
    const expected = all.filter((m) => m.tags?.includes("pii") && m.tags.includes("critical")).map((m) => m.id);
    const page = await list("?tags=pii,critical&page_size=200");
    expect(expected.length).toBeGreaterThan(0);
    expect(page.monitors.map((monitor) => monitor.id)).toEqual(expected);
    expect(page.total_pages).toBe(1);
  });

  it("ignores empty items and spaces in the tag list", async () => {
    expect(await list("?tags=,pii,%20critical,,&page_size=200")).toEqual(await list("?tags=pii,critical&page_size=200"));
  });

  it("pages the filtered list and counts only what matched", async () => {
    const expected = all.filter((monitor) => monitor.tags?.includes("nightly")).map((monitor) => monitor.id);
    const page = await list("?tags=nightly&page_size=10&page=2&order_by=id&sort_order=asc");
    expect(page.count).toBe(expected.length);
    expect(page.total_pages).toBe(Math.ceil(expected.length / 10));
    expect(page.monitors.map((monitor) => monitor.id)).toEqual(expected.slice(10, 20));
  });

  it("answers count 0 for a tag no monitor carries", async () => {
    expect(await list("?tags=finance,no-such-tag")).toEqual({ count: 0, monitors: [], page: 1, page_size: 20, total_pages: 0 });
  });
});

describe("GET /api/v1/monitors validation", () => {
  beforeEach(async () => {
    harness = await startHarness({ monitors: 10 });
  });

  it("reports every invalid parameter at once in FastAPI's 422 shape", async () => {
    const { status, body } = await harness.call("/api/v1/monitors?page=abc&page_size=1.5&order_by=x&sort_order=up");
    expect(status).toBe(422);
    expect(HttpValidationError.parse(body)).toEqual({
      detail: [
        {
          type: "int_parsing",
          loc: ["query", "page"],
          msg: "Input should be a valid integer, unable to parse string as an integer",
          input: "abc",
        },
        {
          type: "int_parsing",
          loc: ["query", "page_size"],
          msg: "Input should be a valid integer, unable to parse string as an integer",
          input: "1.5",
        },
        {
          type: "enum",
          loc: ["query", "order_by"],
          msg: "Input should be 'id', 'name', 'last_triggered', 'last_run' or 'created_by'",
          input: "x",
          ctx: { expected: "'id', 'name', 'last_triggered', 'last_run' or 'created_by'" },
        },
        {
          type: "literal_error",
          loc: ["query", "sort_order"],
          msg: "Input should be 'asc' or 'desc'",
          input: "up",
          ctx: { expected: "'asc' or 'desc'" },
        },
      ],
    });
  });

  it("reads integers as pydantic does: surrounding spaces and a zero fraction are fine, an empty value is not", async () => {
    expect((await list("?page=%202%20&page_size=5.0")).page).toBe(2);
    const { status, body } = await harness.call("/api/v1/monitors?page=");
    expect(status).toBe(422);
    expect(body).toMatchObject({ detail: [{ type: "int_parsing", loc: ["query", "page"], input: "" }] });
  });

  it("reads a repeated parameter from its last occurrence", async () => {
    expect((await list("?page_size=abc&page_size=3")).monitors).toHaveLength(3);
  });
});

describe("GET /api/v1/monitors with 100,000 monitors", () => {
  beforeEach(async () => {
    harness = await startHarness({ monitors: 100_000 });
  });

  it("answers sorted and filtered pages quickly once the order is cached", async () => {
    const first = await list("?order_by=name&sort_order=asc&page=2&page_size=50");
    expect(first).toMatchObject({ count: 100_000, total_pages: 2000 });
    const started = performance.now();
    for (let page = 1; page <= 20; page += 1) await list(`?order_by=name&sort_order=asc&page=${page}&page_size=50`);
    await list("?order_by=last_run&tags=pii,nightly&page=3");
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
