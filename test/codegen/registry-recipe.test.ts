/**
 * The recipe of docs/architecture.md §2b, "Adding a resource", kept true: the repository is
 * copied, the definition file and the registry line are added exactly as the document shows
 * them (the definition, the registry line and the four programs of its example), `npm run
 * generate` runs in the copy, and the new resource is found everywhere the registry promises: the
 * package's exports, the provider entry and its shell, the package schema with its example,
 * the plugin's resources, the Python and Go SDKs; and the copy type-checks.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { BUILT_SDKGEN } from "../../tools/pulumi-cli/locate";

const ROOT = resolve(__dirname, "../..");
const DOC = readFileSync(join(ROOT, "docs", "architecture.md"), "utf8");

jest.setTimeout(240_000);

/** The code block (of any language) after `<!-- recipe: <name> -->` in the document. */
function recipe(name: string): string {
  const block = new RegExp(`<!-- recipe: ${name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} -->\n\`\`\`\\w*\n([\\s\\S]*?)\`\`\``).exec(DOC);
  if (block === null) throw new Error(`docs/architecture.md has no recipe block "${name}"`);
  return block[1]!;
}

/** The Terraform example the document shows (the Registry page embeds it). */
const TERRAFORM_EXAMPLE = "terraform/examples/resources/datafold_monitor_pause/resource.tf";

/** The example's programs the document shows, by file (the schema embeds them). */
const EXAMPLE_FILES = ["index.ts", "__main__.py", "main.go", "Pulumi.yaml"];

/** Runs a command in the copy; fails the test with its output when it fails. */
function run(copy: string, command: string, args: readonly string[]): string {
  const result = spawnSync(command, args, { cwd: copy, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

let copy: string;
let generated: string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "pulumi-datafold-recipe-"));
  for (const entry of ["src", "tools", "scripts", "examples/schema", "sdk/schema.json", "terraform", "package.json", "tsconfig.json"]) {
    mkdirSync(dirname(join(copy, entry)), { recursive: true });
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true, filter: (source) => !source.includes("node_modules") });
  }
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  // The document's two blocks, as written there.
  const definition = join(copy, "src/provider/monitors/monitor-pause.ts");
  writeFileSync(definition, recipe("src/provider/monitors/monitor-pause.ts"));
  mkdirSync(join(copy, "examples/schema/MonitorPause"));
  for (const file of EXAMPLE_FILES) writeFileSync(join(copy, "examples/schema/MonitorPause", file), recipe(`examples/schema/MonitorPause/${file}`));
  mkdirSync(join(copy, TERRAFORM_EXAMPLE, ".."), { recursive: true });
  writeFileSync(join(copy, TERRAFORM_EXAMPLE), recipe(TERRAFORM_EXAMPLE));
  const [importLine, entryLine] = recipe("registry").split("\n");
  const registryFile = join(copy, "src/registry.ts");
  const registry = readFileSync(registryFile, "utf8");
  writeFileSync(registryFile, registry.replace("export const RESOURCES = [\n", `export const RESOURCES = [\n${entryLine}\n`).replace(/^import /m, `${importLine}\nimport `));
  generated = run(copy, process.execPath, ["--require", "./tools/typescript/register.js", "scripts/generate.ts"]);
});

afterAll(() => {
  if (copy !== undefined) rmSync(copy, { recursive: true, force: true });
});

test("npm run generate writes the new resource's shell, class and types, and nothing else by hand", () => {
  for (const file of ["src/shells/monitor-pause.ts", "src/resources/monitor-pause.ts", "src/resources/generated/monitor-pause.ts"]) {
    expect(generated).toContain(`generate: wrote ${file}`);
  }
  expect(readFileSync(join(copy, "src/shells/monitor-pause.ts"), "utf8")).toContain('export = providerShell("monitorPause");');
  expect(readFileSync(join(copy, "src/provider.ts"), "utf8")).toContain("export const monitorPause: KitProvider = monitorPauseResource.provider");
  expect(readFileSync(join(copy, "src/resources/generated/monitor-pause.ts"), "utf8")).toContain("The monitor to pause. Changing it replaces the resource.");
});

