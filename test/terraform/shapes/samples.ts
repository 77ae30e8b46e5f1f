/**
 * Kit values of every resource and data function, for the Terraform shapes' tests: those of the
 * schema's examples (tools/harness/schema-example-samples.ts), and one monitor of each kind and
 * shape from the monitors YAML fixture that uses every key (converted by MonitorsFromYaml's own
 * conversion).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expandFileArgs } from "../../../src/monitors-yaml/files";
import { loadAndMerge } from "../../../src/monitors-yaml/load";
import { convertMonitor } from "../../../src/monitors-yaml/to-inputs";
import type { Sample } from "../../../tools/harness/schema-example-samples";
import { TERRAFORM_SCHEMA_PATH } from "../../../tools/codegen/terraform-schema";
import type { TerraformSchemaFile } from "../../../src/terraform/shapes/terraform-schema-file";

export const ROOT = join(__dirname, "../../..");

export { exampleSamples, type Sample } from "../../../tools/harness/schema-example-samples";

export const SCHEMA = JSON.parse(readFileSync(join(ROOT, TERRAFORM_SCHEMA_PATH), "utf8")) as TerraformSchemaFile;

const MONITOR_RESOURCES = { metric: "MetricMonitor", schema: "SchemaChangeMonitor", test: "DataTestMonitor", diff: "DataDiffMonitor" } as const;

/** One monitor of each kind and shape, as MonitorsFromYaml converts the fixture that uses every key of Datafold's schema. */
export function everyKeyMonitorSamples(): Sample[] {
  const sources = loadAndMerge(expandFileArgs(["every-key.yaml"], join(ROOT, "test/fixtures/monitors-yaml")), { warn: () => undefined });
  return sources.map((source) => {
    const converted = convertMonitor(source);
    if (converted.kind === undefined || converted.failures.length > 0) throw new Error(`${source.slug} does not convert: ${converted.failures.join("; ")}`);
    return { source: `every-key.yaml ${source.slug}`, kit: MONITOR_RESOURCES[converted.kind], values: converted.inputs };
  });
}
