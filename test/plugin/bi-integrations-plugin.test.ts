/**
 * The provider plugin serves the BI integration resources (the route of Python, Go and YAML
 * programs): each kind by its type token, a credential given in plain text handed back to the
 * engine as a secret in the checked inputs and in every state, a check failure by path before
 * any request, and the lifecycle (create, read, update of a rotated credential, delete)
 * against the emulator through the same kit provider the dynamic resources run.
 */
import { pluginResources } from "../../src/plugin/plugin-provider";
import { PLUGIN_RESOURCES } from "../../src/plugin/resource-types";
import { asSecret, revealed } from "../../src/plugin/secret-values";
import { providerClients } from "../../src/provider/shared/provider-config";
import { useEmulatorClients } from "../../tools/harness/clients";

const live = useEmulatorClients({ monitors: 0 });

const urn = (type: string, name: string) => `urn:pulumi:dev::proj::datafold:index:${type}::${name}`;
const SECRET = "plugin-looker-secret-5d4c3b2a1f0e";
const ROTATED = "plugin-looker-rotated-9a8b7c6d5e4f";

beforeAll(() => {
  providerClients.configure({ env: { DATAFOLD_HOST: live.emulator.url, DATAFOLD_API_KEY: live.emulator.apiKey } });
});

test("the plugin serves every BI integration kind by its type token", () => {
  const kinds = ["LookerIntegration", "TableauIntegration", "PowerBiIntegration", "ModeIntegration", "HightouchIntegration", "DbtIntegration"];
  for (const kind of kinds) expect(PLUGIN_RESOURCES.has(`datafold:index:${kind}`)).toBe(true);
  expect(PLUGIN_RESOURCES.get("datafold:index:ModeIntegration")!.secretInputs).toEqual([["token"], ["password"]]);
});

test("a plain credential comes back secret from check and in every state; a rotation updates in place", async () => {
  const looker = urn("LookerIntegration", "looker");
  const news = { name: "Plugin looker", baseUrl: "https://example.looker.com", clientId: "c", clientSecret: SECRET, repoId: 3 };
  const checked = await pluginResources.check(looker, {}, news);
  expect(checked.failures ?? []).toEqual([]);
  expect(checked.inputs!.clientSecret).toEqual(asSecret(SECRET));

  const created = await pluginResources.create(looker, checked.inputs!);
  expect(created.outs!.clientSecret).toEqual(asSecret(SECRET));
  const id = Number(created.id);
  await expect(live.clients.datafold.getBiIntegration(id)).resolves.toMatchObject({ name: "Plugin looker", repo_id: 3 });

  const read = await pluginResources.read(created.id, looker, created.outs!);
  expect(read.props!.clientSecret).toEqual(asSecret(SECRET));
  expect(revealed(read.props)).toEqual(revealed(created.outs));

  const rotated = await pluginResources.check(looker, checked.inputs!, { ...news, clientSecret: ROTATED });
  const diff = await pluginResources.diff(created.id, looker, created.outs!, rotated.inputs!);
  expect(diff).toMatchObject({ changes: true, replaces: [] });
  const before = await live.clients.control.storedBiIntegration(id);
  const updated = await pluginResources.update(created.id, looker, created.outs!, rotated.inputs!);
  expect(updated.outs!.clientSecret).toEqual(asSecret(ROTATED));
  expect((await live.clients.control.storedBiIntegration(id)).credentialHashes.client_secret).not.toBe(before.credentialHashes.client_secret);

  await pluginResources.delete(created.id, looker, updated.outs!);
  await expect(live.clients.datafold.getBiIntegration(id)).rejects.toMatchObject({ status: 404 });
});

test("a missing credential and a malformed field fail check by path, before any request, the credential never quoted", async () => {
  await live.clients.control.clearRequests();
  const checked = await pluginResources.check(urn("TableauIntegration", "tableau"), {}, { serverUrl: "tableau.example.com", siteId: "s", tokenName: 7, tokenValue: undefined });
  const reasons = (checked.failures ?? []).map((failure) => failure.reason);
  expect(reasons).toEqual([
    expect.stringMatching(/^serverUrl must be an absolute http:\/\/ or https:\/\/ URL/),
    expect.stringMatching(/^tokenName must be the personal access token's name, a string; got 7/),
    expect.stringMatching(/^tokenValue is required: give the personal access token's value/),
  ]);
  const wrongType = await pluginResources.check(urn("ModeIntegration", "mode"), {}, { token: 4242424242424242, password: "p" });
  const reason = (wrongType.failures ?? []).map((failure) => failure.reason).join("\n");
  expect(reason).toMatch(/token must be a string/);
  expect(reason).not.toContain("4242424242424242");
  expect(await live.clients.control.requests()).toEqual([]);
});
