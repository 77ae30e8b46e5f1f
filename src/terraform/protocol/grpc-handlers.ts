import { status, type MethodDefinition, type ServiceDefinition, type UntypedHandleCall, type UntypedServiceImplementation } from "@grpc/grpc-js";
import type { ProviderRpc } from "./provider-service";

/**
 * grpc-js handlers of a service from the provider's RPCs: each one that the provider maps answers
 * what its RPC resolves with; every other method of the service (ephemeral resources, functions,
 * state stores, actions, lists, identities...) answers UNIMPLEMENTED, saying so, streaming ones
 * included. A call OpenTofu has already given up on gets no answer: grpc-js would drop it anyway.
 */
export function grpcHandlers(service: ServiceDefinition, rpcs: Readonly<Record<string, ProviderRpc>>, serviceName: string): UntypedServiceImplementation {
  return Object.fromEntries(
    Object.entries(service).map(([method, definition]) => {
      const rpc = Object.hasOwn(rpcs, method) ? rpcs[method] : undefined;
      return [method, rpc !== undefined && !definition.requestStream && !definition.responseStream ? unaryHandler(rpc) : unimplemented(definition, `${serviceName}/${method}`)];
    }),
  );
}

function unaryHandler(rpc: ProviderRpc): UntypedHandleCall {
  return ((call: { request: Readonly<Record<string, unknown>>; cancelled: boolean }, callback: (error: Error | null, answer?: unknown) => void) => {
    rpc(call.request).then(
      (answer) => {
        if (!call.cancelled) callback(null, answer);
      },
      // provider-service.ts answers every failure as a diagnostic; what reaches here is a bug of the server's own.
      (error: unknown) => {
        if (!call.cancelled) callback(Object.assign(new Error(String(error)), { code: status.INTERNAL, details: error instanceof Error ? error.message : String(error) }));
      },
    );
  }) as UntypedHandleCall;
}

function unimplemented(definition: MethodDefinition<unknown, unknown>, name: string): UntypedHandleCall {
  const error = { code: status.UNIMPLEMENTED, details: `${name} is not implemented by this provider: it serves managed resources and data sources only.` };
  if (definition.responseStream) {
    return ((call: { emit: (event: "error", error: unknown) => void }) => call.emit("error", error)) as UntypedHandleCall;
  }
  return ((_call: unknown, callback: (error: unknown) => void) => callback(error)) as UntypedHandleCall;
}
