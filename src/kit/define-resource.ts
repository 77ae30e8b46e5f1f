import { isDeepStrictEqual } from "node:util";
import type * as pulumi from "@pulumi/pulumi";
import type { CheckResponse, KitProvider, ResourceContext } from "./kit-provider";
import type { CheckFailure } from "./check-failure";
import type { ResourcePresentation } from "./presentation";
import { checkInputs, forEngine, PROVIDER_KEY, RESOURCE_NAME_KEY, type CheckedInputs, type CheckRules } from "./check-inputs";
import { initFailure, ResourceInitError } from "./init-failure";
import { inputsOf, type Fields, type InputsOf, type StateOf } from "./fields";
import { readFields, toPropertyBag, UnreadableStateError } from "./state-boundary";
import { secretInputPaths, type SecretPath } from "./secret";
import { filledUnshown, filledUnshownButSecrets, ImportRefusedError, UNSHOWN_KEY, unshownPaths, type Imported } from "./import";

/** What `diff` computed from the fields, handed to a definition's own diff rule to adjust. */
export interface DiffInput<I extends Fields, O extends Fields> {
  readonly id: string;
  /** The state the engine holds (the outputs of the last create, update or refresh). */
  readonly olds: StateOf<I, O>;
  /** The new inputs, checked; those not known yet (a preview) are absent here and named in `unknown`. */
  readonly news: Partial<InputsOf<I>>;
  readonly unknown: ReadonlySet<string>;
  /** Inputs that changed (a value not known yet counts as changed), in documented order. */
  readonly changed: readonly string[];
  /** Of those, the ones whose field replaces the resource. */
  readonly replaces: readonly string[];
}

/** The plan `diff` reports: whether anything changes, and which inputs force a replacement. */
export interface DiffPlan {
  readonly changes: boolean;
  readonly replaces: readonly string[];
}

/**
 * What the kit asks of whoever serves its providers: the settings problems of the client a
 * resource uses (`client` of its definition), as check failures, so that a preview fails on
 * what create would. Handed in by the provider (its process-wide clients), never imported: the
 * kit stands on `src/core` alone.
 */
export interface SettingsCheck<K extends string = string> {
  settingsFailures(client: K): CheckFailure[];
}

/**
 * A resource family, as its author writes it: the four things that differ from one resource
 * to another. Everything else (the shell's methods, `check` with field paths, `diff` with
 * replace reasons, the typed state boundary, secret outputs and the quiet-refresh rule) comes
 * from {@link defineResource}.
 */
