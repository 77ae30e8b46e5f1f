import { Server, ServerCredentials } from "@grpc/grpc-js";
import { selfSignedServerCertificate } from "./certificate";
import { grpcHandlers } from "./grpc-handlers";
import { handshakeLine, readPluginEnvironment } from "./handshake";
import { protocolDefinitions } from "./protocol-definitions";
import { providerRpcs } from "./provider-service";
import type { TerraformProvider } from "./terraform-provider-interface";

/** Long enough for a large state or schema (go-plugin's clients send up to their own limits). */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;
/** After Shutdown, how long calls still running may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 2_000;
/** How often the process checks that OpenTofu, its parent, still runs. */
const ORPHAN_CHECK_MS = 2_000;

/**
 * Serves `provider` as an OpenTofu/Terraform provider plugin, in this process: the go-plugin
 * handshake (the environment checked, a fresh server certificate, mutual TLS against the
 * client's certificate, the handshake line on stdout), tfplugin6's Provider service and
 * go-plugin's controller, whose Shutdown ends the process. Resolves once the handshake line is
 * printed; the process then lives until Shutdown or its parent's end.
 *
 * stdout belongs to go-plugin: nothing but the handshake line is written there. Write logs to
 * stderr, which OpenTofu keeps in its own log (TF_LOG).
 */
export async function serveTerraformProvider(provider: TerraformProvider): Promise<void> {
  const environment = readPluginEnvironment(process.env);
  if (!environment.ok) {
    process.stderr.write(`${environment.message}\n`);
    process.exit(1);
  }
  const certificate = selfSignedServerCertificate();
  const definitions = protocolDefinitions();
  const server = new Server({ "grpc.max_receive_message_length": MAX_MESSAGE_BYTES, "grpc.max_send_message_length": MAX_MESSAGE_BYTES });
  server.addService(definitions.provider, grpcHandlers(definitions.provider, providerRpcs(provider), "tfplugin6.Provider"));
  server.addService(
    definitions.controller,
    grpcHandlers(definitions.controller, { Shutdown: async () => (setImmediate(() => exitGracefully(server)), {}) }, "plugin.GRPCController"),
  );
  // The client's certificate is the only one trusted, and one is required (go-plugin's AutoMTLS);
  // Node's TLS accepts nothing older than TLS 1.2 unless told to.
  const credentials = ServerCredentials.createSsl(
    Buffer.from(environment.clientCertificatePem),
    [{ cert_chain: Buffer.from(certificate.pem), private_key: Buffer.from(certificate.privateKeyPem) }],
    true,
  );
  const port = await new Promise<number>((resolve, reject) => server.bindAsync("127.0.0.1:0", credentials, (error, bound) => (error ? reject(error) : resolve(bound))));
  // A Ctrl-C in the terminal reaches the whole process group: OpenTofu answers it by calling
  // StopProvider and waiting for the calls in flight, so the plugin must not die of it (go-plugin's
  // plugins ignore it too).
  process.on("SIGINT", () => undefined);
  exitWhenOrphaned();
  process.stdout.write(handshakeLine(port, certificate.der));
}

/** Lets the Shutdown answer (and any call in flight) finish, then exits; exits anyway after the grace time. */
function exitGracefully(server: Server): void {
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  server.tryShutdown(() => process.exit(0));
}

/**
 * OpenTofu calls Shutdown when it is done, but a client killed outright never does: the plugin
 * would serve nobody forever. When the parent is gone (the process was handed to another), exit.
 */
function exitWhenOrphaned(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, ORPHAN_CHECK_MS).unref();
}
