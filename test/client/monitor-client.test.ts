/**
 * The monitor endpoints of DatafoldClient against the emulator: each call's request and
 * answer, arguments refused before anything is sent, and createMonitorReconciled after a lost
 * answer (a timeout, a dropped connection, a gateway's 502, a refusal, another stack's monitor
 * of the same name, every attempt failing): a monitor that may be another stack's is never
 * taken.
 */
import { DatafoldClient, InvalidArgumentError, UnresolvedCreateError, ValidationError } from "../../src/clients";
import { thrown, useEmulatorClients } from "../../tools/harness/clients";

const live = useEmulatorClients({ monitors: 4 });

const body = (name: string) => ({
  name,
  connection_id: 7,
  schedule: { interval: { every: "hour" } },
  metric: { type: "table", table: "analytics.orders", metric: "row_count" },
  tags: ["client-test"],
});
const CREATE_PATH = "/api/v1/monitors/create/metric";

test("create, get, update, toggle, run, runs, one run and delete, each on its endpoint", async () => {
  const datafold = live.clients.datafold;
  const { id } = await datafold.createMonitor("metric", body("Rows"));
  await expect(datafold.getMonitor(id)).resolves.toMatchObject({ id, name: "Rows", monitor_type: "metric", enabled: true, dataset: [expect.objectContaining({ connection_id: 7 })] });
  await datafold.updateMonitor(id, { type: "metric", name: "Rows renamed" });
  await datafold.toggleMonitor(id, false);
  await expect(datafold.getMonitor(id)).resolves.toMatchObject({ name: "Rows renamed", enabled: false });
  const { run_id } = await datafold.runMonitor(id);
  await expect(datafold.listMonitorRuns(id)).resolves.toMatchObject({ runs: [expect.objectContaining({ run_id, monitor_id: id })] });
  await expect(datafold.getMonitorRun(id, run_id)).resolves.toMatchObject({ run_id, monitor_id: id });
  await datafold.deleteMonitor(id);
  await expect(datafold.getMonitor(id)).rejects.toMatchObject({ status: 404 });
  const requests = (await live.clients.control.requests()).map((r) => `${r.method} ${r.path}`);
  expect(requests).toEqual(expect.arrayContaining([`PATCH /api/v1/monitors/${id}/update`, `PUT /api/v1/monitors/${id}/toggle`, `POST /api/v1/monitors/${id}/run`]));
});

test("bad arguments are refused before anything is sent", async () => {
  await live.clients.control.clearRequests();
  const datafold = live.clients.datafold;
  expect(await thrown(() => datafold.getMonitor(0))).toBeInstanceOf(InvalidArgumentError);
  expect(await thrown(() => datafold.createMonitor("metrics" as never, body("x")))).toBeInstanceOf(InvalidArgumentError);
  expect(await thrown(() => datafold.createMonitor("metric", { ...body("x"), name: "" }))).toBeInstanceOf(InvalidArgumentError);
  expect(await thrown(() => datafold.updateMonitor(1, { type: "other" } as never))).toBeInstanceOf(InvalidArgumentError);
  expect(await live.clients.control.requests()).toEqual([]);
});

