import type * as grpcJs from "@grpc/grpc-js";
import type { IResourceProviderServer } from "@pulumi/pulumi/proto/provider_grpc_pb";
import type { SdkModules } from "../../provider/shared/sdk-modules";

/**
 * The plugin's side of the engine's start-up handshake: serve on a free port of 127.0.0.1 and
 * print that port, alone on the first line of stdout, which is what the engine reads before it
 * dials. Nothing else may be printed on stdout before it.
 */
export async function listen(service: IResourceProviderServer, { grpc, providerRpc }: SdkModules): Promise<grpcJs.Server> {
  // The options of the SDK's own server: a message up to the engine's limit (400 MB, a large
  // state or schema), and a long construct not cut off while it waits for its children.
  const server = new grpc.Server({ "grpc.max_receive_message_length": 400 * 1024 * 1024, "grpc.server_max_unrequested_time_in_server": 30 * 60 });
  server.addService(providerRpc.ResourceProviderService, service);
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound)));
  });
  process.stdout.write(`${port}\n`);
  return server;
}
