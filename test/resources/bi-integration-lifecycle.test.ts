/**
 * The BI integration resources through the real dynamic-provider host against the emulator:
 * check errors by path before any request (a credential never quoted), create with the
 * resync, a refresh that stays quiet after a sync, an app edit as drift that update sets back,
 * a credential rotated in place, a PUT that keeps what the program does not manage, adoption
 * (right kind, wrong kind, unknown id), an integration deleted in the app dropped, delete, a
 * failed sync after create that leaves nothing behind, and the lost create answer.
 */
import { DbtIntegration, HightouchIntegration, LookerIntegration, TableauIntegration, type LookerIntegrationArgs } from "../../src/resources";
import type * as pulumi from "@pulumi/pulumi";
import type { PropertyMap } from "../../tools/provider-host-driver/provider-host";
import { registrationOf, useProviderHost } from "../../tools/harness/provider-harness";

const setup = useProviderHost();

const SECRET = "looker-secret-4b3a2f1e0d9c8b7a6f5e";
const ROTATED = "looker-secret-rotated-0a1b2c3d4e5f";

let counter = 0;
async function register(construct: (name: string) => pulumi.CustomResource) {
  const name = `bi-${++counter}`;
  return registrationOf(name, () => construct(name));
}

const looker = (name: string, overrides: Partial<LookerIntegrationArgs> = {}): LookerIntegrationArgs => ({
  name,
  baseUrl: "https://example.looker.com",
  clientId: "looker-client",
  clientSecret: SECRET,
  repoId: 3,
  bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }],
  ...overrides,
});

interface Live {
  readonly urn: string;
  readonly inputs: PropertyMap;
  readonly id: string;
  readonly outputs: PropertyMap;
}

async function up(construct: (name: string) => pulumi.CustomResource): Promise<Live> {
  const registration = await register(construct);
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(checked.failures).toEqual([]);
  const created = await setup.host.create(registration.urn, checked.inputs);
  return { urn: registration.urn, inputs: checked.inputs, id: created.id, outputs: created.properties };
}

async function plan(live: Live, construct: (name: string) => pulumi.CustomResource, outputs = live.outputs) {
  const registration = await register(construct);
  const checked = await setup.host.check(live.urn, live.inputs, registration.inputs);
  expect(checked.failures).toEqual([]);
  const diff = await setup.host.diff(live.urn, live.id, outputs, checked.inputs, live.inputs);
  return { news: checked.inputs, diff };
}

const requests = async () => (await setup.clients.control.requests()).map((r) => `${r.method} ${r.path}`);

test("create POSTs the Looker body and syncs when asked; a refresh after a sync is quiet", async () => {
  await setup.clients.control.clearRequests();
  const live = await up((name) => new LookerIntegration(name, looker("Looker prod", { syncAfterChange: true })));
  const id = Number(live.id);
  const log = await setup.clients.control.requests();
  expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([
    "GET /api/v1/lineage/bi/",
    "POST /api/v1/lineage/bi/looker/",
    `GET /api/v1/lineage/bi/${id}/sync/`,
    `GET /api/v1/lineage/bi/${id}/`,
  ]);
  expect(log[1]!.body).toMatchObject({ name: "Looker prod", base_url: "https://example.looker.com", client_id: "looker-client", repo_id: 3, bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }] });
  expect(live.outputs).toMatchObject({ integrationId: id, name: "Looker prod", repoId: 3, projectIds: [] });
  await expect(setup.clients.control.storedBiIntegration(id)).resolves.toMatchObject({ syncCount: 1 });

  await setup.clients.datafold.syncBiIntegration(id);
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties).toEqual(live.outputs);
  const { diff } = await plan(live, (name) => new LookerIntegration(name, looker("Looker prod", { syncAfterChange: true })), refreshed.properties);
  expect(diff.changes).not.toBe("some");
});

test("an edit in the app is drift that update sets back with one PUT, keeping what the program does not manage", async () => {
  const live = await up((name) => new LookerIntegration(name, looker("Looker edited")));
  const id = Number(live.id);
  await setup.clients.control.editBiIntegration(id, { name: "Renamed in the app", repo_id: 9, project_ids: ["kept"] });
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties).toMatchObject({ name: "Renamed in the app", repoId: 9, projectIds: ["kept"] });
  const { news, diff } = await plan(live, (name) => new LookerIntegration(name, looker("Looker edited")), refreshed.properties);
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  await setup.clients.control.clearRequests();
  const updated = await setup.host.update(live.urn, live.id, refreshed.properties, news, live.inputs);
  const puts = (await setup.clients.control.requests()).filter((r) => r.method === "PUT");
  expect(puts).toHaveLength(1);
  // projectIds is not in the program: the PUT sends what GET showed, so the app's value stays.
  expect(puts[0]!.body).toMatchObject({ name: "Looker edited", repo_id: 3, project_ids: ["kept"] });
  expect(updated).toMatchObject({ name: "Looker edited", repoId: 3, projectIds: ["kept"] });
});

