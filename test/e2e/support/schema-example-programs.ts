/**
 * The schema's examples (examples/schema/<Name>/) gathered into one program per language, so
 * that one stack runs them all: a Python project that runs each example's `__main__.py` in turn,
 * and one Pulumi YAML program that merges every example's `Pulumi.yaml`. The examples are
 * written to be combined: their resources, variables, config keys and outputs have names of
 * their own, and a name used twice fails here, naming both examples.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse, stringify } from "yaml";
import { EXAMPLE_LANGUAGES, SCHEMA_EXAMPLES_DIR } from "../../../tools/codegen/schema-examples";

const EXAMPLES = resolve(__dirname, "../../..", SCHEMA_EXAMPLES_DIR);

/** The sections of a YAML program that the combined program merges. */
const MERGED_SECTIONS = ["config", "variables", "resources", "outputs"] as const;
type Section = (typeof MERGED_SECTIONS)[number];
type YamlProgram = Partial<Record<Section, Record<string, unknown>>>;

/** The example directories, by name (`ProxyToken`, `getMonitors`). */
export function schemaExampleNames(): string[] {
  return readdirSync(EXAMPLES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "node_modules")
    .map((entry) => entry.name)
    .sort();
}

/** Each example's YAML program, by example name. */
function yamlPrograms(): Map<string, YamlProgram> {
  return new Map(schemaExampleNames().map((name) => [name, parse(readFileSync(join(EXAMPLES, name, "Pulumi.yaml"), "utf8")) as YamlProgram]));
}

/** Every example's YAML program in one: a name defined by two examples throws, naming both. */
export function combinedYamlProgram(): { config: Record<string, unknown>; variables: Record<string, unknown>; resources: Record<string, unknown>; outputs: Record<string, unknown> } {
  const combined: Record<Section, Record<string, unknown>> = { config: {}, variables: {}, resources: {}, outputs: {} };
  const definedBy = new Map<string, string>();
  for (const [example, program] of yamlPrograms()) {
    for (const section of MERGED_SECTIONS) {
      for (const [key, value] of Object.entries(program[section] ?? {})) {
        // Config keys, variables and resources share one namespace in Pulumi YAML (`${name}`).
        const name = section === "outputs" ? `output ${key}` : key;
        const other = definedBy.get(name);
        if (other !== undefined) throw new Error(`examples/schema: ${name} is defined by both ${other} and ${example}; give one of them another name`);
        definedBy.set(name, example);
        combined[section][key] = value;
      }
    }
  }
  return combined;
}

/** The config keys the examples declare (all secrets: credentials), which a stack of them must set. */
export function exampleSecretConfigKeys(): string[] {
  return Object.keys(combinedYamlProgram().config).sort();
}

/** The outputs the examples export, as the YAML programs name them (the other languages export the same). */
export function exampleOutputNames(): string[] {
  return Object.keys(combinedYamlProgram().outputs).sort();
}

/** The resources the examples declare, as `type` → count. */
export function exampleResourceTypes(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const resource of Object.values(combinedYamlProgram().resources)) {
    const { type } = resource as { type: string };
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return counts;
}

/**
 * Copies into `dir` what the examples read besides their programs (MonitorsFromYaml's
 * `monitors/*.yaml`), where each program reads it: beside it, at the combined project's root.
 * A file two examples both bring throws, naming both.
 */
function copyExampleData(dir: string): void {
  const programFiles = new Set<string>(EXAMPLE_LANGUAGES.map(({ file }) => file));
  const broughtBy = new Map<string, string>();
  for (const name of schemaExampleNames()) {
    for (const entry of readdirSync(join(EXAMPLES, name))) {
      if (programFiles.has(entry)) continue;
      const other = broughtBy.get(entry);
      if (other !== undefined) throw new Error(`examples/schema: ${entry} is brought by both ${other} and ${name}; give one of them another name`);
      broughtBy.set(entry, name);
      cpSync(join(EXAMPLES, name, entry), join(dir, entry), { recursive: true });
    }
  }
}

/** Writes the combined Pulumi YAML program into `dir` (a new project directory), with the examples' data. */
export function writeYamlProject(dir: string): void {
  mkdirSync(dir, { recursive: true });
  copyExampleData(dir);
  const project = { name: "datafold-schema-examples-yaml", runtime: "yaml", description: "Every example of the package schema, in Pulumi YAML.", ...combinedYamlProgram() };
  writeFileSync(join(dir, "Pulumi.yaml"), stringify(project));
}

/**
 * Writes a Python project into `dir` that runs every example's program in turn (each as its own
 * `__main__`, as `pulumi up` in its directory would), from a copy under `examples/`, with the
 * examples' data at the root. The test makes the virtualenv `venv` beside it.
 */
export function writePythonProject(dir: string): void {
  mkdirSync(dir, { recursive: true });
  copyExampleData(dir);
  for (const name of schemaExampleNames()) {
    mkdirSync(join(dir, "examples", name), { recursive: true });
    cpSync(join(EXAMPLES, name, "__main__.py"), join(dir, "examples", name, "__main__.py"));
  }
  writeFileSync(
    join(dir, "Pulumi.yaml"),
    stringify({
      name: "datafold-schema-examples-python",
      runtime: { name: "python", options: { toolchain: "pip", virtualenv: "venv" } },
      description: "Every example of the package schema, in Python.",
    }),
  );
  writeFileSync(
    join(dir, "__main__.py"),
    [
      '"""Runs every example of the package schema (examples/<Name>/__main__.py) in one stack."""',
      "import pathlib",
      "import runpy",
      "",
      "for example in sorted(pathlib.Path(__file__).parent.joinpath(\"examples\").iterdir()):",
      '    runpy.run_path(str(example / "__main__.py"), run_name="__main__")',
      "",
    ].join("\n"),
  );
}
