import { AsyncLocalStorage } from "node:async_hooks";
import { actAs } from "../../provider/shared/acting-route";
import { routeWarnings } from "../../provider/shared/engine-log";
import type { Diagnosed, Diagnostic, TerraformProvider } from "../protocol/terraform-provider-interface";
import { MONITORS_YAML_DATA_SOURCE } from "../shapes/naming";
import { errorDiagnostic } from "./diagnostics";
import { configureProviderSettings, validateProviderSettings } from "./provider-settings";
import { applyResource, importResource, planResource, readResource, upgradeResource, validateResource } from "./resource-lifecycle";
import { TERRAFORM_ROUTE } from "./terraform-route";
import { servedSchema } from "./terraform-schema";
import { inTerraformTerms } from "./terraform-terms";

/*
 * The Datafold provider for OpenTofu and Terraform: the registry's resources and data functions,
 * served by the tfplugin6 server (../protocol). Every answer carries, as warning diagnostics, the
 * warnings its step gave (the Pulumi routes print them under the resource), and an error of a
 * step is an error diagnostic, never a crash of the provider.
 */

// What this process records in Datafold names OpenTofu or Terraform, and the Terraform types.
actAs(TERRAFORM_ROUTE);

const warningsOfRequest = new AsyncLocalStorage<Diagnostic[]>();
routeWarnings((message) => warningsOfRequest.getStore()?.push({ severity: "warning", summary: "datafold", detail: inTerraformTerms(message) }));

/** One request's step, its warnings collected, an error turned into a diagnostic. */
async function step<T extends Diagnosed>(summary: string, run: () => Promise<T>): Promise<T | Diagnosed> {
  const warnings: Diagnostic[] = [];
  return warningsOfRequest.run(warnings, async () => {
    try {
      const answer = await run();
      return { ...answer, diagnostics: [...warnings, ...(answer.diagnostics ?? [])] };
    } catch (error) {
      return { diagnostics: [...warnings, errorDiagnostic(summary, error)] };
    }
  });
}

/**
 * The data sources' lifecycle, loaded when a data source is first asked for, as ./registered.ts
 * loads each definition: datafold_monitors_yaml's (the monitors YAML reader and every monitor
 * kind), or the data functions' (their argument checks).
 */
type DataSources = Pick<typeof import("./data-source-lifecycle"), "readDataSource" | "validateDataSource">;
function dataSources(typeName: string): DataSources {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded at first use (above) */
  if (typeName !== MONITORS_YAML_DATA_SOURCE) return require("./data-source-lifecycle") as typeof import("./data-source-lifecycle");
  const { readMonitorsYaml, validateMonitorsYaml } = require("./monitors-yaml-data-source") as typeof import("./monitors-yaml-data-source");
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { readDataSource: (_typeName, config) => readMonitorsYaml(config), validateDataSource: (_typeName, config) => validateMonitorsYaml(config) };
}

let stopping = false;
const inFlight = new Set<Promise<unknown>>();

/** A mutation is refused once OpenTofu asked the provider to stop; those in flight finish (a create stopped between POST and answer would orphan an object). */
async function mutation<T extends Diagnosed>(summary: string, run: () => Promise<T>): Promise<T | Diagnosed> {
  if (stopping) return { diagnostics: [{ severity: "error", summary, detail: "The provider was asked to stop (OpenTofu was interrupted): nothing was sent." }] };
  const running = step(summary, run);
  inFlight.add(running);
  try {
    return await running;
  } finally {
    inFlight.delete(running);
  }
}

export const datafoldTerraformProvider: TerraformProvider = {
  schema: servedSchema,
  validateProviderConfig: (config) => step("Invalid datafold provider configuration", async () => ({ diagnostics: validateProviderSettings(config) })),
  configureProvider: (config) =>
    step("Cannot configure the datafold provider", async () => {
      configureProviderSettings(config);
      return {};
    }),
  validateResourceConfig: (typeName, config) => step(`Invalid ${typeName}`, async () => ({ diagnostics: await validateResource(typeName, config) })),
  // The data functions' data sources, and the monitors YAML's (a component's reading: Terraform has no components).
  validateDataResourceConfig: (typeName, config) =>
    step(`Invalid ${typeName}`, async () => ({ diagnostics: dataSources(typeName).validateDataSource(typeName, config) })),
  upgradeResourceState: (typeName, _version, rawState) => step(`Cannot read the state of ${typeName}`, async () => ({ upgradedState: upgradeResource(typeName, rawState), diagnostics: [] })),
  readResource: (typeName, current, privateData) => step(`Cannot read ${typeName}`, () => readResource(typeName, current, privateData)),
  planResourceChange: (typeName, prior, proposed, config, priorPrivate) => step(`Cannot plan ${typeName}`, () => planResource(typeName, prior, proposed, config, priorPrivate)),
  applyResourceChange: (typeName, prior, planned, config, plannedPrivate) =>
    mutation(planned === null ? `Cannot delete ${typeName}` : prior === null ? `Cannot create ${typeName}` : `Cannot update ${typeName}`, () =>
      applyResource(typeName, prior, planned, config, plannedPrivate),
    ),
  importResourceState: (typeName, id) => step(`Cannot import ${typeName}`, () => importResource(typeName, id)),
  readDataSource: (typeName, config) => step(`Cannot read ${typeName}`, () => dataSources(typeName).readDataSource(typeName, config)),
  async stop() {
    stopping = true;
    await Promise.allSettled([...inFlight]);
  },
};
