/*
 * Secrets as a provider plugin sees them. A plugin that tells the engine it accepts secrets
 * (ours does, in Configure) receives every secret value wrapped in the engine's signature
 * object, and must hand secrets back wrapped the same way: a value returned plain is stored
 * plain. The SDK's provider server (`@pulumi/pulumi/provider`) passes the wrapped objects on
 * untouched, so the kit, which reads plain values, sees them unwrapped here, and what it
 * returns is wrapped again for every property that was secret, and for the secret outputs.
 */

/** The key and value that mark an object as a secret (`sdk/go/common/resource/sigs.go`). */
const SIGNATURE_KEY = "4dabf18193072939515e22adb298388d";
const SECRET_SIGNATURE = "1b47061264138c4ac30d75fd1eb44270";

import { mapAtPaths, type SecretPath } from "../kit/secret";

type Bag = Record<string, unknown>;

function isSecret(value: unknown): value is { value?: unknown } {
  return typeof value === "object" && value !== null && (value as Bag)[SIGNATURE_KEY] === SECRET_SIGNATURE;
}

function containsSecret(value: unknown): boolean {
  if (isSecret(value)) return true;
  if (Array.isArray(value)) return value.some(containsSecret);
  if (typeof value === "object" && value !== null) return Object.values(value).some(containsSecret);
  return false;
}

/** The value with every secret inside it unwrapped. */
export function revealed(value: unknown): unknown {
  if (isSecret(value)) return revealed(value.value);
  if (Array.isArray(value)) return value.map(revealed);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revealed(inner)]));
  }
  return value;
}

/** A secret wrapping `value`, as the engine reads it. */
export function asSecret(value: unknown): Bag {
  return { [SIGNATURE_KEY]: SECRET_SIGNATURE, value };
}

/** A property bag unwrapped, and the names of its properties that were secret (wholly or in part). */
export interface RevealedBag {
  readonly values: Bag;
  readonly secret: ReadonlySet<string>;
  /** The exact places of the secrets it held, each starting with its property (array elements by index). */
  readonly places: readonly SecretPath[];
}

export function revealBag(bag: Readonly<Bag> | undefined): RevealedBag {
  const values: Bag = {};
  const secret = new Set<string>();
  const places: SecretPath[] = [];
  for (const [key, value] of Object.entries(bag ?? {})) {
    if (containsSecret(value)) {
      secret.add(key);
      places.push(...secretPlaces(value, [key]));
    }
    values[key] = revealed(value);
  }
  return { values, secret, places };
}

function secretPlaces(value: unknown, at: readonly string[]): SecretPath[] {
  if (isSecret(value)) return [at];
  if (Array.isArray(value)) return value.flatMap((element, index) => secretPlaces(element, [...at, String(index)]));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, inner]) => secretPlaces(inner, [...at, key]));
  return [];
}

/** Whether `place` (array elements by index) is one of the declared places (array elements as `*`), or inside one. */
function isWithin(place: SecretPath, declared: readonly SecretPath[]): boolean {
  return declared.some((pattern) => pattern.length <= place.length && pattern.every((segment, index) => segment === "*" || segment === place[index]));
}

/**
 * The bag handed back to the engine with its secrets wrapped: each credential the resource
 * declares (`declared`, its secret input places: src/kit/secret.ts) wrapped where it is, so that
 * the other values of its object stay readable in diffs; and each property that came in secret
 * elsewhere than at a declared place wrapped whole, as {@link concealBag} does, since the kit
 * may have moved or transformed what it held.
 */
export function concealDeclared(bag: Readonly<Bag> | undefined, given: RevealedBag, declared: readonly SecretPath[]): Bag {
  const elsewhere = new Set(given.places.filter((place) => !isWithin(place, declared)).map(([key]) => key!));
  const nested = mapAtPaths({ ...bag }, declared, (value) => asSecret(value)) as Bag;
  return concealBag(nested, elsewhere);
}

/**
 * The bag with each property named in `secret` wrapped as a secret. A property that was secret
 * only in part is wrapped whole: a secret is never handed back less secret than it came.
 */
export function concealBag(bag: Readonly<Bag> | undefined, secret: Iterable<string>): Bag {
  const out: Bag = { ...bag };
  for (const key of secret) {
    if (out[key] !== undefined && out[key] !== null) out[key] = asSecret(out[key]);
  }
  return out;
}

/**
 * The declared credential places (array elements by index) that hold a value the program passed
 * in plain text, not as a secret: what the plugin warns about, since such a value sits in clear
 * in the program's source or its stack config, even though state keeps it secret.
 */
export function plainCredentials(given: RevealedBag, declared: readonly SecretPath[]): SecretPath[] {
  const found: SecretPath[] = [];
  const visit = (value: unknown, pattern: readonly string[], at: readonly string[]): void => {
    if (value === undefined || value === null) return;
    if (pattern.length === 0) {
      if (!isWithin(at, given.places) && !given.places.some((place) => isWithin(place, [at]))) found.push(at);
      return;
    }
    const [head, ...rest] = pattern as [string, ...string[]];
    if (head === "*") {
      if (Array.isArray(value)) value.forEach((element, index) => visit(element, rest, [...at, String(index)]));
      return;
    }
    if (typeof value === "object" && !Array.isArray(value)) visit((value as Bag)[head], rest, [...at, head]);
  };
  for (const pattern of declared) visit(given.values, pattern, []);
  return found;
}
