/**
 * What the tfplugin6 server (./serve-terraform-provider.ts) asks of the provider it serves, in
 * decoded values: the server turns msgpack DynamicValues into {@link TfValue}s with the schema's
 * types and back, and every answer's diagnostics into the protocol's. A handler that throws is
 * answered with one error diagnostic carrying the error's message (never a gRPC error): OpenTofu
 * then prints it as it prints any diagnostic.
 */

/** A value not known yet (at plan): msgpack extension type 0 on the wire. */
export const UNKNOWN: unique symbol = Symbol.for("terraform.unknown");
export type Unknown = typeof UNKNOWN;

export function isUnknown(value: unknown): value is Unknown {
  return value === UNKNOWN;
}

/**
 * A Terraform value: null, a primitive, a list/set/tuple (array), an object or map (plain
 * object), or unknown. Objects of a schema's block always carry every attribute (null where unset).
 */
export type TfValue = null | string | number | boolean | Unknown | readonly TfValue[] | { readonly [name: string]: TfValue };

/** A place in a value: attribute names (strings) and list indexes (numbers). */
export type AttributePath = readonly (string | number)[];

export interface Diagnostic {
  readonly severity: "error" | "warning";
  readonly summary: string;
  readonly detail?: string;
  readonly attribute?: AttributePath;
}

/** The cty type of a value, as Terraform's JSON writes it: "string", ["list","string"], ["object",{…}], "dynamic". */
export type CtyType =
  | "string"
  | "number"
  | "bool"
  | "dynamic"
  | readonly ["list" | "set" | "map", CtyType]
  | readonly ["object", { readonly [name: string]: CtyType }]
  | readonly ["tuple", readonly CtyType[]];

/** One attribute of a block, as tfplugin6's Schema.Attribute (nested attributes, no nested blocks). */
export interface SchemaAttribute {
  readonly name: string;
  /** For a plain attribute; absent when `nested` is given. */
  readonly type?: CtyType;
  readonly nested?: { readonly nesting: "single" | "list" | "map"; readonly attributes: readonly SchemaAttribute[] };
  readonly description: string;
  readonly required?: boolean;
  readonly optional?: boolean;
  readonly computed?: boolean;
  readonly sensitive?: boolean;
}

/** A resource's, data source's or the provider's schema (tfplugin6 Schema, its block of attributes). */
export interface SchemaBlock {
  readonly version: number;
  readonly description: string;
  readonly attributes: readonly SchemaAttribute[];
}

export interface ProviderSchema {
  readonly provider: SchemaBlock;
  readonly resources: Readonly<Record<string, SchemaBlock>>;
  readonly dataSources: Readonly<Record<string, SchemaBlock>>;
}

type Object_ = { readonly [name: string]: TfValue };

export interface Diagnosed {
  readonly diagnostics?: readonly Diagnostic[];
}

/** The provider's side of tfplugin6, one method per RPC OpenTofu calls (DESIGN fact 22). */
export interface TerraformProvider {
  schema(): ProviderSchema;
  validateProviderConfig(config: Object_): Promise<Diagnosed>;
  configureProvider(config: Object_, terraformVersion: string): Promise<Diagnosed>;
  validateResourceConfig(typeName: string, config: Object_): Promise<Diagnosed>;
  validateDataResourceConfig(typeName: string, config: Object_): Promise<Diagnosed>;
  /** `rawState` is the JSON state of `version` (parsed); the answer is of the current schema. */
  upgradeResourceState(typeName: string, version: number, rawState: unknown): Promise<Diagnosed & { readonly upgradedState?: Object_ | null }>;
  /** null `newState`: the object is gone, and OpenTofu drops it from state. */
  readResource(typeName: string, currentState: Object_, privateData: Buffer): Promise<Diagnosed & { readonly newState?: Object_ | null; readonly privateData?: Buffer }>;
  /** `priorState` null: a create; `proposedNewState` null: a destroy. */
  planResourceChange(
    typeName: string,
    priorState: Object_ | null,
    proposedNewState: Object_ | null,
    config: Object_ | null,
    priorPrivate: Buffer,
  ): Promise<Diagnosed & { readonly plannedState?: Object_ | null; readonly requiresReplace?: readonly AttributePath[]; readonly plannedPrivate?: Buffer }>;
  /** `plannedState` null: a destroy (answer `newState` null). */
  applyResourceChange(
    typeName: string,
    priorState: Object_ | null,
    plannedState: Object_ | null,
    config: Object_ | null,
    plannedPrivate: Buffer,
  ): Promise<Diagnosed & { readonly newState?: Object_ | null; readonly privateData?: Buffer }>;
  importResourceState(typeName: string, id: string): Promise<Diagnosed & { readonly imported?: readonly { readonly typeName: string; readonly state: Object_; readonly privateData?: Buffer }[] }>;
  readDataSource(typeName: string, config: Object_): Promise<Diagnosed & { readonly state?: Object_ }>;
  /** StopProvider: calls in flight finish (a create stopped between POST and answer would orphan an object); later ones are refused. */
  stop(): Promise<void>;
}
