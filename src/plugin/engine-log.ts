import type * as engineRpc from "@pulumi/pulumi/proto/engine_grpc_pb";
import type * as engineProto from "@pulumi/pulumi/proto/engine_pb";
import { sdkModules } from "./sdk-modules";

/**
 * Warnings to the engine's log, which the CLI prints under the resource (or the provider) they
 * concern, as `pulumi.log.warn` does in a program. The SDK's provider server gives a plugin no
 * logger outside `construct` and `call`, so the plugin speaks to the engine's Log service itself,
 * at the address the engine starts it with. Without an address (a plugin started by hand) the
 * warning goes to stderr, which the CLI shows too.
 */
export class EngineLog {
  readonly #client: engineRpc.EngineClient | undefined;
  readonly #proto: typeof engineProto;

  constructor(engineAddress: string | undefined) {
    const { grpc, engineRpc: rpc, engineProto: proto } = sdkModules();
    this.#proto = proto;
    this.#client = engineAddress === undefined ? undefined : new rpc.EngineClient(engineAddress, grpc.credentials.createInsecure());
  }

  warn(message: string, urn?: string): Promise<void> {
    if (this.#client === undefined) {
      process.stderr.write(`warning: ${message}\n`);
      return Promise.resolve();
    }
    const request = new this.#proto.LogRequest();
    request.setSeverity(this.#proto.LogSeverity.WARNING);
    request.setMessage(message);
    if (urn !== undefined) request.setUrn(urn);
    return new Promise((resolve) => this.#client!.log(request, () => resolve()));
  }
}

/** The engine's address: the plugin's first argument that is not a flag. */
export function engineAddressOf(args: readonly string[]): string | undefined {
  return args.find((arg) => !arg.startsWith("-"));
}
