import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type { SdkModules } from "../../provider/shared/sdk-modules";
import { diffResponse } from "./detailed-diff";
import type { PluginProvider } from "./plugin-provider-interface";
import { checkFailures } from "./resource-rpcs";
import { fromStruct, toStruct } from "./struct-values";
import { unary } from "./unary";

/*
 * The provider's configuration: CheckConfig, DiffConfig and Configure. The SDK's own server
 * answers the first two with UNIMPLEMENTED and ignores Configure's arguments; here each is the
 * provider's (provider-configuration.ts), because:
 * - Configure: without it no setting reaches the provider (`datafold:apiKey` would be ignored).
 * - CheckConfig: a malformed `datafold:host` fails the preview, naming the key, instead of the
 *   first create.
 * - DiffConfig: the settings that changed, none of which replaces the provider (a replaced
 *   provider would replace every token and monitor it manages: a rotated API key must not).
 */
export function configRpcs(plugin: PluginProvider, warn: (message: string, urn: string) => Promise<void>, modules: SdkModules) {
  const { providerProto: proto } = modules;
  return {
    checkConfig: unary(modules, async (request: providerProto.CheckRequest) => {
      const news = fromStruct(request.getNews());
      const result = await plugin.checkConfig(request.getUrn(), fromStruct(request.getOlds()), news);
      for (const warning of result.warnings) await warn(warning, request.getUrn());
      const response = new proto.CheckResponse();
      response.setInputs(toStruct(news, modules));
      response.setFailuresList(checkFailures(proto, result.failures));
      return response;
    }),

    diffConfig: unary(modules, (request: providerProto.DiffRequest) => {
      const olds = request.hasOldInputs() ? fromStruct(request.getOldInputs()) : fromStruct(request.getOlds());
      const news = fromStruct(request.getNews());
      const changed = plugin.changedSettings(olds, news);
      return diffResponse(proto, { changes: changed.length > 0, replaces: [], deleteBeforeReplace: false, diffs: changed }, olds, news);
    }),

    configure: unary(modules, (request: providerProto.ConfigureRequest) => {
      const args = request.hasArgs() ? fromStruct(request.getArgs()) : variablesAsArgs(request.getVariablesMap());
      plugin.configure(request.getUrn(), args);
      const response = new proto.ConfigureResponse();
      // Secrets come wrapped and go back wrapped (secret-values.ts). Resource references and
      // outputs are not taken: no input of ours holds one, so the engine sends plain values. No
      // preview of Create and Update: the engine shows the inputs as the outputs to be.
      response.setAcceptsecrets(true);
      response.setSupportspreview(false);
      response.setAcceptresources(false);
      response.setAcceptoutputs(false);
      return response;
    }),
  };
}

/** An engine that sends no arguments (older ones) sends the config by full key: `datafold:config:apiKey`. */
function variablesAsArgs(variables: { forEach(fn: (value: string, key: string) => void): void }): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  variables.forEach((value, key) => {
    args[key.slice(key.lastIndexOf(":") + 1)] = value;
  });
  return args;
}
