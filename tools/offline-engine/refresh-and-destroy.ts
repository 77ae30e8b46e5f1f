/**
 * The two commands that work from the state alone, without running the program:
 * `refresh` (Read every dynamic resource; drop the vanished ones) and `destroy` (delete
 * everything, dependents first).
 */
import type { ConsoleOutput } from "./console-output";
import { deleteResources } from "./delete-steps";
import { changedKeys, formatValue, type PropertyMap } from "./property-values";
import { PROVIDER_KEY, type ResourceSteps } from "./resource-steps";
import type { RunRecord } from "./run-record";
import type { ResourceState, StateFile } from "./state-file";

export interface StateCommandContext {
  readonly state: StateFile;
  readonly steps: ResourceSteps;
  readonly record: RunRecord;
  readonly output: ConsoleOutput;
  /** Stops before the next resource once aborted (Ctrl-C). */
  readonly signal?: AbortSignal;
}

/**
 * Read(id, props = outputs, inputs = inputs) for each dynamic resource in state order. An empty
 * id means the object is gone: it leaves the state (the next `up` creates it again). Otherwise
 * the outputs (and inputs, when the provider returns them) are replaced and the state saved.
 * Whether the resource counts as changed is the provider's Diff of the refreshed outputs
 * against the inputs, as the real engine decides it: an output the provider's diff ignores
 * is written to state but reported as no change (seen with the Pulumi CLI 3.259, where a
 * refresh that moved only such an output left `--expect-no-changes` passing).
 */
export async function refreshStack({ state, steps, record, output, signal }: StateCommandContext): Promise<void> {
  let resources = [...state.resources];
  for (const resource of state.resources) {
    if (signal?.aborted) {
      record.error(`cancelled before refreshing ${resource.type} resource '${resource.name}' and what follows`);
      return;
    }
    if (!resource.custom) {
      record.performed("same", resource);
      record.show(resource, "same");
      continue;
    }
    let read: Awaited<ReturnType<ResourceSteps["read"]>>;
    try {
      read = await steps.read(resource);
    } catch (error) {
      record.fail(resource, "refresh", `${resource.type} resource '${resource.name}': refreshing failed: ${(error as Error).message}`);
      continue;
    }
    if (!read) {
      resources = resources.filter((r) => r !== resource);
      state.save(resources);
      record.performed("delete", resource);
      record.show(resource, "delete", ["the provider no longer finds it: removed from the state"]);
      continue;
    }
    output.addSecrets(read.outputs);
    const refreshed: ResourceState = { ...resource, id: read.id, inputs: read.inputs, outputs: read.outputs };
    resources = resources.map((r) => (r === resource ? refreshed : r));
    state.save(resources);
    const drifted = (await steps.diff(refreshed, read.inputs, [])).changes !== "none";
    const changes = drifted ? describeChanges(resource.outputs, read.outputs) : [];
    record.performed(drifted ? "refresh" : "same", resource);
    record.show(resource, drifted ? "refresh" : "same", changes);
  }
}

/** One line per output that differs: `~ key: old => new`, `+ key: new`, `- key: old`. */
export function describeChanges(olds: PropertyMap, news: PropertyMap): string[] {
  return changedKeys(olds, news)
    .filter((key) => key !== PROVIDER_KEY)
    .map((key) => {
      if (!(key in olds)) return `+ ${key}: ${formatValue(news[key])}`;
      if (!(key in news)) return `- ${key}: ${formatValue(olds[key])}`;
      return `~ ${key}: ${formatValue(olds[key])} => ${formatValue(news[key])}`;
    });
}

/** Deletes every resource in the state, dependents first; the state is saved after each. */
export async function destroyStack({ state, steps, record, signal }: StateCommandContext): Promise<void> {
  let remaining = [...state.resources];
  await deleteResources(state.resources, "delete", {
    steps,
    record,
    dryRun: false,
    ...(signal ? { signal } : {}),
    onDeleted: (resource) => {
      remaining = remaining.filter((r) => r !== resource);
      state.save(remaining);
    },
  });
}
