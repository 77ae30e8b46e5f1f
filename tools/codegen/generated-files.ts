/**
 * Every file `npm run generate` writes, with its content: the public types derived from the
 * kit's resource definitions, and those of the API objects derived from their schemas
 * (src/types/, shape-files.ts), and the Pulumi package schema, sdk/schema.json (pulumi-schema.ts).
 * The staleness test compares these with what is committed.
 */
import { DATA_DIFF_FLAGS_INPUTS } from "../../src/provider/data-diff-flags-inputs";
import { PROXY_TOKEN_INPUTS } from "../../src/provider/proxy-token-inputs";
import { PROXY_TOKEN_OUTPUTS } from "../../src/provider/proxy-token-state";
import { REVOCATION_INPUTS, REVOCATION_OUTPUTS } from "../../src/provider/proxy-token-revocation-inputs";
import { MONITOR_OUTPUTS, monitorNameInput, monitorSettingsInputs } from "../../src/provider/monitor-inputs";
import { METRIC_MONITOR_INPUTS } from "../../src/provider/metric-monitor";
import { SCHEMA_CHANGE_MONITOR_INPUTS } from "../../src/provider/schema-change-monitor";
import { DATA_TEST_MONITOR_INPUTS } from "../../src/provider/data-test-monitor";
import { DATA_DIFF_MONITOR_INPUTS } from "../../src/provider/data-diff-monitor";
import { packageSchemaFile } from "./pulumi-schema";
import {
  DATA_DIFF_MONITOR_SHAPES,
  DATA_TEST_MONITOR_SHAPES,
  METRIC_MONITOR_SHAPES,
  MONITOR_SHAPES,
  PROXY_TOKEN_SHAPES,
  REVOCATION_SHAPES,
} from "./resource-shapes";
import { emitResourceTypes, type CommonFields } from "./resource-types";
import { shapeFiles } from "./shape-files";

/**
 * The fields every monitor kind has, as src/provider/monitor-inputs.ts declares them: emitted
 * once, in monitor-common.ts, and extended by each kind's interfaces (a kind whose field differs
 * from these fails the generation).
 */
const MONITOR_COMMON: CommonFields = {
  name: "MonitorCommon",
  from: "./monitor-common",
  inputs: { name: monitorNameInput, ...monitorSettingsInputs() },
  outputs: MONITOR_OUTPUTS,
};

/** Paths are relative to the repository's root. */
export function generatedFiles(): Map<string, string> {
  return new Map([
    ...shapeFiles(),
    [
      "src/resources/generated/proxy-token.ts",
      emitResourceTypes(
        {
          name: "ProxyToken",
          inputs: PROXY_TOKEN_INPUTS,
          outputs: PROXY_TOKEN_OUTPUTS,
          shapes: PROXY_TOKEN_SHAPES,
          imports: ['import type { TokenStatus, TokenType } from "../../types/token";'],
        },
        "src/provider/proxy-token-inputs.ts and proxy-token-state.ts",
      ),
    ],
    [
      "src/resources/generated/proxy-token-revocation.ts",
      emitResourceTypes(
        {
          name: "ProxyTokenRevocation",
          inputs: REVOCATION_INPUTS,
          outputs: REVOCATION_OUTPUTS,
          shapes: REVOCATION_SHAPES,
        },
        "src/provider/proxy-token-revocation-inputs.ts",
      ),
    ],
    [
      "src/resources/generated/data-diff-flags.ts",
      emitResourceTypes({ name: "DataDiffFlags", inputs: DATA_DIFF_FLAGS_INPUTS, outputs: {} }, "src/provider/data-diff-flags-inputs.ts"),
    ],
    [
      "src/resources/generated/monitor-shapes.ts",
      emitResourceTypes({ name: "", inputs: {}, outputs: {}, shapes: MONITOR_SHAPES.shapes, shapesOnly: true }, "src/provider/monitor-inputs.ts"),
    ],
    [
      "src/resources/generated/monitor-common.ts",
      emitResourceTypes(
        { ...MONITOR_COMMON, subject: "every monitor kind", imported: [MONITOR_SHAPES] },
        "src/provider/monitor-inputs.ts",
      ),
    ],
    [
      "src/resources/generated/metric-monitor.ts",
      emitResourceTypes(
        {
          name: "MetricMonitor",
          inputs: METRIC_MONITOR_INPUTS,
          outputs: MONITOR_OUTPUTS,
          shapes: METRIC_MONITOR_SHAPES,
          imported: [MONITOR_SHAPES], common: MONITOR_COMMON,
        },
        "src/provider/metric-monitor.ts",
      ),
    ],
    [
      "src/resources/generated/schema-change-monitor.ts",
      emitResourceTypes(
        { name: "SchemaChangeMonitor", inputs: SCHEMA_CHANGE_MONITOR_INPUTS, outputs: MONITOR_OUTPUTS, imported: [MONITOR_SHAPES], common: MONITOR_COMMON },
        "src/provider/schema-change-monitor.ts",
      ),
    ],
    [
      "src/resources/generated/data-test-monitor.ts",
      emitResourceTypes(
        { name: "DataTestMonitor", inputs: DATA_TEST_MONITOR_INPUTS, outputs: MONITOR_OUTPUTS, shapes: DATA_TEST_MONITOR_SHAPES, imported: [MONITOR_SHAPES], common: MONITOR_COMMON },
        "src/provider/data-test-monitor.ts",
      ),
    ],
    [
      "src/resources/generated/data-diff-monitor.ts",
      emitResourceTypes(
        { name: "DataDiffMonitor", inputs: DATA_DIFF_MONITOR_INPUTS, outputs: MONITOR_OUTPUTS, shapes: DATA_DIFF_MONITOR_SHAPES, imported: [MONITOR_SHAPES], common: MONITOR_COMMON },
        "src/provider/data-diff-monitor.ts",
      ),
    ],
    packageSchemaFile(),
  ]);
}
