/**
 * go-plugin's handshake, the plugin's side (src/terraform/protocol/handshake.ts): what the
 * client's environment must hold, the clear refusals, and the line go-plugin parses.
 */
import { MAGIC_COOKIE_KEY, MAGIC_COOKIE_VALUE, handshakeLine, readPluginEnvironment } from "../../../src/terraform/protocol/handshake";

const CLIENT_CERT = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";
const OPENTOFU_ENV = { [MAGIC_COOKIE_KEY]: MAGIC_COOKIE_VALUE, PLUGIN_PROTOCOL_VERSIONS: "5,6", PLUGIN_CLIENT_CERT: CLIENT_CERT };

test("OpenTofu's environment: the cookie, protocols 5 and 6 offered, the client's certificate", () => {
  expect(readPluginEnvironment(OPENTOFU_ENV)).toEqual({ ok: true, clientCertificatePem: CLIENT_CERT });
  const { PLUGIN_PROTOCOL_VERSIONS: _, ...withoutVersions } = OPENTOFU_ENV;
  expect(readPluginEnvironment(withoutVersions)).toEqual({ ok: true, clientCertificatePem: CLIENT_CERT });
});

test("without the cookie, someone ran the program by hand: it says it is a plugin", () => {
  const refusal = readPluginEnvironment({});
  expect(refusal).toEqual({ ok: false, message: expect.stringContaining("provider plugin for OpenTofu and Terraform: it is not meant to be run by hand") });
  expect(readPluginEnvironment({ ...OPENTOFU_ENV, [MAGIC_COOKIE_KEY]: "other" }).ok).toBe(false);
});

test("a client that offers protocol 5 only is refused, naming both", () => {
  expect(readPluginEnvironment({ ...OPENTOFU_ENV, PLUGIN_PROTOCOL_VERSIONS: "5" })).toEqual({
    ok: false,
    message: "This provider speaks plugin protocol 6 only, and the client offers 5: use OpenTofu, or Terraform 1.0 or later.",
  });
});

test("without the client's certificate, there is no mutual TLS to serve", () => {
  expect(readPluginEnvironment({ ...OPENTOFU_ENV, PLUGIN_CLIENT_CERT: "" })).toEqual({ ok: false, message: expect.stringContaining("PLUGIN_CLIENT_CERT is not set") });
});

test("the handshake line: go-plugin 1, protocol 6, tcp on 127.0.0.1, grpc, the DER in base64 without padding", () => {
  // 4 bytes: base64 "AQIDBA==", which go-plugin's RawStdEncoding reads without the padding.
  expect(handshakeLine(43123, Buffer.from([1, 2, 3, 4]))).toBe("1|6|tcp|127.0.0.1:43123|grpc|AQIDBA\n");
});
