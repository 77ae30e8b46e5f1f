/**
 * One gRPC server on a loopback port serving both services the program connects to: the
 * ResourceMonitor (`--monitor`) and the Engine (`--engine`). The engine's own server does the
 * same; the SDK only needs the two addresses.
 */
import * as grpc from "@grpc/grpc-js";
import { EngineService, engineServiceImplementation, type Diagnostic } from "./engine-service";
import { ResourceMonitorService, monitorServiceImplementation, type MonitorHandler } from "./monitor-service";

export interface RpcServer {
  /** `127.0.0.1:<port>` */
  readonly address: string;
  close(): Promise<void>;
}

/** The SDK raises its message limit to 400 MB; serialized providers can be large. */
const MAX_MESSAGE = 400 * 1024 * 1024;

export async function startRpcServer(monitor: MonitorHandler, onLog: (diagnostic: Diagnostic) => void): Promise<RpcServer> {
  const server = new grpc.Server({
    "grpc.max_receive_message_length": MAX_MESSAGE,
    "grpc.max_send_message_length": MAX_MESSAGE,
  });
  server.addService(ResourceMonitorService, monitorServiceImplementation(monitor));
  server.addService(EngineService, engineServiceImplementation(onLog));
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, boundPort) =>
      error ? reject(error) : resolve(boundPort),
    ),
  );
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // The program has exited by now; anything still open is abandoned, not awaited.
        server.forceShutdown();
        resolve();
      }),
  };
}