test("a setting the app empties, which the input's check refuses, reads as unset: the state stays readable and up sets it back", async () => {
  const live = await up((name) => new LookerIntegration(name, looker("Looker emptied")));
  await setup.clients.control.editBiIntegration(Number(live.id), { name: "", base_url: "not a url" });
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  // The optional name reads as unset; the required URL keeps its value; both are named.
  expect(refreshed.properties).not.toHaveProperty("name");
  expect(refreshed.properties).toMatchObject({ baseUrl: "https://example.looker.com", unheldSettings: ["name", "baseUrl"] });
  const { news, diff } = await plan(live, (name) => new LookerIntegration(name, looker("Looker emptied")), refreshed.properties);
  expect(diff.changes).toBe("some");
  const updated = await setup.host.update(live.urn, live.id, refreshed.properties, news, live.inputs);
  expect(updated).not.toHaveProperty("unheldSettings");
  await expect(setup.clients.datafold.getBiIntegration(Number(live.id))).resolves.toMatchObject({ name: "Looker emptied", base_url: "https://example.looker.com" });
});

test("a changed credential is an update in place whose PUT carries it; an unchanged program sends nothing", async () => {
  const live = await up((name) => new LookerIntegration(name, looker("Looker rotated")));
  const id = Number(live.id);
  const before = await setup.clients.control.storedBiIntegration(id);
  const same = await plan(live, (name) => new LookerIntegration(name, looker("Looker rotated")));
  expect(same.diff.changes).not.toBe("some");
  const { news, diff } = await plan(live, (name) => new LookerIntegration(name, looker("Looker rotated", { clientSecret: ROTATED })));
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  const rotated = await setup.host.update(live.urn, live.id, live.outputs, news, live.inputs);
  const after = await setup.clients.control.storedBiIntegration(id);
  expect(after.credentialHashes.client_secret).not.toBe(before.credentialHashes.client_secret);
  expect(after.id).toBe(id);

  // Only syncAfterChange changed: nothing to send.
  await setup.clients.control.clearRequests();
  const toggled = await plan(live, (name) => new LookerIntegration(name, looker("Looker rotated", { clientSecret: ROTATED, syncAfterChange: true })));
  await setup.host.update(live.urn, live.id, rotated, toggled.news, news);
  expect((await requests()).filter((r) => !r.startsWith("GET"))).toEqual([]);
});

test("adoptIntegrationId PUTs to an integration of the kind, refuses another kind and an unknown id", async () => {
  const { id: made } = await setup.clients.datafold.createBiIntegration("tableau", {
    name: "Made in the app",
    server_url: "https://tableau.example.com",
    site_id: "old-site",
    token_name: "pat",
    token_value: "app-token-value-0123456789abcdef",
  });
  await setup.clients.control.clearRequests();
  const args = { name: "Adopted", serverUrl: "https://tableau.example.com", siteId: "analytics", tokenName: "pat", tokenValue: "tableau-token-9876543210fedcba", adoptIntegrationId: made };
  const live = await up((name) => new TableauIntegration(name, args));
  expect(live.id).toBe(String(made));
  expect((await requests()).some((r) => r.startsWith("POST"))).toBe(false);
  await expect(setup.clients.datafold.getBiIntegration(made)).resolves.toMatchObject({ name: "Adopted", site_id: "analytics" });

  const wrong = await register((name) => new LookerIntegration(name, looker("Wrong kind", { adoptIntegrationId: made })));
  const checked = await setup.host.check(wrong.urn, {}, wrong.inputs);
  await expect(setup.host.create(wrong.urn, checked.inputs)).rejects.toThrow(new RegExp(`adoptIntegrationId ${made} is a tableau integration, not a looker one`));
  const unknown = await register((name) => new LookerIntegration(name, looker("Unknown", { adoptIntegrationId: 999 })));
  const unknownChecked = await setup.host.check(unknown.urn, {}, unknown.inputs);
  await expect(setup.host.create(unknown.urn, unknownChecked.inputs)).rejects.toThrow(/adoptIntegrationId 999: no such BI integration/);
});

