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

/**
 * The engine's address: the process's first argument that is not a flag, when it reads as
 * `host:port` (a process the engine did not start, a test runner say, has none).
 */
export function engineAddressOf(args: readonly string[]): string | undefined {
  const first = args.find((arg) => !arg.startsWith("-"));
  return first !== undefined && /^[\w.[\]:-]+:\d+$/.test(first) ? first : undefined;
}

let processLog: EngineLog | undefined;

/** Where warnings go instead of an engine's log, when the process serves no Pulumi engine. */
export type WarningSink = (message: string, urn?: string) => void;
let sink: WarningSink | undefined;

/**
 * Sends every later warning to `to` rather than to an engine: the Terraform provider answers
 * each request's warnings as diagnostics of that request (OpenTofu shows a provider's stderr to
 * no one), and has no engine to speak to.
 */
export function routeWarnings(to: WarningSink): void {
  sink = to;
}

/**
 * A warning to the engine that started this process, whichever it is: the dynamic-provider
 * host and the plugin are both started with the engine's address as their first argument. The
 * CLI prints it with the update's other diagnostics; `urn`, when known, puts it under its resource.
 */
export function warnEngine(message: string, urn?: string): Promise<void> {
  if (sink !== undefined) {
    sink(message, urn);
    return Promise.resolve();
  }
  processLog ??= new EngineLog(engineAddressOf(process.argv.slice(2)));
  return processLog.warn(message, urn);
}
