/**
 * The floor of the plugin benchmark (bench/plugin-engine.ts): a provider plugin that does
 * nothing, of the same shape as pulumi-resource-datafold to the build. It is a Node.js single
 * executable built by the plugin's own build (scripts/plugin-executable/build.ts, through
 * scripts/pack-plugin.sh with `--entry` this file), serving the ResourceProvider service with the
 * plugin's own server (src/plugin/server: `listen`, `resourceProviderService`, the same bundled
 * gRPC library and stubs, the same engine connection and log), for `datafold:index:ProxyToken`
 * and the four monitor kinds. Only the provider behind the server differs: it answers every call
 * at once with the do-nothing dynamic providers of the other engine benchmarks (../provider.js
 * for tokens, ../monitor-provider.js for monitors): no request, no input checked, state of a
 * token's and a monitor's keys (the benchmark checks them against ours on its warm-up). Its
 * configuration is taken and ignored, data functions are refused, and its schema is the real
 * one, put in by the build as ours is. So a stack of these costs what the engine, the Python
 * program, its SDK and an executable of our shape cost, and nothing of our provider's.
 *
 * bench/lib/floor-plugin.ts packs it as a release tarball of `pulumi-resource-datafold` of our
 * version, which the benchmark installs as the `datafold` plugin in the floor's own Pulumi home.
 */
import { bundledSdkModules } from "../../../scripts/plugin-executable/bundled-modules";
import { PACKAGE_VERSION } from "../../../src/core/version";
import { EngineLog } from "../../../src/provider/shared/engine-log";
import { EngineConnection } from "../../../src/plugin/server/engine-connection";
import { listen } from "../../../src/plugin/server/listen";
import type { PluginProvider } from "../../../src/plugin/server/plugin-provider-interface";
import { resourceProviderService } from "../../../src/plugin/server/resource-provider-service";
import { RpcStatusError } from "../../../src/plugin/server/rpc-errors";
import type { FloorProvider } from "../do-nothing-provider";
import monitors from "../monitor-provider";
import tokens from "../provider";

/** sdk/schema.json's text, put in by the bundler (build.ts). */
declare const PLUGIN_SCHEMA: string;

/** The do-nothing provider of the resource a URN names: `...::datafold:index:ProxyToken::name`. */
function providerOf(urn: string): FloorProvider {
  const type = urn.split("::")[2] ?? "";
  return type.endsWith(":ProxyToken") ? tokens : monitors;
}

async function serveFloor(args: readonly string[]): Promise<void> {
  const modules = bundledSdkModules();
  const engine = new EngineConnection(args);
  const log = new EngineLog(engine.address);
  const floor: PluginProvider = {
    version: PACKAGE_VERSION,
    getSchema: () => Promise.resolve(PLUGIN_SCHEMA),
    checkConfig: () => Promise.resolve({ failures: [], warnings: [] }),
    configure: () => undefined,
    changedSettings: () => [],
    check: (urn, olds, news) => providerOf(urn).check(olds, news),
    // A floor's diff says only whether anything changed (never); the rest is the kit's shape of "nothing".
    diff: async (id, urn, olds, news) => ({ replaces: [], deleteBeforeReplace: false, diffs: [], ...(await providerOf(urn).diff(id, olds, news)) }),
    create: (urn, inputs) => providerOf(urn).create(inputs),
    read: (id, urn, props) => providerOf(urn).read(id, props),
    update: (id, urn, olds, news) => providerOf(urn).update(id, olds, news),
    delete: (id, urn, props) => providerOf(urn).delete(id, props),
    invoke: (token) => Promise.reject(new RpcStatusError(modules.grpc.status.UNIMPLEMENTED, `${token}: the benchmark's floor plugin serves no data function`)),
  };
  await listen(resourceProviderService(floor, engine, (message, urn) => log.warn(message, urn), modules), modules);
}

serveFloor(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`pulumi-resource-datafold (bench floor): ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
