/**
 * Every data function, defined once: the TypeScript functions (`getMonitors`, …) and the
 * provider plugin's invokes (`datafold:index:getMonitors`, …) check arguments and run
 * through these same definitions, and the package schema describes the functions from them
 * (tools/codegen/pulumi-schema.ts). Nothing here loads `@pulumi/pulumi`: the plugin calls
 * `run` in the provider process, with clients built from the provider's configuration.
 */
import type { DataFunctionDefinition } from "./data-function";
import { getQueryLineageDefinition, getTopQueriesDefinition } from "./lineage-definitions";
import { getMonitorDefinition } from "./monitor-definition";
import { getMonitorRunsDefinition } from "./monitor-runs-definition";
import { getMonitorsDefinition } from "./monitors-definition";
import { getProxyTokensDefinition } from "./proxy-tokens-definition";
import { getTransformSummariesDefinition } from "./transform-summaries-definition";

export { callDataFunction, type DataFunctionDefinition, type FunctionClients } from "./data-function";

/** The data functions, in the order the package documents them. */
export const DATA_FUNCTIONS: readonly DataFunctionDefinition[] = [
  getMonitorsDefinition,
  getMonitorDefinition,
  getMonitorRunsDefinition,
  getTransformSummariesDefinition,
  getQueryLineageDefinition,
  getTopQueriesDefinition,
  getProxyTokensDefinition,
];
