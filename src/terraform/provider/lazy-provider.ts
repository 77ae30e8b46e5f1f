import type { TerraformProvider } from "../protocol/terraform-provider-interface";
import { servedSchema } from "./terraform-schema";

/*
 * OpenTofu starts a provider several times per command, and the first start of each asks for
 * the schema alone. The schema is a JSON file; the provider behind it (the registry's
 * definitions, their zod schemas, the clients) takes some 0.2 to 0.3 s to load. So the schema is
 * answered without it, and the provider is loaded at the first call that needs it.
 */

type Provider = typeof import("./terraform-provider").datafoldTerraformProvider;

let loaded: Provider | undefined;

function provider(): Provider {
  // A literal require in a function: CommonJS, and the bundler (scripts/plugin-executable) includes it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= (require("./terraform-provider") as typeof import("./terraform-provider")).datafoldTerraformProvider;
  return loaded;
}

export const lazyTerraformProvider: TerraformProvider = {
  schema: servedSchema,
  validateProviderConfig: (...args) => provider().validateProviderConfig(...args),
  configureProvider: (...args) => provider().configureProvider(...args),
  validateResourceConfig: (...args) => provider().validateResourceConfig(...args),
  validateDataResourceConfig: (...args) => provider().validateDataResourceConfig(...args),
  upgradeResourceState: (...args) => provider().upgradeResourceState(...args),
  readResource: (...args) => provider().readResource(...args),
  planResourceChange: (...args) => provider().planResourceChange(...args),
  applyResourceChange: (...args) => provider().applyResourceChange(...args),
  importResourceState: (...args) => provider().importResourceState(...args),
  readDataSource: (...args) => provider().readDataSource(...args),
  // Nothing can be in flight before the provider is loaded.
  stop: () => (loaded === undefined ? Promise.resolve() : loaded.stop()),
};
