import { createRequire } from "node:module";
import type * as grpcJs from "@grpc/grpc-js";
import type * as engineRpc from "@pulumi/pulumi/proto/engine_grpc_pb";
import type * as engineProto from "@pulumi/pulumi/proto/engine_pb";
import type * as pluginProto from "@pulumi/pulumi/proto/plugin_pb";
import type * as providerRpc from "@pulumi/pulumi/proto/provider_grpc_pb";
import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type * as statusProto from "@pulumi/pulumi/proto/status_pb";
import type * as anyProto from "google-protobuf/google/protobuf/any_pb";
import type * as emptyProto from "google-protobuf/google/protobuf/empty_pb";
import type * as structProto from "google-protobuf/google/protobuf/struct_pb";

/**
 * The gRPC library and the generated stubs of the installed @pulumi/pulumi, which the plugin
 * serves and speaks through. Only these: loading them does not load the SDK's runtime.
 */
export interface SdkModules {
  readonly grpc: typeof grpcJs;
  readonly providerRpc: typeof providerRpc;
  readonly providerProto: typeof providerProto;
  readonly pluginProto: typeof pluginProto;
  readonly engineRpc: typeof engineRpc;
  readonly engineProto: typeof engineProto;
  readonly statusProto: typeof statusProto;
  readonly struct: typeof structProto;
  readonly anyProto: typeof anyProto;
  readonly emptyProto: typeof emptyProto;
}

let loaded: SdkModules | undefined;

/**
 * Loaded from @pulumi/pulumi's own place, not ours: messages must be made by the classes of the
 * google-protobuf its stubs were generated against (a Struct of another copy fails to serialize),
 * and `construct` hands the SDK's runtime the same messages.
 */
export function sdkModules(): SdkModules {
  if (loaded !== undefined) return loaded;
  const sdkRequire = createRequire(require.resolve("@pulumi/pulumi"));
  loaded = {
    grpc: sdkRequire("@grpc/grpc-js") as typeof grpcJs,
    providerRpc: sdkRequire("./proto/provider_grpc_pb") as typeof providerRpc,
    providerProto: sdkRequire("./proto/provider_pb") as typeof providerProto,
    pluginProto: sdkRequire("./proto/plugin_pb") as typeof pluginProto,
    engineRpc: sdkRequire("./proto/engine_grpc_pb") as typeof engineRpc,
    engineProto: sdkRequire("./proto/engine_pb") as typeof engineProto,
    statusProto: sdkRequire("./proto/status_pb") as typeof statusProto,
    struct: sdkRequire("google-protobuf/google/protobuf/struct_pb") as typeof structProto,
    anyProto: sdkRequire("google-protobuf/google/protobuf/any_pb") as typeof anyProto,
    emptyProto: sdkRequire("google-protobuf/google/protobuf/empty_pb") as typeof emptyProto,
  };
  return loaded;
}

/**
 * The modules to use instead of loading them from the installed @pulumi/pulumi: the plugin's
 * single executable has no node_modules, and hands in the copies bundled into it.
 */
export function useSdkModules(modules: SdkModules): void {
  loaded = modules;
}
