/**
 * The examples of the package schema (tools/codegen/schema-examples.ts): every resource,
 * component and function of sdk/schema.json carries one in the Registry's form, in TypeScript,
 * Python, Go and YAML, embedded as examples/schema/ holds it; a type without one, or a directory
 * of examples that names no type, fails the generation naming it. Running the examples is
 * test/e2e/schema-examples.test.ts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { checkNoStrayExamples, describedWithExample, EXAMPLE_LANGUAGES, exampleName, readExample, SCHEMA_EXAMPLES_DIR, withExamples } from "../../tools/codegen/schema-examples";
import { PulumiSchemaError } from "../../tools/codegen/pulumi-types";

const ROOT = resolve(__dirname, "../..");
const schema = JSON.parse(readFileSync(join(ROOT, "sdk/schema.json"), "utf8")) as {
  resources: Record<string, { description: string }>;
  functions: Record<string, { description: string }>;
};
const TYPES = { ...schema.resources, ...schema.functions };

/** A scratch copy of one example, `examples/schema/<name>/` under a temporary root. */
function scratchExample(name: string): string {
  const root = mkdtempSync(join(tmpdir(), "schema-examples-"));
  cpSync(join(ROOT, SCHEMA_EXAMPLES_DIR, name), join(root, SCHEMA_EXAMPLES_DIR, name), { recursive: true });
  return root;
}

describe("the schema's descriptions", () => {
  test.each(Object.keys(TYPES))("%s ends with its example in the Registry's form, the four programs as examples/schema holds them", (token) => {
    const description = TYPES[token]!.description;
    const dir = join(ROOT, SCHEMA_EXAMPLES_DIR, exampleName(token));
    const section = description.slice(description.indexOf("{{% examples %}}"));
    expect(section).toMatch(/^\{\{% examples %\}\}\n## Example Usage\n\n\{\{% example %\}\}\n### \S[^\n]*\n\n```typescript\n/);
    expect(section.endsWith("{{% /example %}}\n{{% /examples %}}")).toBe(true);
    for (const { fence, file } of EXAMPLE_LANGUAGES) {
      expect(section).toContain(`\`\`\`${fence}\n${readFileSync(join(dir, file), "utf8").trim()}\n\`\`\``);
    }
    expect(section.match(/\{\{% example %\}\}/g)).toHaveLength(1);
  });
});

/** `PowerBiIntegration` → `power_bi_integration`, as the Python SDK names a module. */
function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter, at: number) => `${at === 0 ? "" : "_"}${letter.toLowerCase()}`);
}

describe("the generated SDKs' doc comments", () => {
  test.each(Object.keys(TYPES))("%s's Python and Go SDK files show their own language's example, under its title", (token) => {
    const name = exampleName(token);
    const { title } = readExample(ROOT, token);
    const python = readFileSync(join(ROOT, "sdk/python/pulumi_datafold", `${snakeCase(name)}.py`), "utf8");
    const go = readFileSync(join(ROOT, "sdk/go/datafold", `${name.charAt(0).toLowerCase()}${name.slice(1)}.go`), "utf8");
    // A docstring indents it: a class's by 8 spaces, a function's by 4.
    expect(python).toContain(`### ${title}\n`);
    expect(python).toMatch(/\n {4,8}```python\n {4,8}import pulumi/);
    expect(python).not.toContain("```go");
    expect(go).toContain(`// ### ${title}\n//\n// \`\`\`go\n// package main`);
    expect(go).not.toContain("```python");
  });
});

describe("an example", () => {
  test("its title is the YAML program's description", () => {
    expect(readExample(ROOT, "datafold:index:ProxyToken").title).toBe("A service principal's token, rotated before it expires");
  });

  test("a missing language fails, naming the type, the language and the file to write", () => {
    const root = scratchExample("DbtIntegration");
    try {
      rmSync(join(root, SCHEMA_EXAMPLES_DIR, "DbtIntegration", "main.go"));
      rmSync(join(root, SCHEMA_EXAMPLES_DIR, "DbtIntegration", "Pulumi.yaml"));
      expect(() => readExample(root, "datafold:index:DbtIntegration")).toThrow(PulumiSchemaError);
      expect(() => readExample(root, "datafold:index:DbtIntegration")).toThrow(
        "datafold:index:DbtIntegration has no example in Go (examples/schema/DbtIntegration/main.go), YAML (examples/schema/DbtIntegration/Pulumi.yaml)",
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test("a type with no example at all (a component merged without one) fails the schema's generation, naming it", () => {
    const root = scratchExample("DbtIntegration");
    try {
      const specs = { "datafold:index:DbtIntegration": { description: "dbt." }, "datafold:index:MonitorsFromYaml": { description: "A component." } };
      expect(() => withExamples(root, specs)).toThrow(/^datafold:index:MonitorsFromYaml has no example in TypeScript \(examples\/schema\/MonitorsFromYaml\/index\.ts\), Python .*, Go .*, YAML /);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test("a YAML program without a one-line description fails: the Registry needs a title", () => {
    const root = scratchExample("DbtIntegration");
    try {
      const yamlFile = join(root, SCHEMA_EXAMPLES_DIR, "DbtIntegration", "Pulumi.yaml");
      writeFileSync(yamlFile, readFileSync(yamlFile, "utf8").replace(/^description: .*$/m, ""));
      expect(() => readExample(root, "datafold:index:DbtIntegration")).toThrow(/has no title: give examples\/schema\/DbtIntegration\/Pulumi\.yaml a one-line `description`/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test("a directory that names no type (a renamed resource's) fails, naming it", () => {
    const root = scratchExample("DbtIntegration");
    try {
      expect(() => checkNoStrayExamples(root, ["datafold:index:DbtIntegration"])).not.toThrow();
      expect(() => checkNoStrayExamples(root, ["datafold:index:DbtCloudIntegration"])).toThrow("examples/schema/DbtIntegration is the example of no type in the schema");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test("is appended after the description, a blank line between each part", () => {
    const text = describedWithExample("Says what it is.\n", {
      title: "A title",
      programs: new Map([
        ["typescript", "ts();"],
        ["python", "py()"],
        ["go", "go()"],
        ["yaml", "resources: {}"],
      ]),
    });
    expect(text).toBe(
      "Says what it is.\n\n{{% examples %}}\n## Example Usage\n\n{{% example %}}\n### A title\n\n```typescript\nts();\n```\n\n```python\npy()\n```\n\n" +
        "```go\ngo()\n```\n\n```yaml\nresources: {}\n```\n\n{{% /example %}}\n{{% /examples %}}",
    );
  });
});
