/**
 * Every example of terraform/examples/ says only what the schema has: each argument of a block of
 * ours exists at its place and can be set, the required ones are given, a union is given exactly
 * one variant, and every reference to one of ours names an attribute its type has. (Whether they
 * work is test/terraform/e2e/examples.test.ts's, through OpenTofu against the emulator.)
 */
import { TERRAFORM_EXAMPLES_DIR } from "../../../tools/codegen/terraform-docs-layout";
import type { TerraformSchemaFile } from "../../../src/terraform/shapes/terraform-schema-file";
import { exampleArgumentProblems } from "./example-arguments";
import { HclReadError, readHcl } from "./hcl-reader";
import { filesUnder, read, readSchema } from "./registry-tree";

const schema = readSchema();
const EXAMPLES = filesUnder(TERRAFORM_EXAMPLES_DIR).filter((path) => path.endsWith(".tf"));

it("the examples are found", () => {
  expect(EXAMPLES.length).toBe(2 + Object.keys(schema.resources).length + Object.keys(schema.dataSources).length);
});

it.each(EXAMPLES)("%s sets only the schema's arguments, the required ones included", (path) => {
  expect(exampleArgumentProblems(schema, readHcl(read(path), path), path)).toEqual([]);
});

it.each(filesUnder(TERRAFORM_EXAMPLES_DIR).filter((path) => path.endsWith("import.sh")))("%s is one tofu import of its directory's type", (path) => {
  const type = path.split("/").at(-2)!;
  expect(read(path).trim()).toMatch(new RegExp(`^tofu import ${type}\\.[a-z_]+ \\S+$`));
});

describe("the check of the examples", () => {
  const SCHEMA: TerraformSchemaFile = {
    provider: { version: 0, description: "", attributes: [{ name: "host", key: "host", description: "", optional: true, type: "string" }] },
    resources: {
      datafold_thing: {
        kit: "Thing",
        version: 0,
        description: "",
        attributes: [
          { name: "name", key: "name", description: "", required: true, type: "string" },
          { name: "thing_id", key: "thingId", description: "", computed: true, type: "number" },
          {
            name: "alert",
            key: "alert",
            description: "",
            optional: true,
            union: { tag: "type" },
            nested: {
              nesting: "single",
              attributes: [
                { name: "automatic", key: "automatic", description: "", optional: true, nested: { nesting: "single", attributes: [{ name: "sensitivity", key: "sensitivity", description: "", required: true, type: "number" }] } },
                { name: "absolute", key: "absolute", description: "", optional: true, nested: { nesting: "single", attributes: [{ name: "min", key: "min", description: "", optional: true, type: "number" }] } },
              ],
            },
          },
          { name: "rules", key: "rules", description: "", optional: true, nested: { nesting: "list", attributes: [{ name: "column", key: "column", description: "", required: true, type: "string" }] } },
        ],
      },
    },
    dataSources: {},
  };
  const problems = (hcl: string) => exampleArgumentProblems(SCHEMA, readHcl(hcl, "x.tf"), "x.tf");

  it("passes what the schema has, meta-arguments and lifecycle included", () => {
    const hcl = [
      'provider "datafold" {',
      '  host = "https://app.datafold.com"',
      "}",
      "",
      'resource "datafold_thing" "a" {',
      '  name  = "a # not a comment"',
      "  alert = { automatic = { sensitivity = 50 } } # a comment",
      '  rules = [{ column = "id" }, { column = "${var.x}" }]',
      "  lifecycle {",
      "    create_before_destroy = true",
      "  }",
      "}",
      "",
      'output "id" { value = datafold_thing.a.thing_id }',
    ].join("\n");
    expect(problems(hcl)).toEqual([]);
  });

  it("names an unknown argument, a read-only one, a missing required one, two variants of a union, a block for an attribute and a reference to nothing", () => {
    const hcl = [
      'resource "datafold_thing" "a" {',
      "  thing_id = 1",
      "  colour   = 2",
      "  alert = {",
      "    automatic = { sensitivity = 50, typo = 1 }",
      "    absolute  = {}",
      "  }",
      "  rules {",
      '    column = "x"',
      "  }",
      "}",
      'output "x" { value = datafold_thing.a.no_such }',
    ].join("\n");
    expect(problems(hcl)).toEqual([
      "x.tf: datafold_thing.a.thing_id (line 2) is read-only: the provider sets it",
      "x.tf: datafold_thing.a.colour (line 3) is no argument: the arguments are name, alert, rules",
      "x.tf: datafold_thing.a.alert.automatic.typo (line 5) is no argument: the arguments are sensitivity",
      "x.tf: datafold_thing.a.alert: exactly one of automatic, absolute must be set; 2 are",
      "x.tf: datafold_thing.a: the required argument name is missing",
      "x.tf: datafold_thing.a: the block rules (line 8) is no block of the schema: its nested arguments are written `name = { … }`",
      "x.tf: datafold_thing.a.no_such: datafold_thing has no attribute no_such",
    ]);
  });

  it("fails on what it cannot read, naming the file and the line", () => {
    expect(() => readHcl('resource "a" "b" {\n  x = "open\n}\n', "bad.tf")).toThrow(new HclReadError("bad.tf:2: a string is never closed on its line"));
    expect(() => readHcl('resource "a" "b" {\n  x = 1\n', "bad.tf")).toThrow(/bad\.tf:\d+: a block is never closed/);
  });
});
