/**
 * The provider calls the engine makes for one dynamic resource, with the engine's handling of
 * secrets around them: the host gets plain values (it does not accept secrets), and what comes
 * back is re-marked secret from the inputs and `additionalSecretOutputs`.
 */
import {
  annotateSecrets,
  changedKeys,
  formatValue,
  markSecretOutputs,
  sameValue,
  unwrapMap,
  type PropertyMap,
} from "./property-values";
import type { DiffResult } from "../provider-host-driver/provider-host";
import type { ProviderSession } from "./provider-session";
import type { ResourceState } from "./state-file";

/** The property holding the serialized provider; not a user input. */
export const PROVIDER_KEY = "__provider";

export interface CheckOutcome {
  /** Checked inputs, secrets re-applied from the program's inputs. */
  readonly inputs: PropertyMap;
  /** The engine's wording for each failure; empty when the inputs are valid. */
  readonly failures: readonly string[];
}

export class ResourceSteps {
  constructor(private readonly provider: ProviderSession) {}

  async check(urn: string, type: string, name: string, olds: PropertyMap, news: PropertyMap): Promise<CheckOutcome> {
    const host = await this.provider.host();
    const result = await host.check(urn, unwrapMap(olds), unwrapMap(news));
    const inputs = annotateSecrets(result.inputs, news);
    const failures = result.failures.map((failure) =>
      failure.property
        ? `${type} resource '${name}'s property '${failure.property}' value ${formatValue(news[failure.property])} has a problem: ${failure.reason}`
        : `${type} resource '${name}' has a problem: ${failure.reason}`,
    );
    return { inputs, failures };
  }

  /**
   * Diff(olds = previous outputs, news = checked inputs). A provider without `diff` answers
   * "unknown": the engine then compares old and new inputs itself, and so do we, so the
   * answer here is never "unknown".
   */
  async diff(old: ResourceState, news: PropertyMap, replaceOnChanges: readonly string[]): Promise<DiffResult> {
    const host = await this.provider.host();
    const result = await host.diff(old.urn, old.id ?? "", unwrapMap(old.outputs), unwrapMap(news), unwrapMap(old.inputs));
    const changed = result.changes === "some" || (result.changes === "unknown" && !sameValue(unwrapMap(old.inputs), unwrapMap(news)));
    const replaces = new Set(changed ? result.replaces : []);
    if (changed && replaceOnChanges.length > 0) {
      // The dynamic host reports no per-property diff, so compare the inputs, top level only.
      const roots = replaceOnChanges.map((path) => path.split(/[.[]/)[0]);
      for (const key of changedKeys(unwrapMap(old.inputs), unwrapMap(news))) {
        if (key !== PROVIDER_KEY && (roots.includes("*") || roots.includes(key))) replaces.add(key);
      }
    }
    return { changes: changed ? "some" : "none", replaces: [...replaces], deleteBeforeReplace: result.deleteBeforeReplace };
  }

  async create(urn: string, inputs: PropertyMap, additionalSecretOutputs: readonly string[]): Promise<{ id: string; outputs: PropertyMap }> {
    const host = await this.provider.host();
    const result = await host.create(urn, unwrapMap(inputs));
    if (!result.id) throw new Error("the provider's create returned no id");
    return { id: result.id, outputs: markSecretOutputs(result.properties, inputs, additionalSecretOutputs) };
  }

  async update(old: ResourceState, news: PropertyMap, additionalSecretOutputs: readonly string[]): Promise<PropertyMap> {
    const host = await this.provider.host();
    const outputs = await host.update(old.urn, old.id ?? "", unwrapMap(old.outputs), unwrapMap(news), unwrapMap(old.inputs));
    return markSecretOutputs(outputs, news, additionalSecretOutputs);
  }

  /** Deletes through the provider; components, the stack and retained resources only leave the state. */
  async delete(resource: ResourceState): Promise<void> {
    if (!resource.custom || resource.retainOnDelete) return;
    const host = await this.provider.host();
    await host.delete(resource.urn, resource.id ?? "", unwrapMap(resource.outputs), unwrapMap(resource.inputs));
  }

  /**
   * Read(props = outputs, inputs = inputs); undefined when the provider found the object gone.
   * Secretness carries over: an output stays secret if it was, or if its input is.
   */
  async read(resource: ResourceState): Promise<{ id: string; outputs: PropertyMap; inputs: PropertyMap } | undefined> {
    const host = await this.provider.host();
    const result = await host.read(resource.urn, resource.id ?? "", unwrapMap(resource.outputs), unwrapMap(resource.inputs));
    if (!result.id) return undefined;
    const inputs = result.inputs ? annotateSecrets(result.inputs, resource.inputs) : resource.inputs;
    const outputs = annotateSecrets(
      markSecretOutputs(result.properties, inputs, resource.additionalSecretOutputs ?? []),
      resource.outputs,
    );
    return { id: result.id, outputs, inputs };
  }
}
