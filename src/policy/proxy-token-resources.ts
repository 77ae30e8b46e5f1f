import { checkProxyTokenInputs } from "../provider/tokens/proxy-token-inputs";
import type { ProxyTokenCheckedInputs } from "../resources/generated/proxy-token";

/**
 * The type the Pulumi engine records for every `ProxyToken`: `pulumi.dynamic.Resource` makes
 * it `pulumi-nodejs:dynamic/<module>:<type>` from the module and type our class passes to
 * `super` (`"datafold"`, `"ProxyToken"`). Every other dynamic resource has another type
 * (`pulumi-nodejs:dynamic:Resource` when it passes none), so the type alone tells them apart.
 * The `__provider` input is no help here: the engine may not pass it to analyzers at all, and
 * a package run from source stores the shell's code there, not a `require` of it.
 * `test/e2e/policy-pack.test.ts` compares this with the type the CLI writes into state.
 */
export const PROXY_TOKEN_TYPE = "pulumi-nodejs:dynamic/datafold:ProxyToken";

/**
 * The type of a `ProxyToken` of the provider plugin (Python, Go and YAML programs): the
 * schema's token, `datafold:index:ProxyToken`. The engine hands a policy the same checked
 * inputs, under the schema's property names, which are the TypeScript inputs' own, so the
 * policies read both types alike. `src/policy/plugin-route.test.ts` compares it with the
 * schema, `test/e2e/policy-pack-plugin.test.ts` with the type the CLI writes into state.
 */
export const PLUGIN_PROXY_TOKEN_TYPE = "datafold:index:ProxyToken";

/** What a policy needs of the resource it is given (`ResourceValidationArgs` has more). */
export interface PolicyResource {
  readonly type: string;
  readonly props: Record<string, unknown>;
}

/**
 * The resource's inputs as the provider reads them: null is "not set", `label` and
 * `revokeOnDelete` take their defaults, and an input whose value is not known yet (a preview
 * of an input computed from another resource's output) is named in `unknown` instead.
 * An input the provider's `check` refuses is left out of `inputs`, and named in `invalid`:
 * the engine reports it from `check` with the reason, so a policy says nothing about it.
 */
export interface ReadInputs {
  readonly inputs: Partial<ProxyTokenCheckedInputs>;
  readonly unknown: ReadonlySet<string>;
  readonly invalid: ReadonlySet<string>;
}

/**
 * Reads a ProxyToken's inputs with the provider's own rules (`checkProxyTokenInputs`).
 * `@pulumi/policy` gives `props` as a proxy that throws on reading a value not known at
 * preview; the property descriptors give the values as the engine sent them, unknown ones
 * as the engine's sentinel, which `checkProxyTokenInputs` recognises.
 */
export function readProxyTokenInputs(props: Record<string, unknown>): ReadInputs {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(props)) raw[key] = Object.getOwnPropertyDescriptor(props, key)?.value;
  const { values, unknown, failures } = checkProxyTokenInputs(raw);
  const invalid = new Set(failures.map((failure) => failure.property));
  const known: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (!invalid.has(key)) known[key] = value;
  return { inputs: known as Partial<ProxyTokenCheckedInputs>, unknown, invalid };
}

/** True when the resource is a `ProxyToken` of this package, of either route (the dynamic resource or the plugin's). */
export function isProxyToken(resource: { readonly type: string }): boolean {
  return resource.type === PROXY_TOKEN_TYPE || resource.type === PLUGIN_PROXY_TOKEN_TYPE;
}
