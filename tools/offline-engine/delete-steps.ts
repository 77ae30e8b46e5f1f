/**
 * Deleting several resources, as `up` does for what the program no longer declares and for
 * replaced resources, and as `destroy` does for everything: dependents before what they depend
 * on (children before parents), and nothing that a resource which could not be deleted still
 * depends on.
 */
import type { ResourceSteps } from "./resource-steps";
import type { OperationKind, RunRecord } from "./run-record";
import type { ResourceState } from "./state-file";

/**
 * Orders resources so that each comes before everything it depends on or is parented by.
 * Among independent resources, later registrations go first (Pulumi's reverse order).
 */
export function deletionOrder(resources: readonly ResourceState[]): ResourceState[] {
  const ordered: ResourceState[] = [];
  const visited = new Set<ResourceState>();
  const dependents = (resource: ResourceState) =>
    resources.filter((other) => other !== resource && (other.dependencies.includes(resource.urn) || other.parent === resource.urn));
  const visit = (resource: ResourceState): void => {
    if (visited.has(resource)) return;
    visited.add(resource);
    for (const dependent of [...dependents(resource)].reverse()) visit(dependent);
    ordered.push(resource);
  };
  for (const resource of [...resources].reverse()) visit(resource);
  return ordered;
}

export interface DeleteContext {
  readonly steps: ResourceSteps;
  readonly record: RunRecord;
  /** A preview only lists the deletes. */
  readonly dryRun: boolean;
  /** Called after each delete, to save the state. */
  readonly onDeleted: (resource: ResourceState) => void;
  /** Stops before the next delete once aborted (Ctrl-C). */
  readonly signal?: AbortSignal;
}

export async function deleteResources(
  resources: readonly ResourceState[],
  op: Extract<OperationKind, "delete" | "delete-replaced">,
  context: DeleteContext,
): Promise<void> {
  const { steps, record, dryRun } = context;
  // URNs that must stay because something depending on them could not be deleted.
  const kept = new Set<string>();
  const keepDependencies = (resource: ResourceState) => {
    for (const urn of resource.dependencies) kept.add(urn);
    if (resource.parent) kept.add(resource.parent);
  };
  const rowKind = op === "delete" ? "delete" : "replace";
  for (const resource of deletionOrder(resources)) {
    if (context.signal?.aborted) {
      record.error(`cancelled before deleting ${resource.type} resource '${resource.name}' and what follows`);
      return;
    }
    if (kept.has(resource.urn)) {
      record.fail(resource, rowKind, `${resource.type} resource '${resource.name}' was not deleted: a resource that depends on it could not be deleted`);
      keepDependencies(resource);
      continue;
    }
    if (resource.protect) {
      record.fail(
        resource,
        rowKind,
        `${resource.type} resource '${resource.name}' cannot be deleted because it is protected: remove the protect option from the program first`,
      );
      keepDependencies(resource);
      continue;
    }
    if (!dryRun) {
      try {
        await steps.delete(resource);
      } catch (error) {
        record.fail(resource, rowKind, `${resource.type} resource '${resource.name}': deleting failed: ${(error as Error).message}`);
        keepDependencies(resource);
        continue;
      }
      context.onDeleted(resource);
    }
    record.performed(op, resource);
    if (op === "delete") record.show(resource, "delete");
  }
}
