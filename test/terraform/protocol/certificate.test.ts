/**
 * The server certificate of go-plugin's AutoMTLS (src/terraform/protocol/certificate.ts, der.ts):
 * read back by Node's X509Certificate (OpenSSL's parser), it names localhost, serves TLS servers,
 * is signed by its own key, and is valid now; each start makes another.
 */
import { X509Certificate, createPrivateKey } from "node:crypto";
import { selfSignedServerCertificate } from "../../../src/terraform/protocol/certificate";
import { objectIdentifier, time, tlv, unsignedInteger } from "../../../src/terraform/protocol/der";

describe("the server certificate", () => {
  const now = new Date();
  const certificate = selfSignedServerCertificate(now);
  const parsed = new X509Certificate(certificate.der);

  test("parses, names localhost in its subject alternative name, and is for server authentication", () => {
    expect(parsed.subjectAltName).toBe("DNS:localhost");
    expect(parsed.checkHost("localhost")).toBe("localhost");
    expect(parsed.subject).toBe("CN=localhost");
    expect(parsed.keyUsage).toEqual(["1.3.6.1.5.5.7.3.1"]);
  });

  test("is self-signed by an EC P-256 key whose private half comes with it", () => {
    expect(parsed.checkIssued(parsed)).toBe(true);
    expect(parsed.verify(parsed.publicKey)).toBe(true);
    expect(parsed.publicKey.asymmetricKeyDetails).toEqual({ namedCurve: "prime256v1" });
    expect(parsed.checkPrivateKey(createPrivateKey(certificate.privateKeyPem))).toBe(true);
  });

  test("is valid now, and its PEM is its DER", () => {
    expect(new Date(parsed.validFrom).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(new Date(parsed.validTo).getTime()).toBeGreaterThan(now.getTime() + 24 * 3600 * 1000);
    expect(new X509Certificate(certificate.pem).raw).toEqual(certificate.der);
  });

  test("is new at each start: another key, another serial number", () => {
    const other = new X509Certificate(selfSignedServerCertificate().der);
    expect(other.serialNumber).not.toBe(parsed.serialNumber);
    expect(other.publicKey.export({ format: "der", type: "spki" })).not.toEqual(parsed.publicKey.export({ format: "der", type: "spki" }));
  });
});

describe("DER", () => {
  const hex = (bytes: Buffer) => bytes.toString("hex");

  test("object identifiers, with arcs of several base-128 digits", () => {
    expect(hex(objectIdentifier("1.2.840.10045.4.3.2"))).toBe("06082a8648ce3d040302");
    expect(hex(objectIdentifier("2.5.29.17"))).toBe("0603551d11");
  });

  test("lengths of 128 bytes and more in the long form", () => {
    expect(hex(tlv(0x04, Buffer.alloc(127))).slice(0, 4)).toBe("047f");
    expect(hex(tlv(0x04, Buffer.alloc(200))).slice(0, 6)).toBe("0481c8");
    expect(hex(tlv(0x04, Buffer.alloc(300))).slice(0, 8)).toBe("0482012c");
  });

  test("non-negative integers: leading zeros dropped, a zero put before a high bit", () => {
    expect(hex(unsignedInteger(Buffer.from([0, 0, 5])))).toBe("020105");
    expect(hex(unsignedInteger(Buffer.from([0x80])))).toBe("02020080");
    expect(hex(unsignedInteger(Buffer.from([0])))).toBe("020100");
  });

  test("times: UTCTime through 2049, GeneralizedTime from 2050", () => {
    expect(time(new Date("2049-12-31T23:59:59.500Z")).toString("latin1")).toBe("\x17\x0d491231235959Z");
    expect(time(new Date("2050-01-01T00:00:00Z")).toString("latin1")).toBe("\x18\x0f20500101000000Z");
  });
});
