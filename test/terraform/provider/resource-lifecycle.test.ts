/**
 * The Terraform provider's lifecycle in process (src/terraform/provider/terraform-provider.ts),
 * against the emulator, at the level OpenTofu drives it: validation with HCL's places and the
 * kit's messages, plans that keep OpenTofu's rules, a replacement for no change of the
 * configuration, and an import whose missing arguments are written without a request. The
 * same through the real OpenTofu: test/terraform/*.test.ts.
 */
import { datafoldTerraformProvider as provider } from "../../../src/terraform/provider/terraform-provider";
import { isUnknown, UNKNOWN, type TfValue } from "../../../src/terraform/protocol/terraform-provider-interface";
import { resourceSchema } from "../../../src/terraform/provider/terraform-schema";
import { terraformFromKit } from "../../../src/terraform/shapes/kit-values";
import { useEmulatorClients } from "../../../tools/harness/clients";
import { emulatorEnvironment } from "../../e2e/support/e2e";

type TfObject = { readonly [name: string]: TfValue };

const live = useEmulatorClients({ monitors: 0 });
const MONITOR = "datafold_metric_monitor";
const TOKEN = "datafold_proxy_token";

/** A configuration of `typeName` from kit inputs: every attribute present, null where unset, as OpenTofu sends it. */
function config(typeName: string, inputs: Record<string, unknown>): TfObject {
  return terraformFromKit(resourceSchema(typeName).attributes, inputs);
}

