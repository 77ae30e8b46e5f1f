/**
 * `up` and `preview`: answers the program's registrations the way the engine's step generator
 * does for dynamic resources, against the previous state.
 *
 * - Check(olds = previous inputs, news); failures fail the resource in the engine's words.
 * - No previous state: Create. Otherwise Diff; replaces: create the new one now and delete the
 *   old one after the program (create-before-delete, Pulumi's default, so a rotated token exists
 *   before the old one is revoked), or delete first when the provider or `deleteBeforeReplace`
 *   asks; changes without replaces: Update; no changes: keep the state.
 * - After a successful program: delete replaced resources, then what the program no longer
 *   declares, dependents first.
 *
 * A failed resource is answered with Result.FAIL (like `--continue-on-error`), so one run reports
 * every failure; resources depending on it are skipped, and nothing is deleted at the end.
 * In a preview nothing changes: creates and updates answer the checked inputs as outputs, and
 * the SDK marks what is missing unknown.
 */
import { deleteResources } from "./delete-steps";
import type { ConsoleOutput } from "./console-output";
import type { MonitorHandler, Registration, RegistrationResult } from "./monitor-service";
import { containsSecrets, markSecretOutputs, sameValue, unwrapMap, type PropertyMap } from "./property-values";
import type { ResourceSteps } from "./resource-steps";
import type { OperationKind, ResourceRef, RowKind, RunRecord } from "./run-record";
import type { ResourceState, StateFile } from "./state-file";
import { applyIgnoreChanges, unsupportedReason } from "./registration-rules";
import { stackOutputsAfterFailedUpdate } from "./stack-outputs";
import { makeUrn, nameOf, STACK_TYPE } from "./urn";

export interface UpdateDeploymentOptions {
  readonly project: string;
  readonly stack: string;
  readonly state: StateFile;
  readonly steps: ResourceSteps;
  readonly record: RunRecord;
  readonly output: ConsoleOutput;
  readonly dryRun: boolean;
}

