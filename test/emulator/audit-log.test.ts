/**
 * The emulator's audit log (GET /api/v1/audit_logs, the vendor's `ApiGetAuditLogs`): what
 * the app's edits record, with the editing key's user; the window of its optional JSON body
 * (`ApiDownloadAuditLogs`), validated as FastAPI does; the cap of one answer, newest first;
 * and the per-key rate limit. Which actions are logged, and the cap, are the emulator's
 * guesses (its README, "Guesses").
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EmulatorControlClient } from "../../packages/datafold-emulator/src";
import { send, startTestEmulator, useResetEmulator } from "../../tools/harness/emulator";
import { rawRequest } from "./raw-http";

const live = useResetEmulator({ monitors: 2 });
const controls = () => new EmulatorControlClient(live.emulator.url);
const port = () => Number(new URL(live.emulator.url).port);

const EDITOR_KEY = "df_editor_key_of_ana_5e1d";
const EDITOR = { userId: 42, email: "ana.silva@example.com" };

const METRIC = {
  name: "Orders rows",
  schedule: { interval: { every: "hour" } },
  connection_id: 7,
  metric: { type: "table", table: "analytics.orders", metric: "row_count" },
};

/** GET /api/v1/audit_logs with a JSON body, as the vendor's API takes it (fetch cannot send a GET body). */
async function auditLogs(body?: unknown, key = live.emulator.apiKey) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return rawRequest(port(), {
    method: "GET",
    target: "/api/v1/audit_logs",
    headers: { authorization: `Key ${key}`, ...(text === undefined ? {} : { "content-type": "application/json" }) },
    ...(text === undefined ? {} : { body: text }),
  });
}