test("an integration deleted in the app is dropped by refresh; delete deletes, and one already gone is done", async () => {
  const gone = await up((name) => new DbtIntegration(name, { name: "dbt gone", ciConfigId: 4 }));
  await setup.clients.control.deleteBiIntegration(Number(gone.id));
  const read = await setup.host.read(gone.urn, gone.id, gone.outputs, gone.inputs);
  expect(read.id ?? "").toBe("");
  await setup.host.delete(gone.urn, gone.id, gone.outputs);

  const live = await up((name) => new HightouchIntegration(name, { token: "hightouch-token-abcdef0123456789", bindings: [] }));
  await setup.host.delete(live.urn, live.id, live.outputs);
  await expect(setup.clients.datafold.getBiIntegration(Number(live.id))).rejects.toMatchObject({ status: 404 });
});

test("a sync that fails after the create deletes the new integration again, and says so", async () => {
  await setup.clients.control.addFault({ method: "GET", path: "/api/v1/lineage/bi/1/sync/", action: "status", status: 400 } as never);
  const registration = await register((name) => new DbtIntegration(name, { name: "dbt sync fails", ciConfigId: 4, syncAfterChange: true }));
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  await expect(setup.host.create(registration.urn, checked.inputs)).rejects.toThrow(/was deleted again, so nothing is left that the stack does not track/);
  expect(await setup.clients.datafold.listBiIntegrations()).toEqual([]);
});

test("a create whose answer is lost after the service made it takes none and names it", async () => {
  await setup.clients.control.addFault({ method: "POST", path: "/api/v1/lineage/bi/looker/", action: "commit-then-status", status: 502 } as never);
  const registration = await register((name) => new LookerIntegration(name, looker("Lost answer")));
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  const failure = await setup.host.create(registration.urn, checked.inputs).then(
    () => new Error("the create succeeded"),
    (error: Error) => error,
  );
  const made = (await setup.clients.datafold.listBiIntegrations()).filter((i) => i.name === "Lost answer");
  expect(made).toHaveLength(1);
  expect(failure.message).toContain(`appeared: ${made[0]!.id}`);
  expect(failure.message).not.toContain(SECRET);
});

test("a credential written in the program as plain text gets the warning the provider's own credentials get", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    await register((name) => new DbtIntegration(name, { ciConfigId: 4 }));
    const registration = await register((name) => new TableauIntegration(name, { serverUrl: "https://t.example.com", siteId: "s", tokenName: "n", tokenValue: "plain-text-token-value-0123" }));
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    const name = registration.urn.slice(registration.urn.lastIndexOf("::") + 2);
    expect(warnings.filter((text) => text.includes(`The input tokenValue of TableauIntegration "${name}" is written in the program as plain text`))).toHaveLength(1);
    expect(warnings.join("\n")).not.toContain("plain-text-token-value-0123");
    expect(warnings.filter((text) => text.includes("DbtIntegration"))).toEqual([]);
  } finally {
    warn.mockRestore();
  }
});

describe("check", () => {
  test("a missing or malformed field fails with its path and what to do, before any request, never quoting a credential", async () => {
    await setup.clients.control.clearRequests();
    const registration = await register(
      (name) =>
        new LookerIntegration(name, {
          baseUrl: "example.looker.com",
          clientId: "",
          repoId: "three",
          bindings: [{ remoteId: "snowflake_prod", boundIds: [7, "x"] }],
        } as never),
    );
    const checked = await setup.host.check(registration.urn, {}, registration.inputs);
    expect(checked.failures.map((f) => f.reason)).toEqual([
      'baseUrl must be an absolute http:// or https:// URL (the Looker instance\'s URL), such as "https://example.looker.com".',
      "clientId must not be empty: give the Looker API client id.",
      'clientSecret is required: give the Looker API client secret, e.g. config.requireSecret("lookerClientSecret").',
      expect.stringMatching(/^repoId must be the Datafold repository's id, a positive whole number; got the string "three"/),
      expect.stringMatching(/^bindings\[0\]\.boundIds\[1\] must be a Datafold data source id, a positive whole number; got the string "x"/),
    ]);
    expect(await setup.clients.control.requests()).toEqual([]);
  });

  test("a credential of the wrong type is named, its value never shown; an unknown input is named", async () => {
    const registration = await register((name) => new TableauIntegration(name, { serverUrl: "https://t.example.com", siteId: "s", tokenName: "n", tokenValue: 7654321098765, tokenSecret: "x" } as never));
    const checked = await setup.host.check(registration.urn, {}, registration.inputs);
    const reasons = checked.failures.map((f) => f.reason).join("\n");
    expect(reasons).toMatch(/tokenValue must be a string/);
    expect(reasons).not.toContain("7654321098765");
    expect(reasons).toMatch(/tokenSecret/);
  });
});
