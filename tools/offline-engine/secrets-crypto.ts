/**
 * Encryption of secret values in the state file: AES-256-GCM with a key derived by scrypt from
 * a passphrase and a random salt kept in the state (like Pulumi's passphrase secrets provider,
 * which also keeps its salt beside the state). A known plaintext encrypted with the key lets a
 * wrong passphrase be refused before anything is read or written with it.
 */
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from "node:crypto";
import { OfflineRunnerError } from "./errors";

/** What the state file keeps about its encryption; no key material. */
export interface SecretsSettings {
  readonly cipher: "aes-256-gcm";
  readonly kdf: "scrypt";
  /** base64 */
  readonly salt: string;
  /** CHECK_PLAINTEXT encrypted with the key, to recognise the right passphrase. */
  readonly check: string;
}

const CHECK_PLAINTEXT = "pulumi-datafold offline runner";
const FORMAT = "v1";

function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export class SecretsCipher {
  private constructor(
    private readonly key: Buffer,
    readonly settings: SecretsSettings,
  ) {}

  /** A new key with a fresh salt, for a state file that has held no secrets yet. */
  static async create(passphrase: string): Promise<SecretsCipher> {
    const salt = randomBytes(16);
    const key = await deriveKey(passphrase, salt);
    const check = encrypt(key, CHECK_PLAINTEXT);
    return new SecretsCipher(key, { cipher: "aes-256-gcm", kdf: "scrypt", salt: salt.toString("base64"), check });
  }

  /** The key of an existing state file; rejects a passphrase that does not match it. */
  static async open(passphrase: string, settings: SecretsSettings, stateFile: string): Promise<SecretsCipher> {
    const key = await deriveKey(passphrase, Buffer.from(settings.salt, "base64"));
    let plaintext: string | undefined;
    try {
      plaintext = decrypt(key, settings.check);
    } catch {
      plaintext = undefined;
    }
    if (plaintext !== CHECK_PLAINTEXT) {
      throw new OfflineRunnerError(`incorrect passphrase for the secrets in ${stateFile}`);
    }
    return new SecretsCipher(key, settings);
  }

  /** Encrypts a JSON value; the result is `v1:<iv>:<tag>:<ciphertext>`, base64 parts. */
  encryptValue(value: unknown): string {
    return encrypt(this.key, JSON.stringify(value));
  }

  decryptValue(ciphertext: string): unknown {
    return JSON.parse(decrypt(this.key, ciphertext));
  }
}

function encrypt(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [FORMAT, iv.toString("base64"), cipher.getAuthTag().toString("base64"), data.toString("base64")].join(":");
}

function decrypt(key: Buffer, ciphertext: string): string {
  const [format, iv, tag, data] = ciphertext.split(":");
  if (format !== FORMAT || iv === undefined || tag === undefined || data === undefined) {
    throw new OfflineRunnerError(`unrecognised ciphertext format (expected "${FORMAT}:...")`);
  }
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString("utf8");
}
