/*
 * How the Terraform provider names what the kit names: the generator of the schema
 * (tools/codegen/terraform-schema.ts) and the runtime conversions read these functions, so a
 * name in the schema and a name the runtime looks for cannot differ.
 */

/** The provider's local name, the prefix of every type name: `datafold_metric_monitor`. */
export const PROVIDER_NAME = "datafold";

/** What HCL accepts as an attribute name, and what the provider gives: lower case, digits, underscores. */
const ATTRIBUTE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * `connectionId` → `connection_id`, `PowerBiIntegration` → `power_bi_integration`,
 * `jsonOAuthKeyFile` → `json_o_auth_key_file`, `datasetA` → `dataset_a`, `s3StagingDir` →
 * `s3_staging_dir`: a word starts at a capital after a small letter or digit, and at the last
 * capital of a run followed by a small letter.
 */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

/** A resource's type name: `MetricMonitor` → `datafold_metric_monitor`. */
export function resourceTypeName(kitName: string): string {
  return `${PROVIDER_NAME}_${snakeCase(kitName)}`;
}

/** A data source's type name, the function's without `get`: `getMonitors` → `datafold_monitors`. */
export function dataSourceTypeName(functionName: string): string {
  const match = /^get([A-Z].*)$/.exec(functionName);
  if (match === null) throw new Error(`${functionName}: a data function's name starts with "get" and a capital (getMonitors), which its data source's name leaves out`);
  return `${PROVIDER_NAME}_${snakeCase(match[1]!)}`;
}

/** An attribute's name, snake_case of the kit's key: `connectionId` → `connection_id`. */
export function attributeName(key: string): string {
  return snakeCase(key);
}

/**
 * The attribute of a tagged union's variant, named by the tag's value: snake_case of it, every
 * character HCL does not take in a name as `_` (`"data-diff"` → `data_diff`, `"Power BI"` → `power_bi`).
 */
export function variantName(tagValue: string | number | boolean): string {
  return snakeCase(String(tagValue)).replace(/[^a-z0-9_]/g, "_");
}

/** Whether HCL takes `name` as an attribute's name. */
export function isAttributeName(name: string): boolean {
  return ATTRIBUTE_NAME.test(name);
}

/**
 * The data source of Datafold's monitors YAML: the Pulumi component MonitorsFromYaml's reading of
 * the files, without the component (Terraform has none; the module
 * terraform/modules/monitors-from-yaml makes the resources from it).
 */
export const MONITORS_YAML_DATA_SOURCE = `${PROVIDER_NAME}_monitors_yaml`;

/** The attribute of that data source holding one resource's monitors by slug: `MetricMonitor` → `metric_monitors`. */
export function monitorsAttributeName(resourceName: string): string {
  return `${snakeCase(resourceName)}s`;
}
