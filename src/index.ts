/**
 * pulumi-datafold: Pulumi resources (`ProxyToken`, `DataDiffFlags`, the monitors) and data functions of
 * the Datafold platform, with the types their signatures use and the errors they throw.
 * The clients they are built on are in `pulumi-datafold/client`, which does not load
 * `@pulumi/pulumi` (this entry does). The list is pinned by test/api/public-api.test.ts.
 */
export * from "./resources";
export * from "./functions";
export type { PrincipalType } from "./types/principal";
export type { TokenStatus, TokenType } from "./types/token";
export type { MonitorRunState, MonitorType, MonitorSortField, SortOrder } from "./types/monitor";
export type { RetryPolicy } from "./client/transport/retry-policy";
export type { RetryEvent } from "./client/transport/retry-policy";
// The errors, the same classes as `pulumi-datafold/client` exports (src/public-errors.ts), so
// `instanceof` holds across both entries.
export * from "./public-errors";
