import type * as grpcJs from "@grpc/grpc-js";
import { isInitFailure } from "../../kit/init-failure";
import type { SdkModules } from "../../provider/shared/sdk-modules";
import { toStruct } from "./struct-values";

/*
 * How a failed RPC reaches the engine. Every failure is a gRPC status whose details are the
 * error's own message, which the CLI prints under the resource: never a stack (the SDK's server
 * prints `${e}: ${e.stack}` to stderr, which the CLI shows as a second, noisier copy). A create
 * or update whose object exists but failed (src/kit/init-failure.ts) carries the protocol's
 * `ErrorResourceInitFailed` in the status details, so the engine records the object with its
 * state rather than losing it.
 */

/** The gRPC error the server answers for `error`. */
export function rpcErrorOf(error: unknown, modules: SdkModules): Partial<grpcJs.StatusObject> {
  const { grpc } = modules;
  const message = error instanceof Error ? error.message : String(error);
  if (isRpcStatus(error)) return error;
  const metadata = new grpc.Metadata();
  if (isInitFailure(error)) metadata.add("grpc-status-details-bin", initFailureDetails(error, message, modules));
  return { code: grpc.status.UNKNOWN, details: message, metadata };
}

/** The `google.rpc.Status` the engine unpacks from `grpc-status-details-bin`: one ErrorResourceInitFailed. */
function initFailureDetails(error: { id: string; properties: Record<string, unknown>; reasons: string[] }, message: string, modules: SdkModules): Buffer {
  const { providerProto, statusProto, anyProto, grpc } = modules;
  const detail = new providerProto.ErrorResourceInitFailed();
  detail.setId(error.id);
  detail.setProperties(toStruct(error.properties, modules));
  detail.setReasonsList(error.reasons);
  const packed = new anyProto.Any();
  packed.pack(detail.serializeBinary(), "pulumirpc.ErrorResourceInitFailed");
  const status = new statusProto.Status();
  status.setCode(grpc.status.UNKNOWN);
  status.setMessage(message);
  status.addDetails(packed);
  return Buffer.from(status.serializeBinary());
}

/** A status made on purpose (an RPC we refuse, with its code), passed through as it is. */
export class RpcStatusError extends Error {
  constructor(
    readonly code: grpcJs.status,
    readonly details: string,
  ) {
    super(details);
  }
}

function isRpcStatus(error: unknown): error is RpcStatusError {
  return error instanceof RpcStatusError;
}
