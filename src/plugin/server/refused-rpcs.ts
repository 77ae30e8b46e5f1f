import type * as grpcJs from "@grpc/grpc-js";
import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type { SdkModules } from "../../provider/shared/sdk-modules";
import { RpcStatusError } from "./rpc-errors";
import { unary } from "./unary";

/*
 * The RPCs the plugin has no use for, each answered on purpose, with why. UNIMPLEMENTED is the
 * answer the engine (CLI 3.259, pkg/v3 resource/plugin/provider_plugin.go) reads as "not
 * supported, carry on" for Handshake, Parameterize and the mappings.
 */
export function refusedRpcs(modules: SdkModules) {
  const { grpc, providerProto: proto } = modules;
  const refuse = (reason: string) => () => {
    throw new RpcStatusError(grpc.status.UNIMPLEMENTED, reason);
  };
  return {
    // A provider that handshakes is taken to support previews of Create and Update (the engine sets
    // supportsPreview without asking); ours does not, and says so in Configure's answer instead.
    handshake: unary(modules, refuse("Handshake: the datafold plugin negotiates its capabilities in Configure")),
    // The schema is fixed: the package takes no parameters.
    parameterize: unary(modules, refuse("Parameterize: the datafold package takes no parameters")),
    // The schema declares no resource methods.
    call: unary(modules, refuse("Call: the datafold package has no resource methods")),
    list: (call: grpcJs.ServerWritableStream<providerProto.ListRequest, providerProto.ListResponse>) => {
      call.emit("error", { code: grpc.status.UNIMPLEMENTED, details: "List: the datafold plugin does not list resources; use `pulumi import` with ids" });
    },
    // No other ecosystem's provider (a Terraform provider bridged) maps to this one: no mappings.
    getMapping: unary(modules, () => new proto.GetMappingResponse()),
    getMappings: unary(modules, () => new proto.GetMappingsResponse()),
  };
}
