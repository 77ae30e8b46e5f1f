import type * as grpcJs from "@grpc/grpc-js";
import type * as pulumi from "@pulumi/pulumi";
import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type * as structProto from "google-protobuf/google/protobuf/struct_pb";
import type { SdkModules } from "../../provider/shared/sdk-modules";
import type { EngineConnection } from "./engine-connection";
import type { PluginProvider } from "./plugin-provider-interface";
import { rpcErrorOf } from "./rpc-errors";
import { loadComponentRuntime, type ComponentRuntime } from "./component-runtime";

/*
 * Construct: a component (`datafold:index:MonitorsFromYaml`) made by the plugin, its children
 * registered with the engine's resource monitor as a program's are. The component's code is a
 * Pulumi program running inside the plugin, so the SDK's runtime must be set up for each call as
 * `@pulumi/pulumi/provider/server.js` does: the settings reset with the monitor's and the
 * engine's addresses, the project, stack, organization and preview flag; the stack's config; the
 * inputs deserialized with their dependencies (secrets and unknowns as outputs); the resource
 * options rebuilt; the state serialized with its dependencies; and the answer held until every
 * registration the component started has reached the engine. The runtime is loaded on the first
 * construct only (component-runtime.ts): a plugin that serves only custom resources never pays
 * for it.
 */
