/**
 * The entry of the plugin's single executable (build.ts bundles it): the plugin as
 * src/plugin/main.ts runs it, but with the gRPC library, the stubs and the schema taken from the
 * bundle rather than from node_modules and sdk/schema.json, which the executable does not have.
 * The imports are static so that the bundler includes them; the SDK's runtime, which only a
 * component needs, stays behind a dynamic import (src/plugin/server/component-runtime.ts), so it
 * is bundled but not evaluated at start.
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
import { servePlugin } from "../../src/plugin/serve-plugin";

/** sdk/schema.json's text, put in by the bundler (build.ts). */
declare const PLUGIN_SCHEMA: string;

const modules: SdkModules = { grpc, engineRpc, engineProto, pluginProto, providerRpc, providerProto, statusProto, anyProto, emptyProto, struct };
useSdkModules(modules);

servePlugin(process.argv.slice(2), { modules, schema: () => Promise.resolve(PLUGIN_SCHEMA) }).catch((error: unknown) => {
  process.stderr.write(`pulumi-resource-datafold: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
