import type { TfValue } from "../protocol/terraform-provider-interface";
import type { TfAttribute } from "../shapes/terraform-schema-file";

/*
 * The private data of a resource's state (tfplugin6's `private`): bytes OpenTofu stores in the
 * state file beside the object and hands back with it, never showing them in a plan. The
 * provider keeps there, as JSON, what the Pulumi routes keep in state beside the inputs after
 * an import (src/kit/import.ts).
 */

type Bag = Record<string, unknown>;
type TfObject = { readonly [name: string]: TfValue };

/**
 * What the private data carries beside the state, until an update writes the whole state from
 * the configuration: the places an import could not show (src/kit/import.ts), and `held`, the
 * kit's values of the attributes Terraform's shape cannot hold while such a place is missing (a
 * data diff monitor's `datadiff`, whose variant, `indb` or `inmem`, GET does not show: the
 * sides it does show are kept here, so that the configuration's value is compared with them).
 */
export interface Beside {
  readonly unshown: readonly (readonly string[])[];
  readonly held: Readonly<Bag>;
}

const NOTHING_BESIDE: Beside = { unshown: [], held: {} };

export function besideOf(privateData: Buffer | undefined): Beside {
  if (privateData === undefined || privateData.length === 0) return NOTHING_BESIDE;
  try {
    const parsed = JSON.parse(privateData.toString("utf8")) as { unshown?: unknown; held?: unknown };
    return {
      unshown: Array.isArray(parsed.unshown) ? (parsed.unshown as string[][]) : [],
      held: typeof parsed.held === "object" && parsed.held !== null && !Array.isArray(parsed.held) ? (parsed.held as Bag) : {},
    };
  } catch {
    return NOTHING_BESIDE;
  }
}

export function privateOf(beside: Beside): Buffer {
  const held = Object.keys(beside.held).length > 0;
  if (beside.unshown.length === 0 && !held) return Buffer.alloc(0);
  return Buffer.from(JSON.stringify(held ? beside : { unshown: beside.unshown }));
}

/** What stays held beside a state an apply wrote without a request (`written`, of `attributes`): the values it still lacks, and their marks. */
export function stillHeld(attributes: readonly TfAttribute[], beside: Beside, written: TfObject): Beside {
  const lacking = new Set(attributes.filter((attribute) => attribute.key in beside.held && (written[attribute.name] ?? null) === null).map((attribute) => attribute.key));
  return {
    unshown: beside.unshown.filter((mark) => mark[0] !== undefined && lacking.has(mark[0])),
    held: Object.fromEntries(Object.entries(beside.held).filter(([key]) => lacking.has(key))),
  };
}

