import { z } from "zod";
import { jsonSchemaDeclaration, jsonSchemaDocument, jsonSchemaOf, modelOf, shapeNamer } from "../../tools/codegen";

describe("jsonSchemaOf: the model as JSON Schema, from the same walk as the TypeScript", () => {
  const Group = z.looseObject({ side: z.string().describe("Side.") }).meta({ description: "A group." });
  const nameOf = shapeNamer([["Group", Group]]);

  test("fields with their descriptions, required unless optional, nullable as anyOf, integers, enums and refs", () => {
    const schema = z.strictObject({
      id: z.number().int().describe("The id."),
      score: z.number().describe("A score."),
      status: z.string().nullish().describe("The status."),
      order: z.enum(["asc", "desc"]).optional().describe("Order."),
      kind: z.literal("diff").describe("Always diff."),
      root: Group.describe("The root group."),
      debug: z.record(z.string(), z.unknown()).describe("Details."),
      tags: z.array(z.string()).describe("Tags."),
    });
    expect(jsonSchemaOf(modelOf(schema, { mode: "output", nameOf }))).toEqual({
      type: "object",
      properties: {
        id: { type: "integer", description: "The id." },
        score: { type: "number", description: "A score." },
        status: { anyOf: [{ type: "string" }, { type: "null" }], description: "The status." },
        order: { enum: ["asc", "desc"], description: "Order." },
        kind: { const: "diff", description: "Always diff." },
        root: { $ref: "#/$defs/Group", description: "The root group." },
        debug: { type: "object", additionalProperties: {}, description: "Details." },
        tags: { type: "array", items: { type: "string" }, description: "Tags." },
      },
      required: ["id", "score", "kind", "root", "debug", "tags"],
      additionalProperties: false,
    });
  });

  test("a loose object takes other properties; a reference may be named for a Pulumi package schema", () => {
    const schema = z.looseObject({ group: Group.describe("Its group.") });
    expect(jsonSchemaOf(modelOf(schema, { mode: "output", nameOf }), { refOf: (name) => `#/types/datafold:index:${name}` })).toEqual({
      type: "object",
      properties: { group: { $ref: "#/types/datafold:index:Group", description: "Its group." } },
      required: ["group"],
      additionalProperties: {},
    });
  });

  test("a document of named shapes, each described", () => {
    const declaration = { name: "Group", description: "A group.", type: modelOf(Group, { mode: "output", nameOf }) };
    expect(jsonSchemaDeclaration(declaration)).toMatchObject({ description: "A group.", type: "object", required: ["side"] });
    expect(jsonSchemaDocument([declaration])).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $defs: { Group: jsonSchemaDeclaration(declaration) },
    });
  });
});