const monitorInputs = { name: "Orders rows", connectionId: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" }, schedule: { interval: { every: "hour" } } };

beforeAll(async () => {
  const env = emulatorEnvironment(live.emulator);
  const answer = await provider.configureProvider({ api_key: env.DATAFOLD_API_KEY!, host: env.DATAFOLD_HOST!, proxy_url: env.DATAFOLD_PROXY_URL!, proxy_manager_token: env.DATAFOLD_PROXY_MANAGER_TOKEN!, timeout_ms: null, max_retries: null, max_concurrent_requests: null, max_response_bytes: null, allow_insecure_http: null }, "1.12.6");
  expect(answer.diagnostics ?? []).toEqual([]);
});

/** Plan then apply a create; the new state. */
async function created(typeName: string, given: TfObject): Promise<TfObject> {
  const plan = await provider.planResourceChange(typeName, null, given, given, Buffer.alloc(0));
  expect(plan.diagnostics ?? []).toEqual([]);
  const applied = await provider.applyResourceChange(typeName, null, plan.plannedState!, given, plan.plannedPrivate ?? Buffer.alloc(0));
  expect(applied.diagnostics ?? []).toEqual([]);
  return applied.newState!;
}

test("validation: the kit's message at HCL's place, two variants refused, values not known yet skipped, no request", async () => {
  await live.clients.control.clearRequests();
  const bad = { ...config(MONITOR, monitorInputs), metric: { table: { table: "t", metric: "row_count", filter: 5, include_tables: null, exclude_tables: null }, column: null, custom: null } };
  const wrong = await provider.validateResourceConfig(MONITOR, bad);
  expect(wrong.diagnostics).toEqual([expect.objectContaining({ severity: "error", attribute: ["metric"], summary: "Invalid datafold_metric_monitor argument metric.table.filter", detail: expect.stringMatching(/^metric\.table\.filter must be a SQL condition, a string/) })]);

  const both = { ...config(MONITOR, monitorInputs), metric: { table: { table: "t", metric: "row_count", filter: null, include_tables: null, exclude_tables: null }, column: null, custom: { query: "SELECT 1", alert_on_missing_data: null } } };
  const two = await provider.validateResourceConfig(MONITOR, both);
  expect(two.diagnostics).toEqual([expect.objectContaining({ attribute: ["metric"], detail: expect.stringContaining("exactly one of `table`, `column`, `custom`") })]);

  const later = await provider.validateResourceConfig(MONITOR, { ...config(MONITOR, monitorInputs), connection_id: UNKNOWN, metric: UNKNOWN });
  expect(later.diagnostics ?? []).toEqual([]);
  const rules = await provider.validateResourceConfig(TOKEN, config(TOKEN, { principalType: "user", principalId: "alice", rotateBeforeDays: 7 }));
  expect(rules.diagnostics).toEqual([expect.objectContaining({ detail: expect.stringContaining("rotate_before_days needs expires_in_days") })]);
  expect(await live.clients.control.requests()).toEqual([]);
});

test("a monitor: outputs unknown at create, a quiet read and plan, an update in place and a replacement planned as such", async () => {
  const given = config(MONITOR, monitorInputs);
  const plan = await provider.planResourceChange(MONITOR, null, given, given, Buffer.alloc(0));
  expect(plan.plannedState).toMatchObject({ id: UNKNOWN, monitor_id: UNKNOWN, name: "Orders rows", enabled: true, notifications: [], tags: [] });

  const state = await created(MONITOR, given);
  const read = await provider.readResource(MONITOR, state, Buffer.alloc(0));
  expect(read.newState).toEqual(state);
  const quiet = await provider.planResourceChange(MONITOR, state, given, given, Buffer.alloc(0));
  expect(quiet.plannedState).toEqual(state);
  expect(quiet.requiresReplace ?? []).toEqual([]);

  const renamed = config(MONITOR, { ...monitorInputs, name: "Orders row count" });
  const update = await provider.planResourceChange(MONITOR, state, renamed, renamed, Buffer.alloc(0));
  expect(update.plannedState).toMatchObject({ id: state.id, name: "Orders row count", monitor_type: UNKNOWN });
  expect(update.requiresReplace ?? []).toEqual([]);

  const moved = config(MONITOR, { ...monitorInputs, connectionId: 8 });
  const replace = await provider.planResourceChange(MONITOR, state, moved, moved, Buffer.alloc(0));
  // The replacing input differs, so OpenTofu honours its path: the id need not force it too.
  expect(replace.requiresReplace).toEqual([["connection_id"]]);
  expect(isUnknown(replace.plannedState!.id)).toBe(true);
});

test("a token revoked in the app: the read shows it, and the plan replaces it with no change of the configuration", async () => {
  const given = config(TOKEN, { principalType: "user", principalId: "alice@example.com", expiresInDays: 30 });
  const state = await created(TOKEN, given);
  expect(state.label).toMatch(/^terraform datafold_proxy_token #[0-9a-z]{10}$/);
  await live.clients.proxy.revokeToken({ type: "user", id: "alice@example.com" }, state.token_id as number, { reason: "leaked" });
  const read = await provider.readResource(TOKEN, state, Buffer.alloc(0));
  expect(read.newState).toMatchObject({ status: "revoked", revoked_reason: "leaked", token_id: state.token_id });
  const plan = await provider.planResourceChange(TOKEN, read.newState!, given, given, Buffer.alloc(0));
  expect(plan.requiresReplace).toEqual([["id"]]);
  expect(plan.plannedState).toMatchObject({ id: UNKNOWN, token: UNKNOWN, principal_id: "alice@example.com" });
});

test("import: what GET cannot show is named in HCL's terms; once configured, it is written without a request", async () => {
  const id = (await live.clients.datafold.createMonitor("metric", { name: "Custom", schedule: { interval: { every: "hour" } }, connection_id: 7, metric: { type: "custom", query: "SELECT 1", alert_on_missing_data: true } } as never)).id;
  const imported = await provider.importResourceState(MONITOR, String(id));
  expect(imported.diagnostics).toEqual([expect.objectContaining({ severity: "warning", detail: expect.stringContaining("metric.custom.alert_on_missing_data") })]);
  expect(imported.imported).toHaveLength(1);
  const { state, privateData } = imported.imported![0]!;
  const read = await provider.readResource(MONITOR, state, privateData ?? Buffer.alloc(0));
  expect(read.newState).toEqual(state);

  const given = config(MONITOR, { name: "Custom", connectionId: 7, metric: { type: "custom", query: "SELECT 1", alertOnMissingData: true }, schedule: { interval: { every: "hour" } } });
  const plan = await provider.planResourceChange(MONITOR, read.newState!, given, given, read.privateData!);
  expect(plan.requiresReplace ?? []).toEqual([]);
  expect(plan.plannedState).toEqual({ ...state, metric: given.metric });
  await live.clients.control.clearRequests();
  const applied = await provider.applyResourceChange(MONITOR, read.newState!, plan.plannedState!, given, plan.plannedPrivate!);
  expect(applied.newState).toEqual(plan.plannedState);
  expect((await live.clients.control.requests()).filter((request) => request.method !== "GET")).toEqual([]);
  const after = await provider.planResourceChange(MONITOR, applied.newState!, given, given, applied.privateData!);
  expect(after.plannedState).toEqual(applied.newState);

  const refused = await provider.importResourceState(TOKEN, "users/alice/1");
  expect(refused.diagnostics).toEqual([expect.objectContaining({ severity: "error", detail: expect.stringContaining("A datafold_proxy_token cannot be imported") })]);
});

test("a destroy revokes with a reason that names OpenTofu or Terraform and the resource's type, not Pulumi", async () => {
  const given = config(TOKEN, { principalType: "service_principal", principalId: "looker", expiresInDays: 30 });
  const state = await created(TOKEN, given);
  const destroyed = await provider.applyResourceChange(TOKEN, state, null, null, Buffer.alloc(0));
  expect(destroyed.diagnostics ?? []).toEqual([]);
  const tokens = await live.clients.proxy.listTokens({ type: "service_principal", id: "looker" }, { includeRevoked: true });
  expect(tokens.find((token) => token.id === state.token_id)).toMatchObject({
    status: "revoked",
    revoked_reason: "Revoked by OpenTofu or Terraform (terraform-provider-datafold): the datafold_proxy_token resource was replaced or deleted",
  });
});
