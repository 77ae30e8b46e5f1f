import { generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { bitString, boolean, explicit, objectIdentifier, octetString, sequence, set, time, tlv, unsignedInteger, utf8String } from "./der";

/**
 * The provider's side of go-plugin's AutoMTLS: a fresh key and a self-signed certificate at each
 * start, whose DER the handshake line carries and OpenTofu then trusts, alone, for this one
 * connection. OpenTofu dials with the server name `localhost`, so the certificate names it
 * (subject alternative name); it is marked a CA that may sign, as go-plugin's own plugin
 * certificates are, so that a verifier that checks the trust anchor's own fields accepts it too.
 * EC P-256 with ECDSA-SHA256: a key is made in about a millisecond (RSA would take tens).
 */
export interface ServerCertificate {
  readonly der: Buffer;
  readonly pem: string;
  readonly privateKeyPem: string;
}

const OID = {
  commonName: "2.5.4.3",
  ecdsaWithSha256: "1.2.840.10045.4.3.2",
  basicConstraints: "2.5.29.19",
  keyUsage: "2.5.29.15",
  extendedKeyUsage: "2.5.29.37",
  subjectAltName: "2.5.29.17",
  serverAuth: "1.3.6.1.5.5.7.3.1",
} as const;

export const CERTIFICATE_HOST = "localhost";
/** Longer than any run; the certificate dies with the process anyway. */
const LIFETIME_MS = 365 * 24 * 3600 * 1000;
/** A client whose clock is a little behind still finds the certificate valid. */
const CLOCK_SKEW_MS = 30 * 1000;

function extension(oid: string, critical: boolean, value: Buffer): Buffer {
  return sequence(objectIdentifier(oid), ...(critical ? [boolean(true)] : []), octetString(value));
}

export function selfSignedServerCertificate(now: Date = new Date()): ServerCertificate {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const name = sequence(set(sequence(objectIdentifier(OID.commonName), utf8String(CERTIFICATE_HOST))));
  const algorithm = sequence(objectIdentifier(OID.ecdsaWithSha256));
  const serial = randomBytes(16);
  serial[0]! &= 0x7f; // positive, as RFC 5280 asks
  const extensions = sequence(
    extension(OID.basicConstraints, true, sequence(boolean(true))),
    // digitalSignature (bit 0) and keyCertSign (bit 5): 1000 0100, the last two bits unused.
    extension(OID.keyUsage, true, bitString(Buffer.from([0x84]), 2)),
    extension(OID.extendedKeyUsage, false, sequence(objectIdentifier(OID.serverAuth))),
    // dNSName is [2] IMPLICIT IA5String.
    extension(OID.subjectAltName, false, sequence(tlv(0x82, Buffer.from(CERTIFICATE_HOST, "ascii")))),
  );
  const toBeSigned = sequence(
    explicit(0, unsignedInteger(Buffer.from([2]))), // v3
    unsignedInteger(serial),
    algorithm,
    name,
    sequence(time(new Date(now.getTime() - CLOCK_SKEW_MS)), time(new Date(now.getTime() + LIFETIME_MS))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    explicit(3, extensions),
  );
  const der = sequence(toBeSigned, algorithm, bitString(sign("sha256", toBeSigned, privateKey)));
  const base64Lines = der.toString("base64").match(/.{1,64}/g)!.join("\n");
  return {
    der,
    pem: `-----BEGIN CERTIFICATE-----\n${base64Lines}\n-----END CERTIFICATE-----\n`,
    privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}
