/**
 * The offline runner: a small stand-in for the Pulumi engine that runs a real Pulumi program
 * (preview, up, refresh, destroy) through the SDK's language runtime and dynamic-provider host,
 * with a local JSON state file. A test and demo tool, not a replacement for Pulumi.
 */
export { runOffline, type RunOptions, type RunResult } from "./run-offline";
export type { Command } from "./summary";
export type { Operation, OperationKind, ResourceCounts } from "./run-record";
export { StateFile, type ResourceState } from "./state-file";
export { OfflineRunnerError } from "./errors";
export { isSecret, unwrapSecrets } from "./property-values";
