#!/usr/bin/env node
/**
 * `pulumi-resource-datafold`: the provider plugin that serves Python, Go and Pulumi YAML
 * programs (TypeScript programs use the dynamic resources, which need no plugin). The engine
 * starts it with its address; it answers on a port it prints. It runs the same kit providers
 * as the dynamic resources, through `provider.main` of `@pulumi/pulumi/provider`, with what that
 * server lacks filled in (server-gaps.ts). docs/architecture.md §6.
 */
import * as provider from "@pulumi/pulumi/provider";
import { PACKAGE_VERSION } from "../core/version";
import { EngineLog, engineAddressOf } from "../provider/shared/engine-log";
import { pluginFunctions } from "./plugin-functions";
import { pluginResources } from "./plugin-provider";
import { changedSettings, checkProviderConfig, configureProvider } from "./provider-configuration";
import { readSchema } from "./schema-file";
import { withFilledGaps } from "./server-gaps";

async function serve(args: string[]): Promise<void> {
  const log = new EngineLog(engineAddressOf(args));
  const plugin: provider.Provider = { version: PACKAGE_VERSION, getSchema: readSchema, ...pluginResources, ...pluginFunctions };
  await withFilledGaps(
    {
      async checkConfig(urn, _olds, news) {
        const result = checkProviderConfig(urn, news);
        for (const warning of result.warnings) await log.warn(warning, urn);
        return result;
      },
      configure: configureProvider,
      changedSettings,
      diff: pluginResources.diff,
      read: pluginResources.read,
    },
    () => provider.main(plugin, args),
  );
}

serve(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
