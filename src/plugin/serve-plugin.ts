import { PACKAGE_VERSION } from "../core/version";
import { EngineLog } from "../provider/shared/engine-log";
import type { SdkModules } from "../provider/shared/sdk-modules";
import { pluginFunctions } from "./plugin-functions";
import { pluginResources } from "./plugin-provider";
import { changedSettings, checkProviderConfig, configureProvider } from "./provider-configuration";
import { EngineConnection } from "./server/engine-connection";
import { listen } from "./server/listen";
import type { PluginProvider } from "./server/plugin-provider-interface";
import { resourceProviderService } from "./server/resource-provider-service";

/**
 * The components (`construct`), loaded on the first construct: they are Pulumi programs, and
 * `@pulumi/pulumi`'s runtime is most of what the plugin would load at start otherwise.
 */
function pluginComponents(): (typeof import("./plugin-components"))["pluginComponents"] {
  // A literal require in a function: CommonJS, and the bundler (scripts/plugin-executable) includes it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require("./plugin-components") as typeof import("./plugin-components")).pluginComponents;
}

/** Where the plugin takes what is not its code: the gRPC library and stubs, and the schema's text. */
export interface PluginSources {
  readonly modules: SdkModules;
  readonly schema: () => Promise<string>;
}

/**
 * The plugin: the same kit providers and data function definitions the dynamic resources run,
 * served over the ResourceProvider service on the port it prints. `args` are the process's
 * arguments: the engine's address first.
 */
export async function servePlugin(args: readonly string[], { modules, schema }: PluginSources): Promise<void> {
  const engine = new EngineConnection(args);
  const log = new EngineLog(engine.address);
  const plugin: PluginProvider = {
    version: PACKAGE_VERSION,
    getSchema: schema,
    checkConfig: async (urn, _olds, news) => checkProviderConfig(urn, news),
    configure: configureProvider,
    changedSettings,
    ...pluginResources,
    ...pluginFunctions,
    construct: (name, type, inputs, options) => pluginComponents().construct(name, type, inputs, options),
  };
  await listen(resourceProviderService(plugin, engine, (message, urn) => log.warn(message, urn), modules), modules);
}
