/**
 * Property values as they travel between the SDK, the runner and the state file.
 *
 * The runner keeps every property map in the SDK's wire shape: a secret is an object
 * `{[SIG_KEY]: SECRET_SIG, value}` wherever it sits, and a value not known during a preview
 * is the string UNKNOWN. Keeping that shape end to end means secretness is never a side table
 * that could drift from the values: whatever prints or stores a value sees the wrapper.
 * The provider host gets plain values (it answers acceptSecrets=false, as the engine knows).
 */

/** A property map (a google.protobuf.Struct as JavaScript). */
export type PropertyMap = Record<string, unknown>;

/** The key that marks a special value (secrets, assets, resource references) in the wire format. */
export const SIG_KEY = "4dabf18193072939515e22adb298388d";
/** The value of SIG_KEY that marks a secret. */
export const SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";
/** The sentinel the SDK sends (and accepts) for a value not known yet, during previews. */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

/** A secret in the wire shape. */
export interface SecretValue {
  readonly [SIG_KEY]: typeof SECRET_SIG;
  readonly value: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isSecret(value: unknown): value is SecretValue {
  return isPlainObject(value) && value[SIG_KEY] === SECRET_SIG;
}

/** Wraps a value as a secret (once: a secret is not wrapped twice). */
export function makeSecret(value: unknown): SecretValue {
  return isSecret(value) ? value : { [SIG_KEY]: SECRET_SIG, value: unwrapSecrets(value) };
}

/** The value with every secret wrapper removed, at any depth: what the provider host gets. */
export function unwrapSecrets(value: unknown): unknown {
  if (isSecret(value)) return unwrapSecrets(value.value);
  if (Array.isArray(value)) return value.map(unwrapSecrets);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrapSecrets(v)]));
  return value;
}

export function unwrapMap(map: PropertyMap): PropertyMap {
  return unwrapSecrets(map) as PropertyMap;
}

export function containsSecrets(value: unknown): boolean {
  if (isSecret(value)) return true;
  if (Array.isArray(value)) return value.some(containsSecrets);
  if (isPlainObject(value)) return Object.values(value).some(containsSecrets);
  return false;
}

export function containsUnknowns(value: unknown): boolean {
  if (value === UNKNOWN) return true;
  if (Array.isArray(value)) return value.some(containsUnknowns);
  if (isPlainObject(value)) return Object.values(value).some(containsUnknowns);
  return false;
}

/**
 * Rebuilds a value bottom-up, letting `onSecret` replace each secret wrapper (used to encrypt
 * and decrypt the state file, where secrets are the only thing that changes shape).
 */
export function mapSecrets(value: unknown, onSecret: (secret: Record<string, unknown>) => unknown): unknown {
  if (isPlainObject(value) && value[SIG_KEY] === SECRET_SIG) return onSecret(value);
  if (Array.isArray(value)) return value.map((v) => mapSecrets(v, onSecret));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapSecrets(v, onSecret)]));
  return value;
}

/**
 * Re-applies the secretness of `news` to what the provider's Check returned: a property whose
 * new input was (or held) a secret comes back secret as a whole. The engine does the same,
 * since the host cannot return secrets; marking the whole property errs on the safe side.
 */
export function annotateSecrets(checked: PropertyMap, news: PropertyMap): PropertyMap {
  return Object.fromEntries(
    Object.entries(checked).map(([key, value]) => [key, containsSecrets(news[key]) ? makeSecret(value) : value]),
  );
}

/**
 * Marks provider outputs secret the way the engine does: an output is secret when the input of
 * the same name was secret, or when the program listed it in `additionalSecretOutputs`.
 */
export function markSecretOutputs(
  outputs: PropertyMap,
  inputs: PropertyMap,
  additionalSecretOutputs: readonly string[],
): PropertyMap {
  return Object.fromEntries(
    Object.entries(outputs).map(([key, value]) => [
      key,
      containsSecrets(inputs[key]) || additionalSecretOutputs.includes(key) ? makeSecret(value) : value,
    ]),
  );
}

/** Deep equality of two JSON values, secretness included (a value turning secret is a change). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return false;
}

/** Top-level keys whose values differ between two maps, in a stable order. */
export function changedKeys(olds: PropertyMap, news: PropertyMap): string[] {
  const keys = [...new Set([...Object.keys(olds), ...Object.keys(news)])].sort();
  return keys.filter((k) => !sameValue(olds[k], news[k]));
}

/** Renders a value for the console, JSON-like, with every secret as `[secret]` and every unknown as `[unknown]`. */
export function formatValue(value: unknown): string {
  if (isSecret(value)) return "[secret]";
  if (value === UNKNOWN) return "[unknown]";
  if (Array.isArray(value)) return `[${value.map(formatValue).join(", ")}]`;
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${formatValue(v)}`)
      .join(", ")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

/** A copy of the map where every secret is the string `[secret]`: safe to print or return. */
export function maskSecrets(map: PropertyMap): PropertyMap {
  return mapSecrets(map, () => "[secret]") as PropertyMap;
}

/** Every string held inside a secret anywhere in the value: what the console filter must hide. */
export function secretStrings(value: unknown): string[] {
  const found: string[] = [];
  const collect = (v: unknown, inSecret: boolean): void => {
    if (isSecret(v)) collect(v.value, true);
    else if (Array.isArray(v)) v.forEach((item) => collect(item, inSecret));
    else if (isPlainObject(v)) Object.values(v).forEach((item) => collect(item, inSecret));
    else if (inSecret && typeof v === "string") found.push(v);
  };
  collect(value, false);
  return found;
}
