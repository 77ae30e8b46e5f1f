import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StateFile, type ResourceState } from "../../tools/offline-engine";
import { makeSecret } from "../../tools/offline-engine/property-values";

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "offline-state-"));
  file = join(dir, "nested", "state.json");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const open = (passphrase?: string, project = "proj") =>
  StateFile.open({ file, project, stack: "dev", ...(passphrase !== undefined ? { passphrase } : {}) });

const token: ResourceState = {
  urn: "urn:pulumi:dev::proj::pulumi-nodejs:dynamic:Resource::token",
  type: "pulumi-nodejs:dynamic:Resource",
  name: "token",
  custom: true,
  id: "t-1",
  dependencies: [],
  inputs: { label: "ci", nested: { key: makeSecret("input-secret-value") } },
  outputs: { label: "ci", token: makeSecret("sqlp_pcp_supersecret") },
};

it("starts empty when the file does not exist", async () => {
  expect((await open()).resources).toEqual([]);
});

it("stores secrets only as ciphertext in Pulumi's secret envelope, and reads them back with the passphrase", async () => {
  (await open("pass")).save([token]);
  const text = readFileSync(file, "utf8");
  expect(text).not.toContain("sqlp_pcp_supersecret");
  expect(text).not.toContain("input-secret-value");
  const stored = JSON.parse(text);
  expect(stored.resources[0].outputs.token).toEqual({
    "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270",
    ciphertext: expect.stringMatching(/^v1:/),
  });
  expect(stored.secrets).toMatchObject({ cipher: "aes-256-gcm", kdf: "scrypt", salt: expect.any(String) });

  expect((await open("pass")).resources).toEqual([token]);
});

it("refuses a state holding secrets without the passphrase, or with a wrong one", async () => {
  (await open("pass")).save([token]);
  await expect(open()).rejects.toThrow(`${file} holds encrypted secrets: give the passphrase`);
  await expect(open("wrong")).rejects.toThrow(`incorrect passphrase for the secrets in ${file}`);
});

it("never writes a secret without a passphrase", async () => {
  const state = await open();
  expect(state.canStoreSecrets).toBe(false);
  expect(() => state.save([token])).toThrow("cannot store secret values");
  expect(readdirSync(dir)).toEqual([]);
});

it("replaces the file atomically, leaving no temporary file", async () => {
  const state = await open("pass");
  state.save([token]);
  state.save([]);
  expect(readdirSync(join(dir, "nested"))).toEqual(["state.json"]);
  expect(JSON.parse(readFileSync(file, "utf8")).resources).toEqual([]);
});

it("refuses the state of another project or a file that is not a state file", async () => {
  (await open("pass")).save([]);
  await expect(open("pass", "other")).rejects.toThrow(`${file} holds the state of proj/dev, not other/dev`);
  writeFileSync(file, "{}");
  await expect(open("pass")).rejects.toThrow("is not a state file of the offline runner");
});
