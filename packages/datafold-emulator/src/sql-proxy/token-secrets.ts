import { createHash, randomFillSync, timingSafeEqual } from "node:crypto";
import type { TokenType } from "pulumi-datafold/client";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const RANDOM_LENGTH = 40;
/** How many random characters the public `prefix` shows after the type prefix. */
const VISIBLE_RANDOM_CHARS = 8;

/** What every secret of a type starts with, as the real service's secrets do, so a client's prefix checks meet real-looking values. */
export const TOKEN_SECRET_PREFIX: Readonly<Record<TokenType, string>> = {
  principal: "sqlp_pcp_",
  proxy_manager: "sqlp_pm_",
};

/** A freshly minted token: the secret goes to the caller once, only the hash is kept. */
export interface MintedSecret {
  readonly secret: string;
  readonly prefix: string;
  readonly secretHash: string;
}

export function mintTokenSecret(tokenType: TokenType): MintedSecret {
  const random = randomBase62(RANDOM_LENGTH);
  const typePrefix = TOKEN_SECRET_PREFIX[tokenType];
  const secret = typePrefix + random;
  return {
    secret,
    prefix: typePrefix + random.slice(0, VISIBLE_RANDOM_CHARS),
    secretHash: hashSecret(secret).toString("hex"),
  };
}

/** SHA-256 of a secret. Secrets are compared and stored only in this form. */
export function hashSecret(secret: string): Buffer {
  return createHash("sha256").update(secret, "utf8").digest();
}

/** Constant-time equality of two SHA-256 digests (a hex string is decoded first). */
export function sameHash(presented: Buffer, stored: Buffer | string): boolean {
  const expected = typeof stored === "string" ? Buffer.from(stored, "hex") : stored;
  return expected.length === presented.length && timingSafeEqual(presented, expected);
}

/**
 * Random bytes from the CSPRNG, drawn a few KiB at a time: one `randomBytes` call (a system
 * call) per secret shows up in the profile of an emulator under load.
 */
const randomPool = Buffer.alloc(4096);
let randomPoolUsed = randomPool.length;

function randomByte(): number {
  if (randomPoolUsed === randomPool.length) {
    randomFillSync(randomPool);
    randomPoolUsed = 0;
  }
  return randomPool[randomPoolUsed++]!;
}

/** Unbiased base62: bytes of 248 and above are dropped rather than folded by modulo. */
function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}
