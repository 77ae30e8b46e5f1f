import { z } from "zod";
import {
  baseShapeOf,
  declarationText,
  docComment,
  membersText,
  modelOf,
  shapeNamer,
  typeText,
  UnsupportedSchemaError,
  type ModelOptions,
  type TypeNode,
} from "../../tools/codegen";

const output: ModelOptions = { mode: "output" };
const input: ModelOptions = { mode: "input" };

/** The interface text of an object schema, as the generator writes it. */
function declare(name: string, schema: z.core.$ZodType, options: ModelOptions = output, written = {}): string {
  return declarationText({ name, description: `The ${name}.`, type: modelOf(schema, options, name) }, written);
}

describe("modelOf and declarationText: each kind of schema", () => {
  test("required, optional, nullable and nullish fields come out as z.output has them", () => {
    const schema = z.strictObject({
      id: z.number().int().describe("The id."),
      name: z.string().nullable().describe("The name."),
      kind: z.string().optional().describe("The kind."),
      status: z.string().nullish().describe("The status."),
      enabled: z.boolean().describe("On or off."),
      nothing: z.null().describe("Always null."),
    });
    expect(declare("Thing", schema)).toBe(
      [
        "/** The Thing. */",
        "export interface Thing {",
        "  /** The id. */",
        "  id: number;",
        "  /** The name. */",
        "  name: string | null;",
        "  /** The kind. */",
        "  kind?: string;",
        "  /** The status. */",
        "  status?: string | null;",
        "  /** On or off. */",
        "  enabled: boolean;",
        "  /** Always null. */",
        "  nothing: null;",
        "}",
        "",
      ].join("\n"),
    );
  });

  test("a description given inside the wrappers counts as much as one outside", () => {
    const schema = z.strictObject({ a: z.string().describe("Inside.").nullish(), b: z.string().nullish().meta({ description: "Outside." }) });
    expect(declare("T", schema)).toContain("  /** Inside. */\n  a?: string | null;\n  /** Outside. */\n  b?: string | null;\n");
  });

  test("a loose object gets the index signature, documented by its metadata or by the default", () => {
    const loose = z.looseObject({ id: z.string().describe("Id.") });
    expect(declare("L", loose, { mode: "output", otherFields: "A field the service added." })).toContain(
      "  id: string;\n  /** A field the service added. */\n  [field: string]: unknown;\n}",
    );
    expect(declare("L", loose.meta({ otherFields: "Whatever else." }), output)).toContain("  /** Whatever else. */\n  [field: string]: unknown;\n");
    // A strict object and a stripping one have none.
    expect(declare("S", z.object({ id: z.string().describe("Id.") }))).not.toContain("[field");
  });

  test("a default is optional to give and always there once parsed", () => {
    const schema = z.looseObject({ archived: z.boolean().default(false).describe("Archived.") });
    expect(declare("D", schema, output)).toContain("  archived: boolean;\n");
    expect(declare("D", schema, input)).toContain("  archived?: boolean;\n");
  });

  test("argument types: input mode with `| undefined` on optional fields", () => {
    const schema = z.strictObject({
      page: z.number().int().min(1).optional().describe("Page."),
      expiresInDays: z.number().int().nullable().optional().describe("Days."),
      input: z.unknown().optional().describe("Anything."),
    });
    const text = declare("P", schema, input, { optionalUndefined: true });
    expect(text).toContain("  page?: number | undefined;\n");
    expect(text).toContain("  expiresInDays?: number | null | undefined;\n");
    expect(text).toContain("  input?: unknown;\n");
  });

  test("arrays, records, enums, literals, unions and nested arrays", () => {
    const schema = z.strictObject({
      tags: z.array(z.string()).describe("Tags."),
      loc: z.array(z.union([z.string(), z.number()])).describe("Where."),
      assets: z.array(z.array(z.unknown())).nullish().describe("Groups."),
      debug: z.record(z.string(), z.unknown()).describe("Details."),
      order: z.enum(["asc", "desc"]).describe("Order."),
      type: z.literal(["user", "service_principal"]).describe("Owner."),
      detail: z.union([z.string(), z.array(z.string())]).describe("Message or items."),
    });
    const text = declare("C", schema);
    expect(text).toContain("  tags: string[];\n");
    expect(text).toContain("  loc: (string | number)[];\n");
    expect(text).toContain("  assets?: unknown[][] | null;\n");
    expect(text).toContain("  debug: Record<string, unknown>;\n");
    expect(text).toContain('  order: "asc" | "desc";\n');
    expect(text).toContain('  type: "user" | "service_principal";\n');
    expect(text).toContain("  detail: string | string[];\n");
  });

  test("an enumeration or a union that is not an object is declared as a type alias", () => {
    expect(declarationText({ name: "SortOrder", description: "Order.", type: modelOf(z.enum(["asc", "desc"]), output) })).toBe(
      '/** Order. */\nexport type SortOrder = "asc" | "desc";\n',
    );
  });

  test("a discriminated union of readonly objects is written member by member", () => {
    const schema = z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("user").describe("A user."), id: z.string().describe("The user id.") }).readonly(),
      z.strictObject({ type: z.literal("proxy_manager").describe("The proxy manager.") }).readonly(),
    ]);
    expect(declarationText({ name: "Principal", description: "An owner.", type: modelOf(schema, input) })).toBe(
      [
        "/** An owner. */",
        "export type Principal =",
        "  | {",
        "      /** A user. */",
        '      readonly type: "user";',
        "      /** The user id. */",
        "      readonly id: string;",
        "    }",
        "  | {",
        "      /** The proxy manager. */",
        '      readonly type: "proxy_manager";',
        "    };",
        "",
      ].join("\n"),
    );
  });

  test("a pipe is its input when read as input, and its output when read as output", () => {
    const schema = z.strictObject({ count: z.string().pipe(z.coerce.number()).describe("Count.") });
    expect(declare("P", schema, input)).toContain("  count: string;\n");
    expect(declare("P", schema, output)).toContain("  count: number;\n");
  });

  test("a transform's output needs a tsType, which is then written as it is", () => {
    const Token = z.looseObject({ id: z.number().describe("Id.") });
    const bare = z.looseObject({ tokens: z.array(Token) }).transform((body) => body.tokens);
    expect(() => modelOf(bare, output, "TokenList")).toThrow(UnsupportedSchemaError);
    expect(() => modelOf(bare, output, "TokenList")).toThrow(/TokenList: what a \.transform\(\) returns .* \.meta\(\{ tsType/);
    const list = z.union([z.array(Token), bare]).meta({ tsType: "Token[]" });
    expect(typeText(modelOf(list, output))).toBe("Token[]");
  });

  test("readonly: every field of an object, and an array", () => {
    const schema = z.strictObject({ tags: z.array(z.string()).readonly().describe("Tags.") }).readonly();
    expect(declare("R", schema)).toContain("  readonly tags: readonly string[];\n");
  });

  test("a field without a description fails, naming it", () => {
    expect(() => modelOf(z.strictObject({ nameless: z.string() }), output, "Thing")).toThrow(
      'Thing.nameless has no description: give the field .describe("…") (its doc comment)',
    );
  });

  test("a schema of a kind with no type here fails, naming the place and the way out", () => {
    expect(() => modelOf(z.strictObject({ at: z.date().describe("When.") }), output, "Event")).toThrow(/Event\.at: a zod date schema .* tsType/);
  });
});

