#!/usr/bin/env node
/**
 * `pulumi-resource-datafold`: the provider plugin that serves Python, Go and Pulumi YAML
 * programs (TypeScript programs use the dynamic resources, which need no plugin). The engine
 * starts it with its address; it answers on a port it prints. This entry runs from an installed
 * package (dist/ beside node_modules); the release's executable is built from scripts/plugin-executable/entry.ts.
 * docs/architecture.md §2d.
 */
import { sdkModules } from "../provider/shared/sdk-modules";
import { readSchema } from "./schema-file";
import { servePlugin } from "./serve-plugin";

servePlugin(process.argv.slice(2), { modules: sdkModules(), schema: readSchema }).catch((error: unknown) => {
  process.stderr.write(`pulumi-resource-datafold: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
