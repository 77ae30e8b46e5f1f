/**
 * Pulumi URNs: `urn:pulumi:<stack>::<project>::<qualified type>::<name>`, where the qualified
 * type chains the types of the parents below the stack (`my:Component$my:Child`).
 */

export const STACK_TYPE = "pulumi:pulumi:Stack";
export const DYNAMIC_TYPE_PREFIX = "pulumi-nodejs:dynamic";
export const PROVIDER_TYPE_PREFIX = "pulumi:providers:";

export function qualifiedTypeOf(urn: string): string {
  return urn.split("::")[2] ?? "";
}

/** The resource type: the last link of the qualified type. */
export function typeOf(urn: string): string {
  return qualifiedTypeOf(urn).split("$").pop() ?? "";
}

export function nameOf(urn: string): string {
  return urn.split("::").slice(3).join("::");
}

export function makeUrn(stack: string, project: string, type: string, name: string, parentUrn: string): string {
  // Children of the stack do not carry its type; children of components do.
  const qualifiedType = parentUrn && typeOf(parentUrn) !== STACK_TYPE ? `${qualifiedTypeOf(parentUrn)}$${type}` : type;
  return `urn:pulumi:${stack}::${project}::${qualifiedType}::${name}`;
}

export function isDynamicType(type: string): boolean {
  return type === DYNAMIC_TYPE_PREFIX || type.startsWith(`${DYNAMIC_TYPE_PREFIX}:`) || type.startsWith(`${DYNAMIC_TYPE_PREFIX}/`);
}
