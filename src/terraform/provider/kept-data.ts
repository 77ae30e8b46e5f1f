/*
 * What the provider keeps beside an object's state, in the private data OpenTofu stores with it
 * and hands back with every read, plan and apply (never shown, never compared): what the kit
 * keeps beside its state that Terraform's shape has no place for.
 */

type Bag = Record<string, unknown>;

export interface Kept {
  /** The places an import could not show (src/kit/import.ts, `__unshown`), until an apply writes them from the configuration. */
  readonly unshown: readonly (readonly string[])[];
  /**
   * Kit values Terraform's shape cannot hold, by kit key, their attribute null in the state: a
   * data diff imported when GET could not tell its kind holds no variant to write it under.
   */
  readonly held: Readonly<Bag>;
}

export const NOTHING_KEPT: Kept = { unshown: [], held: {} };

function isBag(value: unknown): value is Bag {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The kept data of an object (nothing, for private data this provider did not write). */
export function readKept(privateData: Buffer | undefined): Kept {
  if (privateData === undefined || privateData.length === 0) return NOTHING_KEPT;
  try {
    const parsed = JSON.parse(privateData.toString("utf8")) as unknown;
    if (!isBag(parsed)) return NOTHING_KEPT;
    const unshown = Array.isArray(parsed.unshown) ? parsed.unshown.filter((path): path is string[] => Array.isArray(path) && path.every((key) => typeof key === "string")) : [];
    return { unshown, held: isBag(parsed.held) ? parsed.held : {} };
  } catch {
    return NOTHING_KEPT;
  }
}

/** The private data that keeps `kept`: empty when there is nothing to keep. */
export function keptData(kept: Kept): Buffer {
  const held = Object.keys(kept.held).length > 0;
  if (kept.unshown.length === 0 && !held) return Buffer.alloc(0);
  return Buffer.from(JSON.stringify({ ...(kept.unshown.length > 0 ? { unshown: kept.unshown } : {}), ...(held ? { held: kept.held } : {}) }));
}
