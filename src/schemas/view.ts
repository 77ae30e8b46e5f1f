import { z } from "zod";

/*
 * A view: a wire object as a Pulumi program reads it (`MonitorInfo` of `Monitor`), declared
 * once, as the wire schema's fields it keeps and how. `npm run generate` writes the view's
 * interface from the declaration (tools/codegen/views.ts); `from` maps a wire object to it at
 * run time, driven by the same declaration. By rule a field
 *
 * - is named as on the wire in camelCase (`monitor_type` → `monitorType`), unless `as` says;
 * - is readonly, and so are its arrays and records;
 * - is null when the service leaves it out or sends null (or empty, for an array marked
 *   `emptyWhenAbsent`);
 * - is documented by the wire field's description, unless `description` says otherwise.
 *
 * Only the fields listed are copied, one by one: whatever else the service sends (a secret
 * above all) is not passed on.
 */

/** How one field of the wire object appears in the view. */
export interface ViewFieldSpec {
  /** The view's name for the field; by default the wire name in camelCase. */
  readonly as?: string;
  /** The field's doc comment in the view; by default the wire field's description. */
  readonly description?: string;
  /**
   * The values this package knows for a field the wire reads as text: the view types it
   * `Known | (string & {})`, so that editors suggest them and a value added later still reads.
   */
  readonly known?: z.ZodEnum;
  /** An array the service leaves out or sends as null reads as empty rather than null. */
  readonly emptyWhenAbsent?: true;
  /** The field holds a wire object, or an array of them, shown through this view. */
  readonly view?: View;
}

/** A field of a view, resolved: where it comes from and what it is called. */
export interface ViewField extends ViewFieldSpec {
  /** The wire object's field. */
  readonly wire: string;
  /** The view's field. */
  readonly name: string;
}

/** A view of wire objects `W` as `I`: the generated interface of the same declaration. */
export interface View<W = never, I = unknown> {
  readonly kind: "view";
  /** The schema of the wire object. */
  readonly wire: z.ZodObject;
  /** The view's doc comment. */
  readonly description: string;
  /** The fields it keeps, in the view's order. */
  readonly fields: readonly ViewField[];
  /** The view of one wire object: each field listed, converted by the rules above, and nothing else. */
  readonly from: (value: W) => I;
}

/** What a view declaration gives: its doc comment, and each wire field it keeps (`true`: by the rules alone). */
export interface ViewSpec<S extends z.ZodObject> {
  readonly description: string;
  readonly fields: { readonly [K in keyof S["shape"] & string]?: true | ViewFieldSpec };
}

/** `monitor_type` → `monitorType`; a name already in camelCase is kept. */
export function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Declares a view of the wire objects of `wire`: `view(Monitor).as<api.MonitorInfo>({ … })`,
 * `api.MonitorInfo` being the interface `npm run generate` writes from this declaration.
 */
export function view<S extends z.ZodObject>(wire: S): { as<I>(spec: ViewSpec<S>): View<z.output<S>, I> } {
  return {
    as<I>(spec: ViewSpec<S>): View<z.output<S>, I> {
      const fields = Object.entries(spec.fields).map(([key, given]): ViewField => {
        if (!(key in wire.shape)) throw new Error(`view: the wire object has no field ${JSON.stringify(key)}`);
        const options: ViewFieldSpec = given === true || given === undefined ? {} : given;
        return { ...options, wire: key, name: options.as ?? camelCase(key) };
      });
      const from = (value: z.output<S>): I => {
        const source = value as Record<string, unknown>;
        const result: Record<string, unknown> = {};
        for (const field of fields) result[field.name] = convert(field, source[field.wire]);
        return result as I;
      };
      return { kind: "view", wire, description: spec.description, fields, from };
    },
  };
}

function convert(field: ViewField, value: unknown): unknown {
  if (value === undefined || value === null) return field.emptyWhenAbsent === true ? [] : null;
  const nested = field.view as View<unknown> | undefined;
  if (nested !== undefined) return Array.isArray(value) ? value.map((item) => nested.from(item)) : nested.from(value);
  // Arrays and records with no inner shape of their own are passed on as sent, copied.
  if (Array.isArray(value)) return [...(value as unknown[])];
  if (typeof value === "object") return { ...value };
  return value;
}

/** True for a view declared with {@link view}. */
export function isView(value: unknown): value is View<never> {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "view" && "from" in value;
}

/** The schema of each view's objects, made once, so that generators know it by its view. */
const viewSchemas = new WeakMap<View<never>, z.ZodType>();

/**
 * The objects of a view, as a schema, for what a data function returns (its definition's
 * `result`): it accepts an object with exactly the view's fields, and the package schema's
 * generator writes it as the view's interface, which `npm run generate` writes from the same
 * declaration (tools/codegen/views.ts).
 */
export function viewResult<I>(of: View<never, I>): z.ZodType<I> {
  let schema = viewSchemas.get(of);
  if (schema === undefined) {
    const names = of.fields.map((field) => field.name).sort();
    schema = z
      .custom<I>((value) => typeof value === "object" && value !== null && JSON.stringify(Object.keys(value).sort()) === JSON.stringify(names), {
        error: `must be an object with the fields ${names.join(", ")}`,
      })
      .meta({ description: of.description });
    viewSchemas.set(of, schema);
  }
  return schema as z.ZodType<I>;
}

