import type * as grpcJs from "@grpc/grpc-js";
import type { IResourceProviderServer } from "@pulumi/pulumi/proto/provider_grpc_pb";
import type { SdkModules } from "../../provider/shared/sdk-modules";
import { configRpcs } from "./config-rpcs";
import { constructRpc } from "./construct-rpc";
import type { EngineConnection } from "./engine-connection";
import { infoRpcs } from "./info-rpcs";
import { invokeRpc } from "./invoke-rpc";
import type { PluginProvider } from "./plugin-provider-interface";
import { refusedRpcs } from "./refused-rpcs";
import { resourceRpcs } from "./resource-rpcs";
import { rpcErrorOf, RpcStatusError } from "./rpc-errors";

/**
 * The ResourceProvider service, every method of it. Typed as the stubs' `IResourceProviderServer`,
 * so a method the engine may call cannot be missing: the build fails. What is served and what is
 * refused, and why, is docs/architecture.md §2d.
 */
export function resourceProviderService(plugin: PluginProvider, engine: EngineConnection, warn: (message: string, urn: string) => Promise<void>, modules: SdkModules): IResourceProviderServer {
  const resources = resourceRpcs(plugin, modules);
  return {
    ...infoRpcs(plugin, engine, modules),
    ...configRpcs(plugin, warn, modules),
    ...resources,
    // After a cancellation, nothing new is changed in Datafold (info-rpcs.ts, cancel).
    create: unlessCancelled(engine, modules, resources.create),
    update: unlessCancelled(engine, modules, resources.update),
    delete: unlessCancelled(engine, modules, resources.delete),
    invoke: invokeRpc(plugin, modules),
    construct: constructRpc(plugin, engine, modules),
    ...refusedRpcs(modules),
  };
}

function unlessCancelled<Request, Response>(engine: EngineConnection, modules: SdkModules, handler: grpcJs.handleUnaryCall<Request, Response>): grpcJs.handleUnaryCall<Request, Response> {
  return (call, callback) => {
    if (!engine.cancelled) return handler(call, callback);
    callback(rpcErrorOf(new RpcStatusError(modules.grpc.status.CANCELLED, "The update was cancelled: the datafold plugin makes no new change in Datafold."), modules));
  };
}
