/**
 * The CDK Terrain example (examples/cdktn) as its README runs it, against the emulator: `cdktn
 * get` generates the datafold provider's TypeScript bindings from the schema the built provider
 * serves (cdktn runs `tofu init` and `tofu providers schema -json`), `cdktn synth` compiles
 * main.ts against them and writes cdktf.out/stacks/datafold/cdk.tf.json, and the real OpenTofu
 * applies that stack: init, plan, apply, a plan with no changes, destroy.
 *
 * cdktn, cdktn-cli and constructs are the repository's devDependencies (`npm ci` installs them,
 * with nothing from the network at test time): the example runs from a copy in a temporary
 * directory whose node_modules is a link to the root's, so that the generated bindings, the
 * compiled program, the state and .terraform stay out of the work tree.
 *
 * Where cdktn finds the provider: `cdktn get` runs `tofu init`, which dev_overrides alone cannot
 * satisfy offline (with overrides, init still asks the registry for the overridden provider). The
 * workspace's CLI configuration is therefore a filesystem mirror (its unpacked layout) whose
 * only provider is the launcher of the built provider, and nothing else may be installed; the
 * same configuration serves `cdktn get` and the stack's `tofu init` (its local backend needs one).
 */
import { execFile } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import type { TerraformSchemaFile } from "../../src/terraform/shapes/terraform-schema-file";
import { useTofuEmulator } from "./support/emulator";
import { PROVIDER_EXECUTABLE, providerLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { describeWithTofu } from "./support/tofu";
import { actionsByAddress, hclString, TofuWorkspace } from "./support/tofu-workspace";

// cdktn get and synth take tens of seconds on a busy machine (synth compiles the bindings).
jest.setTimeout(300_000);

const ROOT = resolve(__dirname, "../..");
const EXAMPLE = join(ROOT, "examples", "cdktn");
const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
const SCHEMA = JSON.parse(readFileSync(join(ROOT, "src/terraform/generated/terraform-schema.json"), "utf8")) as TerraformSchemaFile;

/** What cdktn and OpenTofu write into the example (its .gitignore), should it have been run there: not copied. */
const GENERATED = new Set([".gen", "bin", "cdktf.out", "cdktf.log", "node_modules", ".terraform", ".terraform.lock.hcl"]);
const isGenerated = (name: string) => GENERATED.has(name) || name.includes(".tfstate");

/** The stack main.ts declares, and the directory `cdktn synth` writes it to. */
const STACK = "datafold";

/** This machine's platform as a provider package names it: linux_amd64, darwin_arm64. */
function terraformPlatform(): string {
  const arch = process.arch === "x64" ? "amd64" : process.arch;
  return `${process.platform}_${arch}`;
}

/**
 * A filesystem mirror (unpacked layout) holding the launcher as datafold/datafold VERSION for this
 * platform, and the CLI configuration that installs datafold/datafold from it and nothing from
 * anywhere else.
 */
function launcherMirror(launcher: ProviderLauncher, root: string): string {
  const mirror = join(root, "mirror");
  const packageDir = join(mirror, "registry.opentofu.org", "datafold", "datafold", VERSION, terraformPlatform());
  mkdirSync(packageDir, { recursive: true });
  copyFileSync(launcher.executable, join(packageDir, `${PROVIDER_EXECUTABLE}_v${VERSION}`));
  return `provider_installation {
  filesystem_mirror {
    path    = ${hclString(mirror)}
    include = ["registry.opentofu.org/datafold/datafold"]
  }
}
`;
}

interface CommandResult {
  readonly code: number;
  readonly output: string;
}

describeWithTofu("the cdktn example: bindings from the provider's schema, synthesized, applied by OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  let scratch: string;
  let project: string;
  let ws: TofuWorkspace;
  let cdktnEnv: NodeJS.ProcessEnv;
  const transcript: string[] = [];

  beforeAll(() => {
    launcher = providerLauncher();
    scratch = mkdtempSync(join(tmpdir(), "pulumi-datafold-cdktn-"));
    project = join(scratch, "cdktn");
    cpSync(EXAMPLE, project, { recursive: true, filter: (source) => source === EXAMPLE || !isGenerated(basename(source)) });
    symlinkSync(join(ROOT, "node_modules"), join(project, "node_modules"), "dir");

    ws = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: live.env, dir: join(project, "cdktf.out", "stacks", STACK) });
    writeFileSync(ws.cliConfigFile, launcherMirror(launcher, scratch));
    // The workspace's environment (its CLI configuration; no TF_*, DATAFOLD_* or CDKTF_* of the
    // caller's; CHECKPOINT_DISABLE, which also keeps cdktn from calling HashiCorp's checkpoint
    // service), with this OpenTofu as the CLI cdktn runs, no plugin cache (cdktn would point
    // TF_PLUGIN_CACHE_DIR at ~/.terraform.d/plugin-cache, shared by every run on the machine),
    // no npm update check (the `app` command runs `npm run build`), and the root's
    // node_modules/.bin on PATH for that build's tsc.
    cdktnEnv = {
      ...Object.fromEntries(Object.entries(ws.env).filter(([key]) => !key.startsWith("CDKTF_"))),
      TERRAFORM_BINARY_NAME: tofu,
      CDKTF_DISABLE_PLUGIN_CACHE_ENV: "1",
      npm_config_update_notifier: "false",
      PATH: `${join(ROOT, "node_modules", ".bin")}:${ws.env.PATH ?? ""}`,
    };
  });
  afterAll(() => {
    ws?.remove();
    launcher?.remove();
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  });

  /** `node cdktn.js ARGS` in the project, as the example's npm scripts run the CLI. */
  function cdktn(args: readonly string[]): Promise<CommandResult> {
    return new Promise((done) => {
      execFile(process.execPath, ["cdktn.js", ...args], { cwd: project, env: cdktnEnv, timeout: 240_000, maxBuffer: 64 * 1024 * 1024, encoding: "utf8" }, (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        transcript.push(`$ cdktn ${args.join(" ")}\n${output}`);
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
        done({ code, output: error !== null && code === -1 ? `${output}\n${error.message}` : output });
      });
    });
  }

  function printed(): string {
    return `${transcript.join("\n")}\n${ws.printed()}`;
  }

  test("cdktn get writes TypeScript bindings of every resource and data source the provider serves, through tofu", async () => {
    const get = await cdktn(["get"]);
    expect({ code: get.code, output: get.output }).toMatchObject({ code: 0, output: expect.stringContaining("Generated typescript constructs in the output directory: .gen") });

    const gen = join(project, ".gen");
    // The versions and the CLI cdktn read the schema with: our provider, through OpenTofu.
    expect(JSON.parse(readFileSync(join(gen, "versions.json"), "utf8"))).toEqual({ "registry.opentofu.org/datafold/datafold": VERSION });
    expect(JSON.parse(readFileSync(join(gen, "constraints.json"), "utf8"))).toMatchObject({ cli: { name: "opentofu" } });
    // One module per resource type (datafold_metric_monitor: metric-monitor) and data source
    // (datafold_monitors: data-datafold-monitors), and the provider.
    const modules = readdirSync(join(gen, "providers", "datafold")).filter((name) => !name.endsWith(".ts"));
    const expected = [
      "provider",
      ...Object.keys(SCHEMA.resources).map((type) => type.replace(/^datafold_/, "").replace(/_/g, "-")),
      ...Object.keys(SCHEMA.dataSources).map((type) => `data-${type.replace(/_/g, "-")}`),
    ];
    expect(modules.sort()).toEqual(expected.sort());
    // The schema's attributes, in TypeScript's names: the monitor's nested `metric`, the token's secret.
    const monitor = readFileSync(join(gen, "providers", "datafold", "metric-monitor", "index.ts"), "utf8");
    expect(monitor).toContain("readonly connectionId: number;");
    expect(monitor).toContain("readonly metric: MetricMonitorMetric;");
    expect(readFileSync(join(gen, "providers", "datafold", "proxy-token", "index.ts"), "utf8")).toContain("public get token()");
  });

  test("cdktn synth compiles main.ts against them and writes the stack as JSON, with no setting or secret in it", async () => {
    const synth = await cdktn(["synth"]);
    expect({ code: synth.code, output: synth.output }).toMatchObject({ code: 0, output: expect.stringContaining(`Generated Terraform code for the stacks: ${STACK}`) });

    const text = readFileSync(join(ws.dir, "cdk.tf.json"), "utf8");
    const stack = JSON.parse(text) as {
      terraform: { required_providers: Record<string, { source: string; version?: string }> };
      provider: Record<string, unknown[]>;
      resource: Record<string, Record<string, Record<string, unknown>>>;
      data: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(stack.terraform.required_providers).toEqual({ datafold: { source: "datafold/datafold", version: VERSION } });
    expect(stack.provider).toEqual({ datafold: [{}] });
    expect(stack.resource.datafold_metric_monitor?.order_rows).toMatchObject({
      name: "Orders row count (cdktn)",
      connection_id: 7,
      metric: { table: { table: "analytics.orders", metric: "row_count" } },
      schedule: { interval: { hour: {} } },
      tags: ["cdktn-example"],
    });
    expect(stack.resource.datafold_proxy_token?.dbt_token).toMatchObject({ principal_type: "service_principal", principal_id: "dbt-prod", expires_in_days: 30 });
    expect(stack.data.datafold_monitors?.tagged_monitors).toMatchObject({ tags: ["cdktn-example"], depends_on: ["datafold_metric_monitor.order_rows"] });
    for (const secret of [live.emulator.apiKey, live.emulator.proxyManagerToken]) expect(text).not.toContain(secret);
  });

  test("OpenTofu applies the stack: init from the mirror, plan, apply, a plan with no changes, destroy", async () => {
    try {
      const init = await ws.ok(["init", "-no-color", "-input=false"]);
      expect(init.stdout).toContain(`Installed datafold/datafold v${VERSION}`);

      const { json } = await ws.planJson({ detailedExitCode: true });
      expect(actionsByAddress(json)).toEqual({
        "data.datafold_monitors.tagged_monitors": ["read"],
        "datafold_metric_monitor.order_rows": ["create"],
        "datafold_proxy_token.dbt_token": ["create"],
      });

      expect(await ws.apply()).toMatchObject({ code: 0, stderr: "" });
      const [monitor, ...others] = (await live.clients.datafold.listAllMonitors({ tags: ["cdktn-example"] })).filter((found) => found.name === "Orders row count (cdktn)");
      expect(others).toEqual([]);
      const outputs = (await ws.state()).values?.outputs ?? {};
      expect(outputs.monitor_id).toEqual({ value: monitor!.id, sensitive: false, type: "number" });
      // The data source, read after the monitor was created, finds it by its tag.
      expect(outputs.tagged_monitor_count).toEqual({ value: 1, sensitive: false, type: "number" });
      expect(outputs.dbt_token_secret?.sensitive).toBe(true);
      const secret = outputs.dbt_token_secret?.value as string;
      expect(secret.startsWith(outputs.dbt_token_prefix?.value as string)).toBe(true);
      await expect(live.clients.control.authenticateProxyToken(secret)).resolves.toMatchObject({ principal_type: "service_principal" });

      expect(await ws.plan({ detailedExitCode: true })).toMatchObject({ code: 0, stderr: "" });

      expect(await ws.destroy()).toMatchObject({ code: 0, stderr: "" });
      expect((await live.clients.datafold.listAllMonitors({ tags: ["cdktn-example"] })).map((found) => found.name)).not.toContain("Orders row count (cdktn)");
      expect((await ws.state()).values?.root_module.resources ?? []).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- what cdktn and tofu printed\n${printed()}`);
    }
  });

  test("cdktn deploy and destroy drive the same OpenTofu on the synthesized stack, as the example's npm scripts run them", async () => {
    // --skip-synth: the stack is the one synthesized above (each synth compiles main.ts again).
    // --skip-provider-lock, as the npm scripts pass it: without a lock file cdktn runs `tofu
    // providers lock`, which asks the registry whatever the CLI configuration says. (`cdktn diff`
    // is the same init and plan; the plan with no changes is the test above.)
    const flags = ["--skip-synth", "--skip-provider-lock", "--no-color"];
    const deploy = await cdktn(["deploy", "--auto-approve", ...flags]);
    expect({ code: deploy.code, output: deploy.output }).toMatchObject({ code: 0, output: expect.stringContaining("Apply complete! Resources: 2 added, 0 changed, 0 destroyed.") });
    expect(deploy.output).toMatch(/tagged_monitor_count = 1\b/);
    expect((await live.clients.datafold.listAllMonitors({ tags: ["cdktn-example"] })).map((found) => found.name)).toEqual(["Orders row count (cdktn)"]);

    const destroy = await cdktn(["destroy", "--auto-approve", ...flags]);
    expect({ code: destroy.code, output: destroy.output }).toMatchObject({ code: 0, output: expect.stringContaining("Destroy complete! Resources: 2 destroyed.") });
    expect(await live.clients.datafold.listAllMonitors({ tags: ["cdktn-example"] })).toEqual([]);
  });
});
