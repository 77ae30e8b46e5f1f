/**
 * The programs of the Pulumi Registry's pages (docs/_index.md, docs/installation-configuration.md),
 * taken from the pages themselves: each Python and YAML program runs through the real CLI and
 * the installed plugin against the emulator (up, what its outputs promise, destroy), and each
 * Go program builds against the Go SDK of this repository. (Their TypeScript programs are
 * compiled with every docs block in test/packaging/published-types.test.ts.)
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { configureProvider } from "./support/plugin-scenario";
import { timed } from "./support/timed";
import { installPlugin, packPlugin } from "../../tools/harness/plugin";
import type { PulumiStack } from "../../tools/harness/pulumi-project";
import { packPythonSdk, pythonVirtualenvWithSdk } from "../../tools/harness/python-sdk";
import { readRegistryPage, REGISTRY_PAGES, type ChoosableProgram } from "../support/registry-pages";

jest.setTimeout(E2E_TIMEOUT_MS);

const REPO_ROOT = resolve(__dirname, "../..");
const GO_SDK_MODULE = "github.com/pulumi-datafold/pulumi-datafold/sdk";
const PYTHON_PROJECT = "name: registry-example\nruntime:\n  name: python\n  options:\n    toolchain: pip\n    virtualenv: venv\n";

/** Every program of the pages in `language`, named by page and place (`docs/_index.md, example 1`). */
function programs(language: string): [string, ChoosableProgram][] {
  return REGISTRY_PAGES.flatMap((path) =>
    readRegistryPage(path).choosers.flatMap((chooser, n) =>
      chooser.programs.filter((program) => program.language === language).map((program): [string, ChoosableProgram] => [`${path}, example ${n + 1} (line ${chooser.line})`, program]),
    ),
  );
}

it("the pages hold Python, Go and YAML programs to run", () => {
  for (const language of ["python", "go", "yaml"]) expect(programs(language).length).toBeGreaterThanOrEqual(2);
});

describe("the Go programs", () => {
  const work = mkdtempSync(join(tmpdir(), "pulumi-datafold-registry-go-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each(programs("go"))("%s builds against the Go SDK", (name, program) => {
    const dir = join(work, name.replace(/\W+/g, "-"));
    mkdirSync(dir);
    writeFileSync(join(dir, "main.go"), program.code);
    writeFileSync(join(dir, "go.mod"), `module example.com/registry\n\ngo 1.25\n\nrequire ${GO_SDK_MODULE} v0.0.0\n\nreplace ${GO_SDK_MODULE} => ${join(REPO_ROOT, "sdk")}\n`);
    copyFileSync(join(REPO_ROOT, "sdk", "go.sum"), join(dir, "go.sum"));
    const env = { ...process.env, GOFLAGS: `${process.env.GOFLAGS ?? ""} -mod=mod`.trim() };
    execFileSync("go", ["build", "-o", join(dir, "program"), "."], { cwd: dir, env, stdio: ["ignore", "ignore", "pipe"] });
    execFileSync("go", ["vet", "."], { cwd: dir, env, stdio: ["ignore", "ignore", "pipe"] });
  });
});

describeWithLanguages(["python", "yaml"], "the Python and YAML programs, through the CLI and the plugin against the emulator", (cliDir) => {
  const e2e = useE2E(cliDir);
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-registry-"));
  let stack: PulumiStack;

  beforeAll(async () => {
    const plugin = await timed("registry pages: pack the plugin", () => packPlugin(artifacts));
    const wheel = await timed("registry pages: build the SDK's wheel", () => packPythonSdk(artifacts));
    stack = e2e.project({ files: { "Pulumi.yaml": PYTHON_PROJECT }, withoutPackage: true }).stack("e2e", {});
    await timed("registry pages: the project's virtualenv", () => pythonVirtualenvWithSdk(join(stack.project.dir, "venv"), wheel));
    await installPlugin(stack, plugin);
  }, E2E_TIMEOUT_MS);

  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  /** Runs the project as it now is: up, the outputs checked against the emulator, destroy, and the stack removed. */
  async function upAndDestroy(): Promise<void> {
    await stack.init();
    await configureProvider(stack, e2e);
    // The explicit provider of the installation page reads its settings from the stack's own config.
    await stack.config("euHost", e2e.emulator.url);
    await stack.config("euProxyUrl", e2e.emulator.url);
    await stack.config("euApiKey", e2e.emulator.apiKey, true);
    await stack.config("euProxyManagerToken", e2e.emulator.proxyManagerToken, true);
    await stack.up();
    const outputs = JSON.parse((await stack.ok(["stack", "output", "--json", "--show-secrets"])).stdout) as Record<string, unknown>;
    // Every program exports a token: a secret, and one the SQL proxy takes.
    expect(await stack.output("token")).toBe("[secret]");
    await expect(e2e.clients.control.authenticateProxyToken(outputs.token as string)).resolves.toMatchObject({ principal_id: "alice@example.com" });
    if ("monitorId" in outputs) await expect(e2e.clients.datafold.getMonitor(Number(outputs.monitorId))).resolves.toMatchObject({ name: "Orders rows" });
    await stack.destroy();
    await expect(e2e.clients.control.authenticateProxyToken(outputs.token as string)).rejects.toThrow();
    await stack.ok(["stack", "rm", "--yes"]);
  }

  it.each(programs("python"))("%s (Python) runs", async (_name, program) => {
    writeFileSync(join(stack.project.dir, "Pulumi.yaml"), PYTHON_PROJECT);
    writeFileSync(join(stack.project.dir, "__main__.py"), program.code);
    await upAndDestroy();
  });

  it.each(programs("yaml"))("%s (YAML) runs", async (_name, program) => {
    rmSync(join(stack.project.dir, "__main__.py"), { force: true });
    writeFileSync(join(stack.project.dir, "Pulumi.yaml"), program.code);
    await upAndDestroy();
  });
});