/** A resource-level failure: reported, answered with Result.FAIL, the run goes on. */
class ResourceFailure extends Error {
  constructor(
    readonly kind: RowKind,
    readonly messages: readonly string[],
  ) {
    super(messages.join("\n"));
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export class UpdateDeployment implements MonitorHandler {
  readonly #old = new Map<string, ResourceState>();
  /** Registered by this run, in registration order. */
  readonly #current = new Map<string, ResourceState>();
  /** Old resources already deleted during the run (delete-before-replace). */
  readonly #gone = new Set<string>();
  /** Replaced old versions still to delete, including those left by an earlier failed run. */
  readonly #pending: ResourceState[] = [];
  readonly #seen = new Set<string>();
  readonly #failed = new Set<string>();
  /** Registrations still being answered; a program that crashed may leave some behind. */
  readonly #inflight = new Set<Promise<unknown>>();

  constructor(private readonly options: UpdateDeploymentOptions) {
    for (const resource of options.state.resources) {
      if (resource.pendingDelete) this.#pending.push(resource);
      else this.#old.set(resource.urn, resource);
    }
  }

  /** The stack resource as registered by this run (its outputs are the stack outputs). */
  get stackResource(): ResourceState | undefined {
    return [...this.#current.values()].find((r) => r.type === STACK_TYPE);
  }

  registerResource(registration: Registration): Promise<RegistrationResult> {
    const answer = this.answer(registration);
    this.#inflight.add(answer);
    void answer.finally(() => this.#inflight.delete(answer)).catch(() => undefined);
    return answer;
  }

  private async answer(registration: Registration): Promise<RegistrationResult> {
    const { project, stack } = this.options;
    const urn = makeUrn(stack, project, registration.type, registration.name, registration.parent);
    const ref: ResourceRef = { urn, type: registration.type, name: registration.name, parent: registration.parent || undefined };
    const attempted: RowKind = this.#old.has(urn) ? "update" : "create";
    try {
      this.refuseUnsupported(registration, ref, attempted);
      this.#seen.add(urn);
      const state = registration.custom ? await this.registerCustom(registration, ref) : this.registerComponent(registration, ref);
      const outputs = registration.custom ? state.outputs : registration.inputs;
      return { urn, id: state.id ?? "", outputs: registration.acceptSecrets ? outputs : unwrapMap(outputs), failed: false };
    } catch (error) {
      if (!(error instanceof ResourceFailure)) throw error;
      this.#seen.add(urn);
      this.#failed.add(urn);
      for (const message of error.messages) this.options.record.fail(ref, error.kind, message);
      return { urn, id: "", outputs: {}, failed: true };
    }
  }

  registerResourceOutputs(urn: string, outputs: PropertyMap): void {
    const resource = this.#current.get(urn);
    if (!resource) return;
    if (!this.options.dryRun && containsSecrets(outputs) && !this.options.state.canStoreSecrets) {
      this.options.record.error(`the outputs of ${urn} hold secrets, which the state file can only hold encrypted: ${PASSPHRASE_HINT}`);
      return;
    }
    this.options.output.addSecrets(outputs);
    this.#current.set(urn, { ...resource, outputs });
    this.persist();
  }

  /** After the program: deletes replaced and undeclared resources, if everything went well. */
  async finish(programSucceeded: boolean): Promise<void> {
    const { record, steps, dryRun, output } = this.options;
    // Nothing may still be creating when deletes start or the provider host stops.
    await Promise.allSettled([...this.#inflight]);
    const undeclared = [...this.#old.values()].filter((r) => !this.#seen.has(r.urn) && !this.#gone.has(r.urn));
    if (!programSucceeded || record.failed) {
      this.keepPreviousStackOutputs();
      const left = this.#pending.length + undeclared.length;
      if (left > 0) output.line(`note: ${left} resource(s) awaiting deletion were left in place because the ${dryRun ? "preview" : "update"} failed`);
      this.persist();
      return;
    }
    await deleteResources([...this.#pending], "delete-replaced", {
      steps,
      record,
      dryRun,
      onDeleted: (resource) => {
        this.#pending.splice(this.#pending.indexOf(resource), 1);
        this.persist();
      },
    });
    await deleteResources(undeclared, "delete", {
      steps,
      record,
      dryRun,
      onDeleted: (resource) => {
        this.#gone.add(resource.urn);
        this.persist();
      },
    });
    this.persist();
  }

  /** After a failed update, as the engine does: see stack-outputs.ts. */
  private keepPreviousStackOutputs(): void {
    const stack = this.stackResource;
    if (!stack || this.options.dryRun) return;
    const previous = this.#old.get(stack.urn)?.outputs ?? {};
    this.#current.set(stack.urn, { ...stack, outputs: stackOutputsAfterFailedUpdate(previous, stack.outputs) });
  }

  private refuseUnsupported(registration: Registration, ref: ResourceRef, kind: RowKind): void {
    const refuse = (message: string) => {
      throw new ResourceFailure(kind, [`${ref.type} resource '${ref.name}': ${message}`]);
    };
    if (this.#seen.has(ref.urn)) throw new ResourceFailure(kind, [`Duplicate resource URN '${ref.urn}'; try giving it a unique name`]);
    const reason = unsupportedReason(registration, this.options.dryRun);
    if (reason) refuse(reason);
    const failedDependency = [...registration.dependencies, registration.parent].find((urn) => this.#failed.has(urn));
    if (failedDependency) refuse(`skipped: it depends on '${nameOf(failedDependency)}', which failed`);
    if (registration.aliasCount > 0) this.options.output.line(`warning: ${ref.type} resource '${ref.name}': aliases are ignored by the offline runner`);
  }

  private registerComponent(registration: Registration, ref: ResourceRef): ResourceState {
    const old = this.#old.get(ref.urn);
    this.requireSecretsStorage(registration.inputs, [], ref, old ? "update" : "create");
    const kind: RowKind = !old ? "create" : sameValue(old.inputs, registration.inputs) ? "same" : "update";
    const state: ResourceState = {
      ...this.baseState(registration, ref, false),
      inputs: registration.inputs,
      // Replaced when the program registers the component's (or the stack's) outputs.
      outputs: old?.outputs ?? {},
    };
    this.commit(state, kind, kind);
    return state;
  }

  private async registerCustom(registration: Registration, ref: ResourceRef): Promise<ResourceState> {
    const { steps, dryRun } = this.options;
    const old = this.#old.get(ref.urn);
    const attempted: RowKind = old ? "update" : "create";
    const news = old ? applyIgnoreChanges(registration, old.inputs) : registration.inputs;
    const checked = await this.attempt(attempted, ref, "checking", () =>
      steps.check(ref.urn, ref.type, ref.name, old?.inputs ?? {}, news),
    );
    if (checked.failures.length > 0) throw new ResourceFailure(attempted, checked.failures);
    const inputs = checked.inputs;
    const secretOutputs = registration.additionalSecretOutputs;
    this.requireSecretsStorage(inputs, secretOutputs, ref, attempted);
    this.options.output.addSecrets(inputs);
    const base = this.baseState(registration, ref, true);

    if (!old) return this.create(base, inputs, secretOutputs, "create");
    const diff = await this.attempt("update", ref, "diffing", () => steps.diff(old, inputs, registration.replaceOnChanges));
    if (diff.changes === "none") {
      const state: ResourceState = { ...base, id: old.id, inputs, outputs: markSecretOutputs(old.outputs, inputs, secretOutputs) };
      this.commit(state, "same", "same");
      return state;
    }
    if (diff.replaces.length === 0) {
      const outputs = dryRun ? inputs : await this.attempt("update", ref, "updating", () => steps.update(old, inputs, secretOutputs));
      this.options.output.addSecrets(outputs);
      const state: ResourceState = { ...base, id: old.id, inputs, outputs };
      this.commit(state, "update", "update");
      return state;
    }
    if (old.protect) {
      throw new ResourceFailure("replace", [
        `${ref.type} resource '${ref.name}' cannot be replaced because it is protected (changed: ${diff.replaces.join(", ")}): remove the protect option first`,
      ]);
    }
    // The program's explicit option overrides the provider's choice, as in the engine.
    if (registration.deleteBeforeReplace ?? diff.deleteBeforeReplace) {
      if (!dryRun) {
        await this.attempt("replace", ref, "deleting (before replacing)", () => steps.delete(old));
        this.#gone.add(ref.urn);
        this.persist();
      }
      this.options.record.performed("delete-replaced", ref);
      return this.create(base, inputs, secretOutputs, "create-replacement");
    }
    return this.create(base, inputs, secretOutputs, "create-replacement", () => this.#pending.push(old));
  }

  /** Creates (or plans) the resource, then records and saves it; `beforeSave` runs in between. */
  private async create(
    base: ResourceState,
    inputs: PropertyMap,
    secretOutputs: readonly string[],
    op: Extract<OperationKind, "create" | "create-replacement">,
    beforeSave?: () => void,
  ): Promise<ResourceState> {
    const kind: RowKind = op === "create" ? "create" : "replace";
    const created = this.options.dryRun
      ? { id: undefined, outputs: inputs }
      : await this.attempt(kind, base, "creating", () => this.options.steps.create(base.urn, inputs, secretOutputs));
    this.options.output.addSecrets(created.outputs);
    const state: ResourceState = { ...base, ...(created.id ? { id: created.id } : {}), inputs, outputs: created.outputs };
    beforeSave?.();
    this.commit(state, op, kind);
    return state;
  }

  private commit(state: ResourceState, op: OperationKind, kind: RowKind): void {
    this.#current.set(state.urn, state);
    this.persist();
    this.options.record.performed(op, state);
    this.options.record.show(state, kind);
  }

  private baseState(registration: Registration, ref: ResourceRef, custom: boolean): ResourceState {
    const base: Mutable<ResourceState> = { urn: ref.urn, type: ref.type, name: ref.name, custom, dependencies: registration.dependencies, inputs: {}, outputs: {} };
    if (ref.parent) base.parent = ref.parent;
    if (registration.protect) base.protect = true;
    if (registration.retainOnDelete) base.retainOnDelete = true;
    if (registration.additionalSecretOutputs.length > 0) base.additionalSecretOutputs = registration.additionalSecretOutputs;
    return base;
  }

  /** Refuses, before anything is created, a resource whose secrets the state could not store. */
  private requireSecretsStorage(inputs: PropertyMap, secretOutputs: readonly string[], ref: ResourceRef, kind: RowKind): void {
    if (this.options.dryRun || this.options.state.canStoreSecrets) return;
    if (containsSecrets(inputs) || secretOutputs.length > 0) {
      throw new ResourceFailure(kind, [
        `${ref.type} resource '${ref.name}' has secret values, which the state file can only hold encrypted: ${PASSPHRASE_HINT}`,
      ]);
    }
  }

  /** Runs a provider call, turning its error into this resource's failure. */
  private async attempt<T>(kind: RowKind, ref: ResourceRef, doing: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw new ResourceFailure(kind, [`${ref.type} resource '${ref.name}': ${doing} failed: ${(error as Error).message}`]);
    }
  }

  private persist(): void {
    if (this.options.dryRun) return;
    const undeclared = [...this.#old.values()].filter((r) => !this.#current.has(r.urn) && !this.#gone.has(r.urn));
    this.options.state.save([
      ...this.#current.values(),
      ...undeclared,
      ...this.#pending.map((r) => ({ ...r, pendingDelete: true })),
    ]);
  }
}

const PASSPHRASE_HINT = "give a passphrase (--passphrase, or the PULUMI_CONFIG_PASSPHRASE environment variable)";
