/**
 * The policies judge the provider plugin's resources (Python, Go and YAML programs) exactly as
 * the dynamic ones: the plugin's types are the schema's, and every policy reports the same
 * messages for the same inputs under either type. The inputs the engine hands a policy for a
 * plugin resource carry the schema's property names and no `__provider`; secrets arrive
 * unwrapped by `@pulumi/policy`. test/e2e/policy-pack-plugin.test.ts shows it through the CLI.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { reportedViolations } from "../../tools/harness/policy-call";
import { UNKNOWN_VALUE } from "../kit/unknown-value";
import { RESOURCES, typeToken } from "../registry";
import { isMonitor, isProxyToken, MONITOR_TYPES, monitorPolicies, PLUGIN_MONITOR_TYPES, PLUGIN_PROXY_TOKEN_TYPE, PROXY_TOKEN_TYPE, proxyTokenPolicies } from "../policy";

const schema = JSON.parse(readFileSync(join(__dirname, "../../sdk/schema.json"), "utf8")) as {
  resources: Record<string, { inputProperties: Record<string, unknown> }>;
};

test("the plugin's types are the schema's tokens of the same resources", () => {
  expect(PLUGIN_PROXY_TOKEN_TYPE).toBe(typeToken("ProxyToken"));
  for (const [kind, type] of Object.entries(PLUGIN_MONITOR_TYPES)) {
    expect(type).toBe(typeToken(kind));
    expect(RESOURCES.map((resource) => resource.definition.name)).toContain(kind);
  }
  for (const type of [PLUGIN_PROXY_TOKEN_TYPE, ...Object.values(PLUGIN_MONITOR_TYPES)]) expect(Object.keys(schema.resources)).toContain(type);
  expect(Object.keys(PLUGIN_MONITOR_TYPES)).toEqual(Object.keys(MONITOR_TYPES));
});

test("the inputs the policies read are named in the schema as in TypeScript", () => {
  const token = schema.resources[PLUGIN_PROXY_TOKEN_TYPE]!.inputProperties;
  for (const name of ["expiresInDays", "rotateBeforeDays", "revokeReason", "revokeOnDelete"]) expect(token).toHaveProperty(name);
  for (const type of Object.values(PLUGIN_MONITOR_TYPES)) {
    for (const name of ["name", "schedule", "notifications", "tags", "owner"]) expect(schema.resources[type]!.inputProperties).toHaveProperty(name);
  }
});

test("isProxyToken and isMonitor take either route's type, and no other of the plugin's", () => {
  expect(isProxyToken({ type: PLUGIN_PROXY_TOKEN_TYPE })).toBe(true);
  expect(isProxyToken({ type: PROXY_TOKEN_TYPE })).toBe(true);
  for (const type of Object.values(PLUGIN_MONITOR_TYPES)) {
    expect(isMonitor({ type })).toBe(true);
    expect(isProxyToken({ type })).toBe(false);
  }
  expect(isMonitor({ type: PLUGIN_PROXY_TOKEN_TYPE })).toBe(false);
  for (const other of ["datafold:index:ProxyTokenRevocation", "datafold:index:DataDiffFlags", "datafold:index:MonitorsFromYaml", "other:index:ProxyToken"]) {
    expect(isProxyToken({ type: other })).toBe(false);
    expect(isMonitor({ type: other })).toBe(false);
  }
});

/** Tokens that break, pass, or cannot be judged yet, as a program of either route gives them. */
const TOKENS: Record<string, Record<string, unknown>> = {
  "never expires": { principalType: "user", principalId: "alice", revokeReason: "offboarding" },
  "a year without rotation": { principalType: "service_principal", principalId: "etl", expiresInDays: 365 },
  "kept, never expires": { principalType: "proxy_manager", revokeOnDelete: false, revokeReason: "  " },
  "an expiry unknown at preview": { principalType: "user", principalId: "bob", expiresInDays: UNKNOWN_VALUE, revokeReason: UNKNOWN_VALUE },
  "an expiry the provider refuses": { principalType: "user", principalId: "bob", expiresInDays: "90" },
  compliant: { principalType: "user", principalId: "carol", expiresInDays: 30, revokeReason: "rotated" },
};

