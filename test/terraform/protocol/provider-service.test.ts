/**
 * Each tfplugin6 RPC mapped to the provider's method (src/terraform/protocol/provider-service.ts),
 * in process, on the messages' plain objects: values decoded and encoded with the schema's implied
 * types, answers that leave a state out or null it, and every failure, of the provider or of a
 * conversion, answered as one error diagnostic carrying its message and no stack.
 */
import { decodeCtyValue, encodeCtyValue } from "../../../src/terraform/protocol/cty-msgpack";
import { impliedType } from "../../../src/terraform/protocol/cty-types";
import { providerRpcs } from "../../../src/terraform/protocol/provider-service";
import { UNKNOWN, type TerraformProvider, type TfValue } from "../../../src/terraform/protocol/terraform-provider-interface";
import { FAKE_SCHEMA, fakeProvider } from "./fixtures/fake-provider";

const THING = impliedType(FAKE_SCHEMA.resources.datafold_thing!);
const ECHO = impliedType(FAKE_SCHEMA.dataSources.datafold_echo!);
const PROVIDER = impliedType(FAKE_SCHEMA.provider);
const value = (tfValue: TfValue, type = THING) => ({ msgpack: Buffer.from(encodeCtyValue(tfValue, type)), json: Buffer.alloc(0) });
const decoded = (answer: Record<string, unknown>, field: string, type = THING) => decodeCtyValue((answer[field] as { msgpack: Buffer }).msgpack, type);

/** A provider whose every method throws `thrown`. */
function throwing(thrown: unknown): TerraformProvider {
  const fail = async (): Promise<never> => {
    throw thrown;
  };
  return {
    schema: () => FAKE_SCHEMA,
    validateProviderConfig: fail,
    configureProvider: fail,
    validateResourceConfig: fail,
    validateDataResourceConfig: fail,
    upgradeResourceState: fail,
    readResource: fail,
    planResourceChange: fail,
    applyResourceChange: fail,
    importResourceState: fail,
    readDataSource: fail,
    stop: fail,
  };
}

describe("the lifecycle, on the fake provider", () => {
  const rpcs = providerRpcs(fakeProvider(undefined));
  const thing = { id: null, name: "n", labels: { a: "b" }, greeting: null };

  test("ConfigureProvider passes the configuration on; apply creates with it, read finds it, destroy deletes it", async () => {
    expect(await rpcs.ConfigureProvider!({ terraform_version: "1.12.6", config: value({ greeting_prefix: "Hi " }, PROVIDER) })).toEqual({ diagnostics: [] });
    const planned = await rpcs.PlanResourceChange!({ type_name: "datafold_thing", prior_state: value(null), proposed_new_state: value(thing), config: value(thing), prior_private: Buffer.alloc(0) });
    expect(decoded(planned, "planned_state")).toEqual({ ...thing, id: UNKNOWN, greeting: "Hi n" });

    const applied = await rpcs.ApplyResourceChange!({ type_name: "datafold_thing", prior_state: value(null), planned_state: planned.planned_state, config: value(thing), planned_private: Buffer.alloc(0) });
    const created = decoded(applied, "new_state") as Record<string, TfValue>;
    expect(created).toEqual({ id: "thing-1-n", name: "n", labels: { a: "b" }, greeting: "Hi n" });

    const read = await rpcs.ReadResource!({ type_name: "datafold_thing", current_state: value(created), private: Buffer.from("p") });
    expect(decoded(read, "new_state")).toEqual(created);
    expect(read.private).toEqual(Buffer.from("p")); // the provider gave none: kept

    const destroyPlan = await rpcs.PlanResourceChange!({ type_name: "datafold_thing", prior_state: value(created), proposed_new_state: value(null), config: value(null), prior_private: Buffer.alloc(0) });
    expect(decoded(destroyPlan, "planned_state")).toBeNull();
    const destroyed = await rpcs.ApplyResourceChange!({ type_name: "datafold_thing", prior_state: value(created), planned_state: value(null), config: value(null), planned_private: Buffer.alloc(0) });
    expect(decoded(destroyed, "new_state")).toBeNull();

    // Gone: the read answers a null state, which OpenTofu drops from state.
    const gone = await rpcs.ReadResource!({ type_name: "datafold_thing", current_state: value(created), private: Buffer.alloc(0) });
    expect((gone.new_state as { msgpack: Buffer }).msgpack).toEqual(Buffer.from([0xc0]));
  });

  test("ImportResourceState encodes each object with its type's schema", async () => {
    const applied = await rpcs.ApplyResourceChange!({ type_name: "datafold_thing", prior_state: value(null), planned_state: value({ ...thing, id: UNKNOWN }), config: value(thing), planned_private: Buffer.alloc(0) });
    const id = (decoded(applied, "new_state") as Record<string, TfValue>).id;
    const imported = await rpcs.ImportResourceState!({ type_name: "datafold_thing", id });
    const [resource] = imported.imported_resources as { type_name: string; state: { msgpack: Buffer }; private: Buffer }[];
    expect(resource!.type_name).toBe("datafold_thing");
    expect(decodeCtyValue(resource!.state.msgpack, THING)).toEqual(expect.objectContaining({ id, name: "n" }));
  });

  test("UpgradeResourceState reads the stored JSON, and answers in the current schema", async () => {
    const raw = { id: "thing-9", name: "old", greeting: "Hello, old" };
    const answer = await rpcs.UpgradeResourceState!({ type_name: "datafold_thing", version: 0, raw_state: { json: Buffer.from(JSON.stringify(raw)), flatmap: {} } });
    expect(decoded(answer, "upgraded_state")).toEqual({ ...raw, labels: null });
    const flatmap = await rpcs.UpgradeResourceState!({ type_name: "datafold_thing", version: 0, raw_state: { json: Buffer.alloc(0), flatmap: { id: "x" } } });
    expect(flatmap.diagnostics).toEqual([expect.objectContaining({ summary: "The stored state of datafold_thing is in the flatmap form of Terraform 0.11, which this provider does not read." })]);
  });

  test("ReadDataSource answers with the data source's type", async () => {
    const answer = await rpcs.ReadDataSource!({ type_name: "datafold_echo", config: value({ input: "x", output: null }, ECHO) });
    expect(decoded(answer, "state", ECHO)).toEqual({ input: "x", output: "echo: x" });
  });

  test("GetMetadata names the types", async () => {
    expect(await rpcs.GetMetadata!({})).toEqual(expect.objectContaining({ resources: [{ type_name: "datafold_thing" }], data_sources: [{ type_name: "datafold_echo" }], server_capabilities: expect.objectContaining({ plan_destroy: true }) }));
  });
});

