/**
 * An import whose GET cannot show a tagged union's variant (a data diff monitor's `datadiff`:
 * `indb` or `inmem`), in the provider's lifecycle (src/terraform/provider/resource-lifecycle.ts)
 * against an in-process emulator: the warning names the places as HCL writes them, the union's
 * value waits in the private data (./kept-data.ts), and the configuration that gives it is
 * written without a request; the real OpenTofu does the same in test/terraform/import.test.ts.
 */
import { UNKNOWN, type TfValue } from "../../../src/terraform/protocol/terraform-provider-interface";
import { conformed } from "../../../src/terraform/provider/planned-values";
import { configureProviderSettings } from "../../../src/terraform/provider/provider-settings";
import { applyResource, importResource, planResource, readResource } from "../../../src/terraform/provider/resource-lifecycle";
import { resourceSchema, TERRAFORM_SCHEMA } from "../../../src/terraform/provider/terraform-schema";
import { useEmulatorClients } from "../../../tools/harness/clients";

type TfObject = { readonly [name: string]: TfValue };

const live = useEmulatorClients({ monitors: 0 });

/** A configuration (or a state) of `typeName`: every attribute, null where `values` has none. */
const objectOf = (typeName: string, values: Record<string, unknown>): TfObject => conformed(resourceSchema(typeName).attributes, values);

function containsUnknown(value: TfValue): boolean {
  if (value === UNKNOWN) return true;
  if (Array.isArray(value)) return value.some(containsUnknown);
  if (typeof value === "object" && value !== null) return Object.values(value).some(containsUnknown);
  return false;
}

beforeEach(() => {
  const provider = Object.fromEntries(TERRAFORM_SCHEMA.provider.attributes.map((attribute) => [attribute.name, null as TfValue]));
  configureProviderSettings({ ...provider, host: live.emulator.url, api_key: live.emulator.apiKey });
});

describe("an import whose GET cannot show a tagged union's variant (a data diff monitor's datadiff: indb or inmem)", () => {
  const TYPE = "datafold_data_diff_monitor";
  const SIDES = { dataset_a: { connection_id: 7, table: "prod.orders" }, dataset_b: { connection_id: 7, table: "dev.orders" } };
  const configuration = (primaryKey: string[]) =>
    objectOf(TYPE, { name: "Orders prod vs dev", datadiff: { indb: { ...SIDES, primary_key: primaryKey } }, schedule: { interval: { hour: {} } }, alert: { different_rows_count: 5 } });

  async function imported() {
    const { id } = await live.clients.datafold.createMonitor("diff", {
      name: "Orders prod vs dev",
      schedule: { interval: { every: "hour" } },
      datadiff: { diff_type: "indb", dataset_a: { connection_id: 7, table: "prod.orders" }, dataset_b: { connection_id: 7, table: "dev.orders" }, primary_key: ["id"] },
      alert: { different_rows_count: 5 },
    } as never);
    const result = await importResource(TYPE, String(id));
    return { id, result, state: result.imported![0]!.state, privateData: result.imported![0]!.privateData };
  }

  test("imports it with datadiff null in state, its sides held in the private data, and names the variant and the key as HCL writes them", async () => {
    const { id, result, state, privateData } = await imported();
    expect(state).toMatchObject({ id: String(id), name: "Orders prod vs dev", datadiff: null, monitor_id: id });
    const beside = JSON.parse(privateData.toString("utf8")) as { unshown: string[][]; held: Record<string, unknown> };
    expect(beside.held).toEqual({ datadiff: { datasetA: { connectionId: 7, table: "prod.orders" }, datasetB: { connectionId: 7, table: "dev.orders" } } });
    expect(beside.unshown).toContainEqual(["datadiff", "diffType"]);
    const warning = result.diagnostics![0]!;
    expect(warning.severity).toBe("warning");
    expect(warning.detail).toContain("Required: set each in the configuration before the next plan:\n  - datadiff (`indb` or `inmem`), datadiff.<indb|inmem>.primary_key: ");
    expect(warning.detail).toContain("datadiff.indb.timeseries_dimension_column, datadiff.inmem.column_rules");

    // A refresh keeps them so.
    const read = await readResource(TYPE, state, privateData);
    expect(read.newState).toMatchObject({ datadiff: null });
    expect(JSON.parse(read.privateData!.toString("utf8"))).toEqual(beside);
  });

  test("the configuration's datadiff, as Datafold holds it, is planned as written without a replacement, and applied without a request", async () => {
    const { state, privateData } = await imported();
    const config = configuration(["id"]);
    const plan = await planResource(TYPE, state, config, config, privateData);
    expect(plan.diagnostics ?? []).toEqual([]);
    expect(plan.requiresReplace).toBeUndefined();
    expect(plan.plannedState).toMatchObject({ datadiff: { indb: { primary_key: ["id"], dataset_a: { connection_id: 7, table: "prod.orders" } }, inmem: null } });
    expect(containsUnknown(plan.plannedState!)).toBe(false);

    await live.clients.control.clearRequests();
    const applied = await applyResource(TYPE, state, plan.plannedState!, config, plan.plannedPrivate!);
    expect(applied.diagnostics ?? []).toEqual([]);
    expect(applied.newState).toEqual(plan.plannedState);
    // Written: nothing is held any more, and the next plan compares as after any apply.
    expect(applied.privateData).toEqual(Buffer.alloc(0));
    expect(await live.clients.control.requests()).toEqual([]);
  });

  test("once written, another primary key is a change of datadiff, which replaces the monitor", async () => {
    const { state, privateData } = await imported();
    const config = configuration(["id"]);
    const plan = await planResource(TYPE, state, config, config, privateData);
    const applied = await applyResource(TYPE, state, plan.plannedState!, config, plan.plannedPrivate!);
    const changed = configuration(["id", "region"]);
    const replan = await planResource(TYPE, applied.newState!, changed, changed, applied.privateData!);
    expect(replan.requiresReplace).toEqual([["datadiff"]]);
  });
});
