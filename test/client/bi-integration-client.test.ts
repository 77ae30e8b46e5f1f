/**
 * The BI integration endpoints of DatafoldClient against the emulator: create, get, list,
 * update (PUT), sync and delete, each on its endpoint; arguments refused before anything is
 * sent (never quoting a credential); and createBiIntegrationReconciled after a lost answer:
 * an integration that may be another stack's is named, never taken, and no second one is made.
 */
import { InvalidArgumentError, NotFoundError, UnresolvedCreateError, ValidationError } from "../../src/clients";
import { thrown, useEmulatorClients } from "../../tools/harness/clients";

const live = useEmulatorClients({ monitors: 0 });

const SECRET = "looker-secret-9f8e7d6c5b4a3f2e1d0c";
const looker = (name: string, clientSecret = SECRET) => ({
  name,
  base_url: "https://example.looker.com",
  client_id: "looker-client",
  client_secret: clientSecret,
  repo_id: 3,
  bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }],
});
const CREATE_PATH = "/api/v1/lineage/bi/looker/";

test("create, get, list, update, sync and delete, each on its endpoint; no answer shows a credential", async () => {
  const datafold = live.clients.datafold;
  const { id } = await datafold.createBiIntegration("looker", looker("Looker A"));
  const shown = await datafold.getBiIntegration(id);
  expect(shown).toMatchObject({ id, type: "looker", name: "Looker A", base_url: "https://example.looker.com", repo_id: 3, project_ids: [], bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }] });
  expect(JSON.stringify(shown)).not.toContain(SECRET);
  expect(shown).not.toHaveProperty("client_secret");

  const { id: dbtId } = await datafold.createBiIntegration("dbt", { ci_config_id: 4 });
  const listed = await datafold.listBiIntegrations();
  expect(listed.map((integration) => [integration.id, integration.type])).toEqual(expect.arrayContaining([[id, "looker"], [dbtId, "dbt"]]));

  const before = await live.clients.control.storedBiIntegration(id);
  await datafold.updateBiIntegration("looker", id, { ...looker("Looker B", "rotated-secret-1a2b3c4d5e6f7a8b9c0d"), repo_id: 5 });
  const after = await live.clients.control.storedBiIntegration(id);
  expect(after.credentialHashes.client_secret).not.toBe(before.credentialHashes.client_secret);
  await expect(datafold.getBiIntegration(id)).resolves.toMatchObject({ name: "Looker B", repo_id: 5 });

  await datafold.syncBiIntegration(id);
  await expect(live.clients.control.storedBiIntegration(id)).resolves.toMatchObject({ syncCount: 1, lastSyncedAt: expect.any(String) });

  await datafold.deleteBiIntegration(id);
  expect(await thrown(() => datafold.getBiIntegration(id))).toBeInstanceOf(NotFoundError);
  expect(await thrown(() => datafold.deleteBiIntegration(id))).toBeInstanceOf(NotFoundError);
  const requests = (await live.clients.control.requests()).map((r) => `${r.method} ${r.path}`);
  expect(requests).toEqual(
    expect.arrayContaining([
      `POST ${CREATE_PATH}`,
      `GET /api/v1/lineage/bi/${id}/`,
      "GET /api/v1/lineage/bi/",
      `PUT /api/v1/lineage/bi/looker/${id}/`,
      `GET /api/v1/lineage/bi/${id}/sync/`,
      `DELETE /api/v1/lineage/bi/${id}/`,
    ]),
  );
});

test("a PUT to another kind's path is not found and changes nothing", async () => {
  const datafold = live.clients.datafold;
  const { id } = await datafold.createBiIntegration("dbt", { ci_config_id: 4, name: "dbt" });
  expect(await thrown(() => datafold.updateBiIntegration("looker", id, looker("x")))).toBeInstanceOf(NotFoundError);
  await expect(datafold.getBiIntegration(id)).resolves.toMatchObject({ type: "dbt", name: "dbt", ci_config_id: 4 });
});

test("bad arguments are refused before anything is sent, and a credential's value is never quoted", async () => {
  await live.clients.control.clearRequests();
  const datafold = live.clients.datafold;
  expect(await thrown(() => datafold.getBiIntegration(0))).toBeInstanceOf(InvalidArgumentError);
  expect(await thrown(() => datafold.createBiIntegration("lookr" as never, looker("x") as never))).toBeInstanceOf(InvalidArgumentError);
  const missing = await thrown(() => datafold.createBiIntegration("looker", { ...looker("x"), repo_id: undefined } as never));
  expect(missing).toBeInstanceOf(InvalidArgumentError);
  expect((missing as Error).message).toMatch(/repo_id/);
  const numeric = await thrown(() => datafold.createBiIntegration("mode", { token: 123456789012345 as never, password: "p" }));
  expect((numeric as Error).message).toMatch(/^Invalid argument to createBiIntegration: token must be a string/);
  expect((numeric as Error).message).not.toContain("123456789012345");
  const unknown = await thrown(() => datafold.createBiIntegration("dbt", { ci_config_id: 4, client_secret: SECRET } as never));
  expect((unknown as Error).message).not.toContain(SECRET);
  expect(await live.clients.control.requests()).toEqual([]);
});

