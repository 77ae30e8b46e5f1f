import type { z } from "zod";

/**
 * One field of a resource: an input the program sets, or an output the provider reports.
 * Like a field tag of pulumi-go-provider's `infer` (`pulumi:"label,optional"
 * provider:"replaceOnChanges"`), everything about the field is said here once: its schema,
 * its description (the doc comment editors show, and later the Pulumi package schema's),
 * whether it is required or defaulted, whether a change replaces the resource, and whether it
 * is a secret. `check`, `diff`, the state boundary and the resource classes' types read it.
 */
export interface Field<T = unknown> {
  /** Validates one value that is set (null and absent mean "not set" and never reach it). */
  readonly schema: z.ZodType<T>;
  /** What the field is, for the doc comment: the first sentence stands alone. */
  readonly description: string;
  /** Set on a required input: what to give, shown after "<name> is required: ". */
  readonly required?: string;
  /** The value `check` writes for an input left out, so that state shows what the service holds. */
  readonly default?: T;
  /** A change of this input replaces the resource (the API cannot change it in place). */
  readonly replaces?: boolean;
  /**
   * When a change of this `replaces` input updates in place instead, by the definition's own
   * diff rule (a ProxyToken with a grace period rotates in place). The package schema then
   * leaves `replaceOnChanges` off: SDKs pass it to the engine, which would replace regardless.
   */
  readonly replacesUnless?: string;
  /**
   * The input manages a value the service also reports, and state holds the service's value:
   * left out, the service's value is not managed (no drift); set, it is compared with what the
   * service reported, so an edit made elsewhere shows as drift.
   */
  readonly observed?: boolean;
  /** An output the engine must keep secret (`additionalSecretOutputs`). */
  readonly secret?: boolean;
  /** What to do when state holds a value this version cannot read, after "Restore the state this version wrote". */
  readonly ifUnreadable?: string;
  /**
   * The field's TypeScript type, where the schema cannot tell it (a transform's output) or the
   * public type says more (`TokenStatus | (string & {})` for text read as text on purpose).
   */
  readonly tsType?: string;
  /** The program may give null as a value with a meaning of its own (no expiry), not only as "not set". */
  readonly nullable?: true;
}

/** A resource's fields, in the order its documentation lists them (check reports in that order). */
export type Fields = Readonly<Record<string, Field>>;

/** The value type of a field. */
export type ValueOf<F> = F extends Field<infer T> ? T : never;

/** Whether a field declares a default (an array default may come out of inference as an optional key: still declared). */
type HasDefault<F> = "default" extends keyof F ? (F extends { readonly default?: infer D } ? ([D] extends [undefined] ? false : true) : false) : false;

type RequiredKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { readonly required: string } ? K : HasDefault<F[K]> extends true ? K : never;
}[keyof F];

/**
 * Inputs after `check`: required and defaulted inputs present, the others optional (null and
 * absent both mean "not set", and are absent here).
 */
export type InputsOf<F extends Fields> = { readonly [K in RequiredKeys<F>]: ValueOf<F[K]> } & {
  readonly [K in Exclude<keyof F, RequiredKeys<F>>]?: ValueOf<F[K]>;
};

/**
 * State: the inputs, then the outputs. Outputs are optional: state written by an earlier
 * release may lack those added since, and the provider says what it does without them.
 */
export type StateOf<I extends Fields, O extends Fields> = InputsOf<I> & { readonly [K in keyof O]?: ValueOf<O[K]> };

/** Declares an input field, keeping its literal attributes (required, default) in its type. */
export function input<T, const A extends Omit<Field<T>, "schema" | "secret">>(schema: z.ZodType<T>, attributes: A): A & { readonly schema: z.ZodType<T> } {
  return { ...attributes, schema };
}

/** Declares an output field: reported by the provider, never set by the program. */
export function output<T>(schema: z.ZodType<T>, attributes: Pick<Field<T>, "description" | "secret" | "ifUnreadable" | "tsType">): Field<T> {
  return { ...attributes, schema };
}

/** The named fields of `values`, those absent as undefined. */
function pick(values: object, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, (values as Record<string, unknown>)[name]]));
}

/**
 * The inputs part of a state (state repeats the inputs, then adds the outputs), or of the inputs
 * of a resource whose fields include these: the named fields only, typed by them.
 */
export function inputsOf<I extends Fields>(fields: I, state: object): InputsOf<I> {
  const picked = pick(state, Object.keys(fields));
  for (const name of Object.keys(picked)) if (picked[name] === undefined) delete picked[name];
  return picked as InputsOf<I>;
}

/**
 * The inputs that update in place (those whose change does not replace), absent ones as
 * undefined: spread over a state, they set what an update of state alone changes.
 */
export function updatableInputs<I extends Fields>(fields: I, inputs: InputsOf<I>): Partial<InputsOf<I>> {
  return pick(inputs, Object.keys(fields).filter((name) => fields[name]!.replaces !== true)) as Partial<InputsOf<I>>;
}

/** The fields marked secret: the resource class lists them in `additionalSecretOutputs`. */
export function secretFields(fields: Fields): string[] {
  return Object.keys(fields).filter((name) => fields[name]!.secret === true);
}
