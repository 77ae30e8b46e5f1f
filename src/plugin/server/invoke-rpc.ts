import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type { SdkModules } from "../../provider/shared/sdk-modules";
import type { PluginProvider } from "./plugin-provider-interface";
import { checkFailures } from "./resource-rpcs";
import { fromStruct, toStruct } from "./struct-values";
import { unary } from "./unary";

/** Invoke: a data function (`datafold:index:get…`); a bad argument is a failure naming it, which the SDKs raise. */
export function invokeRpc(plugin: PluginProvider, modules: SdkModules) {
  const { providerProto: proto } = modules;
  return unary(modules, async (request: providerProto.InvokeRequest) => {
    const result = await plugin.invoke(request.getTok(), fromStruct(request.getArgs()));
    const response = new proto.InvokeResponse();
    if (result.outputs !== undefined) response.setReturn(toStruct(result.outputs as Record<string, unknown>, modules));
    response.setFailuresList(checkFailures(proto, result.failures ?? []));
    return response;
  });
}
