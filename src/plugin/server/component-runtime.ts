import type * as pulumi from "@pulumi/pulumi";
import type * as errorsProto from "@pulumi/pulumi/proto/errors_pb";
import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type * as structProto from "google-protobuf/google/protobuf/struct_pb";

/**
 * The parts of the SDK's runtime a component needs (construct-rpc.ts). Most are its public
 * `runtime` namespace; these few are the functions its own provider server calls that its
 * declarations do not list, typed here as the SDK 3.248 defines them.
 */
export interface ComponentRuntime {
  readonly pulumi: typeof pulumi & {
    parseResourceReference(reference: string): [string, string];
  };
  readonly settings: { awaitFeatureSupport(): Promise<void>; waitForRPCs(): Promise<void> };
  readonly state: { withLocalStorage<T>(callback: () => Promise<T>): Promise<T> };
  readonly resource: { hookBindingFromProto(binding: providerProto.ConstructRequest["getResourceHooks"] extends () => infer B ? B : never): pulumi.ResourceHookBinding | undefined };
  readonly server: {
    /** The inputs with their dependencies: a secret or an input that depends on resources becomes an output. */
    deserializeInputs(inputs: structProto.Struct | undefined, dependencies: ReturnType<providerProto.ConstructRequest["getInputdependenciesMap"]>): Promise<pulumi.Inputs>;
  };
  readonly errorsProto: typeof errorsProto;
}

let loading: Promise<ComponentRuntime> | undefined;

/**
 * Loaded on the first construct: the SDK's runtime is most of the plugin's start-up time, and a
 * plugin that only checks, creates and reads never needs it. Loaded once: its settings and
 * config are module state, reset by each construct.
 */
export function loadComponentRuntime(): Promise<ComponentRuntime> {
  // `require` in a function, not `import()`: this is CommonJS, the SDK's deep paths have no
  // ESM entry, and the bundler (scripts/plugin-executable) includes what a literal require names.
  /* eslint-disable @typescript-eslint/no-require-imports */
  loading ??= Promise.resolve().then(() => ({
    pulumi: require("@pulumi/pulumi") as ComponentRuntime["pulumi"],
    settings: require("@pulumi/pulumi/runtime/settings") as ComponentRuntime["settings"],
    state: require("@pulumi/pulumi/runtime/state") as ComponentRuntime["state"],
    resource: require("@pulumi/pulumi/runtime/resource") as ComponentRuntime["resource"],
    server: require("@pulumi/pulumi/provider/server") as ComponentRuntime["server"],
    errorsProto: require("@pulumi/pulumi/proto/errors_pb") as typeof errorsProto,
  }));
  /* eslint-enable @typescript-eslint/no-require-imports */
  return loading;
}
