/**
 * The README's plugin route, run as written: its install commands for Python, Go and Pulumi
 * YAML (plugin from the release tarball, the Python SDK's wheel, `go get` of the Go SDK at the
 * release's tag), then its first programs: the Go one built against the SDK from the tag, the
 * Python and YAML ones through the real CLI against the emulator. The release's assets are built by the project's own scripts; the tag is served by
 * a Go module proxy in a directory; pip reads the wheelhouse of `npm run python:install`. Only
 * the environment is the test's: the commands are the README's text.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { configureProvider } from "./support/plugin-scenario";
import { goModuleProxy } from "../../tools/harness/go-module-proxy";
import { packPlugin, PLUGIN_VERSION } from "../../tools/harness/plugin";
import { packPythonSdk } from "../../tools/harness/python-sdk";
import type { PulumiStack } from "../../tools/harness/pulumi-project";
import { PYTHON_CONSTRAINTS, PYTHON_WHEELHOUSE } from "../../tools/pulumi-python/locate";

jest.setTimeout(E2E_TIMEOUT_MS);

const REPO_ROOT = resolve(__dirname, "../..");
const GO_SDK_MODULE = "github.com/pulumi-datafold/pulumi-datafold/sdk";

/** The README's first fenced block of `language` under `section` (a `##` heading), after the heading `heading` there. */
function readmeBlock(section: string, heading: string, language: string): string {
  const readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8");
  const sectionAt = readme.indexOf(`\n${section}\n`);
  const headingAt = readme.indexOf(`\n${heading}\n`, sectionAt);
  if (sectionAt === -1 || headingAt === -1) throw new Error(`README: no heading "${heading}" in "${section}"`);
  const match = new RegExp("```" + language + "\\n([\\s\\S]*?)```").exec(readme.slice(headingAt));
  if (match === null) throw new Error(`README: no \`\`\`${language} block after "${heading}" in "${section}"`);
  return match[1]!;
}

describeWithLanguages(["python", "yaml"], "the README's plugin install commands and examples, as written", (cliDir) => {
  const e2e = useE2E(cliDir);
  const work = mkdtempSync(join(tmpdir(), "pulumi-datafold-readme-plugin-"));
  let dir: string;
  let stack: PulumiStack;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    const assets = join(work, "assets");
    // The README's commands name the Linux x64 assets: those are built, whatever this machine is.
    for (const asset of [packPlugin(assets, "linux-amd64"), packPythonSdk(assets)]) copyFileSync(asset, join(work, basename(asset)));
    goModuleProxy(join(work, "goproxy"), GO_SDK_MODULE, `v${PLUGIN_VERSION}`, join(REPO_ROOT, "sdk"));
    dir = work;
    const project = e2e.project({ inPlace: dir });
    stack = project.stack("e2e", {});
    // The stack's own environment (the CLI on PATH, its Pulumi home), so that the plugin the
    // commands install is the one the stack's commands find; pip and Go read the local assets.
    env = {
      ...stack.env,
      PIP_NO_INDEX: "1",
      PIP_FIND_LINKS: PYTHON_WHEELHOUSE,
      PIP_CONSTRAINT: PYTHON_CONSTRAINTS,
      PIP_DISABLE_PIP_VERSION_CHECK: "1",
      GOPROXY: `file://${join(work, "goproxy")},${process.env.GOPROXY ?? "https://proxy.golang.org"}`,
      GONOSUMDB: GO_SDK_MODULE,
      GOFLAGS: `${process.env.GOFLAGS ?? ""} -mod=mod`.trim(),
    };
    execFileSync("go", ["mod", "init", "example.com/infra"], { cwd: dir, env, stdio: "ignore" });
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  test("the install commands run as written: the plugin, the Python SDK and the Go SDK are there, and the Go program builds", () => {
    const install = spawnSync("bash", ["-euo", "pipefail", "-c", readmeBlock("## Install", "### Python, Go and Pulumi YAML", "sh")], { cwd: dir, env, encoding: "utf8" });
    expect({ code: install.status, stderr: install.status === 0 ? "" : install.stderr }).toEqual({ code: 0, stderr: "" });

    const plugins = JSON.parse(execFileSync("pulumi", ["plugin", "ls", "--json"], { cwd: dir, env, encoding: "utf8" })) as { name: string; kind: string; version: string }[];
    expect(plugins).toContainEqual(expect.objectContaining({ name: "datafold", kind: "resource", version: PLUGIN_VERSION }));
    const python = execFileSync(join(dir, "venv", "bin", "python"), ["-c", "import importlib.metadata as m, pulumi_datafold; print(m.version('pulumi_datafold'))"], { env, encoding: "utf8" });
    expect(python.trim()).toBe(PLUGIN_VERSION);
    expect(readFileSync(join(dir, "go.mod"), "utf8")).toContain(`${GO_SDK_MODULE} v${PLUGIN_VERSION}`);

    // The README's Go program compiles against the Go SDK from the tag.
    writeFileSync(join(dir, "main.go"), readmeBlock("## A first program", "### Go", "go"));
    execFileSync("go", ["mod", "tidy"], { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
    execFileSync("go", ["build", "-o", join(work, "infra"), "."], { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
    rmSync(join(dir, "main.go"));
  });

  test("the Python example runs in that virtualenv, through the installed plugin", async () => {
    writeFileSync(join(dir, "Pulumi.yaml"), "name: datafold-python\nruntime:\n  name: python\n  options:\n    toolchain: pip\n    virtualenv: venv\n");
    writeFileSync(join(dir, "__main__.py"), readmeBlock("## A first program", "### Python", "python"));
    await stack.init();
    await configureProvider(stack, e2e);
    await stack.up();
    expect(await stack.output("token")).toBe("[secret]");
    const token = await stack.output("token", true);
    await expect(e2e.clients.control.authenticateProxyToken(token)).resolves.toMatchObject({ principal_id: "alice@example.com" });
    await stack.destroy();
    await stack.ok(["stack", "rm", "--yes"]);
    rmSync(join(dir, "__main__.py"));
  });

  test("the YAML example runs through the installed plugin", async () => {
    writeFileSync(join(dir, "Pulumi.yaml"), readmeBlock("## A first program", "### Pulumi YAML", "yaml"));
    await stack.init();
    await configureProvider(stack, e2e);
    await stack.up();
    expect(await stack.output("token")).toBe("[secret]");
    await expect(e2e.clients.control.authenticateProxyToken(await stack.output("token", true))).resolves.toMatchObject({ principal_id: "alice@example.com" });
    await stack.destroy();
  });
});
