import type * as grpcJs from "@grpc/grpc-js";
import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type * as structProto from "google-protobuf/google/protobuf/struct_pb";
import { sdkModules, type SdkModules } from "../provider/shared/sdk-modules";
import type { KitDiff } from "../kit/kit-provider";
import type { CheckFailure } from "../kit/check-failure";
import type { ConfigCheck } from "./provider-configuration";

/*
 * What `provider.main`'s server (`@pulumi/pulumi/provider/server.js`, 3.248) lacks, filled in.
 * Its gRPC service answers CheckConfig and DiffConfig with UNIMPLEMENTED, drops Configure's
 * arguments (a provider there never sees its configuration), and answers Diff with no
 * detailed diff. The SDK exports neither its server class nor a way to add methods, so when
 * `main` registers the ResourceProvider service, the implementation it registers is extended by
 * these five handlers (its prototype: every other method stays the SDK's).
 *
 * Why they matter to a user:
 * - Configure: without it no setting reaches the provider (`datafold:apiKey` would be ignored).
 * - CheckConfig: a malformed `datafold:host` fails the preview, naming the key, instead of the
 *   first create.
 * - DiffConfig: the settings that changed, none of which replaces the provider (a replaced
 *   provider would replace every token and monitor it manages: a rotated API key must not).
 *   CLI 3.259 falls back to "unknown, no replacement" when it is unimplemented; this says so
 *   itself rather than rely on the engine's guess.
 * - Diff: the detailed diff names each changed property and whether it replaces, so the CLI
 *   shows `~ name` and `+- table` as it does for any native provider.
 * - Read: the SDK's handler reads the request's properties unconditionally, and `pulumi import`
 *   sends none (an id alone), so every import failed with "Cannot read properties of undefined";
 *   it also prints a failure's stack to the engine. Here an import reads from the id, and a
 *   failure (a ProxyToken, which cannot be imported) is its message alone.
 */

/** What the five handlers call. */
export interface GapHandlers {
  checkConfig(urn: string, olds: Record<string, unknown>, news: Record<string, unknown>): Promise<ConfigCheck>;
  configure(urn: string | undefined, args: Record<string, unknown>): void;
  changedSettings(olds: Record<string, unknown>, news: Record<string, unknown>): string[];
  diff(id: string, urn: string, olds: Record<string, unknown>, news: Record<string, unknown>, oldInputs?: Record<string, unknown>): Promise<KitDiff>;
  read(id: string, urn: string, props: Record<string, unknown>): Promise<{ id?: string; props?: Record<string, unknown>; inputs?: Record<string, unknown> }>;
}

type Callback<T> = (error: Partial<grpcJs.StatusObject> | null | Error, value?: T) => void;
type Call<T> = { readonly request: T };

/**
 * Runs `serve` (which calls `provider.main`) with the SDK's ResourceProvider service extended by
 * `handlers`. Fails, rather than serving a provider without its configuration, if `main` no
 * longer registers that service the way this relies on.
 */
export async function withFilledGaps(handlers: GapHandlers, serve: () => Promise<void>): Promise<void> {
  const modules = sdkModules();
  const { grpc, providerRpc } = modules;
  const addService = grpc.Server.prototype.addService;
  let filled = false;
  grpc.Server.prototype.addService = function (this: grpcJs.Server, service, implementation) {
    if (service === providerRpc.ResourceProviderService) {
      filled = true;
      return addService.call(this, service, Object.assign(Object.create(implementation) as object, gapMethods(handlers, modules)));
    }
    return addService.call(this, service, implementation);
  };
  try {
    await serve();
  } finally {
    grpc.Server.prototype.addService = addService;
  }
  if (!filled) {
    throw new Error(
      "pulumi-resource-datafold: @pulumi/pulumi's provider.main did not register the ResourceProvider service through " +
        "@grpc/grpc-js's Server.addService, so the provider's configuration could not be read. This @pulumi/pulumi " +
        "is not one this plugin supports; install the @pulumi/pulumi version the plugin was released with.",
    );
  }
}

