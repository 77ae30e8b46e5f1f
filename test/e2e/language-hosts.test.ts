/**
 * Programs in Python, Pulumi YAML and Go, run by the real CLI through the language hosts that
 * `npm run pulumi:install` builds (pulumi-language-python from sdk/v3 v3.68.0 with the pulumi
 * SDK of `npm run python:install`, pulumi-language-yaml from pulumi-yaml v1.25.0,
 * pulumi-language-go from sdk/v3 v3.66.0; scripts/install-pulumi-cli.sh says why those), and a
 * Go program deploying an inline program through the Automation API with that CLI. No
 * provider: each program reads a plain and a secret config value and exports them, which is
 * what a host must get right for any program (the engine's address, the stack's config and
 * which keys are secret). The Datafold scenario in these languages needs the provider plugin.
 */
import { execFile } from "node:child_process";
import { cpSync, readFileSync, readdirSync, statSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { promisify } from "node:util";
import { describeWithLanguages } from "./support/languages";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { timed } from "./support/timed";
import { cleanEnvironment, PulumiProject, type ProjectFiles, type PulumiStack } from "../../tools/harness/pulumi-project";
import { PYTHON_PULUMI_VENV } from "../../tools/pulumi-python/locate";

jest.setTimeout(E2E_TIMEOUT_MS);

const GO_PROGRAM = resolve(__dirname, "../fixtures/go-program");
const GO_AUTOMATION = resolve(__dirname, "../fixtures/go-automation");
const PASSWORD = "pw-7f3a9c1e-not-for-printing";
/** How state marks a secret value (`{"4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext}`). */
const SECRET_SIGNATURE_KEY = "4dabf18193072939515e22adb298388d";
const SECRET_SIGNATURE = "1b47061264138c4ac30d75fd1eb44270";

describeWithLanguages(["python", "yaml", "go"], "programs in Python, YAML and Go through the built language hosts", (cliDir) => {
  const projects: PulumiProject[] = [];
  afterAll(() => {
    for (const project of projects) project.remove();
  });

  async function stackOf(files: ProjectFiles): Promise<PulumiStack> {
    const project = new PulumiProject(cliDir, "", { ...files, withoutPackage: true });
    projects.push(project);
    const stack = project.stack("e2e");
    await stack.init();
    await stack.config("name", "ada");
    await stack.config("password", PASSWORD, true);
    return stack;
  }

  /**
   * up; the outputs, the secret one masked unless asked for; state holding it encrypted only;
   * nothing printed it (but `--show-secrets`); then `more` (further checks) and destroy.
   */
  async function runsAndKeepsTheSecret(stack: PulumiStack, language: string, more: () => Promise<void> = async () => undefined): Promise<void> {
    await timed(`${language} program: up`, () => stack.up());
    expect(await stack.output("greeting")).toBe("hello ada");
    expect(await stack.output("language")).toBe(language);
    expect(await stack.output("password")).toBe("[secret]");
    expect(await stack.output("password", true)).toBe(PASSWORD);

    const { text, deployment } = await stack.exportState();
    const root = deployment.resources?.find((resource) => resource.type === "pulumi:pulumi:Stack");
    expect(root?.outputs?.password).toEqual({ [SECRET_SIGNATURE_KEY]: SECRET_SIGNATURE, ciphertext: expect.any(String) });
    expect(text).not.toContain(PASSWORD);
    const printed = stack.transcript.filter((entry) => !entry.includes("--show-secrets")).join("\n");
    expect(printed).not.toContain(PASSWORD);

    await more();
    await timed(`${language} program: destroy`, () => stack.destroy());
  }

  test("a Python program runs in the virtualenv Pulumi.yaml names, on the pulumi SDK from PyPI", async () => {
    const stack = await stackOf({
      files: {
        "Pulumi.yaml": [
          "name: python-program",
          "runtime:",
          "  name: python",
          "  options:",
          // CLI v3.259 sends runtime options in a form the v3.68 host cannot read; the
          // front tools/pulumi-cli/host-options hands them over. `toolchain: pip` is what the
          // old host does anyway; the virtualenv is the one `npm run python:install` made.
          "    toolchain: pip",
          `    virtualenv: ${PYTHON_PULUMI_VENV}`,
          "",
        ].join("\n"),
        "__main__.py": [
          "import sys",
          "import pulumi",
          "config = pulumi.Config()",
          'pulumi.export("greeting", "hello " + config.require("name"))',
          'pulumi.export("password", config.require_secret("password"))',
          'pulumi.export("language", "python")',
          'pulumi.export("prefix", sys.prefix)',
          "",
        ].join("\n"),
      },
    });
    await runsAndKeepsTheSecret(stack, "python", async () => {
      // The program ran in that virtualenv, not in a Python found on PATH (which has no pulumi).
      expect(await stack.output("prefix")).toBe(PYTHON_PULUMI_VENV);
    });
  });

  test("a runtime option the built Python host cannot honour is refused, naming the option and what it supports", async () => {
    const stack = await stackOf({
      files: {
        "Pulumi.yaml": ["name: python-uv", "runtime:", "  name: python", "  options:", "    toolchain: uv", ""].join("\n"),
        "__main__.py": "import pulumi\n",
      },
    });
    const result = await stack.run(["preview"]);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/runtime\.options\.toolchain: "uv" is not supported by the python language host .*; it supports virtualenv and toolchain: pip/);
  });

  test("a Pulumi YAML program runs through pulumi-language-yaml", async () => {
    const stack = await stackOf({
      files: {
        "Pulumi.yaml": [
          "name: yaml-program",
          "runtime: yaml",
          "config:",
          "  name:",
          "    type: string",
          "  password:",
          "    type: string",
          "    secret: true",
          "outputs:",
          "  greeting: hello ${name}",
          "  password: ${password}",
          "  language: yaml",
          "",
        ].join("\n"),
      },
    });
    await runsAndKeepsTheSecret(stack, "yaml");
  });

  test(
    "a Go program is compiled and run by pulumi-language-go",
    async () => {
      const stack = await stackOf({ files: { "Pulumi.yaml": "name: go-program\nruntime: go\n" } });
      for (const name of readdirSync(GO_PROGRAM)) cpSync(join(GO_PROGRAM, name), join(stack.project.dir, name));
      // The program's SDK is the CLI's version (the host compiles it: minutes with a cold Go cache).
      expect(readFileSync(join(GO_PROGRAM, "go.mod"), "utf8")).toMatch(/github\.com\/pulumi\/pulumi\/sdk\/v3 v3\.259\.0\n/);
      await runsAndKeepsTheSecret(stack, "go");
    },
    2 * E2E_TIMEOUT_MS,
  );

  test(
    "a Go program deploys an inline program through the Automation API with the built CLI",
    async () => {
      const project = new PulumiProject(cliDir, "", { withoutPackage: true });
      projects.push(project);
      const backend = join(project.work, "backend");
      const env = {
        ...cleanEnvironment(),
        PATH: `${cliDir}${delimiter}${process.env.PATH ?? ""}`,
        PULUMI_HOME: join(project.work, "pulumi-home"),
        PULUMI_BACKEND_URL: `file://${backend}`,
        PULUMI_CONFIG_PASSPHRASE: project.passphrase,
        PULUMI_SKIP_UPDATE_CHECK: "true",
        PROGRAM_PASSWORD: PASSWORD,
      };
      // `go run` compiles go/auto of the CLI's sdk/v3 (minutes with a cold Go cache).
      const { stdout } = await timed("go automation program: up and destroy", () =>
        promisify(execFile)("go", ["run", "."], { cwd: GO_AUTOMATION, env, maxBuffer: 16 * 1024 * 1024 }),
      );
      const [up, destroy] = stdout.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(up).toEqual({
        step: "up",
        result: "succeeded",
        outputs: { greeting: { value: "hello ada", secret: false }, password: { value: PASSWORD, secret: true } },
      });
      expect(destroy).toEqual({ step: "destroy", result: "succeeded", deleted: 1 });
      // The checkpoints the local backend kept hold the password only encrypted.
      const files = listFiles(backend);
      expect(files.some((file) => file.endsWith(".checkpoint.json"))).toBe(true);
      for (const file of files) expect(readFileSync(file, "utf8")).not.toContain(PASSWORD);
    },
    2 * E2E_TIMEOUT_MS,
  );
});

/** Every file under `dir`. */
function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