export function constructRpc(plugin: PluginProvider, engine: EngineConnection, modules: SdkModules): grpcJs.handleUnaryCall<providerProto.ConstructRequest, providerProto.ConstructResponse> {
  const inFlight = new Set<(error: unknown) => void>();
  let watching = false;
  // A child's registration that fails outside the component's own promise chain surfaces as an
  // unhandled rejection: the constructs in flight fail with it rather than hang the engine. With
  // none in flight, the plugin ends as Node would have ended it, saying why on stderr (the CLI
  // shows it), rather than carry on with the error swallowed.
  const failInFlight = (error: unknown) => {
    if (inFlight.size === 0) {
      process.stderr.write(`pulumi-resource-datafold: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    }
    inFlight.forEach((fail) => fail(error));
  };

  return (call, callback) => {
    let answered = false;
    const answer: grpcJs.sendUnaryData<providerProto.ConstructResponse> = (error, value) => {
      if (answered || call.cancelled) return;
      answered = true;
      callback(error, value);
    };
    const fail = (error: unknown) => answer(rpcErrorOf(error, modules));
    if (plugin.construct === undefined) return fail(new Error(`The datafold provider has no component "${call.request.getType()}".`));
    const construct = plugin.construct.bind(plugin);
    void loadComponentRuntime().then(
      (runtime) => {
        if (!watching) {
          watching = true;
          process.on("unhandledRejection", failInFlight);
          process.on("uncaughtException", failInFlight);
        }
        return runtime.state.withLocalStorage(async () => {
          inFlight.add(fail);
          try {
            answer(null, await constructed(runtime, construct, call.request, engine, modules));
          } catch (error) {
            answer(invalidPropertiesError(runtime, error, modules) ?? rpcErrorOf(error, modules));
          } finally {
            inFlight.delete(fail);
          }
        });
      },
      (error: unknown) => fail(error),
    );
  };
}

async function constructed(
  runtime: ComponentRuntime,
  construct: NonNullable<PluginProvider["construct"]>,
  request: providerProto.ConstructRequest,
  engine: EngineConnection,
  modules: SdkModules,
): Promise<providerProto.ConstructResponse> {
  const { pulumi: sdk, settings, server } = runtime;
  if (engine.address === undefined) throw new Error("The datafold plugin was started without the engine's address, which a component needs: run it through the Pulumi CLI.");
  sdk.runtime.resetOptions(request.getProject(), request.getStack(), request.getParallel(), engine.address, request.getMonitorendpoint(), request.getDryrun(), request.getOrganization());
  // resetOptions keeps the features the previous monitor supported: ask this one.
  await settings.awaitFeatureSupport();
  const config: Record<string, string> = {};
  request.getConfigMap().forEach((value, key) => (config[key] = value));
  sdk.runtime.setAllConfig(config, request.getConfigsecretkeysList());

  const type = request.getType();
  const name = request.getName();
  const inputs = await server.deserializeInputs(request.getInputs(), request.getInputdependenciesMap());
  const result = await construct(name, type, inputs, resourceOptions(runtime, request));

  const response = new modules.providerProto.ConstructResponse();
  response.setUrn(await outputValue(sdk.output(result.urn)));
  const [state, stateDependencies] = await sdk.runtime.serializeResourceProperties(`construct(${type}, ${name})`, result.state);
  const dependencies = response.getStatedependenciesMap();
  for (const [key, resources] of stateDependencies) {
    const urns = new modules.providerProto.ConstructResponse.PropertyDependencies();
    urns.setUrnsList(await Promise.all([...resources].map((resource) => outputValue(resource.urn))));
    dependencies.set(key, urns);
  }
  response.setState(modules.struct.Struct.fromJavaScript(state as Record<string, structProto.JavaScriptValue>));
  // The children's registrations are RPCs of their own: answer once all have reached the engine.
  await settings.waitForRPCs();
  return response;
}

/** The component's resource options, rebuilt from the request as the program gave them. */
function resourceOptions({ pulumi: sdk, resource }: ComponentRuntime, request: providerProto.ConstructRequest): pulumi.ComponentResourceOptions {
  const providers: Record<string, pulumi.ProviderResource> = {};
  request.getProvidersMap().forEach((reference, pkg) => (providers[pkg] = providerResource(sdk, reference)));
  const options: pulumi.ComponentResourceOptions & Record<string, unknown> = {
    aliases: request.getAliasesList().map((alias) => aliasOf(sdk, alias)),
    dependsOn: request.getDependenciesList().map((urn) => new sdk.DependencyResource(urn)),
    protect: request.getProtect(),
    providers,
    parent: request.getParent() ? new sdk.DependencyResource(request.getParent()) : undefined,
    ignoreChanges: request.getIgnorechangesList(),
    replaceOnChanges: request.getReplaceonchangesList(),
    customTimeouts: request.getCustomtimeouts()?.toObject(),
    retainOnDelete: request.getRetainondelete(),
    hooks: resource.hookBindingFromProto(request.getResourceHooks()),
  };
  if (request.getDeletedwith() !== "") options.deletedWith = providerResource(sdk, request.getDeletedwith());
  return options;
}

/** An output's value, known or not (the SDK's own `promise()`, which its declarations keep internal). */
function outputValue<T>(output: pulumi.Output<T>): Promise<T> {
  return (output as unknown as { promise(): Promise<T> }).promise();
}

function aliasOf(sdk: ComponentRuntime["pulumi"], alias: ReturnType<providerProto.ConstructRequest["getAliasesList"]>[number]): string | pulumi.Alias {
  if (alias.hasUrn()) return alias.getUrn();
  const spec = alias.getSpec()!;
  const out: pulumi.Alias = {};
  if (spec.getName() !== "") out.name = spec.getName();
  if (spec.getProject() !== "") out.project = spec.getProject();
  if (spec.getStack() !== "") out.stack = spec.getStack();
  if (spec.hasParenturn()) out.parent = spec.getParenturn();
  else if (spec.hasNoparent() && spec.getNoparent()) out.parent = sdk.rootStackResource;
  return out;
}

/** A provider reference (`urn::id`) as a provider resource: the registered package's class when it has one. */
function providerResource(sdk: ComponentRuntime["pulumi"], reference: string): pulumi.ProviderResource {
  const [urn] = sdk.parseResourceReference(reference);
  const type = urn.split("::")[2]!.split("$").pop()!;
  const name = urn.split("::")[3]!;
  const pkg = sdk.runtime.getResourcePackage(type.split(":")[2] ?? "", "");
  return pkg?.constructProvider?.(name, type, urn) ?? new sdk.DependencyProviderResource(reference);
}

/** A component's error about its inputs, as the engine shows one: each property and its reason. */
function invalidPropertiesError({ pulumi: sdk, errorsProto }: ComponentRuntime, error: unknown, modules: SdkModules): Partial<grpcJs.StatusObject> | undefined {
  const errors = sdk.InputPropertiesError.isInstance(error)
    ? { message: error.message, list: error.errors }
    : sdk.InputPropertyError.isInstance(error)
      ? { message: "", list: [{ propertyPath: error.propertyPath, reason: error.reason }] }
      : undefined;
  if (errors === undefined) return undefined;
  const { grpc, statusProto, anyProto } = modules;
  const details = new errorsProto.InputPropertiesError();
  for (const { propertyPath, reason } of errors.list) {
    const item = new errorsProto.InputPropertiesError.PropertyError();
    item.setPropertyPath(propertyPath);
    item.setReason(reason);
    details.addErrors(item);
  }
  const packed = new anyProto.Any();
  packed.pack(details.serializeBinary(), "pulumirpc.InputPropertiesError");
  const status = new statusProto.Status();
  status.setCode(grpc.status.INVALID_ARGUMENT);
  status.setMessage(errors.message);
  status.addDetails(packed);
  const metadata = new grpc.Metadata();
  metadata.add("grpc-status-details-bin", Buffer.from(status.serializeBinary()));
  return { code: grpc.status.INVALID_ARGUMENT, details: errors.message, metadata };
}