/** Monitors that break, pass, or cannot be judged yet. */
const MONITORS: Record<string, Record<string, unknown>> = {
  "silent, every minute, no owner": { name: "m", schedule: { cron: "* * * * *" }, tags: [] },
  "hourly, notifying, owned": { name: "m", schedule: { interval: { every: "hour" } }, notifications: [{ type: "email", recipients: ["a@example.com"] }], owner: "a@example.com" },
  "a schedule unknown at preview": { name: "m", schedule: { cron: UNKNOWN_VALUE }, notifications: UNKNOWN_VALUE },
  "a cron the policy cannot read": { name: "m", schedule: { cron: "every day" }, notifications: [], owner: "a@example.com" },
};

describe.each(Object.entries(TOKENS))("a ProxyToken that %s", (_what, props) => {
  test.each(proxyTokenPolicies().map((policy) => [policy.name, policy] as const))("%s: the same messages in both routes", (_name, policy) => {
    const dynamic = reportedViolations(policy, PROXY_TOKEN_TYPE, "tok", { ...props, __provider: "exports.handler = ..." }, {});
    const plugin = reportedViolations(policy, PLUGIN_PROXY_TOKEN_TYPE, "tok", props, {});
    expect(plugin).toEqual(dynamic);
  });
});

test("the token cases break what they should, under the plugin's type (config included)", () => {
  const broken = (props: Record<string, unknown>, config: object = {}) =>
    proxyTokenPolicies()
      .filter((policy) => reportedViolations(policy, PLUGIN_PROXY_TOKEN_TYPE, "tok", props, config).length > 0)
      .map((policy) => policy.name);
  expect(broken(TOKENS["never expires"]!)).toEqual(["datafold-proxy-token-max-lifetime"]);
  expect(broken(TOKENS["a year without rotation"]!)).toEqual(["datafold-proxy-token-max-lifetime", "datafold-proxy-token-early-rotation", "datafold-proxy-token-revoke-reason"]);
  expect(broken(TOKENS["kept, never expires"]!)).toEqual(["datafold-proxy-token-max-lifetime", "datafold-proxy-token-revoke-reason", "datafold-proxy-token-kept-only-with-expiry"]);
  expect(broken(TOKENS["an expiry unknown at preview"]!)).toEqual([]);
  expect(broken(TOKENS.compliant!)).toEqual([]);
  expect(broken(TOKENS.compliant!, { maxExpiresInDays: 7 })).toEqual(["datafold-proxy-token-max-lifetime"]);
});

describe.each(Object.entries(MONITORS))("a monitor %s", (_what, props) => {
  test.each(Object.keys(MONITOR_TYPES) as (keyof typeof MONITOR_TYPES)[])("%s: every policy gives the same messages in both routes", (kind) => {
    for (const policy of monitorPolicies({ requiredTags: ["team:data"] })) {
      const dynamic = reportedViolations(policy, MONITOR_TYPES[kind], "mon", { ...props, __provider: "exports.handler = ..." }, {});
      const plugin = reportedViolations(policy, PLUGIN_MONITOR_TYPES[kind], "mon", props, {});
      expect(plugin).toEqual(dynamic);
    }
  });
});

test("the monitor cases break what they should, under the plugin's types, each message naming the kind and resource", () => {
  const messages = (props: Record<string, unknown>) =>
    monitorPolicies().flatMap((policy) => reportedViolations(policy, PLUGIN_MONITOR_TYPES.DataTestMonitor, "mon", props, {}).map((message) => [policy.name, message]));
  const silent = messages(MONITORS["silent, every minute, no owner"]!);
  expect(silent.map(([name]) => name)).toEqual(["datafold-monitor-notifications", "datafold-monitor-owner", "datafold-monitor-schedule-interval"]);
  for (const [, message] of silent) expect(message).toMatch(/^DataTestMonitor "mon": /);
  expect(messages(MONITORS["hourly, notifying, owned"]!)).toEqual([]);
  // The owner left out is judged; the unknown schedule and notifications are not, yet.
  expect(messages(MONITORS["a schedule unknown at preview"]!).map(([name]) => name)).toEqual(["datafold-monitor-owner"]);
});
