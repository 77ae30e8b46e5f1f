/**
 * The client's side of go-plugin's handshake, as OpenTofu plays it, for the protocol's tests
 * (test/terraform/protocol/support/plugin-process.ts) and the executable's code cache training
 * (scripts/plugin-executable/train-code-cache.ts): a
 * client certificate of its own (made by openssl as go-plugin makes its own: EC P-521, self-signed,
 * for client and server authentication), the plugin started with the cookie and that certificate,
 * its handshake line read, and gRPC clients over mutual TLS to what it serves.
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import { MAGIC_COOKIE_KEY, MAGIC_COOKIE_VALUE } from "../../src/terraform/protocol/handshake";
import { protocolDefinitions } from "../../src/terraform/protocol/protocol-definitions";

const HANDSHAKE = /^1\|6\|tcp\|127\.0\.0\.1:(\d+)\|grpc\|([A-Za-z0-9+/]+)$/;

export interface KeyPair {
  readonly certificatePem: string;
  readonly privateKeyPem: string;
}

/** A client certificate as go-plugin's client makes one (mtls.go): P-521, self-signed, a CA, for both authentications. */
export function clientCertificate(): KeyPair {
  const folder = mkdtempSync(join(tmpdir(), "tf-client-cert-"));
  try {
    execFileSync("openssl", [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-521", "-nodes", "-days", "1", "-subj", "/O=HashiCorp/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost", "-addext", "extendedKeyUsage=clientAuth,serverAuth", "-addext", "basicConstraints=critical,CA:TRUE"],
      ...["-keyout", join(folder, "key.pem"), "-out", join(folder, "cert.pem")],
    ], { stdio: "pipe" });
    return { certificatePem: readFileSync(join(folder, "cert.pem"), "utf8"), privateKeyPem: readFileSync(join(folder, "key.pem"), "utf8") };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export interface PluginProcess {
  readonly child: ChildProcessWithoutNullStreams;
  readonly port: number;
  /** The certificate the handshake line carries, as PEM. */
  readonly serverCertificatePem: string;
  /** Everything the plugin printed: stdout must hold the handshake line alone. */
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** From spawn to the handshake line, in milliseconds. */
  readonly startMs: number;
}

/** The plugin's environment as OpenTofu sets it. */
export function opentofuEnvironment(client: KeyPair, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, [MAGIC_COOKIE_KEY]: MAGIC_COOKIE_VALUE, PLUGIN_PROTOCOL_VERSIONS: "5,6", PLUGIN_CLIENT_CERT: client.certificatePem, ...extra };
}

/** Runs `command` (its program first) with the plugin's environment, keeping what it prints. */
export function spawnPlugin(env: NodeJS.ProcessEnv, command: readonly string[]): ChildProcessWithoutNullStreams & { stdout_: () => string; stderr_: () => string } {
  const [program, ...args] = command;
  const child = spawn(program!, args, { env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return Object.assign(child, { stdout_: () => stdout, stderr_: () => stderr });
}

/** Starts the plugin as OpenTofu does and reads its handshake line. */
export async function startPlugin(client: KeyPair, extraEnv: NodeJS.ProcessEnv, command: readonly string[]): Promise<PluginProcess> {
  const started = performance.now();
  const child = spawnPlugin(opentofuEnvironment(client, extraEnv), command);
  const line = await new Promise<string>((done, fail) => {
    const onData = () => {
      const newline = child.stdout_().indexOf("\n");
      if (newline >= 0) done(child.stdout_().slice(0, newline));
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => fail(new Error(`the plugin exited (${code}) before its handshake: ${child.stderr_()}`)));
  });
  const startMs = performance.now() - started;
  const match = HANDSHAKE.exec(line);
  if (match === null) throw new Error(`not a handshake line: ${line}`);
  const serverCertificatePem = new X509Certificate(Buffer.from(match[2]!, "base64")).toString();
  return { child, port: Number(match[1]), serverCertificatePem, stdout: child.stdout_, stderr: child.stderr_, startMs };
}

export type GrpcClient = grpc.Client;
type UnaryMethod = (request: unknown, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<unknown>) => void;

/** Clients of the plugin's Provider and GRPCController services, over TLS with `client`'s certificate (or none). */
export function connect(plugin: PluginProcess, client: KeyPair | undefined): { readonly provider: GrpcClient; readonly controller: GrpcClient } {
  const definitions = protocolDefinitions();
  const credentials = grpc.credentials.createSsl(
    Buffer.from(plugin.serverCertificatePem),
    client === undefined ? null : Buffer.from(client.privateKeyPem),
    client === undefined ? null : Buffer.from(client.certificatePem),
  );
  // OpenTofu dials the address and checks the certificate against the name localhost.
  const options = { "grpc.ssl_target_name_override": "localhost", "grpc.default_authority": "localhost" };
  const address = `127.0.0.1:${plugin.port}`;
  const Provider = grpc.makeGenericClientConstructor(definitions.provider, "tfplugin6.Provider");
  const Controller = grpc.makeGenericClientConstructor(definitions.controller, "plugin.GRPCController");
  return { provider: new Provider(address, credentials, options), controller: new Controller(address, credentials, options) };
}

/** One unary call: its answer, or the error it failed with. */
export function call<Answer = Record<string, unknown>>(client: GrpcClient, method: string, request: unknown): Promise<Answer> {
  const unary = (client as unknown as Record<string, UnaryMethod>)[method]!;
  return new Promise((done, fail) => unary.call(client, request, new grpc.Metadata(), { deadline: Date.now() + 10_000 }, (error, answer) => (error ? fail(error) : done(answer as Answer))));
}
