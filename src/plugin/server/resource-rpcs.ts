import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type { CheckFailure } from "../../kit/check-failure";
import type { SdkModules } from "../../provider/shared/sdk-modules";
import { diffResponse } from "./detailed-diff";
import type { PluginProvider } from "./plugin-provider-interface";
import { fromStruct, toStruct } from "./struct-values";
import { unary } from "./unary";

/**
 * The resources' lifecycle: Check, Diff, Create, Read, Update, Delete, each handed to the
 * provider with its property bags as plain values. A create or update that fails with an object
 * that exists reaches the engine as an init failure (rpc-errors.ts).
 */
export function resourceRpcs(plugin: PluginProvider, modules: SdkModules) {
  const { providerProto: proto, emptyProto } = modules;
  return {
    check: unary(modules, async (request: providerProto.CheckRequest) => {
      const news = fromStruct(request.getNews());
      const result = await plugin.check(request.getUrn(), fromStruct(request.getOlds()), news);
      const response = new proto.CheckResponse();
      response.setInputs(toStruct((result.inputs as Record<string, unknown> | undefined) ?? news, modules));
      response.setFailuresList(checkFailures(proto, result.failures ?? []));
      return response;
    }),

    diff: unary(modules, async (request: providerProto.DiffRequest) => {
      const olds = fromStruct(request.getOlds());
      const news = fromStruct(request.getNews());
      // The last deployment's inputs: after an import, what GET could not show is what they hold (src/kit/import.ts).
      const oldInputs = request.getOldInputs() === undefined ? undefined : fromStruct(request.getOldInputs());
      return diffResponse(proto, await plugin.diff(request.getId(), request.getUrn(), olds, news, oldInputs), olds, news);
    }),

    create: unary(modules, async (request: providerProto.CreateRequest) => {
      const result = await plugin.create(request.getUrn(), fromStruct(request.getProperties()));
      const response = new proto.CreateResponse();
      response.setId(result.id);
      response.setProperties(toStruct(result.outs as Record<string, unknown> | undefined, modules));
      return response;
    }),

    read: unary(modules, async (request: providerProto.ReadRequest) => {
      const result = await plugin.read(request.getId(), request.getUrn(), fromStruct(request.getProperties()));
      const response = new proto.ReadResponse();
      response.setId(result.id ?? "");
      response.setProperties(toStruct(result.props as Record<string, unknown> | undefined, modules));
      if (result.inputs !== undefined) response.setInputs(toStruct(result.inputs as Record<string, unknown>, modules));
      return response;
    }),

    update: unary(modules, async (request: providerProto.UpdateRequest) => {
      const result = await plugin.update(request.getId(), request.getUrn(), fromStruct(request.getOlds()), fromStruct(request.getNews()));
      const response = new proto.UpdateResponse();
      response.setProperties(toStruct(result.outs as Record<string, unknown> | undefined, modules));
      return response;
    }),

    delete: unary(modules, async (request: providerProto.DeleteRequest) => {
      await plugin.delete(request.getId(), request.getUrn(), fromStruct(request.getProperties()));
      return new emptyProto.Empty();
    }),
  };
}

/** Each failure as the engine prints it: the property, then the reason. */
export function checkFailures(proto: typeof providerProto, failures: readonly { property: string; reason: string }[] | readonly CheckFailure[]): providerProto.CheckFailure[] {
  return failures.map((failure) => {
    const message = new proto.CheckFailure();
    message.setProperty(failure.property);
    message.setReason(failure.reason);
    return message;
  });
}
