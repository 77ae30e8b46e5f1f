/**
 * The entry of the plugin's single executable (build.ts bundles it): the plugin as
 * src/plugin/main.ts runs it, but with the gRPC library, the stubs and the schema taken from the
 * bundle rather than from node_modules and sdk/schema.json, which the executable does not have.
 * The imports are static so that the bundler includes them; the SDK's runtime, which only a
 * component needs, stays behind a dynamic import (src/plugin/server/component-runtime.ts), so it
 * is bundled but not evaluated at start.
 */
import { servePlugin } from "../../src/plugin/serve-plugin";
import { bundledSdkModules } from "./bundled-modules";

/** sdk/schema.json's text, put in by the bundler (build.ts). */
declare const PLUGIN_SCHEMA: string;

servePlugin(process.argv.slice(2), { modules: bundledSdkModules(), schema: () => Promise.resolve(PLUGIN_SCHEMA) }).catch((error: unknown) => {
  process.stderr.write(`pulumi-resource-datafold: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