describe("failures are answered as one error diagnostic", () => {
  const request = { type_name: "datafold_thing", config: value(null), prior_state: value(null), proposed_new_state: value(null), current_state: value({ id: "x", name: "n", labels: null, greeting: null }), planned_state: value(null) };

  test.each(["ValidateResourceConfig", "PlanResourceChange", "ApplyResourceChange", "ReadResource", "ImportResourceState"])("%s: an Error's message, no stack", async (rpc) => {
    const error = new Error("the service refused: quota exceeded");
    const answer = await providerRpcs(throwing(error))[rpc]!({ ...request, config: value({ id: null, name: "n", labels: null, greeting: null }) });
    expect(answer).toEqual({ diagnostics: [{ severity: "ERROR", summary: "the service refused: quota exceeded", detail: "" }] });
  });

  test("a thrown value that is not an Error says so, and shows it", async () => {
    const answer = await providerRpcs(throwing({ code: 42 })).ValidateProviderConfig!({ config: value({ greeting_prefix: null }, PROVIDER) });
    expect(answer).toEqual({ diagnostics: [{ severity: "ERROR", summary: 'The provider failed with a value that is not an error: {"code":42}', detail: "" }] });
  });

  test("a state the provider answers that its schema does not allow names the place", async () => {
    const provider = { ...fakeProvider(undefined), readDataSource: async () => ({ state: { input: "x", output: 3 } }) };
    const answer = await providerRpcs(provider).ReadDataSource!({ type_name: "datafold_echo", config: value({ input: "x", output: null }, ECHO) });
    expect(answer.diagnostics).toEqual([expect.objectContaining({ summary: 'the state read of data source datafold_echo: output must be of type "string", but is 3.' })]);
  });

  test("a value sent as JSON is refused, naming what", async () => {
    const answer = await providerRpcs(fakeProvider(undefined)).ValidateProviderConfig!({ config: { msgpack: Buffer.alloc(0), json: Buffer.from("{}") } });
    expect(answer.diagnostics).toEqual([expect.objectContaining({ summary: expect.stringContaining("the provider's configuration came as JSON") })]);
  });

  test("StopProvider answers the error's message in its Error field", async () => {
    expect(await providerRpcs(throwing(new Error("still busy"))).StopProvider!({})).toEqual({ Error: "still busy" });
    expect(await providerRpcs(fakeProvider(undefined)).StopProvider!({})).toEqual({ Error: "" });
  });
});
