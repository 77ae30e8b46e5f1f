/**
 * The Engine gRPC service the program's SDK talks to (`--engine`): diagnostics from
 * `pulumi.log` and uncaught errors arrive here, and the SDK stores its root (stack) resource.
 */
import * as grpc from "@grpc/grpc-js";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { EngineService, type IEngineServer } from "@pulumi/pulumi/proto/engine_grpc_pb";
import * as engproto from "@pulumi/pulumi/proto/engine_pb";

export type Severity = "debug" | "info" | "warning" | "error";

export interface Diagnostic {
  readonly severity: Severity;
  readonly message: string;
  /** The resource the message is about; empty for the program as a whole. */
  readonly urn: string;
  /** Status lines meant to be overwritten (progress); not part of the record. */
  readonly ephemeral: boolean;
}

const SEVERITIES: Record<number, Severity> = {
  [engproto.LogSeverity.DEBUG]: "debug",
  [engproto.LogSeverity.INFO]: "info",
  [engproto.LogSeverity.WARNING]: "warning",
  [engproto.LogSeverity.ERROR]: "error",
};

export function engineServiceImplementation(onLog: (diagnostic: Diagnostic) => void): IEngineServer {
  let rootUrn = "";
  const unsupported = (what: string) => (_call: unknown, callback: grpc.sendUnaryData<never>) =>
    callback({ code: grpc.status.FAILED_PRECONDITION, details: `the offline runner does not support ${what}` }, null);
  return {
    log(call, callback) {
      const request = call.request;
      onLog({
        severity: SEVERITIES[request.getSeverity()] ?? "info",
        message: request.getMessage(),
        urn: request.getUrn(),
        ephemeral: request.getEphemeral(),
      });
      callback(null, new Empty());
    },
    getRootResource(_call, callback) {
      const response = new engproto.GetRootResourceResponse();
      response.setUrn(rootUrn);
      callback(null, response);
    },
    setRootResource(call, callback) {
      rootUrn = call.request.getUrn();
      callback(null, new engproto.SetRootResourceResponse());
    },
    requirePulumiVersion(call, callback) {
      unsupported(`requirePulumiVersion("${call.request.getPulumiVersionRange()}"): it is not the Pulumi CLI`)(call, callback);
    },
    startDebugging: unsupported("debugging"),
  };
}

export { EngineService };
