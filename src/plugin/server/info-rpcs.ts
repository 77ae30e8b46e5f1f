import type * as pluginProto from "@pulumi/pulumi/proto/plugin_pb";
import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type { SdkModules } from "../../provider/shared/sdk-modules";
import type { EngineConnection } from "./engine-connection";
import type { PluginProvider } from "./plugin-provider-interface";
import { RpcStatusError } from "./rpc-errors";
import { unary } from "./unary";

/** What the engine asks of the plugin itself: its schema, its version, where the engine is, and to stop. */
export function infoRpcs(plugin: PluginProvider, engine: EngineConnection, modules: SdkModules) {
  const { providerProto: proto, pluginProto: pluginMessages, emptyProto, grpc } = modules;
  return {
    getSchema: unary(modules, async (request: providerProto.GetSchemaRequest) => {
      // Version 0 is the only schema format there is; a later engine asking for another gets a clear refusal.
      if (request.getVersion() !== 0) throw new RpcStatusError(grpc.status.INVALID_ARGUMENT, `unsupported schema version ${request.getVersion()}: the datafold plugin serves version 0`);
      const response = new proto.GetSchemaResponse();
      response.setSchema(await plugin.getSchema());
      return response;
    }),

    getPluginInfo: unary(modules, () => {
      const info = new pluginMessages.PluginInfo();
      info.setVersion(plugin.version);
      return info;
    }),

    // A plugin started by hand and attached to (PULUMI_DEBUG_PROVIDERS) learns the engine's address here.
    attach: unary(modules, (request: pluginProto.PluginAttach) => {
      engine.attach(request.getAddress());
      return new emptyProto.Empty();
    }),

    // The engine cancels when the user interrupts an update. A call in flight runs to its end: a
    // create stopped between the POST and its answer would leave an object no stack tracks (the
    // reconciled create, docs/architecture.md §4, recovers one only on the next run). Calls that
    // come after the cancellation are refused (engine-connection.ts).
    cancel: unary(modules, () => {
      engine.cancel();
      return new emptyProto.Empty();
    }),
  };
}
