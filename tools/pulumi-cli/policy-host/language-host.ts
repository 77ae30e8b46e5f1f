/**
 * The CLI's Node.js language host with the one call it lacks to run a Node policy pack.
 *
 * Pulumi CLI v3.259 runs a policy pack whose `PulumiPolicy.yaml` says `runtime: nodejs`
 * through the language host's `RunPlugin` call (kind `analyzer`); it falls back to a
 * `pulumi-analyzer-policy-<runtime>` script only when no language host of that runtime exists
 * (`NewPolicyAnalyzer`, pkg/resource/plugin/analyzer_plugin.go). Released hosts answer that
 * call by running `@pulumi/pulumi/cmd/run-policy-pack` from the pack's directory. The host
 * `scripts/install-pulumi-cli.sh` builds is v3.68.0's, the last the Go module proxy serves,
 * and its `RunPlugin` answers "not supported".
 *
 * This process stands in front of that host: it starts the real one with the same
 * arguments, forwards every call to it unchanged, and answers `RunPlugin` for analyzers as
 * released hosts do (the pack's own `@pulumi/pulumi/cmd/run-policy-pack`, with the engine's
 * address and the pack's directory as arguments, in that directory, its output streamed
 * back). Programs therefore run exactly as without it. Not done: released hosts also pass the
 * stack's config to the pack (`PULUMI_CONFIG`); policies that read stack config need that.
 */
import { spawn } from "node:child_process";
import { dirname, delimiter, join } from "node:path";
import { accessSync, constants, realpathSync } from "node:fs";
import { createInterface } from "node:readline";
import * as grpc from "@grpc/grpc-js";

/* The SDK's generated protos have no usable types for these constructors; keep `any` here. */
/* eslint-disable @typescript-eslint/no-require-imports, @typescript-eslint/no-explicit-any */
const languageGrpc: any = require("@pulumi/pulumi/proto/language_grpc_pb");
const languageProto: any = require("@pulumi/pulumi/proto/language_pb");
/* eslint-enable @typescript-eslint/no-require-imports */

const HOST = "pulumi-language-nodejs";
const SERVICE = languageGrpc.LanguageRuntimeService as grpc.ServiceDefinition;

/** Set in the real host's environment: a host that finds it set was started by this file, not by the engine. */
const STARTED_BY_FRONT = "DATAFOLD_POLICY_HOST_FRONT";

/** The real host: the first `pulumi-language-nodejs` on PATH that is not this directory's (however PATH spells it). */
function realHost(): string {
  const own = realpathSync(join(dirname(__filename), HOST));
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    const candidate = join(dir, HOST);
    try {
      accessSync(candidate, constants.X_OK);
      if (realpathSync(candidate) !== own) return candidate;
    } catch {
      // not in this directory
    }
  }
  throw new Error(`${HOST}: no other ${HOST} on PATH to forward to; put the CLI's directory on PATH after ${dirname(own)}`);
}

/** Starts the real host with our arguments; resolves with the port it prints on its first line. */
function startRealHost(): Promise<number> {
  // Should PATH lead back here after all, stop rather than start fronts without end.
  if (process.env[STARTED_BY_FRONT] !== undefined) throw new Error(`${HOST}: started by itself; check PATH`);
  const env = { ...process.env, [STARTED_BY_FRONT]: "1" };
  const child = spawn(realHost(), process.argv.slice(2), { stdio: ["ignore", "pipe", "inherit"], env });
  // Whichever ends first ends the other: the engine stops us to stop the host.
  const stop = () => child.kill("SIGKILL");
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
  child.on("exit", (code) => process.exit(code ?? 1));
  return new Promise((resolve, reject) => {
    let portRead = false;
    createInterface({ input: child.stdout }).on("line", (line) => {
      // Anything after the port is the host's own output: pass it on.
      if (portRead) return void process.stderr.write(`${line}\n`);
      portRead = true;
      const port = Number(line.trim());
      if (Number.isInteger(port) && port > 0) resolve(port);
      else reject(new Error(`${HOST}: the real host printed ${JSON.stringify(line)} instead of its port`));
    });
    child.on("error", reject);
  });
}

/** Forwards one call to the real host, unary or server-streaming, as it came. */
function forward(client: any, name: string, definition: grpc.MethodDefinition<unknown, unknown>): grpc.UntypedHandleCall {
  if (definition.responseStream) {
    return (call: grpc.ServerWritableStream<unknown, unknown>) => {
      const upstream = client[name](call.request, call.metadata);
      upstream.on("data", (message: unknown) => call.write(message));
      upstream.on("end", () => call.end());
      upstream.on("error", (error: grpc.ServiceError) => call.emit("error", error));
      call.on("cancelled", () => upstream.cancel());
    };
  }
  return (call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
    client[name](call.request, call.metadata, (error: grpc.ServiceError | null, response: unknown) => callback(error, response));
  };
}

/**
 * `RunPlugin` of a policy pack, as released Node.js hosts run it: node, the pack's
 * `@pulumi/pulumi/cmd/run-policy-pack`, the engine's arguments, then the pack's directory.
 */
function runPolicyPack(call: grpc.ServerWritableStream<any, unknown>): void {
  const request = call.request;
  const packDir: string = request.getInfo().getProgramDirectory();
  const env = Object.fromEntries(
    (request.getEnvList() as string[]).map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
  );
  let runPolicyPackModule: string;
  try {
    runPolicyPackModule = require.resolve("@pulumi/pulumi/cmd/run-policy-pack", { paths: [packDir] });
  } catch {
    call.emit("error", { code: grpc.status.FAILED_PRECONDITION, details: `Cannot find module '@pulumi/pulumi/cmd/run-policy-pack' from ${packDir}: run npm install there` });
    return;
  }
  const child = spawn(process.execPath, [runPolicyPackModule, ...(request.getArgsList() as string[]), packDir], { cwd: packDir, env });
  const send = (set: (response: any) => void) => {
    const response = new languageProto.RunPluginResponse();
    set(response);
    call.write(response);
  };
  child.stdout.on("data", (chunk: Buffer) => send((r) => r.setStdout(chunk)));
  child.stderr.on("data", (chunk: Buffer) => send((r) => r.setStderr(chunk)));
  child.on("error", (error) => call.emit("error", { code: grpc.status.INTERNAL, details: error.message }));
  child.on("close", (code) => {
    send((r) => r.setExitcode(code ?? 1));
    call.end();
  });
  call.on("cancelled", () => child.kill("SIGKILL"));
}

async function main(): Promise<void> {
  const port = await startRealHost();
  const Client = grpc.makeGenericClientConstructor(SERVICE, "LanguageRuntime");
  const client = new Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  const handlers: grpc.UntypedServiceImplementation = {};
  for (const [name, definition] of Object.entries(SERVICE)) handlers[name] = forward(client, name, definition);
  const forwardRunPlugin = handlers.runPlugin as (call: grpc.ServerWritableStream<any, unknown>) => void;
  handlers.runPlugin = (call: grpc.ServerWritableStream<any, unknown>) => {
    if (call.request.getKind() === "analyzer") runPolicyPack(call);
    else forwardRunPlugin(call);
  };
  const server = new grpc.Server();
  server.addService(SERVICE, handlers);
  server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, boundPort) => {
    if (error) throw error;
    // The engine reads the port from our first line of output, as from any plugin.
    process.stdout.write(`${boundPort}\n`);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${HOST}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
