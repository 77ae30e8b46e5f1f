/**
 * The files inside a zip archive, decompressed: what a search for a secret in an OpenTofu plan
 * file must read, since an unencrypted plan file is a zip whose entries are deflated (the raw
 * bytes of the archive would hide a secret that is there). Only what Go's archive/zip writes:
 * stored or deflated entries, sizes read from the central directory (a streaming writer leaves
 * them out of the local headers), no zip64, no encryption.
 */
import { inflateRawSync } from "node:zlib";

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Whether `bytes` start as a zip archive does. */
export function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_FILE_HEADER;
}

/** Each entry of the archive by name, decompressed. Throws for what it cannot read, saying what. */
export function zipEntries(bytes: Buffer): Map<string, Buffer> {
  // The end record is the last 22 bytes, unless a comment (at most 65535 bytes) follows it.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error("not a zip archive: no end of central directory record");
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) throw new Error(`zip central directory entry ${i} is malformed`);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localHeader = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    at += 46 + nameLength + extraLength + commentLength;

    if (bytes.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER) throw new Error(`zip entry ${name}: its local header is malformed`);
    const dataStart = localHeader + 30 + bytes.readUInt16LE(localHeader + 26) + bytes.readUInt16LE(localHeader + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    if (method === STORED) entries.set(name, Buffer.from(data));
    else if (method === DEFLATED) entries.set(name, inflateRawSync(data));
    else throw new Error(`zip entry ${name}: compression method ${method} is neither stored nor deflated`);
  }
  return entries;
}
