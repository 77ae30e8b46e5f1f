import { hclString } from "../../tools/harness/tofu-cli";

/*
 * A configuration's values as main.tf writes them (HCL 2), for the OpenTofu benchmark's
 * resources: what a user types for the same monitor, a nested attribute as `name = { ... }`.
 */

/** A known Terraform value of a configuration: no unknowns. */
export type HclValue = null | string | number | boolean | readonly HclValue[] | { readonly [name: string]: HclValue };

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** The arguments of a block or an object, one per line at `indent`; null ones (unset) left out. */
export function hclArguments(object: { readonly [name: string]: HclValue }, indent: string): string {
  return Object.entries(object)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${indent}${IDENTIFIER.test(name) ? name : hclString(name)} = ${hclValue(value, indent)}\n`)
    .join("");
}

/** One value as HCL 2 writes it, its inner lines indented two spaces past `indent`. */
export function hclValue(value: HclValue, indent = ""): string {
  if (value === null) return "null";
  if (typeof value === "string") return hclString(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map((element) => hclValue(element, indent)).join(", ")}]`;
  const inner = hclArguments(value as { readonly [name: string]: HclValue }, `${indent}  `);
  return inner === "" ? "{}" : `{\n${inner}${indent}}`;
}
