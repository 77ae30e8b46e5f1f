/**
 * The floor of the OpenTofu benchmark (bench/tofu-engine.ts): a Terraform provider that does
 * nothing, for the four monitor kinds. It serves the datafold provider's own schema (so that
 * OpenTofu decodes, plans, compares and stores every attribute exactly as it does for ours), and
 * answers every call at once, without a request and without checking anything:
 *
 * - plan: what OpenTofu proposed, with what the provider chooses filled in as ours fills it (a
 *   default where the configuration is silent and the schema has one: `notifications = []`,
 *   `tags = []`, `enabled = true`, `on_delete = "delete"`; unknown for the outputs and the id);
 *   a plan with a prior state changes nothing;
 * - apply: the planned state with made-up outputs (the id, `monitor_id` a number, `monitor_type`
 *   the kind), or nothing for a delete;
 * - read: the state as it is; upgrade: the stored state as it is.
 *
 * The benchmark checks, on its warm-up, that the floor's state sets the attributes ours sets,
 * type by type. Only top-level attributes are filled in: the monitors have no computed nested
 * ones. Data sources and import are refused.
 */
import { resourceSchema, servedSchema } from "../../../src/terraform/provider/terraform-schema";
import { terraformFromKit } from "../../../src/terraform/shapes/kit-values";
import { isUnknown, UNKNOWN, type Diagnosed, type TerraformProvider, type TfValue } from "../../../src/terraform/protocol/terraform-provider-interface";

type TfObject = { readonly [name: string]: TfValue };

/** The monitor types the floor serves, and the `monitor_type` the service gives each. */
export const FLOOR_MONITOR_KINDS: Readonly<Record<string, string>> = {
  datafold_metric_monitor: "metric",
  datafold_schema_change_monitor: "schema",
  datafold_data_test_monitor: "test",
  datafold_data_diff_monitor: "diff",
};

function kindOf(typeName: string): string {
  const kind = FLOOR_MONITOR_KINDS[typeName];
  if (kind === undefined) throw new Error(`The benchmark's floor provider serves only ${Object.keys(FLOOR_MONITOR_KINDS).join(", ")}, not ${typeName}.`);
  return kind;
}

/** A create's plan: the proposal, with each computed attribute it leaves null set to the schema's default, or unknown. */
function plannedCreate(typeName: string, proposed: TfObject): TfObject {
  const planned: Record<string, TfValue> = { ...proposed };
  for (const attribute of resourceSchema(typeName).attributes) {
    if (attribute.computed !== true || (proposed[attribute.name] ?? null) !== null) continue;
    planned[attribute.name] = attribute.default === undefined ? UNKNOWN : terraformFromKit([attribute], { [attribute.key]: attribute.default })[attribute.name]!;
  }
  return planned;
}

let lastId = 0;

/** A create's result: the planned state with its unknowns made up, as the service would give them. */
function created(typeName: string, planned: TfObject): TfObject {
  const id = ++lastId;
  const outputs: Record<string, TfValue> = { id: String(id), monitor_id: id, monitor_type: kindOf(typeName) };
  const state: Record<string, TfValue> = { ...planned };
  for (const [name, value] of Object.entries(planned)) {
    if (!isUnknown(value)) continue;
    if (!(name in outputs)) throw new Error(`The benchmark's floor provider has no value to make up for ${typeName}.${name}.`);
    state[name] = outputs[name]!;
  }
  return state;
}

const nothing = async (): Promise<Diagnosed> => ({});
const refused = (what: string) => async () => ({ diagnostics: [{ severity: "error" as const, summary: `The benchmark's floor provider serves no ${what}` }] });

export const floorTerraformProvider: TerraformProvider = {
  schema: servedSchema,
  validateProviderConfig: nothing,
  configureProvider: nothing,
  validateResourceConfig: nothing,
  validateDataResourceConfig: nothing,
  upgradeResourceState: async (_typeName, _version, rawState) => ({ upgradedState: rawState as TfObject }),
  readResource: async (_typeName, currentState, privateData) => ({ newState: currentState, privateData }),
  planResourceChange: async (typeName, prior, proposed) => {
    if (proposed === null) return { plannedState: null };
    return { plannedState: prior === null ? plannedCreate(typeName, proposed) : proposed };
  },
  applyResourceChange: async (typeName, prior, planned) => {
    if (planned === null) return { newState: null };
    return { newState: prior === null ? created(typeName, planned) : planned };
  },
  importResourceState: refused("import"),
  readDataSource: refused("data source"),
  stop: async () => undefined,
};
