import { createRequire } from "node:module";
import type * as grpcJs from "@grpc/grpc-js";
import type * as engineRpc from "@pulumi/pulumi/proto/engine_grpc_pb";
import type * as engineProto from "@pulumi/pulumi/proto/engine_pb";
import type * as providerRpc from "@pulumi/pulumi/proto/provider_grpc_pb";
import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type * as structProto from "google-protobuf/google/protobuf/struct_pb";

/** The modules of the installed @pulumi/pulumi's own gRPC and protobuf, which the plugin speaks through. */
export interface SdkModules {
  readonly grpc: typeof grpcJs;
  readonly providerRpc: typeof providerRpc;
  readonly providerProto: typeof providerProto;
  readonly engineRpc: typeof engineRpc;
  readonly engineProto: typeof engineProto;
  readonly struct: typeof structProto;
}

let loaded: SdkModules | undefined;

/**
 * Loaded from @pulumi/pulumi's own place, not ours: messages must be made by the classes its
 * stubs and its server use, and its `Server.addService` is the one `provider.main` calls.
 */
export function sdkModules(): SdkModules {
  if (loaded !== undefined) return loaded;
  const sdkRequire = createRequire(require.resolve("@pulumi/pulumi"));
  loaded = {
    grpc: sdkRequire("@grpc/grpc-js") as typeof grpcJs,
    providerRpc: sdkRequire("./proto/provider_grpc_pb") as typeof providerRpc,
    providerProto: sdkRequire("./proto/provider_pb") as typeof providerProto,
    engineRpc: sdkRequire("./proto/engine_grpc_pb") as typeof engineRpc,
    engineProto: sdkRequire("./proto/engine_pb") as typeof engineProto,
    struct: sdkRequire("google-protobuf/google/protobuf/struct_pb") as typeof structProto,
  };
  return loaded;
}
