/**
 * The examples in the package schema's descriptions (examples/schema/<Name>/, embedded by
 * tools/codegen/schema-examples.ts) are programs that work, so that what the Registry and the
 * SDKs' doc comments show does not rot:
 * - the Python ones and the YAML ones run through the real CLI and the provider plugin against
 *   the emulator, all of a language in one stack (test/e2e/support/schema-example-programs.ts):
 *   `up` creates every resource and exports every output, a refresh after it is quiet, and a
 *   preview then wants no change;
 * - the Go ones compile against the generated Go SDK (sdk/go);
 * - the TypeScript ones type-check against the built package (test/examples/typecheck.test.ts).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";
import { packPythonSdk, pythonVirtualenvWithSdk } from "../../tools/harness/python-sdk";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { usePluginStack } from "./support/plugin-stack";
import { exampleOutputNames, exampleResourceTypes, exampleSecretConfigKeys, writePythonProject, writeYamlProject } from "./support/schema-example-programs";
import { timed } from "./support/timed";

jest.setTimeout(2 * E2E_TIMEOUT_MS);

const EXAMPLES_GO_MODULE = resolve(__dirname, "../../examples/schema");
const programs = mkdtempSync(join(tmpdir(), "pulumi-datafold-schema-examples-"));
afterAll(() => rmSync(programs, { recursive: true, force: true }));

/** The number of resources of each type in the stack's state (the stack and the provider left out). */
async function resourceTypesInState(stack: PulumiStack): Promise<Map<string, number>> {
  const { deployment } = await stack.exportState();
  const counts = new Map<string, number>();
  for (const { type } of deployment.resources ?? []) {
    if (!type.startsWith("datafold:index:")) continue;
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return counts;
}

/** The lifecycle each language's stack of examples goes through. */
function examplesLifecycle(stack: () => PulumiStack): void {
  // Every resource in state: the examples' own and a component's children.
  let resourceCount = 0;

  test("up creates every example's resources and exports every example's outputs", async () => {
    for (const key of exampleSecretConfigKeys()) await stack().config(key, `example-${key}-value`, true);
    const up = await stack().up();
    const inState = await resourceTypesInState(stack());
    resourceCount = [...inState.values()].reduce((sum, count) => sum + count, 0);
    expect(summaryCounts(up.stdout)).toEqual({ created: resourceCount + 1 }); // and the stack
    // Each resource the programs declare is there (a component's children come on top).
    const missing = [...exampleResourceTypes()].filter(([type, count]) => (inState.get(type) ?? 0) < count).map(([type]) => type);
    expect(missing).toEqual([]);
    const outputs = JSON.parse((await stack().ok(["stack", "output", "--json"])).stdout) as Record<string, unknown>;
    expect(Object.keys(outputs).sort()).toEqual(exampleOutputNames());
    for (const name of exampleOutputNames()) expect(outputs[name]).toBeDefined();
  });

  test("a refresh after up is quiet, and a preview then wants no change", async () => {
    const refresh = await stack().refresh("--expect-no-changes");
    expect(summaryCounts(refresh.stdout)).not.toHaveProperty("updated");
    await stack().preview("--expect-no-changes");
  });

  test("destroy removes them all", async () => {
    const destroy = await stack().destroy();
    expect(summaryCounts(destroy.stdout)).toEqual({ deleted: resourceCount + 1 });
  });
}

describeWithLanguages(["python"], "the schema's Python examples, in one stack through the provider plugin", (cliDir) => {
  const program = join(programs, "python");
  writePythonProject(program);
  const { stack } = usePluginStack(cliDir, program, {
    label: "schema examples (python)",
    prepare: async (programDir) => {
      const wheel = await timed("schema examples (python): build the SDK's wheel", () => packPythonSdk(join(programs, "wheel")));
      await timed("schema examples (python): the project's virtualenv", () => pythonVirtualenvWithSdk(join(programDir, "venv"), wheel));
    },
  });
  examplesLifecycle(stack);
});

describeWithLanguages(["yaml"], "the schema's YAML examples, in one program through the provider plugin", (cliDir) => {
  const program = join(programs, "yaml");
  writeYamlProject(program);
  const { stack } = usePluginStack(cliDir, program, { label: "schema examples (yaml)" });
  examplesLifecycle(stack);
});

describeWithLanguages(["go"], "the schema's Go examples", () => {
  test("compile against the generated Go SDK (go build ./... of examples/schema, its go.mod and go.sum complete)", async () => {
    // -mod=readonly: the committed go.mod and go.sum must be complete, as CI fetches from GOPROXY.
    const build = promisify(execFile)("go", ["build", "-mod=readonly", "./..."], { cwd: EXAMPLES_GO_MODULE, maxBuffer: 16 * 1024 * 1024 });
    await expect(timed("schema examples (go): go build ./...", () => build)).resolves.toBeDefined();
  });
});
