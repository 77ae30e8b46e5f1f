/**
 * The runner's JSON state file: what exists, with its inputs and outputs, like a Pulumi
 * checkpoint but much smaller. Secret values are stored in Pulumi's secret envelope
 * (`{"4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", "ciphertext": ...}`)
 * and never in plaintext. Every save replaces the file atomically (temp file + rename), and the
 * runner saves after each resource operation, so a crash loses nothing already done.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { OfflineRunnerError } from "./errors";
import { containsSecrets, isSecret, mapSecrets, SECRET_SIG, SIG_KEY, type PropertyMap } from "./property-values";
import { SecretsCipher, type SecretsSettings } from "./secrets-crypto";

/** One resource as the state holds it; inputs and outputs keep secrets wrapped (decrypted in memory). */
export interface ResourceState {
  readonly urn: string;
  readonly type: string;
  readonly name: string;
  /** False for the stack and component resources, which have no provider. */
  readonly custom: boolean;
  readonly id?: string;
  readonly parent?: string;
  /** URNs this resource depends on (its parent excluded): they are deleted after it. */
  readonly dependencies: readonly string[];
  readonly protect?: boolean;
  readonly retainOnDelete?: boolean;
  /** Kept so a refresh re-marks the same outputs secret. */
  readonly additionalSecretOutputs?: readonly string[];
  /** An old version replaced create-before-delete whose delete has not happened yet. */
  readonly pendingDelete?: boolean;
  readonly inputs: PropertyMap;
  readonly outputs: PropertyMap;
}

interface StateFileContents {
  readonly version: 1;
  readonly description: string;
  readonly project: string;
  readonly stack: string;
  readonly secrets?: SecretsSettings;
  readonly resources: readonly ResourceState[];
}

const DESCRIPTION =
  "State of the pulumi-datafold offline runner (a test and demo tool, not Pulumi). Secret values are AES-256-GCM encrypted.";

export interface OpenStateOptions {
  readonly file: string;
  readonly project: string;
  readonly stack: string;
  /** Needed when the state holds secrets, and to store new ones. */
  readonly passphrase?: string;
}

export class StateFile {
  private constructor(
    readonly file: string,
    private readonly project: string,
    private readonly stack: string,
    private readonly cipher: SecretsCipher | undefined,
    /** The resources as last loaded or saved. */
    public resources: readonly ResourceState[],
  ) {}

  /** Reads the file (a missing file is an empty stack) and decrypts its secrets. */
  static async open(options: OpenStateOptions): Promise<StateFile> {
    const { file, project, stack, passphrase } = options;
    const contents = existsSync(file) ? parseStateFile(file) : undefined;
    if (contents && (contents.project !== project || contents.stack !== stack)) {
      throw new OfflineRunnerError(
        `${file} holds the state of ${contents.project}/${contents.stack}, not ${project}/${stack}`,
      );
    }
    const holdsSecrets = contents !== undefined && contents.resources.some((r) => containsSecrets(r.inputs) || containsSecrets(r.outputs));
    let cipher: SecretsCipher | undefined;
    if (passphrase !== undefined) {
      cipher = contents?.secrets
        ? await SecretsCipher.open(passphrase, contents.secrets, file)
        : await SecretsCipher.create(passphrase);
    } else if (holdsSecrets) {
      throw new OfflineRunnerError(
        `${file} holds encrypted secrets: give the passphrase (--passphrase, or the PULUMI_CONFIG_PASSPHRASE environment variable)`,
      );
    }
    const decrypt = (map: PropertyMap): PropertyMap =>
      mapSecrets(map, (envelope) => {
        if (typeof envelope.ciphertext !== "string") {
          throw new OfflineRunnerError(`${file}: a secret value has no ciphertext`);
        }
        return { [SIG_KEY]: SECRET_SIG, value: cipher!.decryptValue(envelope.ciphertext) };
      }) as PropertyMap;
    const resources = (contents?.resources ?? []).map((r) => ({ ...r, inputs: decrypt(r.inputs), outputs: decrypt(r.outputs) }));
    return new StateFile(file, project, stack, cipher, resources);
  }

  /** True when a passphrase was given, so secrets can be written. */
  get canStoreSecrets(): boolean {
    return this.cipher !== undefined;
  }

  /** Encrypts the secrets and replaces the file atomically. */
  save(resources: readonly ResourceState[]): void {
    const encrypt = (map: PropertyMap): PropertyMap =>
      mapSecrets(map, (secret) => {
        if (!this.cipher) {
          // Never fall back to plaintext; the runner checks this before creating anything.
          throw new OfflineRunnerError(`cannot store secret values in ${this.file} without a passphrase`);
        }
        return { [SIG_KEY]: SECRET_SIG, ciphertext: this.cipher.encryptValue(isSecret(secret) ? secret.value : undefined) };
      }) as PropertyMap;
    const contents: StateFileContents = {
      version: 1,
      description: DESCRIPTION,
      project: this.project,
      stack: this.stack,
      ...(this.cipher ? { secrets: this.cipher.settings } : {}),
      resources: resources.map((r) => ({ ...orderedFields(r), inputs: encrypt(r.inputs), outputs: encrypt(r.outputs) })),
    };
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(contents, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, this.file);
    this.resources = resources;
  }
}

/** The fields other than inputs and outputs in a fixed order, absent ones left out. */
function orderedFields(resource: ResourceState): Omit<ResourceState, "inputs" | "outputs"> {
  const { urn, type, name, custom, id, parent, dependencies, protect, retainOnDelete, additionalSecretOutputs, pendingDelete } = resource;
  const fields = { urn, type, name, custom, id, parent, dependencies, protect, retainOnDelete, additionalSecretOutputs, pendingDelete };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Omit<ResourceState, "inputs" | "outputs">;
}

function parseStateFile(file: string): StateFileContents {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new OfflineRunnerError(`${file} is not a readable state file: ${(error as Error).message}`);
  }
  const contents = parsed as Partial<StateFileContents>;
  if (contents?.version !== 1 || !Array.isArray(contents.resources)) {
    throw new OfflineRunnerError(`${file} is not a state file of the offline runner (expected "version": 1 and "resources")`);
  }
  return contents as StateFileContents;
}
