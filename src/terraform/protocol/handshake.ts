/**
 * go-plugin's start-up handshake, the plugin's side (OpenTofu and Terraform are go-plugin
 * clients): the client starts the plugin with a magic cookie, the plugin protocol versions it
 * speaks and its own certificate (AutoMTLS) in the environment; the plugin answers with one line
 * on stdout that says where it listens and which certificate it will present.
 */

/** OpenTofu's and Terraform's handshake cookie (the same for every provider). */
export const MAGIC_COOKIE_KEY = "TF_PLUGIN_MAGIC_COOKIE";
export const MAGIC_COOKIE_VALUE = "d602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2";
/** go-plugin's own protocol version, the line's first field. */
const CORE_PROTOCOL_VERSION = 1;
/** The Terraform plugin protocol this provider speaks: tfplugin6 (Terraform 1.0 and later, OpenTofu). */
export const PLUGIN_PROTOCOL_VERSION = 6;

export type PluginEnvironment =
  | { readonly ok: true; readonly clientCertificatePem: string }
  | { readonly ok: false; readonly message: string };

/**
 * What the client's environment asks, or why this process cannot serve it (the message is for a
 * person: the process prints it on stderr and exits 1).
 */
export function readPluginEnvironment(env: NodeJS.ProcessEnv): PluginEnvironment {
  if (env[MAGIC_COOKIE_KEY] !== MAGIC_COOKIE_VALUE) {
    return {
      ok: false,
      message: [
        "This program is a provider plugin for OpenTofu and Terraform: it is not meant to be run by hand.",
        "OpenTofu (or Terraform) starts it when a configuration uses the provider; install it as a provider and run `tofu init`, `tofu plan`, ...",
      ].join("\n"),
    };
  }
  // Absent, the client is older than the variable and speaks what it was built for; go-plugin then
  // assumes the plugin's protocol.
  const offered = env.PLUGIN_PROTOCOL_VERSIONS;
  if (offered !== undefined && offered.trim() !== "" && !offered.split(",").map((version) => version.trim()).includes(String(PLUGIN_PROTOCOL_VERSION))) {
    return {
      ok: false,
      message: `This provider speaks plugin protocol ${PLUGIN_PROTOCOL_VERSION} only, and the client offers ${offered}: use OpenTofu, or Terraform 1.0 or later.`,
    };
  }
  const clientCertificatePem = env.PLUGIN_CLIENT_CERT;
  if (clientCertificatePem === undefined || clientCertificatePem.trim() === "") {
    return {
      ok: false,
      message: "PLUGIN_CLIENT_CERT is not set: this provider serves only over mutual TLS (go-plugin's AutoMTLS), which OpenTofu and Terraform always ask for.",
    };
  }
  return { ok: true, clientCertificatePem };
}

/**
 * `1|6|tcp|127.0.0.1:PORT|grpc|CERT`: go-plugin's protocol, ours, the network and address, the
 * RPC protocol, and the server certificate's DER in base64 without padding (go-plugin decodes it
 * with Go's RawStdEncoding).
 */
export function handshakeLine(port: number, certificateDer: Buffer): string {
  const certificate = certificateDer.toString("base64").replace(/=+$/, "");
  return `${CORE_PROTOCOL_VERSION}|${PLUGIN_PROTOCOL_VERSION}|tcp|127.0.0.1:${port}|grpc|${certificate}\n`;
}
