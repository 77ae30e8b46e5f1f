/**
 * DataDiffFlags through the real dynamic-provider host against the emulator's seeded data
 * diffs (101-103 plain, 104 archived, 105 archived and purged).
 */
import { DataDiffFlags, type DataDiffFlagsArgs } from "../../src/resources";
import type { PropertyMap } from "../../tools/provider-host-driver/provider-host";
import { asEngineSees, registrationOf, useProviderHost, type Registration } from "../../tools/harness/provider-harness";

const setup = useProviderHost();

let counter = 0;

function register(args: DataDiffFlagsArgs): Promise<Registration> {
  const name = `flags-${++counter}`;
  return registrationOf(name, () => new DataDiffFlags(name, args));
}

interface Live {
  readonly urn: string;
  readonly inputs: PropertyMap;
  readonly id: string;
  readonly outputs: PropertyMap;
}

async function up(args: DataDiffFlagsArgs): Promise<Live> {
  const registration = await register(args);
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(checked.failures).toEqual([]);
  const created = await setup.host.create(registration.urn, checked.inputs);
  return { urn: registration.urn, inputs: checked.inputs, id: created.id, outputs: created.properties };
}

async function plan(live: Live, args: DataDiffFlagsArgs, outputs = live.outputs) {
  const registration = await register(args);
  const checked = await setup.host.check(live.urn, live.inputs, registration.inputs);
  if (checked.failures.length > 0) return { news: checked.inputs, failures: checked.failures, diff: undefined };
  const diff = await setup.host.diff(live.urn, live.id, outputs, checked.inputs, live.inputs);
  return { news: checked.inputs, failures: [], diff };
}

const flagsOf = async (id: number) => {
  const diff = await setup.clients.datafold.getDataDiff(id);
  return { archived: diff.archived, purged: diff.purged };
};

test("create PATCHes only the flags that are set and reads them back", async () => {
  await setup.clients.control.clearRequests();
  const live = await up({ datadiffId: 101, archived: true });
  expect(live.id).toBe("101");
  expect(live.outputs).toMatchObject({ datadiffId: 101, archived: true, purged: false, restoreOnDelete: false });
  const requests = await setup.clients.control.requests();
  expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["PATCH /api/v1/datadiffs/101", "GET /api/v1/datadiffs/101"]);
  expect(requests[0]!.body).toEqual({ archived: true });
  expect(await flagsOf(101)).toEqual({ archived: true, purged: false });
});

test("a changed flag updates in place; a different data diff replaces", async () => {
  const live = await up({ datadiffId: 102, archived: true });
  const unarchive = await plan(live, { datadiffId: 102, archived: false });
  expect(unarchive.diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  const updated = await setup.host.update(live.urn, live.id, live.outputs, unarchive.news, live.inputs);
  expect(updated).toMatchObject({ archived: false, purged: false });
  expect(await flagsOf(102)).toEqual({ archived: false, purged: false });

  const other = await plan(live, { datadiffId: 103, archived: true });
  expect(other.diff?.replaces).toEqual(["datadiffId"]);
});

test("refresh shows a flag changed outside Pulumi, and the next diff restores it", async () => {
  const live = await up({ datadiffId: 103, archived: true });
  await setup.clients.datafold.updateDataDiff(103, { archived: false });

  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(refreshed).toMatchObject({ id: "103", properties: { archived: false } });
  const { news, diff } = await plan(live, { datadiffId: 103, archived: true }, refreshed.properties);
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  await setup.host.update(live.urn, live.id, refreshed.properties, news, live.inputs);
  expect(await flagsOf(103)).toEqual({ archived: true, purged: false });
});

test("a flag the program does not set is not managed: its drift is no diff", async () => {
  const live = await up({ datadiffId: 101, archived: true });
  await setup.clients.datafold.updateDataDiff(101, { purged: true });
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties.purged).toBe(true);
  expect((await plan(live, { datadiffId: 101, archived: true }, refreshed.properties)).diff?.changes).toBe("none");
});

test("refresh drops the resource when the data diff is gone", async () => {
  const live = await up({ datadiffId: 101, archived: true });
  const gone = await setup.host.read(live.urn, "999999", { ...live.outputs, datadiffId: 999999 }, live.inputs);
  expect(gone.id).toBe("");
});

test("delete leaves the data diff as it is, unless restoreOnDelete un-archives it", async () => {
  const kept = await up({ datadiffId: 101, archived: true });
  await setup.host.delete(kept.urn, kept.id, kept.outputs, kept.inputs);
  expect(await flagsOf(101)).toEqual({ archived: true, purged: false });

  const restored = await up({ datadiffId: 102, archived: true, restoreOnDelete: true });
  await setup.host.delete(restored.urn, restored.id, restored.outputs, restored.inputs);
  expect(await flagsOf(102)).toEqual({ archived: false, purged: false });
});

test("check refuses to un-purge a purged data diff, before any request", async () => {
  const live = await up({ datadiffId: 101, purged: true });
  await setup.clients.control.clearRequests();
  const { failures } = await plan(live, { datadiffId: 101, purged: false });
  expect(failures).toEqual(asEngineSees([
    {
      property: "purged",
      reason: expect.stringContaining("purged cannot go from true to false: data diff 101 was purged"),
    },
  ]));
  expect(await setup.clients.control.requests()).toEqual([]);
});

test("a data diff that does not exist fails create with the service's answer", async () => {
  const registration = await register({ datadiffId: 424242, archived: true });
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  await expect(setup.host.create(registration.urn, checked.inputs)).rejects.toThrow(/404.*datadiffs\/424242|datadiffs\/424242.*404/);
});
