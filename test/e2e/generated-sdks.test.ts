/**
 * The SDK generator, pulumi-sdkgen (tools/pulumi-cli/sdkgen, built with the CLI from the same
 * pkg/v3), on the hand-written schema test/fixtures/sdkgen/schema.json: one resource with a
 * secret output and inputs that replace, a nested type, a function, and provider config with
 * a secret. What users get from it must work: the Python SDK builds into an sdist and a wheel
 * that install into a fresh virtualenv and run in a Pulumi program through the built Python
 * host; the Go SDK compiles with the CLI's sdk/v3, and so does a program using it. Both
 * READMEs' examples are checked against the SDKs they describe. Generation is deterministic
 * and `--check` reports a stale SDK by file; a schema that does not bind is refused with the
 * path of what is wrong. The committed SDKs, sdk/python and sdk/go, must be what
 * sdk/schema.json generates, and pass the same package checks.
 */
import { execFile } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { describeWithLanguages } from "./support/languages";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { timed } from "./support/timed";
import { PulumiProject } from "../../tools/harness/pulumi-project";
import { BUILT_SDKGEN } from "../../tools/pulumi-cli/locate";
import { PYTHON_CONSTRAINTS, PYTHON_PULUMI, PYTHON_WHEELHOUSE } from "../../tools/pulumi-python/locate";

const run = promisify(execFile);
jest.setTimeout(E2E_TIMEOUT_MS);

const REPO_ROOT = resolve(__dirname, "../..");
const FIXTURES = resolve(__dirname, "../fixtures/sdkgen");
const SCHEMA = join(FIXTURES, "schema.json");
const COMMITTED = join(REPO_ROOT, "sdk");
const GO_MODULE = "github.com/pulumi-datafold/pulumi-datafold/sdk";
const VERSION = "0.1.0";

