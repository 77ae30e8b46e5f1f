import * as pulumi from "@pulumi/pulumi";
import { InvalidArgumentError } from "../../src";
import type { Monitor } from "../../src/clients";
import { getMonitors, getMonitorsOutput, type GetMonitorsArgs } from "../../src/functions";
import { clientsFor, thrown } from "../../tools/harness/clients";
import { useResetEmulator } from "../../tools/harness/emulator";
import { emulatorStackConfig, resolveOutput, setStackConfig, useCleanProgramSettings } from "./program-settings";

const MONITORS = 250;
const live = useResetEmulator({ monitors: MONITORS });
useCleanProgramSettings();

let clients: ReturnType<typeof clientsFor>;
beforeEach(() => {
  clients = clientsFor(live.emulator);
  setStackConfig(emulatorStackConfig(live.emulator));
});

/** Every monitor as the raw client reads it, to compare with. */
const everyMonitor = () => clients.datafold.listAllMonitors();

const monitorRequests = async () => (await clients.control.requests()).filter((r) => r.path === "/api/v1/monitors");

describe("getMonitors", () => {
  it("walks every page and returns each monitor once, asking for each page exactly once", async () => {
    const result = await getMonitors({ pageSize: 20 });

    expect(result.total).toBe(MONITORS);
    expect(result.monitors).toHaveLength(MONITORS);
    expect(new Set(result.monitors.map((m) => m.id)).size).toBe(MONITORS);
    const requests = await monitorRequests();
    expect(requests.map((r) => Number(r.query.page)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: Math.ceil(MONITORS / 20) }, (_, i) => i + 1),
    );
    expect(requests.every((r) => r.query.page_size === "20")).toBe(true);
  });

  it("asks for 100 monitors per page when no page size is given", async () => {
    await getMonitors();
    const requests = await monitorRequests();
    expect(requests).toHaveLength(3);
    expect(requests.every((r) => r.query.page_size === "100")).toBe(true);
  });

  it("names every field in camelCase, with null for what the service leaves out", async () => {
    const raw = await everyMonitor();
    const { monitors } = await getMonitors();
    const expected = (m: Monitor) => ({
      id: m.id,
      name: m.name,
      monitorType: m.monitor_type,
      createdAt: m.created_at,
      modifiedAt: m.modified_at,
      enabled: m.enabled,
      lastAlert: m.last_alert ?? null,
      lastRun: m.last_run ?? null,
      owner: m.owner ?? null,
      state: m.state ?? null,
      tags: m.tags ?? [],
    });
    expect(monitors).toEqual(raw.map(expected));
    const neverRan = monitors.find((m) => m.lastRun === null);
    expect(neverRan).toBeDefined();
    expect(Object.keys(neverRan!).sort()).toEqual(Object.keys(expected(raw[0]!)).sort());
  });

  it("counts monitors by last run state and by kind, every key present and the counts adding up to the total", async () => {
    const raw = await everyMonitor();
    const { total, countsByState, countsByType } = await getMonitors();

    const rawCount = (pick: (m: Monitor) => boolean) => raw.filter(pick).length;
    expect(countsByState).toEqual({
      ok: rawCount((m) => m.state === "ok"),
      alert: rawCount((m) => m.state === "alert"),
      error: rawCount((m) => m.state === "error"),
      learning: rawCount((m) => m.state === "learning"),
      checking: rawCount((m) => m.state === "checking"),
      created: rawCount((m) => m.state === "created"),
      skipped: rawCount((m) => m.state === "skipped"),
      cancelled: rawCount((m) => m.state === "cancelled"),
      queued: rawCount((m) => m.state === "queued"),
      none: rawCount((m) => m.state == null),
      other: 0,
    });
    expect(countsByState.none).toBeGreaterThan(0);
    expect(Object.values(countsByState).reduce((a, b) => a + b, 0)).toBe(total);
    expect(countsByType).toEqual({
      diff: rawCount((m) => m.monitor_type === "diff"),
      metric: rawCount((m) => m.monitor_type === "metric"),
      schema: rawCount((m) => m.monitor_type === "schema"),
      test: rawCount((m) => m.monitor_type === "test"),
      other: 0,
    });
    expect(Object.values(countsByType).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it("asks the service for the monitors carrying every given tag, in the requested order", async () => {
    const raw = await everyMonitor();
    await clients.control.clearRequests();
    const result = await getMonitors({ tags: ["finance", "critical"], orderBy: "name", sortOrder: "asc", pageSize: 5 });

    const tagged = raw.filter((m) => m.tags?.includes("finance") && m.tags.includes("critical"));
    expect(result.total).toBe(tagged.length);
    expect(result.total).toBeGreaterThan(5);
    expect(result.monitors.map((m) => m.id).sort((a, b) => a - b)).toEqual(tagged.map((m) => m.id).sort((a, b) => a - b));
    const names = result.monitors.map((m) => m.name).filter((name): name is string => name !== null);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(result.monitors.slice(names.length).every((m) => m.name === null)).toBe(true);
    const requests = await monitorRequests();
    expect(requests.length).toBe(Math.ceil(tagged.length / 5));
    expect(requests.every((r) => r.query.tags === "finance,critical")).toBe(true);
    expect(requests.every((r) => r.query.order_by === "name" && r.query.sort_order === "asc")).toBe(true);
  });

  it("orders by the last alert, most recent first, when sorted by last_triggered", async () => {
    const { monitors } = await getMonitors({ orderBy: "last_triggered", sortOrder: "desc" });
    const alerted = monitors.filter((m) => m.lastAlert !== null);
    expect(alerted.length).toBeGreaterThan(0);
    expect(monitors.slice(0, alerted.length)).toEqual(alerted);
    const times = alerted.map((m) => Date.parse(m.lastAlert!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("keeps only the monitors in the given states, of the given kinds, enabled or not", async () => {
    const raw = await everyMonitor();
    const result = await getMonitors({ states: ["alert", "none"], monitorTypes: ["metric", "test"], enabled: true });

    const expected = raw.filter(
      (m) =>
        (m.state === "alert" || m.state == null) &&
        (m.monitor_type === "metric" || m.monitor_type === "test") &&
        m.enabled,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(result.monitors.map((m) => m.id)).toEqual(expected.map((m) => m.id));
    expect(result.total).toBe(expected.length);
    expect(result.countsByState.alert + result.countsByState.none).toBe(result.total);
    expect(result.countsByType.diff + result.countsByType.schema).toBe(0);

    const disabled = await getMonitors({ enabled: false });
    expect(disabled.total).toBe(raw.filter((m) => !m.enabled).length);
  });

  it.each<[string, unknown, string, string]>([
    ["a page size of 0", { pageSize: 0 }, "pageSize", "must be 1 or more; got 0"],
    ["a state that does not exist", { states: ["alerting"] }, "states[0]", '"alert", "error"'],
    ["an order the API does not offer", { orderBy: "owner" }, "orderBy", '"created_by"; got "owner"'],
    ["a tag with a comma", { tags: ["finance,pii"] }, "tags[0]", "comma"],
    ["enabled as a string", { enabled: "yes" }, "enabled", 'must be true or false; got the string "yes"'],
    ["an argument it does not take", { tag: ["finance"] }, "tag", "Remove it or use one of: orderBy, sortOrder, tags, pageSize, states"],
  ])("refuses %s before sending anything, naming the argument and the problem", async (_case, args, field, problem) => {
    const error = await thrown(() => getMonitors(args as GetMonitorsArgs));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ argument: field, code: "DATAFOLD_INVALID_ARGUMENT" });
    expect(error.message).toContain(field === "tag" ? 'getMonitors has no argument named "tag"' : `getMonitors: ${field} must`);
    expect(error.message).toContain(problem);
    expect(await clients.control.requests()).toEqual([]);
  });
});

describe("getMonitorsOutput", () => {
  it("resolves Output and Promise arguments, then reads what getMonitors reads", async () => {
    const args = { tags: ["finance"], states: ["ok" as const], orderBy: "id" as const, sortOrder: "asc" as const };
    const expected = await getMonitors(args);

    const output = getMonitorsOutput({
      tags: [pulumi.output("finance")],
      states: Promise.resolve(["ok" as const]),
      orderBy: pulumi.output("id" as const),
      sortOrder: "asc",
    });

    expect(await resolveOutput(output)).toEqual({ value: expected, isKnown: true, isSecret: false });
  });

  it("stays unknown, without calling the service, while an argument is unknown (as in a preview)", async () => {
    const output = getMonitorsOutput({ tags: pulumi.output(pulumi.unknown as unknown as string[]) });
    expect(await resolveOutput(output)).toMatchObject({ isKnown: false });
    expect(await clients.control.requests()).toEqual([]);
  });

  it("fails with the same InvalidArgumentError as getMonitors when an argument is invalid", async () => {
    const error = await thrown(() => resolveOutput(getMonitorsOutput({ pageSize: pulumi.output(0) })));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toContain("getMonitors: pageSize must be 1 or more; got 0");
  });
});