export interface ResourceDefinition<I extends Fields, O extends Fields, K extends string = string, N extends string = string> {
  /** The resource's name in messages and types: `ProxyToken`. The registry derives its provider's kind from it: never renamed. */
  readonly name: N;
  /**
   * What the resource manages and how its lifecycle maps to the API, in a few sentences: the
   * package schema's description of the resource (SDK docs of every language show it).
   */
  readonly description: string;
  /** The client whose settings `check` verifies (through the {@link SettingsCheck} handed in), so that a preview fails on what create would. */
  readonly client: K;
  /** How the package presents it in TypeScript: its class's doc and example, its named shapes (read by `npm run generate`). */
  readonly presentation: ResourcePresentation;
  /** 1. The inputs, and 2. which of them replace (`replaces`) and which update in place. */
  readonly inputs: I;
  /** 1. The outputs the provider adds to the inputs in state. */
  readonly outputs: O;
  /** 4. Rules across inputs (or against the old inputs), after each input was checked on its own. */
  readonly checkRules?: CheckRules<I>;
  /**
   * A refresh hands the engine the refreshed state's inputs even when inputs are observed, so
   * that `check`, which sees only the old inputs, judges a program against what the service
   * holds: for a resource the API cannot update, whose `check` refuses what differs from it (a
   * DataSource). Drift then shows as the program differing from the inputs, at preview.
   */
  readonly refreshUpdatesInputs?: true;
  /** Adjusts the plan the fields give, for reasons that are not input changes (a token expiring). */
  readonly diff?: (input: DiffInput<I, O>) => DiffPlan;
  /**
   * 3. The API steps. `read` resolves with undefined when the object is gone (it is dropped from
   * state). Create and update are told the resource's name, for what they make (a token's label).
   */
  readonly create: (inputs: InputsOf<I>, context: ResourceContext) => Promise<{ readonly id: string; readonly state: StateOf<I, O> }>;
  readonly read: (id: string, state: StateOf<I, O>) => Promise<StateOf<I, O> | undefined>;
  readonly update: (id: string, olds: StateOf<I, O>, news: InputsOf<I>, context: ResourceContext) => Promise<StateOf<I, O>>;
  readonly delete: (id: string, state: StateOf<I, O>) => Promise<void>;
  /**
   * `pulumi import` (./import.ts): the state from the id alone, as a refresh would hold it, and
   * the inputs GET cannot show; undefined when there is no such object. Left out, the resource
   * cannot be imported, and `notImportable` says why and what to do instead.
   */
  readonly importFromId?: (id: string) => Promise<Imported<StateOf<I, O>> | undefined>;
  /** Why `pulumi import` cannot work for this resource, and what to do instead (when it has no `importFromId`). */
  readonly notImportable?: string;
}

type Bag = Record<string, unknown>;

/** A defined resource: its provider, and what the program side and tools read of its fields. */
export interface DefinedResource<I extends Fields, O extends Fields, N extends string = string> {
  readonly definition: ResourceDefinition<I, O, string, N>;
  readonly provider: KitProvider;
  /** The outputs the engine must keep secret, for the resource class's `additionalSecretOutputs`. */
  readonly secretOutputs: readonly string[];
  /** The places of the credentials among the inputs (src/kit/secret.ts), kept secret by every route. */
  readonly secretInputs: readonly SecretPath[];
}

/** Equal input values, with null and absent meaning the same ("not set"). */
export function sameValue(old: unknown, next: unknown): boolean {
  return isDeepStrictEqual(old ?? null, next ?? null);
}

/**
 * The inputs whose new value differs from the one in state, in documented order: a value not
 * known yet counts as changed, and an observed input left out is not compared (it does not
 * manage the service's value).
 */
export function changedInputs<I extends Fields>(fields: I, olds: Readonly<object>, news: Readonly<object>, unknown: ReadonlySet<string> = new Set()): string[] {
  const old = olds as Bag;
  const next = news as Bag;
  return Object.keys(fields).filter((field) => {
    if (unknown.has(field)) return true;
    if (fields[field]!.observed === true && next[field] === undefined) return false;
    return !sameValue(old[field], next[field]);
  });
}

/** Of the inputs named, those whose change replaces the resource. */
export function replacingInputs(fields: Fields, names: readonly string[]): string[] {
  return names.filter((field) => fields[field]!.replaces === true);
}

/** Why a definition that has no `importFromId` cannot be imported: its own words, else the kit's. */
export function importRefusal(definition: { readonly name: string; readonly notImportable?: string }): string {
  return definition.notImportable ?? `The ${definition.name} resource cannot be imported with \`pulumi import\`: declare it in the program instead.`;
}