describe("named shapes", () => {
  const Group = z.looseObject({ side: z.string().describe("Side.") }).meta({ description: "A group." });
  const MonitorType = z.enum(["diff", "metric"]).meta({ description: "Kinds." });
  const nameOf = shapeNamer([
    ["Group", Group],
    ["MonitorType", MonitorType],
  ]);

  test("a nested schema declared by name is referred to by name, with the field's own description", () => {
    const schema = z.looseObject({
      root: Group.describe("The root group."),
      groups: z.array(Group).describe("Every group."),
      last: Group.nullish().describe("The last one."),
    });
    const text = declare("Chain", schema, { mode: "output", nameOf });
    expect(text).toContain("  /** The root group. */\n  root: Group;\n");
    expect(text).toContain("  groups: Group[];\n");
    expect(text).toContain("  last?: Group | null;\n");
  });

  test("the named shape's own description is not taken for the field's", () => {
    expect(() => modelOf(z.strictObject({ group: Group }), { mode: "output", nameOf }, "Holder")).toThrow(/Holder\.group has no description/);
  });

  test("an enumeration with a named one's values, in order, takes its name", () => {
    const schema = z.strictObject({
      kind: z.enum(MonitorType.options, { error: "must be a kind" }).optional().describe("Kind."),
      other: z.enum(["metric", "diff"]).describe("Reversed: not the same enumeration."),
    });
    const text = declare("Q", schema, { mode: "input", nameOf }, { optionalUndefined: true });
    expect(text).toContain("  kind?: MonitorType | undefined;\n");
    expect(text).toContain('  other: "metric" | "diff";\n');
  });

  test("two named enumerations with the same values are ambiguous", () => {
    expect(() => shapeNamer([["A", z.enum(["x"])], ["B", z.enum(["x"])]])).toThrow(/ambiguous/);
  });

  test("extend and omit of a named object are written `extends` and `Omit`", () => {
    const Token = z.looseObject({ id: z.number().describe("Id."), label: z.string().describe("Label.") });
    const CreatedToken = Token.extend({ token: z.string().describe("The secret.") });
    const Query = z.strictObject({ tags: z.array(z.string()).optional().describe("Tags.") });
    const All = Query.extend({ concurrency: z.number().optional().describe("At once."), maxPages: z.number().optional().describe("Most.") });
    const Iterate = All.omit({ concurrency: true });
    const earlier = [["Token", Token], ["Query", Query], ["All", All]] as const;
    const created = baseShapeOf(CreatedToken, earlier);
    expect(created).toEqual({ kind: "extends", name: "Token", inherited: ["id", "label"] });
    expect(declarationText({ name: "CreatedToken", description: "Created.", type: modelOf(CreatedToken, output), base: created })).toBe(
      "/** Created. */\nexport interface CreatedToken extends Token {\n  /** The secret. */\n  token: string;\n}\n",
    );
    expect(baseShapeOf(All, earlier)).toEqual({ kind: "extends", name: "Query", inherited: ["tags"] });
    const iterate = baseShapeOf(Iterate, earlier);
    expect(iterate).toEqual({ kind: "omit", name: "All", omitted: ["concurrency"] });
    expect(declarationText({ name: "Iterate", description: "One page at a time.", type: modelOf(Iterate, input), base: iterate })).toBe(
      '/** One page at a time. */\nexport type Iterate = Omit<All, "concurrency">;\n',
    );
    // Fields that merely look alike are not shared.
    expect(baseShapeOf(z.strictObject({ tags: z.array(z.string()).optional() }), earlier)).toBeUndefined();
  });
});

