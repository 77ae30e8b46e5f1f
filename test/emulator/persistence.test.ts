import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientFor, startTestEmulator, type TestEmulator } from "../../tools/harness/emulator";

describe("emulator persistence", () => {
  let directory: string;
  let dataFile: string;
  const running: TestEmulator[] = [];

  const start = async (): Promise<TestEmulator> => {
    const emulator = await startTestEmulator({ dataFile });
    running.push(emulator);
    return emulator;
  };

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), "datafold-emulator-"));
    dataFile = join(directory, "state.json");
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((emulator) => emulator.close()));
    rmSync(directory, { recursive: true, force: true });
  });

  it("writes a new data file at start", async () => {
    await start();
    const state = JSON.parse(readFileSync(dataFile, "utf8"));
    expect(state).toMatchObject({ version: 1, tokens: [], nextTokenId: 1 });
  });

  it("keeps tokens, their use and the clock across a restart, storing only hashes", async () => {
    const first = await start();
    const client = clientFor(first);
    const created = (await client.admin("POST", "/admin/users/alice/tokens", { json: { label: "kept" } })).body.data;
    const revoked = (await client.admin("POST", "/admin/proxy-manager/tokens")).body.data;
    await client.admin("DELETE", `/admin/proxy-manager/tokens/${revoked.id}`, { json: { reason: "done" } });
    await client.useToken(created.token);
    await client.control("POST", "/clock", { advanceDays: 3 });
    const clockBefore = Date.parse((await client.control("GET", "/clock")).body.data.now);
    await first.close();
    running.splice(0);

    const text = readFileSync(dataFile, "utf8");
    expect(text).not.toContain(created.token);
    expect(text).not.toContain(revoked.token);
    expect(text).toContain(createHash("sha256").update(created.token).digest("hex"));
    expect(readdirSync(directory)).toEqual(["state.json"]);

    const second = clientFor(await start());
    const kept = (await second.admin("GET", `/admin/users/alice/tokens/${created.id}`)).body.data;
    expect(kept).toMatchObject({ label: "kept", use_count: 1, status: "active" });
    expect((await second.admin("GET", `/admin/proxy-manager/tokens/${revoked.id}`)).body.data).toMatchObject({
      status: "revoked",
      revoked_reason: "done",
    });
    expect((await second.useToken(created.token)).status).toBe(200);
    const clockAfter = Date.parse((await second.control("GET", "/clock")).body.data.now);
    expect(clockAfter - clockBefore).toBeGreaterThanOrEqual(0);
    expect(clockAfter - clockBefore).toBeLessThan(60_000);

    const next = (await second.admin("POST", "/admin/users/alice/tokens")).body.data;
    expect(next.id).toBeGreaterThan(revoked.id);
  });

  it("keeps a created data diff and its run across a restart, and the run finishes after it", async () => {
    const first = await start();
    const body = { data_source1_id: 7, data_source2_id: 7, table1: ["A", "T"], table2: ["B", "T"], pk_columns: ["id"] };
    await clientFor(first).control("POST", "/clock", { freeze: true });
    expect((await clientFor(first).main("POST", "/api/v1/datadiffs", { json: body })).body).toMatchObject({ id: 107, status: "processing" });
    await first.close();
    running.splice(0);
    expect(JSON.parse(readFileSync(dataFile, "utf8")).runningDataDiffs).toEqual({ "107": expect.any(String) });

    const second = clientFor(await start());
    expect((await second.main("GET", "/api/v1/datadiffs/107")).body).toMatchObject({ status: "processing" });
    await second.control("POST", "/clock", { advanceMs: 2_000 });
    expect((await second.main("GET", "/api/v1/datadiffs/107")).body).toMatchObject({ status: "done", result: "identical" });
    expect(JSON.parse(readFileSync(dataFile, "utf8"))).toMatchObject({ runningDataDiffs: {}, dataDiffs: { "107": { status: "done" } } });
  });

  it("persists every acknowledged change of a burst of concurrent requests", async () => {
    const client = clientFor(await start());
    const created = await Promise.all(
      Array.from({ length: 25 }, (_, index) => client.admin("POST", "/admin/users/bulk/tokens", { json: { label: `t${index}` } })),
    );
    expect(created.every((response) => response.status === 201)).toBe(true);
    const state = JSON.parse(readFileSync(dataFile, "utf8"));
    expect(state.tokens).toHaveLength(25);
  });

  it("removes the temporary file of a write that a crash interrupted", async () => {
    await (await start()).close();
    running.splice(0);
    writeFileSync(`${dataFile}.tmp-999999`, '{"version": 1, "tok');
    writeFileSync(join(directory, "state.json.tmp-notes"), "not a leftover");
    await start();
    expect(readdirSync(directory).sort()).toEqual(["state.json", "state.json.tmp-notes"]);
  });

  it("refuses to start from a corrupt data file, naming the file", async () => {
    writeFileSync(dataFile, "{ not json");
    await expect(startTestEmulator({ dataFile })).rejects.toThrow(dataFile);
    writeFileSync(dataFile, JSON.stringify({ version: 1, tokens: "nope" }));
    await expect(startTestEmulator({ dataFile })).rejects.toThrow(/Cannot load emulator state from .*state\.json: .*tokens/);
  });

  it("refuses to start when the data file cannot be written", async () => {
    await expect(startTestEmulator({ dataFile: join(directory, "missing", "state.json") })).rejects.toThrow(/ENOENT/);
  });
});