/** Builds a resource's provider from its definition, its settings checked by `settings`. */
export function defineResource<I extends Fields, O extends Fields, K extends string, const N extends string>(
  definition: ResourceDefinition<I, O, K, N>,
  settings: SettingsCheck<K>,
): DefinedResource<I, O, N> {
  const { name, inputs: inputFields, outputs: outputFields } = definition;
  const stateFields: Fields = { ...inputFields, ...outputFields };
  const inputNames = Object.keys(inputFields);
  // An input whose state holds the service's value: a refresh must then keep the program's
  // inputs (return none), or the drift it found would be copied into them and hidden.
  const observes = inputNames.some((field) => inputFields[field]!.observed === true);
  const secretInputs = secretInputPaths(inputFields);

  // State written by an import may lack what GET could not show (./import.ts): those fields are read as they are.
  const readState = (bag: Readonly<Bag>) => {
    const incomplete = new Set(unshownPaths(bag).map(([field]) => field!));
    return requireInputs(name, "state", inputFields, readFields(name, "state", stateFields, bag, false, incomplete).values, incomplete) as StateOf<I, O>;
  };
  const readInputs = (bag: Readonly<Bag>) => requireInputs(name, "inputs", inputFields, readFields(name, "inputs", inputFields, bag).values) as InputsOf<I>;

  // Old inputs an import wrote lack what GET could not show: the program's value stands for it.
  const checkAll = (news: Readonly<Bag>, olds: Readonly<Bag>): CheckedInputs<I> => {
    const filled = filledUnshown(olds, news);
    const incomplete = new Set(unshownPaths(olds).map(([field]) => field!));
    return checkInputs(name, inputFields, definition.checkRules, news, readFields(name, "inputs", inputFields, filled, false, incomplete).values as Partial<InputsOf<I>>);
  };

  /**
   * `pulumi import`: the state from the id alone, and the inputs the engine writes as code,
   * defaults included (a refresh before the first up compares the stored inputs with the
   * state's, which hold them); the places GET could not show marked in both (./import.ts).
   */
  const importRead = async (id: string) => {
    if (definition.importFromId === undefined) {
      throw new ImportRefusedError(name, importRefusal(definition));
    }
    const imported = await definition.importFromId(id);
    if (imported === undefined) return {};
    const marks = imported.unshown.map((input) => [...input.path]);
    const mark = marks.length === 0 ? {} : { [UNSHOWN_KEY]: marks };
    // Defaults stay in: the engine stores these inputs, and a refresh before the first up compares with them.
    const inputs = toPropertyBag(inputsOf(inputFields, imported.state));
    return { id, props: { ...toPropertyBag(imported.state), ...mark }, inputs: { ...inputs, ...mark }, unshown: imported.unshown };
  };

  const provider = {
    async check(olds: Bag, news: Bag): Promise<CheckResponse> {
      const { values, unknown, failures } = checkAll(news, olds);
      const inputs: Bag = { ...values };
      // Values not known yet travel on as the engine's sentinel; create and update see them resolved.
      for (const field of unknown) inputs[field] = news[field];
      if (typeof news[RESOURCE_NAME_KEY] === "string") inputs[RESOURCE_NAME_KEY] = news[RESOURCE_NAME_KEY];
      // Settings too: a preview must fail on what would fail create, without a request.
      return { inputs, failures: forEngine([...failures, ...settings.settingsFailures(definition.client)]) };
    },

    async diff(id: string, olds: Bag, news: Bag, oldInputs?: Bag) {
      // After an import, what GET could not show is what the program says (the last deployment's, else this one's).
      const state = readState(filledUnshown(olds, oldInputs, news));
      // A refresh before the first up diffs the inputs the import wrote: incomplete where marked.
      const incomplete = new Set(unshownPaths(news).map(([field]) => field!));
      const { values, unknown } = readFields(name, "inputs", inputFields, news, true, incomplete);
      const known = values as Partial<InputsOf<I>>;
      const changed = changedInputs(inputFields, state, known, unknown);
      const replaces = replacingInputs(inputFields, changed);
      const plan = definition.diff?.({ id, olds: state, news: known, unknown, changed, replaces }) ?? { changes: changed.length > 0, replaces };
      // Create-before-delete (Pulumi's default): the new object exists before the old one goes.
      // `diffs` (the inputs that changed) is for a plugin's detailed diff; the dynamic-provider host
      // reads only the other three.
      return { changes: plan.changes, replaces: [...plan.replaces], deleteBeforeReplace: false, diffs: plan.changes ? changed : [] };
    },

    async create(inputs: Bag, context?: ResourceContext) {
      const created = await initFailing(inputs, () => definition.create(readInputs(inputs), contextOf(inputs, context)));
      return { id: created.id, outs: toPropertyBag(created.state) };
    },

    async read(id: string, props: Bag) {
      // No state at all: `pulumi import` asks for the object by its id.
      if (Object.keys(props).every((key) => !(key in stateFields))) return importRead(id);
      const next = await definition.read(id, readState(props));
      // Gone from the service: no id tells the engine to drop it; the next up creates it again.
      if (next === undefined) return {};
      // What an import could not show stays marked until an update writes it from the program.
      const marks = unshownPaths(props);
      const mark = marks.length === 0 ? {} : { [UNSHOWN_KEY]: marks };
      const outs = { ...toPropertyBag(next), ...mark };
      // Returning the inputs keeps a refresh from showing them as changed (the provider host passes
      // a read's `inputs` on from @pulumi/pulumi 3.216); with an observed input, the program's stay.
      return observes && definition.refreshUpdatesInputs !== true ? { id, props: outs } : { id, props: outs, inputs: { ...inputsOf(inputFields, next), ...mark } };
    },

    async update(id: string, olds: Bag, news: Bag, context?: ResourceContext) {
      const state = readState(filledUnshownButSecrets(olds, secretInputs, news));
      return { outs: toPropertyBag(await initFailing(news, () => definition.update(id, state, readInputs(news), contextOf(news, context)))) };
    },

    async delete(id: string, props: Bag): Promise<void> {
      await definition.delete(id, readState(props));
    },
  } satisfies pulumi.dynamic.ResourceProvider;

  const secretOutputs = Object.keys(outputFields).filter((field) => outputFields[field]!.secret === true);
  return { definition, provider, secretOutputs, secretInputs };
}

