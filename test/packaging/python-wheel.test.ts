/**
 * The Python SDK's release files as PyPI takes them: the wheel and the sdist that
 * `npm run sdk:pack` builds pass `twine check --strict` (their README renders as PyPI's
 * description), carry the license as an SPDX expression with its text (LICENSE), and list the
 * project's URLs, each into a file the repository has. A build whose description is missing
 * fails the same check, so the check can fail.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PLUGIN_VERSION } from "../../tools/harness/plugin";
import { packPythonSdk } from "../../tools/harness/python-sdk";
import { HOW_TO_GET_PYTHON_PULUMI, PYTHON_PULUMI } from "../../tools/pulumi-python/locate";

jest.setTimeout(180_000);

const REPO_ROOT = resolve(__dirname, "../..");
const REPOSITORY_FILES = "https://github.com/pulumi-datafold/pulumi-datafold/blob/main/";
const hasTwine = existsSync(PYTHON_PULUMI) && spawnSync(PYTHON_PULUMI, ["-m", "twine", "--version"]).status === 0;
const why = `no twine in .venv-pulumi-python: ${HOW_TO_GET_PYTHON_PULUMI}`;

/** `twine check --strict` of `files`: its exit code and what it printed. */
function twineCheck(...files: string[]): { code: number | null; output: string } {
  const result = spawnSync(PYTHON_PULUMI, ["-m", "twine", "check", "--strict", ...files], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1", COLUMNS: "400" } });
  // twine's console (rich) colours and wraps whatever it is told: read it as plain words.
  // eslint-disable-next-line no-control-regex
  const plain = `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, "").replace(/\s+/g, " ");
  return { code: result.status, output: plain };
}

/** A file of the wheel (a zip), read with Python's zipfile. */
function fromWheel(wheel: string, name: string): string {
  return execFileSync(PYTHON_PULUMI, ["-c", "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())", wheel, name], { encoding: "utf8" });
}

if (!hasTwine && process.env.DATAFOLD_E2E !== "required") process.stderr.write(`the Python SDK's wheel: skipped: ${why}\n`);

(hasTwine || process.env.DATAFOLD_E2E === "required" ? describe : describe.skip)("the Python SDK's wheel and sdist", () => {
  const out = mkdtempSync(join(tmpdir(), "pulumi-datafold-wheel-"));
  const wheel = join(out, `pulumi_datafold-${PLUGIN_VERSION}-py3-none-any.whl`);
  const sdist = join(out, `pulumi_datafold-${PLUGIN_VERSION}.tar.gz`);
  beforeAll(() => {
    if (!hasTwine) throw new Error(`DATAFOLD_E2E=required, but ${why}`);
    packPythonSdk(out);
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("pass twine check --strict", () => {
    const check = twineCheck(wheel, sdist);
    expect(check).toEqual({ code: 0, output: expect.stringMatching(/\.whl: PASSED .*\.tar\.gz: PASSED/) });
  });

  const metadata = () => fromWheel(wheel, `pulumi_datafold-${PLUGIN_VERSION}.dist-info/METADATA`);
  const fields = (name: string) => [...metadata().matchAll(new RegExp(`^${name}: (.*)$`, "gm"))].map((match) => match[1]!);

  it("carry the license as an SPDX expression, with its text", () => {
    expect(fields("License-Expression")).toEqual(["Apache-2.0"]);
    expect(fields("License-File")).toEqual(["LICENSE"]);
    expect(fromWheel(wheel, `pulumi_datafold-${PLUGIN_VERSION}.dist-info/licenses/LICENSE`)).toBe(readFileSync(join(REPO_ROOT, "LICENSE"), "utf8"));
    const sdistFiles = execFileSync("tar", ["-tzf", sdist], { encoding: "utf8" }).split("\n");
    expect(sdistFiles).toContain(`pulumi_datafold-${PLUGIN_VERSION}/LICENSE`);
  });

  it("have the SDK's README as their Markdown description", () => {
    expect(fields("Description-Content-Type")).toEqual(["text/markdown"]);
    expect(metadata()).toContain(readFileSync(join(REPO_ROOT, "sdk", "python", "README.md"), "utf8").trim());
  });

  it("list the homepage, repository, documentation, issues and changelog, each an https URL the repository has", () => {
    const urls = Object.fromEntries(fields("Project-URL").map((field) => field.split(", ") as [string, string]));
    expect(Object.keys(urls).sort()).toEqual(["Changelog", "Documentation", "Homepage", "Issues", "Repository"]);
    for (const url of Object.values(urls)) expect(url).toMatch(/^https:\/\/github\.com\/pulumi-datafold\/pulumi-datafold/);
    for (const url of Object.values(urls).filter((candidate) => candidate.startsWith(REPOSITORY_FILES))) {
      expect({ url, exists: existsSync(join(REPO_ROOT, url.slice(REPOSITORY_FILES.length))) }).toEqual({ url, exists: true });
    }
  });

  it("a build without a description fails the same check", () => {
    const source = join(out, "no-readme");
    cpSync(join(REPO_ROOT, "sdk", "python"), source, { recursive: true });
    const pyproject = readFileSync(join(source, "pyproject.toml"), "utf8");
    expect(pyproject).toMatch(/^\s*readme = "README.md"$/m);
    writeFileSync(join(source, "pyproject.toml"), pyproject.replace(/^\s*readme = "README.md"\n/m, ""));
    const dist = join(out, "no-readme-dist");
    execFileSync(PYTHON_PULUMI, ["-m", "build", "--no-isolation", "--wheel", "--outdir", dist, source], { stdio: "ignore" });
    const check = twineCheck(join(dist, `pulumi_datafold-${PLUGIN_VERSION}-py3-none-any.whl`));
    expect(check.code).not.toBe(0);
    expect(check.output).toMatch(/long_description/);
  });
});