describe("typeText and membersText options: what the resources' types need", () => {
  const schema = z.strictObject({
    principal_id: z.string().optional().describe("The principal."),
    labels: z.array(z.string()).describe("Labels."),
  });
  const node = modelOf(schema, input) as Extract<TypeNode, { kind: "object" }>;

  test("readonly fields and collections, each type wrapped, each field renamed", () => {
    const text = membersText(node.fields, node.rest, {
      readonlyFields: true,
      readonlyCollections: true,
      wrapField: (type) => `pulumi.Input<${type}>`,
      renameField: (name) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
    });
    expect(text).toBe(
      [
        "  /** The principal. */",
        "  readonly principalId?: pulumi.Input<string>;",
        "  /** Labels. */",
        "  readonly labels: pulumi.Input<readonly string[]>;",
        "",
      ].join("\n"),
    );
  });

  test("an inline object as a type, indented", () => {
    expect(typeText(node, {}, "  ")).toBe("{\n    /** The principal. */\n    principal_id?: string;\n    /** Labels. */\n    labels: string[];\n  }");
  });
});

describe("what the data functions' types need: type arguments, generic declarations, unions of intersections", () => {
  const facts = (kind: string): TypeNode => ({ kind: "ref", name: "Facts", args: [{ kind: "literal", values: [kind] }] });

  test("a reference with type arguments", () => {
    expect(typeText({ kind: "ref", name: "Omit", args: [{ kind: "ref", name: "Inputs" }, { kind: "literal", values: ["a", "b"] }] })).toBe('Omit<Inputs, "a" | "b">');
    expect(typeText({ kind: "array", element: facts("x"), readonly: true })).toBe('readonly Facts<"x">[]');
  });

  test("a generic declaration names its parameters and their constraints", () => {
    const type = modelOf(z.strictObject({ kind: z.string().describe("Its kind.") }), output) as Extract<TypeNode, { kind: "object" }>;
    const generic = { ...type, fields: type.fields.map((field) => ({ ...field, type: { kind: "ref", name: "K" } as const })) };
    expect(
      declarationText({ name: "Facts", description: "Facts.", type: generic, typeParameters: [{ name: "K", constraint: { kind: "literal", values: ["a", "b"] } }] }),
    ).toBe(['/** Facts. */', 'export interface Facts<K extends "a" | "b"> {', "  /** Its kind. */", "  kind: K;", "}", ""].join("\n"));
  });

  test("a union of intersections is written member by member, each in parentheses", () => {
    const union: TypeNode = {
      kind: "union",
      members: [
        { kind: "intersection", members: [{ kind: "ref", name: "A" }, facts("a")] },
        { kind: "intersection", members: [{ kind: "ref", name: "B" }, facts("b")] },
      ],
    };
    expect(declarationText({ name: "Result", description: "A or B.", type: union })).toBe(
      ["/** A or B. */", "export type Result =", '  | (A & Facts<"a">)', '  | (B & Facts<"b">);', ""].join("\n"),
    );
    expect(typeText(union)).toBe('(A & Facts<"a">) | (B & Facts<"b">)');
  });

  test("an intersection with an object written out", () => {
    const node: TypeNode = {
      kind: "intersection",
      members: [
        { kind: "ref", name: "Base" },
        { kind: "object", fields: [{ name: "extra", type: { kind: "primitive", name: "string" }, optional: true, readonly: true, description: "More." }], rest: undefined },
      ],
    };
    expect(declarationText({ name: "More", description: "Base, and more.", type: node })).toBe(
      ["/** Base, and more. */", "export type More = Base & {", "  /** More. */", "  readonly extra?: string;", "};", ""].join("\n"),
    );
  });
});

describe("docComment", () => {
  test("one line when it fits", () => {
    expect(docComment("Short.", "  ")).toEqual(["  /** Short. */"]);
  });

  test("wrapped when it does not, with `{@link …}` kept whole and `*/` escaped", () => {
    const text = `${"word ".repeat(20)}see {@link TokenType} and a comment end */ here.`;
    const lines = docComment(text, "  ", 60);
    expect(lines[0]).toBe("  /**");
    expect(lines.at(-1)).toBe("   */");
    expect(lines.every((line) => line.length <= 60)).toBe(true);
    expect(lines.join("\n")).toContain("{@link TokenType}");
    expect(lines.join("\n")).toContain("*\\/ here.");
  });

  test("the text's own line breaks and empty lines are kept", () => {
    expect(docComment("First.\n\nSecond.")).toEqual(["/**", " * First.", " *", " * Second.", " */"]);
  });
});