/** Runs a command; resolves with its exit code and output whatever the code. */
async function attempt(file: string, args: readonly string[], cwd?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** Runs a command that must succeed; fails with what it printed otherwise. */
async function must(file: string, args: readonly string[], cwd?: string): Promise<string> {
  const result = await attempt(file, args, cwd);
  if (result.code !== 0) throw new Error(`${file} ${args.join(" ")} exited ${result.code}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Every file under `dir` with its bytes, by relative path. */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, "latin1"));
    }
  };
  walk(dir);
  return files;
}

/** The one fenced block of `language` in a README. */
function example(readme: string, language: string): string {
  const blocks = [...readme.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((match) => match[1]!);
  expect(blocks).toHaveLength(1);
  return blocks[0]!;
}

/** `getProxyTokens` as the Python SDK names it: `get_proxy_tokens`. */
function pythonName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Builds `sdkDir`/python into an sdist and a wheel (in a copy, `work`), installs the wheel into
 * a fresh virtualenv from the wheelhouse (no PyPI), and checks that it imports with every
 * resource and function of `schema`, its plugin's version, and its README's example. Resolves
 * with the virtualenv.
 */
async function pythonPackageWorks(sdkDir: string, schema: string, work: string): Promise<string> {
  const spec = JSON.parse(readFileSync(schema, "utf8")) as { version: string; resources: object; functions: object };
  const source = join(work, "source");
  cpSync(join(sdkDir, "python"), source, { recursive: true });
  const dist = join(work, "dist");
  await timed("sdkgen: python -m build", () => must(PYTHON_PULUMI, ["-m", "build", "--no-isolation", "--sdist", "--wheel", "--outdir", dist, source]));
  const wheel = `pulumi_datafold-${spec.version}-py3-none-any.whl`;
  expect(readdirSync(dist).sort()).toEqual([wheel, `pulumi_datafold-${spec.version}.tar.gz`]);

  // A virtualenv of its own, as a user's: the wheel and what it requires, from the wheelhouse.
  const venv = join(work, "venv");
  await must(PYTHON_PULUMI, ["-m", "venv", venv]);
  const python = join(venv, "bin", "python");
  await timed("sdkgen: pip install the wheel", () =>
    must(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-index", "--find-links", PYTHON_WHEELHOUSE, "-c", PYTHON_CONSTRAINTS, join(dist, wheel)]),
  );
  const tokenNames = (tokens: object) => Object.keys(tokens).map((token) => token.slice(token.lastIndexOf(":") + 1));
  const expected = [...tokenNames(spec.resources), ...tokenNames(spec.functions).flatMap((name) => [pythonName(name), `${pythonName(name)}_output`]), "Provider"];
  const imported = await must(python, [
    "-c",
    [
      "import json, sys, importlib.metadata as m, importlib.resources as r, pulumi_datafold as d",
      "names = json.loads(sys.argv[1])",
      "print(json.dumps({'version': m.version('pulumi_datafold'), 'missing': [n for n in names if not hasattr(d, n)],",
      "  'plugin': json.loads((r.files('pulumi_datafold') / 'pulumi-plugin.json').read_text())['version']}))",
    ].join("\n"),
    JSON.stringify(expected),
  ]);
  expect(JSON.parse(imported)).toEqual({ version: spec.version, missing: [], plugin: spec.version });
  const readmeCheck = await must(python, [join(FIXTURES, "check_readme_example.py"), join(sdkDir, "python", "README.md"), "pulumi_datafold"]);
  expect(readmeCheck).toContain("checked: ProxyToken(principal_type, principal_id)");
  return venv;
}

/** `go build` and `go vet` of the Go SDK in `sdkDir`, then of its README's program (in `work`) with the SDK module replaced by it. */
async function goPackageCompiles(sdkDir: string, work: string): Promise<void> {
  await timed("sdkgen: go build and vet of the SDK", async () => {
    await must("go", ["build", "-mod=readonly", "./..."], sdkDir);
    await must("go", ["vet", "-mod=readonly", "./..."], sdkDir);
  });
  const readme = readFileSync(join(sdkDir, "go", "datafold", "README.md"), "utf8");
  const version = /^go get \S+@v(\S+)$/m.exec(readme)?.[1];
  expect(readme).toContain(`go get ${GO_MODULE}@v${version}`);
  mkdirSync(work, { recursive: true });
  cpSync(join(sdkDir, "go.sum"), join(work, "go.sum"));
  writeFileSync(join(work, "main.go"), example(readme, "go"));
  writeFileSync(join(work, "go.mod"), `module example.com/readme\n\ngo 1.25\n\nrequire ${GO_MODULE} v${version}\n\nreplace ${GO_MODULE} => ${sdkDir}\n`);
  await must("go", ["mod", "tidy"], work);
  await timed("sdkgen: go build of the README's program", () => must("go", ["build", "-o", join(work, "readme-program"), "."], work));
  await must("go", ["vet", "."], work);
}

describeWithLanguages(
  ["python", "go"],
  "pulumi-sdkgen: the Python and Go SDKs generated from a schema",
  (cliDir) => {
    const work = mkdtempSync(join(tmpdir(), "pulumi-datafold-sdkgen-"));
    const out = join(work, "sdk");
    const projects: PulumiProject[] = [];
    afterAll(() => {
      for (const project of projects) project.remove();
      rmSync(work, { recursive: true, force: true });
    });

    beforeAll(async () => {
      await timed("sdkgen: generate", () => must(BUILT_SDKGEN, ["--schema", SCHEMA, "--out", out]));
    });

    test("generation is deterministic, and --check names each changed, missing and left-over file", async () => {
      const again = join(work, "again");
      await must(BUILT_SDKGEN, ["--schema", SCHEMA, "--out", again]);
      expect(tree(again)).toEqual(tree(out));
      await must(BUILT_SDKGEN, ["--schema", SCHEMA, "--out", again, "--check"]);

      appendFileSync(join(again, "python", "pulumi_datafold", "outputs.py"), "# edited by hand\n");
      rmSync(join(again, "go", "datafold", "init.go"));
      writeFileSync(join(again, "go", "datafold", "oldResource.go"), "package datafold\n");
      const stale = await attempt(BUILT_SDKGEN, ["--schema", SCHEMA, "--out", again, "--check"]);
      expect(stale.code).toBe(1);
      expect(stale.stderr).toContain(`${again} is stale; run \`npm run sdk:generate\``);
      expect(stale.stderr).toContain("differs: python/pulumi_datafold/outputs.py");
      expect(stale.stderr).toContain("missing: go/datafold/init.go");
      expect(stale.stderr).toContain("not generated (left over): go/datafold/oldResource.go");
    });

    test("a schema that does not bind, or lacks what the SDKs are named by, is refused with the path of what is wrong", async () => {
      const spec = JSON.parse(readFileSync(SCHEMA, "utf8"));
      spec.resources["datafold:index:ProxyToken"].inputProperties.limits.$ref = "#/types/datafold:index:Limitz";
      const dangling = join(work, "dangling.json");
      writeFileSync(dangling, JSON.stringify(spec));
      const bad = await attempt(BUILT_SDKGEN, ["--schema", dangling, "--out", join(work, "never")]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(`${dangling}: #/resources/datafold:index:ProxyToken/inputProperties/limits/$ref: type datafold:index:Limitz not found`);

      const unnamed = JSON.parse(readFileSync(SCHEMA, "utf8"));
      delete unnamed.language.go.importBasePath;
      const withoutGo = join(work, "without-go.json");
      writeFileSync(withoutGo, JSON.stringify(unnamed));
      const missing = await attempt(BUILT_SDKGEN, ["--schema", withoutGo, "--out", join(work, "never")]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain(`${withoutGo}: language.go.importBasePath is missing`);
      expect(existsSync(join(work, "never"))).toBe(false);
    });

    test("the schema's secrets and replace-on-change inputs reach both SDKs", () => {
      const python = readFileSync(join(out, "python", "pulumi_datafold", "proxy_token.py"), "utf8");
      expect(python).toContain('additional_secret_outputs=["token"]');
      expect(python).toContain('replace_on_changes=["principalId", "principalType"]');
      const go = readFileSync(join(out, "go", "datafold", "proxyToken.go"), "utf8");
      expect(go).toMatch(/pulumi\.AdditionalSecretOutputs\(\[\]string\{\s*"token",\s*\}\)/);
      expect(go).toMatch(/pulumi\.ReplaceOnChanges\(\[\]string\{\s*"principalId",\s*"principalType",\s*\}\)/);
      // The provider's secret configuration is made secret by the SDKs themselves.
      expect(readFileSync(join(out, "go", "datafold", "provider.go"), "utf8")).toContain("pulumi.ToSecret(args.ApiKey)");
      expect(readFileSync(join(out, "python", "pulumi_datafold", "provider.py"), "utf8")).toContain("pulumi.Output.secret(api_key)");
      for (const lang of ["python/pulumi_datafold", "go/datafold"]) {
        expect(JSON.parse(readFileSync(join(out, lang, "pulumi-plugin.json"), "utf8"))).toEqual({
          resource: true,
          name: "datafold",
          version: VERSION,
          server: "github://api.github.com/pulumi-datafold",
        });
      }
    });

    test(
      "the Python SDK builds into an sdist and a wheel that install without PyPI, match the README and run in a Pulumi program",
      async () => {
        const venv = await pythonPackageWorks(out, SCHEMA, join(work, "fixture-python"));
        // The SDK in a program, through the CLI and the built Python host: its typed config
        // reads the stack's `datafold:` keys (no resource: that needs the provider plugin).
        const project = new PulumiProject(cliDir, "", {
          withoutPackage: true,
          files: {
            "Pulumi.yaml": `name: sdk-config\nruntime:\n  name: python\n  options:\n    virtualenv: ${venv}\n`,
            "__main__.py": 'import pulumi\nimport pulumi_datafold\npulumi.export("host", pulumi_datafold.config.host)\n',
          },
        });
        projects.push(project);
        const stack = project.stack("e2e");
        await stack.init();
        await stack.config("datafold:host", "https://datafold.example.com");
        await timed("sdkgen: python program with the SDK: up", () => stack.up());
        expect(await stack.output("host")).toBe("https://datafold.example.com");
      },
      2 * E2E_TIMEOUT_MS,
    );

    test(
      "the Go SDK compiles with the CLI's sdk/v3, and the README's example program builds against it",
      async () => {
        expect(readFileSync(join(out, "go.mod"), "utf8")).toBe(`module ${GO_MODULE}\n\ngo 1.25\n\nrequire github.com/pulumi/pulumi/sdk/v3 v3.259.0\n`);
        await must("go", ["mod", "tidy"], out);
        await goPackageCompiles(out, join(work, "fixture-go-program"));
      },
      2 * E2E_TIMEOUT_MS,
    );

    test("the committed SDKs, sdk/python and sdk/go, are what sdk/schema.json generates (npm run sdk:generate -- --check)", async () => {
      await must("bash", [join(REPO_ROOT, "scripts", "generate-sdks.sh"), "--check"], REPO_ROOT);
    });

    test(
      "the committed Python SDK builds, installs without PyPI, has every resource and function of the schema and matches its README",
      () => pythonPackageWorks(COMMITTED, join(COMMITTED, "schema.json"), join(work, "committed-python")),
      2 * E2E_TIMEOUT_MS,
    );

    test(
      "the committed Go SDK compiles as committed (go.sum complete), and its README's example program builds against it",
      async () => {
        // Compiled in place: -mod=readonly fails on a missing go.sum entry, and a build writes nothing into sdk/.
        await goPackageCompiles(COMMITTED, join(work, "committed-go-program"));
      },
      2 * E2E_TIMEOUT_MS,
    );
  },
  { sdkgen: true },
);