/**
 * Runs a create or an update, turning a {@link ResourceInitError} into the error the engine's
 * hosts report as "created, but failed to initialize" (init-failure.ts), its state a property
 * bag with the serialized provider the dynamic-provider host needs to find the resource again
 * (the host adds it to a success's outputs, not to an error's).
 */
async function initFailing<T>(inputs: Readonly<Bag>, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof ResourceInitError)) throw error;
    const properties = toPropertyBag(error.state as Record<string, unknown>);
    if (inputs[PROVIDER_KEY] !== undefined) properties[PROVIDER_KEY] = inputs[PROVIDER_KEY];
    throw initFailure(error.message, error.resourceId, properties);
  }
}

/** The context the engine gave (the plugin's), else the resource name the class passed in the inputs. */
function contextOf(inputs: Readonly<Bag>, given: ResourceContext | undefined): ResourceContext {
  if (given?.resourceName !== undefined || given?.labelBase !== undefined) return given;
  const name = inputs[RESOURCE_NAME_KEY];
  return typeof name === "string" ? { resourceName: name } : {};
}

/**
 * The values read, completed: a defaulted input left out takes its default (state written
 * before the default was written out means the same), and a required one must be there, as
 * `check` always returns it.
 */
function requireInputs(resource: string, what: "state" | "inputs", fields: Fields, values: Bag, incomplete: ReadonlySet<string> = new Set()): Bag {
  for (const [field, spec] of Object.entries(fields)) {
    if (values[field] !== undefined || incomplete.has(field)) continue;
    if (spec.default !== undefined) values[field] = spec.default;
    else if (spec.required !== undefined) {
      throw new UnreadableStateError(
        `The ${resource}'s ${what} lacks ${field}, which this version always writes. ` +
          `Restore the ${what} this version wrote (pulumi stack export, fix, pulumi stack import). Nothing was sent.`,
        resource,
        field,
      );
    }
  }
  return values;
}
