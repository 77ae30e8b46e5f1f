/**
 * The provider plugin needs no Node.js: its release tarball (scripts/pack-plugin.sh) holds one
 * self-contained executable. A Python program goes through the plugin scenario
 * (test/e2e/support/plugin-scenario.ts) with a PATH that holds the Pulumi CLI, its language
 * hosts and python, and no `node`: the launcher of earlier releases refused to start there,
 * naming Node.js.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { execFileSync } from "node:child_process";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { pluginScenario } from "./support/plugin-scenario";
import { usePluginStack } from "./support/plugin-stack";
import { timed } from "./support/timed";
import { packPythonSdk, pythonVirtualenvWithSdk } from "../../tools/harness/python-sdk";
import { PYTHON_PULUMI } from "../../tools/pulumi-python/locate";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/python");

describeWithLanguages(["python"], "a Python program through the provider plugin, with no Node.js on PATH", (cliDir) => {
  const work = mkdtempSync(join(tmpdir(), "pulumi-datafold-no-node-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  // A directory of its own for python (a link to the one the virtualenvs are made from), since
  // python's own directory (/usr/bin, say) may hold node too.
  const pythonDir = join(work, "python-bin");
  const path = [cliDir, pythonDir].join(delimiter);

  const { e2e, stack } = usePluginStack(cliDir, PROGRAM, {
    label: "python scenario without node",
    env: () => ({ PATH: path }),
    prepare: async (programDir) => {
      mkdirSync(pythonDir);
      symlinkSync(PYTHON_PULUMI, join(pythonDir, "python3"));
      symlinkSync(PYTHON_PULUMI, join(pythonDir, "python"));
      const wheel = await timed("python scenario without node: build the SDK's wheel", () => packPythonSdk(join(work, "sdk")));
      await timed("python scenario without node: the project's virtualenv", () => pythonVirtualenvWithSdk(join(programDir, "venv"), wheel));
    },
  });

  test("no directory of the stack's PATH holds node, and the installed plugin is one executable", () => {
    for (const dir of path.split(delimiter)) expect(existsSync(join(dir, "node"))).toBe(false);
    expect(() => execFileSync("/bin/sh", ["-c", "command -v node"], { env: { PATH: path } })).toThrow();
    const pluginDir = join(stack().env.PULUMI_HOME!, "plugins", readdirSync(join(stack().env.PULUMI_HOME!, "plugins")).find((name) => name.startsWith("resource-datafold-"))!);
    expect(readdirSync(pluginDir).filter((name) => !name.startsWith(".")).sort()).toEqual(["LICENSE", "pulumi-resource-datafold"]);
  });

  pluginScenario(e2e, stack);
});