function gapMethods(handlers: GapHandlers, { grpc, providerProto: proto, struct }: SdkModules) {
  const toStruct = (bag: Record<string, unknown>) => struct.Struct.fromJavaScript(bag as Record<string, structProto.JavaScriptValue>);
  const failuresOf = (failures: readonly CheckFailure[]) =>
    failures.map((failure) => {
      const message = new proto.CheckFailure();
      message.setProperty(failure.property);
      message.setReason(failure.reason);
      return message;
    });
  const settle = <T>(callback: Callback<T>, work: () => Promise<T>) => {
    work().then(
      (value) => callback(null, value),
      (error: unknown) => callback({ code: grpc.status.UNKNOWN, details: error instanceof Error ? error.message : String(error) }),
    );
  };

  return {
    checkConfig(call: Call<providerProto.CheckRequest>, callback: Callback<providerProto.CheckResponse>) {
      settle(callback, async () => {
        const news = call.request.getNews()?.toJavaScript() ?? {};
        const result = await handlers.checkConfig(call.request.getUrn(), call.request.getOlds()?.toJavaScript() ?? {}, news);
        const response = new proto.CheckResponse();
        response.setInputs(toStruct(news));
        response.setFailuresList(failuresOf(result.failures));
        return response;
      });
    },

    diffConfig(call: Call<providerProto.DiffRequest>, callback: Callback<providerProto.DiffResponse>) {
      settle(callback, async () => {
        const olds = call.request.getOldInputs()?.toJavaScript() ?? call.request.getOlds()?.toJavaScript() ?? {};
        const news = call.request.getNews()?.toJavaScript() ?? {};
        const changed = handlers.changedSettings(olds, news);
        return diffResponse(proto, { changes: changed.length > 0, replaces: [], deleteBeforeReplace: false, diffs: changed }, olds, news);
      });
    },

    configure(call: Call<providerProto.ConfigureRequest>, callback: Callback<providerProto.ConfigureResponse>) {
      settle(callback, async () => {
        const args = call.request.getArgs()?.toJavaScript() ?? variablesAsArgs(call.request.getVariablesMap());
        handlers.configure(call.request.getUrn(), args);
        const response = new proto.ConfigureResponse();
        // Secrets come wrapped and go back wrapped (secret-values.ts). Resource references and
        // outputs are not taken: no input of ours holds one, so the engine sends plain values.
        response.setAcceptsecrets(true);
        response.setSupportspreview(false);
        response.setAcceptresources(false);
        response.setAcceptoutputs(false);
        return response;
      });
    },

    read(call: Call<providerProto.ReadRequest>, callback: Callback<providerProto.ReadResponse>) {
      settle(callback, async () => {
        const result = await handlers.read(call.request.getId(), call.request.getUrn(), call.request.getProperties()?.toJavaScript() ?? {});
        const response = new proto.ReadResponse();
        response.setId(result.id ?? "");
        response.setProperties(toStruct(result.props ?? {}));
        if (result.inputs !== undefined) response.setInputs(toStruct(result.inputs));
        return response;
      });
    },

    diff(call: Call<providerProto.DiffRequest>, callback: Callback<providerProto.DiffResponse>) {
      settle(callback, async () => {
        const olds = call.request.getOlds()?.toJavaScript() ?? {};
        const news = call.request.getNews()?.toJavaScript() ?? {};
        // The last deployment's inputs: after an import, what GET could not show is what they hold (src/kit/import.ts).
        const oldInputs = call.request.getOldInputs()?.toJavaScript();
        const plan = await handlers.diff(call.request.getId(), call.request.getUrn(), olds, news, oldInputs);
        return diffResponse(proto, plan, olds, news);
      });
    },
  };
}

/** An engine that sends no arguments (older ones) sends the config by full key: `datafold:apiKey`. */
function variablesAsArgs(variables: { forEach(fn: (value: string, key: string) => void): void }): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  variables.forEach((value, key) => {
    args[key.slice(key.indexOf(":") + 1)] = value;
  });
  return args;
}

/** A DiffResponse with its detailed diff: each changed property added, deleted or updated, and whether it replaces. */
function diffResponse(proto: typeof providerProto, plan: KitDiff, olds: Record<string, unknown>, news: Record<string, unknown>): providerProto.DiffResponse {
  const response = new proto.DiffResponse();
  response.setChanges(plan.changes ? proto.DiffResponse.DiffChanges.DIFF_SOME : proto.DiffResponse.DiffChanges.DIFF_NONE);
  response.setReplacesList(plan.replaces);
  response.setDeletebeforereplace(plan.deleteBeforeReplace);
  response.setDiffsList(plan.diffs);
  const { Kind } = proto.PropertyDiff;
  const detailed = response.getDetaileddiffMap();
  const present = (bag: Record<string, unknown>, key: string) => bag[key] !== undefined && bag[key] !== null;
  for (const key of new Set([...plan.diffs, ...plan.replaces])) {
    const replaces = plan.replaces.includes(key);
    const diff = new proto.PropertyDiff();
    if (plan.diffs.includes(key)) {
      // An input: added, deleted or updated. Compared, as the kit compares it, with the state (which
      // holds the inputs, and for an observed input the service's value): a refresh then shows the
      // value found in the app, where a comparison with the old inputs would show the program's twice.
      const [add, remove, update] = replaces ? [Kind.ADD_REPLACE, Kind.DELETE_REPLACE, Kind.UPDATE_REPLACE] : [Kind.ADD, Kind.DELETE, Kind.UPDATE];
      diff.setKind(!present(olds, key) ? add : !present(news, key) ? remove : update);
      diff.setInputdiff(false);
    } else {
      // A reason that is no input change (a token revoked out of band: its `status` in state).
      diff.setKind(Kind.UPDATE_REPLACE);
      diff.setInputdiff(false);
    }
    detailed.set(key, diff);
  }
  response.setHasdetaileddiff(true);
  return response;
}
