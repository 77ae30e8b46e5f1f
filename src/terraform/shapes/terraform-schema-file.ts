import type { CtyType } from "../protocol/terraform-provider-interface";

/*
 * The form of src/terraform/generated/terraform-schema.json, which `npm run generate` writes
 * from the registry's definitions (tools/codegen/terraform-schema.ts): the schema the provider
 * serves, each attribute annotated with how its value maps to the kit's (its camelCase key, the
 * tagged union it stands for), so that the provider, the docs and the HCL export read one file.
 */

/** One attribute, with the schema's facts and the kit mapping. */
export interface TfAttribute {
  /** snake_case, as HCL writes it: `connection_id`. */
  readonly name: string;
  /** The kit's key for it: `connectionId`; for a tagged union's variant, the tag's value (`table`). */
  readonly key: string;
  readonly description: string;
  readonly required?: true;
  readonly optional?: true;
  readonly computed?: true;
  readonly sensitive?: true;
  /** A change of it replaces the object (the kit's `replaces`, unless `replacesUnless`). */
  readonly requiresReplace?: true;
  /** The value planned when the configuration leaves it out (the kit's default, as a kit value). */
  readonly default?: unknown;
  /** A plain attribute's type; absent when `nested` is given. */
  readonly type?: CtyType;
  readonly nested?: { readonly nesting: "single" | "list" | "map"; readonly attributes: readonly TfAttribute[] };
  /**
   * A tagged union of objects: `nested.attributes` are its variants, one nested attribute each
   * (named by the tag's value), exactly one of which is set. The kit's value is the variant's
   * object with `tag` set to the variant's key.
   */
  readonly union?: { readonly tag: string };
}

export interface TfBlock {
  readonly version: number;
  readonly description: string;
  readonly attributes: readonly TfAttribute[];
}

export interface TfResourceSchema extends TfBlock {
  /** The kit definition's name: `MetricMonitor`. */
  readonly kit: string;
}

export interface TfDataSourceSchema extends TfBlock {
  /** The data function's name: `getMonitors`; for a component's data source (Terraform has no components), the component's: `MonitorsFromYaml`. */
  readonly kit: string;
}

export interface TerraformSchemaFile {
  readonly provider: TfBlock;
  /** By type name: `datafold_metric_monitor`. */
  readonly resources: Readonly<Record<string, TfResourceSchema>>;
  /** By type name: `datafold_monitors`. */
  readonly dataSources: Readonly<Record<string, TfDataSourceSchema>>;
}
