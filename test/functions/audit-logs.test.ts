/**
 * getAuditLogs and DatafoldClient.listAllAuditLogs against the emulator: every entry of a
 * window however many answers it takes (the API documents no paging: the client walks back in
 * time, keeping each `event_uuid` once), the object filters the API lacks, the window the
 * service applies, and arguments checked before anything is sent.
 */
import { InvalidArgumentError, TooManyPagesError } from "../../src";
import { getAuditLogs, getAuditLogsOutput } from "../../src/functions";
import { clientsFor, thrown } from "../../tools/harness/clients";
import { useResetEmulator } from "../../tools/harness/emulator";
import { emulatorStackConfig, resolveOutput, setStackConfig, useCleanProgramSettings } from "./program-settings";

const live = useResetEmulator({ monitors: 1 });
useCleanProgramSettings();

let clients: ReturnType<typeof clientsFor>;
beforeEach(() => {
  clients = clientsFor(live.emulator);
  setStackConfig(emulatorStackConfig(live.emulator));
});
afterEach(() => clients.control.setMaxPageSize(0));

const METRIC = {
  name: "Orders rows",
  schedule: { interval: { every: "hour" as const } },
  connection_id: 7,
  metric: { type: "table" as const, table: "analytics.orders", metric: "row_count" as const },
};

/** Two monitors with edits spread over minutes of the emulator clock: seven entries, the first at the returned time. */
async function history(): Promise<{ first: number; second: number; start: Date }> {
  const start = await clients.control.now();
  const first = (await clients.datafold.createMonitor("metric", METRIC)).id;
  await clients.control.moveClock({ advanceMs: 60_000 });
  const second = (await clients.datafold.createMonitor("metric", { ...METRIC, name: "Other" })).id;
  for (let i = 0; i < 4; i++) {
    await clients.control.moveClock({ advanceMs: 60_000 });
    await clients.datafold.updateMonitor(first, { type: "metric", name: `Orders rows v${i}` });
  }
  await clients.datafold.toggleMonitor(second, false);
  return { first, second, start };
}

describe("getAuditLogs", () => {
  test("reads every entry of the log, newest first, each once, when one answer holds only two (walked back in time)", async () => {
    const { first, second } = await history();
    await clients.control.setMaxPageSize(2);
    await clients.control.clearRequests();
    const result = await getAuditLogs();
    expect(result.total).toBe(7);
    expect(result.entries.map((entry) => [entry.action, entry.objectId])).toEqual([
      ["toggle", second],
      ["update", first],
      ["update", first],
      ["update", first],
      ["update", first],
      ["create", second],
      ["create", first],
    ]);
    expect(new Set(result.entries.map((entry) => entry.eventId)).size).toBe(7);
    expect(result.entries[1]).toMatchObject({ objectType: "monitor", userEmail: "owner@emulator.datafold.local", userId: 1, payload: { name: "Orders rows v3" } });
    // Each read after the first ended at the oldest entry of the one before: more than 7/2 reads, bounded.
    const reads = (await clients.control.requests()).filter((entry) => entry.path === "/api/v1/audit_logs");
    expect(reads.length).toBeGreaterThanOrEqual(4);
    expect(reads.length).toBeLessThanOrEqual(8);
  });

  test("objectType and objectId narrow the entries; the window is the service's, both ends inclusive", async () => {
    const { first, second, start } = await history();
    const aboutFirst = await getAuditLogs({ objectType: "monitor", objectId: first });
    expect(aboutFirst.entries.map((entry) => entry.action)).toEqual(["update", "update", "update", "update", "create"]);
    expect((await getAuditLogs({ objectType: "datadiff" })).total).toBe(0);
    const createdSecond = new Date(start.getTime() + 60_000).toISOString();
    const since = await getAuditLogsOutput({ objectId: Promise.resolve(second), startTime: createdSecond });
    const { value, isKnown } = await resolveOutput(since);
    expect(isKnown).toBe(true);
    expect(value.entries.map((entry) => entry.action)).toEqual(["toggle", "create"]);
    // Up to the second monitor's create, to the microsecond: both creates.
    expect((await getAuditLogs({ endTime: value.entries[1]!.timestamp })).entries.map((entry) => entry.action)).toEqual(["create", "create"]);
  });

  test("maxPages bounds the walk; bad arguments are named before anything is sent", async () => {
    await history();
    await clients.control.setMaxPageSize(2);
    const tooMany = await thrown(() => clients.datafold.listAllAuditLogs({ maxPages: 2 }));
    expect(tooMany).toBeInstanceOf(TooManyPagesError);
    expect((tooMany as Error).message).toContain("narrow the window with startTime and endTime, or raise maxPages");

    await clients.control.clearRequests();
    const badTime = await thrown(() => getAuditLogs({ startTime: "last week" }));
    expect(badTime).toBeInstanceOf(InvalidArgumentError);
    expect(badTime.message).toContain("startTime must be an ISO 8601 date-time");
    const badId = await thrown(() => getAuditLogs({ objectId: 0 }));
    expect(badId).toBeInstanceOf(InvalidArgumentError);
    expect(badId.message).toContain("objectId must be 1 or more; got 0. Nothing was sent.");
    expect(await clients.control.requests()).toEqual([]);
  });
});
