/**
 * src/types/ is generated from the API objects' schemas (tools/codegen/shape-files.ts):
 * test/api/generated-files.test.ts fails when a file there is stale; this one, when a file
 * there is not generated at all, and checks the JSON Schema the same walk gives.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT, shapeFiles, shapesJsonSchema } from "../../tools/codegen/shape-files";

test("every file of src/types is generated, and every generated type file is there", () => {
  const generated = [...shapeFiles().keys()];
  const files = readdirSync(join(REPO_ROOT, "src/types")).map((file) => `src/types/${file}`);
  expect(files.filter((file) => !generated.includes(file))).toEqual([]);
  expect(generated.filter((file) => !files.includes(file))).toEqual([]);
});

test("every shape also has a JSON Schema, with its description and one on each field", () => {
  const schema = shapesJsonSchema() as { $defs: Record<string, { description?: string; properties?: Record<string, { description?: string }> }> };
  expect(Object.keys(schema.$defs)).toEqual(
    expect.arrayContaining(["Monitor", "Token", "Principal", "MonitorInfo", "ProxyTokenInfo", "CreateTokenParams", "MonitorQuery"]),
  );
  expect(schema.$defs.Monitor!.properties!.state).toEqual({ anyOf: [{ type: "string" }, { type: "null" }], description: expect.stringContaining("last run") });
  expect(schema.$defs.MonitorList!.properties!.monitors).toMatchObject({ type: "array", items: { $ref: "#/$defs/Monitor" } });
  const undocumented = Object.entries(schema.$defs).flatMap(([name, def]) => [
    ...(def.description === undefined ? [name] : []),
    ...Object.entries(def.properties ?? {})
      .filter(([, property]) => property.description === undefined)
      .map(([field]) => `${name}.${field}`),
  ]);
  expect(undocumented).toEqual([]);
});
