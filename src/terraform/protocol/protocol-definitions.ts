import type { MethodDefinition, ServiceDefinition } from "@grpc/grpc-js";
import { Root, type IConversionOptions, type INamespace, type Type } from "protobufjs/light";
import { TFPLUGIN6_DESCRIPTOR } from "./generated/tfplugin6-descriptor";

/**
 * The gRPC services of the provider, from the generated descriptor (no .proto is read at run
 * time), built on protobufjs's light build as @grpc/proto-loader builds them (same conversions)
 * but without the file descriptors proto-loader encodes for reflection, which nothing here
 * serves: that made a third of the start's own work (about 30 ms of a bundled start).
 *
 * Messages are plain objects with the .proto's field names: int64 as numbers (versions and list
 * indexes are small), enums by name, absent fields as their defaults (null for a message, an
 * empty Buffer for bytes), so that a handler never meets `undefined`; `oneofs` names the member
 * of a oneof that is set.
 */
const CONVERSION: IConversionOptions = { longs: Number, enums: String, defaults: true, oneofs: true };

export interface ProtocolDefinitions {
  /** tfplugin6.Provider. */
  readonly provider: ServiceDefinition;
  /** go-plugin's plugin.GRPCController: Shutdown. */
  readonly controller: ServiceDefinition;
}

/**
 * Encodes an answer. A frozen answer (the schema, built once: provider-service.ts) is encoded
 * once and its bytes kept with it, since it cannot change; every other answer is encoded anew.
 */
function serializer(type: Type): (message: unknown) => Buffer {
  const kept = new WeakMap<object, Buffer>();
  const encode = (message: unknown) => Buffer.from(type.encode(type.fromObject(message as Record<string, unknown>)).finish());
  return (message) => {
    if (typeof message !== "object" || message === null || !Object.isFrozen(message)) return encode(message);
    let bytes = kept.get(message);
    if (bytes === undefined) {
      bytes = encode(message);
      kept.set(message, bytes);
    }
    return bytes;
  };
}

function deserializer(type: Type): (bytes: Buffer) => unknown {
  return (bytes) => type.toObject(type.decode(bytes), CONVERSION);
}

function serviceDefinition(root: Root, serviceName: string): ServiceDefinition {
  const service = root.lookupService(serviceName);
  return Object.fromEntries(
    service.methodsArray.map((method): [string, MethodDefinition<unknown, unknown>] => {
      method.resolve();
      const request = method.resolvedRequestType!;
      const response = method.resolvedResponseType!;
      return [
        method.name,
        {
          path: `/${serviceName}/${method.name}`,
          requestStream: method.requestStream === true,
          responseStream: method.responseStream === true,
          requestSerialize: serializer(request),
          requestDeserialize: deserializer(request),
          responseSerialize: serializer(response),
          responseDeserialize: deserializer(response),
          originalName: method.name,
        },
      ];
    }),
  );
}

export function protocolDefinitions(): ProtocolDefinitions {
  // The generated module's type is loose: protobufjs's declarations of its JSON form ask for fields it does not write.
  const root = Root.fromJSON(TFPLUGIN6_DESCRIPTOR as INamespace);
  return { provider: serviceDefinition(root, "tfplugin6.Provider"), controller: serviceDefinition(root, "plugin.GRPCController") };
}
