/**
 * The ResourceMonitor gRPC service the program's SDK talks to (`--monitor`), built on the SDK's
 * own generated service definition. It turns requests into plain `Registration`s for the
 * deployment and answers what the SDK asks about features. What the runner does not do fails
 * with a message that says so, instead of an UNIMPLEMENTED the SDK would reword.
 */
import * as grpc from "@grpc/grpc-js";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import { ResourceMonitorService, type IResourceMonitorServer } from "@pulumi/pulumi/proto/resource_grpc_pb";
import * as resproto from "@pulumi/pulumi/proto/resource_pb";
import type { PropertyMap } from "./property-values";

/** One `RegisterResource` call, reduced to what the runner acts on. */
export interface Registration {
  readonly type: string;
  readonly name: string;
  readonly parent: string;
  readonly custom: boolean;
  /** A component implemented by a provider plugin (multi-language component). */
  readonly remote: boolean;
  /** An explicit provider reference (`urn::id`); empty for the default provider. */
  readonly provider: string;
  readonly importId: string;
  /** Inputs in wire shape: secrets wrapped, unknowns as the sentinel during previews. */
  readonly inputs: PropertyMap;
  /** Explicit and property dependencies, by URN. */
  readonly dependencies: readonly string[];
  /** Only set when the program set the option, so that it can override the provider. */
  readonly deleteBeforeReplace?: boolean;
  readonly ignoreChanges: readonly string[];
  readonly replaceOnChanges: readonly string[];
  readonly protect?: boolean;
  readonly retainOnDelete?: boolean;
  readonly additionalSecretOutputs: readonly string[];
  /** Whether the answer may carry wrapped secrets. */
  readonly acceptSecrets: boolean;
  readonly aliasCount: number;
}

export interface RegistrationResult {
  readonly urn: string;
  readonly id: string;
  /** Outputs in wire shape; unwrapped here when the request does not accept secrets. */
  readonly outputs: PropertyMap;
  /** Answered as Result.FAIL: the SDK then keeps this resource's unknown outputs unknown. */
  readonly failed: boolean;
}

/** What the monitor delegates to: the deployment of the current command. */
export interface MonitorHandler {
  registerResource(registration: Registration): Promise<RegistrationResult>;
  registerResourceOutputs(urn: string, outputs: PropertyMap): void;
}

/** Features the runner implements; the SDK asks before using each. Secrets only. */
const SUPPORTED_FEATURES = new Set(["secrets"]);

type Callback<T> = grpc.sendUnaryData<T>;

function fail<T>(callback: Callback<T>, message: string, code = grpc.status.FAILED_PRECONDITION): void {
  callback({ code, details: message, message }, null);
}

function unsupported<T>(what: string) {
  return (_call: unknown, callback: Callback<T>): void => fail(callback, `the offline runner does not support ${what}`);
}

export function toRegistration(request: resproto.RegisterResourceRequest): Registration {
  const dependencies = new Set(request.getDependenciesList());
  for (const [, deps] of request.getPropertydependenciesMap().entries()) {
    for (const urn of deps.getUrnsList()) dependencies.add(urn);
  }
  return {
    type: request.getType(),
    name: request.getName(),
    parent: request.getParent(),
    custom: request.getCustom(),
    remote: request.getRemote(),
    provider: request.getProvider(),
    importId: request.getImportid(),
    inputs: (request.getObject()?.toJavaScript() ?? {}) as PropertyMap,
    dependencies: [...dependencies],
    ...(request.getDeletebeforereplacedefined() ? { deleteBeforeReplace: request.getDeletebeforereplace() } : {}),
    ignoreChanges: request.getIgnorechangesList(),
    replaceOnChanges: request.getReplaceonchangesList(),
    ...(request.hasProtect() ? { protect: request.getProtect() } : {}),
    ...(request.hasRetainondelete() ? { retainOnDelete: request.getRetainondelete() } : {}),
    additionalSecretOutputs: request.getAdditionalsecretoutputsList(),
    acceptSecrets: request.getAcceptsecrets(),
    aliasCount: request.getAliasesList().length + request.getAliasurnsList().length,
  };
}

export function monitorServiceImplementation(handler: MonitorHandler): IResourceMonitorServer {
  return {
    supportsFeature(call, callback) {
      const response = new resproto.SupportsFeatureResponse();
      response.setHassupport(SUPPORTED_FEATURES.has(call.request.getId()));
      callback(null, response);
    },
    registerResource(call, callback) {
      handler.registerResource(toRegistration(call.request)).then(
        (result) => {
          const response = new resproto.RegisterResourceResponse();
          response.setUrn(result.urn);
          response.setId(result.id);
          response.setObject(Struct.fromJavaScript(result.outputs as never));
          response.setResult(result.failed ? resproto.Result.FAIL : resproto.Result.SUCCESS);
          callback(null, response);
        },
        // Only an internal error of the runner lands here; resource failures answer FAIL.
        (error: Error) => fail(callback, error.message, grpc.status.INTERNAL),
      );
    },
    registerResourceOutputs(call, callback) {
      try {
        handler.registerResourceOutputs(call.request.getUrn(), (call.request.getOutputs()?.toJavaScript() ?? {}) as PropertyMap);
        callback(null, new Empty());
      } catch (error) {
        fail(callback, (error as Error).message, grpc.status.INTERNAL);
      }
    },
    invoke(call, callback) {
      fail(callback, `the offline runner does not support invoke ${call.request.getTok()}`);
    },
    call(call, callback) {
      fail(callback, `the offline runner does not support calling methods of remote components (${call.request.getTok()})`);
    },
    readResource(call, callback) {
      const request = call.request;
      fail(
        callback,
        `the offline runner does not support reading existing resources: ${request.getType()}.get("${request.getName()}", "${request.getId()}")`,
      );
    },
    registerPackage(call, callback) {
      // Parameterized packages need their provider plugin, which resources then fail on clearly;
      // answering a reference keeps the SDK going until that point.
      const response = new resproto.RegisterPackageResponse();
      response.setRef(`offline-runner:${call.request.getName()}`);
      callback(null, response);
    },
    signalAndWaitForShutdown(_call, callback) {
      // The SDK calls this when the program is done; deletes run after the program has exited.
      callback(null, new Empty());
    },
    getDeploymentInfo: unsupported("getDeploymentInfo"),
    registerStackTransform: unsupported("stack transforms"),
    registerStackInvokeTransform: unsupported("invoke transforms"),
    registerResourceHook: unsupported("resource hooks"),
    registerErrorHook: unsupported("error hooks"),
  };
}

export { ResourceMonitorService };