describe("the audit log", () => {
  test("records creates, edits, toggles and deletes of monitors and data-diff flags, naming the key's user, newest first", async () => {
    await controls().addApiKeyUser(EDITOR_KEY, EDITOR);
    const created = await live.client.main("POST", "/api/v1/monitors/create/metric", { json: METRIC });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    // Another person edits it with their own key, as in the app.
    const edited = await send(live.emulator.url, "PATCH", `/api/v1/monitors/${id}/update`, {
      authorization: `Key ${EDITOR_KEY}`,
      json: { type: "metric", name: "Orders rows (edited)" },
    });
    expect(edited.status).toBe(200);
    expect((await send(live.emulator.url, "PUT", `/api/v1/monitors/${id}/toggle`, { authorization: `Key ${EDITOR_KEY}`, json: { enabled: false } })).status).toBe(200);
    const diffs = await live.client.main("GET", "/api/v1/datadiffs/101");
    expect(diffs.status).toBe(200);
    expect((await live.client.main("PATCH", "/api/v1/datadiffs/101", { json: { archived: true } })).status).toBe(200);
    expect((await live.client.main("DELETE", `/api/v1/monitors/${id}`)).status).toBe(200);

    const answer = await auditLogs();
    expect(answer.status).toBe(200);
    const logs = answer.body.logs as Record<string, unknown>[];
    expect(logs.map((entry) => [entry.action, entry.object_type, entry.object_id, entry.user_email])).toEqual([
      ["delete", "monitor", id, "owner@emulator.datafold.local"],
      ["update", "datadiff", 101, "owner@emulator.datafold.local"],
      ["toggle", "monitor", id, EDITOR.email],
      ["update", "monitor", id, EDITOR.email],
      ["create", "monitor", id, "owner@emulator.datafold.local"],
    ]);
    // The vendor's required fields, and the payload of the edit as sent.
    const edit = logs[3]!;
    expect(edit).toMatchObject({ user_id: 42, request_type: "PATCH", url: `/api/v1/monitors/${id}/update`, payload: { name: "Orders rows (edited)" } });
    for (const entry of logs) {
      expect(typeof entry.event_uuid).toBe("string");
      expect(typeof entry.client_ip).toBe("string");
      expect(entry.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?Z$/);
    }
    expect(logs[2]!.payload).toEqual({ enabled: false });
    expect(logs[1]!.payload).toEqual({ archived: true });
    // A key's value is never in the log.
    expect(JSON.stringify(logs)).not.toContain(EDITOR_KEY);
  });

  test("the body's start_date and end_date bound the window (inclusive); the answer holds at most maxPageSize entries", async () => {
    const start = await controls().now();
    for (let i = 0; i < 3; i++) {
      await live.client.main("POST", "/api/v1/monitors/create/metric", { json: { ...METRIC, name: `m${i}` } });
      await controls().moveClock({ advanceMs: 60_000 });
    }
    const all = (await auditLogs()).body.logs as { timestamp: string; payload: { name: string } }[];
    expect(all.map((entry) => entry.payload.name)).toEqual(["m2", "m1", "m0"]);
    const middle = all[1]!.timestamp;
    expect(((await auditLogs({ start_date: middle, end_date: middle })).body.logs as unknown[]).length).toBe(1);
    expect(((await auditLogs({ start_date: middle })).body.logs as unknown[]).length).toBe(2);
    expect(((await auditLogs({ end_date: middle, start_date: null })).body.logs as unknown[]).length).toBe(2);
    expect(((await auditLogs({ end_date: start.toISOString().replace(/\.\d+Z$/, "Z") })).body.logs as unknown[]).length).toBe(0);

    await controls().setMaxPageSize(2);
    try {
      expect(((await auditLogs()).body.logs as { payload: { name: string } }[]).map((entry) => entry.payload.name)).toEqual(["m2", "m1"]);
    } finally {
      await controls().setMaxPageSize(0);
    }
  });

  test("a bad window is FastAPI's 422 at the field's loc; an unknown key is 401", async () => {
    const bad = await auditLogs({ start_date: "yesterday", end_date: 5 });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((item: { loc: unknown[]; type: string }) => [item.loc, item.type])).toEqual([
      [["body", "start_date"], "datetime_from_date_parsing"],
      [["body", "end_date"], "datetime_type"],
    ]);
    const notObject = await auditLogs([1]);
    expect(notObject.status).toBe(422);
    expect(notObject.body.detail[0].type).toBe("model_attributes_type");
    expect((await auditLogs(undefined, "df_not_a_key")).status).toBe(401);
  });

  test("the rate limit is per key: one key's burst does not refuse another's requests", async () => {
    await controls().addApiKeyUser(EDITOR_KEY, EDITOR);
    await controls().setRateLimit(3);
    try {
      const mine = await Promise.all(Array.from({ length: 5 }, () => live.client.main("GET", "/api/v1/monitors")));
      expect(mine.filter((answer) => answer.status === 429)).toHaveLength(2);
      expect(mine.find((answer) => answer.status === 429)!.headers.get("retry-after")).toBe("1");
      const theirs = await send(live.emulator.url, "GET", "/api/v1/monitors", { authorization: `Key ${EDITOR_KEY}` });
      expect(theirs.status).toBe(200);
    } finally {
      await controls().setRateLimit(0);
    }
  });
});

describe("the audit log with a data file", () => {
  test("survives a restart, with the further users' keys (their hashes only)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "emulator-audit-"));
    const dataFile = join(dir, "state.json");
    try {
      const first = await startTestEmulator({ dataFile });
      await new EmulatorControlClient(first.url).addApiKeyUser(EDITOR_KEY, EDITOR);
      const created = await send(first.url, "POST", "/api/v1/monitors/create/metric", { authorization: `Key ${EDITOR_KEY}`, json: METRIC });
      expect(created.status).toBe(200);
      await first.close();
      expect(readFileSync(dataFile, "utf8")).not.toContain(EDITOR_KEY);
      const second = await startTestEmulator({ dataFile });
      try {
        const port2 = Number(new URL(second.url).port);
        const answer = await rawRequest(port2, { method: "GET", target: "/api/v1/audit_logs", headers: { authorization: `Key ${EDITOR_KEY}` } });
        expect(answer.status).toBe(200);
        expect(answer.body.logs.map((entry: { action: string; user_email: string }) => [entry.action, entry.user_email])).toEqual([["create", EDITOR.email]]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
