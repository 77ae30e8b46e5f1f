import type * as grpcJs from "@grpc/grpc-js";
import type { SdkModules } from "../../provider/shared/sdk-modules";
import { rpcErrorOf } from "./rpc-errors";

/**
 * A unary RPC handler from the work it does: the request in, the response (or a failure, as
 * rpc-errors.ts turns it into a status) out. A call the engine has already given up on
 * (cancelled, its deadline passed) gets no answer: grpc-js would drop it anyway.
 */
export function unary<Request, Response>(modules: SdkModules, work: (request: Request) => Promise<Response> | Response): grpcJs.handleUnaryCall<Request, Response> {
  return (call, callback) => {
    Promise.resolve()
      .then(() => work(call.request))
      .then(
        (response) => {
          if (!call.cancelled) callback(null, response);
        },
        (error: unknown) => {
          if (!call.cancelled) callback(rpcErrorOf(error, modules));
        },
      );
  };
}
