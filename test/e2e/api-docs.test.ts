/**
 * The Registry's API docs of the package, as Pulumi's docs generator writes them from
 * sdk/schema.json (pulumi-docsgen, tools/pulumi-cli/docsgen, built by
 * scripts/install-pulumi-docsgen.sh): they build with no warning, one page per resource and
 * function, each page holding its example in the four languages; and a schema the generator
 * complains about fails the tool, with the generator's words.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { EXAMPLE_LANGUAGES, exampleName, SCHEMA_EXAMPLES_DIR } from "../../tools/codegen/schema-examples";
import { BUILT_CLI_DIR } from "../../tools/pulumi-cli/locate";

const run = promisify(execFile);
const REPO_ROOT = resolve(__dirname, "../..");
const DOCSGEN = join(BUILT_CLI_DIR, "pulumi-docsgen");
const schema = JSON.parse(readFileSync(join(REPO_ROOT, "sdk/schema.json"), "utf8")) as { resources: Record<string, unknown>; functions: Record<string, unknown> };
const TOKENS = [...Object.keys(schema.resources), ...Object.keys(schema.functions)];

// The first build compiles pkg/v3's code generators: minutes on 2 shared cores.
jest.setTimeout(15 * 60_000);

/** Runs pulumi-docsgen; resolves with its exit code and output whatever the code. */
async function docsgen(schemaPath: string, out: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(DOCSGEN, ["--schema", schemaPath, "--out", out], { maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** Where a resource's or function's page is: its name in lower case, as the generator files it. */
function pagePath(out: string, token: string): string {
  return join(out, exampleName(token).toLowerCase(), "_index.md");
}

const scratch = mkdtempSync(join(tmpdir(), "pulumi-datafold-api-docs-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

beforeAll(async () => {
  // Silent when the build is current.
  await run("bash", [join(REPO_ROOT, "scripts", "install-pulumi-docsgen.sh")], { cwd: REPO_ROOT, maxBuffer: 16 * 1024 * 1024 });
});

describe("the API docs of sdk/schema.json", () => {
  const out = join(scratch, "docs");
  let result: { code: number; stdout: string; stderr: string };
  beforeAll(async () => {
    result = await docsgen(join(REPO_ROOT, "sdk/schema.json"), out);
  });

  test("build with no warning and no diagnostic", () => {
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`pulumi-docsgen: wrote ${TOKENS.length + 2} pages and _package-tree.json into ${out}\n`);
  });

  test("have the package's index, the provider's page and one page per resource and function, and nothing else", () => {
    const pages = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((path) => path.endsWith(".md")).sort();
    const expected = ["_index.md", join("provider", "_index.md"), ...TOKENS.map((token) => join(exampleName(token).toLowerCase(), "_index.md"))].sort();
    expect(pages).toEqual(expected);
    const tree = JSON.parse(readFileSync(join(out, "_package-tree.json"), "utf8")) as { name: string }[];
    expect(tree.map((item) => item.name).sort()).toEqual([...TOKENS.map(exampleName), "Provider"].sort());
  });

  test.each(TOKENS)("%s's page shows its example in TypeScript, Python, Go and YAML, under its title", (token) => {
    const page = readFileSync(pagePath(out, token), "utf8");
    const dir = join(REPO_ROOT, SCHEMA_EXAMPLES_DIR, exampleName(token));
    expect(page).toContain('<pulumi-chooser type="language" options="typescript,python,go,csharp,java,yaml">');
    for (const { fence, file } of EXAMPLE_LANGUAGES) {
      expect(page).toContain(`<pulumi-choosable type="language" values="${fence}">\n\n\n\`\`\`${fence}\n${readFileSync(join(dir, file), "utf8").trim()}\n\`\`\``);
    }
    const title = /^description: (.*)$/m.exec(readFileSync(join(dir, "Pulumi.yaml"), "utf8"))![1]!;
    expect(page).toContain(`### ${title.replace(/'/g, "&#39;")}`);
  });
});

test("a schema the docs generator complains about fails the tool, with the generator's words, and writes nothing", async () => {
  // Three resources whose pages would share one file name (`twin`, then `res-twin`, then none).
  const resource = { description: "A twin.", properties: {}, inputProperties: {} };
  const twins = join(scratch, "twins.json");
  writeFileSync(
    twins,
    JSON.stringify({ name: "twins", version: "0.1.0", resources: { "twins:index:Twin": resource, "twins:index:TWIN": resource, "twins:index:twin": resource } }),
  );
  const out = join(scratch, "twins");
  const { code, stderr } = await docsgen(twins, out);
  expect(code).toBe(1);
  expect(stderr).toMatch(/^pulumi-docsgen: the docs generator reported on \S+twins\.json \(fix the schema's descriptions or examples\):\nE\d{4} .*skipping unresolvable duplicate file name: twin/);
  expect(existsSync(out)).toBe(false);
});
