/**
 * A service that caps the page size without saying so, as services commonly do (the vendor
 * documents no largest page size): the emulator serves at most `maxPageSize` monitors a page,
 * whatever `page_size` asks, and says so in the answer's `page_size`. Every listing of the
 * package must still list every monitor, once, in the service's order.
 */
import type { Monitor } from "../../src/clients";
import { getMonitors } from "../../src/functions";
import { useEmulatorClients } from "../../tools/harness/clients";
import { emulatorStackConfig, setStackConfig, useCleanProgramSettings } from "../functions/program-settings";

const MONITORS = 250;
const CAP = 40;
const live = useEmulatorClients({ monitors: MONITORS });
useCleanProgramSettings();

let uncapped: Monitor[];
beforeAll(async () => {
  uncapped = await live.clients.datafold.listAllMonitors({ orderBy: "name", sortOrder: "asc" });
  // Set through the control API, as a test sharing an emulator would; reset keeps it.
  await live.clients.control.setMaxPageSize(CAP);
});
beforeEach(() => setStackConfig(emulatorStackConfig(live.emulator)));

/** `page/page_size` of every monitor listing request since the log was cleared, sorted by page. */
async function pagesAsked(): Promise<string[]> {
  const requests = (await live.clients.control.requests()).filter((r) => r.path === "/api/v1/monitors");
  return requests.map((r) => `${String(r.query.page)}/${String(r.query.page_size)}`).sort((a, b) => Number.parseInt(a) - Number.parseInt(b));
}

/** Page 1 asked in the size given, pages 2 to 7 in the cap, the size page 1 was served in. */
const WALK_OF_500 = ["1/500", ...Array.from({ length: Math.ceil(MONITORS / CAP) - 1 }, (_, i) => `${i + 2}/${CAP}`)];

describe("against a service that caps the page size", () => {
  it("serves a page asked with a larger size in pages of the cap, and says so", async () => {
    const page = await live.clients.datafold.listMonitors({ pageSize: 500 });
    expect(page).toMatchObject({ count: MONITORS, page: 1, page_size: CAP, total_pages: Math.ceil(MONITORS / CAP) });
    expect(page.monitors).toHaveLength(CAP);
  });

  it("listAllMonitors lists every monitor once, in the service's order, walking the capped pages", async () => {
    const listed = await live.clients.datafold.listAllMonitors({ orderBy: "name", sortOrder: "asc", pageSize: 500 });
    expect(listed.map((m) => m.id)).toEqual(uncapped.map((m) => m.id));
    expect(await pagesAsked()).toEqual(WALK_OF_500);
  });

  it("the monitor iterator yields every monitor once, in the service's order", async () => {
    const iterated: number[] = [];
    for await (const monitor of live.clients.datafold.monitors({ orderBy: "name", sortOrder: "asc", pageSize: 500 })) iterated.push(monitor.id);
    expect(iterated).toEqual(uncapped.map((m) => m.id));
    expect(await pagesAsked()).toEqual(WALK_OF_500);
  });

  it("getMonitors lists every monitor with the counts of all of them", async () => {
    const result = await getMonitors({ orderBy: "name", sortOrder: "asc", pageSize: 500 });
    expect(result.total).toBe(MONITORS);
    expect(result.monitors.map((m) => m.id)).toEqual(uncapped.map((m) => m.id));
    expect(await pagesAsked()).toEqual(WALK_OF_500);
  });

  it("getMonitors with its default page size of 100 walks the same capped pages", async () => {
    const result = await getMonitors({});
    expect(result.monitors).toHaveLength(MONITORS);
    expect(await pagesAsked()).toEqual(["1/100", ...WALK_OF_500.slice(1)]);
  });
});
