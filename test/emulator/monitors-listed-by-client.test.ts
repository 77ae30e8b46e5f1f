/**
 * Monitors created, changed and deleted through the emulator's monitor endpoints, as the
 * package's own client lists them (`listAllMonitors`, which `getMonitors` uses): its response
 * schemas accept them, and the list shows each monitor's type, tags, state and run fields.
 */
import { useEmulatorClients } from "../../tools/harness/clients";

const live = useEmulatorClients({ monitors: 6 });

const api = (method: string, path: string, json?: unknown) =>
  fetch(live.emulator.url + path, {
    method,
    headers: { authorization: `Key ${live.emulator.apiKey}`, "content-type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));

describe("monitors created through the emulator, listed by the package's client", () => {
  it("lists a created monitor with its type, tags, owner and state, a run's last_run, and not a deleted seeded one", async () => {
    const created = await api("POST", "/api/v1/monitors/create/metric", {
      name: "Freshness of orders",
      schedule: { interval: { every: "hour" } },
      connection_id: 7,
      metric: { type: "table", table: "ANALYTICS.PROD.ORDERS", metric: "freshness" },
      tags: ["team:data", "tier-1"],
      owner: "ana.silva@example.com",
    });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect((await api("POST", `/api/v1/monitors/${id}/run`)).status).toBe(200);
    expect((await api("DELETE", "/api/v1/monitors/2")).status).toBe(200);
    expect((await api("PUT", "/api/v1/monitors/5/toggle", { enabled: false })).status).toBe(200);

    const monitors = await live.clients.datafold.listAllMonitors({});
    expect(monitors.map((monitor) => monitor.id)).toEqual([1, 3, 4, 5, 6, id]);
    const listed = monitors.find((monitor) => monitor.id === id);
    expect(listed).toMatchObject({ monitor_type: "metric", name: "Freshness of orders", tags: ["team:data", "tier-1"], owner: "ana.silva@example.com", state: "ok", enabled: true });
    expect(listed?.last_run).not.toBeNull();
    expect(monitors.find((monitor) => monitor.id === 5)?.enabled).toBe(false);
    expect((await live.clients.datafold.listAllMonitors({ tags: ["tier-1"] })).map((monitor) => monitor.id)).toEqual([id]);
  });
});
