/**
 * The gRPC library and the stubs a plugin executable serves through, taken from the bundle
 * rather than from node_modules, which an executable does not have (src/provider/shared/
 * sdk-modules.ts loads them from @pulumi/pulumi's own place otherwise). The imports are static so
 * that the bundler (build.ts) includes them. Every entry build.ts bundles takes them from here:
 * the plugin's (entry.ts) and the plugin benchmark's floor (bench/floor/plugin/entry.ts).
 */
import * as grpc from "@grpc/grpc-js";
import * as engineRpc from "@pulumi/pulumi/proto/engine_grpc_pb";
import * as engineProto from "@pulumi/pulumi/proto/engine_pb";
import * as pluginProto from "@pulumi/pulumi/proto/plugin_pb";
import * as providerRpc from "@pulumi/pulumi/proto/provider_grpc_pb";
import * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import * as statusProto from "@pulumi/pulumi/proto/status_pb";
import * as anyProto from "google-protobuf/google/protobuf/any_pb";
import * as emptyProto from "google-protobuf/google/protobuf/empty_pb";
import * as struct from "google-protobuf/google/protobuf/struct_pb";
import { useSdkModules, type SdkModules } from "../../src/provider/shared/sdk-modules";

/** The bundled modules, made the ones every part of the plugin uses (sdkModules()). */
export function bundledSdkModules(): SdkModules {
  const modules: SdkModules = { grpc, engineRpc, engineProto, pluginProto, providerRpc, providerProto, statusProto, anyProto, emptyProto, struct };
  useSdkModules(modules);
  return modules;
}