describe("createMonitorReconciled", () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  beforeEach(() => sleeps.splice(0));

  const mine = async (name: string) => (await live.clients.datafold.listAllMonitors()).filter((m) => m.name === name).map((m) => m.id);

  test.each([
    ["the connection dropped after the commit", { action: "commit-then-drop" }, "connection lost: ECONNRESET"],
    ["a gateway answered 502 after the commit", { action: "commit-then-status", status: 502 }, "status 502"],
  ])("%s: the monitor made is named, not taken, and no second POST is sent", async (_why, fault, summary) => {
    const name = `Lost ${String(fault.action)}`;
    await live.clients.control.addFault({ method: "POST", path: CREATE_PATH, ...fault } as never);
    await live.clients.control.clearRequests();
    const error = await thrown(() => live.clients.datafold.createMonitorReconciled("metric", body(name), { sleep }));
    const made = (await live.clients.datafold.listAllMonitors()).filter((m) => m.name === name);
    expect(made).toHaveLength(1);
    expect(error).toBeInstanceOf(UnresolvedCreateError);
    expect(error).toMatchObject({ candidateIds: [made[0]!.id], revokedOrphanIds: [] });
    expect(error.message).toBe(
      `The metric monitor "${name}" may have been created (${summary}): since the attempt began, 1 monitor of that kind and name ` +
        `appeared: ${made[0]!.id} (created ${made[0]!.created_at}). It may be the monitor this create made, or another stack's of the same ` +
        `name, so none was taken. If monitor ${made[0]!.id} is this create's (no other stack creates a metric monitor named "${name}"), ` +
        "adopt it: set adoptMonitorId to its id on the resource and run the update again. Otherwise run the update again to create a " +
        "new one, and delete in the Datafold app any monitor this create made, which no stack manages. Names unique to each stack " +
        "let nothing be mistaken.",
    );
    expect((await live.clients.control.requests()).filter((r) => r.method === "POST")).toHaveLength(1);
  });

  test("a timeout after the commit: waits as long as the timeout before the look, then names what it found", async () => {
    const client = new DatafoldClient({ host: live.emulator.url, apiKey: live.emulator.apiKey, timeoutMs: 500 });
    await live.clients.control.addFault({ method: "POST", path: CREATE_PATH, action: "commit-then-delay", delayMs: 1_500 } as never);
    const error = await thrown(() => client.createMonitorReconciled("metric", body("Timed out"), { sleep }));
    expect(sleeps).toEqual([500]);
    expect(error).toMatchObject({ candidateIds: await mine("Timed out") });
    expect(await mine("Timed out")).toHaveLength(1);
  });

  test("another stack's monitor of the same name, made while this create's answer was lost, is never taken", async () => {
    // The POST is answered 504 before the service acts; during the wait another stack makes its monitor of the name.
    const other = new DatafoldClient({ host: live.emulator.url, apiKey: live.emulator.apiKey });
    await live.clients.control.addFault({ method: "POST", path: CREATE_PATH, action: "status", status: 504 } as never);
    let theirs: number | undefined;
    const otherStackMeanwhile = async () => {
      theirs = (await other.createMonitor("metric", body("Shared name"))).id;
    };
    const error = await thrown(() => live.clients.datafold.createMonitorReconciled("metric", body("Shared name"), { sleep: otherStackMeanwhile }));
    expect(error).toBeInstanceOf(UnresolvedCreateError);
    expect(error).toMatchObject({ candidateIds: [theirs] });
    expect(await mine("Shared name")).toEqual([theirs]);
  });

  test("a 502 before anything was made: no monitor found, the create is sent again", async () => {
    await live.clients.control.addFault({ method: "POST", path: CREATE_PATH, action: "status", status: 502 } as never);
    await live.clients.control.clearRequests();
    const created = await live.clients.datafold.createMonitorReconciled("metric", body("Retried"), { sleep });
    expect(await mine("Retried")).toEqual([created.id]);
    expect((await live.clients.control.requests()).filter((r) => r.method === "POST")).toHaveLength(2);
  });

  test("a refusal (422) is thrown as it is, with no look", async () => {
    await live.clients.control.clearRequests();
    const error = await thrown(() => live.clients.datafold.createMonitorReconciled("metric", { name: "Bad", schedule: { interval: { every: "hour" } } }, { sleep }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((await live.clients.control.requests()).map((r) => r.method)).toEqual(["POST"]);
  });

  test("two candidates of the same name made since: UnresolvedCreateError naming both", async () => {
    const other = new DatafoldClient({ host: live.emulator.url, apiKey: live.emulator.apiKey });
    // Another tool made a monitor of the same name a moment before (within the clock slack of the look).
    await other.createMonitor("metric", body("Twice"));
    await live.clients.control.addFault({ method: "POST", path: CREATE_PATH, action: "commit-then-drop" } as never);
    const error = await thrown(() => live.clients.datafold.createMonitorReconciled("metric", body("Twice"), { sleep, attempts: 1 }));
    expect(error).toBeInstanceOf(UnresolvedCreateError);
    expect(error.message).toMatch(/2 monitors of that kind and name appeared: \d+ \(created [^)]+\), \d+ \(created [^)]+\)\. One of them may be/);
    expect([...(error as UnresolvedCreateError).candidateIds].sort((a, b) => a - b)).toEqual((await mine("Twice")).sort((a, b) => a - b));
  });

  test("every attempt failing without a monitor made: UnresolvedCreateError", async () => {
    await live.clients.control.addFault({ method: "POST", path: CREATE_PATH, action: "status", status: 503, times: 3 } as never);
    const error = await thrown(() => live.clients.datafold.createMonitorReconciled("metric", body("Never"), { sleep }));
    expect(error).toBeInstanceOf(UnresolvedCreateError);
    expect(error.message).toMatch(/3 attempts failed after they were sent \(the last: status 503\)/);
    expect(await mine("Never")).toEqual([]);
  });
});
