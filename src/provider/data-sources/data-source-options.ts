import { z } from "zod";
import { describeValue, mustBe } from "../../core/describe-value";
import { secret } from "../../kit/secret";
import { camelCase } from "../../schemas/view";
import { DATA_SOURCE_KINDS, KIND_NAMES, type DataSourceKindName } from "./data-source-kinds";

/** One option of a kind, read from its `spec · title` in the table. */
export interface OptionSpec {
  /** Its name on the wire (the vendor's): `default_schema`. */
  readonly wire: string;
  /** Its input name, camelCase by rule: `defaultSchema` (a name already camelCase stays). */
  readonly name: string;
  readonly type: "str" | "int" | "bool" | "secret" | "enum" | "intenum";
  /** The values of an enum. */
  readonly values?: readonly (string | number)[];
  readonly maxLength?: number;
  readonly required: boolean;
  /** The vendor's default, typed; undefined when it has none. */
  readonly default?: string | number | boolean;
  readonly title: string;
}

const SPEC = /^(str|int|bool|secret|enum\(([^)]*)\)|intenum\(([^)]*)\))(?:<(\d+))?(\?)?(?:=(.*))?$/;



/** Reads one entry of the table; a malformed entry is a bug of the table, thrown at load. */
export function parseOptionSpec(wire: string, entry: string): OptionSpec {
  const [spec = "", title = ""] = entry.split(" · ");
  const match = SPEC.exec(spec);
  if (match === null) throw new Error(`data-source-kinds.ts: option ${wire} has an unreadable spec "${spec}"`);
  const [, head = "", enumValues, intValues, max, optional, fallback] = match;
  const type = (head.startsWith("intenum") ? "intenum" : head.startsWith("enum") ? "enum" : head) as OptionSpec["type"];
  const values = enumValues !== undefined ? enumValues.split("|") : intValues !== undefined ? intValues.split("|").map(Number) : undefined;
  const typed = (text: string) => (type === "int" || type === "intenum" ? Number(text) : type === "bool" ? text === "true" : text);
  return {
    wire,
    name: camelCase(wire),
    type,
    ...(values === undefined ? {} : { values }),
    ...(max === undefined ? {} : { maxLength: Number(max) }),
    required: optional === undefined && fallback === undefined,
    ...(fallback === undefined ? {} : { default: typed(fallback) }),
    title,
  };
}

/** Every kind's options, read from the table once. */
export const KIND_OPTIONS: Readonly<Record<DataSourceKindName, readonly OptionSpec[]>> = Object.fromEntries(
  KIND_NAMES.map((kind) => [kind, Object.entries(DATA_SOURCE_KINDS[kind].options as Record<string, string>).map(([wire, entry]) => parseOptionSpec(wire, entry))]),
) as unknown as Record<DataSourceKindName, readonly OptionSpec[]>;

/** A type's error: what the value must be, or, when it is missing, that the vendor requires it. */
function typed(option: OptionSpec, what: string, expected: Parameters<typeof mustBe>[1]) {
  const wrong = mustBe(what, expected).error;
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? `is required by the vendor (${option.title}): give it` : wrong(issue)) };
}

/** The zod schema of one option's value. */
function valueSchema(option: OptionSpec): z.ZodType {
  switch (option.type) {
    case "int":
      return z.number(typed(option, "a whole number", "number")).int(mustBe("a whole number", "number"));
    case "bool":
      return z.boolean(typed(option, "true or false", "boolean"));
    case "enum":
    case "intenum": {
      const values = option.values!;
      const error = (issue: { input?: unknown }) => `must be one of ${values.map((value) => JSON.stringify(value)).join(", ")}; got ${describeValue(issue.input, "text")}`;
      return option.type === "enum" ? z.enum(values as [string, ...string[]], { error }) : z.literal(values as [number, ...number[]], { error });
    }
    case "str":
    case "secret": {
      let text = z.string(typed(option, "a string", "text"));
      if (option.maxLength !== undefined) text = text.max(option.maxLength, `must be at most ${option.maxLength} characters, as the vendor allows`);
      // A credential is never quoted: its failures say what is wrong, not what was given.
      return option.type === "secret" ? secret(text) : text;
    }
  }
}

/** What an option is, for its doc comment: the vendor's title, its wire name, and what follows from its spec. */
function describeOption(option: OptionSpec): string {
  const parts = [`${option.title}: the vendor's \`${option.wire}\`.`];
  if (option.type === "secret") parts.push("A credential: secret in state, never shown by GET, so never compared on refresh.");
  if (option.required) parts.push("Required.");
  if (option.default !== undefined) parts.push(`Default ${JSON.stringify(option.default)}.`);
  return parts.join(" ");
}

/** The schema of a kind's block: its options in camelCase, required where the vendor requires. */
export function kindBlockSchema(kind: DataSourceKindName): z.ZodType<Record<string, unknown>> {
  const shape = Object.fromEntries(
    KIND_OPTIONS[kind].map((option) => {
      const value = valueSchema(option).describe(describeOption(option));
      // No zod default: the service applies the vendor's own, and state leaves out an option at its
      // default that the program left out (optionsFromWire), so that both read alike.
      const field = option.required ? value : value.optional();
      return [option.name, field];
    }),
  );
  const { type, config } = DATA_SOURCE_KINDS[kind];
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `has no option ${issue.keys.map((key) => `"${key}"`).join(", ")}: the options of ${kind} are ${optionNames(kind)}`
          : `must be an object of ${kind}'s options; got ${describeValue(issue.input)}`,
    })
    .describe(`The options of a \`${type}\` data source (the vendor's \`${config}\`), in camelCase.`) as unknown as z.ZodType<Record<string, unknown>>;
}

function optionNames(kind: DataSourceKindName): string {
  const names = KIND_OPTIONS[kind].map((option) => option.name);
  return names.length === 0 ? "none" : names.join(", ");
}

/** A block's options as the wire names them, the unset ones left out. */
export function optionsToWire(kind: DataSourceKindName, block: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const option of KIND_OPTIONS[kind]) if (block[option.name] !== undefined && block[option.name] !== null) wire[option.wire] = block[option.name];
  return wire;
}

/**
 * The options GET shows, as a block: the non-secret options the service reports, and each
 * credential as the program gave it, since GET shows it masked: a credential is never compared.
 * Left out, as a program leaves them out: null ones, and those at the vendor's default that
 * the program did not set (an edit in the app away from the default still shows).
 */
export function optionsFromWire(kind: DataSourceKindName, options: Readonly<Record<string, unknown>> | null | undefined, given: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const block: Record<string, unknown> = {};
  for (const option of KIND_OPTIONS[kind]) {
    const value = option.type === "secret" ? given?.[option.name] : options?.[option.wire];
    if (value === undefined || value === null) continue;
    if (given?.[option.name] === undefined && value === option.default) continue;
    block[option.name] = value;
  }
  return block;
}

/** The credentials of a kind, by input name. */
export function secretOptionNames(kind: DataSourceKindName): string[] {
  return KIND_OPTIONS[kind].filter((option) => option.type === "secret").map((option) => option.name);
}
