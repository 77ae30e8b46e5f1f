/**
 * The components the plugin serves through `construct`, for Python, Go and YAML programs: the
 * SDKs register them as remote components, and the engine asks the plugin to build them. The
 * plugin then runs as a Pulumi program of its own (the SDK's provider server connects it to
 * the engine): the component and its children are registered from here.
 *
 * MonitorsFromYaml reads its files as the TypeScript class does (src/monitors-yaml/
 * register-monitors.ts); its children are the plugin's own monitor resources
 * (`datafold:index:MetricMonitor`, ...), which the engine then creates through this same
 * plugin, as if the program had declared them.
 */
import * as pulumi from "@pulumi/pulumi";
import type * as provider from "@pulumi/pulumi/provider";
import { describeValue } from "../core/describe-value";
import { InvalidArgumentError } from "../core/errors";
import { PACKAGE_VERSION } from "../core/version";
import { printedAsMessage } from "../functions/printed-as-message";
import { MONITORS_FROM_YAML, type RemovalStrategy } from "../monitors-yaml/component-spec";
import { registerYamlMonitors, type YamlMonitorChild, type YamlMonitorsArgs } from "../monitors-yaml/register-monitors";
import { MONITOR_RESOURCES } from "../monitors-yaml/to-inputs";
import type { MonitorKindName } from "../monitors-yaml/yaml-shapes";
import { PLUGIN_DOWNLOAD_URL, typeToken } from "../registry";

const MONITORS_FROM_YAML_TYPE = typeToken(MONITORS_FROM_YAML);

/** A child monitor: the plugin's own resource of the monitor's kind. */
class PluginMonitor extends pulumi.CustomResource implements YamlMonitorChild {
  declare readonly monitorId: pulumi.Output<number>;

  constructor(kind: MonitorKindName, name: string, inputs: Record<string, unknown>, opts: pulumi.CustomResourceOptions) {
    // `monitorId` listed as an output (undefined is not sent), so that the SDK fills it in. The
    // version and download URL are the ones the SDKs send, so that the engine gives the child
    // the program's default provider rather than a second one.
    super(typeToken(MONITOR_RESOURCES[kind]), name, { ...inputs, monitorId: undefined }, { ...opts, version: PACKAGE_VERSION, pluginDownloadURL: PLUGIN_DOWNLOAD_URL });
  }
}

/** MonitorsFromYaml as the plugin builds it; its state is its outputs. */
class PluginMonitorsFromYaml extends pulumi.ComponentResource {
  readonly monitors: pulumi.Output<Record<string, number>>;

  constructor(name: string, args: YamlMonitorsArgs, opts: pulumi.ComponentResourceOptions, logged: Promise<void>[]) {
    super(MONITORS_FROM_YAML_TYPE, name, {}, opts);
    this.monitors = registerYamlMonitors(this, name, args, (kind, childName, inputs, childOpts) => new PluginMonitor(kind, childName, inputs, childOpts), logged).monitors;
    this.registerOutputs({ monitors: this.monitors });
  }
}

/**
 * An argument the reading needs when the program runs, as a plain value: the SDKs may send it
 * as an output (of a config value, say). One not known yet (another resource's output, in a
 * preview) cannot name files to read.
 */
async function knownValue(name: string, field: string, value: unknown): Promise<unknown> {
  if (value === undefined) return undefined;
  // An output's value, unknown ones included: `promise` is the SDK's own way in (its provider
  // server reads outputs so), where `apply` would never call back for an unknown value.
  const plain = pulumi.Output.isInstance(value) ? await (value as unknown as { promise(withUnknowns: boolean): Promise<unknown> }).promise(true) : value;
  if (plain === undefined || pulumi.containsUnknowns(plain) || pulumi.Output.isInstance(plain)) {
    throw new InvalidArgumentError(field, `MonitorsFromYaml "${name}": ${field} must be known when the program runs (a plain value or stack config), not another resource's output: the files are read before any resource is created.`);
  }
  return plain;
}

/** The component's arguments as the engine sends them, checked as far as the SDKs' types would have: each failure names its field. */
async function monitorsFromYamlArgs(name: string, inputs: pulumi.Inputs): Promise<YamlMonitorsArgs> {
  const optional = async <T>(field: string, isValid: (value: unknown) => value is T, what: string): Promise<T | undefined> => {
    const value = await knownValue(name, field, inputs[field]);
    if (value === undefined || value === null) return undefined;
    if (!isValid(value)) throw new InvalidArgumentError(field, `MonitorsFromYaml "${name}": ${field} must be ${what}; got ${describeValue(value)}.`);
    return value;
  };
  const isString = (value: unknown): value is string => typeof value === "string";
  const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
  const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
  // files: readMonitors says what it must be, for every route alike.
  const files = (await knownValue(name, "files", inputs.files)) as readonly string[];
  return {
    files,
    baseDir: await optional("baseDir", isString, "a directory path"),
    ignoreNonMonitorsFiles: await optional("ignoreNonMonitorsFiles", isBoolean, "true or false"),
    // The owner may stay an output (a secret, another resource's): it goes to each monitor as it is.
    owner: inputs.owner as pulumi.Input<string> | undefined,
    onRemoved: (await optional("onRemoved", isString, '"delete" or "pause"')) as RemovalStrategy | undefined,
    tags: await optional("tags", isStrings, "a list of strings"),
  };
}

/** `construct` for `provider.main` (and whichever gRPC server serves the plugin): the components by type token. */
export const pluginComponents = {
  async construct(name: string, type: string, inputs: pulumi.Inputs, options: pulumi.ComponentResourceOptions): Promise<provider.ConstructResult> {
    if (type !== MONITORS_FROM_YAML_TYPE) {
      throw new Error(`The datafold provider has no component "${type}". Its components are: ${MONITORS_FROM_YAML_TYPE}. Check the SDK and the plugin are the same version.`);
    }
    const logged: Promise<void>[] = [];
    try {
      const component = new PluginMonitorsFromYaml(name, await monitorsFromYamlArgs(name, inputs), options, logged);
      return { urn: component.urn, state: { monitors: component.monitors } };
    } catch (error) {
      // The engine stops the deployment as soon as construct fails: the warnings (keys the schema
      // does not have, skipped files) must reach it first, as they do in a TypeScript program.
      await Promise.allSettled(logged);
      throw printedAsMessage(error);
    }
  },
};
