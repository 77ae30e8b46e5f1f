/**
 * The BI integration endpoints of the vendor's OpenAPI (/api/v1/lineage/bi/) against a
 * running emulator: create per kind, get, list, PUT, delete and sync, stateful; bodies read as
 * pydantic reads the vendor's `<Kind>DataSourceConfig` (422 with FastAPI's `loc`s, defaults
 * filled in, unknown fields ignored); credentials never shown, stored as hashes; and the
 * controls that stand in for edits made in the Datafold app, which survive a restart.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EmulatorControlClient, EmulatorControlError } from "../../packages/datafold-emulator/src";
import { clientFor, startTestEmulator, useResetEmulator } from "../../tools/harness/emulator";

const live = useResetEmulator({ monitors: 0 });

const main = (method: string, path: string, json?: unknown) => live.client.main(method, path, json === undefined ? {} : { json });
const controls = () => new EmulatorControlClient(live.emulator.url);

const BODIES = {
  looker: { base_url: "https://example.looker.com", client_id: "c", client_secret: "looker-secret-value", repo_id: 3 },
  tableau: { server_url: "https://t.example.com", site_id: "s", token_name: "n", token_value: "tableau-token-value" },
  powerbi: {},
  mode: { token: "mode-token-value", password: "mode-password-value" },
  hightouch: { token: "hightouch-token-value", bindings: [] },
  dbt: { ci_config_id: 4 },
} as const;

const issues = async (method: string, path: string, body: unknown) => {
  const answer = await main(method, path, body);
  expect(answer.status).toBe(422);
  return answer.body.detail as { type: string; loc: (string | number)[]; msg: string }[];
};

describe("each kind", () => {
  it.each(Object.entries(BODIES))("%s: create answers the integration, GET and the list show it with defaults and without a credential", async (kind, body) => {
    const created = await main("POST", `/api/v1/lineage/bi/${kind}/`, body);
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    const shown = await main("GET", `/api/v1/lineage/bi/${id}/`);
    expect(shown.body).toMatchObject({ id, type: kind, name: null, indexing_cron: null, sync_status: "never_synced", last_synced_at: null });
    for (const secret of ["looker-secret-value", "tableau-token-value", "mode-token-value", "mode-password-value", "hightouch-token-value"]) {
      expect(JSON.stringify(shown.body)).not.toContain(secret);
    }
    const listed = await main("GET", "/api/v1/lineage/bi/");
    expect(listed.body).toEqual([shown.body]);
  });

  it("fills in the vendor's defaults: Looker's lists, Mode's empty workspace, Power BI's nulls", async () => {
    const looker = await main("POST", "/api/v1/lineage/bi/looker/", BODIES.looker);
    expect(looker.body).toMatchObject({ project_ids: [], bindings: [] });
    const mode = await main("POST", "/api/v1/lineage/bi/mode/", BODIES.mode);
    expect(mode.body).toMatchObject({ workspace: "" });
    const powerbi = await main("POST", "/api/v1/lineage/bi/powerbi/", {});
    expect(powerbi.body).toMatchObject({ auth_type: null, client_id: null, tenant_id: null });
  });
});

describe("validation", () => {
  it("answers 422 missing at the loc of each absent required field, in the model's order", async () => {
    expect(await issues("POST", "/api/v1/lineage/bi/looker/", { client_id: "c" })).toEqual([
      expect.objectContaining({ type: "missing", loc: ["body", "base_url"], msg: "Field required" }),
      expect.objectContaining({ type: "missing", loc: ["body", "repo_id"] }),
      expect.objectContaining({ type: "missing", loc: ["body", "client_secret"] }),
    ]);
    expect(await issues("POST", "/api/v1/lineage/bi/hightouch/", {})).toEqual([
      expect.objectContaining({ type: "missing", loc: ["body", "token"] }),
      expect.objectContaining({ type: "missing", loc: ["body", "bindings"] }),
    ]);
    expect(await issues("POST", "/api/v1/lineage/bi/dbt/", undefined)).toEqual([expect.objectContaining({ type: "missing", loc: ["body"] })]);
  });

  it("answers 422 at the loc inside a binding, an enum, and a path id", async () => {
    const body = { ...BODIES.looker, bindings: [{ remoteId: "x", boundIds: [7, "eight"] }, { boundIds: [] }] };
    expect(await issues("POST", "/api/v1/lineage/bi/looker/", body)).toEqual([
      expect.objectContaining({ type: "int_parsing", loc: ["body", "bindings", 0, "boundIds", 1] }),
      expect.objectContaining({ type: "missing", loc: ["body", "bindings", 1, "remoteId"] }),
    ]);
    expect(await issues("POST", "/api/v1/lineage/bi/powerbi/", { auth_type: "password" })).toEqual([
      expect.objectContaining({ type: "enum", loc: ["body", "auth_type"], msg: "Input should be 'delegated' or 'service_principal'" }),
    ]);
    expect(await issues("GET", "/api/v1/lineage/bi/looker/", undefined)).toEqual([
      expect.objectContaining({ type: "int_parsing", loc: ["path", "bi_datasource_id"] }),
    ]);
    expect(await issues("POST", "/api/v1/lineage/bi/dbt/", { ci_config_id: "four" })).toEqual([expect.objectContaining({ type: "int_parsing", loc: ["body", "ci_config_id"] })]);
  });
});

describe("lifecycle", () => {
  it("PUT replaces the whole config (a field left out takes its default), sync moves only the sync fields, DELETE removes it", async () => {
    const { body: created } = await main("POST", "/api/v1/lineage/bi/looker/", { ...BODIES.looker, name: "L", project_ids: ["p"] });
    const id = created.id as number;
    const put = await main("PUT", `/api/v1/lineage/bi/looker/${id}/`, { ...BODIES.looker, client_secret: "rotated-secret", repo_id: 5 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, name: null, repo_id: 5, project_ids: [] });
    const stored = await controls().storedBiIntegration(id);
    expect(stored.credentialHashes.client_secret).toBe(createHash("sha256").update("rotated-secret").digest("hex"));

    const before = (await main("GET", `/api/v1/lineage/bi/${id}/`)).body;
    const sync = await main("GET", `/api/v1/lineage/bi/${id}/sync/`);
    expect(sync.status).toBe(200);
    const after = (await main("GET", `/api/v1/lineage/bi/${id}/`)).body;
    expect(after).toEqual({ ...before, sync_status: "synced", last_synced_at: expect.any(String) });

    expect((await main("PUT", `/api/v1/lineage/bi/dbt/${id}/`, BODIES.dbt)).status).toBe(404);
    expect((await main("DELETE", `/api/v1/lineage/bi/${id}/`)).status).toBe(200);
    expect(await main("GET", `/api/v1/lineage/bi/${id}/`)).toMatchObject({ status: 404, body: { detail: "Integration not found" } });
    expect((await main("DELETE", `/api/v1/lineage/bi/${id}/`)).status).toBe(404);
    expect((await main("GET", `/api/v1/lineage/bi/${id}/sync/`)).status).toBe(404);
  });

  it("answers 405 with Allow for a method a path does not serve", async () => {
    const answer = await main("PATCH", "/api/v1/lineage/bi/1/");
    expect(answer.status).toBe(405);
  });
});

it("the request log withholds every credential of a BI integration body, and keeps the rest", async () => {
  await controls().clearRequests();
  await main("POST", "/api/v1/lineage/bi/mode/", { ...BODIES.mode, workspace: "w" });
  await main("PUT", "/api/v1/lineage/bi/looker/1/", BODIES.looker);
  const bodies = (await controls().requests()).map((entry) => entry.body);
  expect(bodies).toEqual([
    { token: "[credential withheld]", password: "[credential withheld]", workspace: "w" },
    { ...BODIES.looker, client_secret: "[credential withheld]" },
  ]);
});

describe("controls: edits made in the app", () => {
  it("edits settings as the kind's body checks them, never a credential, and deletes", async () => {
    const { body: created } = await main("POST", "/api/v1/lineage/bi/looker/", BODIES.looker);
    const id = created.id as number;
    const edited = await controls().editBiIntegration(id, { name: "Renamed", bindings: [{ remoteId: "r", boundIds: [1] }], indexing_cron: null });
    expect(edited).toMatchObject({ id, name: "Renamed", bindings: [{ remoteId: "r", boundIds: [1] }], indexing_cron: null });
    await expect(controls().editBiIntegration(id, { client_secret: "x" })).rejects.toThrow(/client_secret is a credential/);
    await expect(controls().editBiIntegration(id, { repo_id: "x" })).rejects.toThrow(/repo_id: Input should be a valid integer/);
    await expect(controls().editBiIntegration(id, { site_id: "x" })).rejects.toThrow(/a looker integration has no setting site_id/);
    await expect(controls().editBiIntegration(999, { name: "x" })).rejects.toMatchObject({ status: 404 });
    await controls().deleteBiIntegration(id);
    expect((await main("GET", `/api/v1/lineage/bi/${id}/`)).status).toBe(404);
    await expect(controls().deleteBiIntegration(id)).rejects.toBeInstanceOf(EmulatorControlError);
  });
});

it("integrations survive a restart with a data file, ids continuing", async () => {
  const dir = mkdtempSync(join(tmpdir(), "emulator-bi-"));
  const dataFile = join(dir, "state.json");
  try {
    const first = await startTestEmulator({ dataFile });
    const created = await clientFor(first).main("POST", "/api/v1/lineage/bi/dbt/", { json: { ci_config_id: 4, name: "kept" } });
    await first.close();
    const second = await startTestEmulator({ dataFile });
    try {
      const shown = await clientFor(second).main("GET", `/api/v1/lineage/bi/${created.body.id}/`);
      expect(shown.body).toMatchObject({ name: "kept", ci_config_id: 4 });
      const next = await clientFor(second).main("POST", "/api/v1/lineage/bi/dbt/", { json: { ci_config_id: 5 } });
      expect(next.body.id).toBe(created.body.id + 1);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
