/**
 * The few ASN.1 DER encodings a self-signed X.509 certificate needs (certificate.ts). Node's
 * crypto makes keys and signatures but not certificates; these dozen lines start faster than
 * any certificate library, and DER leaves no choice in how a value is written (X.690, 10).
 */

/** A tag-length-value: the length in the short form below 128, else the long form. */
export function tlv(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const lengthBytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) lengthBytes.unshift(rest % 256);
  return Buffer.concat([Buffer.from([tag, 0x80 | lengthBytes.length, ...lengthBytes]), content]);
}

export const sequence = (...items: Buffer[]): Buffer => tlv(0x30, Buffer.concat(items));
export const set = (...items: Buffer[]): Buffer => tlv(0x31, Buffer.concat(items));
export const octetString = (content: Buffer): Buffer => tlv(0x04, content);
export const utf8String = (text: string): Buffer => tlv(0x0c, Buffer.from(text, "utf8"));
export const boolean = (value: boolean): Buffer => tlv(0x01, Buffer.from([value ? 0xff : 0x00]));
/** A context-specific constructed tag, [n] EXPLICIT. */
export const explicit = (n: number, content: Buffer): Buffer => tlv(0xa0 | n, content);

/** A BIT STRING of whole bytes; `unusedBits` of the last byte are zero. */
export function bitString(content: Buffer, unusedBits = 0): Buffer {
  return tlv(0x03, Buffer.concat([Buffer.from([unusedBits]), content]));
}

/** A non-negative INTEGER from its big-endian bytes: leading zeros dropped, one added when the high bit is set. */
export function unsignedInteger(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  return tlv(0x02, trimmed[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

export function objectIdentifier(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split(".").map(Number);
  const bytes: number[] = [];
  for (const arc of [first! * 40 + second!, ...rest]) {
    const base128: number[] = [arc & 0x7f];
    for (let high = Math.floor(arc / 128); high > 0; high = Math.floor(high / 128)) base128.unshift(0x80 | (high & 0x7f));
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/**
 * A certificate's time (RFC 5280, 4.1.2.5): UTCTime through 2049, GeneralizedTime from 2050, in
 * whole seconds, Zulu.
 */
export function time(date: Date): Buffer {
  const digits = date.toISOString().replace(/\.\d+Z$/, "Z").replace(/[-:T]/g, "");
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(digits.slice(2), "ascii")) : tlv(0x18, Buffer.from(digits, "ascii"));
}