test("the Terraform provider serves it, and its Registry page is written in its family's section with its example", () => {
  const schema = JSON.parse(readFileSync(join(copy, "src/terraform/generated/terraform-schema.json"), "utf8")) as { resources: Record<string, { kit: string; attributes: { name: string }[] }> };
  expect(schema.resources.datafold_monitor_pause).toMatchObject({ kit: "MonitorPause" });
  expect(schema.resources.datafold_monitor_pause!.attributes.map((attribute) => attribute.name)).toEqual(["id", "monitor_id", "monitor_name"]);
  const page = readFileSync(join(copy, "terraform/docs/resources/monitor_pause.md"), "utf8");
  expect(page).toContain('subcategory: "Monitors"');
  expect(page).toContain('resource "datafold_monitor_pause" "orders_quiet"');
});

test("the resource is in the package's exports, the provider entry and the plugin's resources", () => {
  const script = [
    'const pkg = require("./src");',
    'const provider = require("./src/provider");',
    'const plugin = require("./src/plugin/resource-types");',
    "console.log(JSON.stringify({",
    "  cls: typeof pkg.MonitorPause,",
    "  create: typeof provider.monitorPause.create,",
    '  served: plugin.PLUGIN_RESOURCES.has("datafold:index:MonitorPause"),',
    "}));",
  ].join("\n");
  const out = run(copy, process.execPath, ["--require", "./tools/typescript/register.js", "-e", script]);
  expect(JSON.parse(out.trim().split("\n").pop()!)).toEqual({ cls: "function", create: "function", served: true });
});

test("the package schema describes it, field by field", () => {
  const schema = JSON.parse(readFileSync(join(copy, "sdk/schema.json"), "utf8")) as { resources: Record<string, { description: string; inputProperties: Record<string, { description: string }> }> };
  const resource = schema.resources["datafold:index:MonitorPause"];
  expect(resource?.description).toMatch(/^Keeps a Datafold monitor paused while the resource exists; delete enables it again\.\n\n\{\{% examples %\}\}\n/);
  for (const file of EXAMPLE_FILES) expect(resource?.description).toContain(recipe(`examples/schema/MonitorPause/${file}`).trim());
  expect(resource?.inputProperties.monitorId?.description).toBe("The monitor to pause. Changing it replaces the resource.");
});

test("the copy type-checks, the new class and its arguments included", () => {
  writeFileSync(join(copy, "src/recipe-use.ts"), 'import { MonitorPause, type MonitorPauseArgs } from "./index";\nexport const args: MonitorPauseArgs = { monitorId: 42 };\nexport type Paused = MonitorPause;\n');
  // The package's sources only (the copy has no tests or emulator), with the project's compiler options.
  writeFileSync(join(copy, "tsconfig.src.json"), JSON.stringify({ extends: "./tsconfig.json", include: ["src"], exclude: [] }));
  run(copy, process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.src.json", "--noEmit"]);
});

const sdkgen = existsSync(BUILT_SDKGEN) ? test : process.env.DATAFOLD_E2E === "required" ? test : test.skip;
sdkgen("the Python and Go SDKs generated from the schema have it (needs pulumi-sdkgen, built by npm run pulumi:install)", () => {
  if (!existsSync(BUILT_SDKGEN)) throw new Error("DATAFOLD_E2E=required, but pulumi-sdkgen is not built: run npm run pulumi:install");
  const out = join(copy, "sdk-out");
  run(copy, BUILT_SDKGEN, ["--schema", join(copy, "sdk/schema.json"), "--out", out]);
  expect(readFileSync(join(out, "python/pulumi_datafold/monitor_pause.py"), "utf8")).toContain("class MonitorPause(pulumi.CustomResource)");
  expect(readFileSync(join(out, "go/datafold/monitorPause.go"), "utf8")).toContain("type MonitorPause struct");
});