test("the service's 422 is a ValidationError naming the field's loc", async () => {
  // Past the client's check (the field exists, a string), refused by the service's model.
  await live.clients.control.addFault({ method: "POST", path: CREATE_PATH, action: "status", status: 422, body: { detail: [{ type: "missing", loc: ["body", "repo_id"], msg: "Field required", input: {} }] } } as never);
  const error = await thrown(() => live.clients.datafold.createBiIntegration("looker", looker("refused")));
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as Error).message).toMatch(/repo_id/);
  await live.clients.control.clearFaults();
});

test("answers are read leniently: a list wrapped in an object, fields the service adds, a GET without the settings", async () => {
  const datafold = live.clients.datafold;
  for (const key of ["integrations", "items"]) {
    await live.clients.control.addFault({ method: "GET", path: "/api/v1/lineage/bi/", action: "status", status: 200, body: { [key]: [{ id: 5, type: "looker", added: { by: "service" } }] }, times: 1 } as never);
    await expect(datafold.listBiIntegrations()).resolves.toEqual([{ id: 5, type: "looker", added: { by: "service" } }]);
  }
  await live.clients.control.addFault({ method: "GET", path: "/api/v1/lineage/bi/5/", action: "status", status: 200, body: { id: 5 }, times: 1 } as never);
  await expect(datafold.getBiIntegration(5)).resolves.toEqual({ id: 5 });
  // What the package relies on is checked: an answer without an id is refused.
  await live.clients.control.addFault({ method: "GET", path: "/api/v1/lineage/bi/5/", action: "status", status: 200, body: { name: "no id" }, times: 1 } as never);
  await expect(datafold.getBiIntegration(5)).rejects.toMatchObject({ name: "UnexpectedResponseError" });
});

describe("createBiIntegrationReconciled", () => {
  const sleep = async () => undefined;
  const named = async (name: string) => (await live.clients.datafold.listBiIntegrations()).filter((i) => i.name === name).map((i) => i.id);

  test.each([
    ["the connection dropped after the commit", { action: "commit-then-drop" }, "connection lost: ECONNRESET"],
    ["a gateway answered 502 after the commit", { action: "commit-then-status", status: 502 }, "status 502"],
  ])("%s: the integration made is named, not taken, and no second POST is sent", async (_why, fault, summary) => {
    const name = `Lost ${summary}`;
    await live.clients.control.clearRequests();
    await live.clients.control.addFault({ method: "POST", path: CREATE_PATH, ...fault } as never);
    const error = await thrown(() => live.clients.datafold.createBiIntegrationReconciled("looker", looker(name), { sleep }));
    expect(error).toBeInstanceOf(UnresolvedCreateError);
    const ids = await named(name);
    expect(ids).toHaveLength(1);
    expect((error as UnresolvedCreateError).candidateIds).toEqual(ids);
    expect((error as Error).message).toContain(summary);
    expect((error as Error).message).toContain(`adoptIntegrationId`);
    expect((error as Error).message).not.toContain(SECRET);
    const posts = (await live.clients.control.requests()).filter((r) => r.method === "POST");
    expect(posts).toHaveLength(1);
  });

  test("an integration of the same kind and name that existed before is never a candidate; a refused attempt is sent again", async () => {
    const name = "Shared name";
    const { id: older } = await live.clients.datafold.createBiIntegration("looker", looker(name));
    await live.clients.control.addFault({ method: "POST", path: CREATE_PATH, action: "status", status: 503, times: 1 } as never);
    const created = await live.clients.datafold.createBiIntegrationReconciled("looker", looker(name), { sleep });
    expect(created.id).not.toBe(older);
    expect(await named(name)).toEqual([older, created.id]);
  });

  test("every attempt failing before the service made anything: UnresolvedCreateError with no candidate", async () => {
    await live.clients.control.addFault({ method: "POST", path: CREATE_PATH, action: "status", status: 503, times: 3 } as never);
    const error = await thrown(() => live.clients.datafold.createBiIntegrationReconciled("looker", looker("Never made"), { sleep }));
    expect(error).toBeInstanceOf(UnresolvedCreateError);
    expect((error as UnresolvedCreateError).candidateIds).toEqual([]);
    expect(await named("Never made")).toEqual([]);
  });
});
