import { DATA_FUNCTION_LOADERS, RESOURCE_LOADERS, type RegisteredDataFunction, type RegisteredResource } from "../generated/terraform-loaders";

/*
 * The registry's definitions as the Terraform provider reaches them: each from its own module,
 * loaded at its first use (src/terraform/generated/terraform-loaders.ts), never the registry
 * itself. OpenTofu starts the provider three or four times per command, and a start mostly
 * serves a few types: loading every definition (their zod schemas, their clients) at each start
 * was the largest part of the provider's own time in a plan.
 */

const resources = new Map<string, RegisteredResource>();
const functions = new Map<string, RegisteredDataFunction>();

function loaded<T>(cache: Map<string, T>, loaders: Readonly<Record<string, () => T>>, name: string, what: string, typeName: string): T {
  let found = cache.get(name);
  if (found === undefined) {
    const load = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
    if (load === undefined) throw new Error(`${typeName} names the ${what} ${name}, which this version does not have: run npm run generate.`);
    found = load();
    cache.set(name, found);
  }
  return found;
}

/** The resource `kitName` (`MetricMonitor`), which the Terraform type `typeName` serves. */
export function registeredResource(kitName: string, typeName: string): RegisteredResource {
  return loaded(resources, RESOURCE_LOADERS, kitName, "resource", typeName);
}

/** The data function `name` (`getMonitors`), which the data source `typeName` serves. */
export function registeredDataFunction(name: string, typeName: string): RegisteredDataFunction {
  return loaded(functions, DATA_FUNCTION_LOADERS, name, "function", typeName);
}
