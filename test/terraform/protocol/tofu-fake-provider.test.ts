/**
 * The judge of the tfplugin6 server: the real OpenTofu CLI drives the fake provider
 * (fixtures/fake-provider.ts) through plan, apply, a plan that finds nothing to do, a rename that
 * replaces, and destroy. The provider is found through `dev_overrides` in a CLI configuration of
 * the test's own (the machine's TF_CLI_CONFIG_FILE names none that exists), pointing at a folder
 * whose `terraform-provider-datafold` is a shell launcher of the TypeScript fixture. With
 * dev_overrides OpenTofu needs no `tofu init` (it says to skip it, and init would look the
 * provider up in the registry): the commands run without it.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describeWithTofu } from "../support/tofu";
import { FAKE_PROVIDER } from "./support/plugin-process";

const ROOT = resolve(__dirname, "../../..");

const CONFIGURATION = (name: string) => `
terraform {
  required_providers {
    datafold = { source = "datafold/datafold" }
  }
}

provider "datafold" {
  greeting_prefix = "Hi, "
}

resource "datafold_thing" "main" {
  name   = "${name}"
  labels = { env = "test" }
}

data "datafold_echo" "said" {
  input = datafold_thing.main.greeting
}

output "greeting" { value = datafold_thing.main.greeting }
output "echo" { value = data.datafold_echo.said.output }
`;

describeWithTofu("OpenTofu drives the fake provider", (tofu) => {
  jest.setTimeout(180_000);
  let folder: string;
  let work: string;
  let store: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "tofu-fake-provider-"));
    work = join(folder, "work");
    store = join(folder, "things.json");
    const plugins = join(folder, "plugins");
    mkdirSync(work);
    mkdirSync(plugins);
    const launcher = join(plugins, "terraform-provider-datafold");
    writeFileSync(launcher, `#!/bin/sh\nexec "${process.execPath}" --require "${join(ROOT, "tools/typescript/register.js")}" "${FAKE_PROVIDER}" "$@"\n`);
    chmodSync(launcher, 0o755);
    const cliConfig = join(folder, "cli.tfrc");
    writeFileSync(cliConfig, `provider_installation {\n  dev_overrides {\n    "datafold/datafold" = "${plugins}"\n  }\n  direct {}\n}\n`);
    // Nothing of the machine's OpenTofu settings (TF_LOG, TF_DATA_DIR, TF_CLI_ARGS...) leaks in.
    env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("TF_"))),
      TF_CLI_CONFIG_FILE: cliConfig,
      TF_IN_AUTOMATION: "1",
      CHECKPOINT_DISABLE: "1",
      FAKE_PROVIDER_STORE: store,
    };
    writeFileSync(join(work, "main.tf"), CONFIGURATION("alpha"));
  });

  afterAll(() => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  /** `tofu <command> -no-color -input=false <args>`: its status, stdout and stderr. */
  function run(command: string, ...args: string[]): { status: number | null; output: string; stdout: string } {
    const flags = command === "output" ? [] : ["-no-color", "-input=false"];
    const result = spawnSync(tofu, [command, ...flags, ...args], { cwd: work, env, encoding: "utf8", timeout: 120_000 });
    return { status: result.status, output: `${result.stdout}${result.stderr}`, stdout: result.stdout };
  }

  function expectSuccess(command: string, ...args: string[]): string {
    const { status, output } = run(command, ...args);
    if (status !== 0) throw new Error(`tofu ${command} ${args.join(" ")} exited ${status}:\n${output}`);
    return output;
  }

  const things = () => JSON.parse(readFileSync(store, "utf8")) as Record<string, Record<string, unknown>>;
  function outputs(): Record<string, { value: unknown }> {
    const { status, stdout, output } = run("output", "-json");
    if (status !== 0) throw new Error(`tofu output -json exited ${status}:\n${output}`);
    return JSON.parse(stdout) as Record<string, { value: unknown }>;
  }

  test("plan: a create, the greeting planned from the provider's configuration, the id unknown", () => {
    const output = expectSuccess("plan");
    expect(output).toContain("# datafold_thing.main will be created");
    expect(output).toMatch(/greeting = "Hi, alpha"/);
    expect(output).toMatch(/id {7}= \(known after apply\)/);
    expect(output).toContain("Plan: 1 to add, 0 to change, 0 to destroy.");
  });

  test("apply: the provider creates the thing; the data source reads the greeting", () => {
    expect(expectSuccess("apply", "-auto-approve")).toContain("Apply complete! Resources: 1 added, 0 changed, 0 destroyed.");
    expect(Object.values(things())).toEqual([{ id: "thing-1-alpha", name: "alpha", labels: { env: "test" }, greeting: "Hi, alpha" }]);
    expect(outputs()).toEqual({ greeting: expect.objectContaining({ value: "Hi, alpha" }), echo: expect.objectContaining({ value: "echo: Hi, alpha" }) });
  });

  test("plan again: no changes (read, planned, and found equal)", () => {
    const { status, output } = run("plan", "-detailed-exitcode");
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining("No changes.") });
  });

  test("a new name forces a replacement, as the provider's requires_replace says", () => {
    writeFileSync(join(work, "main.tf"), CONFIGURATION("beta"));
    const output = expectSuccess("apply", "-auto-approve");
    expect(output).toContain('~ name     = "alpha" -> "beta" # forces replacement');
    expect(output).toContain("Apply complete! Resources: 1 added, 0 changed, 1 destroyed.");
    expect(Object.keys(things())).toEqual(["thing-1-beta"]);
  });

  test("destroy: planned (plan_destroy) and applied; the thing is gone", () => {
    expect(expectSuccess("destroy", "-auto-approve")).toContain("Destroy complete! Resources: 1 destroyed.");
    expect(things()).toEqual({});
  });
});
