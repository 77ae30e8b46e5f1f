/**
 * `pulumi-datafold/policy`: policies of `ProxyToken` and monitor hygiene for a CrossGuard
 * policy pack (`@pulumi/policy`). Only this entry is about policies: `pulumi-datafold` and
 * `pulumi-datafold/client` neither load nor need `@pulumi/policy`, an optional peer
 * dependency; this entry takes only its types. The list is pinned by
 * test/api/public-api.test.ts; a ready pack is in examples/policy-pack.
 */
export { proxyTokenPolicies } from "./policy/proxy-token-policies";
export type { ProxyTokenPolicyName, ProxyTokenPolicyOptions } from "./policy/proxy-token-policies";
export { PLUGIN_PROXY_TOKEN_TYPE, PROXY_TOKEN_TYPE, isProxyToken } from "./policy/proxy-token-resources";
export { monitorPolicies } from "./policy/monitor-policies";
export type { MonitorPolicyName, MonitorPolicyOptions } from "./policy/monitor-policies";
export { MONITOR_TYPES, PLUGIN_MONITOR_TYPES, isMonitor } from "./policy/monitor-resources";
